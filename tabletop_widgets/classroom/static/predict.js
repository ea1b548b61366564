// The prediction box of the room page: when the teacher starts a class experiment with
// predictions first, each student writes a prediction from their seat before playing; once
// the teacher says play the box says the predictions are closed, and once the teacher reveals
// the lesson's value it sets the student's prediction beside the class's result and that value.
// The box reads and sends through POST /api/rooms/CODE/predict with this seat's token (kept by
// room.js under tw-seat-CODE); the server reads and checks the prediction
// (engine/experiments.py parse_prediction) and answers with a clear reason when it cannot.
// It never shows another student's name or prediction. Imported by room.html on its own line.
import { apiHeaders, apiUrl } from "./shim.js";

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
  return state.experiment.kind === "mean" ? x.toFixed(1) : (100 * x).toFixed(1) + " %";
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
  if (!response.ok) throw new Error(answer.error || "The prediction was not sent.");
  return answer;
}

const hiddenKey = () => `tw-predict-hidden-${state.run}-${state.phase}-${state.revealed}-${(state.own && state.own.note) || ""}`;

function mineText() {
  return state.mine ? `Your prediction: ${state.mine.text}.` : "You did not send a prediction.";
}

function compareText() {
  const parts = [];
  const c = state.class;
  if (c && c.n) {
    const range = c.low !== null && c.high !== null ? ` (95 % interval ${fmt(c.low)} to ${fmt(c.high)})` : "";
    parts.push(`The class: ${fmt(c.estimate)}${range} from ${c.n} ${state.experiment.unit}${c.n === 1 ? "" : "s"}.`);
  }
  if (state.reference && state.reference.value !== null) {
    const kind = state.reference.kind_label === "exact" ? "The exact value" : "The lesson's value";
    parts.push(`${kind}: ${fmt(state.reference.value)}.`);
  }
  parts.push(state.mine ? `You predicted ${state.mine.text}.` : "You did not send a prediction.");
  return parts.join(" ");
}

function build() {
  box.replaceChildren();
  const title = el("h2", { id: "cr-predict-title", class: "cr-predict-title" });
  const question = el("p", { class: "cr-predict-question" }, state.experiment.question);
  const status = el("p", { class: "cr-predict-status", role: "status", "data-testid": "predict-status" });
  box.append(title, question);
  if (state.phase === "predict") {
    title.textContent = "Predict first";
    const form = el("form", { class: "cr-predict-form", "data-testid": "predict-form" });
    const hint = state.experiment.kind === "mean"
      ? `One number${state.experiment.measure ? ` of ${state.experiment.measure}` : ""}, for example 12`
      : "A chance: 0.05, 5 % or 1/20";
    const label = el("label", { for: "cr-predict-input" }, "Your prediction");
    const input = el("input", {
      id: "cr-predict-input", name: "prediction", inputmode: "decimal", autocomplete: "off",
      maxlength: "40", "aria-describedby": "cr-predict-hint", "data-testid": "predict-input",
    });
    if (state.mine) input.value = state.mine.text;
    const send = el("button", { type: "submit", "data-testid": "predict-send" }, state.mine ? "Change" : "Send");
    const help = el("p", { id: "cr-predict-hint", class: "cr-predict-hint" }, hint);
    form.append(label, input, send);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      try {
        state = await call({ value: input.value });
        send.textContent = "Change";
        status.dataset.kind = "ok";
        status.textContent = `Sent: ${state.mine.text}. You can change it until the teacher says play.`;
        box.dataset.mine = state.mine.text;
      } catch (err) {
        status.dataset.kind = "refused";
        status.textContent = err.message;
        input.focus();
      }
    });
    box.append(form, help, status);
    if (state.mine) status.textContent = mineText();
  } else {
    title.textContent = state.phase === "play" ? "Now play" : "The experiment is over";
    status.textContent = state.revealed ? compareText()
      : `${mineText()} ${state.phase === "play" ? "Predictions are closed: the class's result grows on the projector." : ""}`;
    const own = ownLines();
    if (own) box.append(own);
    const hide = el("button", { type: "button", class: "cr-predict-hide", "data-testid": "predict-hide" }, "Hide");
    hide.addEventListener("click", () => {
      sessionStorage.setItem(hiddenKey(), "true"); // shown again when something new happens
      box.hidden = true;
    });
    box.append(status, hide);
  }
  box.dataset.phase = state.phase;
  box.dataset.mine = state.mine ? state.mine.text : "";
}

/** The seat's own outcomes: how many counted and did not, and why the latest did not. */
function ownLines() {
  const own = state.own;
  if (!own || (!own.counted && !own.not_counted)) return null;
  const unit = state.experiment.unit;
  const many = (n) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  const part = el("div", { class: "cr-predict-own", "data-testid": "predict-own" });
  part.append(el("p", {}, `Yours: ${many(own.counted)} counted${own.not_counted ? `, ${own.not_counted} not counted` : ""}.`));
  if (own.note) part.append(el("p", { class: "cr-predict-note", role: "status", "data-testid": "predict-note" }, own.note));
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

look();
setInterval(look, EVERY);
document.addEventListener("visibilitychange", look);
