"""A class experiment's records (one dict per outcome) exported: a pandas DataFrame (pandas is
imported only there), CSV text, JSON without NaN."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from typing import Any

#: A recorded outcome: one dict with the keys of ``RECORD_COLUMNS``.
Record = dict[str, Any]
RECORD_COLUMNS = ("experiment", "room", "seat", "student", "index", "value", "chance")


def to_dataframe(records: Sequence[Record]) -> Any:
    """The records as a pandas DataFrame (one row per outcome, ``RECORD_COLUMNS``)."""
    import pandas as pd

    return pd.DataFrame.from_records(list(records), columns=list(RECORD_COLUMNS))


def to_csv(records: Sequence[Record], path: str | None = None) -> str:
    """The records as CSV text (written to ``path`` as well when given)."""
    buffer = io.StringIO()
    writer = csv.DictWriter(
        buffer, fieldnames=list(RECORD_COLUMNS), extrasaction="ignore", lineterminator="\n"
    )
    writer.writeheader()
    for r in records:
        writer.writerow({k: ("" if r.get(k) is None else r.get(k)) for k in RECORD_COLUMNS})
    text = buffer.getvalue()
    if path is not None:
        with open(path, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
    return text


def json_safe(value: Any) -> Any:
    """``value`` with every NaN replaced by ``None`` (JSON has no NaN: a value not known yet)."""
    if isinstance(value, float) and value != value:
        return None
    if isinstance(value, dict):
        return {k: json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [json_safe(v) for v in value]
    return value
