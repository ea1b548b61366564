// The teacher page: rooms, seats, scores; create rooms; put bots in empty seats; watch a
// room's teacher view (everything hidden, drawn by the game's own bundle in reveal mode).
// The calls carry the teacher's session cookie: the token is never kept in the page or its URL.
// Every word comes from the classroom catalog (./i18n.js): the page opens in the class language,
// else the browser's Accept-Language, unless this browser chose another in the bar's menu.
import { TableModel, answerOrSay, callApi, el, showGame, snapshotTraits } from "./shim.js";
import { formatNumber, getLang, languageMenu, nt, onLanguage, seatName, startLanguage, t, tServer } from "./i18n.js";

const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
const status = (text) => ($("teacher-status").textContent = text);
// This browser's own choice of language for the teacher page (kept in localStorage).
startLanguage("tw-lang-teacher");
$("teacher-dashboard-link").after(" ", languageMenu({ testid: "teacher-lang" }));
let games = [];
let watching = null;
let mounted = null;
const model = new TableModel(() =>
  model.update({ ...snapshotTraits(lastView || {}), mode: "reveal", error: t("The teacher's view is read only."), lang: getLang() }),
);
let lastView = null;

/** The server's answer to `path` (its refusal in the page's language when the catalog has it). */
const api = (path, options = {}) => callApi(path, options, tServer);

function drawBotChoices() {
  const game = games.find((g) => g.name === $("teacher-game").value);
  const seats = Number($("teacher-seats").value);
  const box = $("teacher-bots");
  box.replaceChildren();
  if (!game) return;
  $("teacher-seats").min = game.min_seats;
  $("teacher-seats").max = game.max_seats;
  for (let s = 0; s < seats && s < game.max_seats; s++) {
    const select = el("select", { name: `bot-${s}`, "data-testid": `teacher-bot-${s}` }, el("option", { value: "" }, t("person")));
    for (const b of game.bots) select.append(el("option", { value: b }, t("{bot} bot", { bot: b })));
    box.append(el("label", {}, t("Seat {n}", { n: s + 1 }), " ", select));
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
    $("teacher-created").replaceChildren(t("Room {code}: share", { code }), " ", el("a", { href: link, target: "_blank" }, link));
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
    const words = { bot: "{name} (bot)", empty: "{name} (free)", away: "{name} (away)" };
    const word = s.kind === "bot" || s.kind === "empty" ? words[s.kind] : s.away ? words.away : null;
    const label = word ? t(word, { name: seatName(s) }) : s.name;
    const item = el("li", { "data-testid": `teacher-seat-${room.code}-${s.seat}`, class: s.away ? "cr-away" : "" }, label);
    if (s.kind === "empty" || s.away) {
      const select = el("select", { "aria-label": t("Bot for seat {n}", { n: s.seat + 1 }) });
      for (const b of game ? game.bots : ["random"]) select.append(el("option", { value: b }, b));
      item.append(" ", select, el("button", { type: "button", onclick: () => placeBot(room.code, s.seat, select.value) }, t("Put a bot")));
    }
    list.append(item);
  }
  return list;
}

async function refresh() {
  const rooms = await answerOrSay(() => api("rooms"), status);
  if (rooms === null) return;
  const body = $("teacher-rooms").querySelector("tbody");
  body.replaceChildren(
    ...rooms.map((room) =>
      el(
        "tr",
        { "data-testid": `teacher-room-${room.code}` },
        el("td", {}, el("a", { href: new URL(`room/${room.code}`, location.href).href, target: "_blank" }, room.code)),
        el("td", {}, room.title),
        el("td", {}, seatCell(room)),
        el("td", {}, room.scores.map((x) => formatNumber(x)).join(" – ")),
        el("td", {}, room.terminal ? t("{n} (over)", { n: room.moves }) : formatNumber(room.moves)),
        el(
          "td",
          {},
          el("button", { type: "button", "data-testid": `teacher-watch-${room.code}`, onclick: () => watch(room.code) }, t("Teacher view")),
          // the review of a finished table, for the projector (classroom/server/review_routes.py)
          room.terminal || room.ended ? el("a", { href: new URL(`teacher/review/${room.code}`, location.href).href, target: "_blank", "data-testid": `teacher-review-${room.code}` }, " ", t("Review")) : "",
        ),
      ),
    ),
  );
  status(nt("{n} room", "{n} rooms", rooms.length));
  if (watching) await drawWatched();
}

async function watch(code) {
  watching = code;
  await drawWatched();
}

async function drawWatched() {
  const frame = await api(`rooms/${watching}/teacher?lang=${encodeURIComponent(getLang())}`); // the engine's texts in the page's language
  lastView = frame;
  $("teacher-view-title").textContent = t("Room {code}: teacher's view", { code: frame.room });
  const traits = { ...snapshotTraits(frame), mode: "reveal", humans: [], lang: getLang() }; // the game's widget speaks the page's language
  mounted = await showGame(mounted, frame, traits, model, $("teacher-view"));
  document.body.dataset.watching = frame.room;
}

async function main() {
  $("teacher-dashboard-link").href = "dashboard";
  const found = await answerOrSay(() => api("games"), status);
  if (found === null) return;
  games = found;
  for (const g of games) $("teacher-game").append(el("option", { value: g.name }, g.title));
  $("teacher-game").addEventListener("change", drawBotChoices);
  $("teacher-seats").addEventListener("change", drawBotChoices);
  drawBotChoices();
  $("teacher-create").addEventListener("submit", create);
  await refresh();
  // a change of language redraws the texts the script wrote (the HTML's own are retranslated)
  onLanguage(() => {
    drawBotChoices();
    refresh();
  });
  document.body.dataset.ready = "true";
  setInterval(refresh, 2000);
}

main();
