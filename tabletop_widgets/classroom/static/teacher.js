// The teacher page: rooms, seats, scores; create rooms; put bots in empty seats; watch a
// room's teacher view (everything hidden, drawn by the game's own bundle in reveal mode).
// The calls carry the teacher's session cookie: the token is never kept in the page or its URL.
import { TableModel, apiHeaders, apiUrl, loadBundle, snapshotTraits } from "./shim.js";

const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
const status = (text) => ($("teacher-status").textContent = text);
let games = [];
let watching = null;
let mounted = null;
const model = new TableModel(() =>
  model.update({ ...snapshotTraits(lastView || {}), mode: "reveal", error: "The teacher's view is read only." }),
);
let lastView = null;

async function api(path, options = {}) {
  const response = await fetch(apiUrl(path), {
    ...options,
    headers: apiHeaders({ "Content-Type": "application/json" }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error || response.statusText);
  return answer;
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

function drawBotChoices() {
  const game = games.find((g) => g.name === $("teacher-game").value);
  const seats = Number($("teacher-seats").value);
  const box = $("teacher-bots");
  box.replaceChildren();
  if (!game) return;
  $("teacher-seats").min = game.min_seats;
  $("teacher-seats").max = game.max_seats;
  for (let s = 0; s < seats && s < game.max_seats; s++) {
    const select = el("select", { name: `bot-${s}`, "data-testid": `teacher-bot-${s}` }, el("option", { value: "" }, "person"));
    for (const b of game.bots) select.append(el("option", { value: b }, `${b} bot`));
    box.append(el("label", {}, `Seat ${s + 1} `, select));
  }
}

async function create(event) {
  event.preventDefault();
  const form = event.target;
  const bots = {};
  for (const select of form.querySelectorAll("select[name^=bot-]")) if (select.value) bots[select.name.slice(4)] = select.value;
  try {
    const { code } = await api("rooms", {
      method: "POST",
      body: JSON.stringify({ game: form.elements.game.value, seats: Number(form.elements.seats.value), bots }),
    });
    const link = new URL(`room/${code}`, location.href).href;
    $("teacher-created").replaceChildren(`Room ${code}: share `, el("a", { href: link, target: "_blank" }, link));
    await refresh();
  } catch (err) {
    status(err.message);
  }
}

async function placeBot(code, seat, bot) {
  try {
    await api(`rooms/${code}/seats/${seat}/bot`, { method: "POST", body: JSON.stringify({ bot }) });
    await refresh();
  } catch (err) {
    status(err.message);
  }
}

function seatCell(room) {
  const game = games.find((g) => g.name === room.game);
  const list = el("ul");
  for (const s of room.seats) {
    const label = s.kind === "bot" ? `${s.name} (bot)` : s.kind === "empty" ? `${s.name} (free)` : s.away ? `${s.name} (away)` : s.name;
    const item = el("li", { "data-testid": `teacher-seat-${room.code}-${s.seat}`, class: s.away ? "cr-away" : "" }, label);
    if (s.kind === "empty" || s.away) {
      const select = el("select", { "aria-label": `bot for seat ${s.seat + 1}` });
      for (const b of game ? game.bots : ["random"]) select.append(el("option", { value: b }, b));
      item.append(" ", select, el("button", { type: "button", onclick: () => placeBot(room.code, s.seat, select.value) }, "Put a bot"));
    }
    list.append(item);
  }
  return list;
}

async function refresh() {
  let rooms;
  try {
    rooms = await api("rooms");
  } catch (err) {
    status(err.message);
    return;
  }
  const body = $("teacher-rooms").querySelector("tbody");
  body.replaceChildren(
    ...rooms.map((room) =>
      el(
        "tr",
        { "data-testid": `teacher-room-${room.code}` },
        el("td", {}, el("a", { href: new URL(`room/${room.code}`, location.href).href, target: "_blank" }, room.code)),
        el("td", {}, room.title),
        el("td", {}, seatCell(room)),
        el("td", {}, room.scores.join(" – ")),
        el("td", {}, `${room.moves}${room.terminal ? " (over)" : ""}`),
        el(
          "td",
          {},
          el("button", { type: "button", "data-testid": `teacher-watch-${room.code}`, onclick: () => watch(room.code) }, "Teacher view"),
          // the review of a finished table, for the projector (classroom/server/review_routes.py)
          room.terminal || room.ended ? el("a", { href: new URL(`teacher/review/${room.code}?token=${encodeURIComponent(token)}`, location.href).href, target: "_blank", "data-testid": `teacher-review-${room.code}` }, " Review") : "",
        ),
      ),
    ),
  );
  status(`${rooms.length} room${rooms.length === 1 ? "" : "s"}`);
  if (watching) await drawWatched();
}

async function watch(code) {
  watching = code;
  await drawWatched();
}

async function drawWatched() {
  const frame = await api(`rooms/${watching}/teacher`);
  lastView = frame;
  $("teacher-view-title").textContent = `Room ${frame.room}: teacher's view`;
  const traits = { ...snapshotTraits(frame), mode: "reveal", humans: [] };
  if (!mounted || mounted.game !== frame.game) {
    if (mounted && typeof mounted.cleanup === "function") mounted.cleanup();
    const bundle = await loadBundle(frame.game);
    model.update(traits);
    $("teacher-view").replaceChildren();
    mounted = { game: frame.game, cleanup: bundle.default.render({ model, el: $("teacher-view") }) };
  } else {
    model.update(traits);
  }
  document.body.dataset.watching = frame.room;
}

async function main() {
  $("teacher-dashboard-link").href = "dashboard";
  try {
    games = await api("games");
  } catch (err) {
    status(err.message);
    return;
  }
  for (const g of games) $("teacher-game").append(el("option", { value: g.name }, g.title));
  $("teacher-game").addEventListener("change", drawBotChoices);
  $("teacher-seats").addEventListener("change", drawBotChoices);
  drawBotChoices();
  $("teacher-create").addEventListener("submit", create);
  await refresh();
  setInterval(refresh, 2000);
}

main();
