"""The coaches' warm-up at widget creation (``engine.coach.warm_in_background``): once a
process, on a thread, never in a browser's Python; Carousel's and The Gnumies' widgets use it
so that the first Hint finds the solver loaded (``benchmarks/bench_latency.py`` times it)."""

from __future__ import annotations

import sys
import threading
import types

import pytest

from tabletop_widgets.engine import coach


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


WIDGETS = {"carousel": "CarouselWidget", "gnumies": "GnumiesWidget"}


@pytest.mark.parametrize("game", sorted(WIDGETS))
def test_the_widget_warms_its_coach(game):
    import importlib

    name = f"tabletop_widgets.{game}.coach"
    importlib.import_module(name).warm()  # the warm-up itself works (a thread would hide it)
    coach.forget_warm_up(name)
    widget = getattr(importlib.import_module(f"tabletop_widgets.{game}.widget"), WIDGETS[game])
    widget(seed=1)
    thread = coach.warming(name)
    assert thread is not None, "the widget started the warm-up"
    thread.join(60)
    assert not thread.is_alive()
    widget(seed=2)
    assert coach.warming(name) is thread, "one warm-up a process"
