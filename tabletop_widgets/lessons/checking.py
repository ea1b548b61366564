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

:class:`Tries` counts a pupil's tries and applies the box's rule for the "close" hint.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction

Number = int | float | Fraction

#: A number as a student writes it: 0.0126, -3, 1e-3, 221/17496, 1.3 %, 8,500.
_THOUSANDS = re.compile(r"^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$")


class AnswerError(ValueError):
    """The text is not a number the box can read (the message says what to write)."""


def parse_answer(text: str) -> Number:
    """The number in ``text``: a decimal, an integer, a fraction ``a/b`` or a percentage.

    Raises :class:`AnswerError` with a short explanation for anything else.
    """
    if not isinstance(text, str):
        raise AnswerError("write your answer as text, for example 0.25, 1/4 or 25 %")
    s = text.strip().replace("\u2212", "-").replace("\u202f", "").replace("\u00a0", "")
    s = re.sub(r"\s*%$", "%", re.sub(r"\s*/\s*", "/", s))
    if re.fullmatch(r"[+-]?\d{1,3}( \d{3})+(\.\d*)?%?", s):
        s = s.replace(" ", "")  # 8 500
    if not s:
        raise AnswerError("the box is empty: write a number, for example 0.25, 1/4 or 25 %")
    percent = s.endswith("%")
    if percent:
        s = s[:-1]
    if _THOUSANDS.match(s):
        s = s.replace(",", "")
    elif "," in s:
        raise AnswerError(
            f"{text.strip()!r}: write decimals with a point (0.25, not 0,25) and thousands as 8,500"
        )
    if re.search(r"\s", s):
        raise AnswerError(f"{text.strip()!r} is not one number: write it like 0.25, 1/4 or 25 %")
    try:
        if "/" in s:
            top, _, bottom = s.partition("/")
            value: Number = Fraction(int(top), int(bottom))
        elif re.fullmatch(r"[+-]?\d+", s):
            value = int(s)
        else:
            value = float(s)
            if not math.isfinite(value):
                raise ValueError(s)
    except (ValueError, ZeroDivisionError):
        raise AnswerError(
            f"{text.strip()!r} is not a number: write it like 0.25, 1/4, 25 % or 8,500"
        ) from None
    if percent:
        value = Fraction(value) / 100 if not isinstance(value, float) else value / 100
    return value


#: Why a written fraction that is not equal to the answer is not right.
FRACTION_NOTE = "a fraction is judged exactly: it must equal the answer (a decimal may be rounded)."


def written_fraction(text: str) -> bool:
    """True when ``text`` is written as a fraction ``a/b`` (not a decimal or a percentage)."""
    return isinstance(text, str) and "/" in text


def accepted(answer: Number, tolerance: float) -> str:
    """What the box accepts, as shown beside it (the tolerance, never the answer itself)."""
    exact = not isinstance(answer, float)
    if not tolerance:
        return "Accepted: the exact value." if exact else "Accepted: the value, unrounded."
    if float(answer).is_integer() and answer:  # relative: an absolute margin would tell n
        return (
            f"Accepted: a number within {100 * tolerance / abs(float(answer)):.3g} % of the answer."
        )
    within = f"within ±{tolerance:.6g} of the answer"
    if exact:
        return f"Accepted: the exact fraction (any equal fraction), or a decimal {within}."
    return f"Accepted: a decimal {within}."


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
) -> Verdict:
    """Judge ``text`` against ``answer``.

    Right: equal to ``answer``, or a decimal within ``tolerance`` of it. A fraction written
    ``a/b`` against an exact answer is judged as a fraction: right only when equal in value
    (an unreduced equal fraction is right; a nearby one is not, whatever the tolerance). Close: within ``close`` (default ten times the tolerance, or 5 % of the
    answer when the tolerance is 0); the message then adds ``hint``. Never raises: text that
    is not a number gets an ``unreadable`` verdict that says what to write.
    """
    try:
        given = parse_answer(text)
    except AnswerError as err:
        return Verdict("unreadable", f"Cannot read that: {err}.")
    exact = Fraction(answer) if not isinstance(answer, float) else None
    if exact is not None and not isinstance(given, float) and Fraction(given) == exact:
        return Verdict("right", "Right, exactly.")
    distance = abs(float(given) - float(answer))
    near = (
        close if close is not None else (10 * tolerance if tolerance else 0.05 * abs(float(answer)))
    )
    if exact is not None and written_fraction(text):
        if distance <= near:
            return Verdict("close", f"{FRACTION_NOTE} {hint}".strip())
        return Verdict("not yet", f"Not yet: {FRACTION_NOTE}")
    if distance <= tolerance + 1e-12 * max(1.0, abs(float(answer))):
        return Verdict("right", "Right.")
    if 0 <= float(answer) <= 1 and 1 < float(given) <= 100 and not text.strip().endswith("%"):
        return Verdict(
            "not yet",
            f"Not yet: a probability lies between 0 and 1. If you meant {float(given):g} %, "
            "write the % sign.",
        )
    if distance <= near:
        return Verdict("close", f"Close, but not yet right. {hint}".strip())
    return Verdict("not yet", "Not yet: check your working and try again.")


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

    def judge(self, verdict: Verdict) -> Verdict:
        """The verdict to show for this try (``verdict`` as :func:`check` gives it)."""
        if self.count >= self.limit:
            return Verdict(
                "no tries left",
                f"No tries left ({self.limit} of {self.limit} used): show your working to "
                "your teacher.",
            )
        if verdict.status == "unreadable":
            return verdict
        self.count += 1
        if verdict.status == "close" and self.count == 1:
            verdict = Verdict("not yet", "Not yet: check your working and try again.")
        self.best = min((self.best, verdict.status), key=RANK.index)
        return verdict

    @property
    def left(self) -> int:
        """Tries still allowed."""
        return self.limit - self.count

    def shown(self) -> str:
        """The count as the box shows it, e.g. ``try 2 of 6``."""
        return f"try {self.count} of {self.limit}"


#: Verdicts from best to worst, as the report ranks a pupil's tries.
RANK = ("right", "close", "not yet", "not tried")
