"""A malformed move (what a hand-written notebook call or a hostile page may send) is refused in
the reader's language: every game's refusal of every shape below goes through the catalogs."""

from __future__ import annotations

import pytest

from tabletop_widgets.engine import IllegalMove, english, get_game
from tabletop_widgets.engine.match import Match
from tabletop_widgets.engine.registry import all_games
from tabletop_widgets.i18n import PSEUDO
from tabletop_widgets.i18n.engine_texts import translate_text

#: Moves of the wrong shape: not a dict, no type, another game's move, missing or extra fields.
MALFORMED = [
    None,
    7,
    "roll",
    [],
    {},
    {"type": 7},
    {"type": "nonsense"},
    {"type": "roll"},
    {"type": "roll", "hold": "a"},
    {"type": "score"},
    {"type": "score", "box": "zz"},
    {"type": "draw"},
    {"type": "draw", "source": "x"},
    {"type": "discard"},
    {"type": "discard", "card": "ZZ"},
    {"type": "take", "pile": 0, "card": 1},
    {"type": "knock"},
    {"type": "bid", "card": "q"},
    {"type": "play"},
    {"type": "play", "melds": "x"},
    {"type": "play", "card": "gnalli", "extra": 1},
    {"type": "pass", "now": True},
]


@pytest.mark.parametrize("game", sorted(all_games()))
def test_every_refusal_of_a_malformed_move_is_in_the_catalogs(game):
    refusals = set()
    for action in MALFORMED:
        match = Match(get_game(game), 2, seed=1)
        try:
            match.act(action, match.seats_to_act[0])
        except IllegalMove as exc:
            refusals.add(english(exc))
    assert len(refusals) >= 3, refusals  # the check can fail: it read refusals
    outside = {r for r in refusals if "[!!" not in translate_text(r, PSEUDO)}
    assert not outside, outside
