// The GYÜMI table: draw pile, discard piles, and every player's six fruit series drawn as
// overlapping cards where only the top number and the count show. Two steps a turn:
// take a card (draw pile or a discard-pile top), then play it into your series or discard it.
import { mountGame, seatName } from "../ui/js/kit/app.js";
import { h, plural, subjectVerb, withArticle } from "../ui/js/kit/dom.js";
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
    name: fruit,
    color: COLORS[fruit],
    label: opts.label || `${fruit} ${number}`,
    ...opts,
  });
}

function pileName(i) {
  return `pile ${i + 1}`;
}

// ----- the middle of the table: draw pile and discard piles --------------------------------

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
      key: "draw",
    }),
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
        title: putBack ? "Putting the card back where it came from changes nothing: a pass." : undefined,
      });
    } else {
      action = button("Take", {
        onClick: () => ctx.send({ type: "take", pile: i }),
        disabled: !take,
        refusal: "take",
        ctx,
        small: true,
        testid: `gy-take-${i}`,
        key: `take-${i}`,
      });
    }
    const changed = ctx.local.prevPiles && ctx.local.prevPiles[i] !== top;
    return h(
      "div",
      { class: ["gy-pile", changed && "gy-changed"], testid: `gy-pile-${i}`, dataset: { top, motionSource: `pile-${i}` } },
      fruitCard(top, { label: `${pileName(i)}: ${parse(top).fruit} ${parse(top).number} on top`, dataset: { motion: `pile-top-${i}`, motionFrom: "holding" } }),
      h("div", { class: "gy-pile-caption" }, `Pile ${i + 1}${v.refilled === i ? " (refilled)" : ""}`),
      action,
    );
  });
  return h("div", { class: "gy-piles", role: "group", "aria-label": "Discard piles (only the top card shows)" }, piles);
}

// ----- the card in hand (step 2) ---------------------------------------------------------------

function holdingPanel(ctx) {
  const v = ctx.view;
  const steps = h(
    "ol",
    { class: "gy-steps", testid: "gy-step", "aria-label": "Steps of a turn" },
    h("li", { class: v.step === "take" ? "is-now" : "is-done" }, "1. Take a card: draw, or take a discard-pile top"),
    h("li", { class: v.step === "place" ? "is-now" : "" }, "2. Play it into your series of that fruit, or discard it onto any pile"),
  );
  if (v.over) return null;
  const who = seatName(ctx, v.current);
  if (!ctx.myTurn) {
    return h("div", { class: "gy-hand" }, h("p", { class: "gy-hint" }, ctx.closed || `${subjectVerb(who, "is")} playing.`)); // the steps are the acting seat's
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
        dataset: { motion: "holding", motionSource: "holding", motionFrom: typeof v.source === "number" ? `pile-${v.source}` : "drawpile" },
      }),
      button(count ? `Play on your ${fruit} series (${count} → ${count + 1})` : `Start ${withArticle(fruit)} series`, {
        onClick: () => ctx.send({ type: "play" }),
        disabled: !canPlay,
        refusal: "play",
        ctx,
        primary: canPlay,
        testid: "gy-play",
        key: "play",
      }),
      h("span", { class: "gy-hint" }, "…or press “Discard here” under a pile."),
    ),
  );
}

// ----- the players' series -------------------------------------------------------------------

function seriesStack(ctx, seat, fruit, s, practice) {
  const testid = `gy-series-${seat}-${fruit}`;
  if (!s) {
    return h(
      "div",
      { class: "gy-series gy-series--empty", testid, role: "img", "aria-label": `no ${fruit} series` },
      h("span", { class: "gy-slot", "aria-hidden": "true" }, h("span", { class: "gy-slot-emoji" }, emojiOf(ctx.view, fruit)), h("small", {}, fruit)),
    );
  }
  const spread = Array.isArray(s.cards);
  const label = spread
    ? `${fruit} series: ${s.cards.join(", ")}, ${plural(s.points, "point")}`
    : `${fruit} series: ${plural(s.count, "card")}, ${s.top} on top`;
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
      spread ? h("span", {}, `${plural(s.points, "point")}`) : h("span", {}, `${s.count}/5`),
      practice && practice[fruit] && practice[fruit].length
        ? h("span", { class: "gy-practice-cards", testid: `gy-practice-${fruit}` }, ` under: ${practice[fruit].join(" ")}`)
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
      const title = `${name}${you && name !== "You" ? " (you)" : ""}${!v.over && !ctx.closed && v.current === seat ? " — to play" : ""}`;
      const total = Array.isArray(v.totals) ? ` — ${plural(v.totals[seat], "point")}` : "";
      return panel(
        title + total,
        h(
          "div",
          { class: "gy-seats", role: "group", "aria-label": `${name}'s fruit series` },
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
  const why = v.over === "stall" ? "The game ended by the stall limit (no one drew for too long)." : "The draw pile is empty: the game is over.";
  return panel(
    "Scores",
    [
      h("p", { class: "gy-note" }, why),
      scoreTable(["Player", ...fruitsOf(v).map((f) => `${emojiOf(v, f)} ${f}`), "Total"], rows, {
        caption: `Winner: ${v.totals.map((t, s) => (t === best ? seatName(ctx, s) : null)).filter(Boolean).join(" and ")}`,
        testid: "gy-final",
      }),
    ],
    { testid: "gy-final-panel" },
  );
}

// ----- the teacher's view (reveal mode): what nobody at the table can see ---------------------

function teacherPanel(v) {
  const hidden = v.hidden;
  const names = (codes) => (codes.length ? codes.map((c) => c.replace("-", " ")).join(", ") : "none");
  const top = [...(hidden.draw || [])].reverse();
  return panel(
    "Hidden from the players",
    h(
      "ul",
      { class: "gy-teacher", testid: "gy-teacher" },
      h("li", {}, `Draw pile, top first (${top.length}): ${names(top.slice(0, 12))}${top.length > 12 ? ", …" : ""}`),
      (hidden.piles || []).map((pile, i) => h("li", {}, `Pile ${i + 1}, under the top card: ${names(pile.slice(0, -1).reverse())}`)),
      h("li", {}, `Out of the game, unseen (${(hidden.removed || []).length}): ${names(hidden.removed || [])}`),
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
    ? "Game over"
    : `Turn ${v.turn} · ${v.draw_size} cards in the draw pile` + (v.removed_count ? ` · ${v.removed_count} cards out of the game, unseen` : "");
  const middle = h("div", { class: "gy-middle" }, drawPile(ctx), discardPiles(ctx));
  roving(middle, { selector: "button:not([aria-disabled=true])" });
  parts.push(
    table(
      [h("div", { class: "gy-status", testid: "gy-status" }, status), middle, holdingPanel(ctx)],
      { label: "GYÜMI table", testid: "gy-table" },
    ),
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

export default {
  render({ model, el }) {
    return mountGame({
      model,
      el,
      title: "GYÜMI",
      render: draw,
      log: false, // drawn by draw(): wholeLineLog
      drawnAnswers: ["practice"],
      headerExtra: (ctx) => (ctx.view && practiceAid(ctx) ? [badge("Practice aid", { kind: "warn", testid: "gy-practice-badge" })] : []),
    });
  },
};
