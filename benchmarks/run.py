"""Run every benchmark module (benchmarks/bench_*.py) and print one table.

    python benchmarks/run.py            # all
    python benchmarks/run.py yum gin    # only modules whose name contains one of the words

Each module exposes ``rows() -> list[tuple[name, value, unit]]``; a module may also fill
``SUMMARY`` (what, peer, peer's value, ours, unit) during ``rows()``: those rows end the
output as one table of ours beside the peers' published numbers (issue 23), with the
load average. Benchmarks are measurements, not tests: they never fail, they report.
"""

from __future__ import annotations

import importlib.util
import platform
import sys
import time
from pathlib import Path

HERE = Path(__file__).parent


def load(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    spec.loader.exec_module(module)
    return module


def main(words: list[str]) -> None:
    sys.path.insert(0, str(HERE))
    print(
        f"# tabletop_widgets benchmarks — Python {platform.python_version()}, {platform.machine()}, "
        f"{__import__('os').cpu_count()} cores"
    )
    print(f"{'benchmark':<62} {'value':>14}  unit")
    print("-" * 90)
    summary: list[tuple[str, str, float, float, str]] = []
    for path in sorted(HERE.glob("bench_*.py")):
        if words and not any(w in path.stem for w in words):
            continue
        started = time.perf_counter()
        try:
            module = load(path)
            rows = [(str(name), value, str(unit)) for name, value, unit in module.rows()]
            summary += getattr(module, "SUMMARY", [])
        except Exception as exc:  # report and go on: one broken benchmark must not hide the rest
            print(f"{path.stem:<62} {'error':>14}  {type(exc).__name__}: {exc}")
            continue
        for name, value, unit in rows:
            shown = (
                f"{value:,.1f}" if isinstance(value, float) and value >= 100 else f"{value:,.4g}"
            )
            print(f"{name:<62} {shown:>14}  {unit}")
        print(
            f"{'  (' + path.stem + ' took ' + format(time.perf_counter() - started, '.1f') + ' s)':<62}"
        )

    if summary:
        print_summary(summary)


def print_summary(summary: list[tuple[str, str, float, float, str]]) -> None:
    """Ours beside the peers, one table, with the machine's load."""
    import os

    load = os.getloadavg()
    print()
    print(f"# ours beside the peers — load average {load[0]:.2f} / {load[1]:.2f} / {load[2]:.2f}")
    print(f"{'what':<44} {'peer':<18} {'peer value':>11} {'ours':>11}  unit  ours/peer")
    print("-" * 106)
    for what, peer, theirs, ours, unit in summary:
        ratio = "" if theirs != theirs else f"{ours / theirs:.2f}x"  # nan: no peer figure
        shown = "-" if theirs != theirs else f"{theirs:,.2f}"
        print(f"{what:<44} {peer:<18} {shown:>11} {ours:>11,.2f}  {unit:<5} {ratio}")


if __name__ == "__main__":
    main(sys.argv[1:])
