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

/** `n` outcomes of `unit` ("5 turns"), in the words `w` (the class pages and the chart share it). */
export function countOf(n, unit, w = ENGLISH) {
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

const W = 1000, R = 30; // the width of both figures and their right margin
const STRIP = { L: 230, T: 14, r: 9, pitch: 19 }; // part 1: left margin, top, dot radius, stack pitch
const HISTORY = { H: 330, L: 110, T: 20, B: 62 }; // part 2: height and margins

/** What the chart shows, read once from the summary: the values, their words and formats. */
function chartFacts(s, w) {
  const e = s.experiment;
  const mean = e.kind === "mean";
  const ref = s.reference || {};
  const showRef = (s.run || {}).revealed !== false && known(ref.value);
  return {
    s, e, w, mean, ref, showRef,
    t: w.t,
    nt: w.nt,
    f: (x) => formatValue(s, x, w),
    many: (n) => countOf(n, e.unit, w),
    preds: s.predictions || { n: 0, students: [], values: [] },
    students: (s.students || []).filter((st) => st.n > 0), // a student with counted outcomes
    history: s.history || [],
    outcomes: unitWord(e.unit, true, w),
    measure: mean ? w.text(e.measure || "") : "",
    refName: referenceName(ref, w),
  };
}

/** Every value on screen: the predictions, the students, the class and (revealed) the lesson's. */
function valuesShown(c) {
  const { s, preds, students } = c;
  const pts = [...(preds.values || [])];
  for (const st of students) pts.push(st.estimate);
  for (const x of [s.estimate, s.low, s.high]) if (known(x)) pts.push(x);
  if (c.showRef) pts.push(c.ref.value);
  return pts;
}

/** A scale that holds `values` (with `room` to spare) and its tick labels. */
function scaleFor(c, values, room) {
  const scale = niceTop(Math.max(c.mean ? 1 : 0.02, ...values) * room, c.mean);
  scale.tick = (v) => (c.mean ? c.w.number(+v.toFixed(2)) : c.w.share(v, scale.step < 0.01 ? 1 : 0));
  return scale;
}

/** The strip's layout: the scale, the stacked dots, each row's height and baseline. */
function stripLayout(c) {
  const scale = scaleFor(c, valuesShown(c), 1.08);
  const { L, T, r, pitch } = STRIP;
  const x = (v) => L + (W - L - R) * Math.max(0, Math.min(1, v / scale.top));
  // Stacks first: each row is as tall as its highest stack of dots.
  const predDots = stack(c.preds.values || [], x, r);
  const sorted = [...c.students].sort((a, b) => a.estimate - b.estimate);
  const studentDots = stack(sorted.map((st) => st.estimate), x, r);
  const levels = (dots) => dots.reduce((m, d) => Math.max(m, Math.min(CAP, d.level + 1) + (d.more > 0 ? 1 : 0)), 0);
  const heights = [Math.max(92, levels(predDots) * pitch + 58), Math.max(92, levels(studentDots) * pitch + 40), 92];
  const bottom = T + heights.reduce((a, b) => a + b, 0);
  // The baseline of row i (its dots stack upwards from it).
  const rowY = (i) => T + heights.slice(0, i + 1).reduce((a, b) => a + b, 0) - (i === 0 ? 40 : 22);
  return { ...scale, x, predDots, sorted, studentDots, bottom, height: bottom + 46, rowY };
}

/** The strip's vertical grid lines, each with its value under the rows. */
function stripGrid(lay) {
  let g = "";
  for (let v = 0; v <= lay.top + 1e-9; v += lay.step) {
    g += `<line class="tw-xchart-grid" x1="${lay.x(v)}" x2="${lay.x(v)}" y1="${STRIP.T}" y2="${lay.bottom}"/>` +
      `<text class="tw-xchart-tick" x="${lay.x(v)}" y="${lay.bottom + 30}" text-anchor="middle">${lay.tick(v)}</text>`;
  }
  return g;
}

/** Row i's title and the line under it, left of the scale. */
function rowLabel(lay, i, title, sub) {
  return `<text class="tw-xchart-row" x="${STRIP.L - 18}" y="${lay.rowY(i) - 6}" text-anchor="end">${esc(title)}</text>` +
    `<text class="tw-xchart-sub" x="${STRIP.L - 18}" y="${lay.rowY(i) + 20}" text-anchor="end">${esc(sub)}</text>`;
}

/** Predictions: a dot each, stacked where they fall together; the middle one marked. */
function predictionRow(c, lay, options) {
  const { t, nt, f, preds } = c;
  const { x, rowY } = lay;
  const { r, pitch } = STRIP;
  let g = rowLabel(lay, 0, t("Predictions"), preds.n ? nt("{n} prediction", "{n} predictions", preds.n) : t("none yet"));
  for (const d of lay.predDots) {
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
  return g;
}

/** What a student's dot says: their result, named or not. */
function studentSaid(c, st, names) {
  const { t, f, many } = c;
  const own = c.mean ? t("mean of {count}", { count: many(st.n) }) : t("{hits} of {count}", { hits: st.hits ?? "", count: many(st.n) });
  return names
    ? t("{student}: {result} = {value}", { student: st.student, result: own, value: f(st.estimate) })
    : t("a student: {result} = {value}", { result: own, value: f(st.estimate) });
}

/** Each student's own result: a dot each, stacked where they fall together. */
function studentRow(c, lay, options) {
  const { t, students } = c;
  const { r, pitch } = STRIP;
  let g = rowLabel(lay, 1, t("Each student"), students.length ? t("own result ({n})", { n: students.length }) : t("no results yet"));
  const drawn = new Set();
  for (const d of lay.studentDots) {
    const st = lay.sorted.find((q) => q.estimate === d.v && !drawn.has(q));
    drawn.add(st);
    if (d.level >= CAP) continue;
    const cy = lay.rowY(1) - d.level * pitch;
    g += `<circle class="tw-xchart-student" data-testid="student-dot" cx="${d.cx}" cy="${cy}" r="${r}"><title>${esc(studentSaid(c, st, options.names))}</title></circle>` + moreLabel(d, cy);
    if (options.names) g += `<text class="tw-xchart-name" x="${d.cx + 12}" y="${cy + 5}">${esc(st.student)}</text>`;
  }
  return g;
}

/** The class: the pooled result and its interval; then the lesson's value across the rows. */
function classRow(c, lay) {
  const { s, t } = c;
  const { x } = lay;
  const y = lay.rowY(2);
  let g = rowLabel(lay, 2, t("The class"), s.n ? c.many(s.n) : t("no results yet"));
  if (known(s.estimate)) {
    if (known(s.low) && known(s.high)) {
      g += `<line class="tw-xchart-interval" data-testid="interval" x1="${x(s.low)}" x2="${x(s.high)}" y1="${y}" y2="${y}"/>` +
        `<line class="tw-xchart-interval" x1="${x(s.low)}" x2="${x(s.low)}" y1="${y - 14}" y2="${y + 14}"/>` +
        `<line class="tw-xchart-interval" x1="${x(s.high)}" x2="${x(s.high)}" y1="${y - 14}" y2="${y + 14}"/>`;
    }
    g += `<circle class="tw-xchart-class" data-testid="pooled" cx="${x(s.estimate)}" cy="${y}" r="12"/>`;
  }
  if (c.showRef) {
    g += `<line class="tw-xchart-ref" data-testid="reference" x1="${x(c.ref.value)}" x2="${x(c.ref.value)}" y1="${STRIP.T - 6}" y2="${lay.bottom}"/>`;
  }
  return g;
}

/** Part 1: predictions, students and the class on one horizontal scale ({svg, height}). */
function strip(c, options) {
  const lay = stripLayout(c);
  const svg = stripGrid(lay) + predictionRow(c, lay, options) + studentRow(c, lay, options) + classRow(c, lay);
  return { svg, height: lay.height };
}

/** Part 2's layout: its own scale (the early intervals are wide) and the outcomes counted. */
function historyLayout(c) {
  const { H, L, T, B } = HISTORY;
  const hpts = valuesShown(c);
  for (const p of c.history) for (const v of [p.estimate, p.low, p.high]) if (known(v)) hpts.push(v);
  const scale = scaleFor(c, hpts, 1.05);
  const nMax = Math.max(10, c.history.length ? c.history[c.history.length - 1].n : 0);
  const hx = (n) => L + (W - L - R) * (n / nMax);
  const hy = (v) => T + (H - T - B) * (1 - Math.max(0, Math.min(1, v / scale.top)));
  return { ...scale, nMax, hx, hy };
}

/** Part 2's axes: the value grid on the left, the outcomes counted along the bottom. */
function historyAxes(c, lay) {
  const { H, L, B } = HISTORY;
  const { t } = c;
  let h = "";
  for (let v = 0; v <= lay.top + 1e-9; v += lay.step) {
    h += `<line class="tw-xchart-grid" x1="${L}" x2="${W - R}" y1="${lay.hy(v)}" y2="${lay.hy(v)}"/>` +
      `<text class="tw-xchart-tick" x="${L - 10}" y="${lay.hy(v) + 7}" text-anchor="end">${lay.tick(v)}</text>`;
  }
  return h + `<text class="tw-xchart-tick" x="${L}" y="${H - B + 30}" text-anchor="middle">0</text>` +
    `<text class="tw-xchart-tick" x="${lay.hx(lay.nMax)}" y="${H - B + 30}" text-anchor="end">${lay.nMax}</text>` +
    `<text class="tw-xchart-sub" x="${(L + W - R) / 2}" y="${H - 8}" text-anchor="middle">${esc(t("{outcomes} counted so far", { outcomes: c.outcomes }))}</text>`;
}

/** Part 2's lines: the interval as a band, the result as a line, the lesson's value across. */
function historyLines(c, lay) {
  const { H, L, T, B } = HISTORY;
  const { history, ref, t } = c;
  const { hx, hy } = lay;
  let h = "";
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
    h += `<text class="tw-xchart-sub" x="${(L + W - R) / 2}" y="${(T + H - B) / 2}" text-anchor="middle">${esc(t("The line starts with the first {unit} played.", { unit: unitWord(c.e.unit, false, c.w) }))}</text>`;
  }
  if (c.showRef) {
    h += `<line class="tw-xchart-ref" x1="${L}" x2="${W - R}" y1="${hy(ref.value)}" y2="${hy(ref.value)}"/>` +
      `<text class="tw-xchart-reftext" x="${W - R}" y="${hy(ref.value) - 10}" text-anchor="end">${esc(c.refName)}: ${c.f(ref.value)}</text>`;
  }
  return h;
}

/** Part 2: the class's result as the outcomes came in. */
function historyChart(c) {
  const lay = historyLayout(c);
  return historyAxes(c, lay) + historyLines(c, lay);
}

const bold = (text) => `<b>${esc(text)}</b>`;

/** "The class: 4.6 % from 18 turns at 2 tables (95 % interval: ...)." */
function classSentence(c) {
  const { s, t, nt, f } = c;
  if (!s.n) return `${bold(t("The class:"))} ${esc(t("no {outcomes} counted yet.", { outcomes: c.outcomes }))}`;
  const interval = known(s.low) && known(s.high)
    ? " " + t("(95 % interval: {low} to {high})", { low: f(s.low), high: f(s.high) })
    : " " + t("(too few outcomes for an interval yet)");
  return `${bold(t("The class:"))} ${esc(t("{estimate} from {count} at {tables}.", {
    estimate: f(s.estimate) + (c.mean && c.measure ? " " + c.measure : "") + interval,
    count: c.many(s.n),
    tables: nt("{n} table", "{n} tables", s.rooms),
  }))}`;
}

/** "Predictions: 9 students predicted; the middle prediction is ..." */
function predictionSentence(c) {
  const { preds, t, nt, f } = c;
  if (!preds.n) return `${bold(t("Predictions:"))} ${esc(t("none yet."))}`;
  const predicted = nt("{n} student", "{n} students", preds.n);
  return `${bold(t("Predictions:"))} ${esc(preds.n > 1
    ? t("{students} predicted; the middle prediction is {median}, half of them between {q1} and {q3}.", { students: predicted, median: f(preds.median), q1: f(preds.q1), q3: f(preds.q3) })
    : t("{students} predicted; the middle prediction is {median}.", { students: predicted, median: f(preds.median) }))}`;
}

/** "The exact value: 4.6 % = 1/21: ..." once revealed, else when it will be shown. */
function referenceSentence(c) {
  const { ref, t, f, refName } = c;
  if (!c.showRef) return `${bold(t("The {name}", { name: refName }))} ${esc(t("is shown when the teacher reveals it."))}`;
  const range = known(ref.low) && known(ref.high) ? " " + t("({low} to {high})", { low: f(ref.low), high: f(ref.high) }) : "";
  return `${bold(t("The {name}:", { name: refName }))} ${f(ref.value)}${ref.exact ? " = " + esc(ref.exact) : ""}${esc(range)}: ${esc(c.w.text(ref.label))}.`;
}

/** The two figures' descriptions for a screen reader. */
function figureLabels(c) {
  const { s, preds, t, nt, f, outcomes } = c;
  const reference = c.showRef ? `; ${c.refName} ${f(c.ref.value)}` : "";
  return [
    t("Predictions, each student's result and the class's result on one scale: {count}, middle {median}; the class {estimate}{reference}.", {
      count: nt("{n} prediction", "{n} predictions", preds.n), median: f(preds.median), estimate: f(s.estimate), reference,
    }),
    t("The class's result as {outcomes} came in: {estimate} after {n}{reference}.", { outcomes, estimate: f(s.estimate), n: s.n, reference }),
  ];
}

/** The experiment's title and question (in its measure for a mean). */
function heading(c) {
  const { e, t, w, mean, measure } = c;
  return `<h2 class="tw-xchart-title" data-engine-text>${esc(w.text(e.title))}</h2>` +
    `<p class="tw-xchart-question"><span data-engine-text>${esc(w.text(e.question))}</span>${mean && measure ? " " + esc(t("(in {measure})", { measure })) : ""}</p>`;
}

/** What counts, and the interval's method. */
function footnote(c) {
  const { s, t, w } = c;
  return `<p class="tw-xchart-note">${esc(t("What counts: {recorded}.", { recorded: w.text(c.e.recorded) }))}${s.interval ? " " + esc(t("Interval: {interval}.", { interval: w.text(s.interval) })) : ""}</p>`;
}

/** Draw ``summary`` into ``el``. ``options.names``: write each student's name by their dots. */
export function drawChart(el, summary, options = {}) {
  const w = options.words || ENGLISH;
  const { t } = w;
  if (!summary || !summary.experiment) {
    el.innerHTML = `<p class="tw-xchart-empty">${esc(t("No experiment yet."))}</p>`;
    return;
  }
  const c = chartFacts(summary, w);
  const part1 = strip(c, options);
  const [aria1, aria2] = figureLabels(c);
  el.innerHTML =
    `<div class="tw-xchart" data-revealed="${c.showRef}">` + heading(c) +
    `<figure class="tw-xchart-figure"><svg role="img" aria-label="${esc(aria1)}" viewBox="0 0 ${W} ${part1.height}" data-testid="strip">${part1.svg}</svg></figure>` +
    `<ul class="tw-xchart-text">` +
    `<li data-testid="predictions-text">${predictionSentence(c)}</li>` +
    `<li data-testid="pooled-text">${classSentence(c)}</li>` +
    `<li data-testid="reference-text">${referenceSentence(c)}</li></ul>` +
    `<figure class="tw-xchart-figure"><figcaption class="tw-xchart-caption">${esc(t("The class's result as the {outcomes} come in, with its 95 % interval (shaded)", { outcomes: c.outcomes }))}</figcaption>` +
    `<svg role="img" aria-label="${esc(aria2)}" viewBox="0 0 ${W} ${HISTORY.H}" data-testid="history">${historyChart(c)}</svg></figure>` +
    footnote(c) + `</div>`;
}
