// The class on the teacher's dashboard: the class code and the projector, pacing (pause, resume,
// reset, end one table or all, each reset and end confirmed first), rematches, seats the teacher
// manages (free, rename, move, a bot out), seats asked for from a new device, and the results.
// Every call goes through the dashboard's `api` (it carries the teacher's credentials).
import { apiHeaders, apiUrl } from "../shim.js";

/** When a device was first seen, as people say it ("just now", "3 min ago", "2 h ago"). */
function seenAgo(seconds) {
  const ago = Math.max(0, Date.now() / 1000 - seconds);
  if (ago < 60) return "just now";
  if (ago < 3600) return `${Math.floor(ago / 60)} min ago`;
  if (ago < 86400) return `${Math.floor(ago / 3600)} h ago`;
  return `${Math.floor(ago / 86400)} days ago`;
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

/** A table of scores per table (names and scores only: nothing hidden). */
export function resultsTable(results, names = {}) {
  const table = el("table", { class: "cl-results", "data-testid": "class-results-table" });
  table.append(el("thead", {}, el("tr", {}, el("th", { scope: "col" }, "Table"), el("th", { scope: "col" }, "Game"), el("th", { scope: "col" }, "State"), el("th", { scope: "col" }, "Scores"))));
  const body = el("tbody");
  results.forEach((r, i) => {
    const scores = r.players.map((p) => `${p.name} ${p.score}`).join(" · ");
    body.append(el("tr", { "data-testid": `class-result-${r.code}` }, el("th", { scope: "row" }, `${names[r.code] || `Table ${i + 1}`} (${r.code})`), el("td", {}, r.title), el("td", {}, r.state), el("td", {}, scores)));
  });
  table.append(body);
  return table;
}

/** The class report as a table: a row per student, a column per activity. */
export function reportTable(report) {
  const columns = ["tables", "points", "wins", ...report.activities];
  const head = el("tr", {}, el("th", { scope: "col" }, "Student"), ...columns.map((c) => el("th", { scope: "col" }, c)));
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
      el("button", { type: "button", "data-testid": "class-confirm-cancel", onclick: () => done(false) }, "Cancel"),
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
    if (!response.ok) throw new Error(answer.error || response.statusText);
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
          const go = () => this.run(`all/${action}`, {}, `All tables: ${text.toLowerCase()}`);
          if (confirm) confirmThen(confirm, text, go);
          else go();
        },
      }, text);
    box.replaceChildren(
      el(
        "div",
        { class: "cl-classbar" },
        el("span", {}, "Class code ", el("strong", { class: "cl-classcode", "data-testid": "class-code" }, "…")),
        link("class-projector-link", "projector", "Projector page"),
        link("class-experiments-link", "experiments", "Experiments"),
        el(
          "span",
          { class: "cl-all", role: "group", "aria-label": "All tables" },
          all("pause", "Pause all"),
          all("resume", "Resume all"),
          all("reset", "Restart all", "Restart every table? Every game starts afresh and the students' points are lost."),
          all("end", "End all", "End the game at every table? Students see their final scores and cannot play on."),
          all("rematch-on", "Allow rematches"),
          all("rematch-off", "No rematches"),
          el("button", { type: "button", "data-testid": "class-next-game", onclick: () => this.nextGame() }, "Next game for the class"),
          el("button", { type: "button", "data-testid": "class-eyes-up", onclick: () => this.eyesUp() }, "Eyes up"),
          el("button", { type: "button", "data-testid": "class-timer-set", onclick: () => this.setTimer() }, "Lesson timer"),
        ),
      ),
      el("div", { class: "cl-claims", "data-testid": "class-claims", "aria-live": "polite" }),
      el("details", { class: "cl-results-box", "data-testid": "class-results" }, el("summary", {}, "Class results"), el("div", { "data-testid": "class-results-body" })),
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
            `${c.name} (table ${c.room}, ${c.title}, seat ${c.seat + 1}) asks for their seat on a new device ` +
              `(first seen ${seenAgo(c.device_seen)}), with the word “${c.word}”: ask ${c.name} which word their old device shows. `,
            el("button", { type: "button", "data-testid": `class-approve-${c.name}`, onclick: () => this.run(`claims/${c.id}/approve`, {}, `${c.name} has the seat on the new device`) }, "Give the seat"),
            el("button", { type: "button", "data-testid": `class-refuse-${c.name}`, onclick: () => this.run(`claims/${c.id}/refuse`, {}, `Refused ${c.name}'s request`) }, "Refuse"),
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
    const act = (action, said) => this.run(`rooms/${room.code}/${action}`, {}, `Table ${room.code}: ${said}`);
    const pause = room.paused
      ? el("button", { type: "button", "data-testid": `dash-resume-${room.code}`, onclick: () => act("resume", "resumed") }, "Resume")
      : el("button", { type: "button", "data-testid": `dash-pause-${room.code}`, disabled: room.ended, onclick: () => act("pause", "paused") }, "Pause");
    const rematch = el("label", { class: "cl-check" }, el("input", { type: "checkbox", "data-testid": `dash-rematch-${room.code}`, checked: room.rematch, onchange: (e) => act(e.target.checked ? "rematch-on" : "rematch-off", e.target.checked ? "rematches allowed" : "no rematches") }), " rematch");
    return [pause, rematch];
  }

  /** Ask before ending or restarting a table. */
  confirmEnd(room, go) {
    confirmThen(`End the game at table ${room.code}? Its students see their final scores and cannot play on.`, "End the game", go);
  }

  confirmReset(room, go) {
    confirmThen(`Restart table ${room.code}? A fresh game starts and its students' points are lost.`, "Restart", go);
  }

  /** The actions on one seat, as a small menu: free, rename, move, a bot out. */
  seatMenu(room, seat, rooms) {
    const where = `seat ${seat.seat + 1} of ${room.code}`;
    const run = (change, value, said) => this.run(`rooms/${room.code}/seats/${seat.seat}/${change}`, { value }, said);
    const items = [];
    if (seat.kind === "person") {
      items.push(el("button", { type: "button", "data-testid": `seat-free-${room.code}-${seat.seat}`, onclick: () => confirmThen(`Free ${where}? ${seat.name} loses it.`, "Free the seat", () => run("free", null, `Freed ${where}`)) }, "Free"));
      items.push(el("button", { type: "button", "data-testid": `seat-rename-${room.code}-${seat.seat}`, onclick: () => this.rename(room, seat, run) }, "Rename"));
      items.push(el("button", { type: "button", "data-testid": `seat-move-${room.code}-${seat.seat}`, onclick: () => this.move(room, seat, rooms, run) }, "Move"));
    } else if (seat.kind === "bot") {
      items.push(el("button", { type: "button", "data-testid": `seat-botout-${room.code}-${seat.seat}`, onclick: () => run("bot_out", null, `The bot left ${where}`) }, "Bot out"));
    }
    if (!items.length) return null;
    return el("details", { class: "cl-seatmenu", "data-menu": `${room.code}-${seat.seat}` }, el("summary", { "data-testid": `seat-menu-${room.code}-${seat.seat}`, "aria-label": `actions for ${seat.name}, ${where}` }, "⋯"), el("div", { class: "cl-seatmenu-items" }, ...items));
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
    const game = el("select", { "data-testid": "next-game-game", "aria-label": "game" }, ...games.map((g) => el("option", { value: g.name }, g.title)));
    const seats = el("input", { type: "number", min: "1", max: "8", value: "2", "data-testid": "next-game-seats", "aria-label": "players per table" });
    const rule = el(
      "select",
      { "data-testid": "next-game-rule", "aria-label": "seat the class" },
      el("option", { value: "keep" }, "keep the groups together"),
      el("option", { value: "shuffle" }, "shuffle the class"),
      el("option", { value: "score" }, "by score (close scores meet)"),
    );
    const bot = el("select", { "data-testid": "next-game-bot", "aria-label": "seats left over" }, el("option", { value: "" }, "seats left over stay free"));
    const fillBots = () => {
      const chosen = games.find((g) => g.name === game.value) || games[0];
      seats.min = String(chosen.min_seats);
      seats.max = String(chosen.max_seats);
      seats.value = String(Math.min(Math.max(Number(seats.value) || chosen.min_seats, chosen.min_seats), chosen.max_seats));
      bot.replaceChildren(el("option", { value: "" }, "seats left over stay free"), ...chosen.bots.map((b) => el("option", { value: b }, `a ${b} bot in each seat left over`)));
    };
    game.addEventListener("change", fillBots);
    fillBots();
    const field = el("div", { class: "cl-form-fields" }, el("label", {}, "Game ", game), el("label", {}, "Players per table ", seats), el("label", {}, "Seating ", rule), el("label", {}, "Seats left over ", bot));
    this.formDialog("Move every student to new tables of", field, async () => {
      const body = { game: game.value, seats: Number(seats.value), rule: rule.value };
      if (bot.value) body.bot = bot.value;
      try {
        const answer = await this.call("next-game", body);
        this.status(`The class moved: ${answer.tables.map((t) => `${t.name}: ${t.students.join(", ")}`).join("; ")}`);
        await this.refresh();
        await this.draw();
      } catch (err) {
        this.status(err.message);
      }
    });
  }

  /** "Eyes up": every table paused, the teacher's own words on every student's screen. */
  eyesUp() {
    const input = el("input", { value: "Eyes up, please: look at the board.", maxlength: "200", "data-testid": "class-eyes-up-message", "aria-label": "message to every screen" });
    this.formDialog("Pause every table and show every student", input, () => this.run("all/pause", { message: input.value }, `Every table paused: “${input.value}”`));
  }

  /** The lesson timer: minutes from now, counting down on every class page (0 stops it). */
  setTimer() {
    const input = el("input", { type: "number", min: "0", max: "240", value: "10", "data-testid": "class-timer-minutes", "aria-label": "minutes (0 stops the timer)" });
    this.formDialog("Minutes on the lesson timer (0 stops it)", input, () => this.run("timer", { minutes: Number(input.value) }, Number(input.value) ? `The timer runs: ${input.value} minutes` : "The timer is stopped"));
  }

  /** The class report: one row per student across every table, experiment and answer box,
   * and its CSV; "Hide names" (for a projected screen) asks both for `?names=hidden`. */
  reportBox() {
    const body = el("div", { "data-testid": "class-report-body" });
    const csvLink = el("a", { href: apiUrl("class/report.csv"), "data-testid": "class-report-csv", download: "class-report.csv" }, "Download for a gradebook (CSV)");
    const hide = el("input", { type: "checkbox", "data-testid": "class-report-hide-names" });
    const query = () => (hide.checked ? "?names=hidden" : "");
    const box = el(
      "details",
      { class: "cl-results-box", "data-testid": "class-report" },
      el("summary", {}, "Each student"),
      el("label", { class: "cl-hide-names" }, hide, " Hide names (Student 1, 2, …) for the projector"),
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
    const form = el("form", { method: "dialog" }, el("p", {}, title), field, el("div", { class: "cl-dialog-actions" }, el("button", { type: "button", "data-testid": "class-form-cancel", onclick: () => dialog.close() }, "Cancel"), el("button", { type: "submit", "data-testid": "class-form-ok" }, "OK")));
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
    const input = el("input", { value: seat.name, maxlength: "40", "data-testid": "class-rename-input", "aria-label": "new name" });
    this.formDialog(`Rename ${seat.name}`, input, () => run("rename", input.value, `Renamed ${seat.name} to ${input.value}`));
  }

  move(room, seat, rooms, run) {
    const select = el("select", { "data-testid": "class-move-select", "aria-label": "move to" });
    rooms.forEach((r, t) =>
      r.seats.forEach((s) => {
        const same = r.code === room.code;
        if (same && s.seat === seat.seat) return;
        if (!same && s.kind !== "empty") return;
        const table = `${(this.names || {})[r.code] || `table ${t + 1}`} (${r.code})`;
        const label = same ? `${table} seat ${s.seat + 1}: swap with ${s.name}` : `${table} seat ${s.seat + 1} (free)`;
        select.append(el("option", { value: `${r.code}:${s.seat}` }, label));
      }),
    );
    this.formDialog(`Move ${seat.name} to`, select, () => {
      const [code, to] = select.value.split(":");
      run("move", { room: code, seat: Number(to) }, `Moved ${seat.name}`);
    });
  }
}
