"""Every benchmark module keeps benchmarks/run.py's contract (``./dev.sh bench``), read from
its source without running it: ``rows()`` callable with no arguments and annotated as the
rows run.py prints, ``list[tuple[str, float, str]]`` (name, value, unit)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

BENCHMARKS = sorted((Path(__file__).resolve().parents[1] / "benchmarks").glob("bench_*.py"))


@pytest.mark.parametrize("path", BENCHMARKS, ids=lambda p: p.stem)
def test_rows_keeps_the_run_py_contract(path: Path) -> None:
    tree = ast.parse(path.read_text())
    (rows,) = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "rows"]
    args = rows.args
    assert len(args.defaults) == len(args.args) and not args.kwonlyargs, "rows() takes no arguments"
    assert rows.returns is not None
    assert ast.unparse(rows.returns) == "list[tuple[str, float, str]]"


def test_there_are_benchmarks() -> None:
    assert len(BENCHMARKS) >= 15
