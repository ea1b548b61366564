"""GYÜMI's rule terms: the words of its rulebook text (000, in English but for the Hungarian
title) and the Hungarian words the Hungarian tutorial (notebooks/gyumi_tutorial_hu.ipynb) uses.

The fruit names are the text's six (G14: editions differ); the Hungarian names are the
project's rendering, shown beside them on docs/rules/gyumi.md.
"""

from __future__ import annotations

from ..engine.glossary import Term

#: The translated tutorial's language (a BCP 47 tag); the rulebook text itself is English.
LANGUAGE: str = "hu"

GLOSSARY: tuple[Term, ...] = (
    Term("GR1", "GYÜMI (the game's Hungarian title)", "GYÜMI", 1, "GYÜMI"),
    Term("GR2", "strawberry", "strawberry", 6, "20 strawberry", "eper"),
    Term("GR2", "apple", "apple", 6, "20 apple", "alma"),
    Term("GR2", "peach", "peach", 6, "20 peach", "őszibarack"),
    Term("GR2", "plum", "plum", 6, "20 plum", "szilva"),
    Term("GR2", "pear", "pear", 6, "20 pear", "körte"),
    Term("GR2", "grape", "grape", 6, "20 grape", "szőlő"),
    Term("GR8", "series", "series", 11, "The players collect series (sets)", "sorozat"),
    Term("GR4", "draw pile", "draw pile", 20, "This is our draw pile", "húzópakli"),
    Term(
        "GR5", "discard pile", "discard piles", 21, "These will be the discard piles.", "dobópakli"
    ),
    Term("GR6", "starting player", "starting player", 22, "is the starting player", "kezdőjátékos"),
    Term(
        "B1",
        "play out (into your series)",
        "play it out",
        32,
        "play it out in front of ourselves",
        "kijátszani",
    ),
    Term("B2", "discard", "discard it", 33, "discard it onto one of the discard piles", "eldobni"),
    Term("GR16", "scoring", "Scoring", 44, "Scoring", "pontozás"),
)
