"""GYÜMI's rule terms: the words of its rulebook text (000, in English but for the Hungarian
title) and the Hungarian words the Hungarian tutorial (notebooks/gyumi_tutorial_hu.ipynb) uses.

The fruit names are the text's six (G14: editions differ); the Hungarian names are the
project's rendering, shown beside them on docs/rules/gyumi.md.
"""

from __future__ import annotations

from ..engine.glossary import Term, terms

#: The translated tutorial's language (a BCP 47 tag); the rulebook text itself is English.
LANGUAGE: str = "hu"

GLOSSARY: tuple[Term, ...] = terms(
    """
rule | line | english | original | tutorial | quote
GR1 | 1 | GYÜMI (the game's Hungarian title) | GYÜMI |  | GYÜMI
GR2 | 6 | strawberry | strawberry | eper | 20 strawberry
GR2 | 6 | apple | apple | alma | 20 apple
GR2 | 6 | peach | peach | őszibarack | 20 peach
GR2 | 6 | plum | plum | szilva | 20 plum
GR2 | 6 | pear | pear | körte | 20 pear
GR2 | 6 | grape | grape | szőlő | 20 grape
GR8 | 11 | series | series | sorozat | The players collect series (sets)
GR4 | 20 | draw pile | draw pile | húzópakli | This is our draw pile
GR5 | 21 | discard pile | discard piles | dobópakli | These will be the discard piles.
GR6 | 22 | starting player | starting player | kezdőjátékos | is the starting player
B1 | 32 | play out (into your series) | play it out | kijátszani | play it out in front of ourselves
B2 | 33 | discard | discard it | eldobni | discard it onto one of the discard piles
GR16 | 44 | scoring | Scoring | pontozás | Scoring
"""
)
