// The prediction box of the room page: when the teacher starts a class experiment with
// predictions first, each student writes a prediction from their seat before playing; once
// the teacher says play the box says the predictions are closed, and once the teacher reveals
// the lesson's value it sets the student's prediction beside the class's result and that value.
// The box reads and sends through POST /api/rooms/CODE/predict with this seat's token (kept by
// room.js under tw-seat-CODE); the server reads and checks the prediction
// (engine/experiments.py parse_prediction) and answers with a clear reason when it cannot.
// It never shows another student's name or prediction. Imported by room.html on its own line.
import { apiHeaders, apiUrl } from "./shim.js";
import { countOf } from "./experiment_chart.js";
import { formatNumber, formatShare, onLanguage, t, tServer, words } from "./i18n.js";

const code = decodeURIComponent(location.pathname.split("/room/")[1] || "").replace(/\/.*$/, "").toUpperCase();
const key = `tw-seat-${code}`;
const EVERY = 3000; // ms between two looks at the room's experiment

const link = document.createElement("link");
link.rel = "stylesheet";
link.href = new URL("predict.css", import.meta.url).href;
document.head.append(link);

const box = document.createElement("section");
box.className = "cr-predict";
box.hidden = true;
box.dataset.testid = "predict-box";
box.setAttribute("data-testid", "predict-box");
box.setAttribute("aria-labelledby", "cr-predict-title");
const bar = document.querySelector('[data-testid="room-bar"]');
if (bar) bar.after(box);
else document.body.prepend(box);

let shown = ""; // what the box was last built for: run and phase
let state = null;

function fmt(x) {
  if (x === null || x === undefined) return "–";
  return state.experiment.kind === "mean" ? formatNumber(x, 1) : formatShare(x, 1);
}

/** This seat's prediction written the page's way (the server's text when it has no value). */
function mine() {
  const value = state.mine && state.mine.value;
  return typeof value === "number" ? fmt(value) : state.mine.text;
}

/** `n` of the experiment's unit ("5 turns"), in the page's language. */
function many(n) {
  return countOf(n, state.experiment.unit, words());
}

/** An engine text (the experiment's question, a note): translated when the catalog has it. */
function engineText(node, text) {
  node.textContent = tServer(text);
  node.dataset.engineText = "";
  return node;
}

function el(tag, attrs = {}, text = "") {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text) node.textContent = text;
  return node;
}

async function call(body) {
  const token = localStorage.getItem(key);
  if (!token) return null;
  const response = await fetch(apiUrl(`rooms/${code}/predict`), {
    method: "POST",
    headers: apiHeaders({ "Content-Type": "application/json" }),
    body: JSON.stringify({ token, ...body }),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer.error || t("The prediction was not sent."));
  return answer;
}

const hiddenKey = () => `tw-predict-hidden-${state.run}-${state.phase}-${state.revealed}-${(state.own && state.own.note) || ""}`;

function mineText() {
  return state.mine ? t("Your prediction: {text}.", { text: mine() }) : t("You did not send a prediction.");
}

function compareText() {
  const parts = [];
  const c = state.class;
  if (c && c.n) {
    parts.push(
      c.low !== null && c.high !== null
        ? t("The class: {estimate} (95 % interval {low} to {high}) from {count}.", { estimate: fmt(c.estimate), low: fmt(c.low), high: fmt(c.high), count: many(c.n) })
        : t("The class: {estimate} from {count}.", { estimate: fmt(c.estimate), count: many(c.n) }),
    );
  }
  if (state.reference && state.reference.value !== null) {
    const value = fmt(state.reference.value);
    parts.push(state.reference.kind_label === "exact" ? t("The exact value: {value}.", { value }) : t("The lesson's value: {value}.", { value }));
  }
  parts.push(state.mine ? t("You predicted {text}.", { text: mine() }) : t("You did not send a prediction."));
  return parts.join(" ");
}

/** The example under the input: one number (of the measure) for a mean, else a chance. */
function predictionHint() {
  const e = state.experiment;
  if (e.kind !== "mean") return t("A chance: {decimal}, {percent} or {fraction}", { decimal: formatNumber(0.05), percent: formatShare(0.05, 0), fraction: "1/20" });
  return e.measure
    ? t("One number of {measure}, for example {example}", { measure: tServer(e.measure), example: 12 })
    : t("One number, for example {example}", { example: 12 });
}

/** Send the prediction typed in `input`; `status` says it was sent or why it was refused. */
async function sendPrediction(input, send, status) {
  try {
    state = await call({ value: input.value });
    send.textContent = t("Change");
    status.dataset.kind = "ok";
    status.textContent = t("Sent: {text}. You can change it until the teacher says play.", { text: mine() });
    box.dataset.mine = state.mine.text;
  } catch (err) {
    status.dataset.kind = "refused";
    status.textContent = tServer(err.message);
    input.focus();
  }
}

/** Before play: the form that sends (or changes) the prediction, its hint, and its status. */
function predictForm(title, status) {
  title.textContent = t("Predict first");
  const form = el("form", { class: "cr-predict-form", "data-testid": "predict-form" });
  const label = el("label", { for: "cr-predict-input" }, t("Your prediction"));
  const input = el("input", {
    id: "cr-predict-input", name: "prediction", inputmode: "decimal", autocomplete: "off",
    maxlength: "40", "aria-describedby": "cr-predict-hint", "data-testid": "predict-input",
  });
  if (state.mine) input.value = mine();
  const send = el("button", { type: "submit", "data-testid": "predict-send" }, state.mine ? t("Change") : t("Send"));
  const help = el("p", { id: "cr-predict-hint", class: "cr-predict-hint" }, predictionHint());
  form.append(label, input, send);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    return sendPrediction(input, send, status);
  });
  box.append(form, help, status);
  if (state.mine) status.textContent = mineText();
}

/** During and after play: the prediction beside the results, the seat's outcomes, Hide. */
function predictionShown(title, status) {
  title.textContent = state.phase === "play" ? t("Now play") : t("The experiment is over");
  status.textContent = state.revealed ? compareText()
    : `${mineText()} ${state.phase === "play" ? t("Predictions are closed: the class's result grows on the projector.") : ""}`;
  const own = ownLines();
  if (own) box.append(own);
  const hide = el("button", { type: "button", class: "cr-predict-hide", "data-testid": "predict-hide" }, t("Hide"));
  hide.addEventListener("click", () => {
    sessionStorage.setItem(hiddenKey(), "true"); // shown again when something new happens
    box.hidden = true;
  });
  box.append(status, hide);
}

function build() {
  box.replaceChildren();
  const title = el("h2", { id: "cr-predict-title", class: "cr-predict-title" });
  const question = engineText(el("p", { class: "cr-predict-question" }), state.experiment.question);
  const status = el("p", { class: "cr-predict-status", role: "status", "data-testid": "predict-status" });
  box.append(title, question);
  if (state.phase === "predict") predictForm(title, status);
  else predictionShown(title, status);
  box.dataset.phase = state.phase;
  box.dataset.mine = state.mine ? state.mine.text : "";
}

/** The seat's own outcomes: how many counted and did not, and why the latest did not. */
function ownLines() {
  const own = state.own;
  if (!own || (!own.counted && !own.not_counted)) return null;
  const part = el("div", { class: "cr-predict-own", "data-testid": "predict-own" });
  part.append(
    el(
      "p",
      {},
      own.not_counted
        ? t("Yours: {counted} counted, {not_counted} not counted.", { counted: many(own.counted), not_counted: own.not_counted })
        : t("Yours: {counted} counted.", { counted: many(own.counted) }),
    ),
  );
  if (own.note) part.append(engineText(el("p", { class: "cr-predict-note", role: "status", "data-testid": "predict-note" }), own.note));
  return part;
}

async function look() {
  if (document.hidden) return;
  try {
    const answer = await call({});
    if (!answer) return;
    state = answer;
  } catch {
    return; // the table server restarts or the seat is not taken yet: look again later
  }
  if (!state.run) {
    box.hidden = true;
    shown = "";
    return;
  }
  const own = state.own ? `${state.own.counted}:${state.own.not_counted}:${state.own.note || ""}` : "";
  const now = `${state.run}:${state.phase}:${state.revealed}:${state.class ? state.class.n : ""}:${own}`;
  if (now !== shown) {
    // Rebuild only when something changed: never under the student's typing.
    const typing = box.contains(document.activeElement) && state.phase === "predict" && shown.startsWith(`${state.run}:predict`);
    if (!typing) build();
    shown = typing ? shown : now;
  }
  box.hidden = sessionStorage.getItem(hiddenKey()) === "true";
}

onLanguage(() => {
  if (state && state.run) build();
});
look();
setInterval(look, EVERY);
document.addEventListener("visibilitychange", look);
