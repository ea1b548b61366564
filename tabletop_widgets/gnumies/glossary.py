"""The Gnumies' rule terms, in the English of its rulebook (rulebook text 001); the German
originals (Knalli, Wullewauki, Evolutser, Glückspartikel) are on docs/rules/gnumies.md (§0).
"""

from __future__ import annotations

from ..engine.glossary import Term

#: The rulebook's language (a BCP 47 tag); The Gnumies has no translated tutorial.
LANGUAGE: str = "en"

GLOSSARY: tuple[Term, ...] = (
    Term("NR1", "Gnumie card", "Gnumie cards", 7, "55 Gnumie cards"),
    Term("NR4", "party card", "Party cards", 7, "53 Party cards valued from 1 to 15"),
    Term(
        "R1",
        "party supply stack",
        "party supply stack",
        16,
        "the top-most card in the party supply stack",
    ),
    Term(
        "R1", "party room", "party room", 16, "The area in front of each player is their party room"
    ),
    Term("NR2", "Luckynits", "Luckynits", 22, "the largest number of Luckynits"),
    Term("R4", "Gnalli", "Gnalli", 27, "The Special Gnumie Card: Gnalli"),
    Term("S1", "Wullawaki", "Wullawaki", 34, "The Special Party Card: the Wullawaki"),
    Term("S2", "Copicastor", "Copicastor", 37, "The Special Party Card: the Copicastor"),
    Term("S3", "pair", "a pair", 50, "(a pair) scores 20 points"),
)
