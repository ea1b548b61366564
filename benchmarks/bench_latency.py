"""Click-to-render latency in a real JupyterLab, for every game and for a bare echo widget.

    .venv/bin/python benchmarks/bench_latency.py [--rounds N] [--markdown]

Starts a Jupyter server (the tests' set-up, tests/jupyter/conftest.py) and headless Chromium,
opens one notebook holding the five game widgets and a bare anywidget that only echoes a message
(its Python side bumps ``revision``, its front end writes ``data-revision``): the round trip's
floor on this machine. Then, round-robin (so that every widget sees the same machine load),
it clicks each game's common moves and measures in the page, with ``performance.now()``, the
time from the click to the widget's ``data-revision`` attribute changing (the kernel answered,
bots moved, the state synced and the widget re-rendered). Local-only clicks (selecting a card,
holding a die) are not measured. Reports median and p90 per game and move kind, and each
game's median relative to the echo's. Goal: within 1.5x of the echo.

A benchmark, not a test: it never fails; it reports. ``rows()`` feeds benchmarks/run.py.
"""

from __future__ import annotations

import argparse
import importlib.util
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
    """For benchmarks/run.py: median and p90 per widget (all its moves), and the ratio."""
    out = []
    for name, kind, _n, med, p90, ratio in table(measure()):
        if kind != "all moves":
            continue
        out.append((f"click-to-render {name}: median", med, "ms"))
        out.append((f"click-to-render {name}: p90", p90, "ms"))
        if name != "echo":
            out.append((f"click-to-render {name}: median / echo median", ratio, "x"))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30, help="measured moves per widget")
    args = parser.parse_args()
    started = time.perf_counter()
    rows_ = table(measure(args.rounds))
    print(markdown(rows_))
    print(f"\n({time.perf_counter() - started:.0f} s, {args.rounds} rounds)")


if __name__ == "__main__":
    main()
