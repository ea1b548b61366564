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

/** A value as a student reads it: 4.6 % for a chance, 12.5 for a mean. */
export function formatValue(summary, x) {
  if (!known(x)) return "–";
  return summary.experiment.kind === "mean" ? x.toFixed(1) : (100 * x).toFixed(1) + " %";
}

function plural(n, word) { return `${n} ${word}${n === 1 ? "" : "s"}`; }

/** The words of the lesson's value: "exact value", "simulated value" ... */
export function referenceName(ref) {
  const kind = (ref && (ref.kind_label || ref.kind)) || "";
  if (kind === "the lesson's model") return "the lesson's model";
  if (kind === "expected") return "expected value";
  if (!kind || kind === "no lesson value") return "lesson's value";
  return `${kind} value`;
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
  if (!summary || !summary.experiment) {
    el.innerHTML = '<p class="tw-xchart-empty">No experiment yet.</p>';
    return;
  }
  const s = summary;
  const e = s.experiment;
  const mean = e.kind === "mean";
  const f = (x) => formatValue(s, x);
  const run = s.run || {};
  const revealed = run.revealed !== false;
  const ref = s.reference || {};
  const showRef = revealed && known(ref.value);
  const preds = s.predictions || { n: 0, students: [], values: [] };
  const students = (s.students || []).filter((st) => st.n > 0); // a student with counted outcomes
  const history = s.history || [];
  const outcomes = `${e.unit}s`;
  const measure = mean ? (e.measure || "") : "";

  // One scale for everything on screen.
  const pts = [...(preds.values || [])];
  for (const st of students) pts.push(st.estimate);
  for (const x of [s.estimate, s.low, s.high]) if (known(x)) pts.push(x);
  if (showRef) pts.push(ref.value);
  const { top, step } = niceTop(Math.max(mean ? 1 : 0.02, ...pts) * 1.08, mean);
  const tick = (v) => (mean ? String(+v.toFixed(2)) : (100 * v).toFixed(step < 0.01 ? 1 : 0) + " %");
  // The history's early intervals are wide: its own scale (the same as the strip's or larger).
  const hpts = [...pts];
  for (const p of history) for (const v of [p.estimate, p.low, p.high]) if (known(v)) hpts.push(v);
  const hscale = niceTop(Math.max(mean ? 1 : 0.02, ...hpts) * 1.05, mean);
  const htick = (v) => (mean ? String(+v.toFixed(2)) : (100 * v).toFixed(hscale.step < 0.01 ? 1 : 0) + " %");

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
  g += label(0, "Predictions", preds.n ? plural(preds.n, "prediction") : "none yet");
  for (const d of predDots) {
    if (d.level >= CAP) continue;
    const cy = rowY(0) - d.level * pitch;
    g += `<circle class="tw-xchart-pred" data-testid="prediction-dot" cx="${d.cx}" cy="${cy}" r="${r}"><title>a prediction: ${f(d.v)}</title></circle>` + moreLabel(d, cy);
  }
  if (known(preds.median)) { // the middle prediction, marked under its dots
    const m = x(preds.median);
    g += `<path class="tw-xchart-median" data-testid="prediction-median" d="M ${m} ${rowY(0) + 14} l -9 14 h 18 z"/>` +
      `<text class="tw-xchart-sub" x="${m}" y="${rowY(0) + 46}" text-anchor="middle">middle: ${f(preds.median)}</text>`;
  }
  if (options.names && preds.students) {
    preds.students.forEach((p, i) => {
      g += `<text class="tw-xchart-name" x="${x(p.value) + 12}" y="${rowY(0) - 12 - (i % 4) * 14}">${esc(p.student)}</text>`;
    });
  }
  // Each student's own result: a dot each (bigger with more outcomes).
  g += label(1, "Each student", students.length ? `own result (${students.length})` : "no results yet");
  for (const d of studentDots) {
    const st = sorted.find((q) => q.estimate === d.v && !q._drawn);
    st._drawn = true;
    if (d.level >= CAP) continue;
    const own = mean ? `mean of ${plural(st.n, e.unit)}` : `${st.hits ?? ""} of ${plural(st.n, e.unit)}`;
    const who = options.names ? `${st.student}: ` : "a student: ";
    g += `<circle class="tw-xchart-student" data-testid="student-dot" cx="${d.cx}" cy="${rowY(1) - d.level * pitch}" r="${r}"><title>${esc(who + own + " = " + f(st.estimate))}</title></circle>` + moreLabel(d, rowY(1) - d.level * pitch);
    if (options.names) {
      g += `<text class="tw-xchart-name" x="${d.cx + 12}" y="${rowY(1) - d.level * pitch + 5}">${esc(st.student)}</text>`;
    }
  }
  for (const st of students) delete st._drawn;
  // The class: the pooled result and its interval.
  g += label(2, "The class", s.n ? plural(s.n, e.unit) : "no results yet");
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
    `<text class="tw-xchart-sub" x="${(L2 + W - R) / 2}" y="${H2 - 8}" text-anchor="middle">${esc(outcomes)} counted so far</text>`;
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
    h += `<text class="tw-xchart-sub" x="${(L2 + W - R) / 2}" y="${(T2 + H2 - B2) / 2}" text-anchor="middle">The line starts with the first ${esc(e.unit)} played.</text>`;
  }
  if (showRef) {
    h += `<line class="tw-xchart-ref" x1="${L2}" x2="${W - R}" y1="${hy(ref.value)}" y2="${hy(ref.value)}"/>` +
      `<text class="tw-xchart-reftext" x="${W - R}" y="${hy(ref.value) - 10}" text-anchor="end">${esc(referenceName(ref))}: ${f(ref.value)}</text>`;
  }

  // ----- the words -------------------------------------------------------------------------
  const interval = known(s.low) && known(s.high)
    ? ` (95 % interval: ${f(s.low)} to ${f(s.high)})`
    : (s.n ? " (too few outcomes for an interval yet)" : "");
  const classText = s.n
    ? `<b>The class:</b> ${f(s.estimate)}${mean && measure ? " " + esc(measure) : ""}${interval} from ${plural(s.n, e.unit)} at ${plural(s.rooms, "table")}.`
    : `<b>The class:</b> no ${esc(outcomes)} counted yet.`;
  const predText = preds.n
    ? `<b>Predictions:</b> ${plural(preds.n, "student")} predicted; the middle prediction is ${f(preds.median)}` +
      (preds.n > 1 ? `, half of them between ${f(preds.q1)} and ${f(preds.q3)}.` : ".")
    : "<b>Predictions:</b> none yet.";
  const refText = showRef
    ? `<b>The ${esc(referenceName(ref))}:</b> ${f(ref.value)}${ref.exact ? " = " + esc(ref.exact) : ""}${known(ref.low) && known(ref.high) ? ` (${f(ref.low)} to ${f(ref.high)})` : ""}: ${esc(ref.label)}.`
    : `<b>The ${esc(referenceName(ref))}</b> is shown when the teacher reveals it.`;
  const aria1 = `Predictions, each student's result and the class's result on one scale: ${preds.n} predictions, middle ${f(preds.median)}; the class ${f(s.estimate)}${showRef ? `; ${referenceName(ref)} ${f(ref.value)}` : ""}.`;
  const aria2 = `The class's result as ${outcomes} came in: ${f(s.estimate)} after ${s.n}${showRef ? `; ${referenceName(ref)} ${f(ref.value)}` : ""}.`;
  el.innerHTML =
    `<div class="tw-xchart" data-revealed="${showRef}">` +
    `<h2 class="tw-xchart-title">${esc(e.title)}</h2>` +
    `<p class="tw-xchart-question">${esc(e.question)}${mean && measure ? ` (in ${esc(measure)})` : ""}</p>` +
    `<figure class="tw-xchart-figure"><svg role="img" aria-label="${esc(aria1)}" viewBox="0 0 ${W} ${H1}" data-testid="strip">${g}</svg></figure>` +
    `<ul class="tw-xchart-text">` +
    `<li data-testid="predictions-text">${predText}</li>` +
    `<li data-testid="pooled-text">${classText}</li>` +
    `<li data-testid="reference-text">${refText}</li></ul>` +
    `<figure class="tw-xchart-figure"><figcaption class="tw-xchart-caption">The class's result as the ${esc(outcomes)} come in, with its 95 % interval (shaded)</figcaption>` +
    `<svg role="img" aria-label="${esc(aria2)}" viewBox="0 0 ${W} ${H2}" data-testid="history">${h}</svg></figure>` +
    `<p class="tw-xchart-note">What counts: ${esc(e.recorded)}.${s.interval ? ` Interval: ${esc(s.interval)}.` : ""}</p>` +
    `</div>`;
}
