"""Every tutorial ends with "Play with the coach" (a table with the Hint and the Review), and
the lessons link their coach to the probability they teach."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop_widgets.engine import all_games

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
GAMES = sorted(all_games())
#: lesson -> the probability its coach rests on (a word of the linking markdown cell)
LESSONS = {"gin_rummy": "outs", "gyumi": "hypergeometric", "gnumies": "mixed strategy"}


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


@pytest.mark.parametrize("game", GAMES)
def test_each_tutorial_ends_with_play_with_the_coach(game):
    *_, heading, cell = cells(NOTEBOOKS / f"{game}_tutorial.ipynb")
    text = "".join(heading["source"])
    assert heading["cell_type"] == "markdown" and text.startswith("## Play with the coach")
    assert "**Hint**" in text and "**Review**" in text and "coached.review()" in text
    source = "".join(cell["source"])
    assert cell["cell_type"] == "code" and source.startswith("coached = ")
    assert source.rstrip().endswith("coached"), "the cell shows the table"
    assert cell["outputs"], "the tutorial was executed with the new cell"


@pytest.mark.parametrize(("game", "word"), sorted(LESSONS.items()))
def test_each_lesson_links_its_coach_to_its_probability(game, word):
    linking = [
        "".join(c["source"])
        for c in cells(NOTEBOOKS / f"{game}_lesson.ipynb")
        if c["cell_type"] == "markdown" and "Hint" in "".join(c["source"])
    ]
    assert any("coach" in t and word in t for t in linking), f"no coach sentence with {word!r}"
