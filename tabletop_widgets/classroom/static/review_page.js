// The teacher's review of a finished table, for the projector: the game's own bundle in the
// teacher's view (every card revealed: the game is over) with one seat's review, which the
// kit draws as the Review panel (ui/js/kit/review.js). The server refuses while the game runs.
import { TableModel, apiHeaders, apiUrl, showGame, snapshotTraits } from "./shim.js";
import { getLang, startLanguage, t, tServer } from "./i18n.js";

startLanguage(null); // the class language the teacher chose (else Accept-Language)

const code = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
const status = (text) => ($("review-status").textContent = text);
let last = null;
let mounted = null;
let seat = 0;
const model = new TableModel(() => model.update({ ...snapshotTraits(last || {}), mode: "reveal", humans: [], error: t("The review is read only."), lang: getLang() }));

async function load(which) {
  seat = which;
  status(t("Reviewing… (a whole game can take a few seconds)"));
  const response = await fetch(apiUrl(`rooms/${encodeURIComponent(code)}/review?seat=${which}&lang=${getLang()}`), {
    headers: apiHeaders(),
  });
  const frame = await response.json();
  if (!response.ok) {
    status(tServer(frame.error) || response.statusText);
    return;
  }
  last = frame;
  $("review-title").textContent = frame.names[which]
    ? t("Room {code}: review of {name}", { code: frame.room, name: frame.names[which] })
    : t("Room {code}: review of seat {seat}", { code: frame.room, seat: which + 1 });
  drawSeats(frame.names);
  const traits = { ...snapshotTraits(frame), mode: "reveal", humans: [], error: "", lang: getLang() };
  mounted = await showGame(mounted, frame, traits, model, $("review-table"));
  status(tServer(frame.answers.review.text));
  document.body.dataset.reviewed = String(which);
}

function drawSeats(names) {
  const box = $("review-seats");
  box.replaceChildren(
    ...names.map((name, i) => {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = name || t("Seat {seat}", { seat: i + 1 });
      b.dataset.testid = `review-seat-${i}`;
      b.setAttribute("aria-pressed", String(i === seat));
      b.style.minHeight = "44px";
      b.addEventListener("click", () => load(i));
      return b;
    }),
  );
}

load(Number(new URLSearchParams(location.search).get("seat") || 0));
