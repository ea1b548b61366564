"""Yum's rule terms: the French box names of the Québec score sheet (rulebook text 004, an
English rendering that prints them in brackets).

Shown beside the English terms on the rules reference page (docs/rules/yum.md) and in the
French tutorial (notebooks/yum_tutorial_fr.ipynb).
"""

from __future__ import annotations

from ..engine.glossary import Term

#: The score sheet's language (a BCP 47 tag), which is also the translated tutorial's.
LANGUAGE: str = "fr"

GLOSSARY: tuple[Term, ...] = (
    Term("YR7", "upper section", "Partie supérieure", 19, "an upper section (Partie supérieure)"),
    Term(
        "YR7",
        "Dice 1, 2, 3, 4, 5, 6",
        "Jeu de dés 1, 2, 3, 4, 5, 6",
        21,
        "(Jeu de dés 1, 2, 3, 4, 5, 6)",
    ),
    Term("YR8", "bonus", "Bonus", 23, "Bonus"),
    Term("YR9", "lower section", "Partie inférieure", 19, "a lower section (Partie inférieure)"),
    Term("YR9", "3 of a Kind", "3 pareils", 26, "3 of a Kind (3 pareils)"),
    Term("YR10", "4 of a Kind", "4 pareils", 28, "4 of a Kind (4 pareils)"),
    Term(
        "YR11",
        "Short Straight of 4",
        "Courte séquence de 4",
        30,
        "Short Straight of 4 (Courte séquence de 4)",
    ),
    Term(
        "YR12",
        "Long Straight of 5",
        "Longue séquence de 5",
        32,
        "Long Straight of 5 (Longue séquence de 5)",
    ),
    Term(
        "YR13",
        "Rolling Surplus (chance)",
        "Roulement de surplus",
        34,
        "Rolling Surplus (Roulement de surplus)",
    ),
    Term("YR14", "Full House", "Main pleine", 36, "Full House (Main pleine)"),
    Term("YR15", "Yum", "Yum", 38, "Yum"),
)
