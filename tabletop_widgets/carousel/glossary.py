"""Carousel's rule terms in the Polish of its rulebook (rulebook text 003).

Shown beside the English terms on the rules reference page (docs/rules/carousel.md) and in the
Polish tutorial (notebooks/carousel_tutorial_pl.ipynb). The text says both *sekwens* and
*sekwencja* for a sequence, and *połącz* for "meld" (K1).
"""

from __future__ import annotations

from ..engine.glossary import Term, terms

#: The rulebook's language (a BCP 47 tag), which is also the translated tutorial's.
LANGUAGE: str = "pl"

GLOSSARY: tuple[Term, ...] = terms(
    """
rule | line | english | original | quote
KR4 | 13 | meld | meldunek | nie został zagrany żaden meldunek
KR5 | 17 | group | Grupa | Grupa to trzy lub cztery karty tego samego rodzaju
KR6 | 1 | sequence | sekwens | lub sekwensów, które składają się z trzech lub więcej kart
KR6 | 18 | sequence | Sekwencja | Sekwencja to trzy lub więcej kart w rzędzie
KR6 | 18 | turning the corner | skręcanie narożnika | nie jest legalne „skręcanie narożnika”
KR7 | 25 | joker | Joker | Joker może być użyty do zastąpienia dowolnej karty
KR7 | 25 | the card a joker names | jaką kartę on reprezentuje | musi powiedzieć, jaką kartę on reprezentuje
KR12 | 25 | the real card (frees a joker) | faktyczną kartę | zastąpiony przez faktyczną kartę, którą reprezentuje
KR13 | 28 | jokers (25 points each) | Jokery | Jokery: 25 punktów każdy
KR10 | 19 | manipulate (the melds on the table) | manipulować | manipulować istniejącymi grupami i sekwencjami
KR1 | 7 | deck | talia | standardowa talia 53 kart
KR8 | 12 | draw | Dobierz | Dobierz jedną kartę
KR17 | 39 | stock | stos dobierania | Jeśli stos dobierania jest wyczerpany
KR14 | 29 | jack, queen, king | Walet, Dama, Król | Walet, Dama, Król: po 10 punktów każdy
KR15 | 32 | knock | zapukać | może zakończyć rundę (lub zapukać)
KR20 | 37 | undercut | undercut | bonus 10-punktowy undercut
KR21 | 38 | going out | grając wszystkimi swoimi kartami | Jeżeli gracz wygra, grając wszystkimi swoimi kartami
"""
)
