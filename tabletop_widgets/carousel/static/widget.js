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
function button(label, { onClick, disabled = false, reason, primary = false, testid, key, title, pressed, small = false } = {}) {
  const el = h(
    "button",
    {
      type: "button",
      class: ["tw-btn", primary && "tw-btn--primary", small && "tw-btn--small", disabled && "is-disabled"],
      "aria-disabled": disabled ? "true" : void 0,
      "aria-description": disabled && reason ? reason : void 0,
      "aria-pressed": pressed === void 0 ? void 0 : String(!!pressed),
      title: disabled && reason ? reason : title,
      testid,
      "data-key": key || testid
    },
    label
  );
  el.addEventListener("click", (event) => {
    if (disabled || typeof onClick !== "function") return;
    onClick(event);
  });
  return el;
}
function errorBanner(message, { onDismiss, testid = "tw-error" } = {}) {
  if (!message) return null;
  return h(
    "div",
    { class: "tw-error", role: "alert", testid },
    h("span", { class: "tw-error-icon", "aria-hidden": "true" }, "⚠"),
    h("span", { class: "tw-error-text" }, message),
    onDismiss ? button("×", { onClick: onDismiss, small: true, title: "Dismiss", testid: "tw-error-dismiss" }) : null
  );
}
function logPanel(lines, { title = "Log", max = 30, testid = "tw-log" } = {}) {
  const shown = (lines || []).slice(-max);
  const list = h(
    "ol",
    { class: "tw-log-list", start: Math.max(1, (lines || []).length - shown.length + 1) },
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

// tabletop_widgets/ui/js/kit/app.js
var TRAITS = ["view", "legal", "log", "error", "seat", "names", "humans", "mode", "handover", "scores", "terminal", "revision"];
function mountGame({ model, el, render, title = "", log = true, controls = true, headerExtra, logTitle = "Log" }) {
  const root = h("div", { class: "tw-root", testid: "tw-root" });
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.addEventListener("keydown", (event) => {
    const runCell = event.key === "Enter" && (event.shiftKey || event.ctrlKey || event.metaKey);
    if (!runCell) event.stopPropagation();
  });
  el.append(root);
  const local = {};
  let previous = null;
  let confirmNew = false;
  let confirmTimer = null;
  function snapshot() {
    const ctx = {};
    for (const name of TRAITS) ctx[name] = model.get(name);
    ctx.view = ctx.view || {};
    ctx.legal = ctx.legal || [];
    ctx.log = ctx.log || [];
    ctx.names = ctx.names || [];
    ctx.humans = ctx.humans || [];
    ctx.scores = ctx.scores || [];
    return ctx;
  }
  function matches(action, pattern) {
    if (typeof pattern === "function") return pattern(action);
    return Object.entries(pattern || {}).every(([k, v]) => JSON.stringify(action[k]) === JSON.stringify(v));
  }
  function draw2() {
    const ctx = snapshot();
    Object.assign(ctx, {
      model,
      local,
      previous,
      first: previous === null,
      myTurn: ctx.legal.length > 0,
      send: (action) => model.send({ type: "act", action }),
      message: (msg) => model.send(msg),
      announce,
      isLegal: (pattern) => ctx.legal.filter((a) => matches(a, pattern)),
      rerender: draw2
    });
    const active = root.contains(document.activeElement) ? document.activeElement : null;
    const focusKey = active && active.closest("[data-key]") ? active.closest("[data-key]").getAttribute("data-key") : null;
    clear(root);
    root.dataset.mode = ctx.mode;
    root.dataset.revision = String(ctx.revision);
    const header = h(
      "header",
      { class: "tw-header" },
      title ? h("h2", { class: "tw-title" }, title) : null,
      ctx.mode === "reveal" ? badge("Teacher view: all cards shown", { kind: "reveal", testid: "tw-reveal" }) : null,
      ctx.mode === "hotseat" ? badge("Hot-seat", { testid: "tw-mode" }) : null,
      ctx.terminal ? badge("Game over", { kind: "over", testid: "tw-over" }) : null,
      h("span", { class: "tw-spacer" }),
      headerExtra ? headerExtra(ctx) : null,
      controls ? [
        button("Undo", {
          onClick: () => model.send({ type: "undo" }),
          disabled: !ctx.log.length || ctx.handover,
          reason: ctx.handover ? "Continue first." : "No move to undo yet.",
          testid: "tw-undo",
          small: true
        }),
        button(confirmNew ? "Really start over?" : "New game", {
          onClick: () => {
            if (ctx.terminal || confirmNew || !ctx.log.length) {
              confirmNew = false;
              model.send({ type: "new_game" });
              draw2();
            } else {
              confirmNew = true;
              clearTimeout(confirmTimer);
              confirmTimer = setTimeout(() => {
                confirmNew = false;
                if (root.isConnected) draw2();
              }, 4e3);
              draw2();
            }
          },
          testid: "tw-new-game",
          small: true,
          primary: confirmNew
        })
      ] : null
    );
    root.append(header);
    const banner = errorBanner(ctx.error);
    if (banner) root.append(banner);
    if (ctx.handover) {
      const name = ctx.names[ctx.seat] || `Player ${ctx.seat + 1}`;
      const screen = handoverScreen(name, () => model.send({ type: "handover" }));
      root.append(screen);
      requestAnimationFrame(() => {
        const b = screen.querySelector("button");
        if (b && root.contains(b)) b.focus();
      });
    } else {
      const body = h("div", { class: "tw-body" });
      const drawn = render(ctx);
      if (drawn) body.append(...Array.isArray(drawn) ? drawn.flat().filter(Boolean) : [drawn]);
      root.append(body);
    }
    if (log) root.append(logPanel(ctx.log, { title: logTitle }));
    if (focusKey) {
      const again = root.querySelector(`[data-key="${CSS.escape(focusKey)}"]`);
      if (again) again.focus();
    }
    const fresh = previous ? newLines(previous.log, ctx.log) : [];
    if (fresh.length) announce(fresh.join(". "));
    previous = ctx;
  }
  const onChange = () => draw2();
  model.on("change:revision", onChange);
  draw2();
  return () => {
    clearTimeout(confirmTimer);
    model.off("change:revision", onChange);
    root.remove();
  };
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
function cardShell(tag, { classes, label, selected, disabled, onClick, testid, key, size, dataset }) {
  const interactive = typeof onClick === "function";
  const el = h(
    interactive ? "button" : "div",
    {
      class: ["tw-card", size && `tw-card--${size}`, selected && "is-selected", disabled && "is-disabled", ...classes],
      type: interactive ? "button" : void 0,
      role: interactive ? void 0 : "img",
      "aria-label": label,
      "aria-pressed": interactive && selected !== void 0 ? String(!!selected) : void 0,
      "aria-disabled": disabled ? "true" : void 0,
      title: label,
      testid,
      "data-key": key,
      "data-roving": interactive ? "" : void 0,
      dataset
    }
  );
  if (interactive) {
    el.addEventListener("click", (event) => {
      if (disabled) return;
      onClick(event);
    });
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
var RANKS2 = "A23456789TJQK";
var SUITS2 = "SHDC";
var ALL = [];
for (const s of SUITS2) for (const r of RANKS2) ALL.push(r + s);
var isJoker = (c) => c.startsWith("JK");
var standsFor = (c) => c.startsWith("JK:") ? c.slice(3) : c;
var rankOf = (c) => RANKS2.indexOf(c[0]) + 1;
function meldProblem(cards) {
  if (cards.some((c) => c === "JK")) return "name the joker (choose the card it stands for)";
  if (cards.length < 3) return `a meld needs at least 3 cards, this one has ${cards.length}`;
  const real = cards.map(standsFor);
  const ranks = new Set(real.map(rankOf));
  const suits = new Set(real.map((c) => c[1]));
  const dup = real.find((c, i) => real.indexOf(c) !== i);
  if (ranks.size === 1) {
    if (cards.length > 4) return `a group has 3 or 4 cards, this one has ${cards.length}`;
    if (dup) return `a group may not hold two identical cards (${cardLabel(dup)} twice)`;
    return null;
  }
  if (suits.size === 1) {
    if (dup) return `a sequence may not hold the same card twice (${cardLabel(dup)})`;
    if (cards.length > 13) return "a sequence has at most 13 cards";
    const low = [...ranks].sort((a, b) => a - b);
    const consecutive = (xs) => xs.every((x, i) => i === 0 || x === xs[i - 1] + 1);
    if (consecutive(low)) return null;
    if (ranks.has(1) && consecutive(low.slice(1).concat([14]))) return null;
    if (ranks.has(1) && ranks.has(13) && ranks.has(2)) return "a sequence may not turn the corner (king-ace-two)";
    return "the cards of a sequence must follow each other with no gap";
  }
  return "the cards are neither one rank (a group) nor one suit in a row (a sequence)";
}
function orderMeld(cards) {
  if (meldProblem(cards)) return cards;
  const real = cards.map(standsFor);
  if (new Set(real.map(rankOf)).size === 1) return cards.slice().sort((a, b) => SUITS2.indexOf(standsFor(a)[1]) - SUITS2.indexOf(standsFor(b)[1]));
  const high = real.some((c) => rankOf(c) === 13);
  const key = (c) => {
    const r = rankOf(standsFor(c));
    return r === 1 && high ? 14 : r;
  };
  return cards.slice().sort((a, b) => key(a) - key(b));
}
function suggestName(meld, index) {
  for (const name of ALL) {
    const trial = meld.slice();
    trial[index] = "JK:" + name;
    if (!meldProblem(trial.filter((c) => c !== "JK"))) return name;
  }
  return ALL[0];
}
function arrangement(ctx) {
  const v = ctx.view;
  const key = JSON.stringify([v.round, v.table, v.hand, v.may_play]);
  const L = ctx.local;
  if (L.key !== key) {
    L.key = key;
    L.melds = (v.table || []).map((m) => m.slice());
    L.hand = (v.hand || []).slice();
    L.selected = [];
    L.placed = 0;
  }
  return L;
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
  for (let i = 0; i < meld.length; i++) if (meld[i] === "JK") meld[i] = "JK:" + suggestName(meld, i);
  const ordered = orderMeld(meld);
  meld.splice(0, meld.length, ...ordered);
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
  const node = card(code, {
    selected,
    onClick: ctx.view.may_play ? () => {
      toggle(L, where, i);
      ctx.rerender();
    } : void 0,
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
          const ordered = orderMeld(meld);
          meld.splice(0, meld.length, ...ordered);
          ctx.rerender();
        }
      },
      ALL.map((name) => h("option", { value: name, selected: standsFor(c) === name }, cardLabel(name)))
    );
    menus.push(h("label", { class: "cs-joker-label", title: original ? "A table joker keeps its name unless the real card is played" : "" }, "Joker = ", select));
  });
  return menus;
}
function drawTable(ctx, L) {
  const v = ctx.view;
  const rows = L.melds.map((meld, m) => {
    const problem = meldProblem(meld);
    const cards = cardRow(meld.map((c, i) => cardNode(ctx, L, `meld-${m}`, i, c, { size: "sm" })), { label: `Meld ${m + 1}`, testid: `meld-${m}-cards` });
    roving(cards);
    const tools = v.may_play ? [
      button("Move here", { small: true, disabled: !L.selected.length, reason: "Select cards first", onClick: () => {
        moveTo(L, m);
        ctx.rerender();
      }, key: `move-${m}`, testid: `meld-${m}-move` }),
      button("Split", {
        small: true,
        disabled: !(L.selected.length === 1 && L.selected[0].where === `meld-${m}` && L.selected[0].i > 0),
        reason: "Select the card where the second part starts",
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
        onClick: () => {
          const joined = orderMeld(meld.concat(L.melds[m + 1]));
          L.melds.splice(m, 2, joined);
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
        { class: ["cs-meld", problem ? "cs-invalid" : ""], testid: `meld-${m}`, dataset: { valid: problem ? "false" : "true" } },
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
      button("New meld from selected", { disabled: !L.selected.length, reason: "Select cards first", onClick: () => {
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
  const back = v.may_play ? button("Back to hand", { small: true, disabled: !L.selected.some((s) => s.where !== "hand"), reason: "Select cards you placed this turn", onClick: () => {
    backToHand(L, v.hand || []);
    ctx.rerender();
  }, key: "back", testid: "back-to-hand" }) : null;
  return dropZone(panel(`Your hand (${v.hand_value} points)`, [row, back], { testid: "cs-hand" }), ctx, L, "hand");
}
function drawControls(ctx, L) {
  const v = ctx.view;
  const can = v.can || {};
  const placed = playedCount(L, v.hand || []);
  const problems = L.melds.map(meldProblem).filter(Boolean);
  const out = [];
  if (v.may_play) {
    const reason = !placed ? "Put at least one card from your hand on the table" : problems.length ? "Every meld must be valid" : "";
    out.push(button(`Submit play (${placed} card${placed === 1 ? "" : "s"})`, { primary: true, disabled: !!reason, reason, onClick: () => ctx.send({ type: "play", melds: L.melds.map((m) => m.slice()) }), key: "submit", testid: "submit" }));
    out.push(button("Reset", { onClick: () => {
      reset(ctx);
      ctx.rerender();
    }, key: "reset", testid: "reset" }));
    out.push(button("Hint", { onClick: () => ctx.message({ type: "hint" }), key: "hint", testid: "hint" }));
  }
  if (can.draw) out.push(button(v.draws === 1 ? "Draw 2nd card" : v.draws === 2 ? "Draw 3rd card (no play after it)" : "Draw", { onClick: () => ctx.send({ type: "draw" }), key: "draw", testid: "draw" }));
  if (can.pass) out.push(button("Pass", { onClick: () => ctx.send({ type: "pass" }), key: "pass", testid: "pass" }));
  if (can.knock) out.push(button(`Knock (${v.hand_value} points)`, { onClick: () => ctx.send({ type: "knock" }), key: "knock", testid: "knock" }));
  if (can.end_turn) out.push(button("End turn", { onClick: () => ctx.send({ type: "end_turn" }), key: "end-turn", testid: "end-turn" }));
  const hint = ctx.model.get("hint") || {};
  const hintNode = hint.text ? h("div", { class: "cs-hint", testid: "cs-hint", role: "status" }, hint.text, hint.melds ? button("Use this play", { small: true, onClick: () => {
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
function status(ctx) {
  const v = ctx.view;
  const names = ctx.names;
  if (v.over) return "Game over.";
  const who = names[v.current] || `Player ${v.current + 1}`;
  const step = v.step === "final" ? "final lap: play or pass" : v.step === "end" ? "may knock" : `draw ${v.draws} of 3`;
  return `Round ${v.round} · ${who} to act (${step}) · stock ${v.stock}`;
}
function drawScores(ctx) {
  const v = ctx.view;
  const rows = ctx.names.map((name, i) => ({
    cells: [name, String((v.hand_sizes || [])[i] ?? ""), String((v.totals || [])[i] ?? 0), String((v.rounds_won || [])[i] ?? 0), String((ctx.scores || [])[i] ?? 0)],
    highlight: i === v.current,
    testid: `score-${i}`
  }));
  const last = (v.rounds || []).slice(-1)[0];
  const summary = last ? h("p", { class: "cs-last", testid: "cs-last-round" }, `Round ${last.round}: hands ${last.values.join(" / ")} points; ` + last.winners.map((w) => `${ctx.names[w]} +${last.points[w]}`).join(", ")) : null;
  return panel("Scores", [scoreTable(["Player", "Cards", "Round points", "Rounds won", "Score"], rows, { caption: "Round and game scores" }), summary], { testid: "cs-scores" });
}
function drawAllHands(ctx) {
  const hands = ctx.view.all_hands;
  if (!hands) return null;
  return panel(
    "Teacher view: every hand",
    hands.map((hand, i) => h("div", { class: "cs-reveal", testid: `reveal-${i}` }, h("span", {}, `${ctx.names[i] || "Player " + (i + 1)}: `), cardRow(hand.map((c) => card(c, { size: "sm" })), { label: `${ctx.names[i]}'s hand` }))),
    { testid: "cs-reveal" }
  );
}
function draw(ctx) {
  const L = arrangement(ctx);
  return table(
    [h("p", { class: "cs-status", testid: "cs-status" }, status(ctx)), drawTable(ctx, L), drawHand(ctx, L), drawControls(ctx, L), drawScores(ctx), drawAllHands(ctx)],
    { label: "Carousel table" }
  );
}
var widget_default = {
  render({ model, el }) {
    return mountGame({ model, el, title: "Carousel", render: draw });
  }
};
export {
  widget_default as default,
  meldProblem
};
