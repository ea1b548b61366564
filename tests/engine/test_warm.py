"""The coaches' warm-up at widget creation (``engine.coach.warm_in_background``): once a
process, on a thread, never in a browser's Python; Carousel's and The Gnumies' widgets use it
so that the first Hint finds the solver loaded (``benchmarks/bench_latency.py`` times it)."""

from __future__ import annotations

import importlib
import sys
import threading
import types

import pytest

from tabletop_widgets.classroom.server.room_log import new_table
from tabletop_widgets.classroom.server.store import RoomRecord, SeatRecord
from tabletop_widgets.engine import Policy, RandomBot, Table, all_games, coach, get_game, queries_of
from tabletop_widgets.ui.base import widget_class


@pytest.fixture
def fake_coach(monkeypatch):
    """A coach module whose ``warm`` counts its calls (and waits until the test lets it end)."""
    module = types.ModuleType("tabletop_fake_coach")
    module.calls = []
    module.release = threading.Event()

    def warm() -> None:
        module.calls.append(threading.current_thread().name)
        module.release.wait(30)

    module.warm = warm
    monkeypatch.setitem(sys.modules, module.__name__, module)
    yield module
    module.release.set()
    coach.forget_warm_up(module.__name__)


def test_a_warm_up_runs_once_a_process_on_a_thread(fake_coach):
    thread = coach.warm_in_background(fake_coach.__name__)
    assert thread is not None and thread is not threading.current_thread()
    assert coach.warm_in_background(fake_coach.__name__) is thread, "one warm-up a process"
    fake_coach.release.set()
    thread.join(30)
    assert not thread.is_alive()
    assert fake_coach.calls == [thread.name]
    assert coach.warm_in_background(fake_coach.__name__) is thread
    assert len(fake_coach.calls) == 1


def test_no_thread_in_a_browsers_python(fake_coach, monkeypatch):
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert coach.warm_in_background(fake_coach.__name__) is None
    assert fake_coach.calls == [] and coach.warming(fake_coach.__name__) is None


def test_a_failing_warm_up_ends_quietly(fake_coach):
    def broken() -> None:
        raise RuntimeError("no solver here")

    fake_coach.warm = broken
    thread = coach.warm_in_background(fake_coach.__name__)
    thread.join(30)
    assert not thread.is_alive(), "the failure ends the thread; the first hint reports it"


def warmed_games() -> list[str]:
    """The games whose hint declares a warm-up (``Query.warm_up``)."""
    return sorted(
        name
        for name in all_games()
        if any(q.name == "hint" and q.warm_up for q in queries_of(name))
    )


def test_the_coaches_that_load_a_solver_declare_their_warm_up():
    assert {"carousel", "gnumies", "gin_rummy"} <= set(warmed_games())


@pytest.mark.parametrize("game", warmed_games())
def test_every_table_with_a_person_warms_the_coach_once_a_widget_and_a_room_alike(game):
    (hint,) = [q for q in queries_of(game) if q.name == "hint"]
    importlib.import_module(hint.warm_up).warm()  # the warm-up itself works (a thread hides it)
    two = max(2, get_game(game).info.min_seats)
    coach.forget_warm_up(hint.warm_up)
    Table(get_game(game), [RandomBot()] * two, seed=1)  # bots only: nobody asks
    Table(get_game(game), [None] + [RandomBot()] * (two - 1), seed=1,
          policy=Policy(help_off=frozenset({"hint"})))  # fmt: skip
    assert coach.warming(hint.warm_up) is None, "no person may ask: nothing to load"
    widget_class(game)([None] + [RandomBot()] * (two - 1), seed=1)  # a notebook's widget
    thread = coach.warming(hint.warm_up)
    assert thread is not None, "the widget's table started the warm-up"
    thread.join(60)
    assert not thread.is_alive()
    seats = [SeatRecord(name=f"Ada {i}") for i in range(two)]
    record = RoomRecord(code="WARM", game=game, seed=2, options={}, seats=seats)  # a room
    new_table(record)
    assert coach.warming(hint.warm_up) is thread, "one warm-up a process"
    coach.forget_warm_up(hint.warm_up)
    new_table(record)
    assert coach.warming(hint.warm_up) is not None, "a room's table warms the coach too"
