"""Latency: every game's Hint under load and in a fresh process, and click-to-render in JupyterLab.

    .venv/bin/python benchmarks/bench_latency.py [--rounds N] [--positions N] [--hints-only]

**Hints** (``hint_rows``, no browser): the ``hint`` query's answer (``Query.answer`` from a
recall, as a table answers it) at ``--positions`` positions of seeded 2-player games per game
(a hint every third move of random bots; the first answer of the process is not timed), with
both cores kept busy by two spinning processes of this benchmark: p50, p99 and max in
milliseconds, and the share of answers cut short: by Gin's wall backstop (``"wall"``) or wall
target (``"load"``) or, for Carousel, a play not proven best in the solver's budget. Then the first hint
in a fresh process, at a mid-game position (``FIRST_DEPTH`` random moves in), cold and after
a table's warm-up when it is made (``Query.warm_up``, ``engine.coach.warm_in_background``, for the games whose
coach has a ``warm``). Goal (issue 45): p99 <= 300 ms under two busy cores, no answer cut at
p95, the first hint within the same goal.

**Click-to-render** (``measure``): starts a Jupyter server (the tests' set-up,
tests/jupyter/conftest.py) and headless Chromium,
opens one notebook holding the five game widgets and a bare anywidget that only echoes a message
(its Python side bumps ``revision``, its front end writes ``data-revision``): the round trip's
floor on this machine. Then, round-robin (so that every widget sees the same machine load),
it clicks each game's common moves and measures in the page, with ``performance.now()``, the
time from the click to the widget's ``data-revision`` attribute changing (the kernel answered,
bots moved, the state synced and the widget re-rendered). Local-only clicks (selecting a card,
holding a die) are not measured. Reports median and p90 per game and move kind, and each
game's median relative to the echo's. Goal: within 1.5x of the echo.

A benchmark, not a test: it never fails; it reports. ``rows()`` feeds benchmarks/run.py
(``./dev.sh bench``): the hint rows, then the click-to-render rows when Chromium is here.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def _load(name: str, path: Path):
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


ECHO = '''
import anywidget, traitlets

class Echo(anywidget.AnyWidget):
    """The floor: a click sends a message, Python bumps revision, the page re-renders."""
    _esm = """
    export default { render({ model, el }) {
      const root = document.createElement("div");
      root.className = "tw-echo";
      const b = document.createElement("button");
      b.textContent = "echo"; b.dataset.testid = "echo";
      b.addEventListener("click", () => model.send({ type: "echo" }));
      root.append(b); el.append(root);
      const draw = () => { root.dataset.revision = String(model.get("revision")); };
      model.on("change:revision", draw); draw();
    } };
    """
    revision = traitlets.Int(0).tag(sync=True)

    def __init__(self):
        super().__init__()
        self.on_msg(lambda _w, content, _b: setattr(self, "revision", self.revision + 1))

echo = Echo()
echo
'''

GAMES = {
    "yum": "from tabletop_widgets import yum\nyum_w = yum.YumWidget(seed=1)\nyum_w",
    "gin_rummy": "from tabletop_widgets import gin_rummy\ngin_w = gin_rummy.GinRummyWidget(seed=1)\ngin_w",
    "gyumi": "from tabletop_widgets import gyumi\ngyumi_w = gyumi.GyumiWidget(seed=1)\ngyumi_w",
    "gnumies": "from tabletop_widgets import gnumies\ngnumies_w = gnumies.GnumiesWidget(seed=1)\ngnumies_w",
    "carousel": "from tabletop_widgets import carousel\ncarousel_w = carousel.CarouselWidget(seed=1)\ncarousel_w",
}

# Per game, its common moves, tried in order: [kind, selector of the control that sends the
# move, optional selector clicked first (a local selection, not measured), optional selector
# that rules the move out when present]. Disabled controls (aria-disabled) are skipped. When none applies, or the game is over, "New game" is clicked
# (not measured).
MOVES = {
    "echo": [["echo", "[data-testid=echo]", None]],
    "yum": [
        ["roll", "[data-testid=yum-roll]", None],
        ["score", ".yum-score-btn", None],
    ],
    "gin_rummy": [
        ["draw", "[data-testid=gin-stock]", None],
        ["discard", "[data-testid=gin-discard]", ".gin-hand button[data-card]"],
    ],
    "gyumi": [
        ["take", "[data-testid^=gy-take-]", None],
        ["draw", "[data-testid=gy-draw]", None],
        ["play", "[data-testid=gy-play]", None],
        ["discard", "[data-testid^=gy-discard-]", None],
    ],
    "gnumies": [
        ["play", "[data-testid^=gn-hand-]", None],
        ["give", "[data-testid^=gn-give-]", None],
        ["keep", "[data-testid=gn-keep]", None],
        ["discard", "[data-testid^=gn-discard-]", None],
    ],
    "carousel": [
        ["play", "[data-testid=submit]", "[data-testid=use-hint]"],
        ["draw", "[data-testid=draw]", None],
        ["end turn", "[data-testid=end-turn]", None],
        ["pass", "[data-testid=pass]", None],
        ["hint", "[data-testid=hint]", None],
    ],
}

#: Measured but left out of a game's "all moves" figure.
ASIDE = {"hint"}

# One move of one widget, measured in the page. Returns {kind, ms} or {kind: null, reason}.
STEP_JS = """
async ([rootSel, moves, timeoutMs]) => {
  const root = document.querySelector(rootSel);
  if (!root) return { kind: null, reason: "no widget" };
  const enabled = (el) => el && el.getAttribute("aria-disabled") !== "true" && !el.disabled;
  const pick = (sel) => [...root.querySelectorAll(sel)].find(enabled);
  let chosen = null;
  if (root.querySelector("[data-testid=tw-over]") === null) {
    for (const [kind, sel, prep, unless] of moves) {
      if (unless && root.querySelector(unless)) continue;
      if (prep) {
        const p = pick(prep);
        if (!p) continue;
        if (p.getAttribute("aria-pressed") !== "true") p.click();
      }
      const el = pick(sel);
      if (el) { chosen = [kind, el]; break; }
    }
  }
  if (!chosen) {
    let again = pick("[data-testid=tw-handover-continue]");
    if (!again) {
      again = pick("[data-testid=tw-new-game]");
      // during a game, New game asks "Really start over?" first (a local re-render)
      if (again && root.querySelector("[data-testid=tw-over]") === null) {
        again.click();
        again = pick("[data-testid=tw-new-game]");
      }
    }
    if (!again) return { kind: null, reason: "nothing to click" };
    chosen = ["(new game)", again];
  }
  const [kind, el] = chosen;
  el.scrollIntoView({ block: "center" });
  await new Promise((r) => requestAnimationFrame(() => r()));
  const before = root.dataset.revision;
  return await new Promise((resolve) => {
    let t0 = 0;
    const obs = new MutationObserver(() => {
      if (root.dataset.revision !== before) {
        obs.disconnect(); clearTimeout(timer);
        resolve({ kind, ms: performance.now() - t0 });
      }
    });
    obs.observe(root, { attributes: true, attributeFilter: ["data-revision"] });
    const timer = setTimeout(() => { obs.disconnect(); resolve({ kind, ms: null, reason: "timeout" }); }, timeoutMs);
    t0 = performance.now();
    el.click();
  });
}
"""


def _notebook() -> dict[str, Any]:
    cells = [ECHO, *GAMES.values()]
    return {
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
        },
        "cells": [
            {
                "cell_type": "code",
                "id": f"c{i}",
                "metadata": {},
                "execution_count": None,
                "outputs": [],
                "source": src,
            }
            for i, src in enumerate(cells)
        ],
    }


def _root_selectors(page: Any) -> dict[str, str]:
    """Tag each widget's root with data-bench=<name> (output order = cell order)."""
    names = ["echo", *GAMES]
    page.wait_for_function(
        "(n) => document.querySelectorAll('.jp-OutputArea-output .tw-echo, .jp-OutputArea-output .tw-root').length >= n",
        arg=len(names),
        timeout=120_000,
    )
    page.evaluate(
        """(names) => {
          const roots = [...document.querySelectorAll('.jp-OutputArea-output .tw-echo, .jp-OutputArea-output .tw-root')];
          roots.forEach((r, i) => { if (names[i]) r.dataset.bench = names[i]; });
        }""",
        names,
    )
    return {name: f"[data-bench={name}]" for name in names}


def measure(rounds: int = 30, timeout_ms: int = 15_000) -> dict[str, dict[str, list[float]]]:
    """{widget: {move kind: [ms, ...]}} over ``rounds`` round-robin moves per widget."""
    conftest = _load("tabletop_bench_jupyter", ROOT / "tests" / "jupyter" / "conftest.py")
    chromium = conftest.chromium
    reason = chromium.available()
    if reason:
        raise RuntimeError(reason)
    results: dict[str, dict[str, list[float]]] = {name: {} for name in ["echo", *GAMES]}
    with tempfile.TemporaryDirectory(prefix="bench-latency-") as tmp:
        server = conftest.JupyterServer(Path(tmp))
        server.start()
        browser = chromium.acquire()
        try:
            context = browser.new_context(viewport={"width": 1400, "height": 1000})
            page = context.new_page()
            page.set_default_timeout(60_000)
            lab = conftest.JupyterPage(page, server, "lab")
            lab.open_notebook(_notebook(), "latency.ipynb")
            lab.run_all()
            lab.wait_idle(timeout=180_000)
            roots = _root_selectors(page)
            # one warm-up move each (first render paths, imports, JIT)
            for name, sel in roots.items():
                page.evaluate(STEP_JS, [sel, MOVES[name], timeout_ms])
            stuck: set[str] = set()
            for _ in range(rounds):
                for name, sel in roots.items():
                    if name in stuck:
                        continue
                    step = page.evaluate(STEP_JS, [sel, MOVES[name], timeout_ms])
                    if step["kind"] is None or step.get("ms") is None:
                        print(f"  {name}: stopped ({step.get('reason')})", file=sys.stderr)
                        stuck.add(name)
                        continue
                    if not step["kind"].startswith("("):
                        results[name].setdefault(step["kind"], []).append(step["ms"])
            context.close()
        finally:
            chromium.release()
            server.stop()
    return results


def _p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]


def table(
    results: dict[str, dict[str, list[float]]],
) -> list[tuple[str, str, int, float, float, float]]:
    """Rows (widget, kind, n, median ms, p90 ms, median / echo median)."""
    echo = [ms for values in results["echo"].values() for ms in values]
    floor = statistics.median(echo) if echo else float("nan")
    rows = []
    for name, kinds in results.items():
        # a hint is a question to the solver, not a move: reported on its own row only
        every = [ms for kind, values in kinds.items() if kind not in ASIDE for ms in values]
        if not every and not kinds:
            rows.append((name, "(no move measured)", 0, float("nan"), float("nan"), float("nan")))
            continue
        if every:
            med = statistics.median(every)
            rows.append((name, "all moves", len(every), med, _p90(every), med / floor))
        if len(kinds) > 1 or not every:
            for kind, values in sorted(kinds.items()):
                m = statistics.median(values)
                rows.append((name, kind, len(values), m, _p90(values), m / floor))
    return rows


def markdown(rows: list[tuple[str, str, int, float, float, float]]) -> str:
    lines = [
        "| widget | move | n | median (ms) | p90 (ms) | median / echo |",
        "|---|---|--:|--:|--:|--:|",
    ]
    for name, kind, n, med, p90, ratio in rows:
        lines.append(f"| {name} | {kind} | {n} | {med:.0f} | {p90:.0f} | {ratio:.2f}x |")
    return "\n".join(lines)


def rows() -> list[tuple[str, float, str]]:
    """For benchmarks/run.py: the hint rows (``hint_rows``), then median and p90 per widget
    (all its moves) and the ratio to the echo, when Chromium is here."""
    out = hint_rows()
    try:
        measured = measure()
    except RuntimeError as exc:  # no Chromium on this machine: the hint rows stand alone
        print(f"  click-to-render not measured: {exc}", file=sys.stderr)
        return out
    for name, kind, _n, med, p90, ratio in table(measured):
        if kind != "all moves":
            continue
        out.append((f"click-to-render {name}: median", med, "ms"))
        out.append((f"click-to-render {name}: p90", p90, "ms"))
        if name != "echo":
            out.append((f"click-to-render {name}: median / echo median", ratio, "x"))
    return out


# ----- hints ---------------------------------------------------------------------------------

#: The games whose hint is timed, with the options of their timed games.
HINT_GAMES = {
    "yum": {},
    "gin_rummy": {"match_target": 0},
    "carousel": {},
    "gnumies": {},
    "gyumi": {},
}
#: Random moves played before the first hint of a fresh process (a mid-game position: at the
#: very start some coaches answer without their solver).
FIRST_DEPTH = 11
#: Hint positions per game in ``rows()``.
POSITIONS = 60


def _spin(stop: Any) -> None:  # a busy core: a process of its own (the hint shares no GIL)
    while not stop.is_set():
        sum(range(10_000))


class BusyCores:
    """``with BusyCores(2):`` keeps ``n`` cores busy with spinning processes meanwhile."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __enter__(self) -> BusyCores:
        import multiprocessing as mp

        self.stop = mp.Event()
        self.procs = [
            mp.Process(target=_spin, args=(self.stop,), daemon=True) for _ in range(self.n)
        ]
        for proc in self.procs:
            proc.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        for proc in self.procs:
            proc.join(5)


def cut_short(game: str, answer: dict[str, Any]) -> str | None:
    """How a hint was cut short: Gin's ``"wall"`` (backstop), ``"load"`` (wall target) or
    ``"budget"`` (CPU budget; Carousel: a play not proven best in its budget), else None."""
    if answer.get("cut") in ("wall", "load", "budget"):
        return answer["cut"]
    if game == "carousel" and answer.get("optimal") is False:
        return "budget"
    return None


def hint_positions(game: str, positions: int, seed: int = 0):
    """Yield ``(recall, seat)`` at every third move of seeded 2-player games of random bots."""
    import random

    from tabletop_widgets.engine import bots_of, get_game, make_bot

    g = get_game(game)
    rng = random.Random(seed)
    given, game_seed, step = 0, seed, 0
    while given < positions:
        state = g.new_state(2, game_seed, HINT_GAMES[game])
        bots = [make_bot(bots_of(game)["random"]) for _ in range(2)]
        game_seed += 1
        while g.seats_to_act(state) and given < positions:
            seat = rng.choice(g.seats_to_act(state))
            if step % 3 == 0:
                yield g.recall(state, seat), seat
                given += 1
            legal = g.legal_actions(state, seat)
            state = g.step(state, seat, bots[seat].choose(g.view(state, seat), legal, rng))
            step += 1


def hint_latency(game: str, positions: int, seed: int = 0) -> dict[str, float]:
    """p50/p95/p99/max (ms) of the hint's answer at ``positions`` positions (after the coach's
    warm-up where it has one, and the process's first answer not timed) and the shares cut by
    the wall backstop, for load and by the budget."""
    import numpy as np

    from tabletop_widgets.engine import queries_of

    (hint,) = [q for q in queries_of(game) if q.name == "hint"]
    if hint.warm_up:  # as a table does: the imports belong to the fresh-process figure
        from tabletop_widgets.engine.coach import warm_in_background

        thread = warm_in_background(hint.warm_up)
        if thread is not None:
            thread.join()
    times: list[float] = []
    cuts = {"wall": 0, "load": 0, "budget": 0}
    first = True
    for recall, seat in hint_positions(game, positions + 1, seed):
        started = time.perf_counter()
        answer = hint.answer(recall, seat, {})
        if first:  # imports, tables: the fresh-process figure is measured on its own
            first = False
            continue
        times.append(time.perf_counter() - started)
        cut = cut_short(game, answer)
        if cut:
            cuts[cut] += 1
    ms = np.array(times) * 1000
    return {"positions": len(ms), "p50": float(np.percentile(ms, 50)),
            "p95": float(np.percentile(ms, 95)), "p99": float(np.percentile(ms, 99)),
            "max": float(ms.max()), "cut_wall": cuts["wall"] / len(ms),
            "cut_load": cuts["load"] / len(ms), "cut_budget": cuts["budget"] / len(ms)}  # fmt: skip


FIRST_HINT = """
import importlib, sys, time
from tabletop_widgets.engine import queries_of
from tabletop_widgets.engine.coach import warm_in_background
sys.path.insert(0, sys.argv[3])
from bench_latency import hint_positions
game, warm = sys.argv[1], sys.argv[2] == "1"
(hint,) = [q for q in queries_of(game) if q.name == "hint"]
recall, seat = next(hint_positions(game, 1, seed={depth}))
if warm:  # what a table does when it is made, then the person reads the table a moment
    thread = warm_in_background(hint.warm_up)
    if thread is not None:
        thread.join()
started = time.perf_counter()
hint.answer(recall, seat, {{}})
print(time.perf_counter() - started)
"""


def has_warm_up(game: str) -> bool:
    """Whether the game's hint declares a warm-up (``Query.warm_up``; declaring it imports
    no coach, so the fresh-process figure is not touched)."""
    from tabletop_widgets.engine import queries_of

    return any(q.name == "hint" and q.warm_up for q in queries_of(game))


def first_hint(game: str, warm: bool = False) -> float:
    """Seconds of the first hint in a fresh process, at a mid-game position (the imports it
    triggers included; with ``warm``, after a table's warm-up)."""
    import subprocess

    code = FIRST_HINT.format(depth=FIRST_DEPTH)
    out = subprocess.run(
        [sys.executable, "-c", code, game, "1" if warm else "0", str(Path(__file__).parent)],
        capture_output=True, text=True, check=True, cwd=ROOT,
    )  # fmt: skip
    return float(out.stdout.split()[-1])


def hint_rows(positions: int = POSITIONS) -> list[tuple[str, float, str]]:
    """Per game: hint p50/p99/max with both cores busy, the shares cut short, and the first
    hint in a fresh process (cold, and after a table's warm-up where there is one)."""
    out: list[tuple[str, float, str]] = []
    for game in HINT_GAMES:
        with BusyCores(2):
            lat = hint_latency(game, positions)
        out += [(f"hint {game}: p50, 2 cores busy", lat["p50"], "ms"),
                (f"hint {game}: p99, 2 cores busy", lat["p99"], "ms"),
                (f"hint {game}: max, 2 cores busy", lat["max"], "ms"),
                (f"hint {game}: cut by the wall backstop", 100 * lat["cut_wall"], "%"),
                (f"hint {game}: cut for load (wall target)", 100 * lat["cut_load"], "%"),
                (f"hint {game}: cut by the budget (not finished)", 100 * lat["cut_budget"], "%"),
                (f"hint {game}: first hint in a fresh process", 1000 * first_hint(game), "ms")]  # fmt: skip
        if has_warm_up(game):
            out.append((f"hint {game}: first hint after a table's warm-up",
                        1000 * first_hint(game, warm=True), "ms"))  # fmt: skip
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30, help="measured moves per widget")
    parser.add_argument("--positions", type=int, default=POSITIONS, help="hints timed per game")
    parser.add_argument("--hints-only", action="store_true", help="no JupyterLab clicks")
    args = parser.parse_args()
    started = time.perf_counter()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores before the hints")
    for name, value, unit in hint_rows(args.positions):
        print(f"{name:<58} {value:>10.1f} {unit}")
    if not args.hints_only:
        rows_ = table(measure(args.rounds))
        print(markdown(rows_))
    print(f"\n({time.perf_counter() - started:.0f} s, {args.rounds} rounds)")


if __name__ == "__main__":
    main()
