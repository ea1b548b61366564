// The Gin Rummy table (Cardems rules): your hand grouped into melds with the live deadwood,
// the stock and the discard pile, Discard / Knock / Gin buttons that say why they are not
// allowed (the engine's reasons, synced as `refusals`: no rule text here), the showdown line
// by line and the match score to 100.
import { mountGame, seatName } from "../ui/js/kit/app.js";
import { h } from "../ui/js/kit/dom.js";
import { nt, t } from "../ui/js/kit/i18n.js";
import { card, cardLabel, cardRow } from "../ui/js/kit/cards.js";
import { roving } from "../ui/js/kit/a11y.js";
import { badge, button, panel, scoreTable, table } from "../ui/js/kit/layout.js";
import { continueBar, showdownHold } from "../ui/js/kit/motion.js";

const nameOf = seatName;

// Options for a control that may be refused: the engine's reason for `key` (its type, or the
// whole table's reason "*" when it is not this seat's turn or the game is over).
function refusal(ctx, key, disabled) {
  return { disabled, refusal: key, ctx, reason: ctx.refusals["*"] };
}

// The one prompt that is not a rule: the page's own selection.
function selectFirst() {
  return t("Select a card of your hand first.");
}

function meldKind(meld) {
  return meld.length && meld.every((c) => c[0] === meld[0][0]) ? t("Group") : t("Run");
}

function cardsText(cards) {
  return (cards || []).map(cardLabel).join(" ");
}

// ----- the selection (local until the discard) -----------------------------------------------

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

// ----- scoreboard ------------------------------------------------------------------------------

function scoreboard(ctx) {
  const v = ctx.view;
  const totals = v.totals || [0, 0];
  const target = v.target || 0;
  const me = v.seat || 0;
  const rows = [me, 1 - me].map((s) => ({
    cells: [nameOf(ctx, s), String(totals[s])],
    testid: `gin-total-${s}`,
  }));
  const caption = target > 0 ? t("Match to {target} — hand {n}", { target, n: v.hand_no }) : t("Single hand");
  return scoreTable([t("Player"), t("Points")], rows, { caption, testid: "gin-scores" });
}

// ----- opponent, stock and discard pile --------------------------------------------------------

function opponent(ctx) {
  const v = ctx.view;
  const opp = 1 - (v.seat || 0);
  const faceUp = v.opponent_hand; // teacher view only
  const n = v.opponent_cards || 0;
  const nodes = faceUp ? faceUp.map((c) => card(c, { size: "sm", key: `opp-${c}` })) : Array.from({ length: n }, (_, i) => card("AS", { faceDown: true, size: "sm", key: `opp-${i}`, label: t("face-down card") }));
  const known = (v.known && v.known[opp]) || [];
  return h(
    "div",
    { class: "gin-opponent", testid: "gin-opponent" },
    h("div", { class: "gin-label" }, nameOf(ctx, opp) + ": " + nt("{n} card", "{n} cards", n), known.length ? " " + t("(took {cards} from the discard pile)", { cards: cardsText(known) }) : ""),
    motionSource(cardRow(nodes, { label: t("{name}'s hand", { name: nameOf(ctx, opp) }), fan: true, testid: "gin-opponent-hand" }), `seat-${opp}`),
  );
}

// motion.js: a card new on the table flies in from here (the stock, a seat's hand)
function motionSource(el, name) {
  el.dataset.motionSource = name;
  return el;
}

// Which draws the engine allows now, and the discard pile's top card.
function drawChoices(ctx) {
  const v = ctx.view;
  return {
    stockMove: ctx.isLegal({ type: "draw", source: "stock" }).length > 0,
    discardMove: ctx.isLegal({ type: "draw", source: "discard" }).length > 0,
    top: (v.discard || []).slice(-1)[0],
  };
}

// The stock, face down: a click draws its top card.
function stockPile(ctx, { stockMove }) {
  const n = ctx.view.stock_count || 0;
  return card("AS", {
    faceDown: true,
    key: "stock",
    testid: "gin-stock",
    dataset: { motionSource: "stock" },
    label: stockMove ? nt("Stock, {n} card: draw the top card", "Stock, {n} cards: draw the top card", n) : nt("Stock, {n} card", "Stock, {n} cards", n),
    onClick: () => ctx.send({ type: "draw", source: "stock" }),
    ...refusal(ctx, "draw:stock", !stockMove),
  });
}

// The discard pile's top card (a click takes it), or "empty".
function discardPile(ctx, { discardMove, top }) {
  if (!top) return h("div", { class: "gin-empty", testid: "gin-discard-empty" }, t("empty"));
  return card(top, {
    key: "discard",
    testid: "gin-discard-pile",
    dataset: { motionFrom: `seat-${1 - (ctx.view.seat || 0)}` },
    label: discardMove ? t("Discard pile, top card {card}: take it", { card: cardLabel(top) }) : t("Discard pile, top card {card}", { card: cardLabel(top) }),
    onClick: () => ctx.send({ type: "draw", source: "discard" }),
    ...refusal(ctx, "draw:discard", !discardMove),
  });
}

// The same two draws as buttons: "Draw from stock (31)", "Take 7♥".
function drawButtons(ctx, { stockMove, discardMove, top }) {
  return h(
    "div",
    { class: "gin-draw-buttons" },
    button(t("Draw from stock ({n})", { n: ctx.view.stock_count || 0 }), {
      onClick: () => ctx.send({ type: "draw", source: "stock" }),
      ...refusal(ctx, "draw:stock", !stockMove),
      key: "btn-stock",
      testid: "gin-draw-stock",
      primary: stockMove,
    }),
    button(top ? t("Take {card}", { card: cardLabel(top) }) : t("Discard pile empty"), {
      onClick: () => ctx.send({ type: "draw", source: "discard" }),
      ...refusal(ctx, "draw:discard", !discardMove),
      key: "btn-discard-pile",
      testid: "gin-draw-discard",
    }),
  );
}

function piles(ctx) {
  const choices = drawChoices(ctx);
  return h(
    "div",
    { class: "gin-piles", testid: "gin-piles" },
    h("div", { class: "gin-pile" }, h("div", { class: "gin-label" }, t("Stock")), stockPile(ctx, choices)),
    h("div", { class: "gin-pile" }, h("div", { class: "gin-label" }, t("Discard pile")), discardPile(ctx, choices)),
    drawButtons(ctx, choices),
  );
}

// ----- your hand -------------------------------------------------------------------------------

function handCard(ctx, c) {
  const v = ctx.view;
  const active = canDiscardPhase(ctx);
  const sel = selected(ctx);
  const after = (v.after_discard || {})[c];
  const extra = [];
  if (c === v.drawn) extra.push(t("just drawn"));
  if (c === v.taken && active) extra.push(t("taken from the discard pile"));
  if (active && after !== undefined) extra.push(t("discarding it leaves {n} deadwood", { n: after }));
  const clickable = ctx.mode !== "reveal" && !ctx.terminal;
  const node = card(c, {
    selected: active ? sel === c : undefined,
    onClick: clickable
      ? () => {
          ctx.local.selected = sel === c ? null : c;
          ctx.rerender();
        }
      : undefined,
    ...(clickable ? refusal(ctx, "discard", !active) : {}),
    key: `hand-${c}`,
    testid: `card-${c}`,
    dataset: { motionFrom: "stock" },
    label: extra.length ? `${cardLabel(c)} (${extra.join("; ")})` : undefined,
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
        cardRow(meld.map((c) => handCard(ctx, c)), { label: `${meldKind(meld)} ${cardsText(meld)}` }),
      ),
    );
  });
  groups.push(
    h(
      "div",
      { class: "gin-meld gin-deadwood-cards", testid: "gin-deadwood-cards" },
      h("div", { class: "gin-label" }, t("Deadwood")),
      arr.deadwood_cards.length ? cardRow(arr.deadwood_cards.map((c) => handCard(ctx, c)), { label: t("Deadwood {cards}", { cards: cardsText(arr.deadwood_cards) }) }) : h("div", { class: "gin-empty" }, t("none")),
    ),
  );
  const row = h("div", { class: "gin-hand", testid: "gin-hand", role: "group", "aria-label": t("Your hand, sorted into melds and deadwood") }, groups);
  roving(row);
  const count = h(
    "div",
    { class: "gin-deadwood", testid: "gin-deadwood", "aria-live": "polite" },
    t("Deadwood: {n}", { n: arr.deadwood }),
    (v.hand || []).length === 11 ? " " + t("(11 cards: discard one)") : arr.deadwood <= (v.knock_limit || 10) ? " — " + t("low enough to knock") : "",
  );
  return h("div", { class: "gin-your-hand" }, h("div", { class: "gin-label" }, t("Your hand ({name})", { name: nameOf(ctx, v.seat || 0) })), count, row);
}

function actions(ctx) {
  if (ctx.terminal) return null; // no more moves (the game is over, or the teacher ended it)
  const v = ctx.view;
  const active = canDiscardPhase(ctx);
  const sel = selected(ctx);
  const label = sel ? cardLabel(sel) : "";
  function act(type, what) {
    const legal = sel ? ctx.isLegal({ type, card: sel }).length > 0 : false;
    // Refused: not now at all ("knock"), this card ("knock:7H"), or no card selected yet.
    const key = !active || ctx.refusals[type] || !sel ? type : `${type}:${sel}`;
    const fallback = active && !sel && !ctx.refusals[type] ? selectFirst() : ctx.refusals["*"];
    return button(sel ? `${what} ${label}` : what, {
      onClick: () => ctx.send({ type, card: sel }),
      disabled: !legal,
      refusal: key,
      ctx,
      reason: fallback,
      primary: legal && type !== "discard",
      key: `btn-${type}`,
      testid: `gin-${type}`,
    });
  }
  const notes = [];
  const takenNote = active && v.taken ? ctx.refusals[`discard:${v.taken}`] : "";
  if (takenNote) notes.push(h("p", { class: "gin-note", testid: "gin-taken-note" }, takenNote));
  if (active) {
    for (const type of ["knock", "gin"]) {
      const why = ctx.refusals[type];
      if (why) notes.push(h("p", { class: "gin-hint", testid: `gin-${type}-reason` }, (type === "knock" ? t("Knock") : t("Gin")) + ": " + why));
    }
  }
  return h("div", { class: "gin-actions", testid: "gin-actions" }, h("div", { class: "gin-buttons" }, act("discard", t("Discard")), act("knock", t("Knock with")), act("gin", t("Gin with"))), notes);
}

// ----- showdown --------------------------------------------------------------------------------

function showdownTitle(last) {
  const kind = { draw: t("draw"), knock: t("knock"), gin: t("gin"), undercut: t("undercut") }[last.kind] || last.kind;
  return t("Hand {n}: {kind}", { n: last.hand_no, kind });
}

// The public showdown of a finished hand (view.last_hand): both sides' melds, layoffs, deadwood
// and the scoring lines.
function showdownParts(ctx, last) {
  const parts = [];
  if (last.kind !== "draw" && last.hands) {
    const knocker = last.knocker;
    const defender = 1 - knocker;
    const meldRows = (melds) => melds.map((m, i) => cardRow(m.map((c) => card(c, { size: "sm", key: `sd-${c}` })), { label: `${meldKind(m)} ${cardsText(m)}`, testid: `gin-sd-meld-${i}` }));
    parts.push(
      h("div", { class: "gin-sd-side", testid: "gin-sd-knocker" }, h("div", { class: "gin-label" }, last.kind === "gin" ? t("{name} (Gin): deadwood {n}", { name: nameOf(ctx, knocker), n: last.knocker_deadwood }) : t("{name} (knocked): deadwood {n}", { name: nameOf(ctx, knocker), n: last.knocker_deadwood })), meldRows(last.knocker_melds), last.knocker_deadwood_cards.length ? h("div", { class: "gin-sd-dead" }, t("Deadwood: {cards}", { cards: cardsText(last.knocker_deadwood_cards) })) : null),
      h("div", { class: "gin-sd-side", testid: "gin-sd-defender" }, h("div", { class: "gin-label" }, t("{name} (defender): {before} before layoffs, {after} after", { name: nameOf(ctx, defender), before: last.defender_deadwood_before_layoffs, after: last.defender_deadwood })), meldRows(last.defender_melds), last.layoffs.length ? h("div", { class: "gin-sd-layoffs", testid: "gin-sd-layoffs" }, last.layoffs.map((l) => h("div", {}, t("Lays off {card} on {cards}", { card: cardLabel(l.card), cards: cardsText(l.onto) })))) : null, last.defender_deadwood_cards.length ? h("div", { class: "gin-sd-dead" }, t("Deadwood: {cards}", { cards: cardsText(last.defender_deadwood_cards) })) : null),
    );
  }
  parts.push(h("ol", { class: "gin-sd-lines", testid: "gin-sd-lines" }, (last.lines || []).map((line) => h("li", {}, line))));
  return parts;
}

// The record of the previous hand beside the table (its cards are not animated: data-motion-skip).
function showdown(ctx) {
  const v = ctx.view;
  const last = v.last_hand;
  if (!last) return null;
  const open = ctx.terminal || (v.turns === 0 && last.hand_no === v.hand_no - 1);
  return h("details", { class: "gin-showdown", testid: "gin-showdown", open: open || undefined, "data-motion-skip": "" }, h("summary", {}, showdownTitle(last)), showdownParts(ctx, last));
}

// A hand just ended (the bot may have knocked right after your discard): its showdown holds the
// table until Continue (motion.js showdownHold), before the next hand is shown.
function heldShowdown(ctx, hold) {
  const v = ctx.view;
  const last = v.last_hand;
  const felt = table(
    [
      h("div", { class: "gin-status", testid: "gin-status", role: "status" }, t("Hand {n} is over.", { n: last.hand_no })),
      h("div", { class: "gin-showdown is-held", testid: "gin-showdown" }, h("h3", { class: "gin-sd-title" }, showdownTitle(last)), showdownParts(ctx, last)),
      continueBar(hold, { label: t("Continue to hand {n}", { n: v.hand_no }), next: t("Hand {n}", { n: v.hand_no }) }),
    ],
    { label: t("Gin Rummy table: the showdown"), testid: "gin-table" },
  );
  felt.classList.add("tw-showdown-held");
  return h("div", { class: "gin-layout" }, felt, h("div", { class: "gin-side" }, panel(t("Score"), scoreboard(ctx))));
}

// ----- the whole table ----------------------------------------------------------------------------

function status(ctx) {
  const v = ctx.view;
  if (ctx.closed) return t("The match was stopped: it has no winner."); // the banner says why
  if (ctx.terminal) {
    const tot = v.totals || [0, 0];
    if ((v.target || 0) > 0) {
      const w = tot[0] >= tot[1] ? 0 : 1;
      const p = { name: nameOf(ctx, w), won: tot[w], lost: tot[1 - w] };
      return p.name === t("You") ? t("You win the match, {won} to {lost}.", p) : t("{name} wins the match, {won} to {lost}.", p);
    }
    return t("The hand is over.");
  }
  if (!ctx.myTurn) return t("{name} to play.", { name: nameOf(ctx, v.current) });
  if (v.phase === "draw") return t("Your turn: draw from the stock or take the top discard.");
  return t("Select a card, then discard it (or knock / go Gin).");
}

function draw(ctx) {
  const v = ctx.view;
  if (!v || v.hand === undefined) return h("div", { class: "gin-empty" }, t("Waiting for the game…"));
  const hold = showdownHold(ctx, v.last_hand ? `hand-${v.last_hand.hand_no}` : null);
  if (hold && !ctx.terminal) return heldShowdown(ctx, hold);
  const felt = table(
    [
      h("div", { class: "gin-status", testid: "gin-status" }, status(ctx), ctx.mode === "reveal" ? badge(t("Teacher view: all hands shown"), { kind: "warn" }) : null),
      opponent(ctx),
      piles(ctx),
      yourHand(ctx),
      actions(ctx),
    ],
    { label: t("Gin Rummy table"), testid: "gin-table" },
  );
  // Keyboard: S draws from the stock, D takes the top discard (the buttons work with Tab too).
  felt.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    const source = key === "s" ? "stock" : key === "d" ? "discard" : null;
    if (!source) return;
    event.preventDefault();
    if (ctx.isLegal({ type: "draw", source }).length) {
      ctx.local.focusDrawn = true; // keep the keyboard in the hand: focus the card drawn
      ctx.send({ type: "draw", source });
    } else ctx.refuse(`draw:${source}`, ctx.refusals["*"]);
  });
  if (ctx.local.focusDrawn && v.drawn && v.phase === "discard") {
    ctx.local.focusDrawn = false;
    // after mountGame restored the old focus: the drawn card is where the turn goes on
    queueMicrotask(() => {
      const drawn = felt.querySelector(`[data-key="hand-${CSS.escape(v.drawn)}"]`);
      if (drawn) drawn.focus();
    });
  }
  const keys = h("p", { class: "gin-hint tw-keys-help", testid: "gin-keys" }, t("Keys: S = draw from the stock, D = take the discard, Tab/arrows = move between cards, Enter = select."));
  return h("div", { class: "gin-layout" }, felt, h("div", { class: "gin-side" }, panel(t("Score"), scoreboard(ctx)), showdown(ctx), keys));
}

export default {
  render({ model, el }) {
    return mountGame({ model, el, title: "Gin Rummy", render: draw });
  },
};
