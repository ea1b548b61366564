"""A coach that fails says why, and says it clearly when a compiled package is missing."""

from __future__ import annotations

from tabletop_widgets.compiled import coach_failure, message
from tabletop_widgets.engine.coach import hint_query_answer


def _advise_without(name: str):
    def advise(recall, seat, consider):
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)

    return advise


def test_missing_numpy_gives_the_internet_message() -> None:
    answer = hint_query_answer(_advise_without("numpy.linalg"), "points")({}, 0, {})
    assert answer["action"] is None
    assert answer["unavailable"] == answer["text"]
    assert message("numpy") in answer["text"]
    assert "needs internet access to load numpy" in answer["text"]


def test_other_failures_name_their_kind_only() -> None:
    assert coach_failure(ModuleNotFoundError("x", name="pandas")) == (
        "The coach could not advise here (ModuleNotFoundError)."
    )
    assert coach_failure(KeyError("x")) == "The coach could not advise here (KeyError)."
