// The class experiment chart: one SVG drawn the same way on the teacher's page (served by
// classroom/server/experiment_routes.py) and in the notebook widget (classroom/client/chart.py).
let MEAN = false;  // a "mean" experiment shows numbers (turns), a "proportion" shows percentages
function fmt(x) {
  if (x === null || x === undefined) return "–";
  return MEAN ? x.toFixed(1) : (100 * x).toFixed(1) + " %";
}
function known(x) { return x !== null && x !== undefined; }
function esc(s) { return String(s).replace(/[&<>"]/g, c => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"}[c])); }
function drawChart(el, s) {
  if (!s || !s.experiment) { el.innerHTML = "<p>No experiment yet.</p>"; return; }
  MEAN = s.experiment.kind === "mean";
  const e = s.experiment;
  const W = 640, H = 300, L = 60, R = 20, T = 20, B = 50;
  const ref = s.reference || {};
  const pts = [];
  if (known(s.estimate)) pts.push(s.estimate);
  if (known(s.low) && known(s.high)) pts.push(s.low, s.high);
  if (known(ref.value)) pts.push(ref.value);
  for (const st of s.students) pts.push(st.estimate);
  const most = Math.max(MEAN ? 1 : 0.02, ...pts) * 1.1;
  const steps = MEAN ? [1, 2, 5, 10, 20, 50, 100, 200, 500] : [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.25];
  const step = steps.find(st => most / st <= 6) || steps[steps.length - 1];
  const top = MEAN ? Math.ceil(most / step) * step : Math.min(1, Math.ceil(most / step) * step);
  const y = v => T + (H - T - B) * (1 - v / top);
  const sx = L + 40, cx = L + (W - L - R) * 0.62;
  let g = "";
  for (let v = 0; v <= top + 1e-9; v += step) {
    g += `<line x1="${L}" x2="${W - R}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/>` +
         `<text x="${L - 6}" y="${y(v) + 4}" text-anchor="end" font-size="12">${MEAN ? v : (100 * v).toFixed(step < 0.01 ? 1 : 0) + " %"}</text>`;
  }
  // per-student spread: one dot per student (jittered), left column
  s.students.forEach((st, i) => {
    const jx = sx + 60 + ((i * 37) % 120) - 60;
    g += `<circle cx="${jx}" cy="${y(st.estimate)}" r="${Math.min(8, 2 + Math.sqrt(st.n))}" fill="#5b8def" fill-opacity="0.55"><title>${esc(st.student)}: ${MEAN ? "mean of " + st.n : (st.hits ?? "") + "/" + st.n} = ${fmt(st.estimate)}</title></circle>`;
  });
  g += `<text x="${sx}" y="${H - B + 20}" text-anchor="middle" font-size="13">each student (${s.students.length})</text>`;
  // pooled estimate with its interval (when there is one), right column
  if (known(s.estimate)) {
    if (known(s.low) && known(s.high)) {
      g += `<line x1="${cx}" x2="${cx}" y1="${y(s.high)}" y2="${y(s.low)}" stroke="#222" stroke-width="3" data-testid="interval"/>` +
           `<line x1="${cx - 12}" x2="${cx + 12}" y1="${y(s.high)}" y2="${y(s.high)}" stroke="#222" stroke-width="2"/>` +
           `<line x1="${cx - 12}" x2="${cx + 12}" y1="${y(s.low)}" y2="${y(s.low)}" stroke="#222" stroke-width="2"/>`;
    }
    g += `<circle cx="${cx}" cy="${y(s.estimate)}" r="7" fill="#e8590c" data-testid="pooled"/>`;
  }
  g += `<text x="${cx}" y="${H - B + 20}" text-anchor="middle" font-size="13">the class: ${MEAN ? s.n + " " + esc(e.unit) + "s" : (s.hits ?? "") + "/" + s.n}</text>`;
  const kind = ref.kind_label || ref.kind || "";
  if (known(ref.value)) {
    g += `<line x1="${L}" x2="${W - R}" y1="${y(ref.value)}" y2="${y(ref.value)}" stroke="#2b8a3e" stroke-width="2" stroke-dasharray="6 4" data-testid="reference"/>` +
         `<text x="${W - R}" y="${y(ref.value) - 6}" text-anchor="end" font-size="13" fill="#2b8a3e">${esc(kind)}: ${fmt(ref.value)}${ref.exact ? " = " + esc(ref.exact) : ""}</text>`;
  }
  const interval = known(s.low) && known(s.high)
    ? `(${esc(s.interval || "95 %")} interval ${fmt(s.low)} to ${fmt(s.high)})`
    : (s.n ? "(too few outcomes for an interval yet)" : "");
  el.innerHTML =
    `<h2 style="margin:0 0 4px;font-size:1.2em">${esc(e.title)}</h2>` +
    `<p style="margin:0 0 6px">${esc(e.question)}</p>` +
    `<svg role="img" aria-label="${esc(e.title)}: the class ${fmt(s.estimate)}, ${esc(kind)} value ${fmt(ref.value)}" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" style="max-width:100%;font-family:sans-serif">${g}</svg>` +
    `<p style="margin:4px 0" data-testid="pooled-text"><b>The class:</b> ${fmt(s.estimate)} ${interval} from ${s.n} ${esc(e.unit)}s in ${s.rooms} room(s). ` +
    `<b>The lesson:</b> ${fmt(ref.value)} — ${esc(ref.label)}.</p>` +
    `<p style="margin:0;color:#555;font-size:0.9em">Recorded: ${esc(e.recorded)}.</p>`;
}
