// The GYÜMI table: draw pile, discard piles, and every player's six fruit series drawn as
// overlapping cards where only the top number and the count show. Two steps a turn:
// take a card (draw pile or a discard-pile top), then play it into your series or discard it.
import { mountGame, seatName } from "../ui/js/kit/app.js";
import { h } from "../ui/js/kit/dom.js";
import { nt, t } from "../ui/js/kit/i18n.js";
import { customCard, card } from "../ui/js/kit/cards.js";
import { roving } from "../ui/js/kit/a11y.js";
import { badge, button, logPanel, panel, scoreTable, table } from "../ui/js/kit/layout.js";

// Colour is never the only signal: every fruit also shows its picture and its name.
const COLORS = {
  strawberry: "#d62839",
  apple: "#3a9d23",
  peach: "#f08a4b",
  plum: "#6a3d9a",
  pear: "#b5b82a",
  grape: "#2f4b9a",
};
const EMOJI = {
  strawberry: "\u{1F353}",
  apple: "\u{1F34E}",
  peach: "\u{1F351}",
  plum: "\u{1F7E3}",
  pear: "\u{1F350}",
  grape: "\u{1F347}",
};
const FRUITS = ["strawberry", "apple", "peach", "plum", "pear", "grape"];

// A fruit's name in the reader's language (the engine names fruits by these codes).
// " and " between names, in the reader's language.
function AND() {
  return t(" and ");
}

function fruitName(fruit) {
  const names = { strawberry: t("strawberry"), apple: t("apple"), peach: t("peach"), plum: t("plum"), pear: t("pear"), grape: t("grape") };
  return names[fruit] || fruit;
}

// The button that starts a new series (one sentence per fruit: the article and the case differ).
function startSeries(fruit) {
  const texts = {
    strawberry: t("Start a strawberry series"),
    apple: t("Start an apple series"),
    peach: t("Start a peach series"),
    plum: t("Start a plum series"),
    pear: t("Start a pear series"),
    grape: t("Start a grape series"),
  };
  return texts[fruit] || t("Start a {fruit} series", { fruit });
}

// The engine's view lists the fruits with their pictures (display facts); the constants above
// only cover a view without them.
function fruitsOf(v) {
  return Array.isArray(v.fruits) && v.fruits.length ? v.fruits.map((f) => f.name) : FRUITS;
}

function emojiOf(v, fruit) {
  const face = (v.fruits || []).find((f) => f.name === fruit);
  return (face && face.emoji) || EMOJI[fruit] || "?";
}

// The log shows the newest whole lines that fit (its height is theirs), so that no line is
// cut at the top however the lines wrap.
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
    name: fruitName(fruit),
    color: COLORS[fruit],
    label: opts.label || `${fruitName(fruit)} ${number}`,
    ...opts,
  });
}

function pileName(i) {
  return t("pile {n}", { n: i + 1 });
}

// ----- the middle of the table: draw pile and discard piles --------------------------------

function drawPile(ctx) {
  const v = ctx.view;
  const canDraw = ctx.isLegal({ type: "draw" }).length > 0;
  const back = card(null, { faceDown: true, label: nt("draw pile, {n} card", "draw pile, {n} cards", v.draw_size) });
  return h(
    "div",
    { class: "gy-pile gy-drawpile", testid: "gy-drawpile", dataset: { motionSource: "drawpile" } },
    back,
    h("div", { class: "gy-pile-caption" }, t("Draw pile: {n}", { n: v.draw_size })),
    button(canDraw ? t("Draw") : t("Draw pile"), {
      onClick: () => ctx.send({ type: "draw" }),
      disabled: !canDraw,
      refusal: "draw",
      ctx,
      primary: canDraw,
      small: true,
      testid: "gy-draw",
      key: "draw",
    }),
  );
}

// Pile i's button: "Discard here" (or "Put back (pass)") while placing a card, else "Take".
function pileAction(ctx, i, placing) {
  const v = ctx.view;
  if (!placing) {
    const take = ctx.isLegal({ type: "take", pile: i }).length > 0;
    return button(t("Take"), { onClick: () => ctx.send({ type: "take", pile: i }), disabled: !take, refusal: "take", ctx, small: true, testid: `gy-take-${i}`, key: `take-${i}` });
  }
  const drop = ctx.isLegal({ type: "discard", pile: i }).length > 0;
  const putBack = v.source === i && v.refilled !== i;
  return button(putBack ? t("Put back (pass)") : t("Discard here"), {
    onClick: () => ctx.send({ type: "discard", pile: i }),
    disabled: !drop,
    refusal: `discard:${i}`,
    ctx,
    small: true,
    testid: `gy-discard-${i}`,
    key: `discard-${i}`,
    title: putBack ? t("Putting the card back where it came from changes nothing: a pass.") : undefined,
  });
}

// Discard pile i: its top card (marked when it changed), its name, its button.
function discardPile(ctx, top, i, placing) {
  const v = ctx.view;
  const changed = ctx.local.prevPiles && ctx.local.prevPiles[i] !== top;
  const label = t("{pile}: {fruit} {number} on top", { pile: pileName(i), fruit: fruitName(parse(top).fruit), number: parse(top).number });
  return h(
    "div",
    { class: ["gy-pile", changed && "gy-changed"], testid: `gy-pile-${i}`, dataset: { top, motionSource: `pile-${i}` } },
    fruitCard(top, { label, dataset: { motion: `pile-top-${i}`, motionFrom: "holding" } }),
    h("div", { class: "gy-pile-caption" }, v.refilled === i ? t("Pile {n} (refilled)", { n: i + 1 }) : t("Pile {n}", { n: i + 1 })),
    pileAction(ctx, i, placing),
  );
}

function discardPiles(ctx) {
  const v = ctx.view;
  const placing = v.step === "place" && ctx.myTurn;
  const piles = (v.piles || []).map((top, i) => discardPile(ctx, top, i, placing));
  return h("div", { class: "gy-piles", role: "group", "aria-label": t("Discard piles (only the top card shows)") }, piles);
}

// ----- the card in hand (step 2) ---------------------------------------------------------------

// The two steps of a turn, the current one marked.
function turnSteps(v) {
  return h(
    "ol",
    { class: "gy-steps", testid: "gy-step", "aria-label": t("Steps of a turn") },
    h("li", { class: v.step === "take" ? "is-now" : "is-done" }, t("1. Take a card: draw, or take a discard-pile top")),
    h("li", { class: v.step === "place" ? "is-now" : "" }, t("2. Play it into your series of that fruit, or discard it onto any pile")),
  );
}

// The card you took, and the button that plays it on your series of its fruit.
function holdingRow(ctx) {
  const v = ctx.view;
  const { fruit, number } = parse(v.holding);
  const mine = (v.series[ctx.seat] || []).find((s) => s.fruit === fruit);
  const count = mine ? mine.count : 0;
  const canPlay = ctx.isLegal({ type: "play" }).length > 0;
  return h(
    "div",
    { class: "gy-hand-row" },
    h("span", { class: "gy-hand-label" }, t("You took:")),
    fruitCard(v.holding, {
      size: "lg",
      label: t("you hold {fruit} {number}", { fruit: fruitName(fruit), number }),
      // motion.js: it flies in from the pile it was taken from, and on to where it is played
      dataset: { motion: "holding", motionSource: "holding", motionFrom: typeof v.source === "number" ? `pile-${v.source}` : "drawpile" },
    }),
    button(count ? t("Play on your {fruit} series ({count} → {next})", { fruit: fruitName(fruit), count, next: count + 1 }) : startSeries(fruit), {
      onClick: () => ctx.send({ type: "play" }),
      disabled: !canPlay,
      refusal: "play",
      ctx,
      primary: canPlay,
      testid: "gy-play",
      key: "play",
    }),
    h("span", { class: "gy-hint" }, t("…or press “Discard here” under a pile.")),
  );
}

function holdingPanel(ctx) {
  const v = ctx.view;
  if (v.over) return null;
  if (!ctx.myTurn) {
    const who = seatName(ctx, v.current);
    return h("div", { class: "gy-hand" }, h("p", { class: "gy-hint" }, ctx.closed || (who === t("You") ? t("You are playing.") : t("{name} is playing.", { name: who })))); // the steps are the acting seat's
  }
  if (v.step !== "place" || !v.holding) return h("div", { class: "gy-hand" }, turnSteps(v));
  return h("div", { class: "gy-hand", testid: "gy-holding" }, turnSteps(v), holdingRow(ctx));
}

// ----- the players' series -------------------------------------------------------------------

function seriesStack(ctx, seat, fruit, s, practice) {
  const testid = `gy-series-${seat}-${fruit}`;
  if (!s) {
    return h(
      "div",
      { class: "gy-series gy-series--empty", testid, role: "img", "aria-label": t("no {fruit} series", { fruit: fruitName(fruit) }) },
      h("span", { class: "gy-slot", "aria-hidden": "true" }, h("span", { class: "gy-slot-emoji" }, emojiOf(ctx.view, fruit)), h("small", {}, fruitName(fruit))),
    );
  }
  const spread = Array.isArray(s.cards);
  const label = spread
    ? nt("{fruit} series: {cards}, {n} point", "{fruit} series: {cards}, {n} points", s.points, { fruit: fruitName(fruit), cards: s.cards.join(", ") })
    : nt("{fruit} series: {n} card, {top} on top", "{fruit} series: {n} cards, {top} on top", s.count, { fruit: fruitName(fruit), top: s.top });
  const nodes = [];
  if (spread) {
    s.cards.forEach((n, i) => nodes.push(fruitCard(`${fruit}-${n}`, { size: "sm", key: `${testid}-${i}` })));
  } else {
    // Buried cards: only their edges show. Their numbers are not known to the browser.
    for (let i = 0; i < s.count - 1; i++) {
      nodes.push(h("div", { class: "gy-buried", "aria-hidden": "true", style: { "--i": i, "--band": COLORS[fruit] } }, emojiOf(ctx.view, fruit)));
    }
    nodes.push(fruitCard(`${fruit}-${s.top}`, { size: "sm", dataset: { motion: `series-${seat}-${fruit}`, motionFrom: "holding" } }));
  }
  const changed =
    ctx.local.prevSeries && JSON.stringify((ctx.local.prevSeries[seat] || []).find((x) => x.fruit === fruit)) !== JSON.stringify({ fruit, top: s.top, count: s.count });
  return h(
    "div",
    { class: ["gy-series", spread && "gy-series--spread", changed && !spread && "gy-changed"], testid, role: "img", "aria-label": label, dataset: { count: s.count, top: s.top } },
    h("div", { class: "gy-stack", style: { "--n": s.count } }, nodes),
    h(
      "div",
      { class: "gy-series-caption" },
      spread ? h("span", {}, nt("{n} point", "{n} points", s.points)) : h("span", {}, `${s.count}/5`),
      practice && practice[fruit] && practice[fruit].length
        ? h("span", { class: "gy-practice-cards", testid: `gy-practice-${fruit}` }, " " + t("under: {cards}", { cards: practice[fruit].join(" ") }))
        : null,
    ),
    spread ? h("div", { class: "gy-why" }, s.why) : null,
  );
}

function playersPanel(ctx) {
  const v = ctx.view;
  const order = [];
  const n = (v.series || []).length;
  for (let k = 0; k < n; k++) order.push((ctx.seat + k) % n); // you first
  return h(
    "div",
    { class: "gy-players" },
    order.map((seat) => {
      const rows = v.series[seat] || [];
      const byFruit = Object.fromEntries(rows.map((r) => [r.fruit, r]));
      const name = seatName(ctx, seat);
      const you = seat === ctx.seat && ctx.mode !== "reveal";
      const title = name + (you && name !== t("You") ? " " + t("(you)") : "") + (!v.over && !ctx.closed && v.current === seat ? " — " + t("to play") : "");
      const total = Array.isArray(v.totals) ? " — " + nt("{n} point", "{n} points", v.totals[seat]) : "";
      return panel(
        title + total,
        h(
          "div",
          { class: "gy-seats", role: "group", "aria-label": t("{name}'s fruit series", { name }) },
          fruitsOf(v).map((f) => seriesStack(ctx, seat, f, byFruit[f], you ? practiceCards(ctx) : null)),
        ),
        { testid: `gy-player-${seat}`, class: ["gy-player", v.current === seat && !v.over ? "is-current" : ""].join(" ") },
      );
    }),
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
    testid: `gy-final-${seat}`,
  }));
  const why = v.over === "stall" ? t("The game ended by the stall limit (no one drew for too long).") : t("The draw pile is empty: the game is over.");
  return panel(
    t("Scores"),
    [
      h("p", { class: "gy-note" }, why),
      scoreTable([t("Player"), ...fruitsOf(v).map((f) => `${emojiOf(v, f)} ${fruitName(f)}`), t("Total")], rows, {
        caption: t("Winner: {names}", { names: v.totals.map((pts, s) => (pts === best ? seatName(ctx, s) : null)).filter(Boolean).join(AND()) }),
        testid: "gy-final",
      }),
    ],
    { testid: "gy-final-panel" },
  );
}

// ----- the teacher's view (reveal mode): what nobody at the table can see ---------------------

function teacherPanel(v) {
  const hidden = v.hidden;
  const names = (codes) => (codes.length ? codes.map((c) => `${fruitName(parse(c).fruit)} ${parse(c).number}`).join(", ") : t("none"));
  const top = [...(hidden.draw || [])].reverse();
  return panel(
    t("Hidden from the players"),
    h(
      "ul",
      { class: "gy-teacher", testid: "gy-teacher" },
      h("li", {}, t("Draw pile, top first ({n}): {cards}", { n: top.length, cards: `${names(top.slice(0, 12))}${top.length > 12 ? ", …" : ""}` })),
      (hidden.piles || []).map((pile, i) => h("li", {}, t("Pile {n}, under the top card: {cards}", { n: i + 1, cards: names(pile.slice(0, -1).reverse()) }))),
      h("li", {}, t("Out of the game, unseen ({n}): {cards}", { n: (hidden.removed || []).length, cards: names(hidden.removed || []) })),
    ),
    { testid: "gy-teacher-panel" },
  );
}

// The practice aid: the answer of this game's standing `practice` query while it is on (during
// play; the teacher's view shows every card anyway).
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
  const status = v.over
    ? t("Game over")
    : t("Turn {n}", { n: v.turn }) +
      " · " +
      nt("{n} card in the draw pile", "{n} cards in the draw pile", v.draw_size) +
      (v.removed_count ? " · " + nt("{n} card out of the game, unseen", "{n} cards out of the game, unseen", v.removed_count) : "");
  const middle = h("div", { class: "gy-middle" }, drawPile(ctx), discardPiles(ctx));
  roving(middle, { selector: "button:not([aria-disabled=true])" });
  parts.push(
    table(
      [h("div", { class: "gy-status", testid: "gy-status" }, status), middle, holdingPanel(ctx)],
      { label: t("GYÜMI table"), testid: "gy-table" },
    ),
  );
  if (v.stall_limit === 0 && v.stall >= 3 * (v.series || []).length && !v.over) {
    parts.push(h("p", { class: "gy-hint gy-warn", role: "status" }, nt("{n} turn in a row without drawing: the game only ends when the draw pile is empty.", "{n} turns in a row without drawing: the game only ends when the draw pile is empty.", v.stall)));
  }
  parts.push(finalPanel(ctx));
  parts.push(playersPanel(ctx));
  parts.push(wholeLineLog(ctx.log));
  ctx.local.prevPiles = v.piles;
  ctx.local.prevSeries = (v.series || []).map((rows) => rows.map((r) => ({ fruit: r.fruit, top: r.top, count: r.count })));
  return parts;
}

export default {
  render({ model, el }) {
    return mountGame({
      model,
      el,
      title: "GYÜMI",
      render: draw,
      log: false, // drawn by draw(): wholeLineLog
      drawnAnswers: ["practice"],
      headerExtra: (ctx) => (ctx.view && practiceAid(ctx) ? [badge(t("Practice aid"), { kind: "warn", testid: "gy-practice-badge" })] : []),
    });
  },
};
