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
function withArticle(word) {
  const w = String(word);
  return `${/^[aeiou]/i.test(w) ? "an" : "a"} ${w}`;
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
  const status = createStatusLine();
  const local = {};
  const newGame = newGameConfirmation(() => root.isConnected && draw2());
  let previous = null;
  function draw2() {
    const ctx = makeContext(model, { local, previous, rerender: draw2, refuse: (key, fallback) => status.refuse(ctx, key, fallback) });
    const focusKey = focusedKey(root);
    const shot = previous ? snapshot(root) : null;
    status.update(ctx, previous);
    clear(root);
    root.dataset.mode = ctx.mode;
    root.dataset.revision = String(ctx.revision);
    root.append(drawHeader(ctx, { title, headerExtra, controls: controls ? gameControls(ctx, model, newGame) : null }));
    root.append(status.el);
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
function customCard({ title, number, symbol, name, color, label, ...opts } = {}) {
  if (opts.faceDown) return card(null, { ...opts, label: label || (title ? `face-down ${title} card` : "face-down card") });
  const text = label || [title, number, name].filter((x) => x !== void 0 && x !== null && x !== "").join(" ");
  const el = cardShell("div", { ...opts, classes: ["tw-card--custom"], label: text });
  el.style.setProperty("--tw-card-band", color || "var(--tw-brand)");
  el.append(
    h(
      "span",
      { class: "tw-card-face", "aria-hidden": "true" },
      title ? h("span", { class: "tw-card-title" }, title) : null,
      number !== void 0 && number !== null ? h("span", { class: "tw-card-number" }, String(number)) : null,
      symbol ? h("span", { class: "tw-card-symbol" }, symbol) : null,
      name ? h("span", { class: "tw-card-name" }, name) : null
    )
  );
  return el;
}

// tabletop_widgets/gyumi/widget.js
var COLORS = {
  strawberry: "#d62839",
  apple: "#3a9d23",
  peach: "#f08a4b",
  plum: "#6a3d9a",
  pear: "#b5b82a",
  grape: "#2f4b9a"
};
var EMOJI = {
  strawberry: "🍓",
  apple: "🍎",
  peach: "🍑",
  plum: "🟣",
  pear: "🍐",
  grape: "🍇"
};
var FRUITS = ["strawberry", "apple", "peach", "plum", "pear", "grape"];
function fruitsOf(v) {
  return Array.isArray(v.fruits) && v.fruits.length ? v.fruits.map((f) => f.name) : FRUITS;
}
function emojiOf(v, fruit) {
  const face = (v.fruits || []).find((f) => f.name === fruit);
  return face && face.emoji || EMOJI[fruit] || "?";
}
function wholeLineLog(lines, maxHeight = 150) {
  const el = logPanel(lines);
  const list = el.querySelector(".tw-log-list");
  if (!list) return el;
  requestAnimationFrame(() => {
    if (!list.isConnected) return;
    let height = 0;
    for (const li of [...list.children].reverse()) {
      const next = height + li.getBoundingClientRect().height;
      if (next > maxHeight && height > 0) break;
      height = next;
    }
    list.style.maxHeight = `${height}px`;
    list.scrollTop = list.scrollHeight;
  });
  return el;
}
function parse(code) {
  const [fruit, number] = String(code).split("-");
  return { fruit, number: Number(number) };
}
function fruitCard(code, opts = {}) {
  const { fruit, number } = parse(code);
  return customCard({
    title: "",
    number,
    symbol: EMOJI[fruit] || "?",
    name: fruit,
    color: COLORS[fruit],
    label: opts.label || `${fruit} ${number}`,
    ...opts
  });
}
function pileName(i) {
  return `pile ${i + 1}`;
}
function drawPile(ctx) {
  const v = ctx.view;
  const canDraw = ctx.isLegal({ type: "draw" }).length > 0;
  const back = card(null, { faceDown: true, label: `draw pile, ${plural(v.draw_size, "card")}` });
  return h(
    "div",
    { class: "gy-pile gy-drawpile", testid: "gy-drawpile", dataset: { motionSource: "drawpile" } },
    back,
    h("div", { class: "gy-pile-caption" }, `Draw pile: ${v.draw_size}`),
    button(canDraw ? "Draw" : "Draw pile", {
      onClick: () => ctx.send({ type: "draw" }),
      disabled: !canDraw,
      refusal: "draw",
      ctx,
      primary: canDraw,
      small: true,
      testid: "gy-draw",
      key: "draw"
    })
  );
}
function discardPiles(ctx) {
  const v = ctx.view;
  const placing = v.step === "place" && ctx.myTurn;
  const piles = (v.piles || []).map((top, i) => {
    const take = ctx.isLegal({ type: "take", pile: i }).length > 0;
    const drop = ctx.isLegal({ type: "discard", pile: i }).length > 0;
    const putBack = placing && v.source === i && v.refilled !== i;
    let action;
    if (placing) {
      action = button(putBack ? "Put back (pass)" : "Discard here", {
        onClick: () => ctx.send({ type: "discard", pile: i }),
        disabled: !drop,
        refusal: `discard:${i}`,
        ctx,
        small: true,
        testid: `gy-discard-${i}`,
        key: `discard-${i}`,
        title: putBack ? "Putting the card back where it came from changes nothing: a pass." : void 0
      });
    } else {
      action = button("Take", {
        onClick: () => ctx.send({ type: "take", pile: i }),
        disabled: !take,
        refusal: "take",
        ctx,
        small: true,
        testid: `gy-take-${i}`,
        key: `take-${i}`
      });
    }
    const changed = ctx.local.prevPiles && ctx.local.prevPiles[i] !== top;
    return h(
      "div",
      { class: ["gy-pile", changed && "gy-changed"], testid: `gy-pile-${i}`, dataset: { top, motionSource: `pile-${i}` } },
      fruitCard(top, { label: `${pileName(i)}: ${parse(top).fruit} ${parse(top).number} on top`, dataset: { motion: `pile-top-${i}`, motionFrom: "holding" } }),
      h("div", { class: "gy-pile-caption" }, `Pile ${i + 1}${v.refilled === i ? " (refilled)" : ""}`),
      action
    );
  });
  return h("div", { class: "gy-piles", role: "group", "aria-label": "Discard piles (only the top card shows)" }, piles);
}
function holdingPanel(ctx) {
  const v = ctx.view;
  const steps = h(
    "ol",
    { class: "gy-steps", testid: "gy-step", "aria-label": "Steps of a turn" },
    h("li", { class: v.step === "take" ? "is-now" : "is-done" }, "1. Take a card: draw, or take a discard-pile top"),
    h("li", { class: v.step === "place" ? "is-now" : "" }, "2. Play it into your series of that fruit, or discard it onto any pile")
  );
  if (v.over) return null;
  const who = seatName(ctx, v.current);
  if (!ctx.myTurn) {
    return h("div", { class: "gy-hand" }, h("p", { class: "gy-hint" }, ctx.closed || `${subjectVerb(who, "is")} playing.`));
  }
  if (v.step !== "place" || !v.holding) return h("div", { class: "gy-hand" }, steps);
  const { fruit } = parse(v.holding);
  const mine = (v.series[ctx.seat] || []).find((s) => s.fruit === fruit);
  const count = mine ? mine.count : 0;
  const canPlay = ctx.isLegal({ type: "play" }).length > 0;
  return h(
    "div",
    { class: "gy-hand", testid: "gy-holding" },
    steps,
    h(
      "div",
      { class: "gy-hand-row" },
      h("span", { class: "gy-hand-label" }, "You took:"),
      fruitCard(v.holding, {
        size: "lg",
        label: `you hold ${parse(v.holding).fruit} ${parse(v.holding).number}`,
        // motion.js: it flies in from the pile it was taken from, and on to where it is played
        dataset: { motion: "holding", motionSource: "holding", motionFrom: typeof v.source === "number" ? `pile-${v.source}` : "drawpile" }
      }),
      button(count ? `Play on your ${fruit} series (${count} → ${count + 1})` : `Start ${withArticle(fruit)} series`, {
        onClick: () => ctx.send({ type: "play" }),
        disabled: !canPlay,
        refusal: "play",
        ctx,
        primary: canPlay,
        testid: "gy-play",
        key: "play"
      }),
      h("span", { class: "gy-hint" }, "…or press “Discard here” under a pile.")
    )
  );
}
function seriesStack(ctx, seat, fruit, s, practice) {
  const testid = `gy-series-${seat}-${fruit}`;
  if (!s) {
    return h(
      "div",
      { class: "gy-series gy-series--empty", testid, role: "img", "aria-label": `no ${fruit} series` },
      h("span", { class: "gy-slot", "aria-hidden": "true" }, h("span", { class: "gy-slot-emoji" }, emojiOf(ctx.view, fruit)), h("small", {}, fruit))
    );
  }
  const spread = Array.isArray(s.cards);
  const label = spread ? `${fruit} series: ${s.cards.join(", ")}, ${plural(s.points, "point")}` : `${fruit} series: ${plural(s.count, "card")}, ${s.top} on top`;
  const nodes = [];
  if (spread) {
    s.cards.forEach((n, i) => nodes.push(fruitCard(`${fruit}-${n}`, { size: "sm", key: `${testid}-${i}` })));
  } else {
    for (let i = 0; i < s.count - 1; i++) {
      nodes.push(h("div", { class: "gy-buried", "aria-hidden": "true", style: { "--i": i, "--band": COLORS[fruit] } }, emojiOf(ctx.view, fruit)));
    }
    nodes.push(fruitCard(`${fruit}-${s.top}`, { size: "sm", dataset: { motion: `series-${seat}-${fruit}`, motionFrom: "holding" } }));
  }
  const changed = ctx.local.prevSeries && JSON.stringify((ctx.local.prevSeries[seat] || []).find((x) => x.fruit === fruit)) !== JSON.stringify({ fruit, top: s.top, count: s.count });
  return h(
    "div",
    { class: ["gy-series", spread && "gy-series--spread", changed && !spread && "gy-changed"], testid, role: "img", "aria-label": label, dataset: { count: s.count, top: s.top } },
    h("div", { class: "gy-stack", style: { "--n": s.count } }, nodes),
    h(
      "div",
      { class: "gy-series-caption" },
      spread ? h("span", {}, `${plural(s.points, "point")}`) : h("span", {}, `${s.count}/5`),
      practice && practice[fruit] && practice[fruit].length ? h("span", { class: "gy-practice-cards", testid: `gy-practice-${fruit}` }, ` under: ${practice[fruit].join(" ")}`) : null
    ),
    spread ? h("div", { class: "gy-why" }, s.why) : null
  );
}
function playersPanel(ctx) {
  const v = ctx.view;
  const order = [];
  const n = (v.series || []).length;
  for (let k = 0; k < n; k++) order.push((ctx.seat + k) % n);
  return h(
    "div",
    { class: "gy-players" },
    order.map((seat) => {
      const rows = v.series[seat] || [];
      const byFruit = Object.fromEntries(rows.map((r) => [r.fruit, r]));
      const name = seatName(ctx, seat);
      const you = seat === ctx.seat && ctx.mode !== "reveal";
      const title = `${name}${you && name !== "You" ? " (you)" : ""}${!v.over && !ctx.closed && v.current === seat ? " — to play" : ""}`;
      const total = Array.isArray(v.totals) ? ` — ${plural(v.totals[seat], "point")}` : "";
      return panel(
        title + total,
        h(
          "div",
          { class: "gy-seats", role: "group", "aria-label": `${name}'s fruit series` },
          fruitsOf(v).map((f) => seriesStack(ctx, seat, f, byFruit[f], you ? practiceCards(ctx) : null))
        ),
        { testid: `gy-player-${seat}`, class: ["gy-player", v.current === seat && !v.over ? "is-current" : ""].join(" ") }
      );
    })
  );
}
function finalPanel(ctx) {
  const v = ctx.view;
  if (!v.over || !Array.isArray(v.totals)) return null;
  const best = Math.max(...v.totals);
  const rows = v.totals.map((t, seat) => ({
    cells: [seatName(ctx, seat), ...fruitsOf(v).map((f) => {
      const s = (v.series[seat] || []).find((x) => x.fruit === f);
      return s ? String(s.points) : "–";
    }), String(t)],
    highlight: t === best,
    testid: `gy-final-${seat}`
  }));
  const why = v.over === "stall" ? "The game ended by the stall limit (no one drew for too long)." : "The draw pile is empty: the game is over.";
  return panel(
    "Scores",
    [
      h("p", { class: "gy-note" }, why),
      scoreTable(["Player", ...fruitsOf(v).map((f) => `${emojiOf(v, f)} ${f}`), "Total"], rows, {
        caption: `Winner: ${v.totals.map((t, s) => t === best ? seatName(ctx, s) : null).filter(Boolean).join(" and ")}`,
        testid: "gy-final"
      })
    ],
    { testid: "gy-final-panel" }
  );
}
function teacherPanel(v) {
  const hidden = v.hidden;
  const names = (codes) => codes.length ? codes.map((c) => c.replace("-", " ")).join(", ") : "none";
  const top = [...hidden.draw || []].reverse();
  return panel(
    "Hidden from the players",
    h(
      "ul",
      { class: "gy-teacher", testid: "gy-teacher" },
      h("li", {}, `Draw pile, top first (${top.length}): ${names(top.slice(0, 12))}${top.length > 12 ? ", …" : ""}`),
      (hidden.piles || []).map((pile, i) => h("li", {}, `Pile ${i + 1}, under the top card: ${names(pile.slice(0, -1).reverse())}`)),
      h("li", {}, `Out of the game, unseen (${(hidden.removed || []).length}): ${names(hidden.removed || [])}`)
    ),
    { testid: "gy-teacher-panel" }
  );
}
function practiceAid(ctx) {
  const aid = (ctx.answers || {}).practice;
  return aid && aid.banner && !ctx.view.teacher ? aid : null;
}
function practiceCards(ctx) {
  const aid = practiceAid(ctx);
  return aid ? aid.cards || {} : null;
}
function draw(ctx) {
  const v = ctx.view;
  if (!v || !Array.isArray(v.series)) return h("div", { class: "gy-empty" }, "…");
  const parts = [];
  const aid = practiceAid(ctx);
  if (aid) parts.push(h("div", { class: "gy-practice", role: "note", testid: "gy-practice" }, aid.banner));
  if (v.teacher && v.hidden) parts.push(teacherPanel(v));
  const status = v.over ? "Game over" : `Turn ${v.turn} · ${v.draw_size} cards in the draw pile` + (v.removed_count ? ` · ${v.removed_count} cards out of the game, unseen` : "");
  const middle = h("div", { class: "gy-middle" }, drawPile(ctx), discardPiles(ctx));
  roving(middle, { selector: "button:not([aria-disabled=true])" });
  parts.push(
    table(
      [h("div", { class: "gy-status", testid: "gy-status" }, status), middle, holdingPanel(ctx)],
      { label: "GYÜMI table", testid: "gy-table" }
    )
  );
  if (v.stall_limit === 0 && v.stall >= 3 * (v.series || []).length && !v.over) {
    parts.push(h("p", { class: "gy-hint gy-warn", role: "status" }, `${v.stall} turns in a row without drawing: the game only ends when the draw pile is empty.`));
  }
  parts.push(finalPanel(ctx));
  parts.push(playersPanel(ctx));
  parts.push(wholeLineLog(ctx.log));
  ctx.local.prevPiles = v.piles;
  ctx.local.prevSeries = (v.series || []).map((rows) => rows.map((r) => ({ fruit: r.fruit, top: r.top, count: r.count })));
  return parts;
}
var widget_default = {
  render({ model, el }) {
    return mountGame({
      model,
      el,
      title: "GYÜMI",
      render: draw,
      log: false,
      // drawn by draw(): wholeLineLog
      drawnAnswers: ["practice"],
      headerExtra: (ctx) => ctx.view && practiceAid(ctx) ? [badge("Practice aid", { kind: "warn", testid: "gy-practice-badge" })] : []
    });
  }
};
export {
  widget_default as default
};
