"""The rulebook's own words: one entry of a game's glossary (``tabletop_widgets/<game>/glossary.py``).

Each game keeps, as plain data, the terms of its rules in the language of its rulebook, with the
rule they belong to (an ID of ``docs/rules/<game>.md``) and the line of the rulebook text they are
taken from. The rules reference pages and the translated tutorials show them beside the English
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
