// The Carousel table: the melds as rows, your hand below. Build a play locally (move cards
// between melds or into a new meld by drag and drop, click or keyboard; split and join melds;
// name jokers) and submit it as a whole. Every rule is Python's: when the arrangement changes the
// page asks the game's automatic `check` query with the proposed table and shows its answer
// (ctx.answers.check: each meld's problem, the play's problem, melds in order and new jokers
// named); the `hint` query's answer (ctx.answers.hint) is shown with "Use this play"; the kit's
// help bar draws the Hint button from the declared queries; refusals come from `refusals`.
import { mountGame, seatName } from "../ui/js/kit/app.js";
import { h } from "../ui/js/kit/dom.js";
import { nt, t } from "../ui/js/kit/i18n.js";
import { DECK, card, cardLabel, cardRow } from "../ui/js/kit/cards.js";
import { roving } from "../ui/js/kit/a11y.js";
import { button, panel, scoreTable, table } from "../ui/js/kit/layout.js";
import { continueBar, showdownHold } from "../ui/js/kit/motion.js";

const isJoker = (c) => c.startsWith("JK");
const standsFor = (c) => (c.startsWith("JK:") ? c.slice(3) : c);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// ----- local arrangement -------------------------------------------------------------------

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
  // The engine put the melds in order and named new jokers: take its arrangement.
  const verdict = ctx.answers.check;
  if (verdict && verdict.ordered && same(verdict.melds, L.melds) && !same(verdict.ordered, L.melds)) {
    L.melds = verdict.ordered.map((m) => m.slice());
    L.selected = [];
  }
  return L;
}

// The engine's verdict on the current arrangement (the answer of the `check` query), or null
// while it is being asked for. It is asked only when the arrangement changed since the last
// answer (answers hold for one position of the table only).
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

const sel = (L, where, i) => L.selected.findIndex((x) => x.where === where && x.i === i);

function toggle(L, where, i) {
  const k = sel(L, where, i);
  if (k >= 0) L.selected.splice(k, 1);
  else L.selected.push({ where, i });
}

// Take the selected cards out of the hand and the melds; returns them.
function takeSelected(L, originalTable) {
  const picked = [];
  const byMeld = new Map();
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
  for (const c of cards) meld.push(c); // a joker from the hand ("JK") is named by the engine
  dropEmpty(L);
}

function backToHand(L, originalHand) {
  // only cards that came from the hand may go back (nothing leaves the table)
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

// ----- drawing -------------------------------------------------------------------------------

function cardNode(ctx, L, where, i, code, opts = {}) {
  const selected = sel(L, where, i) >= 0;
  const clickable = ctx.mode !== "reveal" && !ctx.terminal;
  const node = card(code, {
    selected: ctx.view.may_play ? selected : undefined,
    onClick: clickable
      ? () => {
          toggle(L, where, i);
          ctx.rerender();
        }
      : undefined,
    disabled: !ctx.view.may_play,
    refusal: "play",
    ctx,
    key: `${where}-${i}-${code}`,
    testid: `${where}-card-${i}`,
    size: opts.size,
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
        "aria-label": t("Card the joker stands for (meld {n})", { n: m + 1 }),
        onChange: (e) => {
          meld[i] = "JK:" + e.target.value;
          ctx.rerender();
        },
      },
      c === "JK" ? h("option", { value: "", selected: true }, t("naming…")) : null,
      DECK.map((name) => h("option", { value: name, selected: standsFor(c) === name }, cardLabel(name))),
    );
    menus.push(h("label", { class: "cs-joker-label", dataset: { original: original ? "true" : "false" } }, t("Joker") + " = ", select));
  });
  return menus;
}

// Meld m's tools on your turn: move the selected cards here, split it at the selected card, join
// it with the next meld.
function meldTools(ctx, L, m) {
  const meld = L.melds[m];
  return [
    button(t("Move here"), { small: true, disabled: !L.selected.length, reason: t("Select cards first"), refusal: "arrange", ctx, onClick: () => { moveTo(L, m); ctx.rerender(); }, key: `move-${m}`, testid: `meld-${m}-move` }),
    button(t("Split"), {
      small: true,
      disabled: !(L.selected.length === 1 && L.selected[0].where === `meld-${m}` && L.selected[0].i > 0),
      reason: t("Select the card where the second part starts"), refusal: "arrange", ctx,
      onClick: () => { const at = L.selected[0].i; L.melds.splice(m + 1, 0, meld.splice(at)); L.selected = []; ctx.rerender(); },
      key: `split-${m}`,
      testid: `meld-${m}-split`,
    }),
    button(t("Join next"), {
      small: true,
      disabled: m + 1 >= L.melds.length,
      reason: t("There is no next meld"), refusal: "arrange", ctx,
      onClick: () => { L.melds.splice(m, 2, meld.concat(L.melds[m + 1])); L.selected = []; ctx.rerender(); },
      key: `join-${m}`,
      testid: `meld-${m}-join`,
    }),
  ];
}

// Meld m on the table: its cards, its jokers' names, its tools, and what is wrong with it.
function meldZone(ctx, L, m, verdict) {
  const problem = verdict ? (verdict.problems || {})[String(m)] : null;
  const cards = cardRow(L.melds[m].map((c, i) => cardNode(ctx, L, `meld-${m}`, i, c, { size: "sm" })), { label: t("Meld {n}", { n: m + 1 }), testid: `meld-${m}-cards` });
  roving(cards);
  const tools = ctx.view.may_play ? meldTools(ctx, L, m) : [];
  const meld = h(
    "div",
    { class: ["cs-meld", problem ? "cs-invalid" : ""], testid: `meld-${m}`, dataset: { valid: !verdict ? "pending" : problem ? "false" : "true" } },
    cards,
    ...jokerMenus(ctx, L, m),
    h("span", { class: "cs-tools" }, ...tools),
    problem ? h("div", { class: "cs-problem", role: "note", testid: `meld-${m}-problem` }, `\u26a0 ${problem}`) : null,
  );
  return dropZone(meld, ctx, L, m);
}

// Where a new meld starts: a drop zone with "New meld from selected".
function newMeldZone(ctx, L) {
  const make = button(t("New meld from selected"), { disabled: !L.selected.length, reason: t("Select cards first"), refusal: "arrange", ctx, onClick: () => { moveTo(L, "new"); ctx.rerender(); }, key: "new-meld", testid: "new-meld" });
  return dropZone(h("div", { class: "cs-meld cs-new" }, make), ctx, L, "new");
}

function drawTable(ctx, L, verdict) {
  const rows = L.melds.map((meld, m) => meldZone(ctx, L, m, verdict));
  const newMeld = ctx.view.may_play ? newMeldZone(ctx, L) : null;
  return panel(t("Table"), [rows.length ? rows : h("p", { class: "cs-empty" }, t("The table is empty.")), newMeld], { testid: "cs-table" });
}

function drawHand(ctx, L) {
  const v = ctx.view;
  const row = cardRow(L.hand.map((c, i) => cardNode(ctx, L, "hand", i, c)), { label: t("Your hand"), testid: "cs-hand-cards" });
  roving(row);
  const back = v.may_play
    ? button(t("Back to hand"), { small: true, disabled: !L.selected.some((s) => s.where !== "hand"), reason: t("Select cards you placed this turn"), refusal: "arrange", ctx, onClick: () => { backToHand(L, v.hand || []); ctx.rerender(); }, key: "back", testid: "back-to-hand" })
    : null;
  return dropZone(panel(nt("Your hand ({n} point)", "Your hand ({n} points)", v.hand_value), [row, back], { testid: "cs-hand" }), ctx, L, "hand");
}

// What the draw control does, said exactly (2.3: draw 1, 2 or 3; no play after the third).
function drawLabel(v) {
  if (v.draws === 0) return t("Draw a card");
  if (v.draws === 1) return t("Draw a 2nd card (instead of playing now)");
  return t("Draw a 3rd card and end your turn (no play after it)");
}

function drawControls(ctx, L, verdict) {
  const v = ctx.view;
  const placed = playedCount(L, v.hand || []);
  const legal = (type) => ctx.isLegal({ type }).length > 0;
  const out = [];
  if (v.may_play) {
    const problem = verdict ? verdict.problem : null;
    out.push(
      button(nt("Submit play ({n} card)", "Submit play ({n} cards)", placed), {
        primary: true,
        disabled: !!problem,
        refusal: "play:table",
        ctx,
        reason: problem,
        onClick: () => ctx.send({ type: "play", melds: L.melds.map((m) => m.slice()) }),
        key: "submit",
        testid: "submit",
      }),
    );
    out.push(button(t("Reset"), { onClick: () => { reset(ctx); ctx.rerender(); }, key: "reset", testid: "reset" }));
  }
  if (ctx.myTurn && v.step === "turn") out.push(button(drawLabel(v), { onClick: () => ctx.send({ type: "draw" }), disabled: !legal("draw"), refusal: "draw", ctx, key: "draw", testid: "draw" }));
  if (legal("pass")) out.push(button(v.step === "final" ? t("Pass (no play)") : t("Pass: end your turn"), { onClick: () => ctx.send({ type: "pass" }), key: "pass", testid: "pass" }));
  if (ctx.myTurn) out.push(button(nt("Knock ({n} point)", "Knock ({n} points)", v.hand_value), { onClick: () => ctx.send({ type: "knock" }), disabled: !legal("knock"), refusal: "knock", ctx, key: "knock", testid: "knock" }));
  if (legal("end_turn")) out.push(button(t("End turn without knocking"), { onClick: () => ctx.send({ type: "end_turn" }), key: "end-turn", testid: "end-turn" }));
  const hint = ctx.answers.hint || {};
  const hintNode = hint.text
    ? h("div", { class: "cs-hint", testid: "cs-hint", role: "status", dataset: { answer: "hint" } }, hint.text, hint.melds ? button(t("Use this play"), { small: true, onClick: () => { L.melds = hint.melds.map((m) => m.slice()); const used = (hint.cards || []).slice(); L.hand = (v.hand || []).filter((c) => { const k = used.indexOf(c); if (k >= 0) { used.splice(k, 1); return false; } return true; }); L.selected = []; ctx.rerender(); }, key: "use-hint", testid: "use-hint" }) : null)
    : null;
  return h("div", { class: "cs-controls", testid: "cs-controls" }, ...out, hintNode);
}

// The moves made for the player (compulsory draws, forced passes), said as such.
function drawAuto(ctx) {
  const lines = ctx.view.auto || [];
  if (!lines.length) return null;
  return h("ul", { class: "cs-auto", testid: "cs-auto", "aria-label": t("Made automatically") }, lines.map((line) => h("li", {}, line)));
}

function status(ctx) {
  const v = ctx.view;
  if (v.over) return t("Game over.");
  if (ctx.closed) return ctx.closed;
  const who = seatName(ctx, v.current);
  const step = v.step === "final" ? t("final lap: play or pass") : v.step === "end" ? t("may knock") : t("draw {n} of 3", { n: v.draws });
  const round = t("Round {n}", { n: v.round });
  const acting = t("{name} to act ({step})", { name: who, step });
  const stock = t("stock {n}", { n: v.stock });
  return `${round} \u00b7 ${acting} \u00b7 ${stock}`;
}

function drawScores(ctx) {
  const v = ctx.view;
  const rows = ctx.names.map((_, i) => ({
    cells: [seatName(ctx, i), String((v.hand_sizes || [])[i] ?? ""), String((v.totals || [])[i] ?? 0), String((v.rounds_won || [])[i] ?? 0), String((ctx.scores || [])[i] ?? 0)],
    highlight: i === v.current,
    testid: `score-${i}`,
  }));
  const last = (v.rounds || []).slice(-1)[0];
  const summary = last
    ? h("p", { class: "cs-last", testid: "cs-last-round" }, t("Round {n}: hands {values} points; ", { n: last.round, values: last.values.join(" / ") }) + last.winners.map((w) => `${seatName(ctx, w)} +${last.points[w]}`).join(", "))
    : null;
  const columns = [t("Player"), t("Cards"), t("Round points"), t("Rounds won"), t("Score")];
  return panel(t("Scores"), [scoreTable(columns, rows, { caption: t("Round and game scores") }), summary], { testid: "cs-scores" });
}

function drawAllHands(ctx) {
  const hands = ctx.view.all_hands;
  if (!hands) return null;
  return panel(
    t("Teacher view: every hand"),
    hands.map((hand, i) => h("div", { class: "cs-reveal", testid: `reveal-${i}` }, h("span", {}, `${seatName(ctx, i)}: `), cardRow(hand.map((c) => card(c, { size: "sm" })), { label: t("{name}'s hand", { name: seatName(ctx, i) }) }))),
    { testid: "cs-reveal" },
  );
}

// "Ann: 12 points in hand — wins +30": one player's line at the end of a round.
function roundWho(ctx, i, last) {
  const line = nt("{name}: {n} point in hand", "{name}: {n} points in hand", last.values[i], { name: seatName(ctx, i) });
  const wins = t("wins +{points}", { points: last.points[i] });
  return last.winners.includes(i) ? `${line} \u2014 ${wins}` : line;
}

// A round just ended: every hand as it ended (view.last_hands, public then), the hand values, the
// winners and their points, held until Continue (motion.js showdownHold) before the next deal.
function heldRound(ctx, hold, last) {
  const v = ctx.view;
  const hands = v.last_hands || [];
  const rows = hands.map((hand, i) =>
    h(
      "div",
      { class: "cs-reveal", testid: `cs-round-hand-${i}` },
      h("span", { class: "cs-round-who" }, roundWho(ctx, i, last)),
      cardRow(hand.map((c) => card(c, { size: "sm" })), { label: t("{name}'s hand at the end of round {n}", { name: seatName(ctx, i), n: last.round }) }),
    ),
  );
  const how =
    last.went_out !== null && last.went_out !== undefined
      ? t("{name} went out", { name: seatName(ctx, last.went_out) })
      : last.knocker !== null && last.knocker !== undefined
        ? t("{name} knocked", { name: seatName(ctx, last.knocker) })
        : t("The stock ran out");
  const felt = table(
    [
      h("p", { class: "cs-status", testid: "cs-status", role: "status" }, t("Round {n} is over: {how}.", { n: last.round, how })),
      h("div", { class: "cs-round-end", testid: "cs-round-end" }, rows),
      drawScores(ctx),
      continueBar(hold, { label: t("Continue to round {n}", { n: v.round }), next: t("Round {n}", { n: v.round }) }),
    ],
    { label: t("Carousel table: the end of the round") },
  );
  felt.classList.add("tw-showdown-held");
  return felt;
}

function draw(ctx) {
  if (!ctx.view || ctx.view.hand === undefined) return h("p", { class: "cs-empty" }, t("Waiting for the game…"));
  const lastRound = (ctx.view.rounds || []).slice(-1)[0];
  const hold = showdownHold(ctx, lastRound ? `round-${lastRound.round}` : null);
  if (hold && !ctx.view.over) return heldRound(ctx, hold, lastRound);
  const L = arrangement(ctx);
  const verdict = verdictFor(ctx, L);
  const felt = table(
    [h("p", { class: "cs-status", testid: "cs-status" }, status(ctx)), drawAuto(ctx), drawTable(ctx, L, verdict), drawHand(ctx, L), drawControls(ctx, L, verdict), drawScores(ctx), drawAllHands(ctx)],
    { label: t("Carousel table") },
  );
  return felt;
}

export default {
  render({ model, el }) {
    return mountGame({ model, el, title: "Carousel", render: draw, drawnAnswers: ["check", "hint"] });
  },
};
