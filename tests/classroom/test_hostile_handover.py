"""Hot-seat Undo behind the hand-over screen is refused, whatever the message (issue 42, point 4).

Two people share one screen (a notebook, or Voilà where any pupil can send a comm message).
After a move the hand-over screen shows: nothing private is on screen until the next player
takes it. A hand-made ``undo`` message sent then used to take back the previous player's move
and show their private view without a hand-over. Here whole hot-seat games of Gin, GYÜMI,
The Gnumies and Carousel are played; at every hand-over crafted Undo messages (both entry
points, with and without extra keys) are sent: each is refused with a reason, nothing changes,
and every snapshot the page is sent meanwhile has no private view.
"""

from __future__ import annotations

import random

import pytest

from tabletop_widgets.carousel import CarouselWidget
from tabletop_widgets.gin_rummy import GinRummyWidget
from tabletop_widgets.gnumies import GnumiesWidget
from tabletop_widgets.gyumi import GyumiWidget

GAMES = [GinRummyWidget, GyumiWidget, GnumiesWidget, CarouselWidget]
#: Hand-overs probed per game (each gets every crafted message below).
HANDOVERS = 12


def crafted_undos(seat: int) -> list[tuple[str, dict]]:
    """The Undo messages a pupil can craft: (entry point, content)."""
    shapes = [
        {"type": "undo"},
        {"type": "undo", "seat": seat},
        {"type": "undo", "seat": 1 - seat, "handover": False},
    ]
    return [("custom", s) for s in shapes] + [("comm", s) for s in shapes]


def send(widget, entry: str, content: dict) -> None:
    if entry == "custom":
        widget._on_message(widget, content, None)
    else:
        widget._handle_msg({"content": {"data": {"method": "custom", "content": content}}})


def play_to_handover(widget, rng: random.Random) -> bool:
    """Random legal moves by the person on screen until the hand-over screen shows."""
    for _ in range(400):
        if widget.match.is_terminal:
            return False
        if widget.handover:
            return True
        seat = widget.session.person_to_act()
        widget.act(rng.choice(widget.match.legal_actions(seat)), seat)
    return widget.handover


@pytest.mark.parametrize("widget_class", GAMES, ids=lambda c: c.__name__)
def test_crafted_undo_behind_the_handover_screen_is_refused(widget_class):
    rng = random.Random(42)
    shown: list[dict] = []
    probes = refused = private_shown = 0
    seed = 0
    while probes < HANDOVERS:
        seed += 1
        widget = widget_class([None, None], seed=seed)
        real_show = widget._show
        widget._show = lambda snap, real=real_show: (shown.append(snap), real(snap))
        while play_to_handover(widget, rng) and probes < HANDOVERS:
            probes += 1
            before, seat = widget.save(), widget.seat
            for entry, content in crafted_undos(seat):
                shown.clear()
                send(widget, entry, content)
                refused += widget.error.startswith("Undo waits until")
                private_shown += sum(1 for s in shown if s["view"] or s["legal"])
                assert widget.handover and widget.view == {} and widget.legal == []
                assert widget.save() == before and widget.seat == seat
            send(widget, "custom", {"type": "handover"})  # the next player sits down
            assert not widget.handover and widget.view != {}
    assert probes == HANDOVERS
    assert refused == HANDOVERS * len(crafted_undos(0))
    assert private_shown == 0


def test_undo_still_works_for_the_player_on_screen():
    """The refusal is only behind the hand-over screen: the player on screen may undo."""
    w = GinRummyWidget([None, None], seed=3)
    w.act({"type": "draw", "source": "stock"})
    assert not w.handover
    w._on_message(w, {"type": "undo"}, None)
    assert w.error == "" and len(w.match.moves) == 0 and w.seat == 0 and not w.handover
