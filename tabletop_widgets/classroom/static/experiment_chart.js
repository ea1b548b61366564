// The class experiment chart: drawn the same way on the experiments page the teacher projects
// (classroom/static/experiments.js) and in the notebook widget (classroom/client/chart.py).
// Every number comes from the server's summary (engine/experiments.py summarize): this file
// only places and formats them. Three parts, in the order of a lesson:
//   1. the class's predictions (one dot each) beside each student's own result and the class's
//      pooled result with its 95 % interval, on one scale;
//   2. the pooled result and its interval as the outcomes came in;
//   3. the lesson's value (exact, simulated ...) as a line, once the teacher reveals it.
// Names are drawn only when the page asks (options.names): the projector shows no student's
// identity unless the teacher chooses to.

const SVG = "http://www.w3.org/2000/svg";

function known(x) { return x !== null && x !== undefined && !Number.isNaN(x); }
export function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

function fill(text, params = {}) {
  return String(text).replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** The chart's words and number formats: English by default (the notebook widget); the class
 * pages pass their language's (static/i18n.js words(): the classroom catalogs). */
export const ENGLISH = {
  t: (msgid, params) => fill(msgid, params),
  nt: (singular, plural, n, params = {}) => fill(n === 1 ? singular : plural, { n, ...params }),
  number: (x, digits) => (digits === undefined ? String(x) : x.toFixed(digits)),
  share: (x, digits = 1) => `${(100 * x).toFixed(digits)} %`,
  text: (s) => s,
};

/** A value as a student reads it: 4.6 % for a chance, 12.5 for a mean. */
export function formatValue(summary, x, w = ENGLISH) {
  if (!known(x)) return "–";
  return summary.experiment.kind === "mean" ? w.number(x, 1) : w.share(x, 1);
}

/** `n` outcomes of `unit` ("5 turns"), in the words `w`. */
function countOf(n, unit, w) {
  const { nt } = w;
  if (unit === "turn") return nt("{n} turn", "{n} turns", n);
  if (unit === "deal") return nt("{n} deal", "{n} deals", n);
  if (unit === "hand") return nt("{n} hand", "{n} hands", n);
  if (unit === "bid") return nt("{n} bid", "{n} bids", n);
  if (unit === "draw") return nt("{n} draw", "{n} draws", n);
  return nt("{n} {unit}", "{n} {unit}s", n, { unit });
}

/** The name of `unit`, one or many ("turn", "turns"). */
function unitWord(unit, many, w) {
  const { t } = w;
  const words = many
    ? { turn: t("turns"), deal: t("deals"), hand: t("hands"), bid: t("bids"), draw: t("draws") }
    : { turn: t("turn"), deal: t("deal"), hand: t("hand"), bid: t("bid"), draw: t("draw") };
  return words[unit] || (many ? `${unit}s` : unit);
}

/** The words of the lesson's value: "exact value", "simulated value" ... */
export function referenceName(ref, w = ENGLISH) {
  const { t } = w;
  const kind = (ref && (ref.kind_label || ref.kind)) || "";
  if (kind === "the lesson's model") return t("the lesson's model");
  if (kind === "expected") return t("expected value");
  if (!kind || kind === "no lesson value") return t("lesson's value");
  if (kind === "exact") return t("exact value");
  if (kind === "simulated") return t("simulated value");
  return t("{kind} value", { kind: w.text(kind) });
}

function niceTop(most, mean) {
  const steps = mean ? [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, 10000, 100000]
    : [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.25];
  const step = steps.find((s) => most / s <= 6) || steps[steps.length - 1];
  const top = mean ? Math.ceil(most / step) * step : Math.min(1, Math.ceil(most / step) * step);
  return { top: Math.max(top, step), step };
}

/** Dots of a dot plot: values that fall in the same bin stack upwards, at most CAP high; the
 * dots above CAP are not drawn, and the top dot of a full column carries how many more. */
const CAP = 6;
function stack(values, x, radius) {
  const bins = new Map();
  const dots = values.map((v) => {
    const key = Math.round(x(v) / (2 * radius + 2));
    const level = bins.get(key) || 0;
    bins.set(key, level + 1);
    return { v, cx: x(v), level, key };
  });
  for (const d of dots) d.more = d.level === CAP - 1 ? bins.get(d.key) - CAP : 0;
  return dots;
}

function moreLabel(d, cy) {
  return d.more > 0
    ? `<text class="tw-xchart-more" x="${d.cx}" y="${cy - 16}" text-anchor="middle">+${d.more}</text>`
    : "";
}

/** Draw ``summary`` into ``el``. ``options.names``: write each student's name by their dots. */
export function drawChart(el, summary, options = {}) {
  const w = options.words || ENGLISH;
  const { t, nt } = w;
  if (!summary || !summary.experiment) {
    el.innerHTML = `<p class="tw-xchart-empty">${esc(t("No experiment yet."))}</p>`;
    return;
  }
  const s = summary;
  const e = s.experiment;
  const mean = e.kind === "mean";
  const f = (x) => formatValue(s, x, w);
  const many = (n) => countOf(n, e.unit, w);
  const run = s.run || {};
  const revealed = run.revealed !== false;
  const ref = s.reference || {};
  const showRef = revealed && known(ref.value);
  const preds = s.predictions || { n: 0, students: [], values: [] };
  const students = (s.students || []).filter((st) => st.n > 0); // a student with counted outcomes
  const history = s.history || [];
  const outcomes = unitWord(e.unit, true, w);
  const measure = mean ? w.text(e.measure || "") : "";
  const refName = referenceName(ref, w);

  // One scale for everything on screen.
  const pts = [...(preds.values || [])];
  for (const st of students) pts.push(st.estimate);
  for (const x of [s.estimate, s.low, s.high]) if (known(x)) pts.push(x);
  if (showRef) pts.push(ref.value);
  const { top, step } = niceTop(Math.max(mean ? 1 : 0.02, ...pts) * 1.08, mean);
  const tick = (v) => (mean ? w.number(+v.toFixed(2)) : w.share(v, step < 0.01 ? 1 : 0));
  // The history's early intervals are wide: its own scale (the same as the strip's or larger).
  const hpts = [...pts];
  for (const p of history) for (const v of [p.estimate, p.low, p.high]) if (known(v)) hpts.push(v);
  const hscale = niceTop(Math.max(mean ? 1 : 0.02, ...hpts) * 1.05, mean);
  const htick = (v) => (mean ? w.number(+v.toFixed(2)) : w.share(v, hscale.step < 0.01 ? 1 : 0));

  // ----- 1. predictions, students, the class: one horizontal scale ----------------------
  const W = 1000, L = 230, R = 30, T = 14, r = 9, pitch = 2 * r + 1;
  const x = (v) => L + (W - L - R) * Math.max(0, Math.min(1, v / top));
  // Stacks first: each row is as tall as its highest stack of dots.
  const predDots = stack(preds.values || [], x, r);
  const sorted = [...students].sort((a, b) => a.estimate - b.estimate);
  const studentDots = stack(sorted.map((st) => st.estimate), x, r);
  const levels = (dots) => dots.reduce((m, d) => Math.max(m, Math.min(CAP, d.level + 1) + (d.more > 0 ? 1 : 0)), 0);
  const heights = [
    Math.max(92, levels(predDots) * pitch + 58),
    Math.max(92, levels(studentDots) * pitch + 40),
    92,
  ];
  const bottom = T + heights.reduce((a, b) => a + b, 0);
  const H1 = bottom + 46;
  // The baseline of row i (its dots stack upwards from it).
  const rowY = (i) => T + heights.slice(0, i + 1).reduce((a, b) => a + b, 0) - (i === 0 ? 40 : 22);
  let g = "";
  for (let v = 0; v <= top + 1e-9; v += step) {
    g += `<line class="tw-xchart-grid" x1="${x(v)}" x2="${x(v)}" y1="${T}" y2="${bottom}"/>` +
      `<text class="tw-xchart-tick" x="${x(v)}" y="${bottom + 30}" text-anchor="middle">${tick(v)}</text>`;
  }
  const label = (i, title, sub) =>
    `<text class="tw-xchart-row" x="${L - 18}" y="${rowY(i) - 6}" text-anchor="end">${esc(title)}</text>` +
    `<text class="tw-xchart-sub" x="${L - 18}" y="${rowY(i) + 20}" text-anchor="end">${esc(sub)}</text>`;
  // Predictions: a dot each, stacked where they fall together; the middle one marked.
  g += label(0, t("Predictions"), preds.n ? nt("{n} prediction", "{n} predictions", preds.n) : t("none yet"));
  for (const d of predDots) {
    if (d.level >= CAP) continue;
    const cy = rowY(0) - d.level * pitch;
    g += `<circle class="tw-xchart-pred" data-testid="prediction-dot" cx="${d.cx}" cy="${cy}" r="${r}"><title>${esc(t("a prediction: {value}", { value: f(d.v) }))}</title></circle>` + moreLabel(d, cy);
  }
  if (known(preds.median)) { // the middle prediction, marked under its dots
    const m = x(preds.median);
    g += `<path class="tw-xchart-median" data-testid="prediction-median" d="M ${m} ${rowY(0) + 14} l -9 14 h 18 z"/>` +
      `<text class="tw-xchart-sub" x="${m}" y="${rowY(0) + 46}" text-anchor="middle">${esc(t("middle: {value}", { value: f(preds.median) }))}</text>`;
  }
  if (options.names && preds.students) {
    preds.students.forEach((p, i) => {
      g += `<text class="tw-xchart-name" x="${x(p.value) + 12}" y="${rowY(0) - 12 - (i % 4) * 14}">${esc(p.student)}</text>`;
    });
  }
  // Each student's own result: a dot each (bigger with more outcomes).
  g += label(1, t("Each student"), students.length ? t("own result ({n})", { n: students.length }) : t("no results yet"));
  for (const d of studentDots) {
    const st = sorted.find((q) => q.estimate === d.v && !q._drawn);
    st._drawn = true;
    if (d.level >= CAP) continue;
    const own = mean ? t("mean of {count}", { count: many(st.n) }) : t("{hits} of {count}", { hits: st.hits ?? "", count: many(st.n) });
    const said = options.names
      ? t("{student}: {result} = {value}", { student: st.student, result: own, value: f(st.estimate) })
      : t("a student: {result} = {value}", { result: own, value: f(st.estimate) });
    g += `<circle class="tw-xchart-student" data-testid="student-dot" cx="${d.cx}" cy="${rowY(1) - d.level * pitch}" r="${r}"><title>${esc(said)}</title></circle>` + moreLabel(d, rowY(1) - d.level * pitch);
    if (options.names) {
      g += `<text class="tw-xchart-name" x="${d.cx + 12}" y="${rowY(1) - d.level * pitch + 5}">${esc(st.student)}</text>`;
    }
  }
  for (const st of students) delete st._drawn;
  // The class: the pooled result and its interval.
  g += label(2, t("The class"), s.n ? many(s.n) : t("no results yet"));
  if (known(s.estimate)) {
    if (known(s.low) && known(s.high)) {
      g += `<line class="tw-xchart-interval" data-testid="interval" x1="${x(s.low)}" x2="${x(s.high)}" y1="${rowY(2)}" y2="${rowY(2)}"/>` +
        `<line class="tw-xchart-interval" x1="${x(s.low)}" x2="${x(s.low)}" y1="${rowY(2) - 14}" y2="${rowY(2) + 14}"/>` +
        `<line class="tw-xchart-interval" x1="${x(s.high)}" x2="${x(s.high)}" y1="${rowY(2) - 14}" y2="${rowY(2) + 14}"/>`;
    }
    g += `<circle class="tw-xchart-class" data-testid="pooled" cx="${x(s.estimate)}" cy="${rowY(2)}" r="12"/>`;
  }
  if (showRef) {
    g += `<line class="tw-xchart-ref" data-testid="reference" x1="${x(ref.value)}" x2="${x(ref.value)}" y1="${T - 6}" y2="${bottom}"/>`;
  }

  // ----- 2. the class's result as the outcomes came in -----------------------------------
  const H2 = 330, L2 = 110, T2 = 20, B2 = 62;
  const last = history.length ? history[history.length - 1].n : 0;
  const nMax = Math.max(10, last);
  const hx = (n) => L2 + (W - L2 - R) * (n / nMax);
  const hy = (v) => T2 + (H2 - T2 - B2) * (1 - Math.max(0, Math.min(1, v / hscale.top)));
  let h = "";
  for (let v = 0; v <= hscale.top + 1e-9; v += hscale.step) {
    h += `<line class="tw-xchart-grid" x1="${L2}" x2="${W - R}" y1="${hy(v)}" y2="${hy(v)}"/>` +
      `<text class="tw-xchart-tick" x="${L2 - 10}" y="${hy(v) + 7}" text-anchor="end">${htick(v)}</text>`;
  }
  h += `<text class="tw-xchart-tick" x="${L2}" y="${H2 - B2 + 30}" text-anchor="middle">0</text>` +
    `<text class="tw-xchart-tick" x="${hx(nMax)}" y="${H2 - B2 + 30}" text-anchor="end">${nMax}</text>` +
    `<text class="tw-xchart-sub" x="${(L2 + W - R) / 2}" y="${H2 - 8}" text-anchor="middle">${esc(t("{outcomes} counted so far", { outcomes }))}</text>`;
  const band = history.filter((p) => known(p.low) && known(p.high));
  if (band.length) {
    const upper = band.map((p) => `${hx(p.n)},${hy(p.high)}`);
    const lower = band.map((p) => `${hx(p.n)},${hy(p.low)}`).reverse();
    h += `<polygon class="tw-xchart-band" data-testid="history-band" points="${[...upper, ...lower].join(" ")}"/>`;
  }
  if (history.length) {
    h += `<polyline class="tw-xchart-line" data-testid="history-line" points="${history.map((p) => `${hx(p.n)},${hy(p.estimate)}`).join(" ")}"/>`;
    const end = history[history.length - 1];
    h += `<circle class="tw-xchart-class" cx="${hx(end.n)}" cy="${hy(end.estimate)}" r="8"/>`;
  } else {
    h += `<text class="tw-xchart-sub" x="${(L2 + W - R) / 2}" y="${(T2 + H2 - B2) / 2}" text-anchor="middle">${esc(t("The line starts with the first {unit} played.", { unit: unitWord(e.unit, false, w) }))}</text>`;
  }
  if (showRef) {
    h += `<line class="tw-xchart-ref" x1="${L2}" x2="${W - R}" y1="${hy(ref.value)}" y2="${hy(ref.value)}"/>` +
      `<text class="tw-xchart-reftext" x="${W - R}" y="${hy(ref.value) - 10}" text-anchor="end">${esc(refName)}: ${f(ref.value)}</text>`;
  }

  // ----- the words -------------------------------------------------------------------------
  const interval = known(s.low) && known(s.high)
    ? " " + t("(95 % interval: {low} to {high})", { low: f(s.low), high: f(s.high) })
    : (s.n ? " " + t("(too few outcomes for an interval yet)") : "");
  const bold = (text) => `<b>${esc(text)}</b>`;
  const classText = s.n
    ? `${bold(t("The class:"))} ${esc(t("{estimate} from {count} at {tables}.", {
      estimate: f(s.estimate) + (mean && measure ? " " + measure : "") + interval,
      count: many(s.n),
      tables: nt("{n} table", "{n} tables", s.rooms),
    }))}`
    : `${bold(t("The class:"))} ${esc(t("no {outcomes} counted yet.", { outcomes }))}`;
  const predicted = nt("{n} student", "{n} students", preds.n);
  const predText = preds.n
    ? `${bold(t("Predictions:"))} ${esc(preds.n > 1
      ? t("{students} predicted; the middle prediction is {median}, half of them between {q1} and {q3}.", { students: predicted, median: f(preds.median), q1: f(preds.q1), q3: f(preds.q3) })
      : t("{students} predicted; the middle prediction is {median}.", { students: predicted, median: f(preds.median) }))}`
    : `${bold(t("Predictions:"))} ${esc(t("none yet."))}`;
  const range = known(ref.low) && known(ref.high) ? " " + t("({low} to {high})", { low: f(ref.low), high: f(ref.high) }) : "";
  const refText = showRef
    ? `${bold(t("The {name}:", { name: refName }))} ${f(ref.value)}${ref.exact ? " = " + esc(ref.exact) : ""}${esc(range)}: ${esc(w.text(ref.label))}.`
    : `${bold(t("The {name}", { name: refName }))} ${esc(t("is shown when the teacher reveals it."))}`;
  const refAria = showRef ? `; ${refName} ${f(ref.value)}` : "";
  const aria1 = t("Predictions, each student's result and the class's result on one scale: {count}, middle {median}; the class {estimate}{reference}.", {
    count: nt("{n} prediction", "{n} predictions", preds.n), median: f(preds.median), estimate: f(s.estimate), reference: refAria,
  });
  const aria2 = t("The class's result as {outcomes} came in: {estimate} after {n}{reference}.", { outcomes, estimate: f(s.estimate), n: s.n, reference: refAria });
  el.innerHTML =
    `<div class="tw-xchart" data-revealed="${showRef}">` +
    `<h2 class="tw-xchart-title" data-engine-text>${esc(w.text(e.title))}</h2>` +
    `<p class="tw-xchart-question"><span data-engine-text>${esc(w.text(e.question))}</span>${mean && measure ? " " + esc(t("(in {measure})", { measure })) : ""}</p>` +
    `<figure class="tw-xchart-figure"><svg role="img" aria-label="${esc(aria1)}" viewBox="0 0 ${W} ${H1}" data-testid="strip">${g}</svg></figure>` +
    `<ul class="tw-xchart-text">` +
    `<li data-testid="predictions-text">${predText}</li>` +
    `<li data-testid="pooled-text">${classText}</li>` +
    `<li data-testid="reference-text">${refText}</li></ul>` +
    `<figure class="tw-xchart-figure"><figcaption class="tw-xchart-caption">${esc(t("The class's result as the {outcomes} come in, with its 95 % interval (shaded)", { outcomes }))}</figcaption>` +
    `<svg role="img" aria-label="${esc(aria2)}" viewBox="0 0 ${W} ${H2}" data-testid="history">${h}</svg></figure>` +
    `<p class="tw-xchart-note">${esc(t("What counts: {recorded}.", { recorded: w.text(e.recorded) }))}${s.interval ? " " + esc(t("Interval: {interval}.", { interval: w.text(s.interval) })) : ""}</p>` +
    `</div>`;
}
