// mountGame: the frame every game widget uses (header, status line, body, log, hand-over screen),
// built from small named parts: createRoot, readTraits, makeContext, drawHeader, gameControls,
// undoBadge, createStatusLine, drawBody, restoreFocus, newLines.

import { h, clear } from "./dom.js";
import { announce, prefersReducedMotion } from "./a11y.js";
import { badge, button, handoverScreen, logPanel, refusalText } from "./layout.js";
import { coachAnswer } from "./review.js";
import { nt, setLang, t } from "./i18n.js";
import { play as playMotion, snapshot as motionSnapshot } from "./motion.js";

/** The synced traits every game widget has (ctx.<name>). */
export const TRAITS = [
  "view",
  "legal",
  "log",
  "error",
  "seat",
  "names",
  "humans",
  "mode",
  "handover",
  "scores",
  "terminal",
  "revision",
  "refusals",
  "undo_allowed",
  "undos",
  "queries",
  "answers",
  "to_act",
  "closed",
  "remote",
  "notice",
  "lang",
];

/** A seat's display name: names[seat], else "Player N" (N counts from 1). */
export function seatName(ctx, seat) {
  const names = (ctx && ctx.names) || [];
  return names[seat] || t("Player {n}", { n: Number(seat) + 1 });
}

/**
 * Mount a game in `el` and keep it in sync with the anywidget `model`.
 *
 *   export default { render({ model, el }) { return mountGame({ model, el, title: "Yum", render: draw }); } };
 *
 * render(ctx) draws the game's body and returns a Node (or an array of nodes). See README.md for
 * ctx. Options: title, log (default true), controls (default true: Undo + New game),
 * headerExtra(ctx) -> nodes put in the header, logTitle, drawnAnswers (the names of the game's
 * own queries whose answers render(ctx) draws itself; every other answer is shown as its text).
 * The help bar lists the game's declared queries (trait `queries`): a button per asked query, a
 * toggle per standing one (automatic ones are asked by the game's own code).
 * Re-renders on change:revision; restores the keyboard focus to the element with the same
 * data-key after each render. Returns the cleanup function anywidget expects.
 */
export function mountGame({ model, el, render, title = "", log = true, controls = true, headerExtra, logTitle = "", drawnAnswers = [] }) {
  const root = createRoot();
  el.append(root);
  const status = createStatusLine();
  const local = {};
  const newGame = newGameConfirmation(() => root.isConnected && draw());
  let previous = null;

  let drawnLang = null;

  function draw() {
    drawnLang = setLang(model.get("lang"));
    const ctx = makeContext(model, { local, previous, rerender: draw, refuse: (key, fallback) => status.refuse(ctx, key, fallback) });
    const focusKey = focusedKey(root);
    const shot = previous ? motionSnapshot(root) : null; // what moves is animated (motion.js)
    status.update(ctx, previous);
    clear(root);
    root.dataset.mode = ctx.mode;
    root.dataset.revision = String(ctx.revision);
    const parts = { title, headerExtra, controls: controls ? gameControls(ctx, model, newGame) : null, status, render, log, logTitle, drawnAnswers };
    root.append(...tableParts(ctx, model, root, parts, () => draw()));
    restoreFocus(root, focusKey);
    showAskedAnswer(root, ctx, previous);
    afterDraw(root, ctx, previous, shot);
    previous = ctx;
  }

  const stop = followModel(model, draw, () => drawnLang);
  draw();
  return () => {
    newGame.cancel();
    stop();
    root.remove();
  };
}

/** Redraw on every new revision, and at once on a new language (a widget's w.lang = "fr"; the
 * language drawn, `drawnLang()`, again does not). Returns what stops listening. */
function followModel(model, draw, drawnLang) {
  const onChange = () => draw();
  const onLang = () => {
    if (setLang(model.get("lang")) !== drawnLang()) draw();
  };
  model.on("change:revision", onChange);
  model.on("change:lang", onLang);
  return () => {
    model.off("change:revision", onChange);
    model.off("change:lang", onLang);
  };
}

/** A drawing's parts, top to bottom: header, status line, banners, help bar and answers (or the
 * hand-over screen), the game's body, the log. `redraw` draws again (a notice's close button). */
function tableParts(ctx, model, root, parts, redraw) {
  const { title, headerExtra, controls, status, render, log, logTitle, drawnAnswers } = parts;
  const nodes = [drawHeader(ctx, { title, headerExtra, controls }), status.el];
  if (ctx.closed) nodes.push(closedBanner(ctx));
  const notice = noticeBanner(ctx, ctx.local, redraw);
  if (notice) nodes.push(notice);
  if (!ctx.handover) nodes.push(helpBar(ctx), ...defaultAnswers(ctx, drawnAnswers));
  nodes.push(ctx.handover ? drawHandover(ctx, model, root) : drawBody(ctx, render));
  if (log) nodes.push(logPanel(ctx.log, { title: logTitle || t("Log") }));
  return nodes;
}

/** After a drawing: animate what moved since `previous` (not after a hand-over screen: nothing
 * moved there), and announce the log's new lines. */
function afterDraw(root, ctx, previous, shot) {
  const moved = !!previous && !previous.handover && !ctx.handover && JSON.stringify(previous.view) !== JSON.stringify(ctx.view);
  playMotion(root, shot, { enabled: moved });
  const fresh = previous ? newLines(previous.log, ctx.log) : [];
  if (fresh.length) announce(fresh.join(". "));
}

/**
 * The widget's root element. Keys pressed inside a game belong to the game: JupyterLab must not
 * read them as notebook shortcuts ("a" inserting a cell, "d d" deleting the widget's own cell).
 * Lumino honours data-lm-suppress-shortcuts; stopping the event covers hosts that listen while it
 * bubbles. Shift/Ctrl+Enter still reach the notebook so cells can be run from inside a widget.
 */
export function createRoot() {
  const root = h("div", { class: "tw-root", testid: "tw-root" });
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.addEventListener("keydown", (event) => {
    const runCell = event.key === "Enter" && (event.shiftKey || event.ctrlKey || event.metaKey);
    if (!runCell) event.stopPropagation();
  });
  return root;
}

/** Every synced trait of `model`, with empty defaults for the containers. */
export function readTraits(model) {
  const ctx = {};
  for (const name of TRAITS) ctx[name] = model.get(name);
  ctx.view = ctx.view || {};
  ctx.legal = ctx.legal || [];
  ctx.log = ctx.log || [];
  ctx.names = ctx.names || [];
  ctx.humans = ctx.humans || [];
  ctx.scores = ctx.scores || [];
  ctx.refusals = ctx.refusals || {};
  ctx.undos = ctx.undos || [];
  ctx.undo_allowed = ctx.undo_allowed !== false;
  ctx.queries = ctx.queries || [];
  ctx.answers = ctx.answers || {};
  ctx.to_act = ctx.to_act || [];
  ctx.closed = ctx.closed || "";
  ctx.remote = !!ctx.remote;
  ctx.notice = ctx.notice && ctx.notice.text ? ctx.notice : null;
  ctx.lang = ctx.lang || "en";
  return ctx;
}

/** True when `action` matches `pattern` (a function, or an object whose fields compare by JSON). */
export function actionMatches(action, pattern) {
  if (typeof pattern === "function") return pattern(action);
  return Object.entries(pattern || {}).every(([k, v]) => JSON.stringify(action[k]) === JSON.stringify(v));
}

/** The ctx handed to a game's render(ctx): the traits plus the helpers listed in README.md. */
export function makeContext(model, { local = {}, previous = null, rerender = () => {}, refuse = () => {} } = {}) {
  const ctx = readTraits(model);
  Object.assign(ctx, {
    model,
    local,
    previous,
    first: previous === null,
    myTurn: ctx.legal.length > 0,
    send: (action) => model.send({ type: "act", action }),
    message: (msg) => model.send(msg),
    ask: (name, args = {}) => {
      local.asked = name; // its answer is brought into view when it comes (showAskedAnswer)
      model.send({ type: "query", name, args });
    },
    follow: (name, on) => model.send({ type: "follow", name, on: !!on }),
    query: (name) => ctx.queries.find((q) => q.name === name) || null,
    announce,
    isLegal: (pattern) => ctx.legal.filter((a) => actionMatches(a, pattern)),
    refuse,
    t,
    nt,
    refusalText: (key, fallback) => refusalText(ctx.refusals, key, fallback),
    seatName: (seat) => seatName(ctx, seat),
    rerender,
  });
  return ctx;
}

/** The header: title, mode badges, undo count, the game's extras and the controls. */
export function drawHeader(ctx, { title = "", headerExtra, controls = null } = {}) {
  return h(
    "header",
    { class: "tw-header" },
    title ? h("h2", { class: "tw-title" }, title) : null,
    ctx.mode === "reveal" ? badge(t("Teacher view: all cards shown"), { kind: "reveal", testid: "tw-reveal" }) : null,
    ctx.mode === "hotseat" ? badge(t("Hot-seat"), { testid: "tw-mode" }) : null,
    ctx.terminal ? badge(t("Game over"), { kind: "over", testid: "tw-over" }) : null,
    undoBadge(ctx),
    h("span", { class: "tw-spacer" }),
    headerExtra ? headerExtra(ctx) : null,
    controls,
  );
}

/** "Undos: Ann 1, Bot 0" when any seat has used Undo (trait `undos`), else null. */
export function undoBadge(ctx) {
  const undos = ctx.undos || [];
  if (!undos.some((n) => n > 0)) return null;
  const text = t("Undos: {list}", { list: undos.map((n, seat) => `${seatName(ctx, seat)} ${n}`).join(", ") });
  return badge(text, { kind: "undos", testid: "tw-undos", title: t("Moves taken back with Undo, per player") });
}

/**
 * The teacher's last notice at a shared table (trait `notice`: {id, text}, e.g. "The teacher
 * restarted this game."), until the player dismisses it (`local.noticeSeen` keeps its id).
 */
export function noticeBanner(ctx, local, rerender) {
  if (!ctx.notice || local.noticeSeen === ctx.notice.id) return null;
  const ok = button(t("OK"), () => {
    local.noticeSeen = ctx.notice.id;
    rerender();
  }, { testid: "tw-notice-ok", title: t("Hide this notice") });
  return h("div", { class: "tw-notice", role: "status", testid: "tw-notice" }, h("span", {}, ctx.notice.text), ok);
}

/** Why the table takes no more moves (trait `closed`: the teacher ended the game). */
export function closedBanner(ctx) {
  if (!ctx.closed) return null;
  return h("div", { class: "tw-closed", role: "status", testid: "tw-closed" }, ctx.closed);
}

/**
 * The help bar: the game's declared queries (trait `queries`), none known by name. A button per
 * asked query (sends {type: "query", name, args: {}}), a toggle per standing one (sends
 * {type: "follow", name, on}); automatic queries are the game's own business. A query the table
 * does not allow stays visible and, when pressed, says why on the status line (ctx.refuse).
 * Returns null when there is nothing to offer.
 */
export function helpBar(ctx) {
  const offered = (ctx.queries || []).filter((q) => !q.automatic);
  if (!offered.length) return null;
  const buttons = offered.map((q) => {
    const refusal = `query:${q.name}`;
    const common = { refusal, ctx, reason: q.reason, disabled: !q.allowed, key: `query-${q.name}`, testid: `tw-query-${q.name}`, title: q.description || undefined };
    if (q.standing) {
      return button(q.on ? t("{label}: on", { label: q.label }) : t("{label}: off", { label: q.label }), { ...common, pressed: !!q.on, onClick: () => ctx.follow(q.name, !q.on) });
    }
    return button(q.label, { ...common, onClick: () => ctx.ask(q.name, {}) });
  });
  return h("div", { class: "tw-help", role: "group", "aria-label": t("Help"), testid: "tw-help" }, buttons);
}

/**
 * Brings the answer this page asked for into view once it comes (a phone shows the result of a
 * tap where the player looks): the element marked data-answer="<name>", scrolled only as far as
 * needed. Standing answers (a coach that follows every move) never move the page.
 */
export function showAskedAnswer(root, ctx, previous) {
  const name = ctx.local.asked;
  const answer = name && ctx.answers[name];
  if (!answer) return;
  const before = previous && previous.answers ? previous.answers[name] : undefined;
  if (before !== undefined && JSON.stringify(before) === JSON.stringify(answer)) return;
  ctx.local.asked = null;
  const node = root.querySelector(`[data-answer="${CSS.escape(name)}"]`);
  if (node && node.scrollIntoView) node.scrollIntoView({ block: "nearest", behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/** The answers the game does not draw itself (not in `drawn`): a hint or a review as the
 * coach's panel (review.js), any other as its text. */
export function defaultAnswers(ctx, drawn = []) {
  const skip = new Set(drawn);
  return Object.entries(ctx.answers || {})
    .filter(([name, answer]) => !skip.has(name) && answer && answer.text)
    .map(([name, answer]) => {
      const q = ctx.query ? ctx.query(name) : null;
      const coach = coachAnswer(ctx, name, answer, q); // a hint or a review (review.js)
      if (coach) return coach;
      return h(
        "div",
        { class: "tw-answer", role: "status", testid: `tw-answer-${name}`, dataset: { answer: name } },
        q ? h("strong", { class: "tw-answer-title" }, t("{label}: ", { label: q.label })) : null,
        h("span", { class: "tw-answer-text" }, answer.text),
      );
    });
}

/** New game asks "Really start over?" first while a game is in progress (4 s to confirm). */
function newGameConfirmation(redraw) {
  let armed = false;
  let timer = null;
  return {
    get armed() {
      return armed;
    },
    arm() {
      armed = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        armed = false;
        redraw();
      }, 4000);
    },
    disarm() {
      armed = false;
      clearTimeout(timer);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

/** Undo (absent when `undo_allowed` is false, e.g. in contests) and New game. */
export function gameControls(ctx, model, newGame) {
  const undo = ctx.undo_allowed
    ? button(t("Undo"), {
        onClick: () => model.send({ type: "undo" }),
        disabled: !ctx.log.length || ctx.handover,
        reason: ctx.handover ? t("Continue first.") : t("No move to undo yet."),
        refusal: "undo",
        ctx,
        testid: "tw-undo",
        small: true,
      })
    : null;
  const fresh = button(newGame.armed ? t("Really start over?") : t("New game"), {
    onClick: () => {
      if (ctx.terminal || newGame.armed || !ctx.log.length) {
        newGame.disarm();
        model.send({ type: "new_game" });
      } else {
        newGame.arm();
      }
      ctx.rerender();
    },
    testid: "tw-new-game",
    small: true,
    primary: newGame.armed,
  });
  return [undo, fresh];
}

/**
 * The table's status line: one persistent element (so that screen readers announce changes),
 * an assertive ARIA live region showing the kernel's `error` trait or the reason for the latest
 * refused click. A refusal stays until the next revision; a new error replaces it.
 * Children: [data-testid=tw-error] (role=alert) for an error, [data-testid=tw-refusal] for a refusal.
 */
export function createStatusLine() {
  const el = h("div", { class: "tw-status", testid: "tw-status", "aria-live": "assertive", "aria-atomic": "true" });
  let shown = { kind: "", text: "" };
  let timer = null;

  function fill(kind, text) {
    shown = { kind, text };
    clear(el);
    el.dataset.kind = kind;
    const message = statusMessage(kind, text);
    if (message) el.append(message);
  }

  function show(kind, text) {
    if (shown.kind !== kind || shown.text !== text) return fill(kind, text);
    if (!text) return;
    // The same reason again: empty the region first so that it is announced again.
    clear(el);
    clearTimeout(timer);
    timer = setTimeout(() => fill(kind, text), 30);
  }

  return {
    el,
    /** Show why `key` is refused: ctx.refusals[key] ?? ctx.refusals[type] ?? fallback ?? generic. */
    refuse(ctx, key, fallback) {
      setLang(ctx.lang);
      show("refusal", refusalText(ctx.refusals, key, fallback));
    },
    /** Called on every draw: a new error shows; a new revision clears an old refusal. */
    update(ctx, previous) {
      const errorChanged = !previous || previous.error !== ctx.error;
      const newRevision = !previous || previous.revision !== ctx.revision;
      if (ctx.error && errorChanged) fill("error", ctx.error);
      else if (shown.kind === "refusal" && newRevision) fill(ctx.error ? "error" : "", ctx.error || "");
      else if (shown.kind === "error" && !ctx.error) fill("", "");
    },
  };
}

/** What the status line shows for `kind`: an error (role=alert), a refusal, or nothing. */
function statusMessage(kind, text) {
  if (kind === "error") {
    return h(
      "div",
      { class: "tw-error", role: "alert", testid: "tw-error" },
      h("span", { class: "tw-error-icon", "aria-hidden": "true" }, "\u26a0"),
      h("span", { class: "tw-error-text" }, text),
    );
  }
  if (kind === "refusal") {
    return h(
      "div",
      { class: "tw-refusal", testid: "tw-refusal" },
      h("span", { class: "tw-refusal-icon", "aria-hidden": "true" }, "i"),
      h("span", { class: "tw-refusal-text" }, text),
    );
  }
  return null;
}

/** The hot-seat hand-over screen; its button takes the focus. */
export function drawHandover(ctx, model, root) {
  const screen = handoverScreen(seatName(ctx, ctx.seat), () => model.send({ type: "handover" }));
  requestAnimationFrame(() => {
    const b = screen.querySelector("button");
    if (b && root.contains(b)) b.focus();
  });
  return screen;
}

/** The game's own body: whatever render(ctx) returns, in div.tw-body. */
export function drawBody(ctx, render) {
  const body = h("div", { class: "tw-body" });
  const drawn = render(ctx);
  if (drawn) body.append(...(Array.isArray(drawn) ? drawn.flat().filter(Boolean) : [drawn]));
  return body;
}

/** The data-key of the focused element inside root (null if the focus is elsewhere). */
export function focusedKey(root) {
  const active = root.contains(document.activeElement) ? document.activeElement : null;
  const keyed = active && active.closest("[data-key]");
  return keyed ? keyed.getAttribute("data-key") : null;
}

/** Give the focus back to the element with data-key = key after a re-render. */
export function restoreFocus(root, key) {
  if (!key) return;
  const again = root.querySelector(`[data-key="${CSS.escape(key)}"]`);
  if (again) again.focus();
}

/** The log lines added since `before` (the synced log is a sliding window of the last lines). */
export function newLines(before, after) {
  if (!after.length || JSON.stringify(before) === JSON.stringify(after)) return [];
  if (!before.length) return after.slice();
  const last = before[before.length - 1];
  for (let j = after.length - 1; j >= 0; j--) {
    if (after[j] === last && j < after.length - 1) return after.slice(j + 1);
    if (after[j] === last) return [];
  }
  return after.slice(-1);
}
