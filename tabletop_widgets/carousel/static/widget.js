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
function refusable(el, { disabled, refusal, ctx, reason } = {}) {
  if (!disabled) return el;
  el.classList.add("is-disabled");
  el.setAttribute("aria-disabled", "true");
  const text = ctx && refusal ? refusalText(ctx.refusals, refusal, reason) : reason;
  if (text) {
    if (!el.hasAttribute("title")) el.setAttribute("title", text);
    el.setAttribute("aria-description", text);
  }
  if (refusal) el.dataset.refusal = refusal;
  return el;
}
function button(label, onClickOrOpts = {}, maybeOpts = {}) {
  const opts = typeof onClickOrOpts === "function" ? { ...maybeOpts, onClick: onClickOrOpts } : onClickOrOpts || {};
  const { onClick, disabled = false, refusal, ctx, reason, primary = false, testid, key, title, pressed, small = false } = opts;
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
  refusable(el, { disabled, refusal, ctx, reason });
  el.addEventListener("click", (event) => {
    if (disabled) {
      if (ctx && refusal && typeof ctx.refuse === "function") ctx.refuse(refusal, reason);
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
    const refusal = `query:${q.name}`;
    const common = { refusal, ctx, reason: q.reason, disabled: !q.allowed, key: `query-${q.name}`, testid: `tw-query-${q.name}`, title: q.description || void 0 };
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
function cardShell(tag, { classes, label, selected, disabled, onClick, testid, key, size, dataset, refusal, ctx }) {
  const interactive = typeof onClick === "function";
  const el = h(
    interactive ? "button" : "div",
    {
      class: ["tw-card", size && `tw-card--${size}`, selected && "is-selected", disabled && "is-disabled", ...classes],
      type: interactive ? "button" : void 0,
      role: interactive ? void 0 : "img",
      "aria-label": label,
      "aria-pressed": interactive && selected !== void 0 ? String(!!selected) : void 0,
      title: label,
      testid,
      "data-key": key,
      "data-roving": interactive ? "" : void 0,
      dataset
    }
  );
  if (interactive) {
    refusable(el, { disabled, refusal, ctx });
    el.addEventListener("click", (event) => {
      if (disabled) {
        if (ctx && refusal && typeof ctx.refuse === "function") ctx.refuse(refusal);
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

// tabletop_widgets/carousel/widget.js
var isJoker = (c) => c.startsWith("JK");
var standsFor = (c) => c.startsWith("JK:") ? c.slice(3) : c;
var same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
function arrangement(ctx) {
  const v = ctx.view;
  const key = JSON.stringify([v.round, v.table, v.hand, v.may_play]);
  const L = ctx.local;
  if (L.key !== key) {
    L.key = key;
    L.melds = (v.table || []).map((m) => m.slice());
    L.hand = (v.hand || []).slice();
    L.selected = [];
    L.requested = null;
  }
  const verdict = ctx.answers.check;
  if (verdict && verdict.ordered && same(verdict.melds, L.melds) && !same(verdict.ordered, L.melds)) {
    L.melds = verdict.ordered.map((m) => m.slice());
    L.selected = [];
  }
  return L;
}
function verdictFor(ctx, L) {
  const verdict = ctx.answers.check;
  if (verdict && verdict.ordered && (same(verdict.ordered, L.melds) || same(verdict.melds, L.melds))) return verdict;
  const check = ctx.query("check");
  const asked = JSON.stringify([L.key, L.melds]);
  if (check && check.allowed && ctx.view.may_play && ctx.myTurn && L.requested !== asked) {
    L.requested = asked;
    ctx.ask("check", { melds: L.melds.map((m) => m.slice()) });
  }
  return null;
}
function reset(ctx) {
  ctx.local.key = null;
  arrangement(ctx);
}
var sel = (L, where, i) => L.selected.findIndex((x) => x.where === where && x.i === i);
function toggle(L, where, i) {
  const k = sel(L, where, i);
  if (k >= 0) L.selected.splice(k, 1);
  else L.selected.push({ where, i });
}
function takeSelected(L, originalTable) {
  const picked = [];
  const byMeld = /* @__PURE__ */ new Map();
  const handIdx = [];
  for (const s of L.selected) {
    if (s.where === "hand") handIdx.push(s.i);
    else {
      const m = Number(s.where.slice(5));
      if (!byMeld.has(m)) byMeld.set(m, []);
      byMeld.get(m).push(s.i);
    }
  }
  for (const i of handIdx.sort((a, b) => b - a)) picked.push(...L.hand.splice(i, 1));
  for (const [m, idx] of byMeld) for (const i of idx.sort((a, b) => b - a)) picked.push(...L.melds[m].splice(i, 1));
  L.selected = [];
  return picked;
}
function dropEmpty(L) {
  L.melds = L.melds.filter((m) => m.length > 0);
}
function moveTo(L, target) {
  const cards = takeSelected(L).map((c) => c);
  if (!cards.length) return;
  let meld;
  if (target === "new" || target >= L.melds.length) {
    L.melds.push([]);
    meld = L.melds[L.melds.length - 1];
  } else meld = L.melds[target];
  for (const c of cards) meld.push(c);
  dropEmpty(L);
}
function backToHand(L, originalHand) {
  const counts = {};
  for (const c of originalHand) counts[c] = (counts[c] || 0) + 1;
  for (const c of L.hand) counts[c] -= 1;
  const keep = [];
  for (const s of L.selected) {
    if (s.where === "hand") continue;
    const m = Number(s.where.slice(5));
    const c = L.melds[m][s.i];
    const phys = isJoker(c) ? "JK" : c;
    if ((counts[phys] || 0) > 0) {
      counts[phys] -= 1;
      keep.push(s);
    }
  }
  L.selected = keep;
  const cards = takeSelected(L);
  for (const c of cards) L.hand.push(isJoker(c) ? "JK" : c);
  dropEmpty(L);
}
function playedCount(L, originalHand) {
  return originalHand.length - L.hand.length;
}
function cardNode(ctx, L, where, i, code, opts = {}) {
  const selected = sel(L, where, i) >= 0;
  const clickable = ctx.mode !== "reveal" && !ctx.terminal;
  const node = card(code, {
    selected: ctx.view.may_play ? selected : void 0,
    onClick: clickable ? () => {
      toggle(L, where, i);
      ctx.rerender();
    } : void 0,
    disabled: !ctx.view.may_play,
    refusal: "play",
    ctx,
    key: `${where}-${i}-${code}`,
    testid: `${where}-card-${i}`,
    size: opts.size
  });
  if (ctx.view.may_play) {
    node.draggable = true;
    node.addEventListener("dragstart", (e) => {
      if (sel(L, where, i) < 0) L.selected.push({ where, i });
      e.dataTransfer.setData("text/plain", "carousel");
      e.dataTransfer.effectAllowed = "move";
    });
  }
  return node;
}
function dropZone(node, ctx, L, target) {
  node.addEventListener("dragover", (e) => {
    e.preventDefault();
    node.classList.add("cs-over");
  });
  node.addEventListener("dragleave", () => node.classList.remove("cs-over"));
  node.addEventListener("drop", (e) => {
    e.preventDefault();
    if (target === "hand") backToHand(L, ctx.view.hand || []);
    else moveTo(L, target);
    ctx.rerender();
  });
  return node;
}
function jokerMenus(ctx, L, m) {
  const meld = L.melds[m];
  const menus = [];
  meld.forEach((c, i) => {
    if (!isJoker(c)) return;
    const original = (ctx.view.table || []).flat().includes(c);
    const select = h(
      "select",
      {
        class: "cs-joker-name",
        testid: `joker-name-${m}-${i}`,
        "aria-label": `Card the joker stands for (meld ${m + 1})`,
        onChange: (e) => {
          meld[i] = "JK:" + e.target.value;
          ctx.rerender();
        }
      },
      c === "JK" ? h("option", { value: "", selected: true }, "naming…") : null,
      DECK.map((name) => h("option", { value: name, selected: standsFor(c) === name }, cardLabel(name)))
    );
    menus.push(h("label", { class: "cs-joker-label", dataset: { original: original ? "true" : "false" } }, "Joker = ", select));
  });
  return menus;
}
function drawTable(ctx, L, verdict) {
  const v = ctx.view;
  const rows = L.melds.map((meld, m) => {
    const problem = verdict ? (verdict.problems || {})[String(m)] : null;
    const cards = cardRow(meld.map((c, i) => cardNode(ctx, L, `meld-${m}`, i, c, { size: "sm" })), { label: `Meld ${m + 1}`, testid: `meld-${m}-cards` });
    roving(cards);
    const tools = v.may_play ? [
      button("Move here", { small: true, disabled: !L.selected.length, reason: "Select cards first", refusal: "arrange", ctx, onClick: () => {
        moveTo(L, m);
        ctx.rerender();
      }, key: `move-${m}`, testid: `meld-${m}-move` }),
      button("Split", {
        small: true,
        disabled: !(L.selected.length === 1 && L.selected[0].where === `meld-${m}` && L.selected[0].i > 0),
        reason: "Select the card where the second part starts",
        refusal: "arrange",
        ctx,
        onClick: () => {
          const at = L.selected[0].i;
          L.melds.splice(m + 1, 0, meld.splice(at));
          L.selected = [];
          ctx.rerender();
        },
        key: `split-${m}`,
        testid: `meld-${m}-split`
      }),
      button("Join next", {
        small: true,
        disabled: m + 1 >= L.melds.length,
        reason: "There is no next meld",
        refusal: "arrange",
        ctx,
        onClick: () => {
          L.melds.splice(m, 2, meld.concat(L.melds[m + 1]));
          L.selected = [];
          ctx.rerender();
        },
        key: `join-${m}`,
        testid: `meld-${m}-join`
      })
    ] : [];
    return dropZone(
      h(
        "div",
        { class: ["cs-meld", problem ? "cs-invalid" : ""], testid: `meld-${m}`, dataset: { valid: !verdict ? "pending" : problem ? "false" : "true" } },
        cards,
        ...jokerMenus(ctx, L, m),
        h("span", { class: "cs-tools" }, ...tools),
        problem ? h("div", { class: "cs-problem", role: "note", testid: `meld-${m}-problem` }, `⚠ ${problem}`) : null
      ),
      ctx,
      L,
      m
    );
  });
  const newMeld = v.may_play ? dropZone(
    h(
      "div",
      { class: "cs-meld cs-new" },
      button("New meld from selected", { disabled: !L.selected.length, reason: "Select cards first", refusal: "arrange", ctx, onClick: () => {
        moveTo(L, "new");
        ctx.rerender();
      }, key: "new-meld", testid: "new-meld" })
    ),
    ctx,
    L,
    "new"
  ) : null;
  return panel("Table", [rows.length ? rows : h("p", { class: "cs-empty" }, "The table is empty."), newMeld], { testid: "cs-table" });
}
function drawHand(ctx, L) {
  const v = ctx.view;
  const row = cardRow(L.hand.map((c, i) => cardNode(ctx, L, "hand", i, c)), { label: "Your hand", testid: "cs-hand-cards" });
  roving(row);
  const back = v.may_play ? button("Back to hand", { small: true, disabled: !L.selected.some((s) => s.where !== "hand"), reason: "Select cards you placed this turn", refusal: "arrange", ctx, onClick: () => {
    backToHand(L, v.hand || []);
    ctx.rerender();
  }, key: "back", testid: "back-to-hand" }) : null;
  return dropZone(panel(`Your hand (${v.hand_value} points)`, [row, back], { testid: "cs-hand" }), ctx, L, "hand");
}
function drawLabel(v) {
  if (v.draws === 0) return "Draw a card";
  if (v.draws === 1) return "Draw a 2nd card (instead of playing now)";
  return "Draw a 3rd card and end your turn (no play after it)";
}
function drawControls(ctx, L, verdict) {
  const v = ctx.view;
  const placed = playedCount(L, v.hand || []);
  const legal = (type) => ctx.isLegal({ type }).length > 0;
  const out = [];
  if (v.may_play) {
    const problem = verdict ? verdict.problem : null;
    out.push(
      button(`Submit play (${placed} card${placed === 1 ? "" : "s"})`, {
        primary: true,
        disabled: !!problem,
        refusal: "play:table",
        ctx,
        reason: problem,
        onClick: () => ctx.send({ type: "play", melds: L.melds.map((m) => m.slice()) }),
        key: "submit",
        testid: "submit"
      })
    );
    out.push(button("Reset", { onClick: () => {
      reset(ctx);
      ctx.rerender();
    }, key: "reset", testid: "reset" }));
  }
  if (ctx.myTurn && v.step === "turn") out.push(button(drawLabel(v), { onClick: () => ctx.send({ type: "draw" }), disabled: !legal("draw"), refusal: "draw", ctx, key: "draw", testid: "draw" }));
  if (legal("pass")) out.push(button(v.step === "final" ? "Pass (no play)" : "Pass: end your turn", { onClick: () => ctx.send({ type: "pass" }), key: "pass", testid: "pass" }));
  if (ctx.myTurn) out.push(button(`Knock (${v.hand_value} points)`, { onClick: () => ctx.send({ type: "knock" }), disabled: !legal("knock"), refusal: "knock", ctx, key: "knock", testid: "knock" }));
  if (legal("end_turn")) out.push(button("End turn without knocking", { onClick: () => ctx.send({ type: "end_turn" }), key: "end-turn", testid: "end-turn" }));
  const hint = ctx.answers.hint || {};
  const hintNode = hint.text ? h("div", { class: "cs-hint", testid: "cs-hint", role: "status", dataset: { answer: "hint" } }, hint.text, hint.melds ? button("Use this play", { small: true, onClick: () => {
    L.melds = hint.melds.map((m) => m.slice());
    const used = (hint.cards || []).slice();
    L.hand = (v.hand || []).filter((c) => {
      const k = used.indexOf(c);
      if (k >= 0) {
        used.splice(k, 1);
        return false;
      }
      return true;
    });
    L.selected = [];
    ctx.rerender();
  }, key: "use-hint", testid: "use-hint" }) : null) : null;
  return h("div", { class: "cs-controls", testid: "cs-controls" }, ...out, hintNode);
}
function drawAuto(ctx) {
  const lines = ctx.view.auto || [];
  if (!lines.length) return null;
  return h("ul", { class: "cs-auto", testid: "cs-auto", "aria-label": "Made automatically" }, lines.map((line) => h("li", {}, line)));
}
function status(ctx) {
  const v = ctx.view;
  if (v.over) return "Game over.";
  if (ctx.closed) return ctx.closed;
  const who = seatName(ctx, v.current);
  const step = v.step === "final" ? "final lap: play or pass" : v.step === "end" ? "may knock" : `draw ${v.draws} of 3`;
  return `Round ${v.round} · ${who} to act (${step}) · stock ${v.stock}`;
}
function drawScores(ctx) {
  const v = ctx.view;
  const rows = ctx.names.map((_, i) => ({
    cells: [seatName(ctx, i), String((v.hand_sizes || [])[i] ?? ""), String((v.totals || [])[i] ?? 0), String((v.rounds_won || [])[i] ?? 0), String((ctx.scores || [])[i] ?? 0)],
    highlight: i === v.current,
    testid: `score-${i}`
  }));
  const last = (v.rounds || []).slice(-1)[0];
  const summary = last ? h("p", { class: "cs-last", testid: "cs-last-round" }, `Round ${last.round}: hands ${last.values.join(" / ")} points; ` + last.winners.map((w) => `${seatName(ctx, w)} +${last.points[w]}`).join(", ")) : null;
  return panel("Scores", [scoreTable(["Player", "Cards", "Round points", "Rounds won", "Score"], rows, { caption: "Round and game scores" }), summary], { testid: "cs-scores" });
}
function drawAllHands(ctx) {
  const hands = ctx.view.all_hands;
  if (!hands) return null;
  return panel(
    "Teacher view: every hand",
    hands.map((hand, i) => h("div", { class: "cs-reveal", testid: `reveal-${i}` }, h("span", {}, `${seatName(ctx, i)}: `), cardRow(hand.map((c) => card(c, { size: "sm" })), { label: `${seatName(ctx, i)}'s hand` }))),
    { testid: "cs-reveal" }
  );
}
function heldRound(ctx, hold, last) {
  const v = ctx.view;
  const hands = v.last_hands || [];
  const rows = hands.map(
    (hand, i) => h(
      "div",
      { class: "cs-reveal", testid: `cs-round-hand-${i}` },
      h("span", { class: "cs-round-who" }, `${seatName(ctx, i)}: ${last.values[i]} points in hand${last.winners.includes(i) ? ` — wins +${last.points[i]}` : ""}`),
      cardRow(hand.map((c) => card(c, { size: "sm" })), { label: `${seatName(ctx, i)}'s hand at the end of round ${last.round}` })
    )
  );
  const how = last.went_out !== null && last.went_out !== void 0 ? `${seatName(ctx, last.went_out)} went out` : last.knocker !== null && last.knocker !== void 0 ? `${seatName(ctx, last.knocker)} knocked` : "The stock ran out";
  const felt = table(
    [
      h("p", { class: "cs-status", testid: "cs-status", role: "status" }, `Round ${last.round} is over: ${how}.`),
      h("div", { class: "cs-round-end", testid: "cs-round-end" }, rows),
      drawScores(ctx),
      continueBar(hold, { label: `Continue to round ${v.round}`, next: `Round ${v.round}` })
    ],
    { label: "Carousel table: the end of the round" }
  );
  felt.classList.add("tw-showdown-held");
  return felt;
}
function draw(ctx) {
  if (!ctx.view || ctx.view.hand === void 0) return h("p", { class: "cs-empty" }, "Waiting for the game…");
  const lastRound = (ctx.view.rounds || []).slice(-1)[0];
  const hold = showdownHold(ctx, lastRound ? `round-${lastRound.round}` : null);
  if (hold && !ctx.view.over) return heldRound(ctx, hold, lastRound);
  const L = arrangement(ctx);
  const verdict = verdictFor(ctx, L);
  const felt = table(
    [h("p", { class: "cs-status", testid: "cs-status" }, status(ctx)), drawAuto(ctx), drawTable(ctx, L, verdict), drawHand(ctx, L), drawControls(ctx, L, verdict), drawScores(ctx), drawAllHands(ctx)],
    { label: "Carousel table" }
  );
  return felt;
}
var widget_default = {
  render({ model, el }) {
    return mountGame({ model, el, title: "Carousel", render: draw, drawnAnswers: ["check", "hint"] });
  }
};
export {
  widget_default as default
};
