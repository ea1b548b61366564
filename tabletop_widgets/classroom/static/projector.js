// The projector page: the address students open, the class code in large type, a QR code
// (drawn by the server as inline SVG), who has joined (live), and on demand the class results.
import { apiHeaders, apiUrl, el } from "../shim.js";
import { resultsTable } from "./dashboard_class.js";
import { seatName, startLanguage, t, tServer } from "../i18n.js";

startLanguage(null); // the class language the teacher chose (else Accept-Language)

const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
let drawn = "";

async function get(path) {
  const response = await fetch(apiUrl(path), { headers: apiHeaders() });
  const answer = await response.json();
  if (!response.ok) throw new Error(tServer(answer.error) || response.statusText);
  return answer;
}

/** The way in: the address, the class code and (when the link changed) its QR code. */
function drawJoin(data) {
  $("proj-warning").hidden = !data.warning;
  $("proj-warning").textContent = tServer(data.warning) || "";
  $("proj-address").textContent = data.address.replace(/\/$/, "");
  $("proj-code").textContent = data.code;
  if ($("proj-qr").dataset.link === data.link) return;
  const box = el("div", { role: "img", "aria-label": t("QR code of {link}", { link: data.link }) });
  box.innerHTML = data.qr; // the server's SVG (segno), no script in it
  $("proj-qr").replaceChildren(box, el("figcaption", {}, t("or scan")));
  $("proj-qr").dataset.link = data.link;
}

/** Table i: its title and who sits where (names, bots, free seats). */
function tableCard(table, i) {
  const list = el("ul", {});
  for (const s of table.seats) {
    const label = s.kind === "person" ? s.name : s.kind === "bot" ? t("{name} (bot)", { name: seatName(s) }) : t("free seat");
    list.append(el("li", { "data-kind": s.kind, "data-away": String(s.away) }, label));
  }
  return el(
    "article",
    { class: "cl-proj-table", "data-testid": `proj-table-${table.code}`, "data-state": table.state },
    el("h3", {}, t("Table {n} · {title}", { n: i + 1, title: table.title })),
    list,
  );
}

/** The tables and how many people joined (redrawn only when they changed). */
function drawTables(tables) {
  const text = JSON.stringify(tables);
  if (text === drawn) return;
  drawn = text;
  const people = tables.reduce((n, table) => n + table.seats.filter((s) => s.kind === "person").length, 0);
  $("proj-tables").replaceChildren(...tables.map(tableCard));
  $("proj-count").textContent = `(${people})`; // a number: no words
  document.body.dataset.joined = String(people);
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
  drawJoin(data);
  drawTables(data.tables);
  if (!$("proj-results-box").hidden) {
    $("proj-results").replaceChildren(resultsTable(await get("class/results")));
  }
  document.body.dataset.ready = "true";
}

$("proj-toggle-results").addEventListener("click", () => {
  const box = $("proj-results-box");
  box.hidden = !box.hidden;
  $("proj-toggle-results").textContent = box.hidden ? t("Show the results") : t("Hide the results");
  refresh();
});
refresh();
setInterval(refresh, 2000);
