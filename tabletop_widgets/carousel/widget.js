// The Carousel table: the melds as rows, your hand below. Build a play locally (move cards
// between melds or into a new meld by drag and drop, click or keyboard; split and join melds;
// name jokers), see invalid melds outlined with the reason, then submit it as a whole.
import { mountGame } from "../ui/js/kit/app.js";
import { h } from "../ui/js/kit/dom.js";
import { card, cardLabel, cardRow } from "../ui/js/kit/cards.js";
import { roving } from "../ui/js/kit/a11y.js";
import { button, panel, scoreTable, table } from "../ui/js/kit/layout.js";

const RANKS = "A23456789TJQK";
const SUITS = "SHDC";
const ALL = [];
for (const s of SUITS) for (const r of RANKS) ALL.push(r + s);

// ----- meld rules (mirror of carousel/rules.py, for live feedback only; Python decides) ------

const isJoker = (c) => c.startsWith("JK");
const standsFor = (c) => (c.startsWith("JK:") ? c.slice(3) : c);
const rankOf = (c) => RANKS.indexOf(c[0]) + 1;

export function meldProblem(cards) {
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
  if (new Set(real.map(rankOf)).size === 1) return cards.slice().sort((a, b) => SUITS.indexOf(standsFor(a)[1]) - SUITS.indexOf(standsFor(b)[1]));
  const high = real.some((c) => rankOf(c) === 13);
  const key = (c) => { const r = rankOf(standsFor(c)); return r === 1 && high ? 14 : r; };
  return cards.slice().sort((a, b) => key(a) - key(b));
}

// A name for a joker that makes its meld valid (or the first card if none does).
function suggestName(meld, index) {
  for (const name of ALL) {
    const trial = meld.slice();
    trial[index] = "JK:" + name;
    if (!meldProblem(trial.filter((c) => c !== "JK"))) return name;
  }
  return ALL[0];
}

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
    L.placed = 0;
  }
  return L;
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
  for (const c of cards) meld.push(c);
  // a joker from the hand is named at once with a suggestion (changeable with its menu)
  for (let i = 0; i < meld.length; i++) if (meld[i] === "JK") meld[i] = "JK:" + suggestName(meld, i);
  const ordered = orderMeld(meld);
  meld.splice(0, meld.length, ...ordered);
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
  const node = card(code, {
    selected,
    onClick: ctx.view.may_play
      ? () => {
          toggle(L, where, i);
          ctx.rerender();
        }
      : undefined,
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
        "aria-label": `Card the joker stands for (meld ${m + 1})`,
        onChange: (e) => {
          meld[i] = "JK:" + e.target.value;
          const ordered = orderMeld(meld);
          meld.splice(0, meld.length, ...ordered);
          ctx.rerender();
        },
      },
      ALL.map((name) => h("option", { value: name, selected: standsFor(c) === name }, cardLabel(name))),
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
    const tools = v.may_play
      ? [
          button("Move here", { small: true, disabled: !L.selected.length, reason: "Select cards first", onClick: () => { moveTo(L, m); ctx.rerender(); }, key: `move-${m}`, testid: `meld-${m}-move` }),
          button("Split", {
            small: true,
            disabled: !(L.selected.length === 1 && L.selected[0].where === `meld-${m}` && L.selected[0].i > 0),
            reason: "Select the card where the second part starts",
            onClick: () => { const at = L.selected[0].i; L.melds.splice(m + 1, 0, meld.splice(at)); L.selected = []; ctx.rerender(); },
            key: `split-${m}`,
            testid: `meld-${m}-split`,
          }),
          button("Join next", {
            small: true,
            disabled: m + 1 >= L.melds.length,
            reason: "There is no next meld",
            onClick: () => { const joined = orderMeld(meld.concat(L.melds[m + 1])); L.melds.splice(m, 2, joined); L.selected = []; ctx.rerender(); },
            key: `join-${m}`,
            testid: `meld-${m}-join`,
          }),
        ]
      : [];
    return dropZone(
      h(
        "div",
        { class: ["cs-meld", problem ? "cs-invalid" : ""], testid: `meld-${m}`, dataset: { valid: problem ? "false" : "true" } },
        cards,
        ...jokerMenus(ctx, L, m),
        h("span", { class: "cs-tools" }, ...tools),
        problem ? h("div", { class: "cs-problem", role: "note", testid: `meld-${m}-problem` }, `\u26a0 ${problem}`) : null,
      ),
      ctx,
      L,
      m,
    );
  });
  const newMeld = v.may_play
    ? dropZone(
        h("div", { class: "cs-meld cs-new" },
          button("New meld from selected", { disabled: !L.selected.length, reason: "Select cards first", onClick: () => { moveTo(L, "new"); ctx.rerender(); }, key: "new-meld", testid: "new-meld" })),
        ctx,
        L,
        "new",
      )
    : null;
  return panel("Table", [rows.length ? rows : h("p", { class: "cs-empty" }, "The table is empty."), newMeld], { testid: "cs-table" });
}

function drawHand(ctx, L) {
  const v = ctx.view;
  const row = cardRow(L.hand.map((c, i) => cardNode(ctx, L, "hand", i, c)), { label: "Your hand", testid: "cs-hand-cards" });
  roving(row);
  const back = v.may_play
    ? button("Back to hand", { small: true, disabled: !L.selected.some((s) => s.where !== "hand"), reason: "Select cards you placed this turn", onClick: () => { backToHand(L, v.hand || []); ctx.rerender(); }, key: "back", testid: "back-to-hand" })
    : null;
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
    out.push(button("Reset", { onClick: () => { reset(ctx); ctx.rerender(); }, key: "reset", testid: "reset" }));
    out.push(button("Hint", { onClick: () => ctx.message({ type: "hint" }), key: "hint", testid: "hint" }));
  }
  if (can.draw) out.push(button(v.draws === 1 ? "Draw 2nd card" : v.draws === 2 ? "Draw 3rd card (no play after it)" : "Draw", { onClick: () => ctx.send({ type: "draw" }), key: "draw", testid: "draw" }));
  if (can.pass) out.push(button("Pass", { onClick: () => ctx.send({ type: "pass" }), key: "pass", testid: "pass" }));
  if (can.knock) out.push(button(`Knock (${v.hand_value} points)`, { onClick: () => ctx.send({ type: "knock" }), key: "knock", testid: "knock" }));
  if (can.end_turn) out.push(button("End turn", { onClick: () => ctx.send({ type: "end_turn" }), key: "end-turn", testid: "end-turn" }));
  const hint = ctx.model.get("hint") || {};
  const hintNode = hint.text
    ? h("div", { class: "cs-hint", testid: "cs-hint", role: "status" }, hint.text, hint.melds ? button("Use this play", { small: true, onClick: () => { L.melds = hint.melds.map((m) => m.slice()); const used = (hint.cards || []).slice(); L.hand = (v.hand || []).filter((c) => { const k = used.indexOf(c); if (k >= 0) { used.splice(k, 1); return false; } return true; }); L.selected = []; ctx.rerender(); }, key: "use-hint", testid: "use-hint" }) : null)
    : null;
  return h("div", { class: "cs-controls", testid: "cs-controls" }, ...out, hintNode);
}

function status(ctx) {
  const v = ctx.view;
  const names = ctx.names;
  if (v.over) return "Game over.";
  const who = names[v.current] || `Player ${v.current + 1}`;
  const step = v.step === "final" ? "final lap: play or pass" : v.step === "end" ? "may knock" : `draw ${v.draws} of 3`;
  return `Round ${v.round} \u00b7 ${who} to act (${step}) \u00b7 stock ${v.stock}`;
}

function drawScores(ctx) {
  const v = ctx.view;
  const rows = ctx.names.map((name, i) => ({
    cells: [name, String((v.hand_sizes || [])[i] ?? ""), String((v.totals || [])[i] ?? 0), String((v.rounds_won || [])[i] ?? 0), String((ctx.scores || [])[i] ?? 0)],
    highlight: i === v.current,
    testid: `score-${i}`,
  }));
  const last = (v.rounds || []).slice(-1)[0];
  const summary = last
    ? h("p", { class: "cs-last", testid: "cs-last-round" }, `Round ${last.round}: hands ${last.values.join(" / ")} points; ` + last.winners.map((w) => `${ctx.names[w]} +${last.points[w]}`).join(", "))
    : null;
  return panel("Scores", [scoreTable(["Player", "Cards", "Round points", "Rounds won", "Score"], rows, { caption: "Round and game scores" }), summary], { testid: "cs-scores" });
}

function drawAllHands(ctx) {
  const hands = ctx.view.all_hands;
  if (!hands) return null;
  return panel(
    "Teacher view: every hand",
    hands.map((hand, i) => h("div", { class: "cs-reveal", testid: `reveal-${i}` }, h("span", {}, `${ctx.names[i] || "Player " + (i + 1)}: `), cardRow(hand.map((c) => card(c, { size: "sm" })), { label: `${ctx.names[i]}'s hand` }))),
    { testid: "cs-reveal" },
  );
}

function draw(ctx) {
  const L = arrangement(ctx);
  return table(
    [h("p", { class: "cs-status", testid: "cs-status" }, status(ctx)), drawTable(ctx, L), drawHand(ctx, L), drawControls(ctx, L), drawScores(ctx), drawAllHands(ctx)],
    { label: "Carousel table" },
  );
}

export default {
  render({ model, el }) {
    return mountGame({ model, el, title: "Carousel", render: draw });
  },
};
