"""``engine.glossary.terms``: a glossary table (header row, one term a row) becomes its terms;
a bad header or row is refused with the row it is about."""

from __future__ import annotations

import pytest

from tabletop_widgets.engine.glossary import Term, terms


def test_a_table_becomes_its_terms() -> None:
    table = """
    rule | line | english | original | tutorial | quote

    GR2 | 6 | GYÜMI apple | apple | alma | 20 apple
    CR5 | 24 | Gin Rummy knock | bitirme |  | | Başarılı bitirme |
    """
    assert terms(table) == (
        Term("GR2", "GYÜMI apple", "apple", 6, "20 apple", "alma"),
        Term("CR5", "Gin Rummy knock", "bitirme", 24, "| Başarılı bitirme |"),
    )


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ("", "needs a header"),
        ("rule | line | english | quote\nX | 1 | a | a", "columns must be"),
        ("rule | line | english | original | quote | colour\nX | 1 | a | a | a | b", "columns"),
        ("rule | rule | line | english | original | quote", "once each"),
        ("rule | line | english | original | quote\nX | 1 | a", "has 3 cells, not 5"),
        ("rule | line | english | original | quote\nX | one | a | a | a", "must be a number"),
    ],
)
def test_a_bad_table_is_refused(table: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        terms(table)
