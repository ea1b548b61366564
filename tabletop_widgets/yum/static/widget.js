// tabletop_widgets/ui/js/kit/dom.js
var SVG_NS = "http://www.w3.org/2000/svg";
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
function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}
function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}
function srOnly(text) {
  return h("span", { class: "tw-sr-only" }, text);
}
function plural(n, word, many = `${word}s`) {
  return `${n} ${n === 1 ? word : many}`;
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

// tabletop_widgets/ui/js/kit/dice.js
var PIPS = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 24], [72, 24], [28, 50], [72, 50], [28, 76], [72, 76]]
};
function dieFace(value) {
  const pips = PIPS[value] || [];
  return s(
    "svg",
    { class: "tw-die-svg", viewBox: "0 0 100 100", "aria-hidden": "true", focusable: "false" },
    s("rect", { class: "tw-die-body", x: 4, y: 4, width: 92, height: 92, rx: 18, ry: 18 }),
    pips.map(([cx, cy]) => s("circle", { class: "tw-die-pip", cx, cy, r: 9 }))
  );
}
function dieLabel(index, value, held = false) {
  const shown = PIPS[value] ? `showing ${value}` : "not rolled";
  return `die ${index + 1} ${shown}${held ? ", held" : ""}`;
}
function die(value, { index = 0, held = false, onClick, disabled = false, refusal, ctx, rolling = false, testid, key, label } = {}) {
  const interactive = typeof onClick === "function";
  const text = label || dieLabel(index, value, held);
  const el = h(
    interactive ? "button" : "div",
    {
      class: ["tw-die", held && "is-held", disabled && "is-disabled", !PIPS[value] && "is-blank"],
      type: interactive ? "button" : void 0,
      role: interactive ? void 0 : "img",
      "aria-label": text,
      "aria-pressed": interactive ? String(!!held) : void 0,
      "aria-disabled": disabled ? "true" : void 0,
      title: text,
      testid,
      "data-key": key,
      "data-value": PIPS[value] ? value : void 0,
      "data-roving": interactive ? "" : void 0
    },
    dieFace(value),
    h("span", { class: "tw-die-tag", "aria-hidden": "true" }, held ? "HELD" : "")
  );
  if (interactive) {
    refusable(el, { disabled, refusal, ctx });
    el.addEventListener("click", (event) => {
      if (!disabled) onClick(event);
      else if (ctx && refusal && typeof ctx.refuse === "function") ctx.refuse(refusal);
    });
  }
  if (rolling) {
    el.dataset.rolled = "true";
    rollAnimation(el);
  }
  return el;
}
function rollAnimation(el, { duration = 450 } = {}) {
  if (prefersReducedMotion()) {
    el.classList.remove("is-rolling");
    el.dataset.animated = "false";
    return false;
  }
  el.dataset.animated = "true";
  el.classList.add("is-rolling");
  el.style.setProperty("--tw-roll-ms", `${duration}ms`);
  setTimeout(() => el.classList.remove("is-rolling"), duration);
  return true;
}
function diceRow(dice, { label = "dice", testid } = {}) {
  return h("div", { class: "tw-dice-row", role: "group", "aria-label": label, testid }, dice);
}

// tabletop_widgets/yum/widget.js
var DICE = 5;
function fmt2(x) {
  return typeof x === "number" ? Number.isInteger(x) ? String(x) : x.toFixed(1) : "";
}
function sheetOf(view) {
  return view.sheet || [];
}
function boxLabel(view, box) {
  const entry = sheetOf(view).find((b) => b.box === box);
  return entry ? entry.label : box;
}
function holds(ctx) {
  const { local, view, previous } = ctx;
  const key = `${view.turn}/${view.rolls}`;
  if (local.key !== key) {
    const prev = previous && previous.view;
    const sameTurnNextRoll = prev && prev.turn === view.turn && view.rolls === prev.rolls + 1;
    local.hold = /* @__PURE__ */ new Set();
    if (sameTurnNextRoll && Array.isArray(local.sent)) {
      for (let i = 0; i < local.sent.length; i++) local.hold.add(i);
    }
    local.sent = null;
    local.key = key;
  }
  return local.hold;
}
function canHold(ctx) {
  const v = ctx.view;
  return ctx.myTurn && v.rolls > 0 && v.rolls_left > 0;
}
function drawDice(ctx) {
  const v = ctx.view;
  const dice = v.dice || [];
  const hold = holds(ctx);
  const prev = ctx.previous && ctx.previous.view;
  const rolled = !!prev && dice.length === DICE && (prev.turn === v.turn ? v.rolls === prev.rolls + 1 : v.rolls >= 1);
  const keptBefore = rolled && prev.turn === v.turn ? v.kept || 0 : 0;
  const active = canHold(ctx);
  const nodes = [];
  for (let i = 0; i < DICE; i++) {
    const value = dice[i] || 0;
    const held = active && hold.has(i);
    nodes.push(
      die(value, {
        index: i,
        held,
        onClick: () => {
          if (!active) return;
          if (hold.has(i)) hold.delete(i);
          else hold.add(i);
          ctx.rerender();
        },
        disabled: !active,
        refusal: "hold",
        ctx,
        rolling: rolled && i >= keptBefore,
        testid: `die-${i}`,
        key: `die-${i}`,
        label: !value ? `die ${i + 1} not rolled yet` : void 0
      })
    );
  }
  const advice = coachOf(ctx);
  const coach = advice && advice.best && advice.best.kind === "keep" ? new Set(advice.best.hold || []) : null;
  if (coach && active) {
    nodes.forEach((node, i) => {
      if (!coach.has(i)) return;
      node.classList.add("is-coach-keep");
      node.setAttribute("aria-label", `${node.getAttribute("aria-label")}, coach keeps it`);
      if (!hold.has(i)) node.querySelector(".tw-die-tag").textContent = "★ keep";
    });
  }
  const row = diceRow(nodes, { label: "Dice: click or press Space to hold", testid: "yum-dice" });
  roving(row);
  return row;
}
function rollButton(ctx) {
  const v = ctx.view;
  const hold = holds(ctx);
  const refused = !ctx.myTurn || v.rolls_left <= 0 ? "roll" : hold.size >= DICE ? "roll:all_held" : null;
  const label = v.rolls === 0 ? "Roll the dice" : `Roll again (${plural(v.rolls_left, "roll")} left)`;
  return button(h("span", {}, h("span", { class: "yum-roll-icon", "aria-hidden": "true" }, "⚅"), " ", label), {
    primary: !refused,
    disabled: !!refused,
    refusal: refused || "roll",
    ctx,
    testid: "yum-roll",
    key: "yum-roll",
    onClick: () => {
      const held = v.rolls === 0 ? [] : [...hold].sort((a, b) => a - b);
      ctx.local.sent = held;
      ctx.send({ type: "roll", hold: held });
    }
  });
}
function rollPips(v) {
  if (v.over) return null;
  const used = v.rolls || 0;
  return h(
    "span",
    { class: "yum-rollpips", testid: "yum-rolls-left", role: "img", "aria-label": `${plural(3 - used, "roll")} left` },
    [0, 1, 2].map((i) => h("span", { class: ["yum-rollpip", i < used && "is-used"] }))
  );
}
function status(ctx) {
  const v = ctx.view;
  if (v.over) return "Game over";
  if (ctx.closed) return ctx.closed;
  const who = seatName(ctx, v.current);
  const rounds = sheetOf(v).length || 13;
  const turn = ctx.myTurn ? who === "You" ? "your turn" : `${who} to play` : `${who} is playing`;
  const roll = v.rolls === 0 ? "no dice rolled yet" : `roll ${v.rolls} of 3`;
  return `Round ${v.round} of ${rounds} · ${turn} · ${roll}`;
}
function scoreCell(ctx, seat, entry, best) {
  const v = ctx.view;
  const value = (v.cards[seat] || {})[entry.box];
  const filled = value !== null && value !== void 0;
  const potential = v.potential || {};
  const mine = ctx.myTurn && seat === v.current && entry.box in potential;
  if (!mine) {
    const shown = filled ? h("span", { class: "yum-filled", testid: `filled-${seat}-${entry.box}`, dataset: { motion: `filled-${seat}-${entry.box}` } }, String(value)) : h("span", { class: "yum-open" }, h("span", { "aria-hidden": "true" }, "·"), srOnly("open"));
    if (seat !== ctx.seat || v.over || ctx.mode === "reveal") return shown;
    const refusal = filled ? `score:${entry.box}` : "score";
    const cell = h(
      "button",
      {
        type: "button",
        class: ["yum-score-btn", "is-refused", filled && "is-filled"],
        testid: `score-${entry.box}`,
        "data-key": `score-${entry.box}`,
        "data-roving": "",
        "aria-label": filled ? `${entry.label}: ${value}` : `${entry.label}: open`,
        onClick: () => ctx.refuse(refusal)
      },
      shown
    );
    return refusable(cell, { disabled: true, refusal, ctx });
  }
  const points = potential[entry.box];
  const label = `Score ${points} in ${entry.label}`;
  return h(
    "button",
    {
      type: "button",
      class: ["yum-score-btn", points === 0 && "is-zero", best === entry.box && "is-best"],
      testid: `score-${entry.box}`,
      "data-key": `score-${entry.box}`,
      "data-roving": "",
      "aria-label": best === entry.box ? `${label} (coach's choice)` : label,
      title: points === 0 ? `${label} (a zero: the box is used up)` : label,
      onClick: () => ctx.send({ type: "score", box: entry.box })
    },
    points === 0 ? "0" : `+${points}`,
    best === entry.box ? h("span", { class: "yum-star", "aria-hidden": "true" }, " ★") : null
  );
}
function bonusCell(ctx, seat) {
  const v = ctx.view;
  const t = v.totals[seat];
  const rule = v.bonus_rule || { threshold: 63, points: 25 };
  if (t.bonus > 0) return h("span", { class: "yum-bonus is-won", testid: `bonus-${seat}` }, `+${t.bonus} ✓`);
  const pct = Math.min(100, Math.round(100 * t.upper / rule.threshold));
  const upperOpen = sheetOf(v).some((e) => e.section === "upper" && (v.cards[seat] || {})[e.box] == null);
  if (!upperOpen) {
    return h("span", { class: "yum-bonus is-lost", testid: `bonus-${seat}`, title: `Bonus missed: ${t.upper} of ${rule.threshold}` }, `0 (${t.upper}/${rule.threshold})`);
  }
  return h(
    "span",
    {
      class: "yum-bonus",
      testid: `bonus-${seat}`,
      title: `Needs ${rule.threshold} in the upper section for +${rule.points}; ${rule.threshold - t.upper} to go`
    },
    h("span", { class: "yum-progress", "aria-hidden": "true" }, h("span", { class: "yum-progress-bar", style: { width: `${pct}%` } })),
    h("span", { class: "yum-bonus-text" }, `${t.upper}/${rule.threshold}`)
  );
}
function drawSheet(ctx) {
  const v = ctx.view;
  const n = (v.cards || []).length;
  const seats = [...Array(n).keys()];
  const advice = coachOf(ctx);
  const coach = advice && !advice.unavailable ? advice : null;
  const bestBox = coach && coach.best && coach.best.kind === "box" ? coach.best.box : null;
  const rule = v.bonus_rule || { threshold: 63, points: 25 };
  const label = (entry) => h("span", { class: "yum-box" }, h("span", { class: "yum-box-en" }, entry.label), h("span", { class: "yum-box-fr", lang: "fr" }, entry.french));
  const rowFor = (entry) => ({
    cells: [label(entry), ...seats.map((s2) => scoreCell(ctx, s2, entry, bestBox))],
    testid: `row-${entry.box}`
  });
  const upper = sheetOf(v).filter((e) => e.section === "upper").map(rowFor);
  const lower = sheetOf(v).filter((e) => e.section === "lower").map(rowFor);
  const rows = [
    ...upper,
    { cells: ["Upper total", ...seats.map((s2) => String(v.totals[s2].upper))], class: "yum-subtotal", testid: "row-upper" },
    {
      cells: [h("span", { class: "yum-box" }, h("span", { class: "yum-box-en" }, "Bonus"), h("span", { class: "yum-box-fr" }, `needs ${rule.threshold}, +${rule.points}`)), ...seats.map((s2) => bonusCell(ctx, s2))],
      class: "yum-subtotal",
      testid: "row-bonus"
    },
    ...lower,
    { cells: ["Total", ...seats.map((s2) => h("span", { testid: `total-${s2}`, dataset: { motion: `total-${s2}` } }, String(v.totals[s2].total)))], class: "yum-total", highlight: true, testid: "row-total" }
  ];
  const playing = !v.over && !ctx.closed;
  const columns = ["Box", ...seats.map((s2) => s2 === v.current && playing ? `▶ ${seatName(ctx, s2)}` : seatName(ctx, s2))];
  const sheet = scoreTable(columns, rows, { testid: "yum-sheet", highlightColumn: playing ? v.current + 1 : void 0, caption: "Score sheet" });
  sheet.classList.add("yum-sheet");
  roving(sheet, { selector: ".yum-score-btn" });
  return sheet;
}
function drawFinal(ctx) {
  const v = ctx.view;
  const n = v.cards.length;
  const best = Math.max(...v.totals.map((t) => t.total));
  const order = [...Array(n).keys()].sort((a, b) => v.totals[b].total - v.totals[a].total || a - b);
  const winners = order.filter((s2) => v.totals[s2].total === best).map((s2) => seatName(ctx, s2));
  const rows = order.map((s2) => ({
    cells: [
      v.totals[s2].total === best ? `★ ${seatName(ctx, s2)}` : seatName(ctx, s2),
      String(v.totals[s2].upper),
      v.totals[s2].bonus ? `+${v.totals[s2].bonus}` : "0",
      String(v.totals[s2].lower),
      String(v.totals[s2].total)
    ],
    highlight: v.totals[s2].total === best,
    testid: `final-${s2}`
  }));
  const headline = winners.length > 1 ? `Shared win: ${winners.join(" and ")} with ${best}` : `${winners[0]} ${winners[0] === "You" ? "win" : "wins"} with ${best}`;
  return panel("Final scores", [h("p", { class: "yum-winner", testid: "yum-winner" }, headline), scoreTable(["Player", "Upper", "Bonus", "Lower", "Total"], rows, { testid: "yum-final" })], {
    testid: "yum-final-panel",
    class: "yum-final"
  });
}
function keepText(dice, hold) {
  if (!hold.length) return "re-roll all";
  if (hold.length === DICE) return "keep all";
  return `keep ${hold.map((i) => dice[i]).sort((a, b) => a - b).join(" ")}`;
}
function coachOf(ctx) {
  return (ctx.answers || {}).coach || null;
}
function drawCoach(ctx) {
  const v = ctx.view;
  const c = coachOf(ctx);
  if (!c) return null;
  if (c.unavailable) return panel("Coach", h("p", { class: "tw-muted", testid: "coach-unavailable" }, c.unavailable), { testid: "yum-coach", class: "yum-coach" });
  if (c.summary) {
    const lines = c.summary.text.split("\n").map((line) => h("li", {}, line));
    return panel("Coach: the game in review", h("ul", { class: "yum-coach-summary", testid: "coach-summary" }, lines), { testid: "yum-coach", class: "yum-coach" });
  }
  const dice = v.dice || [];
  const best = c.best || {};
  const sameHold = (a, b) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
  const keeps = [...c.keeps || []].sort((a, b) => b.value - a.value).slice(0, 5);
  const boxes = [...c.boxes || []].sort((a, b) => b.value - a.value).slice(0, 5);
  const list = (items, text, isBest, testid, onPick) => h(
    "ol",
    { class: "yum-coach-list", testid },
    items.map(
      (item) => h(
        "li",
        { class: isBest(item) && "is-best" },
        onPick ? h("button", { type: "button", class: "yum-coach-pick", onClick: () => onPick(item), title: "Hold these dice", "data-key": `coach-${testid}-${text(item)}` }, text(item)) : h("span", {}, text(item)),
        h("span", { class: "yum-coach-value" }, typeof item.value === "number" ? item.value.toFixed(1) : ""),
        isBest(item) ? h("span", { class: "yum-star", "aria-label": "best" }, " ★") : null
      )
    )
  );
  const parts = [];
  if (best.kind) {
    const text = best.kind === "keep" ? `${keepText(dice, best.hold || [])} and roll` : `score ${boxLabel(v, best.box)}`;
    parts.push(h("p", { class: "yum-coach-best", testid: "coach-best" }, "★ Best: ", h("strong", {}, text)));
  }
  const columns = [];
  if (keeps.length && v.rolls_left > 0) {
    columns.push(h(
      "div",
      {},
      h("h4", {}, "Keeps (expected final score)"),
      list(
        keeps,
        (k) => keepText(dice, k.hold),
        (k) => best.kind === "keep" && sameHold(k.hold, best.hold || []),
        "coach-keeps",
        ctx.myTurn ? (k) => {
          ctx.local.hold = new Set(k.hold);
          ctx.rerender();
        } : null
      )
    ));
  }
  if (boxes.length) {
    columns.push(h(
      "div",
      {},
      h("h4", {}, "Boxes (expected final score)"),
      list(boxes, (b) => boxLabel(v, b.box), (b) => best.kind === "box" && b.box === best.box, "coach-boxes", null)
    ));
  }
  if (columns.length) parts.push(h("div", { class: "yum-coach-grid" }, columns));
  const history = c.history || [];
  const last = history[history.length - 1];
  if (last) {
    const cost = last.cost > 0.05 ? `cost ${fmt2(last.cost)} points` : "the best choice";
    parts.push(h("p", { class: "yum-coach-last", testid: "coach-last" }, `Last choice (round ${last.turn}${last.roll ? `, roll ${last.roll}` : ""}): ${last.chosen}; best was ${last.best} — ${cost}.`));
  }
  if (typeof c.expected === "number") parts.push(h("p", { class: "tw-muted", testid: "coach-expected" }, `Expected final score with best play: ${c.expected.toFixed(1)}`));
  if (typeof c.lost_total === "number") parts.push(h("p", { class: "tw-muted", testid: "coach-lost" }, `Points lost to the coach so far: ${fmt2(c.lost_total)}`));
  return panel("Coach", parts, { testid: "yum-coach", class: "yum-coach" });
}
function draw(ctx) {
  const v = ctx.view;
  if (!v || !v.cards) return h("p", { class: "tw-muted" }, "Waiting for the game…");
  const hint = ctx.myTurn ? v.rolls === 0 ? "Roll the dice to start your turn." : v.rolls_left > 0 ? "Click dice (or Space/Enter) to hold them, then roll again — or score a box on the sheet." : "Choose a box on your sheet to score." : "";
  const felt = table(
    [
      h("div", { class: "yum-status", testid: "yum-status", role: "status" }, status(ctx)),
      v.over ? null : drawDice(ctx),
      v.over ? null : h("div", { class: "yum-controls" }, rollButton(ctx), rollPips(v)),
      hint ? h("p", { class: "yum-hint" }, hint) : null,
      v.over ? drawFinal(ctx) : null
    ],
    { label: "Dice table" }
  );
  felt.classList.add("yum-table");
  const main = [felt, drawCoach(ctx), logPanel(ctx.log)].filter(Boolean);
  return h(
    "div",
    { class: "yum-shell" },
    h("div", { class: ["yum-layout", coachOf(ctx) && "has-coach"] }, h("div", { class: "yum-main" }, main), h("div", { class: "yum-side" }, drawSheet(ctx)))
  );
}
var widget_default = {
  render({ model, el }) {
    return mountGame({ model, el, title: "Yum", render: draw, log: false, drawnAnswers: ["coach"] });
  }
};
export {
  widget_default as default
};
