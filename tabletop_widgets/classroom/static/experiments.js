// The experiments page (the teacher's; it is what the projector shows): start a run with or
// without predictions first, close the predictions and play, reveal the lesson's value, stop;
// the chart (experiment_chart.js) follows the class every 2 seconds.
// Links from the dashboard may preselect: /experiments?experiment=ID&rooms=CODE1,CODE2
// (the form then offers "the N tables chosen on the dashboard").
import { countOf, drawChart } from "./experiment_chart.js";
import { apiHeaders } from "./shim.js";
import { getLang, nt, startLanguage, t, tServer, words } from "./i18n.js";

startLanguage(null); // the class language the teacher chose (else Accept-Language)

const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
/** An element with attributes and children (text or elements). */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}
const params = new URLSearchParams(location.search);
const base = location.pathname.replace(/\/experiments(\/[^/]*)?\/?$/, "");
let run = (location.pathname.match(/\/experiments\/([^/]+)\/?$/) || [])[1] || null;
let runs = [];
let offered = [];
let tables = [];
let summary = null;
let tablesChosen = false;
const givenRooms = (params.get("rooms") || "").split(",").map((c) => c.trim().toUpperCase()).filter(Boolean);
let listed = false;
let names = false; // off at every load: names reach the projector only when the teacher asks
// The teacher's session cookie signs every call in (the token never stays in the page or URL).
const headers = apiHeaders(); // the Hub's XSRF echo, read once by the shared helper

async function api(path, body) {
  const init = body
    ? { method: "POST", headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify(body) }
    : { headers };
  const r = await fetch(base + path, init);
  const data = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(tServer(data.error) || t("The server answered {status}.", { status: String(r.status) }));
  return data;
}

function say(message) { $("xp-error").textContent = message || ""; }
const phaseWords = { predict: t("Predict first"), play: t("Playing"), stopped: t("Stopped") };

function current() { return runs.find((r) => r.run === run) || null; }

function showControls() {
  const r = current();
  const phase = r ? r.phase : "";
  const state = $("run-state");
  state.textContent = phaseWords[phase] || "";
  state.dataset.phase = phase;
  $("xp-play").hidden = phase !== "predict";
  $("xp-reveal").hidden = !r || r.revealed;
  $("xp-stop").hidden = !r || phase === "stopped";
  $("xp-csv").hidden = !r;
  const exp = r && offered.find((e) => e.id === r.experiment);
  $("xp-reveal").textContent = t("Show the lesson's value");
  if (summary && summary.reference && summary.run && summary.run.run === run) {
    const kind = summary.reference.kind_label;
    $("xp-reveal").textContent = kind === "exact" ? t("Show the exact value")
      : kind === "simulated" ? t("Show the simulated value") : t("Show the lesson's value");
  }
  document.title = exp ? t("Class experiment: {title}", { title: tServer(exp.title) }) : t("Class experiment");
  $("xp-names").setAttribute("aria-pressed", String(names));
}

function fillTables() {
  const pick = $("xp-pick");
  const exp = offered.find((e) => e.id === pick.value);
  const select = $("xp-tables");
  const open = exp ? tables.filter((t) => t.game === exp.game && !t.ended) : [];
  // The dashboard's tables, else the open tables, unless the teacher chose.
  const keep = tablesChosen ? select.value : givenRooms.length ? "given" : "open";
  select.replaceChildren();
  const given = exp ? tables.filter((t) => t.game === exp.game && givenRooms.includes(t.code)) : [];
  if (given.length) {
    select.append(new Option(nt("the {n} table chosen on the dashboard", "the {n} tables chosen on the dashboard", given.length), "given"));
  }
  if (open.length) {
    const o = new Option(t("every {game} table open now ({n})", { game: exp.game_title, n: open.length }), "open");
    select.append(o);
  }
  select.append(new Option(t("{game} tables opened from now on", { game: exp ? exp.game_title : "" }).trim(), "new"));
  if ([...select.options].some((o) => o.value === keep)) select.value = keep;
}

async function refreshList() {
  const data = await api("/api/experiments");
  runs = data.runs;
  offered = data.experiments;
  tables = data.tables;
  const pick = $("xp-pick");
  if (!pick.options.length) {
    for (const e of offered) pick.append(new Option(`${e.game_title}: ${tServer(e.title)}`, e.id));
    if (offered.some((e) => e.id === params.get("experiment"))) pick.value = params.get("experiment");
  }
  fillTables();
  const list = $("xp-runs");
  list.replaceChildren(new Option(runs.length ? t("choose a run") : t("none yet"), ""));
  for (const r of [...runs].reverse()) {
    const e = offered.find((x) => x.id === r.experiment);
    const lang = getLang() === "xx" ? "en" : getLang();
    const when = new Date(r.started * 1000).toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" });
    const o = new Option(t("{title}, {time} ({phase})", { title: e ? tServer(e.title) : t("an experiment"), time: when, phase: phaseWords[r.phase].toLocaleLowerCase(lang) }), r.run);
    o.selected = r.run === run;
    list.append(o);
  }
  if (!run && runs.length) run = runs[runs.length - 1].run;
  if (!listed) { // first look: the form offers the shown run's experiment, open when none runs
    listed = true;
    const r = current();
    if (r && !params.get("experiment")) { pick.value = r.experiment; fillTables(); }
    $("xp-new").open = !r || r.phase === "stopped" || params.has("experiment");
  }
  showControls();
}

async function tick() {
  if (!run) {
    const empty = document.createElement("p");
    empty.className = "xp-empty";
    empty.textContent = t("Choose an experiment and press Start.");
    $("xp-chart").replaceChildren(empty);
    return;
  }
  try {
    summary = await api(`/api/experiments/${run}`);
    const i = runs.findIndex((r) => r.run === run);
    if (i >= 0) runs[i] = { ...runs[i], phase: summary.run.phase, revealed: summary.run.revealed };
    drawChart($("xp-chart"), summary, { names, words: words() });
    showCounts($("xp-counts"), summary);
    showControls();
    document.body.dataset.n = String(summary.n);
    document.body.dataset.predictions = String(summary.predictions.n);
  } catch (err) {
    say(tServer(err.message));
  }
}

/** What counted and what did not: the totals, and per student while names are shown. */
function showCounts(where, s) {
  const unit = s.experiment.unit;
  const many = (n) => countOf(n, unit, words());
  const total = el("p", { class: "xp-counts-total", "data-testid": "xp-counts-total" },
    s.not_counted
      ? t("Counted: {counted}. Played but not counted: {not_counted} (each student was told why on their screen).", { counted: many(s.n), not_counted: many(s.not_counted) })
      : t("Counted: {counted}. Played but not counted: {not_counted}.", { counted: many(s.n), not_counted: many(0) }));
  const parts = [total];
  if (names && s.students.length) {
    const rows = s.students.map((st) => el("tr", {}, el("th", { scope: "row" }, st.student), el("td", {}, String(st.n)), el("td", {}, String(st.not_counted || 0))));
    parts.push(el("table", { class: "xp-counts-table", "data-testid": "xp-counts-table" },
      el("thead", {}, el("tr", {}, el("th", { scope: "col" }, t("Student")), el("th", { scope: "col" }, t("Counted")), el("th", { scope: "col" }, t("Not counted")))),
      el("tbody", {}, ...rows)));
  }
  where.replaceChildren(...parts);
}

function go(id) {
  run = id;
  history.replaceState(null, "", `${base}/experiments/${run}`); // drops the preselection
}

async function control(name) {
  if (!run) return;
  try {
    say("");
    await api(`/api/experiments/${run}/${name}`, {});
    if (name === "stop") $("xp-new").open = true;
    await refreshList();
    await tick();
  } catch (err) {
    say(tServer(err.message));
  }
}

$("xp-start-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const exp = offered.find((e) => e.id === $("xp-pick").value);
  const body = { experiment: $("xp-pick").value, predict: $("xp-predict").checked };
  if ($("xp-tables").value === "open") {
    body.rooms = tables.filter((t) => t.game === exp.game && !t.ended).map((t) => t.code);
  } else if ($("xp-tables").value === "given") {
    body.rooms = tables.filter((t) => t.game === exp.game && givenRooms.includes(t.code)).map((t) => t.code);
  }
  try {
    say("");
    const r = await api("/api/experiments", body);
    go(r.run);
    $("xp-new").open = false;
    await refreshList();
    await tick();
  } catch (err) {
    say(tServer(err.message));
  }
});
$("xp-pick").addEventListener("change", fillTables);
$("xp-tables").addEventListener("change", () => { tablesChosen = true; });
$("xp-play").addEventListener("click", () => control("play"));
$("xp-reveal").addEventListener("click", () => control("reveal"));
$("xp-stop").addEventListener("click", () => control("stop"));
$("xp-runs").addEventListener("change", (event) => {
  if (!event.target.value) return;
  go(event.target.value);
  showControls();
  tick();
});
$("xp-names").addEventListener("click", () => {
  names = !names;
  showControls();
  if (summary) {
    drawChart($("xp-chart"), summary, { names, words: words() });
    showCounts($("xp-counts"), summary);
  }
});
function applyTheme(theme) {
  if (theme) document.body.dataset.theme = theme;
  const dark = theme ? theme === "dark" : matchMedia("(prefers-color-scheme: dark)").matches;
  $("xp-theme").textContent = dark ? t("Light") : t("Dark");
  $("xp-theme").dataset.next = dark ? "light" : "dark";
  $("xp-theme").setAttribute("aria-label", dark ? t("Switch to the light theme") : t("Switch to the dark theme"));
}
$("xp-theme").addEventListener("click", () => {
  const dark = $("xp-theme").dataset.next === "dark";
  localStorage.setItem("tw-xp-theme", dark ? "dark" : "light");
  applyTheme(dark ? "dark" : "light");
});
$("xp-csv").addEventListener("click", async (event) => { // fetch with the headers, then save
  event.preventDefault();
  if (!run) return;
  const r = await fetch(`${base}/api/experiments/${run}/records.csv`, { headers });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(await r.blob());
  a.download = `experiment-${run}.csv`;
  a.click();
});

applyTheme(localStorage.getItem("tw-xp-theme"));
refreshList().then(tick).catch((err) => say(err.message));
setInterval(() => { if (!document.hidden) tick(); }, 2000);
setInterval(() => { if (!document.hidden) refreshList().catch(() => {}); }, 10000);
