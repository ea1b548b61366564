// tabletop_widgets/ui/js/kit/dom.js
function setAttrs(el, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === void 0 || value === null || value === false) continue;
    if (key === "class" || key === "className") {
      const names = Array.isArray(value) ? value.filter(Boolean).join(" ") : String(value);
      if (names) el.setAttribute("class", names);
    } else if (key === "style" && typeof value === "object") {
      for (const [prop, v] of Object.entries(value)) {
        if (v === void 0 || v === null) continue;
        if (prop.startsWith("--")) el.style.setProperty(prop, String(v));
        else el.style[prop] = v;
      }
    } else if (key === "dataset") {
      for (const [k, v] of Object.entries(value)) if (v !== void 0 && v !== null) el.dataset[k] = String(v);
    } else if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2).toLowerCase(), value);
    } else if (key === "testid") {
      el.setAttribute("data-testid", String(value));
    } else if (value === true) {
      el.setAttribute(key, "");
    } else {
      el.setAttribute(key, String(value));
    }
  }
}
function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === void 0 || child === null || child === false || child === true) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}
function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}
function plural(n, word, many = `${word}s`) {
  return `${n} ${n === 1 ? word : many}`;
}
function subjectVerb(name, verb) {
  const you = name === "You";
  const forms = { is: "are", has: "have", was: "were" };
  if (you && verb in forms) return `You ${forms[verb]}`;
  if (you && verb.endsWith("s")) return `You ${verb.slice(0, -1)}`;
  return `${name} ${verb}`;
}

// tabletop_widgets/ui/js/kit/a11y.js
var region = null;
function liveRegion() {
  if (region && region.isConnected) return region;
  region = h("div", { class: "tw-sr-only tw-live", "aria-live": "polite", "aria-atomic": "true", "data-testid": "tw-live" });
  document.body.append(region);
  return region;
}
function announce(text) {
  const el = liveRegion();
  el.textContent = "";
  setTimeout(() => {
    el.textContent = String(text || "");
  }, 20);
  el.dataset.last = String(text || "");
}
function roving(container, { selector = "[data-roving]", start = 0, wrap = true } = {}) {
  const items = () => Array.from(container.querySelectorAll(selector));
  const list = items();
  list.forEach((item, i) => item.setAttribute("tabindex", i === Math.min(start, list.length - 1) ? "0" : "-1"));
  container.addEventListener("keydown", (event) => {
    const all = items();
    const i = all.indexOf(document.activeElement);
    if (i < 0) return;
    let next = null;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = i + 1;
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = i - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = all.length - 1;
    if (next === null) return;
    event.preventDefault();
    if (wrap) next = (next + all.length) % all.length;
    else next = Math.max(0, Math.min(all.length - 1, next));
    all.forEach((item, k) => item.setAttribute("tabindex", k === next ? "0" : "-1"));
    all[next].focus();
  });
  return container;
}
function prefersReducedMotion() {
  return typeof window !== "undefined" && !!window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

// tabletop_widgets/ui/js/kit/layout.js
function table(children, { label, testid = "tw-table" } = {}) {
  return h("section", { class: "tw-table", "aria-label": label, testid }, children);
}
function panel(title, children, { testid, class: cls, level = 3 } = {}) {
  return h(
    "section",
    { class: ["tw-panel", cls], testid, "aria-label": typeof title === "string" ? title : void 0 },
    title ? h(`h${level}`, { class: "tw-panel-title" }, title) : null,
    children
  );
}
var GENERIC_REFUSAL = "That move is not possible right now.";
function refusalText(refusals, key, fallback) {
  const reasons = refusals || {};
  const text = String(key || "");
  return reasons[text] ?? reasons[text.split(":")[0]] ?? fallback ?? reasons["*"] ?? GENERIC_REFUSAL;
}
function refusable(el, { disabled, refusal: refusal2, ctx, reason } = {}) {
  if (!disabled) return el;
  el.classList.add("is-disabled");
  el.setAttribute("aria-disabled", "true");
  const text = ctx && refusal2 ? refusalText(ctx.refusals, refusal2, reason) : reason;
  if (text) {
    if (!el.hasAttribute("title")) el.setAttribute("title", text);
    el.setAttribute("aria-description", text);
  }
  if (refusal2) el.dataset.refusal = refusal2;
  return el;
}
function button(label, onClickOrOpts = {}, maybeOpts = {}) {
  const opts = typeof onClickOrOpts === "function" ? { ...maybeOpts, onClick: onClickOrOpts } : onClickOrOpts || {};
  const { onClick, disabled = false, refusal: refusal2, ctx, reason, primary = false, testid, key, title, pressed, small = false } = opts;
  const el = h(
    "button",
    {
      type: "button",
      class: ["tw-btn", primary && "tw-btn--primary", small && "tw-btn--small"],
      "aria-pressed": pressed === void 0 ? void 0 : String(!!pressed),
      title,
      testid,
      "data-key": key || testid
    },
    label
  );
  refusable(el, { disabled, refusal: refusal2, ctx, reason });
  el.addEventListener("click", (event) => {
    if (disabled) {
      if (ctx && refusal2 && typeof ctx.refuse === "function") ctx.refuse(refusal2, reason);
      return;
    }
    if (typeof onClick === "function") onClick(event);
  });
  return el;
}
function logPanel(lines, { title = "Log", max = 30, testid = "tw-log" } = {}) {
  const shown = (lines || []).slice(-max);
  const list = h(
    "ol",
    { class: "tw-log-list", start: Math.max(1, (lines || []).length - shown.length + 1), tabindex: 0, "aria-label": title },
    shown.map((line) => h("li", {}, line))
  );
  const el = panel(title, shown.length ? list : h("p", { class: "tw-muted" }, "No moves yet."), { testid, class: "tw-log" });
  requestAnimationFrame(() => {
    list.scrollTop = list.scrollHeight;
  });
  return el;
}
function handoverScreen(name, onContinue, { testid = "tw-handover" } = {}) {
  return h(
    "div",
    { class: "tw-handover", testid, role: "dialog", "aria-modal": "false", "aria-label": `Pass the screen to ${name}` },
    h("p", { class: "tw-handover-text" }, `Pass the screen to ${name}`),
    button(`I am ${name} — press to continue`, { onClick: onContinue, primary: true, testid: "tw-handover-continue" })
  );
}
function scoreTable(columns, rows, { caption, testid = "tw-scores", highlightColumn } = {}) {
  return h(
    "table",
    { class: "tw-score-table", testid },
    caption ? h("caption", {}, caption) : null,
    h("thead", {}, h("tr", {}, columns.map((c, i) => h("th", { scope: "col", class: i === highlightColumn && "is-current" }, c)))),
    h(
      "tbody",
      {},
      rows.map((row) => {
        const r = Array.isArray(row) ? { cells: row } : row;
        return h(
          "tr",
          { class: [r.class, r.highlight && "is-highlight"], testid: r.testid },
          r.cells.map((cell, i) => h(i === 0 ? "th" : "td", { scope: i === 0 ? "row" : void 0, class: i === highlightColumn && "is-current" }, cell))
        );
      })
    )
  );
}
function badge(text, { kind = "", testid, title } = {}) {
  return h("span", { class: ["tw-badge", kind && `tw-badge--${kind}`], testid, title }, text);
}

// tabletop_widgets/ui/js/kit/review.js
function isHintAnswer(answer) {
  return !!answer && Array.isArray(answer.options) && typeof answer.exact === "boolean" && !Array.isArray(answer.decisions);
}
function isReviewAnswer(answer) {
  return !!answer && Array.isArray(answer.decisions);
}
function coachAnswer(ctx, name, answer, query) {
  if (isReviewAnswer(answer)) return reviewPanel(ctx, name, answer, query);
  if (isHintAnswer(answer)) return hintPanel(ctx, name, answer, query);
  return null;
}
function fmt(value, digits = 1) {
  return typeof value === "number" && Number.isFinite(value) ? value.toFixed(digits) : "–";
}
function withInterval(value, low, high, exact, digits = 1) {
  if (exact || typeof low !== "number" || typeof high !== "number") return fmt(value, digits);
  return `${fmt(value, digits)} (${fmt(low, digits)}–${fmt(high, digits)})`;
}
var OPTIONS_SHOWN_OPEN = 6;
function optionsTable(options, { unit, exact, chosen = null, testid }) {
  if (!options || !options.length) return null;
  const caption = `${exact ? "Exact" : "Estimated"} value of each choice${unit ? ` (${unit})` : ""}${exact ? "" : ", with its interval"}`;
  const table2 = optionRows(options, { caption, exact, chosen, testid });
  if (options.length <= OPTIONS_SHOWN_OPEN) return table2;
  return h("details", { class: "tw-coach-all", testid: `${testid}-all` }, h("summary", {}, `${caption}: all ${options.length} choices`), table2);
}
function optionRows(options, { caption, exact, chosen, testid }) {
  return h(
    "table",
    { class: "tw-coach-options", testid },
    h("caption", {}, caption),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Choice"), h("th", { scope: "col" }, exact ? "Value" : "Value (interval)"))),
    h(
      "tbody",
      {},
      options.map((o, i) => {
        const mine = chosen !== null && JSON.stringify(o.action) === JSON.stringify(chosen);
        const marks = [i === 0 ? "coach's choice" : "", mine ? "your move" : ""].filter(Boolean).join(", ");
        return h(
          "tr",
          { class: [i === 0 && "is-best", mine && "is-chosen"] },
          h("th", { scope: "row" }, o.label, marks ? h("span", { class: "tw-coach-mark" }, ` (${marks})`) : null),
          h("td", {}, withInterval(o.value, o.low, o.high, exact, 2))
        );
      })
    )
  );
}
function hintPanel(ctx, name, answer, query) {
  const best = answer.options && answer.options[0];
  const title = query ? query.label : "Hint";
  return h(
    "section",
    { class: "tw-answer tw-coach", role: "region", "aria-label": title, testid: `tw-answer-${name}`, dataset: { answer: name } },
    h("h3", { class: "tw-coach-title" }, best ? `${title}: ${best.label}` : title),
    h("p", { class: "tw-coach-why", testid: "tw-hint-text", role: "status" }, answer.text || ""),
    answer.runner_up ? h("p", { class: "tw-coach-runner", testid: "tw-hint-runner-up" }, `Runner-up: ${answer.runner_up.text}`) : null,
    optionsTable(answer.options, { unit: answer.unit, exact: answer.exact, testid: "tw-hint-options" })
  );
}
function costText(d, unit) {
  if (d.cost === null || d.cost === void 0) return d.note || "Not priced.";
  if (d.cost === 0) return "It cost nothing: as good as the coach's move.";
  const range = d.exact ? "" : ` (between ${fmt(d.low)} and ${fmt(d.high)})`;
  return `It cost ${d.exact ? "" : "about "}${fmt(d.cost)}${range}${unit ? ` in ${unit}` : ""}.`;
}
function decisionCard(d, unit) {
  return h(
    "div",
    { class: ["tw-review-step", d.agreed && "is-agreed"], testid: "tw-review-step" },
    h(
      "dl",
      { class: "tw-review-pair" },
      h("dt", {}, "Your move"),
      h("dd", { testid: "tw-review-move" }, d.move_label),
      h("dt", {}, "The coach"),
      h("dd", { testid: "tw-review-coach" }, d.agreed ? `${d.coach_label} (the same)` : d.coach_label || "–")
    ),
    d.why ? h("p", { class: "tw-coach-why" }, d.why) : null,
    h("p", { class: "tw-review-cost", testid: "tw-review-cost" }, costText(d, unit)),
    optionsTable(d.options, { unit, exact: d.exact, chosen: d.move, testid: "tw-review-options" })
  );
}
function reviewPanel(ctx, name, answer, query) {
  const rows = answer.decisions || [];
  const local = ctx.local || {};
  const key = `review:${answer.position}:${rows.length}`;
  if (!local.review || local.review.key !== key) local.review = { key, step: answer.costliest && answer.costliest.length ? answer.costliest[0] : 1 };
  const state = local.review;
  const n = rows.length;
  const go = (step) => {
    state.step = Math.min(Math.max(1, step), n);
    ctx.rerender();
  };
  const title = query ? query.label : "Review";
  const byStep = (step) => rows[step - 1];
  const current = n ? byStep(Math.min(Math.max(1, state.step), n)) : null;
  const costliest = (answer.costliest || []).map(byStep).filter(Boolean);
  const item = (d, list) => h(
    "li",
    {},
    button(`${list === "all" && d.agreed ? "✓ " : ""}Decision ${d.step}: ${d.move_label} → ${d.coach_label || "–"} (${d.cost === null ? "not priced" : withInterval(d.cost, d.low, d.high, d.exact)})`, {
      onClick: () => go(d.step),
      key: `${name}-${list}-${d.step}`,
      testid: `tw-review-${list}-${d.step}`,
      pressed: current === d
    })
  );
  const stepper = n ? h(
    "div",
    {
      class: "tw-review-stepper",
      role: "group",
      "aria-label": "Step through your decisions (left and right arrow keys)",
      onKeydown: (event) => {
        if (event.key === "ArrowLeft") go(state.step - 1);
        else if (event.key === "ArrowRight") go(state.step + 1);
        else return;
        event.preventDefault();
      }
    },
    button("← Previous", { onClick: () => go(state.step - 1), disabled: state.step <= 1, reason: "This is the first decision.", key: `${name}-prev`, testid: "tw-review-prev" }),
    h("span", { class: "tw-review-where", testid: "tw-review-where", "aria-live": "polite" }, `Decision ${current.step} of ${n}`),
    button("Next →", { onClick: () => go(state.step + 1), disabled: state.step >= n, reason: "This is the last decision.", key: `${name}-next`, testid: "tw-review-next" })
  ) : null;
  return h(
    "section",
    { class: "tw-answer tw-coach tw-review", role: "region", "aria-label": title, testid: `tw-answer-${name}`, dataset: { answer: name } },
    h("h3", { class: "tw-coach-title" }, answer.over ? `${title} of the game` : `${title} so far`),
    h("p", { class: "tw-review-summary", testid: "tw-review-summary" }, answer.text || ""),
    answer.budget && answer.budget.text ? h("p", { class: "tw-review-budget" }, answer.budget.text) : null,
    costliest.length ? h("div", { class: "tw-review-top" }, h("h4", {}, "The costliest decisions"), h("ol", { class: "tw-review-list", testid: "tw-review-costliest" }, costliest.map((d) => item(d, "top")))) : null,
    stepper,
    current ? decisionCard(current, answer.unit) : null,
    n ? h(
      "details",
      { class: "tw-review-all", testid: "tw-review-all", open: !!state.open, onToggle: (event) => state.open = event.target.open },
      h("summary", {}, `All ${n} decisions`),
      h("ol", { class: "tw-review-list" }, rows.map((d) => item(d, "all")))
    ) : null
  );
}

// tabletop_widgets/ui/js/kit/motion.js
var MOVE_MS = 420;
function keyOf(el) {
  if (el.dataset.motion) return `m:${el.dataset.motion}`;
  if (el.dataset.card) return `c:${el.dataset.card}`;
  return null;
}
function tracked(root) {
  const found = /* @__PURE__ */ new Map();
  const twice = /* @__PURE__ */ new Set();
  for (const el of root.querySelectorAll("[data-card], [data-motion]")) {
    const key = keyOf(el);
    if (!key) continue;
    if (el.parentElement && el.parentElement.closest("[data-card], [data-motion]")) continue;
    if (el.closest("[data-motion-skip], details:not([open])")) continue;
    if (found.has(key)) twice.add(key);
    found.set(key, el);
  }
  for (const key of twice) found.delete(key);
  return found;
}
function snapshot(root) {
  const boxes = /* @__PURE__ */ new Map();
  for (const [key, el] of tracked(root)) boxes.set(key, { rect: el.getBoundingClientRect(), text: el.textContent });
  const sources = /* @__PURE__ */ new Map();
  for (const el of root.querySelectorAll("[data-motion-source]")) sources.set(el.dataset.motionSource, el.getBoundingClientRect());
  return { boxes, sources };
}
function visibleBox(r) {
  return r && r.width > 0 && r.height > 0;
}
function animate(el, frames, kind, delay = 0) {
  el.dataset.moved = kind;
  if (typeof el.animate !== "function") return;
  const run = el.animate(frames, { duration: MOVE_MS, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)", delay, fill: "backwards" });
  if (kind === "flip" || kind === "flash") return;
  el.style.pointerEvents = "none";
  const land = () => el.style.removeProperty("pointer-events");
  run.onfinish = land;
  run.oncancel = land;
}
function play(root, shot, { enabled = true } = {}) {
  const off = prefersReducedMotion();
  root.dataset.motionMode = off ? "off" : "on";
  if (off || !enabled || !shot) return 0;
  let count = 0;
  let entering = 0;
  for (const [key, el] of tracked(root)) {
    const now = el.getBoundingClientRect();
    if (!visibleBox(now)) continue;
    const before = shot.boxes.get(key);
    if (before && visibleBox(before.rect)) {
      const dx = before.rect.left - now.left;
      const dy = before.rect.top - now.top;
      if (Math.hypot(dx, dy) > 12) {
        animate(el, [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], "flip");
        count += 1;
      } else if (before.text !== el.textContent && key.startsWith("m:")) {
        animate(el, [{ boxShadow: "0 0 0 4px var(--tw-gold)" }, { boxShadow: "0 0 0 0 transparent" }], "flash");
        count += 1;
      }
      continue;
    }
    if (before) continue;
    const from = el.dataset.motionFrom && shot.sources.get(el.dataset.motionFrom);
    const delay = Math.min(entering, 6) * 60;
    entering += 1;
    if (visibleBox(from)) {
      const dx = from.left + from.width / 2 - (now.left + now.width / 2);
      const dy = from.top + from.height / 2 - (now.top + now.height / 2);
      animate(el, [{ transform: `translate(${dx}px, ${dy}px) scale(0.8)`, opacity: 0.6 }, { transform: "none", opacity: 1 }], "fly", delay);
    } else {
      animate(el, [{ transform: "scale(0.6)", opacity: 0 }, { transform: "none", opacity: 1 }], "pop", delay);
    }
    count += 1;
  }
  return count;
}
var SHARED_TABLE_SECONDS = 8;
function showdownHold(ctx, id) {
  const L = ctx.local;
  const state = L.showdown || (L.showdown = { seen: void 0, holding: null, timer: null });
  if (state.seen === void 0 || ctx.first) {
    state.seen = id;
    return null;
  }
  if (id && id !== state.seen) {
    state.seen = id;
    state.holding = id;
    clearTimeout(state.timer);
    state.auto = isSharedTable(ctx);
    if (state.auto) state.timer = setTimeout(() => release(), SHARED_TABLE_SECONDS * 1e3);
  }
  function release() {
    clearTimeout(state.timer);
    if (!state.holding) return;
    state.holding = null;
    L.focusAfterShowdown = true;
    ctx.rerender();
  }
  if (!state.holding) return null;
  return { id: state.holding, auto: !!state.auto, release };
}
function isSharedTable(ctx) {
  if (ctx.remote) return true;
  return !!(typeof document !== "undefined" && document.querySelector("[data-tw-shared-table]"));
}
function continueBar(hold, { label = "Continue", next = "The next hand" } = {}) {
  const b = button(label, { onClick: () => hold.release(), primary: true, key: "showdown-continue", testid: "tw-continue" });
  requestAnimationFrame(() => {
    if (b.isConnected) b.focus({ preventScroll: true });
  });
  return h(
    "div",
    { class: "tw-continue-bar", testid: "tw-continue-bar" },
    b,
    hold.auto ? h(
      "span",
      { class: "tw-continue-auto", testid: "tw-continue-auto" },
      `${next} starts in ${SHARED_TABLE_SECONDS} seconds.`,
      h("span", { class: "tw-continue-timer", style: { "--tw-hold-s": `${SHARED_TABLE_SECONDS}s` }, "aria-hidden": "true" })
    ) : null
  );
}

// tabletop_widgets/ui/js/kit/app.js
var TRAITS = [
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
  "notice"
];
function seatName(ctx, seat) {
  const names = ctx && ctx.names || [];
  return names[seat] || `Player ${Number(seat) + 1}`;
}
function mountGame({ model, el, render, title = "", log = true, controls = true, headerExtra, logTitle = "Log", drawnAnswers = [] }) {
  const root = createRoot();
  el.append(root);
  const status2 = createStatusLine();
  const local = {};
  const newGame = newGameConfirmation(() => root.isConnected && draw2());
  let previous = null;
  function draw2() {
    const ctx = makeContext(model, { local, previous, rerender: draw2, refuse: (key, fallback) => status2.refuse(ctx, key, fallback) });
    const focusKey = focusedKey(root);
    const shot = previous ? snapshot(root) : null;
    status2.update(ctx, previous);
    clear(root);
    root.dataset.mode = ctx.mode;
    root.dataset.revision = String(ctx.revision);
    root.append(drawHeader(ctx, { title, headerExtra, controls: controls ? gameControls(ctx, model, newGame) : null }));
    root.append(status2.el);
    if (ctx.closed) root.append(closedBanner(ctx));
    const notice = noticeBanner(ctx, local, draw2);
    if (notice) root.append(notice);
    if (!ctx.handover) root.append(helpBar(ctx), ...defaultAnswers(ctx, drawnAnswers));
    root.append(ctx.handover ? drawHandover(ctx, model, root) : drawBody(ctx, render));
    if (log) root.append(logPanel(ctx.log, { title: logTitle }));
    restoreFocus(root, focusKey);
    showAskedAnswer(root, ctx, previous);
    const moved = !!previous && !previous.handover && !ctx.handover && JSON.stringify(previous.view) !== JSON.stringify(ctx.view);
    play(root, shot, { enabled: moved });
    const fresh = previous ? newLines(previous.log, ctx.log) : [];
    if (fresh.length) announce(fresh.join(". "));
    previous = ctx;
  }
  const onChange = () => draw2();
  model.on("change:revision", onChange);
  draw2();
  return () => {
    newGame.cancel();
    model.off("change:revision", onChange);
    root.remove();
  };
}
function createRoot() {
  const root = h("div", { class: "tw-root", testid: "tw-root" });
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.addEventListener("keydown", (event) => {
    const runCell = event.key === "Enter" && (event.shiftKey || event.ctrlKey || event.metaKey);
    if (!runCell) event.stopPropagation();
  });
  return root;
}
function readTraits(model) {
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
  return ctx;
}
function actionMatches(action, pattern) {
  if (typeof pattern === "function") return pattern(action);
  return Object.entries(pattern || {}).every(([k, v]) => JSON.stringify(action[k]) === JSON.stringify(v));
}
function makeContext(model, { local = {}, previous = null, rerender = () => {
}, refuse = () => {
} } = {}) {
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
      local.asked = name;
      model.send({ type: "query", name, args });
    },
    follow: (name, on) => model.send({ type: "follow", name, on: !!on }),
    query: (name) => ctx.queries.find((q) => q.name === name) || null,
    announce,
    isLegal: (pattern) => ctx.legal.filter((a) => actionMatches(a, pattern)),
    refuse,
    refusalText: (key, fallback) => refusalText(ctx.refusals, key, fallback),
    seatName: (seat) => seatName(ctx, seat),
    rerender
  });
  return ctx;
}
function drawHeader(ctx, { title = "", headerExtra, controls = null } = {}) {
  return h(
    "header",
    { class: "tw-header" },
    title ? h("h2", { class: "tw-title" }, title) : null,
    ctx.mode === "reveal" ? badge("Teacher view: all cards shown", { kind: "reveal", testid: "tw-reveal" }) : null,
    ctx.mode === "hotseat" ? badge("Hot-seat", { testid: "tw-mode" }) : null,
    ctx.terminal ? badge("Game over", { kind: "over", testid: "tw-over" }) : null,
    undoBadge(ctx),
    h("span", { class: "tw-spacer" }),
    headerExtra ? headerExtra(ctx) : null,
    controls
  );
}
function undoBadge(ctx) {
  const undos = ctx.undos || [];
  if (!undos.some((n) => n > 0)) return null;
  const text = `Undos: ${undos.map((n, seat) => `${seatName(ctx, seat)} ${n}`).join(", ")}`;
  return badge(text, { kind: "undos", testid: "tw-undos", title: "Moves taken back with Undo, per player" });
}
function noticeBanner(ctx, local, rerender) {
  if (!ctx.notice || local.noticeSeen === ctx.notice.id) return null;
  const ok = button("OK", () => {
    local.noticeSeen = ctx.notice.id;
    rerender();
  }, { testid: "tw-notice-ok", title: "Hide this notice" });
  return h("div", { class: "tw-notice", role: "status", testid: "tw-notice" }, h("span", {}, ctx.notice.text), ok);
}
function closedBanner(ctx) {
  if (!ctx.closed) return null;
  return h("div", { class: "tw-closed", role: "status", testid: "tw-closed" }, ctx.closed);
}
function helpBar(ctx) {
  const offered = (ctx.queries || []).filter((q) => !q.automatic);
  if (!offered.length) return null;
  const buttons = offered.map((q) => {
    const refusal2 = `query:${q.name}`;
    const common = { refusal: refusal2, ctx, reason: q.reason, disabled: !q.allowed, key: `query-${q.name}`, testid: `tw-query-${q.name}`, title: q.description || void 0 };
    if (q.standing) {
      return button(`${q.label}: ${q.on ? "on" : "off"}`, { ...common, pressed: !!q.on, onClick: () => ctx.follow(q.name, !q.on) });
    }
    return button(q.label, { ...common, onClick: () => ctx.ask(q.name, {}) });
  });
  return h("div", { class: "tw-help", role: "group", "aria-label": "Help", testid: "tw-help" }, buttons);
}
function showAskedAnswer(root, ctx, previous) {
  const name = ctx.local.asked;
  const answer = name && ctx.answers[name];
  if (!answer) return;
  const before = previous && previous.answers ? previous.answers[name] : void 0;
  if (before !== void 0 && JSON.stringify(before) === JSON.stringify(answer)) return;
  ctx.local.asked = null;
  const node = root.querySelector(`[data-answer="${CSS.escape(name)}"]`);
  if (node && node.scrollIntoView) node.scrollIntoView({ block: "nearest", behavior: prefersReducedMotion() ? "auto" : "smooth" });
}
function defaultAnswers(ctx, drawn = []) {
  const skip = new Set(drawn);
  return Object.entries(ctx.answers || {}).filter(([name, answer]) => !skip.has(name) && answer && answer.text).map(([name, answer]) => {
    const q = ctx.query ? ctx.query(name) : null;
    const coach = coachAnswer(ctx, name, answer, q);
    if (coach) return coach;
    return h(
      "div",
      { class: "tw-answer", role: "status", testid: `tw-answer-${name}`, dataset: { answer: name } },
      q ? h("strong", { class: "tw-answer-title" }, `${q.label}: `) : null,
      h("span", { class: "tw-answer-text" }, answer.text)
    );
  });
}
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
      }, 4e3);
    },
    disarm() {
      armed = false;
      clearTimeout(timer);
    },
    cancel() {
      clearTimeout(timer);
    }
  };
}
function gameControls(ctx, model, newGame) {
  const undo = ctx.undo_allowed ? button("Undo", {
    onClick: () => model.send({ type: "undo" }),
    disabled: !ctx.log.length || ctx.handover,
    reason: ctx.handover ? "Continue first." : "No move to undo yet.",
    refusal: "undo",
    ctx,
    testid: "tw-undo",
    small: true
  }) : null;
  const fresh = button(newGame.armed ? "Really start over?" : "New game", {
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
    primary: newGame.armed
  });
  return [undo, fresh];
}
function createStatusLine() {
  const el = h("div", { class: "tw-status", testid: "tw-status", "aria-live": "assertive", "aria-atomic": "true" });
  let shown = { kind: "", text: "" };
  let timer = null;
  function show(kind, text) {
    if (shown.kind === kind && shown.text === text) {
      if (!text) return;
      clear(el);
      clearTimeout(timer);
      timer = setTimeout(() => fill(kind, text), 30);
      return;
    }
    fill(kind, text);
  }
  function fill(kind, text) {
    shown = { kind, text };
    clear(el);
    el.dataset.kind = kind;
    if (kind === "error") {
      el.append(
        h(
          "div",
          { class: "tw-error", role: "alert", testid: "tw-error" },
          h("span", { class: "tw-error-icon", "aria-hidden": "true" }, "⚠"),
          h("span", { class: "tw-error-text" }, text)
        )
      );
    } else if (kind === "refusal") {
      el.append(
        h(
          "div",
          { class: "tw-refusal", testid: "tw-refusal" },
          h("span", { class: "tw-refusal-icon", "aria-hidden": "true" }, "i"),
          h("span", { class: "tw-refusal-text" }, text)
        )
      );
    }
  }
  return {
    el,
    /** Show why `key` is refused: ctx.refusals[key] ?? ctx.refusals[type] ?? fallback ?? generic. */
    refuse(ctx, key, fallback) {
      show("refusal", refusalText(ctx.refusals, key, fallback));
    },
    /** Called on every draw: a new error shows; a new revision clears an old refusal. */
    update(ctx, previous) {
      const errorChanged = !previous || previous.error !== ctx.error;
      const newRevision = !previous || previous.revision !== ctx.revision;
      if (ctx.error && errorChanged) fill("error", ctx.error);
      else if (shown.kind === "refusal" && newRevision) fill(ctx.error ? "error" : "", ctx.error || "");
      else if (shown.kind === "error" && !ctx.error) fill("", "");
    }
  };
}
function drawHandover(ctx, model, root) {
  const screen = handoverScreen(seatName(ctx, ctx.seat), () => model.send({ type: "handover" }));
  requestAnimationFrame(() => {
    const b = screen.querySelector("button");
    if (b && root.contains(b)) b.focus();
  });
  return screen;
}
function drawBody(ctx, render) {
  const body = h("div", { class: "tw-body" });
  const drawn = render(ctx);
  if (drawn) body.append(...Array.isArray(drawn) ? drawn.flat().filter(Boolean) : [drawn]);
  return body;
}
function focusedKey(root) {
  const active = root.contains(document.activeElement) ? document.activeElement : null;
  const keyed = active && active.closest("[data-key]");
  return keyed ? keyed.getAttribute("data-key") : null;
}
function restoreFocus(root, key) {
  if (!key) return;
  const again = root.querySelector(`[data-key="${CSS.escape(key)}"]`);
  if (again) again.focus();
}
function newLines(before, after) {
  if (!after.length || JSON.stringify(before) === JSON.stringify(after)) return [];
  if (!before.length) return after.slice();
  const last = before[before.length - 1];
  for (let j = after.length - 1; j >= 0; j--) {
    if (after[j] === last && j < after.length - 1) return after.slice(j + 1);
    if (after[j] === last) return [];
  }
  return after.slice(-1);
}

// tabletop_widgets/ui/js/kit/cards.js
var SUITS = {
  S: { symbol: "♠", name: "Spades", color: "black" },
  H: { symbol: "♥", name: "Hearts", color: "red" },
  D: { symbol: "♦", name: "Diamonds", color: "red" },
  C: { symbol: "♣", name: "Clubs", color: "black" }
};
var RANKS = {
  A: { label: "A", name: "Ace" },
  2: { label: "2", name: "2" },
  3: { label: "3", name: "3" },
  4: { label: "4", name: "4" },
  5: { label: "5", name: "5" },
  6: { label: "6", name: "6" },
  7: { label: "7", name: "7" },
  8: { label: "8", name: "8" },
  9: { label: "9", name: "9" },
  T: { label: "10", name: "10" },
  J: { label: "J", name: "Jack" },
  Q: { label: "Q", name: "Queen" },
  K: { label: "K", name: "King" }
};
var RANK_ORDER = "A23456789TJQK";
var SUIT_ORDER = "SHDC";
var DECK = Array.from(SUIT_ORDER).flatMap((suit) => Array.from(RANK_ORDER, (rank) => rank + suit));
function parseCard(code) {
  const text = String(code || "").trim().toUpperCase();
  if (text === "JK") return { code: "JK", rank: null, suit: null, joker: true, standsFor: null };
  if (text.startsWith("JK:")) {
    const inner = parseCard(text.slice(3));
    if (!inner || inner.joker) return null;
    return { code: text, rank: inner.rank, suit: inner.suit, joker: true, standsFor: inner.code };
  }
  const m = /^(10|[2-9TJQKA])([SHDC])$/.exec(text);
  if (!m) return null;
  const rank = m[1] === "10" ? "T" : m[1];
  return { code: rank + m[2], rank, suit: m[2], joker: false, standsFor: null };
}
function cardName(code) {
  const c = parseCard(code);
  if (!c) return String(code);
  const plain = c.rank ? `${RANKS[c.rank].name} of ${SUITS[c.suit].name}` : "";
  if (c.joker) return c.standsFor ? `Joker as ${plain}` : "Joker";
  return plain;
}
function cardLabel(code) {
  const c = parseCard(code);
  if (!c) return String(code);
  if (c.joker && !c.standsFor) return "JK";
  return `${RANKS[c.rank].label}${SUITS[c.suit].symbol}`;
}
function cardShell(tag, { classes, label, selected: selected2, disabled, onClick, testid, key, size, dataset, refusal: refusal2, ctx }) {
  const interactive = typeof onClick === "function";
  const el = h(
    interactive ? "button" : "div",
    {
      class: ["tw-card", size && `tw-card--${size}`, selected2 && "is-selected", disabled && "is-disabled", ...classes],
      type: interactive ? "button" : void 0,
      role: interactive ? void 0 : "img",
      "aria-label": label,
      "aria-pressed": interactive && selected2 !== void 0 ? String(!!selected2) : void 0,
      title: label,
      testid,
      "data-key": key,
      "data-roving": interactive ? "" : void 0,
      dataset
    }
  );
  if (interactive) {
    refusable(el, { disabled, refusal: refusal2, ctx });
    el.addEventListener("click", (event) => {
      if (disabled) {
        if (ctx && refusal2 && typeof ctx.refuse === "function") ctx.refuse(refusal2);
        return;
      }
      onClick(event);
    });
  } else if (disabled) {
    el.setAttribute("aria-disabled", "true");
  }
  return el;
}
function card(code, opts = {}) {
  const { faceDown = false } = opts;
  if (faceDown) {
    const el2 = cardShell("div", { ...opts, classes: ["tw-card--back"], label: opts.label || "face-down card" });
    el2.append(h("span", { class: "tw-card-back", "aria-hidden": "true" }));
    return el2;
  }
  const c = parseCard(code);
  if (!c) {
    return cardShell("div", { ...opts, classes: ["tw-card--unknown"], label: opts.label || `unknown card ${code}` });
  }
  const name = cardName(code);
  const red = c.suit && SUITS[c.suit].color === "red";
  const el = cardShell("div", {
    ...opts,
    classes: [red ? "tw-card--red" : "tw-card--black", c.joker && "tw-card--joker"],
    label: opts.label || name,
    dataset: { card: c.code, ...opts.dataset || {} }
  });
  const face = h("span", { class: "tw-card-face", "aria-hidden": "true" });
  if (c.joker && !c.standsFor) {
    face.append(
      h("span", { class: "tw-card-corner" }, h("span", { class: "tw-card-rank" }, "JK")),
      h("span", { class: "tw-card-pip tw-card-pip--joker" }, "★"),
      h("span", { class: "tw-card-name" }, "Joker")
    );
  } else {
    const rank = RANKS[c.rank].label;
    const sym = SUITS[c.suit].symbol;
    face.append(
      h("span", { class: "tw-card-corner" }, h("span", { class: "tw-card-rank" }, rank), h("span", { class: "tw-card-suit" }, sym)),
      h("span", { class: "tw-card-pip" }, ["J", "Q", "K"].includes(c.rank) ? rank : sym),
      h("span", { class: "tw-card-corner tw-card-corner--br" }, h("span", { class: "tw-card-rank" }, rank), h("span", { class: "tw-card-suit" }, sym))
    );
    if (c.joker) face.append(h("span", { class: "tw-card-jokertag" }, "★ joker"));
  }
  el.append(face);
  return el;
}
function cardRow(cards, { label, fan = false, testid } = {}) {
  return h("div", { class: ["tw-card-row", fan && "tw-card-row--fan"], role: "group", "aria-label": label, testid }, cards);
}

// tabletop_widgets/gin_rummy/widget.js
var nameOf = seatName;
function refusal(ctx, key, disabled) {
  return { disabled, refusal: key, ctx, reason: ctx.refusals["*"] };
}
var SELECT_FIRST = "Select a card of your hand first.";
function meldKind(meld) {
  return meld.length && meld.every((c) => c[0] === meld[0][0]) ? "Group" : "Run";
}
function cardsText(cards) {
  return (cards || []).map(cardLabel).join(" ");
}
function selected(ctx) {
  const v = ctx.view;
  const key = `${v.hand_no}/${v.turns}/${v.phase}`;
  if (ctx.local.key !== key) {
    ctx.local.key = key;
    ctx.local.selected = null;
  }
  const hand = v.hand || [];
  if (ctx.local.selected && !hand.includes(ctx.local.selected)) ctx.local.selected = null;
  return ctx.local.selected;
}
function canDiscardPhase(ctx) {
  return ctx.myTurn && ctx.view.phase === "discard";
}
function scoreboard(ctx) {
  const v = ctx.view;
  const totals = v.totals || [0, 0];
  const target = v.target || 0;
  const me = v.seat || 0;
  const rows = [me, 1 - me].map((s) => ({
    cells: [nameOf(ctx, s), String(totals[s])],
    testid: `gin-total-${s}`
  }));
  const caption = target > 0 ? `Match to ${target} — hand ${v.hand_no}` : `Single hand`;
  return scoreTable(["Player", "Points"], rows, { caption, testid: "gin-scores" });
}
function opponent(ctx) {
  const v = ctx.view;
  const opp = 1 - (v.seat || 0);
  const faceUp = v.opponent_hand;
  const n = v.opponent_cards || 0;
  const nodes = faceUp ? faceUp.map((c) => card(c, { size: "sm", key: `opp-${c}` })) : Array.from({ length: n }, (_, i) => card("AS", { faceDown: true, size: "sm", key: `opp-${i}`, label: "face-down card" }));
  const known = v.known && v.known[opp] || [];
  return h(
    "div",
    { class: "gin-opponent", testid: "gin-opponent" },
    h("div", { class: "gin-label" }, `${nameOf(ctx, opp)}: ${plural(n, "card")}`, known.length ? ` (took ${cardsText(known)} from the discard pile)` : ""),
    motionSource(cardRow(nodes, { label: `${nameOf(ctx, opp)}'s hand`, fan: true, testid: "gin-opponent-hand" }), `seat-${opp}`)
  );
}
function motionSource(el, name) {
  el.dataset.motionSource = name;
  return el;
}
function piles(ctx) {
  const v = ctx.view;
  const stockMove = ctx.isLegal({ type: "draw", source: "stock" }).length > 0;
  const discardMove = ctx.isLegal({ type: "draw", source: "discard" }).length > 0;
  const top = (v.discard || []).slice(-1)[0];
  const stockCard = card("AS", {
    faceDown: true,
    key: "stock",
    testid: "gin-stock",
    dataset: { motionSource: "stock" },
    label: `Stock, ${plural(v.stock_count || 0, "card")}${stockMove ? ": draw the top card" : ""}`,
    onClick: () => ctx.send({ type: "draw", source: "stock" }),
    ...refusal(ctx, "draw:stock", !stockMove)
  });
  const discardCard = top ? card(top, {
    key: "discard",
    testid: "gin-discard-pile",
    dataset: { motionFrom: `seat-${1 - (v.seat || 0)}` },
    label: `Discard pile, top card ${cardLabel(top)}${discardMove ? ": take it" : ""}`,
    onClick: () => ctx.send({ type: "draw", source: "discard" }),
    ...refusal(ctx, "draw:discard", !discardMove)
  }) : h("div", { class: "gin-empty", testid: "gin-discard-empty" }, "empty");
  const buttons = h(
    "div",
    { class: "gin-draw-buttons" },
    button(`Draw from stock (${v.stock_count || 0})`, {
      onClick: () => ctx.send({ type: "draw", source: "stock" }),
      ...refusal(ctx, "draw:stock", !stockMove),
      key: "btn-stock",
      testid: "gin-draw-stock",
      primary: stockMove
    }),
    button(top ? `Take ${cardLabel(top)}` : "Discard pile empty", {
      onClick: () => ctx.send({ type: "draw", source: "discard" }),
      ...refusal(ctx, "draw:discard", !discardMove),
      key: "btn-discard-pile",
      testid: "gin-draw-discard"
    })
  );
  return h(
    "div",
    { class: "gin-piles", testid: "gin-piles" },
    h("div", { class: "gin-pile" }, h("div", { class: "gin-label" }, "Stock"), stockCard),
    h("div", { class: "gin-pile" }, h("div", { class: "gin-label" }, "Discard"), discardCard),
    buttons
  );
}
function handCard(ctx, c) {
  const v = ctx.view;
  const active = canDiscardPhase(ctx);
  const sel = selected(ctx);
  const after = (v.after_discard || {})[c];
  const extra = [];
  if (c === v.drawn) extra.push("just drawn");
  if (c === v.taken && active) extra.push("taken from the discard pile");
  if (active && after !== void 0) extra.push(`discarding it leaves ${after} deadwood`);
  const clickable = ctx.mode !== "reveal" && !ctx.terminal;
  const node = card(c, {
    selected: active ? sel === c : void 0,
    onClick: clickable ? () => {
      ctx.local.selected = sel === c ? null : c;
      ctx.rerender();
    } : void 0,
    ...clickable ? refusal(ctx, "discard", !active) : {},
    key: `hand-${c}`,
    testid: `card-${c}`,
    dataset: { motionFrom: "stock" },
    label: extra.length ? `${cardLabel(c)} (${extra.join("; ")})` : void 0
  });
  if (c === v.drawn) node.classList.add("gin-drawn");
  if (c === v.taken) node.classList.add("gin-taken");
  return node;
}
function yourHand(ctx) {
  const v = ctx.view;
  const arr = v.arrangement || { melds: [], deadwood_cards: [], deadwood: 0 };
  const groups = [];
  arr.melds.forEach((meld, i) => {
    groups.push(
      h(
        "div",
        { class: "gin-meld", testid: `gin-meld-${i}` },
        h("div", { class: "gin-label" }, `${meldKind(meld)}`),
        cardRow(meld.map((c) => handCard(ctx, c)), { label: `${meldKind(meld)} ${cardsText(meld)}` })
      )
    );
  });
  groups.push(
    h(
      "div",
      { class: "gin-meld gin-deadwood-cards", testid: "gin-deadwood-cards" },
      h("div", { class: "gin-label" }, "Deadwood"),
      arr.deadwood_cards.length ? cardRow(arr.deadwood_cards.map((c) => handCard(ctx, c)), { label: `Deadwood ${cardsText(arr.deadwood_cards)}` }) : h("div", { class: "gin-empty" }, "none")
    )
  );
  const row = h("div", { class: "gin-hand", testid: "gin-hand", role: "group", "aria-label": "Your hand, sorted into melds and deadwood" }, groups);
  roving(row);
  const count = h(
    "div",
    { class: "gin-deadwood", testid: "gin-deadwood", "aria-live": "polite" },
    `Deadwood: ${arr.deadwood}`,
    (v.hand || []).length === 11 ? " (11 cards: discard one)" : arr.deadwood <= (v.knock_limit || 10) ? " — low enough to knock" : ""
  );
  return h("div", { class: "gin-your-hand" }, h("div", { class: "gin-label" }, `Your hand (${nameOf(ctx, v.seat || 0)})`), count, row);
}
function actions(ctx) {
  if (ctx.terminal) return null;
  const v = ctx.view;
  const active = canDiscardPhase(ctx);
  const sel = selected(ctx);
  const label = sel ? cardLabel(sel) : "";
  function act(type, what) {
    const legal = sel ? ctx.isLegal({ type, card: sel }).length > 0 : false;
    const key = !active || ctx.refusals[type] || !sel ? type : `${type}:${sel}`;
    const fallback = active && !sel && !ctx.refusals[type] ? SELECT_FIRST : ctx.refusals["*"];
    return button(sel ? `${what} ${label}` : what, {
      onClick: () => ctx.send({ type, card: sel }),
      disabled: !legal,
      refusal: key,
      ctx,
      reason: fallback,
      primary: legal && type !== "discard",
      key: `btn-${type}`,
      testid: `gin-${type}`
    });
  }
  const notes = [];
  const takenNote = active && v.taken ? ctx.refusals[`discard:${v.taken}`] : "";
  if (takenNote) notes.push(h("p", { class: "gin-note", testid: "gin-taken-note" }, takenNote));
  if (active) {
    for (const type of ["knock", "gin"]) {
      const why = ctx.refusals[type];
      if (why) notes.push(h("p", { class: "gin-hint", testid: `gin-${type}-reason` }, `${type === "knock" ? "Knock" : "Gin"}: ${why}`));
    }
  }
  return h("div", { class: "gin-actions", testid: "gin-actions" }, h("div", { class: "gin-buttons" }, act("discard", "Discard"), act("knock", "Knock with"), act("gin", "Gin with")), notes);
}
function showdownTitle(last) {
  return `Hand ${last.hand_no}: ${last.kind === "draw" ? "draw" : last.kind}`;
}
function showdownParts(ctx, last) {
  const parts = [];
  if (last.kind !== "draw" && last.hands) {
    const knocker = last.knocker;
    const defender = 1 - knocker;
    const meldRows = (melds) => melds.map((m, i) => cardRow(m.map((c) => card(c, { size: "sm", key: `sd-${c}` })), { label: `${meldKind(m)} ${cardsText(m)}`, testid: `gin-sd-meld-${i}` }));
    parts.push(
      h("div", { class: "gin-sd-side", testid: "gin-sd-knocker" }, h("div", { class: "gin-label" }, `${nameOf(ctx, knocker)} (${last.kind === "gin" ? "Gin" : "knocked"}): deadwood ${last.knocker_deadwood}`), meldRows(last.knocker_melds), last.knocker_deadwood_cards.length ? h("div", { class: "gin-sd-dead" }, `Deadwood: ${cardsText(last.knocker_deadwood_cards)}`) : null),
      h("div", { class: "gin-sd-side", testid: "gin-sd-defender" }, h("div", { class: "gin-label" }, `${nameOf(ctx, defender)} (defender): ${last.defender_deadwood_before_layoffs} before layoffs, ${last.defender_deadwood} after`), meldRows(last.defender_melds), last.layoffs.length ? h("div", { class: "gin-sd-layoffs", testid: "gin-sd-layoffs" }, last.layoffs.map((l) => h("div", {}, `Lays off ${cardLabel(l.card)} on ${cardsText(l.onto)}`))) : null, last.defender_deadwood_cards.length ? h("div", { class: "gin-sd-dead" }, `Deadwood: ${cardsText(last.defender_deadwood_cards)}`) : null)
    );
  }
  parts.push(h("ol", { class: "gin-sd-lines", testid: "gin-sd-lines" }, (last.lines || []).map((line) => h("li", {}, line))));
  return parts;
}
function showdown(ctx) {
  const v = ctx.view;
  const last = v.last_hand;
  if (!last) return null;
  const open = ctx.terminal || v.turns === 0 && last.hand_no === v.hand_no - 1;
  return h("details", { class: "gin-showdown", testid: "gin-showdown", open: open || void 0, "data-motion-skip": "" }, h("summary", {}, showdownTitle(last)), showdownParts(ctx, last));
}
function heldShowdown(ctx, hold) {
  const v = ctx.view;
  const last = v.last_hand;
  const felt = table(
    [
      h("div", { class: "gin-status", testid: "gin-status", role: "status" }, `Hand ${last.hand_no} is over.`),
      h("div", { class: "gin-showdown is-held", testid: "gin-showdown" }, h("h3", { class: "gin-sd-title" }, showdownTitle(last)), showdownParts(ctx, last)),
      continueBar(hold, { label: `Continue to hand ${v.hand_no}`, next: `Hand ${v.hand_no}` })
    ],
    { label: "Gin Rummy table: the showdown", testid: "gin-table" }
  );
  felt.classList.add("tw-showdown-held");
  return h("div", { class: "gin-layout" }, felt, h("div", { class: "gin-side" }, panel("Score", scoreboard(ctx))));
}
function status(ctx) {
  const v = ctx.view;
  if (ctx.closed) return "The match was stopped: it has no winner.";
  if (ctx.terminal) {
    const t = v.totals || [0, 0];
    if ((v.target || 0) > 0) {
      const w = t[0] >= t[1] ? 0 : 1;
      return `${subjectVerb(nameOf(ctx, w), "wins")} the match, ${t[w]} to ${t[1 - w]}.`;
    }
    return "The hand is over.";
  }
  if (!ctx.myTurn) return `${nameOf(ctx, v.current)} to play.`;
  if (v.phase === "draw") return "Your turn: draw from the stock or take the top discard.";
  return "Select a card, then discard it (or knock / go Gin).";
}
function draw(ctx) {
  const v = ctx.view;
  if (!v || v.hand === void 0) return h("div", { class: "gin-empty" }, "Waiting for the game…");
  const hold = showdownHold(ctx, v.last_hand ? `hand-${v.last_hand.hand_no}` : null);
  if (hold && !ctx.terminal) return heldShowdown(ctx, hold);
  const felt = table(
    [
      h("div", { class: "gin-status", testid: "gin-status" }, status(ctx), ctx.mode === "reveal" ? badge("Teacher view: all hands shown", { kind: "warn" }) : null),
      opponent(ctx),
      piles(ctx),
      yourHand(ctx),
      actions(ctx)
    ],
    { label: "Gin Rummy table", testid: "gin-table" }
  );
  felt.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    const source = key === "s" ? "stock" : key === "d" ? "discard" : null;
    if (!source) return;
    event.preventDefault();
    if (ctx.isLegal({ type: "draw", source }).length) {
      ctx.local.focusDrawn = true;
      ctx.send({ type: "draw", source });
    } else ctx.refuse(`draw:${source}`, ctx.refusals["*"]);
  });
  if (ctx.local.focusDrawn && v.drawn && v.phase === "discard") {
    ctx.local.focusDrawn = false;
    queueMicrotask(() => {
      const drawn = felt.querySelector(`[data-key="hand-${CSS.escape(v.drawn)}"]`);
      if (drawn) drawn.focus();
    });
  }
  const keys = h("p", { class: "gin-hint tw-keys-help", testid: "gin-keys" }, "Keys: S = draw from the stock, D = take the discard, Tab/arrows = move between cards, Enter = select.");
  return h("div", { class: "gin-layout" }, felt, h("div", { class: "gin-side" }, panel("Score", scoreboard(ctx)), showdown(ctx), keys));
}
var widget_default = {
  render({ model, el }) {
    return mountGame({ model, el, title: "Gin Rummy", render: draw });
  }
};
export {
  widget_default as default
};
