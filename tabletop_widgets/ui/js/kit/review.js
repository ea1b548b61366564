// The coach's answers, drawn the same way in every game: a hint (the move, why, the runner-up,
// every option with its value and interval) and a review (the seat's decisions beside the
// coach's, step by step, each with its cost; the three costliest first). The help bar's
// default answers (app.js defaultAnswers) hand these two shapes here; nothing knows a game.
//
// A hint answer: {action, text, runner_up: {action, text} | null, options: [{action, label,
// value, low, high}], unit, exact}. A review answer: {text, over, unit, exact, decisions:
// [{step, move_label, coach_label, why, cost, low, high, agreed, options, note}], costliest:
// [step, ...], total, agreed, budget: {text}}. Every number shown is the engine's.

import { h } from "./dom.js";
import { button } from "./layout.js";
import { formatNumber, nt, t } from "./i18n.js";

/** True for an answer in the hint contract (a list of priced options). */
export function isHintAnswer(answer) {
  return !!answer && Array.isArray(answer.options) && typeof answer.exact === "boolean" && !Array.isArray(answer.decisions);
}

/** True for a review answer (a list of decisions). */
export function isReviewAnswer(answer) {
  return !!answer && Array.isArray(answer.decisions);
}

/** The panel for a hint or a review answer (null for any other answer). */
export function coachAnswer(ctx, name, answer, query) {
  if (isReviewAnswer(answer)) return reviewPanel(ctx, name, answer, query);
  if (isHintAnswer(answer)) return hintPanel(ctx, name, answer, query);
  return null;
}

/** A number as the engine gave it, to `digits` places ("–" when missing). */
export function fmt(value, digits = 1) {
  return formatNumber(value, digits);
}

/** "4.2" for an exact figure, "4.2 (3.1–5.0)" for an estimate with its interval. */
export function withInterval(value, low, high, exact, digits = 1) {
  if (exact || typeof low !== "number" || typeof high !== "number") return fmt(value, digits);
  return `${fmt(value, digits)} (${fmt(low, digits)}\u2013${fmt(high, digits)})`;
}

/** Option tables longer than this are folded behind their caption (a phone keeps the table's
 * controls in view; the player opens the list when they want every value). */
export const OPTIONS_SHOWN_OPEN = 6;

function optionsTable(options, { unit, exact, chosen = null, testid }) {
  if (!options || !options.length) return null;
  const caption = exact
    ? unit ? t("Exact value of each choice ({unit})", { unit }) : t("Exact value of each choice")
    : unit ? t("Estimated value of each choice ({unit}), with its interval", { unit }) : t("Estimated value of each choice, with its interval");
  const table = optionRows(options, { caption, exact, chosen, testid });
  if (options.length <= OPTIONS_SHOWN_OPEN) return table;
  return h("details", { class: "tw-coach-all", testid: `${testid}-all` }, h("summary", {}, t("{caption}: all {n} choices", { caption, n: options.length })), table);
}

function optionRows(options, { caption, exact, chosen, testid }) {
  return h(
    "table",
    { class: "tw-coach-options", testid },
    h("caption", {}, caption),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("Choice")), h("th", { scope: "col" }, exact ? t("Value") : t("Value (interval)")))),
    h(
      "tbody",
      {},
      options.map((o, i) => {
        const mine = chosen !== null && JSON.stringify(o.action) === JSON.stringify(chosen);
        const marks = [i === 0 ? t("coach's choice") : "", mine ? t("your move") : ""].filter(Boolean).join(", ");
        return h(
          "tr",
          { class: [i === 0 && "is-best", mine && "is-chosen"] },
          h("th", { scope: "row" }, o.label, marks ? h("span", { class: "tw-coach-mark" }, ` (${marks})`) : null),
          h("td", {}, withInterval(o.value, o.low, o.high, exact, 2)),
        );
      }),
    ),
  );
}

/** A hint: the move, one sentence why, the runner-up when close, every option valued. */
export function hintPanel(ctx, name, answer, query) {
  const best = answer.options && answer.options[0];
  const title = query ? query.label : t("Hint");
  return h(
    "section",
    { class: "tw-answer tw-coach", role: "region", "aria-label": title, testid: `tw-answer-${name}`, dataset: { answer: name } },
    h("h3", { class: "tw-coach-title" }, best ? `${title}: ${best.label}` : title),
    h("p", { class: "tw-coach-why", testid: "tw-hint-text", role: "status" }, answer.text || ""),
    answer.runner_up ? h("p", { class: "tw-coach-runner", testid: "tw-hint-runner-up" }, t("Runner-up: {text}", { text: answer.runner_up.text })) : null,
    optionsTable(answer.options, { unit: answer.unit, exact: answer.exact, testid: "tw-hint-options" }),
  );
}

function costText(d, unit) {
  if (d.cost === null || d.cost === undefined) return d.note || t("Not priced.");
  if (d.cost === 0) return t("It cost nothing: as good as the coach's move.");
  const p = { cost: fmt(d.cost), low: fmt(d.low), high: fmt(d.high), unit };
  if (d.exact) return unit ? t("It cost {cost} in {unit}.", p) : t("It cost {cost}.", p);
  return unit ? t("It cost about {cost} (between {low} and {high}) in {unit}.", p) : t("It cost about {cost} (between {low} and {high}).", p);
}

function decisionCard(d, unit) {
  return h(
    "div",
    { class: ["tw-review-step", d.agreed && "is-agreed"], testid: "tw-review-step" },
    h(
      "dl",
      { class: "tw-review-pair" },
      h("dt", {}, t("Your move")),
      h("dd", { testid: "tw-review-move" }, d.move_label),
      h("dt", {}, t("The coach")),
      h("dd", { testid: "tw-review-coach" }, d.agreed ? t("{move} (the same)", { move: d.coach_label }) : d.coach_label || "\u2013"),
    ),
    d.why ? h("p", { class: "tw-coach-why" }, d.why) : null,
    h("p", { class: "tw-review-cost", testid: "tw-review-cost" }, costText(d, unit)),
    optionsTable(d.options, { unit, exact: d.exact, chosen: d.move, testid: "tw-review-options" }),
  );
}

function decisionText(d) {
  const cost = d.cost === null ? t("not priced") : withInterval(d.cost, d.low, d.high, d.exact);
  return t("Decision {n}: {move} \u2192 {coach} ({cost})", { n: d.step, move: d.move_label, coach: d.coach_label || "\u2013", cost });
}

// The review's place in the widget's memory: the decision shown (the costliest first) and
// whether the full list is open; it starts again when the position or the decisions change.
function reviewState(ctx, answer, rows) {
  const local = ctx.local || {};
  const key = `review:${answer.position}:${rows.length}`;
  if (!local.review || local.review.key !== key) local.review = { key, step: answer.costliest && answer.costliest.length ? answer.costliest[0] : 1 };
  return local.review;
}

// A decision in a list ("top" or "all"): a button that shows it.
function decisionItem(r, d, list) {
  return h(
    "li",
    {},
    button((list === "all" && d.agreed ? "\u2713 " : "") + decisionText(d), {
      onClick: () => r.go(d.step),
      key: `${r.name}-${list}-${d.step}`,
      testid: `tw-review-${list}-${d.step}`,
      pressed: r.current === d,
    }),
  );
}

// Previous, "Decision 3 of 12", Next (the arrow keys step too).
function stepper(r) {
  const { name, state, n, go } = r;
  const onKeydown = (event) => {
    if (event.key === "ArrowLeft") go(state.step - 1);
    else if (event.key === "ArrowRight") go(state.step + 1);
    else return;
    event.preventDefault();
  };
  return h(
    "div",
    { class: "tw-review-stepper", role: "group", "aria-label": t("Step through your decisions (left and right arrow keys)"), onKeydown },
    button("\u2190 " + t("Previous"), { onClick: () => go(state.step - 1), disabled: state.step <= 1, reason: t("This is the first decision."), key: `${name}-prev`, testid: "tw-review-prev" }),
    h("span", { class: "tw-review-where", testid: "tw-review-where", "aria-live": "polite" }, t("Decision {n} of {total}", { n: r.current.step, total: n })),
    button(t("Next") + " \u2192", { onClick: () => go(state.step + 1), disabled: state.step >= n, reason: t("This is the last decision."), key: `${name}-next`, testid: "tw-review-next" }),
  );
}

// The three costliest decisions, each a button.
function costliestList(r, costliest) {
  return h("div", { class: "tw-review-top" }, h("h4", {}, t("The costliest decisions")), h("ol", { class: "tw-review-list", testid: "tw-review-costliest" }, costliest.map((d) => decisionItem(r, d, "top"))));
}

// Every decision, in a list that opens and closes.
function allDecisions(r, rows) {
  const { state } = r;
  return h(
    "details",
    { class: "tw-review-all", testid: "tw-review-all", open: !!state.open, onToggle: (event) => (state.open = event.target.open) },
    h("summary", {}, nt("{n} decision", "All {n} decisions", r.n)),
    h("ol", { class: "tw-review-list" }, rows.map((d) => decisionItem(r, d, "all"))),
  );
}

/** A review: summary, the three costliest, a step-through, and every decision in a list. */
export function reviewPanel(ctx, name, answer, query) {
  const rows = answer.decisions || [];
  const state = reviewState(ctx, answer, rows);
  const n = rows.length;
  const go = (step) => {
    state.step = Math.min(Math.max(1, step), n);
    ctx.rerender();
  };
  const title = query ? query.label : t("Review");
  const current = n ? rows[Math.min(Math.max(1, state.step), n) - 1] : null;
  const costliest = (answer.costliest || []).map((step) => rows[step - 1]).filter(Boolean);
  const r = { name, state, n, go, current };
  return h(
    "section",
    { class: "tw-answer tw-coach tw-review", role: "region", "aria-label": title, testid: `tw-answer-${name}`, dataset: { answer: name } },
    h("h3", { class: "tw-coach-title" }, answer.over ? t("{title} of the game", { title }) : t("{title} so far", { title })),
    h("p", { class: "tw-review-summary", testid: "tw-review-summary" }, answer.text || ""),
    answer.budget && answer.budget.text ? h("p", { class: "tw-review-budget" }, answer.budget.text) : null,
    costliest.length ? costliestList(r, costliest) : null,
    n ? stepper(r) : null,
    current ? decisionCard(current, answer.unit) : null,
    n ? allDecisions(r, rows) : null,
  );
}
