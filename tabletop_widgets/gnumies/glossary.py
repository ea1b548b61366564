"""The Gnumies' rule terms, in the English of its rulebook (rulebook text 001); the German
originals (Knalli, Wullewauki, Evolutser, Glückspartikel) are on docs/rules/gnumies.md (§0).
"""

from __future__ import annotations

from ..engine.glossary import Term, terms

#: The rulebook's language (a BCP 47 tag); The Gnumies has no translated tutorial.
LANGUAGE: str = "en"

GLOSSARY: tuple[Term, ...] = terms(
    """
rule | line | english | original | quote
NR1 | 7 | Gnumie card | Gnumie cards | 55 Gnumie cards
NR4 | 7 | party card | Party cards | 53 Party cards valued from 1 to 15
R1 | 16 | party supply stack | party supply stack | the top-most card in the party supply stack
R1 | 16 | party room | party room | The area in front of each player is their party room
NR2 | 22 | Luckynits | Luckynits | the largest number of Luckynits
R4 | 27 | Gnalli | Gnalli | The Special Gnumie Card: Gnalli
S1 | 34 | Wullawaki | Wullawaki | The Special Party Card: the Wullawaki
S2 | 37 | Copicastor | Copicastor | The Special Party Card: the Copicastor
S3 | 50 | pair | a pair | (a pair) scores 20 points
"""
)
