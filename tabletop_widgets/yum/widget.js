// The Yum table: five dice, holds, up to three rolls and a score sheet per player.
import { mountGame, seatName } from "../ui/js/kit/app.js";
import { h, srOnly } from "../ui/js/kit/dom.js";
import { formatNumber, nt, t } from "../ui/js/kit/i18n.js";
import { die, diceRow } from "../ui/js/kit/dice.js";
import { roving } from "../ui/js/kit/a11y.js";
import { button, logPanel, panel, refusable, scoreTable, table } from "../ui/js/kit/layout.js";

const DICE = 5;


function fmt(x) {
  return typeof x === "number" ? (Number.isInteger(x) ? formatNumber(x) : formatNumber(x, 1)) : "";
}

function sheetOf(view) {
  return view.sheet || [];
}

function boxLabel(view, box) {
  const entry = sheetOf(view).find((b) => b.box === box);
  return entry ? entry.label : box;
}

// ----- local hold state --------------------------------------------------------------------

// Which dice the player holds (local until the next roll). After one of our rolls the kept
// dice come first (the engine puts them there), so they stay held at positions 0..k-1.
function holds(ctx) {
  const { local, view, previous } = ctx;
  const key = `${view.turn}/${view.rolls}`;
  if (local.key !== key) {
    const prev = previous && previous.view;
    const sameTurnNextRoll = prev && prev.turn === view.turn && view.rolls === prev.rolls + 1;
    local.hold = new Set();
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

// ----- the dice and the Roll button --------------------------------------------------------

// Whether this view is a fresh roll to animate (not an undo, an error or a change of player
// with no dice), and how many dice were set aside before it: they come first and stay still.
function freshRoll(ctx) {
  const v = ctx.view;
  const prev = ctx.previous && ctx.previous.view;
  const rolled = !!prev && (v.dice || []).length === DICE && (prev.turn === v.turn ? v.rolls === prev.rolls + 1 : v.rolls >= 1);
  // The engine says how many were kept; only the others roll, whoever rolled them.
  return { rolled, keptBefore: rolled && prev.turn === v.turn ? v.kept || 0 : 0 };
}

// Die i: held or not, a click (or Space) holds or frees it while holding is allowed.
function yumDie(ctx, i, active, hold, roll) {
  const value = (ctx.view.dice || [])[i] || 0;
  return die(value, {
    index: i,
    held: active && hold.has(i), // after the last roll nothing is "held" any more
    onClick: () => {
      if (!active) return;
      if (hold.has(i)) hold.delete(i);
      else hold.add(i);
      ctx.rerender();
    },
    disabled: !active,
    refusal: "hold",
    ctx,
    rolling: roll.rolled && i >= roll.keptBefore,
    testid: `die-${i}`,
    key: `die-${i}`,
    label: !value ? t("die {n} not rolled yet", { n: i + 1 }) : undefined,
  });
}

// The coach's keep: a star under each die it would keep (and in the label).
function markCoachKeeps(ctx, nodes, hold) {
  const advice = coachOf(ctx);
  if (!(advice && advice.best && advice.best.kind === "keep")) return;
  const coach = new Set(advice.best.hold || []);
  nodes.forEach((node, i) => {
    if (!coach.has(i)) return;
    node.classList.add("is-coach-keep");
    node.setAttribute("aria-label", t("{die}, coach keeps it", { die: node.getAttribute("aria-label") }));
    if (!hold.has(i)) node.querySelector(".tw-die-tag").textContent = "\u2605 " + t("keep");
  });
}

function drawDice(ctx) {
  const hold = holds(ctx);
  const roll = freshRoll(ctx);
  const active = canHold(ctx);
  const nodes = [];
  for (let i = 0; i < DICE; i++) nodes.push(yumDie(ctx, i, active, hold, roll));
  if (active) markCoachKeeps(ctx, nodes, hold);
  const row = diceRow(nodes, { label: t("Dice: click or press Space to hold"), testid: "yum-dice" });
  roving(row);
  return row;
}

function rollButton(ctx) {
  const v = ctx.view;
  const hold = holds(ctx);
  // The reasons come from the engine (ctx.refusals): "roll", or "roll:all_held" for five held dice.
  const refused = !ctx.myTurn || v.rolls_left <= 0 ? "roll" : hold.size >= DICE ? "roll:all_held" : null;
  const label = v.rolls === 0 ? t("Roll the dice") : nt("Roll again ({n} roll left)", "Roll again ({n} rolls left)", v.rolls_left);
  return button(h("span", {}, h("span", { class: "yum-roll-icon", "aria-hidden": "true" }, "\u2685"), " ", label), {
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
    },
  });
}

// Three pips for the three rolls of a turn: filled = used.
function rollPips(v) {
  if (v.over) return null;
  const used = v.rolls || 0;
  return h(
    "span",
    { class: "yum-rollpips", testid: "yum-rolls-left", role: "img", "aria-label": nt("{n} roll left", "{n} rolls left", 3 - used) },
    [0, 1, 2].map((i) => h("span", { class: ["yum-rollpip", i < used && "is-used"] })),
  );
}

function status(ctx) {
  const v = ctx.view;
  if (v.over) return t("Game over");
  if (ctx.closed) return ctx.closed;
  const who = seatName(ctx, v.current);
  const rounds = sheetOf(v).length || 13;
  const turn = ctx.myTurn ? (who === t("You") ? t("your turn") : t("{name} to play", { name: who })) : t("{name} is playing", { name: who });
  const roll = v.rolls === 0 ? t("no dice rolled yet") : t("roll {n} of 3", { n: v.rolls });
  const round = t("Round {n} of {total}", { n: v.round, total: rounds });
  return `${round} \u00b7 ${turn} \u00b7 ${roll}`;
}

// ----- the score sheet -----------------------------------------------------------------------

// A box of someone's column as it stands: its points, or an open dot.
function shownScore(seat, entry, value) {
  const filled = value !== null && value !== undefined;
  return filled
    ? h("span", { class: "yum-filled", testid: `filled-${seat}-${entry.box}`, dataset: { motion: `filled-${seat}-${entry.box}` } }, String(value))
    : h("span", { class: "yum-open" }, h("span", { "aria-hidden": "true" }, "\u00b7"), srOnly(t("open")));
}

// A box of your own column you cannot score now: still a button, which says why not (a filled
// box, or any box before the roll).
function refusedScore(ctx, entry, value, shown) {
  const filled = value !== null && value !== undefined;
  const refusal = filled ? `score:${entry.box}` : "score";
  const cell = h(
    "button",
    {
      type: "button",
      class: ["yum-score-btn", "is-refused", filled && "is-filled"],
      testid: `score-${entry.box}`,
      "data-key": `score-${entry.box}`,
      "data-roving": "",
      "aria-label": filled ? `${entry.label}: ${value}` : t("{box}: open", { box: entry.label }),
      onClick: () => ctx.refuse(refusal),
    },
    shown,
  );
  return refusable(cell, { disabled: true, refusal, ctx });
}

// A box you may score now: "+12" (the coach's choice starred), a click scores it.
function scoreButton(ctx, entry, points, best) {
  const label = t("Score {points} in {box}", { points, box: entry.label });
  return h(
    "button",
    {
      type: "button",
      class: ["yum-score-btn", points === 0 && "is-zero", best === entry.box && "is-best"],
      testid: `score-${entry.box}`,
      "data-key": `score-${entry.box}`,
      "data-roving": "",
      "aria-label": best === entry.box ? t("{label} (coach's choice)", { label }) : label,
      title: points === 0 ? t("{label} (a zero: the box is used up)", { label }) : label,
      onClick: () => ctx.send({ type: "score", box: entry.box }),
    },
    points === 0 ? "0" : `+${points}`,
    best === entry.box ? h("span", { class: "yum-star", "aria-hidden": "true" }, " \u2605") : null,
  );
}

function scoreCell(ctx, seat, entry, best) {
  const v = ctx.view;
  const potential = v.potential || {};
  if (ctx.myTurn && seat === v.current && entry.box in potential) return scoreButton(ctx, entry, potential[entry.box], best);
  const value = (v.cards[seat] || {})[entry.box];
  const shown = shownScore(seat, entry, value);
  if (seat !== ctx.seat || v.over || ctx.mode === "reveal") return shown;
  return refusedScore(ctx, entry, value, shown);
}

function bonusCell(ctx, seat) {
  const v = ctx.view;
  const tot = v.totals[seat];
  const rule = v.bonus_rule || { threshold: 63, points: 25 };
  if (tot.bonus > 0) return h("span", { class: "yum-bonus is-won", testid: `bonus-${seat}` }, `+${tot.bonus} \u2713`);
  const pct = Math.min(100, Math.round((100 * tot.upper) / rule.threshold));
  const upperOpen = sheetOf(v).some((e) => e.section === "upper" && (v.cards[seat] || {})[e.box] == null);
  if (!upperOpen) {
    return h("span", { class: "yum-bonus is-lost", testid: `bonus-${seat}`, title: t("Bonus missed: {upper} of {threshold}", { upper: tot.upper, threshold: rule.threshold }) }, `0 (${tot.upper}/${rule.threshold})`);
  }
  return h(
    "span",
    {
      class: "yum-bonus",
      testid: `bonus-${seat}`,
      title: t("Needs {threshold} in the upper section for +{points}; {missing} to go", { threshold: rule.threshold, points: rule.points, missing: rule.threshold - tot.upper }),
    },
    h("span", { class: "yum-progress", "aria-hidden": "true" }, h("span", { class: "yum-progress-bar", style: { width: `${pct}%` } })),
    h("span", { class: "yum-bonus-text" }, `${tot.upper}/${rule.threshold}`),
  );
}

// A box's row header: its name, the rulebook's French name where it differs, and what it scores
// under this table's rules (the engine's words, with the variant's own numbers).
function rowHeader(entry) {
  return h(
    "span",
    { class: "yum-box" },
    h("span", { class: "yum-box-en" }, entry.label),
    entry.french !== entry.label ? h("span", { class: "yum-box-fr", lang: "fr" }, entry.french) : null,
    entry.scoring ? h("span", { class: "yum-box-rule", testid: `rule-${entry.box}` }, entry.scoring) : null,
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
  const rowFor = (entry) => ({
    cells: [rowHeader(entry), ...seats.map((s) => scoreCell(ctx, s, entry, bestBox))],
    testid: `row-${entry.box}`,
  });
  const upper = sheetOf(v).filter((e) => e.section === "upper").map(rowFor);
  const lower = sheetOf(v).filter((e) => e.section === "lower").map(rowFor);
  const rows = [
    ...upper,
    { cells: [t("Upper total"), ...seats.map((s) => String(v.totals[s].upper))], class: "yum-subtotal", testid: "row-upper" },
    {
      cells: [h("span", { class: "yum-box" }, h("span", { class: "yum-box-en" }, t("Bonus")), h("span", { class: "yum-box-fr" }, t("needs {threshold}, +{points}", { threshold: rule.threshold, points: rule.points }))), ...seats.map((s) => bonusCell(ctx, s))],
      class: "yum-subtotal",
      testid: "row-bonus",
    },
    ...lower,
    { cells: [t("Total"), ...seats.map((s) => h("span", { testid: `total-${s}`, dataset: { motion: `total-${s}` } }, String(v.totals[s].total)))], class: "yum-total", highlight: true, testid: "row-total" },
  ];
  const playing = !v.over && !ctx.closed; // no "to play" marker once the game is over or closed by the teacher
  const columns = [t("Box"), ...seats.map((s) => (s === v.current && playing ? `\u25B6 ${seatName(ctx, s)}` : seatName(ctx, s)))];
  const sheet = scoreTable(columns, rows, { testid: "yum-sheet", highlightColumn: playing ? v.current + 1 : undefined, caption: t("Score sheet") });
  sheet.classList.add("yum-sheet");
  roving(sheet, { selector: ".yum-score-btn" });
  return sheet;
}

// ----- the end of the game ------------------------------------------------------------------

function drawFinal(ctx) {
  const v = ctx.view;
  const n = v.cards.length;
  const best = Math.max(...v.totals.map((t) => t.total));
  const order = [...Array(n).keys()].sort((a, b) => v.totals[b].total - v.totals[a].total || a - b);
  const winners = order.filter((s) => v.totals[s].total === best).map((s) => seatName(ctx, s));
  const rows = order.map((s) => ({
    cells: [
      v.totals[s].total === best ? `\u2605 ${seatName(ctx, s)}` : seatName(ctx, s),
      String(v.totals[s].upper),
      v.totals[s].bonus ? `+${v.totals[s].bonus}` : "0",
      String(v.totals[s].lower),
      String(v.totals[s].total),
    ],
    highlight: v.totals[s].total === best,
    testid: `final-${s}`,
  }));
  const and = t(" and ");
  const headline =
    winners.length > 1
      ? t("Shared win: {names} with {points}", { names: winners.join(and), points: best })
      : winners[0] === t("You")
        ? t("You win with {points}", { points: best })
        : t("{name} wins with {points}", { name: winners[0], points: best });
  return panel(t("Final scores"), [h("p", { class: "yum-winner", testid: "yum-winner" }, headline), scoreTable([t("Player"), t("Upper"), t("Bonus"), t("Lower"), t("Total")], rows, { testid: "yum-final" })], {
    testid: "yum-final-panel",
    class: "yum-final",
  });
}

// ----- the coach ------------------------------------------------------------------------------

function keepText(dice, hold) {
  if (!hold.length) return t("re-roll all");
  if (hold.length === DICE) return t("keep all");
  return t("keep {dice}", { dice: hold.map((i) => dice[i]).sort((a, b) => a - b).join(" ") });
}

// The coach's advice: the answer of this game's standing `coach` query while it is on.
function coachOf(ctx) {
  return (ctx.answers || {}).coach || null;
}

const sameHold = (a, b) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

// A ranked list of the coach's choices, the best starred; `onPick(item)` makes each a button.
function coachList(items, text, isBest, testid, onPick) {
  return h(
    "ol",
    { class: "yum-coach-list", testid },
    items.map((item) =>
      h(
        "li",
        { class: isBest(item) && "is-best" },
        onPick
          ? h("button", { type: "button", class: "yum-coach-pick", onClick: () => onPick(item), title: t("Hold these dice"), "data-key": `coach-${testid}-${text(item)}` }, text(item))
          : h("span", {}, text(item)),
        h("span", { class: "yum-coach-value" }, typeof item.value === "number" ? formatNumber(item.value, 1) : ""),
        isBest(item) ? h("span", { class: "yum-star", "aria-label": t("best") }, " \u2605") : null,
      ),
    ),
  );
}

// "★ Best: keep 5 5 and roll" (or "score Fives").
function coachBest(v, best) {
  const text = best.kind === "keep" ? t("{keep} and roll", { keep: keepText(v.dice || [], best.hold || []) }) : t("score {box}", { box: boxLabel(v, best.box) });
  return h("p", { class: "yum-coach-best", testid: "coach-best" }, "\u2605 " + t("Best:") + " ", h("strong", {}, text));
}

// The five best keeps (a button each on my turn: hold those dice) and the five best boxes.
function coachColumns(ctx, c) {
  const v = ctx.view;
  const best = c.best || {};
  const top = (items) => [...(items || [])].sort((a, b) => b.value - a.value).slice(0, 5);
  const keeps = top(c.keeps);
  const boxes = top(c.boxes);
  const hold = (k) => {
    ctx.local.hold = new Set(k.hold);
    ctx.rerender();
  };
  const columns = [];
  if (keeps.length && v.rolls_left > 0) {
    const isBest = (k) => best.kind === "keep" && sameHold(k.hold, best.hold || []);
    columns.push(h("div", {}, h("h4", {}, t("Keeps (expected final score)")),
      coachList(keeps, (k) => keepText(v.dice || [], k.hold), isBest, "coach-keeps", ctx.myTurn ? hold : null)));
  }
  if (boxes.length) {
    columns.push(h("div", {}, h("h4", {}, t("Boxes (expected final score)")),
      coachList(boxes, (b) => boxLabel(v, b.box), (b) => best.kind === "box" && b.box === best.box, "coach-boxes", null)));
  }
  return columns;
}

// "Last choice (round 3, roll 2): ...; best was ... — cost 2.5 points."
function coachLast(last) {
  const cost = last.cost > 0.05 ? t("cost {points} points", { points: fmt(last.cost) }) : t("the best choice");
  const p = { round: last.turn, roll: last.roll, chosen: last.chosen, best: last.best, cost };
  const text = last.roll ? t("Last choice (round {round}, roll {roll}): {chosen}; best was {best} \u2014 {cost}.", p) : t("Last choice (round {round}): {chosen}; best was {best} \u2014 {cost}.", p);
  return h("p", { class: "yum-coach-last", testid: "coach-last" }, text);
}

// The coach's totals: the expected final score with best play, the points lost so far.
function coachTotals(c) {
  const parts = [];
  if (typeof c.expected === "number") parts.push(h("p", { class: "tw-muted", testid: "coach-expected" }, t("Expected final score with best play: {points}", { points: formatNumber(c.expected, 1) })));
  if (typeof c.lost_total === "number") parts.push(h("p", { class: "tw-muted", testid: "coach-lost" }, t("Points lost to the coach so far: {points}", { points: fmt(c.lost_total) })));
  return parts;
}

function drawCoach(ctx) {
  const c = coachOf(ctx);
  if (!c) return null;
  const where = { testid: "yum-coach", class: "yum-coach" };
  if (c.unavailable) return panel(t("Coach"), h("p", { class: "tw-muted", testid: "coach-unavailable" }, c.unavailable), where);
  if (c.summary) {
    const lines = c.summary.text.split("\n").map((line) => h("li", {}, line));
    return panel(t("Coach: the game in review"), h("ul", { class: "yum-coach-summary", testid: "coach-summary" }, lines), where);
  }
  const parts = [];
  if ((c.best || {}).kind) parts.push(coachBest(ctx.view, c.best));
  const columns = coachColumns(ctx, c);
  if (columns.length) parts.push(h("div", { class: "yum-coach-grid" }, columns));
  const history = c.history || [];
  const last = history[history.length - 1];
  if (last) parts.push(coachLast(last));
  return panel(t("Coach"), [...parts, ...coachTotals(c)], where);
}

// ----- the whole table ------------------------------------------------------------------------

function draw(ctx) {
  const v = ctx.view;
  if (!v || !v.cards) return h("p", { class: "tw-muted" }, t("Waiting for the game\u2026"));
  const hint = ctx.myTurn
    ? v.rolls === 0
      ? t("Roll the dice to start your turn.")
      : v.rolls_left > 0
        ? t("Click dice (or Space/Enter) to hold them, then roll again \u2014 or score a box on the sheet.")
        : t("Choose a box on your sheet to score.")
    : "";
  const felt = table(
    [
      h("div", { class: "yum-status", testid: "yum-status", role: "status" }, status(ctx)),
      v.over ? null : drawDice(ctx),
      v.over ? null : h("div", { class: "yum-controls" }, rollButton(ctx), rollPips(v)),
      hint ? h("p", { class: "yum-hint" }, hint) : null,
      v.over ? drawFinal(ctx) : null,
    ],
    { label: t("Dice table") },
  );
  felt.classList.add("yum-table");
  // The coach and the log sit under the dice (mountGame's own log is switched off), the sheet
  // beside them.
  const main = [felt, drawCoach(ctx), logPanel(ctx.log)].filter(Boolean);
  return h(
    "div",
    { class: "yum-shell" },
    h("div", { class: ["yum-layout", coachOf(ctx) && "has-coach"] }, h("div", { class: "yum-main" }, main), h("div", { class: "yum-side" }, drawSheet(ctx))),
  );
}

export default {
  render({ model, el }) {
    // The Coach toggle is the kit's help bar (the game's declared standing query).
    return mountGame({ model, el, title: "Yum", render: draw, log: false, drawnAnswers: ["coach"] });
  },
};
