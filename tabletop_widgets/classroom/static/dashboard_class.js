// The class on the teacher's dashboard: the class code and the projector, pacing (pause, resume,
// reset, end one table or all, each reset and end confirmed first), rematches, seats the teacher
// manages (free, rename, move, a bot out), seats asked for from a new device, and the results.
// Every call goes through the dashboard's `api` (it carries the teacher's credentials).
import { apiHeaders, apiUrl, el } from "../shim.js";
import { getLang, languageMenu, nt, seatName, t, tServer } from "../i18n.js";

/** When a device was first seen, as people say it ("just now", "3 min ago", "2 h ago"). */
function seenAgo(seconds) {
  const ago = Math.max(0, Date.now() / 1000 - seconds);
  if (ago < 60) return t("just now");
  if (ago < 3600) return t("{n} min ago", { n: Math.floor(ago / 60) });
  if (ago < 86400) return t("{n} h ago", { n: Math.floor(ago / 3600) });
  return nt("{n} day ago", "{n} days ago", Math.floor(ago / 86400));
}

/** A table's state as the pages say it. */
export function stateWord(state) {
  const words = { playing: t("playing"), over: t("over"), ended: t("ended"), paused: t("paused"), waiting: t("waiting") };
  return words[state] || state;
}

/** A table of scores per table (names and scores only: nothing hidden). */
export function resultsTable(results, names = {}) {
  const table = el("table", { class: "cl-results", "data-testid": "class-results-table" });
  table.append(el("thead", {}, el("tr", {}, el("th", { scope: "col" }, t("Table")), el("th", { scope: "col" }, t("Game")), el("th", { scope: "col" }, t("State")), el("th", { scope: "col" }, t("Scores")))));
  const body = el("tbody");
  results.forEach((r, i) => {
    const scores = r.players.map((p) => `${seatName(p)} ${p.score}`).join(" · ");
    body.append(el("tr", { "data-testid": `class-result-${r.code}` }, el("th", { scope: "row" }, t("{table} ({code})", { table: names[r.code] || t("Table {n}", { n: i + 1 }), code: r.code })), el("td", {}, r.title), el("td", {}, stateWord(r.state)), el("td", {}, scores)));
  });
  table.append(body);
  return table;
}

/** A column of the class report as the page's language says it (the server names them
 * "Gin Rummy 1: points", "<exercise> verdict", "<experiment> (run): counted" ...). */
function columnName(column) {
  const heading = { tables: t("tables"), points: t("points"), wins: t("wins") };
  if (heading[column]) return heading[column];
  const m = column.match(/^(.*?)(: points|: counted|: not counted|: prediction| verdict| tries)$/);
  if (!m) return tServer(column);
  const what = tServer(m[1]);
  if (m[2] === ": points") return t("{what}: points", { what });
  if (m[2] === ": counted") return t("{what}: counted", { what });
  if (m[2] === ": not counted") return t("{what}: not counted", { what });
  if (m[2] === ": prediction") return t("{what}: prediction", { what });
  if (m[2] === " verdict") return t("{what} verdict", { what });
  return t("{what} tries", { what });
}

/** The class report as a table: a row per student, a column per activity. */
export function reportTable(report) {
  const columns = ["tables", "points", "wins", ...report.activities];
  const head = el("tr", {}, el("th", { scope: "col" }, t("Student")), ...columns.map((c) => el("th", { scope: "col" }, columnName(c))));
  const rows = report.students.map((st) => el("tr", { "data-testid": `class-report-${st.student}` }, el("th", { scope: "row" }, st.student), ...columns.map((c) => el("td", {}, st[c] === undefined ? "" : String(st[c])))));
  return el("table", { class: "cl-results", "data-testid": "class-report-table" }, el("thead", {}, head), el("tbody", {}, ...rows));
}

/** Ask before doing: a modal <dialog> with the question, "Cancel" and the action's own word. */
export function confirmThen(question, verb, then) {
  const dialog = el("dialog", { class: "cl-dialog", "data-testid": "class-confirm", "aria-labelledby": "class-confirm-q" });
  const done = (yes) => {
    dialog.close();
    dialog.remove();
    if (yes) then();
  };
  dialog.append(
    el("p", { id: "class-confirm-q" }, question),
    el(
      "div",
      { class: "cl-dialog-actions" },
      el("button", { type: "button", "data-testid": "class-confirm-cancel", onclick: () => done(false) }, t("Cancel")),
      el("button", { type: "button", class: "cl-danger", "data-testid": "class-confirm-yes", onclick: () => done(true) }, verb),
    ),
  );
  dialog.addEventListener("cancel", () => dialog.remove());
  (document.querySelector(".db-page") || document.body).append(dialog); // in the page's theme
  dialog.showModal();
  dialog.querySelector("[data-testid=class-confirm-cancel]").focus();
}

export class ClassBoard {
  /** `status(text)` says what happened; `refresh()` redraws the rooms. The teacher's session
   * cookie signs every call in. */
  constructor({ status, refresh }) {
    this.status = status;
    this.refresh = refresh;
    this.rooms = [];
  }

  async call(path, body) {
    const options = { headers: apiHeaders({ "Content-Type": "application/json" }) };
    if (body !== undefined) Object.assign(options, { method: "POST", body: JSON.stringify(body) });
    const response = await fetch(apiUrl(`class/${path}`), options);
    const answer = await response.json();
    if (!response.ok) throw new Error(tServer(answer.error) || response.statusText);
    return answer;
  }

  async run(path, body, said) {
    try {
      await this.call(path, body);
      this.status(said);
      await this.refresh();
      await this.draw();
    } catch (err) {
      this.status(err.message);
    }
  }

  /** The class bar (code, projector, experiments, actions on all tables) into `box`. */
  mount(box) {
    this.box = box;
    const link = (id, href, text) => el("a", { href, target: "_blank", "data-testid": id }, text);
    const all = (action, text, confirm) =>
      el("button", {
        type: "button",
        "data-testid": `class-all-${action}`,
        onclick: () => {
          const go = () => this.run(`all/${action}`, {}, t("All tables: {action}", { action: text.toLocaleLowerCase(getLang() === "xx" ? "en" : getLang()) }));
          if (confirm) confirmThen(confirm, text, go);
          else go();
        },
      }, text);
    box.replaceChildren(
      el(
        "div",
        { class: "cl-classbar" },
        el("span", {}, t("Class code"), " ", el("strong", { class: "cl-classcode", "data-testid": "class-code" }, "…")),
        link("class-projector-link", "projector", t("Projector page")),
        link("class-experiments-link", "experiments", t("Experiments")),
        this.languageBox(),
        el(
          "span",
          { class: "cl-all", role: "group", "aria-label": t("All tables") },
          all("pause", t("Pause all")),
          all("resume", t("Resume all")),
          all("reset", t("Restart all"), t("Restart every table? Every game starts afresh and the students' points are lost.")),
          all("end", t("End all"), t("End the game at every table? Students see their final scores and cannot play on.")),
          all("rematch-on", t("Allow rematches")),
          all("rematch-off", t("No rematches")),
          el("button", { type: "button", "data-testid": "class-next-game", onclick: () => this.nextGame() }, t("Next game for the class")),
          el("button", { type: "button", "data-testid": "class-eyes-up", onclick: () => this.eyesUp() }, t("Eyes up")),
          el("button", { type: "button", "data-testid": "class-timer-set", onclick: () => this.setTimer() }, t("Lesson timer")),
        ),
      ),
      el("div", { class: "cl-claims", "data-testid": "class-claims", "aria-live": "polite" }),
      el("details", { class: "cl-results-box", "data-testid": "class-results" }, el("summary", {}, t("Class results")), el("div", { "data-testid": "class-results-body" })),
      this.reportBox(),
    );
    this.draw();
    setInterval(() => this.draw(), 2000);
  }

  async draw() {
    let board;
    try {
      board = await this.call("board");
    } catch (err) {
      this.status(err.message);
      return;
    }
    this.box.querySelector("[data-testid=class-code]").textContent = board.code;
    const claims = this.box.querySelector("[data-testid=class-claims]");
    const key = JSON.stringify(board.claims);
    if (claims.dataset.key !== key) {
      claims.dataset.key = key;
      claims.replaceChildren(
        ...board.claims.map((c) =>
          el(
            "p",
            { class: "cl-claim", "data-testid": `class-claim-${c.name}` },
            t(
              "{name} (table {room}, {title}, seat {seat}) asks for their seat on a new device (first seen {ago}), with the word “{word}”: ask {name} which word their old device shows.",
              { name: c.name, room: c.room, title: c.title, seat: c.seat + 1, ago: seenAgo(c.device_seen), word: c.word },
            ),
            " ",
            el("button", { type: "button", "data-testid": `class-approve-${c.name}`, onclick: () => this.run(`claims/${c.id}/approve`, {}, t("{name} has the seat on the new device", { name: c.name })) }, t("Give the seat")),
            el("button", { type: "button", "data-testid": `class-refuse-${c.name}`, onclick: () => this.run(`claims/${c.id}/refuse`, {}, t("Refused {name}'s request", { name: c.name })) }, t("Refuse")),
          ),
        ),
      );
      document.body.dataset.claims = String(board.claims.length);
    }
    this.names = board.names || {};
    this.box.querySelector("[data-testid=class-results-body]").replaceChildren(resultsTable(board.results, this.names));
  }

  /** A room card's pacing buttons: pause or resume, restart and end (confirmed), rematches. */
  roomButtons(room) {
    const act = (action, said) => this.run(`rooms/${room.code}/${action}`, {}, t("Table {code}: {what}", { code: room.code, what: said }));
    const pause = room.paused
      ? el("button", { type: "button", "data-testid": `dash-resume-${room.code}`, onclick: () => act("resume", t("resumed")) }, t("Resume"))
      : el("button", { type: "button", "data-testid": `dash-pause-${room.code}`, disabled: room.ended, onclick: () => act("pause", t("paused")) }, t("Pause"));
    const rematch = el("label", { class: "cl-check" }, el("input", { type: "checkbox", "data-testid": `dash-rematch-${room.code}`, checked: room.rematch, onchange: (e) => act(e.target.checked ? "rematch-on" : "rematch-off", e.target.checked ? t("rematches allowed") : t("no rematches")) }), " ", t("rematch"));
    return [pause, rematch];
  }

  /** Ask before ending or restarting a table. */
  confirmEnd(room, go) {
    confirmThen(t("End the game at table {code}? Its students see their final scores and cannot play on.", { code: room.code }), t("End the game"), go);
  }

  confirmReset(room, go) {
    confirmThen(t("Restart table {code}? A fresh game starts and its students' points are lost.", { code: room.code }), t("Restart"), go);
  }

  /** The actions on one seat, as a small menu: free, rename, move, a bot out. */
  seatMenu(room, seat, rooms) {
    const where = t("seat {seat} of {code}", { seat: seat.seat + 1, code: room.code });
    const run = (change, value, said) => this.run(`rooms/${room.code}/seats/${seat.seat}/${change}`, { value }, said);
    const items = [];
    if (seat.kind === "person") {
      items.push(el("button", { type: "button", "data-testid": `seat-free-${room.code}-${seat.seat}`, onclick: () => confirmThen(t("Free {where}? {name} loses it.", { where, name: seat.name }), t("Free the seat"), () => run("free", null, t("Freed {where}", { where }))) }, t("Free")));
      items.push(el("button", { type: "button", "data-testid": `seat-rename-${room.code}-${seat.seat}`, onclick: () => this.rename(room, seat, run) }, t("Rename")));
      items.push(el("button", { type: "button", "data-testid": `seat-move-${room.code}-${seat.seat}`, onclick: () => this.move(room, seat, rooms, run) }, t("Move")));
    } else if (seat.kind === "bot") {
      items.push(el("button", { type: "button", "data-testid": `seat-botout-${room.code}-${seat.seat}`, onclick: () => run("bot_out", null, t("The bot left {where}", { where })) }, t("Bot out")));
    }
    if (!items.length) return null;
    return el("details", { class: "cl-seatmenu", "data-menu": `${room.code}-${seat.seat}` }, el("summary", { "data-testid": `seat-menu-${room.code}-${seat.seat}`, "aria-label": t("actions for {name}, {where}", { name: seatName(seat), where }) }, "⋯"), el("div", { class: "cl-seatmenu-items" }, ...items));
  }

  /** "Next game for the class": a game, its table size, how to seat the class, a bot for the
   * seats left over; every student moves at once (POST /api/class/next-game). */
  async nextGame() {
    let games;
    try {
      const response = await fetch(apiUrl("dashboard"), { headers: apiHeaders() });
      games = (await response.json()).games;
    } catch (err) {
      this.status(err.message);
      return;
    }
    const game = el("select", { "data-testid": "next-game-game", "aria-label": t("game") }, ...games.map((g) => el("option", { value: g.name }, g.title)));
    const seats = el("input", { type: "number", min: "1", max: "8", value: "2", "data-testid": "next-game-seats", "aria-label": t("players per table") });
    const rule = el(
      "select",
      { "data-testid": "next-game-rule", "aria-label": t("seat the class") },
      el("option", { value: "keep" }, t("keep the groups together")),
      el("option", { value: "shuffle" }, t("shuffle the class")),
      el("option", { value: "score" }, t("by score (close scores meet)")),
    );
    const bot = el("select", { "data-testid": "next-game-bot", "aria-label": t("seats left over") }, el("option", { value: "" }, t("seats left over stay free")));
    const fillBots = () => {
      const chosen = games.find((g) => g.name === game.value) || games[0];
      seats.min = String(chosen.min_seats);
      seats.max = String(chosen.max_seats);
      seats.value = String(Math.min(Math.max(Number(seats.value) || chosen.min_seats, chosen.min_seats), chosen.max_seats));
      bot.replaceChildren(el("option", { value: "" }, t("seats left over stay free")), ...chosen.bots.map((b) => el("option", { value: b }, t("a {bot} bot in each seat left over", { bot: b }))));
    };
    game.addEventListener("change", fillBots);
    fillBots();
    const field = el("div", { class: "cl-form-fields" }, el("label", {}, t("Game"), " ", game), el("label", {}, t("Players per table"), " ", seats), el("label", {}, t("Seating"), " ", rule), el("label", {}, t("Seats left over"), " ", bot));
    this.formDialog(t("Move every student to new tables of"), field, async () => {
      const body = { game: game.value, seats: Number(seats.value), rule: rule.value };
      if (bot.value) body.bot = bot.value;
      try {
        const answer = await this.call("next-game", body);
        this.status(t("The class moved: {tables}", { tables: answer.tables.map((x) => `${x.name}: ${x.students.join(", ")}`).join("; ") }));
        await this.refresh();
        await this.draw();
      } catch (err) {
        this.status(err.message);
      }
    });
  }

  /** "Eyes up": every table paused, the teacher's own words on every student's screen. */
  eyesUp() {
    const input = el("input", { value: t("Eyes up, please: look at the board."), maxlength: "200", "data-testid": "class-eyes-up-message", "aria-label": t("message to every screen") });
    this.formDialog(t("Pause every table and show every student"), input, () => this.run("all/pause", { message: input.value }, t("Every table paused: “{message}”", { message: input.value })));
  }

  /** The lesson timer: minutes from now, counting down on every class page (0 stops it). */
  setTimer() {
    const input = el("input", { type: "number", min: "0", max: "240", value: "10", "data-testid": "class-timer-minutes", "aria-label": t("minutes (0 stops the timer)") });
    this.formDialog(t("Minutes on the lesson timer (0 stops it)"), input, () =>
      this.run("timer", { minutes: Number(input.value) }, Number(input.value) ? nt("The timer runs: {n} minute", "The timer runs: {n} minutes", Number(input.value)) : t("The timer is stopped")),
    );
  }

  /** The class language (the default of every seat; a student may switch on their own screen):
   * set on the server, so every page of the class opens in it; this page speaks it too. */
  languageBox() {
    return languageMenu({
      label: "Class language",
      testid: "class-lang",
      value: getLang(),
      onChoose: async (lang) => {
        try {
          await this.call("language", { language: lang });
          location.reload(); // every text of the page in the class language (the server's <html lang>)
        } catch (err) {
          this.status(err.message);
        }
      },
    });
  }

  /** The class report: one row per student across every table, experiment and answer box,
   * and its CSV; "Hide names" (for a projected screen) asks both for `?names=hidden`. */
  reportBox() {
    const body = el("div", { "data-testid": "class-report-body" });
    const csvLink = el("a", { href: apiUrl("class/report.csv"), "data-testid": "class-report-csv", download: "class-report.csv" }, t("Download for a gradebook (CSV)"));
    const hide = el("input", { type: "checkbox", "data-testid": "class-report-hide-names" });
    const query = () => (hide.checked ? "?names=hidden" : "");
    const box = el(
      "details",
      { class: "cl-results-box", "data-testid": "class-report" },
      el("summary", {}, t("Each student")),
      el("label", { class: "cl-hide-names" }, hide, " ", t("Hide names (Student 1, 2, …) for the projector")),
      csvLink,
      body,
    );
    const show = async () => {
      if (!box.open) return;
      csvLink.setAttribute("href", apiUrl(`class/report.csv${query()}`));
      try {
        body.replaceChildren(reportTable(await this.call(`report${query()}`)));
      } catch (err) {
        this.status(err.message);
      }
    };
    box.addEventListener("toggle", show);
    hide.addEventListener("change", show);
    return box;
  }

  formDialog(title, field, then) {
    const dialog = el("dialog", { class: "cl-dialog", "data-testid": "class-form", "aria-label": title });
    const form = el("form", { method: "dialog" }, el("p", {}, title), field, el("div", { class: "cl-dialog-actions" }, el("button", { type: "button", "data-testid": "class-form-cancel", onclick: () => dialog.close() }, t("Cancel")), el("button", { type: "submit", "data-testid": "class-form-ok" }, t("OK"))));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      dialog.close();
      then();
    });
    dialog.addEventListener("close", () => dialog.remove());
    dialog.append(form);
    (document.querySelector(".db-page") || document.body).append(dialog); // in the page's theme
    dialog.showModal();
  }

  rename(room, seat, run) {
    const input = el("input", { value: seat.name, maxlength: "40", "data-testid": "class-rename-input", "aria-label": t("new name") });
    this.formDialog(t("Rename {name}", { name: seat.name }), input, () => run("rename", input.value, t("Renamed {name} to {new_name}", { name: seat.name, new_name: input.value })));
  }

  move(room, seat, rooms, run) {
    const select = el("select", { "data-testid": "class-move-select", "aria-label": t("move to") });
    rooms.forEach((r, i) =>
      r.seats.forEach((s) => {
        const same = r.code === room.code;
        if (same && s.seat === seat.seat) return;
        if (!same && s.kind !== "empty") return;
        const table = t("{table} ({code})", { table: (this.names || {})[r.code] || t("table {n}", { n: i + 1 }), code: r.code });
        const label = same
          ? t("{table} seat {seat}: swap with {name}", { table, seat: s.seat + 1, name: seatName(s) })
          : t("{table} seat {seat} (free)", { table, seat: s.seat + 1 });
        select.append(el("option", { value: `${r.code}:${s.seat}` }, label));
      }),
    );
    this.formDialog(t("Move {name} to", { name: seat.name }), select, () => {
      const [code, to] = select.value.split(":");
      run("move", { room: code, seat: Number(to) }, t("Moved {name}", { name: seat.name }));
    });
  }
}
