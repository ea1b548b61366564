"""The coach contract: what a hint, a check and a review answer, as engine types.

Every game's ``hint`` query answers a ``HintAnswer`` (the move, why, every option priced in
one ``unit``, exact or with its 95 % interval, the runner-up); a game's ``check`` query (the
verdict on a play being arranged) a ``CheckAnswer``; the engine's review (``engine.review``)
a ``ReviewAnswer``. The answers travel as JSON (to a page, over a table server), so the types
are ``TypedDict``s: named fields a type checker and ``missing_fields`` read, plain dicts on
the wire. A game may add fields of its own (Carousel's ``melds``, Gin's ``worlds``).

A game declares its hint with one call, ``hint_query(advise, unit, description)``, from its
coach's ``advise(recall, seat, consider) -> HintAnswer``; the wrapper checks the arguments and
keeps a failing coach from breaking the table.
"""

from __future__ import annotations

import importlib
import sys
import threading
from collections.abc import Callable
from types import UnionType
from typing import Any, TypedDict, Union, get_args, get_origin, get_type_hints

from ..compiled import coach_failure
from .errors import IllegalMove
from .queries import Query


class HintOption(TypedDict):
    """One move a hint prices: its value in the hint's ``unit``, with the ends of its 95 %
    interval where the value is estimated (``low``/``high`` None when it is exact). An option
    may also carry a ``risk`` (the chance of an event of ``Game.result``: Gin's undercut)."""

    action: Any
    label: str
    value: float
    low: float | None
    high: float | None


class HintAnswer(TypedDict, total=False):
    """The answer of every game's ``hint`` query (and what a review prices decisions with).

    ``action`` is the advised move (None where there is nothing to advise, ``text`` says why),
    ``text`` one sentence for the player, ``options`` every priced move best first,
    ``runner_up`` the second best option, ``unit`` what the values count, ``exact`` whether
    they are exact (else each option carries its interval), ``unavailable`` why the coach
    could not advise.
    """

    action: Any
    text: str
    options: list[HintOption]
    runner_up: HintOption | None
    unit: str
    exact: bool
    unavailable: str


class CheckAnswer(TypedDict, total=False):
    """The answer of a game's ``check`` query: the verdict on a play before it is made.

    ``text`` one sentence, ``problem`` why the whole play would be refused (None when it would
    be accepted), ``problems`` each faulty part's index (as text) with its problem."""

    text: str
    problem: str | None
    problems: dict[str, str]


class ReviewDecision(TypedDict, total=False):
    """One decision of a review: the move made beside the coach's, with what it cost.

    ``cost`` is the best option's value minus the move made's (never below 0, None when the
    coach could not price it: ``note`` says why), ``low``/``high`` bound it, ``shown`` whether
    the review can show the cost, ``verdict`` the word for it."""

    step: int
    position: int
    event: str
    move: Any
    move_label: str
    coach: Any
    coach_label: str
    why: str
    unit: str
    exact: bool
    options: list[HintOption]
    cost: float | None
    low: float | None
    high: float | None
    agreed: bool
    shown: bool
    verdict: str
    note: str


class ReviewAnswer(TypedDict, total=False):
    """The answer of the engine's ``review`` query (``engine.review.review_decisions``).

    ``text`` one paragraph, ``decisions`` every decision in order (``ReviewDecision``, ``step``
    from 1), ``costliest`` the steps of the three largest costs the review can show (an exact
    cost above 0, or an estimate whose interval excludes 0), largest shown cost first (the
    exact cost, else the interval's low end), ``lessons`` those with their sentences and the
    coach's reasons, ``mistakes`` how many costs are shown, ``risks`` the steps whose priced
    risk happened (a Gin knock undercut), ``total`` the sum of the costs, ``agreed`` how many
    matched the coach, ``budget`` the Monte Carlo time each hint had (and a sentence when it
    was cut short)."""

    text: str
    seat: int
    over: bool
    unit: str
    exact: bool
    decisions: list[ReviewDecision]
    costliest: list[int]
    lessons: list[dict[str, Any]]
    risks: list[int]
    mistakes: int
    total: float
    agreed: int
    budget: dict[str, Any]


#: The fields every hint answer carries (``missing_fields`` checks them).
HINT_FIELDS = ("action", "text", "options", "runner_up", "unit", "exact")
#: The fields every review answer carries.
REVIEW_FIELDS = ("text", "seat", "over", "unit", "exact", "decisions", "costliest", "total")
#: The fields every check answer carries.
CHECK_FIELDS = ("text", "problem")

#: A coach: ``advise(recall, seat, consider) -> HintAnswer`` (``consider``: a move to price).
Advise = Callable[[dict[str, Any], int, Any], HintAnswer]
#: A hint query's ``answer(recall, seat, args)``.
HintAnswerFunction = Callable[[dict[str, Any], int, dict[str, Any]], HintAnswer]


def missing_fields(answer: Any, kind: type, required: tuple[str, ...]) -> list[str]:
    """What keeps ``answer`` from being a ``kind`` (``HintAnswer``, ``CheckAnswer``,
    ``ReviewAnswer``): each ``required`` field it lacks and each declared field whose value
    has the wrong JSON type, as sentences; empty when it conforms."""
    if not isinstance(answer, dict):
        return [f"a {kind.__name__} is a dict, not {type(answer).__name__}"]
    hints = get_type_hints(kind)
    problems = [f"no {name!r}" for name in required if name not in answer]
    for name, value in answer.items():
        expected = _json_types(hints.get(name))
        if expected and not isinstance(value, expected):
            problems.append(f"{name!r} is {type(value).__name__}")
    return problems


def _json_types(hint: Any) -> tuple[type, ...]:
    """The runtime types a declared field may hold (empty: anything)."""
    if hint is None or hint is Any:
        return ()
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, UnionType):
        kinds = [_json_types(a) for a in args]
        return () if () in kinds else tuple(t for k in kinds for t in k)
    base = origin or hint
    if base is type(None):
        return (type(None),)
    if base is float:
        return (int, float)
    if isinstance(base, type) and issubclass(base, dict):  # a TypedDict or a dict
        return (dict,)
    return (base,) if isinstance(base, type) else ()


def hint_query_answer(advise: Advise, unit: str, **unavailable_fields: Any) -> HintAnswerFunction:
    """A hint query's ``answer`` from a coach's ``advise(recall, seat, consider)``.

    It checks the arguments (none, or ``{"consider": move}``: that move priced among the
    options) and never lets the coach break the table: a coach that fails answers with
    ``action`` None and says why, in ``unit`` (plus ``unavailable_fields``, a game's own
    empty fields)."""

    def answer(recall: dict[str, Any], seat: int, args: dict[str, Any]) -> HintAnswer:
        if not isinstance(args, dict) or not set(args) <= {"consider"}:
            raise IllegalMove('A hint takes no arguments, or {"consider": move}.')
        try:
            return advise(recall, seat, args.get("consider"))
        except Exception as exc:  # the coach must never break the table
            why = coach_failure(exc)
            empty = {"action": None, "text": why, "runner_up": None, "options": []}
            return {**empty, **unavailable_fields, "unit": unit, "exact": False, "unavailable": why}

    answer.__doc__ = advise.__doc__
    return answer


def lazy_advise(module: str, function: str = "hint", **kwargs: Any) -> Advise:
    """A coach imported at its first advice (``module``'s ``function(recall, seat, consider,
    **kwargs)``), so importing a game does not import its solver."""

    def advise(recall: dict[str, Any], seat: int, consider: Any) -> HintAnswer:
        return getattr(importlib.import_module(module), function)(recall, seat, consider, **kwargs)

    advise.__doc__ = f"The coach's move (``{module}.{function}``)."
    return advise


def hint_query(
    advise: Advise,
    unit: str,
    description: str,
    samples: Callable[[dict[str, Any], int], list[dict[str, Any]]] | None = None,
    warm_up: str | None = None,
    **unavailable_fields: Any,
) -> Query:
    """A game's ``hint`` query (button "Hint", kind ``"hint"``) from its coach: the answer
    is ``hint_query_answer(advise, unit, **unavailable_fields)``; the conformance suite asks
    it with ``samples(recall, seat)`` (default: once, without arguments). ``warm_up``: the
    coach's module, whose ``warm()`` every table with a person calls ahead of the first hint
    (``Query.warm_up``)."""
    return Query(
        "hint",
        "Hint",
        "hint",
        hint_query_answer(advise, unit, **unavailable_fields),
        description=description,
        samples=samples or (lambda recall, seat: [{}]),
        warm_up=warm_up,
    )


_warm_lock = threading.Lock()
_warming: dict[str, threading.Thread] = {}


def warm_in_background(module: str, function: str = "warm") -> threading.Thread | None:
    """Call ``module``'s ``function()`` (a coach's ``warm``: one small hint, which loads the
    modules and tables a hint needs) on a background thread, once a process, so that the first
    hint a person asks answers within the latency goal; a widget calls it when it is created
    (``benchmarks/bench_latency.py`` measures the first hint). Returns the thread (tests and
    benchmarks wait on it), or None in a browser's Python (Pyodide cannot start a thread:
    there the first hint loads what it needs)."""
    if sys.platform == "emscripten":
        return None
    with _warm_lock:
        thread = _warming.get(module)
        if thread is None:
            thread = threading.Thread(
                target=_warm, args=(module, function), name=f"warm {module}", daemon=True
            )
            _warming[module] = thread
            thread.start()
        return thread


def warming(module: str) -> threading.Thread | None:
    """The warm-up thread ``warm_in_background`` started for ``module`` (None: not started)."""
    with _warm_lock:
        return _warming.get(module)


def forget_warm_up(module: str) -> None:
    """Forget ``module``'s warm-up (the next ``warm_in_background`` starts another)."""
    with _warm_lock:
        _warming.pop(module, None)


def _warm(module: str, function: str) -> None:
    try:
        getattr(importlib.import_module(module), function)()
    except Exception:  # only a head start: the first hint itself says what fails
        return
