"""The rulebook's own words: one entry of a game's glossary (``tabletop_widgets/<game>/glossary.py``).

Each game keeps, as plain data, the terms of its rules in the language of its rulebook, with the
rule they belong to (an ID of ``docs/rules/<game>.md``) and the line of the rulebook text they are
taken from, one term a line of a table (:func:`terms`). The rules reference pages and the translated tutorials show them beside the English
term; tests/docs/test_glossary.py checks every term against the rulebook text.
"""

from __future__ import annotations

from typing import NamedTuple


class Term(NamedTuple):
    """One rule term: the English word, the rulebook's word, and where the rulebook says it."""

    rule: str
    """The rule ID in ``docs/rules/<game>.md`` (e.g. ``"CR8"``)."""
    english: str
    """The term as the English pages and widgets say it."""
    original: str
    """The term exactly as the rulebook text writes it (a verbatim part of ``quote``)."""
    line: int
    """The line of the rulebook text (1-based) that ``quote`` is taken from."""
    quote: str
    """A verbatim excerpt of that line, containing ``original``."""
    tutorial: str = ""
    """The word the translated tutorial uses when the rulebook's own word is not in its language
    (GYÜMI's rulebook text is English; its tutorial is Hungarian); empty: ``original``."""

    @property
    def taught(self) -> str:
        """The word a learner meets in the translated tutorial."""
        return self.tutorial or self.original


#: The columns a glossary table may have (``rule``, ``line``, ``english``, ``original`` and
#: ``quote`` are required; ``tutorial`` is optional).
COLUMNS = ("rule", "line", "english", "original", "tutorial", "quote")


def terms(table: str) -> tuple[Term, ...]:
    """The terms of a glossary table: a header row naming the columns, then one term a row, the
    cells separated by ``|`` and trimmed. The last column takes the rest of its row (a quote may
    itself contain ``|``); blank rows are skipped.

    >>> terms('''
    ... rule | line | english | original | quote
    ... KR1 | 7 | Carousel deck | talia | standardowa talia 53 kart
    ... ''')[0]
    Term(rule='KR1', english='Carousel deck', original='talia', line=7, quote='standardowa talia 53 kart', tutorial='')
    """
    rows = [row for row in table.splitlines() if row.strip()]
    if not rows:
        raise ValueError("a glossary table needs a header row")
    header = [cell.strip() for cell in rows[0].split("|")]
    missing = set(COLUMNS) - {"tutorial"} - set(header)
    unknown = set(header) - set(COLUMNS)
    if missing or unknown or len(set(header)) != len(header):
        raise ValueError(f"glossary header {header}: columns must be among {COLUMNS}, once each")
    found = []
    for row in rows[1:]:
        cells = [cell.strip() for cell in row.split("|", len(header) - 1)]
        if len(cells) != len(header):
            raise ValueError(f"glossary row {row!r} has {len(cells)} cells, not {len(header)}")
        fields = dict(zip(header, cells))
        if not fields["line"].isdigit():
            raise ValueError(f"glossary row {row!r}: the line must be a number")
        found.append(Term(**{**fields, "line": int(fields["line"])}))
    return tuple(found)
