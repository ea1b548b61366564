"""The Gin lesson deals its million hands live; the shipped counts (the class experiment's
reference line) are exactly what it prints, and what ``min_deadwood_many`` gives on its deal."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import nbformat
import numpy as np

from tabletop_widgets.gin_rummy import min_deadwood_many

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "notebooks" / "gin_rummy_lesson.ipynb"
SHIPPED = ROOT / "notebooks" / "data" / "gin_rummy_deadwood_counts.json"


def printed(cell_id: str) -> str:
    nb = nbformat.read(NOTEBOOK, as_version=4)
    (cell,) = [c for c in nb.cells if c.get("id") == cell_id]
    return "".join(o.get("text", "") for o in cell.outputs)


def knockable(counts: dict[str, int]) -> int:
    return sum(v for d, v in counts.items() if int(d) <= 10)


def test_the_shipped_counts_are_what_the_lesson_prints():
    data = json.loads(SHIPPED.read_text())
    text = printed("code-08")
    for name, part in (("dealt 10 cards", "dealt"), ("11 cards, best discard", "eleven")):
        found = re.search(rf"{re.escape(name)}\s+knockable\s+(\d+) of\s+([\d,]+)", text)
        assert found, text
        k, n = int(found.group(1)), int(found.group(2).replace(",", ""))
        assert (k, n) == (knockable(data[part]["counts"]), data[part]["hands"])


def test_the_lessons_deal_gives_the_shipped_counts():
    """The notebook's own dealing code (about a second): exactly the shipped counts."""
    nb = nbformat.read(NOTEBOOK, as_version=4)
    (cell,) = [c for c in nb.cells if c.get("id") == "code-08"]
    source = cell.source.split("dealt = counts_of", 1)[0]
    scope: dict = {"np": np, "Counter": Counter}
    exec(source, scope)  # defines deal() and counts_of() exactly as the lesson does
    hands = scope["deal"](1_000_000, 10, seed=2024)
    assert hands.shape == (1_000_000, 10)
    assert all(len(set(h)) == 10 for h in hands[:1000].tolist()), "one deck: no card twice"
    counts = scope["counts_of"](min_deadwood_many(hands))
    shipped = json.loads(SHIPPED.read_text())["dealt"]["counts"]
    assert {str(d): v for d, v in counts.items()} == shipped
