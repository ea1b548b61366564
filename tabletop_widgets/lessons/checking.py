"""Reading a student's answer and judging it: right, close (with a hint) or not yet.

>>> from fractions import Fraction
>>> check("221/17496", Fraction(221, 17496)).status
'right'
>>> check("0.0126", Fraction(221, 17496), tolerance=0.00005).status
'right'
>>> check("0.013", Fraction(221, 17496), tolerance=0.00005).status
'close'
>>> check("abc", 0.5).status
'unreadable'

A written fraction is judged as a fraction: it is right only when it equals the answer
(``442/34992`` is, ``1/79`` is not, although 1/79 is within 0.00005 of 221/17496).

>>> check("1/79", Fraction(221, 17496), tolerance=0.00005).right
False

A decimal comma is read as a pupil in Poland, Hungary, Turkey or France writes it (the point
still works); the verdicts speak the box's language (``lang=``, see ``tabletop_widgets.i18n``).

>>> check("0,2491", 0.2491).status
'right'
>>> check("0,2491", 0.2491, lang="pl").message
'Dobrze.'

:class:`Tries` counts a pupil's tries and applies the box's rule for the "close" hint.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction

from ..i18n import gettext, resolve_language

Number = int | float | Fraction

#: A number as a student writes it: 0.0126, -3, 1e-3, 221/17496, 1.3 %, 8,500.
_THOUSANDS = re.compile(r"^[+-]?[1-9]\d{0,2}(,\d{3})+(\.\d*)?$")
#: A decimal written with a comma: 0,2491, -1,5, ,25.
_DECIMAL_COMMA = re.compile(r"^[+-]?\d*,\d+$")
#: The languages that write decimals with a comma (a lone comma there is never thousands).
COMMA_LANGUAGES = frozenset({"tr", "pl", "hu", "fr"})


class AnswerError(ValueError):
    """The text is not a number the box can read (the message says what to write)."""


def parse_answer(text: str, lang: str | None = None) -> Number:
    """The number in ``text``: a decimal (point or comma: ``0.25``, ``0,25``), an integer, a
    fraction ``a/b`` or a percentage. ``8,500`` is eight thousand five hundred in English and
    8.5 in a language that writes a decimal comma (``lang``: tr, pl, hu, fr).

    Raises :class:`AnswerError` with a short explanation (in ``lang``) for anything else.
    """
    lang = resolve_language(lang)
    if not isinstance(text, str):
        raise AnswerError(gettext("write your answer as text, for example 0.25, 1/4 or 25 %", lang))
    s = _compact(text)
    if not s:
        raise AnswerError(
            gettext("the box is empty: write a number, for example 0.25, 1/4 or 25 %", lang)
        )
    percent = s.endswith("%")
    value = _number(_decimal_point(s[:-1] if percent else s, text, lang), text, lang)
    if percent:
        value = Fraction(value) / 100 if not isinstance(value, float) else value / 100
    return value


def _compact(text: str) -> str:
    """``text`` without its outer spaces, the spaces around ``/`` and before ``%``, and the
    spaces that group thousands (``8 500``); a typographic minus becomes ``-``."""
    s = text.strip().replace("\u2212", "-").replace("\u202f", "").replace("\u00a0", "")
    s = re.sub(r"\s*%$", "%", re.sub(r"\s*/\s*", "/", s))
    if re.fullmatch(r"[+-]?\d{1,3}( \d{3})+(\.\d*)?%?", s):
        s = s.replace(" ", "")  # 8 500
    return s


def _decimal_point(s: str, text: str, lang: str) -> str:
    """``s`` with its decimals after a point and no thousands separator: a decimal comma is
    read as a point (in ``lang``'s way when both readings fit), thousands commas dropped."""
    if _DECIMAL_COMMA.match(s) and (lang in COMMA_LANGUAGES or not _THOUSANDS.match(s)):
        return s.replace(",", ".")
    if _THOUSANDS.match(s):
        return s.replace(",", "")
    if "," in s:
        raise AnswerError(
            gettext(
                "{text}: write one comma or point for the decimals (0,25 or 0.25)",
                lang,
                text=repr(text.strip()),
            )
        )
    return s


def _number(s: str, text: str, lang: str) -> Number:
    """The fraction, integer or decimal ``s`` (``text`` as written, for the message)."""
    if re.search(r"\s", s):
        raise AnswerError(
            gettext(
                "{text} is not one number: write it like 0.25, 1/4 or 25 %",
                lang,
                text=repr(text.strip()),
            )
        )
    try:
        if "/" in s:
            top, _, bottom = s.partition("/")
            return Fraction(int(top), int(bottom))
        if re.fullmatch(r"[+-]?\d+", s):
            return int(s)
        value = float(s)
        if not math.isfinite(value):
            raise ValueError(s)
        return value
    except (ValueError, ZeroDivisionError):
        raise AnswerError(
            gettext(
                "{text} is not a number: write it like 0.25, 1/4 or 25 %",
                lang,
                text=repr(text.strip()),
            )
        ) from None


#: Why a written fraction that is not equal to the answer is not right.
FRACTION_NOTE = "a fraction is judged exactly: it must equal the answer (a decimal may be rounded)."


def written_fraction(text: str) -> bool:
    """True when ``text`` is written as a fraction ``a/b`` (not a decimal or a percentage)."""
    return isinstance(text, str) and "/" in text


def accepted(answer: Number, tolerance: float, lang: str | None = None) -> str:
    """What the box accepts, as shown beside it (the tolerance, never the answer itself), in
    ``lang``; numbers are written the local way."""
    lang = resolve_language(lang)
    exact = not isinstance(answer, float)
    if not tolerance:
        return (
            gettext("Accepted: the exact value.", lang)
            if exact
            else gettext("Accepted: the value, unrounded.", lang)
        )
    if float(answer).is_integer() and answer:  # relative: an absolute margin would tell n
        share = f"{100 * tolerance / abs(float(answer)):.3g}"
        return gettext(
            "Accepted: a number within {share} % of the answer.", lang, share=_local(share, lang)
        )
    margin = _local(f"{tolerance:.6g}", lang)
    if exact:
        return gettext(
            "Accepted: the exact fraction (any equal fraction), or a decimal within ±{margin} of the answer.",
            lang,
            margin=margin,
        )
    return gettext("Accepted: a decimal within ±{margin} of the answer.", lang, margin=margin)


def _local(number: str, lang: str) -> str:
    """A number written with ``:g`` (English, as the box always wrote it), or in full with the
    local decimal separator in another language (``0,00005``, never ``5e-05``)."""
    if lang in ("en", "xx"):
        return number
    from ..i18n import format_decimal

    return format_decimal(float(number), lang)


@dataclass(frozen=True)
class Verdict:
    """The box's judgement: ``status`` is ``right``, ``close``, ``not yet`` or ``unreadable``."""

    status: str
    message: str

    @property
    def right(self) -> bool:
        """True when the answer is accepted."""
        return self.status == "right"


def check(
    text: str,
    answer: Number,
    tolerance: float = 0.0,
    close: float | None = None,
    hint: str = "",
    lang: str | None = None,
) -> Verdict:
    """Judge ``text`` against ``answer``.

    Right: equal to ``answer``, or a decimal within ``tolerance`` of it. A fraction written
    ``a/b`` against an exact answer is judged as a fraction: right only when equal in value
    (an unreduced equal fraction is right; a nearby one is not, whatever the tolerance). Close: within ``close`` (default ten times the tolerance, or 5 % of the
    answer when the tolerance is 0); the message then adds ``hint``. Never raises: text that
    is not a number gets an ``unreadable`` verdict that says what to write. The messages are in
    ``lang`` (a decimal comma is read in every language).
    """
    lang = resolve_language(lang)
    try:
        given = parse_answer(text, lang)
    except AnswerError as err:
        return Verdict("unreadable", gettext("Cannot read that: {reason}.", lang, reason=str(err)))
    exact = Fraction(answer) if not isinstance(answer, float) else None
    if exact is not None and not isinstance(given, float) and Fraction(given) == exact:
        return Verdict("right", gettext("Right, exactly.", lang))
    distance = abs(float(given) - float(answer))
    near = (
        close if close is not None else (10 * tolerance if tolerance else 0.05 * abs(float(answer)))
    )
    if exact is not None and written_fraction(text):
        return _fraction_verdict(distance <= near, hint, lang)
    if distance <= tolerance + 1e-12 * max(1.0, abs(float(answer))):
        return Verdict("right", gettext("Right.", lang))
    if 0 <= float(answer) <= 1 and 1 < float(given) <= 100 and not text.strip().endswith("%"):
        return _percent_verdict(float(given), lang)
    if distance <= near:
        return Verdict("close", f"{gettext('Close, but not yet right.', lang)} {hint}".strip())
    return Verdict("not yet", gettext("Not yet: check your working and try again.", lang))


def _fraction_verdict(near: bool, hint: str, lang: str) -> Verdict:
    """A written fraction not equal to an exact answer: close (with ``hint``) when ``near``,
    else not yet; both say that a fraction is judged exactly."""
    note = gettext(
        "a fraction is judged exactly: it must equal the answer (a decimal may be rounded).", lang
    )
    if near:
        return Verdict("close", f"{note} {hint}".strip())
    return Verdict("not yet", gettext("Not yet: {note}", lang, note=note))


def _percent_verdict(given: float, lang: str) -> Verdict:
    """A probability answered as a number between 1 and 100 without a % sign."""
    return Verdict(
        "not yet",
        gettext(
            "Not yet: a probability lies between 0 and 1. If you meant {value} %, write the % sign.",
            lang,
            value=f"{given:g}" if lang == "en" else gettext_number(given, lang),
        ),
    )


def gettext_number(value: float, lang: str) -> str:
    """``value`` as ``lang`` writes it (``0,25`` in Polish), as short as ``:g`` would."""
    from ..i18n import format_decimal

    return format_decimal(float(f"{value:g}"), lang)


#: Tries a box gives by default before it stops judging.
TRIES = 6


@dataclass
class Tries:
    """A pupil's tries at one exercise, and the rule for what the box shows.

    The rule: every readable answer is a try (unreadable text is not); "close" is shown
    only after a wrong try (from the second try on), so a first answer cannot probe how
    near it is; after ``limit`` tries the box stops judging. ``best`` is the best verdict
    shown so far (right, then close, then not yet), as the teacher's report records it.
    """

    limit: int = TRIES
    count: int = 0
    best: str = "not tried"
    lang: str | None = None  # the language of the messages (tabletop_widgets.i18n)

    def judge(self, verdict: Verdict) -> Verdict:
        """The verdict to show for this try (``verdict`` as :func:`check` gives it)."""
        if self.count >= self.limit:
            return Verdict(
                "no tries left",
                gettext(
                    "No tries left ({used} of {limit} used): show your working to your teacher.",
                    self.lang,
                    used=self.limit,
                    limit=self.limit,
                ),
            )
        if verdict.status == "unreadable":
            return verdict
        self.count += 1
        if verdict.status == "close" and self.count == 1:
            verdict = Verdict(
                "not yet", gettext("Not yet: check your working and try again.", self.lang)
            )
        self.best = min((self.best, verdict.status), key=RANK.index)
        return verdict

    @property
    def left(self) -> int:
        """Tries still allowed."""
        return self.limit - self.count

    def shown(self) -> str:
        """The count as the box shows it, e.g. ``try 2 of 6``."""
        return gettext("try {n} of {limit}", self.lang, n=self.count, limit=self.limit)


#: Verdicts from best to worst, as the report ranks a pupil's tries.
RANK = ("right", "close", "not yet", "not tried")
