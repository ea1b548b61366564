"""Gin Rummy's rule terms in the Turkish of the Cardems rulebook (rulebook text 002).

Shown beside the English terms on the rules reference page (docs/rules/gin_rummy.md) and in the
Turkish tutorial (notebooks/gin_rummy_tutorial_tr.ipynb); see C11 for the terminology.
"""

from __future__ import annotations

from ..engine.glossary import Term

#: The rulebook's language (a BCP 47 tag), which is also the translated tutorial's.
LANGUAGE: str = "tr"

GLOSSARY: tuple[Term, ...] = (
    Term("CR8", "meld", "per", 2, "Her tur per kurma ve ölü puanı azaltma yarışıdır"),
    Term("CR8", "group", "grup", 16, "Bir grup üç veya dört aynı kart değerindeki karttan"),
    Term("CR8", "run", "koşu", 16, "koşu aynı renkten en az üç ardışık karttan oluşur"),
    Term("CR8", "suit", "renk", 11, "aynı renkten ardışık en az üç karttır"),
    Term("CR10", "deadwood", "ölü puan", 4, "mümkün olduğunca az ölü puan bırakın"),
    Term(
        "CR3", "stock", "kapalı deste", 8, "kapalı destenin veya ıskarta yığınının üst kartını alın"
    ),
    Term("CR3", "discard pile", "ıskarta yığını", 8, "kapalı destenin veya ıskarta yığınının"),
    Term("CR4", "discard", "atış", 12, "Geçerli atıştan sonra"),
    Term(
        "CR5",
        "knock",
        "bitirme",
        24,
        "| Başarılı bitirme |",
    ),
    Term("CR5", "knocker", "bitiren", 20, "ölü kartlarını bitirenin perlerinin"),
    Term("CR6", "Gin", "Gin", 12, "Gin için ölü puan tam 0 olmalıdır"),
    Term("CR12", "defender", "savunan", 20, "Bir oyuncu bitirdiğinde savunanın en iyi perleri"),
    Term("CR13", "laying off", "ekleme", 19, "Bitirme, Gin ve ekleme"),
    Term("CR15", "undercut", "undercut", 28, "rakip undercut ile 25 alır"),
    Term("CR9", "ace", "As", 13, "As her zaman düşüktür"),
    Term("CR9", "queen, king", "Kız–Papaz", 13, "Kız–Papaz–As koşu oluşturmaz"),
    Term("CR7", "draw (a hand nobody wins)", "berabere", 18, "tur 0 puanla berabere biter"),
    Term("CR16", "match", "maç", 28, "Bir toplam 100 veya üzerine gelince maç biter"),
)
