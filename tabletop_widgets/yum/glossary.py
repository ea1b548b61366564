"""Yum's rule terms: the French box names of the Québec score sheet (rulebook text 004, an
English rendering that prints them in brackets).

Shown beside the English terms on the rules reference page (docs/rules/yum.md) and in the
French tutorial (notebooks/yum_tutorial_fr.ipynb).
"""

from __future__ import annotations

from ..engine.glossary import Term, terms

#: The score sheet's language (a BCP 47 tag), which is also the translated tutorial's.
LANGUAGE: str = "fr"

GLOSSARY: tuple[Term, ...] = terms(
    """
rule | line | english | original | quote
YR7 | 19 | upper section | Partie supérieure | an upper section (Partie supérieure)
YR7 | 21 | Dice 1, 2, 3, 4, 5, 6 | Jeu de dés 1, 2, 3, 4, 5, 6 | (Jeu de dés 1, 2, 3, 4, 5, 6)
YR8 | 23 | bonus | Bonus | Bonus
YR9 | 19 | lower section | Partie inférieure | a lower section (Partie inférieure)
YR9 | 26 | 3 of a Kind | 3 pareils | 3 of a Kind (3 pareils)
YR10 | 28 | 4 of a Kind | 4 pareils | 4 of a Kind (4 pareils)
YR11 | 30 | Short Straight of 4 | Courte séquence de 4 | Short Straight of 4 (Courte séquence de 4)
YR12 | 32 | Long Straight of 5 | Longue séquence de 5 | Long Straight of 5 (Longue séquence de 5)
YR13 | 34 | Rolling Surplus (chance) | Roulement de surplus | Rolling Surplus (Roulement de surplus)
YR14 | 36 | Full House | Main pleine | Full House (Main pleine)
YR15 | 38 | Yum | Yum | Yum
"""
)
