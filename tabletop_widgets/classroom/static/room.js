// The room page: take a seat (or resume it with the token kept in this browser; under
// JupyterHub nothing is kept: the Hub identity is the credential and the page asks for the
// user's seat back on every load, so no other page of the Hub's origin finds a token), then
// mount the game's own front-end bundle on a model fed by this seat's websocket. Each
// snapshot's traits go to the model as they are (the engine's Table.snapshot is the one
// mapping); every message the bundle sends goes to the server with an id: moves, queries
// (their answers arrive in the next snapshot's `answers`), switches, and what a shared
// table refuses (undo, new game, hand-over), whose reason is shown once on the status line.
import { TableModel, apiHeaders, apiUrl, forgetSeatsKept, loadBundle, seatsKept, snapshotTraits, wsUrl } from "./shim.js";
import { MoveOutbox } from "./moves.js";
import { getLang, languageMenu, onLanguage, startLanguage, t, tServer } from "./i18n.js";

const code = decodeURIComponent(location.pathname.split("/room/")[1] || "").replace(/\/.*$/, "").toUpperCase();
const key = `tw-seat-${code}`;
// Signed in by the Hub (the server marks the page): seat tokens live in this page's memory only.
const signedIn = document.body.dataset.signedIn === "true";
const saved = signedIn ? null : localStorage.getItem(key);
if (signedIn) localStorage.removeItem(key); // a token an older page kept here
const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
const status = (text) => ($("room-status").textContent = text);
// The seat's language: the one this browser chose at this table (the seat it holds), else the
// class language, else Accept-Language (the server wrote it into <html lang>).
startLanguage(`tw-lang-${code}`);
$("room-bar").append(languageMenu({ testid: "room-lang" }));
$("room-code").textContent = t("Room {code}", { code });
let lastFrame = null;

let ws = null;
let delay = 250;
let mounted = null; // the promise of mounting the bundle: the table is drawn once
let nextId = 1;
let shownError = "";
let token = "";
const model = new TableModel(send);
// Moves carry a move id and are resent with it after a reconnect until answered (moves.js).
const outbox = new MoveOutbox((frame) => ws?.readyState === WebSocket.OPEN && ws.send(JSON.stringify(frame)));
window.tableOutbox = outbox; // for tests: the moves not yet answered
window.tableModel = model; // for tests and the curious: what this seat was sent

/** Show a refusal once: on the status line and as the widget's error. */
function refuse(message) {
  if (message === shownError) return;
  shownError = message;
  status(message);
  model.update({ error: message });
}

function send(message) {
  if (!message || typeof message.type !== "string") return;
  if (!ws || ws.readyState !== WebSocket.OPEN) {
    refuse(t("Not connected: nothing was sent. Reconnecting…"));
    return;
  }
  ws.send(JSON.stringify(outbox.track({ ...message, id: nextId++ })));
}

async function mount(game) {
  const bundle = await loadBundle(game);
  bundle.default.render({ model, el: $("room-table") });
}

function drawSeats(frame) {
  const list = $("room-seats");
  list.replaceChildren();
  for (const s of frame.seats || []) {
    const li = document.createElement("li");
    li.dataset.kind = s.kind;
    li.dataset.away = String(!!s.away);
    li.dataset.testid = `room-seat-${s.seat}`;
    li.setAttribute("data-testid", `room-seat-${s.seat}`);
    const turn = (frame.to_act || []).includes(s.seat) ? " ▶" : "";
    const name = s.name || t("Free seat");
    li.textContent =
      (s.kind === "bot" ? t("{name} (bot)", { name }) : s.kind === "empty" ? t("{name} (free)", { name }) : s.away ? t("{name} (away)", { name }) : name) + turn;
    if (s.seat === frame.seat) li.classList.add("cr-mine");
    list.append(li);
  }
}

/** The teacher's last notice (reset, end, resume), until the student dismisses it. */
function drawNotice(frame) {
  const notice = frame.notice;
  const seen = Number(sessionStorage.getItem(`${key}-notice`) || 0);
  const box = $("room-notice");
  // once the game is over the final box says so, once: no notice beside it
  if (!notice || notice.id <= seen || isOver(frame)) {
    box.hidden = true;
    return;
  }
  $("room-notice-text").textContent = tServer(notice.text);
  box.dataset.id = String(notice.id);
  box.hidden = false;
}

$("room-notice-ok").addEventListener("click", () => {
  sessionStorage.setItem(`${key}-notice`, $("room-notice").dataset.id || "0");
  $("room-notice").hidden = true;
});

/** Whether the game is over (by its rules) or ended by the teacher; a paused table also takes
 * no moves ("terminal" in its frame) but is not over. */
function isOver(frame) {
  return !!frame.ended || (!!frame.terminal && !frame.paused);
}

/** Once the game is over or ended: the final scores, best first, and a rematch if allowed. */
function drawFinal(frame) {
  const box = $("room-final");
  const over = isOver(frame);
  box.hidden = !over;
  box.dataset.state = frame.ended ? "ended" : frame.terminal ? "over" : "playing";
  if (!over) return;
  $("room-final-title").textContent = frame.ended ? t("The teacher ended this game: final scores") : t("Game over: final scores");
  const rows = (frame.names || []).map((name, seat) => ({ name, seat, score: (frame.scores || [])[seat] }));
  rows.sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  $("room-final-scores").replaceChildren(
    ...rows.map((r) => {
      const li = document.createElement("li");
      const score = typeof r.score === "number" ? r.score : "–";
      li.textContent = r.seat === frame.seat ? t("{name} (you): {score}", { name: r.name, score }) : t("{name}: {score}", { name: r.name, score });
      return li;
    }),
  );
  $("room-rematch").hidden = !frame.rematch;
  const review = (frame.queries || []).find((q) => q.name === "review");
  $("room-review").hidden = !(review && review.allowed);
}

let reviewAsked = false;
$("room-review").addEventListener("click", () => {
  reviewAsked = true;
  send({ type: "query", name: "review", args: {} });
});

/** The review asked from the final box, brought into view when it comes. */
function showReview() {
  const panel = document.querySelector('[data-testid="tw-answer-review"]');
  if (!reviewAsked || !panel) return;
  reviewAsked = false;
  panel.scrollIntoView({ block: "start" });
}

$("room-rematch").addEventListener("click", async () => {
  const response = await fetch(apiUrl("class/rematch"), {
    method: "POST",
    headers: apiHeaders({ "Content-Type": "application/json" }),
    body: JSON.stringify({ room: code, token }),
  });
  if (!response.ok) refuse(tServer((await response.json()).error) || t("No rematch now."));
});

/** The status line (once the game is over, the final box alone says so). */
function statusOf(frame) {
  if (frame.paused) return t("Paused by the teacher");
  if (frame.ended || frame.terminal) return "";
  return frame.legal.length ? t("Your turn") : t("Waiting for the others");
}

function drawMe(frame) {
  $("room-me").textContent = t("You: {name} (seat {seat})", { name: frame.names[frame.seat], seat: frame.seat + 1 });
}

// A new language: this page's texts and the game's widget redraw in it.
onLanguage((lang) => {
  // the server sends the table again with the engine's texts (log, coach, refusals) in it
  if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "language", lang }));
  $("room-code").textContent = t("Room {code}", { code });
  if (!lastFrame) return;
  drawMe(lastFrame);
  drawSeats(lastFrame);
  drawFinal(lastFrame);
  status(statusOf(lastFrame));
  model.update({ lang });
});

/** A snapshot: the page and the game's widget show the table as it is now. */
async function onSnapshot(frame) {
  lastFrame = frame;
  drawMe(frame);
  drawSeats(frame);
  drawNotice(frame);
  drawFinal(frame);
  document.body.dataset.state = frame.paused ? "paused" : frame.ended ? "ended" : frame.terminal ? "over" : "playing";
  status(statusOf(frame));
  shownError = "";
  document.body.dataset.length = String(frame.length);
  model.update({ ...snapshotTraits(frame), remote: true, error: "", lang: getLang() }); // a shared table: a showdown goes on by itself
  if (!mounted) mounted = mount(frame.game);
  await mounted;
  document.body.dataset.ready = "true";
  document.body.dataset.revision = String(model.get("revision"));
  showReview();
}

/** Another device asks the teacher for this seat: its word is shown here too. */
function onClaim(frame) {
  $("room-claim-text").textContent = tServer(frame.message);
  $("room-claim").dataset.word = frame.word;
  $("room-claim").hidden = false;
}

/** The teacher moved this seat to another table: the same token opens it there. */
function followMove(frame) {
  if (!signedIn) {
    localStorage.removeItem(key);
    localStorage.setItem(`tw-seat-${frame.moved}`, token);
  }
  ws.onclose = null;
  ws.close();
  location.href = new URL(`../room/${frame.moved}`, location.href).href;
}

/** This seat is lost for good: forget its token and offer the join form again. */
function loseSeat(frame) {
  if (!signedIn) localStorage.removeItem(key);
  outbox.clear();
  status(tServer(frame.message));
  ws.onclose = null;
  ws.close();
  showJoin(tServer(frame.message));
}

/** An error: a moved seat, a reconnection, a lost seat, or a refused move. */
function onError(frame) {
  if (frame.moved) return followMove(frame);
  if (frame.reconnect) {
    status(tServer(frame.message));
    ws.close(); // onclose reconnects: the token opens the seat it now holds
    return;
  }
  if (frame.fatal) return loseSeat(frame);
  refuse(tServer(frame.message));
}

async function onFrame(frame) {
  if (outbox.settle(frame)) return; // not decided yet: the move is resent with its id
  if (frame.type === "snapshot") await onSnapshot(frame);
  else if (frame.type === "claim") onClaim(frame);
  else if (frame.type === "error") onError(frame);
}

function connect(seatToken) {
  token = seatToken;
  ws = new WebSocket(wsUrl(code));
  ws.onopen = () => {
    delay = 250;
    ws.send(JSON.stringify({ type: "hello", token, lang: getLang() })); // the engine's texts come in it
    outbox.resend();
  };
  ws.onmessage = (event) => onFrame(JSON.parse(event.data));
  ws.onclose = () => {
    status(t("Connection lost: reconnecting…"));
    document.body.dataset.connected = "false";
    setTimeout(() => connect(seatToken), delay);
    delay = Math.min(4000, delay * 2);
  };
  ws.addEventListener("open", () => (document.body.dataset.connected = "true"));
}

async function join(name, resume = false) {
  const response = await fetch(apiUrl(`rooms/${code}/join`), {
    method: "POST",
    headers: apiHeaders({ "Content-Type": "application/json" }),
    body: JSON.stringify(resume ? { resume: true } : { name, leave: seatsKept(code) }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(tServer(answer.error) || t("Could not take a seat."));
  if (!resume) forgetSeatsKept(code); // this browser held them: the server freed them
  if (!signedIn) localStorage.setItem(key, answer.token);
  return answer.token;
}

function showJoin(message = "") {
  const form = $("room-join");
  form.hidden = false;
  form.querySelector(".cr-join-error").textContent = message;
  form.onsubmit = async (event) => {
    event.preventDefault();
    try {
      const token = await join(form.elements.name.value);
      form.hidden = true;
      connect(token);
    } catch (err) {
      form.querySelector(".cr-join-error").textContent = err.message;
    }
  };
}

const params = new URLSearchParams(location.search);
if (saved) connect(saved);
else if (signedIn) {
  join("", true).then(connect, () => {
    status(t("Choose a name to sit down."));
    showJoin();
  });
} else if (params.get("name")) join(params.get("name")).then(connect, (err) => showJoin(err.message));
else {
  status(t("Choose a name to sit down."));
  showJoin();
}
