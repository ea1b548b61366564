"""Carousel's rule terms in the Polish of its rulebook (rulebook text 003).

Shown beside the English terms on the rules reference page (docs/rules/carousel.md) and in the
Polish tutorial (notebooks/carousel_tutorial_pl.ipynb). The text says both *sekwens* and
*sekwencja* for a sequence, and *połącz* for "meld" (K1).
"""

from __future__ import annotations

from ..engine.glossary import Term

#: The rulebook's language (a BCP 47 tag), which is also the translated tutorial's.
LANGUAGE: str = "pl"

GLOSSARY: tuple[Term, ...] = (
    Term("KR4", "meld", "meldunek", 13, "nie został zagrany żaden meldunek"),
    Term("KR5", "group", "Grupa", 17, "Grupa to trzy lub cztery karty tego samego rodzaju"),
    Term(
        "KR6",
        "sequence",
        "sekwens",
        1,
        "lub sekwensów, które składają się z trzech lub więcej kart",
    ),
    Term("KR6", "sequence", "Sekwencja", 18, "Sekwencja to trzy lub więcej kart w rzędzie"),
    Term(
        "KR6",
        "turning the corner",
        "skręcanie narożnika",
        18,
        "nie jest legalne „skręcanie narożnika”",
    ),
    Term("KR7", "joker", "Joker", 25, "Joker może być użyty do zastąpienia dowolnej karty"),
    Term(
        "KR7",
        "the card a joker names",
        "jaką kartę on reprezentuje",
        25,
        "musi powiedzieć, jaką kartę on reprezentuje",
    ),
    Term(
        "KR12",
        "the real card (frees a joker)",
        "faktyczną kartę",
        25,
        "zastąpiony przez faktyczną kartę, którą reprezentuje",
    ),
    Term("KR13", "jokers (25 points each)", "Jokery", 28, "Jokery: 25 punktów każdy"),
    Term(
        "KR10",
        "manipulate (the melds on the table)",
        "manipulować",
        19,
        "manipulować istniejącymi grupami i sekwencjami",
    ),
    Term("KR1", "deck", "talia", 7, "standardowa talia 53 kart"),
    Term("KR8", "draw", "Dobierz", 12, "Dobierz jedną kartę"),
    Term("KR17", "stock", "stos dobierania", 39, "Jeśli stos dobierania jest wyczerpany"),
    Term(
        "KR14",
        "jack, queen, king",
        "Walet, Dama, Król",
        29,
        "Walet, Dama, Król: po 10 punktów każdy",
    ),
    Term("KR15", "knock", "zapukać", 32, "może zakończyć rundę (lub zapukać)"),
    Term("KR20", "undercut", "undercut", 37, "bonus 10-punktowy undercut"),
    Term(
        "KR21",
        "going out",
        "grając wszystkimi swoimi kartami",
        38,
        "Jeżeli gracz wygra, grając wszystkimi swoimi kartami",
    ),
)
