// The teacher's dashboard: open many tables at once, follow every room (seats, scores, whose
// turn), put bots in empty seats, end or reset a room, reveal a room's teacher view (drawn by
// the game's own bundle in reveal mode). Every call carries the teacher's session cookie (set
// when the teacher's link was opened; the token itself never stays in the page or its URL).
import { TableModel, answerOrSay, callApi, el, showGame, snapshotTraits } from "./shim.js";
import { ClassBoard, stateWord } from "./class/dashboard_class.js";
import { getLang, nt, seatName, startLanguage, t, tServer } from "./i18n.js";

startLanguage(null); // the class language the teacher chose (else Accept-Language)

const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
const status = (text) => ($("dash-status").textContent = text);
let games = [];
let shown = "";
let revealed = null;
let mounted = null;
let lastView = null;
let lastRooms = [];
const model = new TableModel(() =>
  model.update({ ...snapshotTraits(lastView || {}), mode: "reveal", error: t("The teacher's view is read only."), lang: getLang() }),
);

/** The dashboard's API (/api/dashboard...); a refusal's reason in the page's language. */
function api(path, options = {}) {
  return callApi(`dashboard${path}`, options, tServer);
}

const gameOf = (name) => games.find((g) => g.name === name);

function drawGameChoices() {
  const game = gameOf($("dash-game").value);
  if (!game) return;
  const seats = $("dash-seats");
  seats.min = game.min_seats;
  seats.max = game.max_seats;
  seats.value = Math.min(Math.max(Number(seats.value), game.min_seats), game.max_seats);
  $("dash-bot").replaceChildren(el("option", { value: "" }, t("stay free")), ...game.bots.map((b) => el("option", { value: b }, t("{bot} bot", { bot: b }))));
}

async function create(event) {
  event.preventDefault();
  const form = event.target;
  const names = form.elements.names.value.split(/[\n,]/).map((s) => s.trim()).filter(Boolean);
  const body = { game: form.elements.game.value, tables: Number(form.elements.tables.value), seats: Number(form.elements.seats.value) };
  if (names.length) body.names = names;
  if (form.elements.bot.value) body.bot = form.elements.bot.value;
  try {
    const { codes } = await api("/rooms", { method: "POST", body: JSON.stringify(body) });
    status(nt("Opened {n} room: {codes}", "Opened {n} rooms: {codes}", codes.length, { codes: codes.join(" ") }));
    await refresh();
  } catch (err) {
    status(err.message);
  }
}

async function roomAction(code, what, body = {}) {
  try {
    await api(`/rooms/${code}/${what}`, { method: "POST", body: JSON.stringify(body) });
    status(t("Room {code}: {what}", { code, what: { bots: t("bots seated"), end: t("game ended"), reset: t("fresh game") }[what] }));
    await refresh();
  } catch (err) {
    status(err.message);
  }
}

function stateOf(room) {
  return room.paused ? "paused" : room.ended ? "ended" : room.terminal ? "over" : "playing";
}

/** The menu of bots for a room's empty seats (the game's bots). */
function botMenu(room) {
  const game = gameOf(room.game);
  const bot = el("select", { "aria-label": t("bot for the empty seats of {code}", { code: room.code }), "data-testid": `dash-bot-${room.code}` });
  for (const b of game ? game.bots : ["random"]) bot.append(el("option", { value: b }, t("{bot} bot", { bot: b })));
  return bot;
}

/** Seat `s` of `room`: its name, who sits there, the score; the seat's menu, a bot button if free. */
function seatLine(room, s, bot) {
  const kind = s.kind === "bot" ? t("bot") : s.kind === "empty" ? t("free") : s.away ? t("away") : t("here");
  const line = el(
    "li",
    { "data-testid": `dash-seat-${room.code}-${s.seat}`, "data-kind": s.kind, "data-turn": String(s.kind !== "empty" && !room.ended && room.to_act.includes(s.seat)) },
    el("span", {}, seatName(s)),
    el("span", { class: "db-kind" }, kind),
    el("span", { class: "db-score" }, String(room.scores[s.seat] ?? "")),
  );
  const menu = board.seatMenu(room, s, lastRooms);
  if (menu) line.append(menu);
  if (s.kind === "empty") {
    line.append(
      el("button", { type: "button", class: "db-seat-bot", "data-testid": `dash-seatbot-${room.code}-${s.seat}`, "aria-label": t("a bot in seat {seat} of {code}", { seat: s.seat + 1, code: room.code }), onclick: () => roomAction(room.code, "bots", { bot: bot.value, seats: [s.seat] }) }, t("bot")),
    );
  }
  return line;
}

/** A room's buttons: bots in the empty seats, End, Reset, the class's own, Reveal. */
function roomActions(room, bot) {
  const botButton = el("button", { type: "button", "data-testid": `dash-bots-${room.code}`, onclick: () => roomAction(room.code, "bots", { bot: bot.value }) }, t("Bots in empty seats"));
  botButton.disabled = !room.seats.some((s) => s.kind === "empty");
  const endButton = el("button", { type: "button", "data-testid": `dash-end-${room.code}`, onclick: () => board.confirmEnd(room, () => roomAction(room.code, "end")) }, t("End"));
  endButton.disabled = room.ended;
  return el(
    "div",
    { class: "db-actions" },
    bot,
    botButton,
    endButton,
    el("button", { type: "button", "data-testid": `dash-reset-${room.code}`, onclick: () => board.confirmReset(room, () => roomAction(room.code, "reset")) }, t("Reset")),
    ...board.roomButtons(room),
    el("button", { type: "button", "data-testid": `dash-reveal-${room.code}`, onclick: () => reveal(room.code) }, t("Reveal")),
  );
}

function roomCard(room) {
  const bot = botMenu(room);
  const seats = el("ul", { class: "db-seats" }, ...room.seats.map((s) => seatLine(room, s, bot)));
  const state = stateOf(room);
  return el(
    "article",
    { class: "db-room", "data-testid": `dash-room-${room.code}`, "data-state": state, "data-moves": String(room.moves) },
    el(
      "h3",
      {},
      el("a", { href: new URL(`room/${room.code}`, location.href).href, target: "_blank" }, room.code),
      el("span", { "data-testid": `dash-name-${room.code}` }, room.name || room.title),
      el("span", { class: "db-badge", "data-state": state }, `${stateWord(state)} · ${nt("{n} move", "{n} moves", room.moves)}`),
    ),
    seats,
    roomActions(room, bot),
  );
}

async function refresh() {
  const answer = await answerOrSay(() => api(""), status);
  if (answer === null) return;
  games = answer.games;
  const text = JSON.stringify(answer.rooms);
  if (text !== shown) {
    shown = text;
    lastRooms = answer.rooms;
    const box = $("dash-rooms");
    // Keep each room's bot choice, the open seat menus and the focus across redraws (a table
    // moves on while the teacher has a menu open or a button focused).
    const picked = Object.fromEntries([...box.querySelectorAll("select[data-testid^=dash-bot-]")].map((s) => [s.dataset.testid, s.value]));
    const open = [...box.querySelectorAll("details[data-menu][open]")].map((d) => d.dataset.menu);
    const focused = box.contains(document.activeElement) ? document.activeElement.dataset.testid : undefined;
    box.replaceChildren(...answer.rooms.map(roomCard));
    for (const [id, value] of Object.entries(picked)) if ($(id)) $(id).value = value;
    for (const menu of open) {
      const details = box.querySelector(`details[data-menu="${CSS.escape(menu)}"]`);
      if (details) details.open = true;
    }
    if (focused && $(focused)) $(focused).focus();
    const count = (st) => answer.rooms.filter((r) => stateOf(r) === st).length;
    $("dash-summary").textContent = [
      nt("{n} room", "{n} rooms", answer.rooms.length),
      t("{n} playing", { n: count("playing") }),
      t("{n} over", { n: count("over") }),
      t("{n} ended", { n: count("ended") }),
    ].join(" · ");
    document.body.dataset.rooms = String(answer.rooms.length);
  }
  if (revealed) await drawRevealed();
}

async function reveal(code) {
  revealed = code;
  try {
    await drawRevealed();
  } catch (err) {
    status(err.message);
  }
}

async function drawRevealed() {
  const frame = await api(`/rooms/${revealed}/reveal?lang=${encodeURIComponent(getLang())}`); // the engine's texts in the page's language
  lastView = frame;
  $("dash-view-title").textContent = t("Room {code}: teacher's view", { code: frame.room });
  const traits = { ...snapshotTraits(frame), mode: "reveal", humans: [], lang: getLang() };
  mounted = await showGame(mounted, frame, traits, model, $("dash-view"));
  document.body.dataset.revealed = frame.room;
  document.body.dataset.revealedLength = String(frame.length);
}

const board = new ClassBoard({ status, refresh: () => refresh() });

async function main() {
  $("dash-teacher-link").href = "teacher";
  const answer = await answerOrSay(() => api(""), status);
  if (answer === null) return;
  games = answer.games;
  for (const g of games) $("dash-game").append(el("option", { value: g.name }, g.title));
  $("dash-game").addEventListener("change", drawGameChoices);
  drawGameChoices();
  $("dash-create").addEventListener("submit", create);
  board.mount($("class-box"));
  await refresh();
  document.body.dataset.ready = "true";
  setInterval(refresh, 2000);
}

main();
