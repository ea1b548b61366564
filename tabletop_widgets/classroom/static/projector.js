// The projector page: the address students open, the class code in large type, a QR code
// (drawn by the server as inline SVG), who has joined (live), and on demand the class results.
import { apiHeaders, apiUrl } from "../shim.js";
import { resultsTable } from "./dashboard_class.js";

const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
let drawn = "";

async function get(path) {
  const response = await fetch(apiUrl(path), { headers: apiHeaders() });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error || response.statusText);
  return answer;
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

async function refresh() {
  let data;
  try {
    data = await get("class/projector");
  } catch (err) {
    $("proj-warning").hidden = false;
    $("proj-warning").textContent = err.message;
    return;
  }
  $("proj-warning").hidden = !data.warning;
  $("proj-warning").textContent = data.warning || "";
  $("proj-address").textContent = data.address.replace(/\/$/, "");
  $("proj-code").textContent = data.code;
  if ($("proj-qr").dataset.link !== data.link) {
    const box = el("div", { role: "img", "aria-label": `QR code of ${data.link}` });
    box.innerHTML = data.qr; // the server's SVG (segno), no script in it
    $("proj-qr").replaceChildren(box, el("figcaption", {}, "or scan"));
    $("proj-qr").dataset.link = data.link;
  }
  const text = JSON.stringify(data.tables);
  if (text !== drawn) {
    drawn = text;
    let people = 0;
    const cards = data.tables.map((t, i) => {
      const list = el("ul", {});
      for (const s of t.seats) {
        if (s.kind === "person") people += 1;
        const label = s.kind === "person" ? s.name : s.kind === "bot" ? `${s.name} (bot)` : "free seat";
        list.append(el("li", { "data-kind": s.kind, "data-away": String(s.away) }, label));
      }
      return el("article", { class: "cl-proj-table", "data-testid": `proj-table-${t.code}`, "data-state": t.state }, el("h3", {}, `Table ${i + 1} · ${t.title}`), list);
    });
    $("proj-tables").replaceChildren(...cards);
    $("proj-count").textContent = `(${people})`;
    document.body.dataset.joined = String(people);
  }
  if (!$("proj-results-box").hidden) {
    $("proj-results").replaceChildren(resultsTable(await get("class/results")));
  }
  document.body.dataset.ready = "true";
}

$("proj-toggle-results").addEventListener("click", () => {
  const box = $("proj-results-box");
  box.hidden = !box.hidden;
  $("proj-toggle-results").textContent = box.hidden ? "Show the results" : "Hide the results";
  refresh();
});
refresh();
setInterval(refresh, 2000);
