"""Every answer figure of the lessons, computed: the one source of the teacher's guide.

``answer_keys()`` returns :class:`Key` objects; ``scripts/answer_keys.py`` writes them to
``notebooks/data/answer_keys.json``. Each key says how the figure is written (``text``), a
phrase the teacher's notebook shows (``notebook``, in its answer cells or outputs), the phrases
the guide must hold (``guide``) and the strings a student's copy must never show (``reveals``).
The tests compare all of them with the notebooks, the guide and the students' copies.

Each game's keys live in its folder (``<game>/lesson.py``, declared with the game as its
``Lesson``): :func:`answer_keys` collects them through the registry, lesson by lesson in the
course's order, so a new game's keys join the file, the guide's tests and the student copies'
leak checks with nothing here edited.
"""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

from .lesson import Key, lessons_by_game

#: The repository's shipped lesson data (present in a source checkout).
DATA = Path(__file__).resolve().parents[2] / "notebooks" / "data"


def wilson(k: int, n: int) -> tuple[float, float]:
    """The two-sided 95 % Wilson interval of ``k`` successes in ``n`` trials."""
    from scipy.stats import binomtest

    ci = binomtest(int(k), n).proportion_ci(method="wilson")
    return float(ci.low), float(ci.high)


def pct(x: float, places: int = 0) -> str:
    """A share written as the guide writes it: ``"12 %"`` (``places`` decimals)."""
    return f"{100 * x:.{places}f} %"


def answer_keys() -> list[Key]:
    """Every key of every registered game's lesson, in the course's order (about two seconds)."""
    return [key for game in lessons_by_game() for key in keys_of(game)]


def keys_of(game: str) -> list[Key]:
    """The answer keys the lesson of the game called ``game`` declares (none: no lesson)."""
    lesson = lessons_by_game().get(game)
    if lesson is None or lesson.keys is None:
        return []
    keys = list(lesson.keys())
    strays = sorted({k.lesson for k in keys} - {game})
    if strays:
        raise ValueError(f"{game}: its lesson's keys name other lessons {strays}")
    return keys


def as_json(keys: list[Key]) -> str:
    """The keys as the JSON file ``notebooks/data/answer_keys.json`` holds them."""
    rows = []
    for key in keys:
        row = asdict(key)
        row["value"] = float(key.value)
        rows.append(row)
    return json.dumps({"keys": rows}, indent=1, ensure_ascii=False) + "\n"


def load(path: Path | None = None) -> list[Key]:
    """The keys from the JSON file (default: ``notebooks/data/answer_keys.json``)."""
    data = json.loads((path or DATA / "answer_keys.json").read_text(encoding="utf-8"))
    return [
        Key(**{k: tuple(v) if isinstance(v, list) else v for k, v in row.items()})
        for row in data["keys"]
    ]


__all__ = ["DATA", "Key", "answer_keys", "as_json", "keys_of", "load", "pct", "wilson"]
