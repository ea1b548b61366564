"""Gin Rummy's rule terms in the Turkish of the Cardems rulebook (rulebook text 002).

Shown beside the English terms on the rules reference page (docs/rules/gin_rummy.md) and in the
Turkish tutorial (notebooks/gin_rummy_tutorial_tr.ipynb); see C11 for the terminology.
"""

from __future__ import annotations

from ..engine.glossary import Term, terms

#: The rulebook's language (a BCP 47 tag), which is also the translated tutorial's.
LANGUAGE: str = "tr"

GLOSSARY: tuple[Term, ...] = terms(
    """
rule | line | english | original | quote
CR8 | 2 | meld | per | Her tur per kurma ve ölü puanı azaltma yarışıdır
CR8 | 16 | group | grup | Bir grup üç veya dört aynı kart değerindeki karttan
CR8 | 16 | run | koşu | koşu aynı renkten en az üç ardışık karttan oluşur
CR8 | 11 | suit | renk | aynı renkten ardışık en az üç karttır
CR10 | 4 | deadwood | ölü puan | mümkün olduğunca az ölü puan bırakın
CR3 | 8 | stock | kapalı deste | kapalı destenin veya ıskarta yığınının üst kartını alın
CR3 | 8 | discard pile | ıskarta yığını | kapalı destenin veya ıskarta yığınının
CR4 | 12 | discard | atış | Geçerli atıştan sonra
CR5 | 24 | knock | bitirme | | Başarılı bitirme |
CR5 | 20 | knocker | bitiren | ölü kartlarını bitirenin perlerinin
CR6 | 12 | Gin | Gin | Gin için ölü puan tam 0 olmalıdır
CR12 | 20 | defender | savunan | Bir oyuncu bitirdiğinde savunanın en iyi perleri
CR13 | 19 | laying off | ekleme | Bitirme, Gin ve ekleme
CR15 | 28 | undercut | undercut | rakip undercut ile 25 alır
CR9 | 13 | ace | As | As her zaman düşüktür
CR9 | 13 | queen, king | Kız–Papaz | Kız–Papaz–As koşu oluşturmaz
CR7 | 18 | draw (a hand nobody wins) | berabere | tur 0 puanla berabere biter
CR16 | 28 | match | maç | Bir toplam 100 veya üzerine gelince maç biter
"""
)
