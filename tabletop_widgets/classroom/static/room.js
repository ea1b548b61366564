// The room page: take a seat (or resume it with the token kept in this browser), then
// mount the game's own front-end bundle on a model fed by this seat's websocket.
import { TableModel, apiHeaders, apiUrl, loadBundle, traitsOf, wsUrl } from "./shim.js";

const code = decodeURIComponent(location.pathname.split("/room/")[1] || "").replace(/\/.*$/, "").toUpperCase();
const key = `tw-seat-${code}`;
const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
const status = (text) => ($("room-status").textContent = text);
$("room-code").textContent = `Room ${code}`;

let ws = null;
let delay = 250;
let mounted = null;
let nextId = 1;
let lastFrame = null;
const model = new TableModel(send);
window.tableModel = model; // for tests and the curious: what this seat was sent

function send(message) {
  if (!message || message.type !== "act") {
    model.update({ ...traitsOf(lastFrame || {}), error: "Only moves are possible at a shared table (no undo, no new game)." });
    return;
  }
  if (!ws || ws.readyState !== WebSocket.OPEN) {
    model.update({ ...traitsOf(lastFrame || {}), error: "Not connected: the move was not sent. Reconnecting…" });
    return;
  }
  ws.send(JSON.stringify({ type: "act", action: message.action, id: nextId++ }));
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
    const what = s.kind === "bot" ? " (bot)" : s.kind === "empty" ? " (free)" : s.away ? " (away)" : "";
    li.textContent = `${s.name}${what}${turn}`;
    if (s.seat === frame.seat) li.classList.add("cr-mine");
    list.append(li);
  }
}

async function onFrame(frame) {
  if (frame.type === "snapshot") {
    lastFrame = frame;
    $("room-me").textContent = `You: ${frame.names[frame.seat]} (seat ${frame.seat + 1})`;
    drawSeats(frame);
    status(frame.ended ? "The teacher ended this game" : frame.terminal ? "Game over" : frame.legal.length ? "Your turn" : "Waiting for the others");
    document.body.dataset.length = String(frame.length);
    if (!mounted) {
      const bundle = await loadBundle(frame.game);
      model.update(traitsOf(frame));
      const el = $("room-table");
      mounted = bundle.default.render({ model, el }) || true;
      document.body.dataset.ready = "true";
    } else {
      model.update(traitsOf(frame));
    }
    document.body.dataset.revision = String(model.get("revision"));
  } else if (frame.type === "error") {
    if (frame.fatal) {
      localStorage.removeItem(key);
      status(frame.message);
      ws.onclose = null;
      ws.close();
      showJoin(frame.message);
      return;
    }
    model.update({ ...traitsOf(lastFrame || {}), error: frame.message });
    status(frame.message);
  }
}

function connect(token) {
  ws = new WebSocket(wsUrl(code));
  ws.onopen = () => {
    delay = 250;
    ws.send(JSON.stringify({ type: "hello", token }));
  };
  ws.onmessage = (event) => onFrame(JSON.parse(event.data));
  ws.onclose = () => {
    status("Connection lost: reconnecting…");
    document.body.dataset.connected = "false";
    setTimeout(() => connect(token), delay);
    delay = Math.min(4000, delay * 2);
  };
  ws.addEventListener("open", () => (document.body.dataset.connected = "true"));
}

async function join(name) {
  const response = await fetch(apiUrl(`rooms/${code}/join`), {
    method: "POST",
    headers: apiHeaders({ "Content-Type": "application/json" }),
    body: JSON.stringify({ name }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error || "Could not take a seat.");
  localStorage.setItem(key, answer.token);
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
const saved = localStorage.getItem(key);
if (saved) connect(saved);
else if (params.get("name")) join(params.get("name")).then(connect, (err) => showJoin(err.message));
else {
  status("Choose a name to sit down.");
  showJoin();
}
