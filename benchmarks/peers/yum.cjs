// Yum for boardgame.io 0.50: the same rules as tabletop_widgets/yum (rules.py, game.py),
// with the same legality checks (a refused move is INVALID_MOVE and changes nothing).
// Used only by the server comparator (benchmarks/bench_peers.py).
"use strict";
const { INVALID_MOVE } = require("boardgame.io/core");

const UPPER = ["ones", "twos", "threes", "fours", "fives", "sixes"];
const LOWER = ["three_of_a_kind", "four_of_a_kind", "short_straight", "long_straight", "surplus", "full_house", "yum"];
const BOXES = UPPER.concat(LOWER);
const DICE = 5;
const ROLLS_PER_TURN = 3;
const RULES = { upper_bonus: 25, upper_bonus_threshold: 63, short_straight: 15, long_straight: 20, full_house: 25, yum: 30 };

// Every way to keep some dice and re-roll at least one (increasing indices, at most four).
const HOLDS = [];
for (let mask = 0; mask < 31; mask++) {
  const hold = [];
  for (let i = 0; i < DICE; i++) if (mask & (1 << i)) hold.push(i);
  HOLDS.push(hold);
}
const HOLD_KEYS = new Set(HOLDS.map((h) => h.join(",")));

function hasRun(faces, length) {
  for (let start = 1; start + length - 1 <= 6; start++) {
    let ok = true;
    for (let f = start; f < start + length; f++) if (!faces.has(f)) { ok = false; break; }
    if (ok) return true;
  }
  return false;
}

function score(dice, box) {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  let total = 0;
  for (const d of dice) { counts[d]++; total += d; }
  const most = Math.max(...counts);
  const faces = new Set(dice);
  const upper = UPPER.indexOf(box);
  if (upper >= 0) return (upper + 1) * counts[upper + 1];
  switch (box) {
    case "three_of_a_kind": return most >= 3 ? total : 0;
    case "four_of_a_kind": return most >= 4 ? total : 0;
    case "short_straight": return hasRun(faces, 4) ? RULES.short_straight : 0;
    case "long_straight": return hasRun(faces, 5) ? RULES.long_straight : 0;
    case "surplus": return total;
    case "full_house": {
      const shape = counts.filter((c) => c > 0).sort().join(",");
      return shape === "2,3" ? RULES.full_house : 0;
    }
    case "yum": return most === 5 ? RULES.yum : 0;
  }
  throw new Error(`unknown box ${box}`);
}

function total(card) {
  let upper = 0, lower = 0;
  for (const b of UPPER) upper += card[b] || 0;
  for (const b of LOWER) lower += card[b] || 0;
  return upper + (upper >= RULES.upper_bonus_threshold ? RULES.upper_bonus : 0) + lower;
}

/** The legal moves of the player to act, as [move name, args] (the driver picks one). */
function legalMoves(G) {
  if (G.rolls === 0) return [["roll", [[]]]];
  const moves = [];
  if (G.rolls < ROLLS_PER_TURN) for (const hold of HOLDS) moves.push(["roll", [hold]]);
  const card = G.cards[G.current];
  for (const box of BOXES) if (card[box] === null) moves.push(["score", [box]]);
  return moves;
}

const Yum = {
  name: "yum",
  minPlayers: 1,
  maxPlayers: 8,
  setup: ({ ctx }) => ({
    cards: Array.from({ length: ctx.numPlayers }, () => Object.fromEntries(BOXES.map((b) => [b, null]))),
    dice: [],
    rolls: 0,
    turn: 1,
    current: 0,
  }),
  turn: { minMoves: 1 },
  moves: {
    roll: ({ G, random }, hold) => {
      if (!Array.isArray(hold) || G.rolls >= ROLLS_PER_TURN) return INVALID_MOVE;
      if (G.rolls === 0 && hold.length) return INVALID_MOVE;
      if (!HOLD_KEYS.has(hold.join(",")) || !hold.every((i) => Number.isInteger(i))) return INVALID_MOVE;
      const kept = hold.map((i) => G.dice[i]);
      G.dice = kept.concat(random.Die(6, DICE - kept.length));
      G.rolls += 1;
    },
    score: ({ G, ctx, events }, box) => {
      if (!BOXES.includes(box) || G.rolls === 0) return INVALID_MOVE;
      const card = G.cards[Number(ctx.currentPlayer)];
      if (card[box] !== null) return INVALID_MOVE;
      card[box] = score(G.dice, box);
      G.dice = [];
      G.rolls = 0;
      G.turn += 1;
      G.current = (Number(ctx.currentPlayer) + 1) % ctx.numPlayers;
      events.endTurn();
    },
  },
  endIf: ({ G }) => (G.turn > G.cards.length * BOXES.length ? { scores: G.cards.map(total) } : undefined),
};

module.exports = { Yum, legalMoves, score, total, BOXES };
