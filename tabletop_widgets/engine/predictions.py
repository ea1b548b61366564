"""A student's prediction as text or a number, read before it is checked against an experiment
(``engine.experiments.parse_prediction`` says what a prediction of that experiment may be)."""

from __future__ import annotations

import re
from typing import Any

#: The largest prediction of a mean (in the experiment's unit) the server keeps.
MAX_MEAN_PREDICTION = 1_000_000.0
#: Longest prediction text read.
MAX_PREDICTION_CHARS = 40


class PredictionError(ValueError):
    """A prediction that cannot be read or is out of range (the message says what to write)."""


def read_number(text: str) -> tuple[float, bool]:
    """The number in ``text`` and whether it was written as a percentage."""
    s = text.strip().replace("\u2212", "-").replace("\u00a0", " ").replace("\u202f", " ")
    percent = s.endswith("%")
    if percent:
        s = s[:-1].strip()
    s = re.sub(r"\s*/\s*", "/", s)
    if re.fullmatch(r"[+-]?\d+,\d+", s):  # 4,6 (a decimal comma)
        s = s.replace(",", ".")
    m = re.fullmatch(r"([+-]?\d+)/(\d+)", s)
    if m:
        top, bottom = int(m.group(1)), int(m.group(2))
        if bottom == 0:
            raise PredictionError(f"{text.strip()!r} divides by zero.")
        return top / bottom, percent
    if not re.fullmatch(r"[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?", s, flags=re.IGNORECASE):
        raise PredictionError(f"{text.strip()!r} is not a number.")
    return float(s), percent


def read_prediction(value: Any, how: str) -> tuple[float, bool]:
    """``(number, written as a percentage)`` of a prediction given as a number or as text;
    ``PredictionError`` ending with ``how`` when it is none."""
    if isinstance(value, bool) or value is None:
        raise PredictionError(f"The prediction is empty. {how}")
    if isinstance(value, int | float):
        return float(value), False
    if not isinstance(value, str):
        raise PredictionError(f"A prediction is one number. {how}")
    if not value.strip():
        raise PredictionError(f"The prediction is empty. {how}")
    if len(value) > MAX_PREDICTION_CHARS:
        raise PredictionError(f"That is too long for one number. {how}")
    try:
        return read_number(value)
    except PredictionError as exc:
        raise PredictionError(f"{exc} {how}") from None
