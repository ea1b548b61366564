"""Properties of whole Gnumies games under every option: random seeds, seats and options."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_widgets.engine import Match
from tabletop_widgets.gnumies import GAME, score_room
from tabletop_widgets.gnumies.rules import PARTY_DECK


@st.composite
def tables(draw):
    n = draw(st.integers(2, 5))
    options = {
        "age_order": draw(st.permutations(list(range(n)))),
        "high_value_pairs_score_face": draw(st.booleans()),
        "sweep_counts_gnalli": draw(st.booleans()),
        "wullawaki_choice": draw(st.sampled_from(["auto", "players"])),
    }
    return n, options, draw(st.integers(0, 10**6))


@settings(max_examples=25)
@given(table=tables())
def test_every_option_gives_complete_consistent_games(table):
    n, options, seed = table
    match = Match(GAME, n, seed, options)
    r = random.Random(seed)
    start = GAME.components(match.state)
    while match.seats_to_act:
        seat = r.choice(match.seats_to_act)
        state = match.state
        # Other seats never see this seat's pending choice, and a hand is never empty while choosing.
        for other in range(n):
            if other != seat and state["picks"][seat] is not None:
                assert GAME.view(state, other)["my_choice"] is None
        match.act(r.choice(match.legal_actions(seat)), seat)
        assert GAME.components(match.state) == start
    final = match.state
    assert final["phase"] == "over" and final["to_act"] == []
    # Every party card is in a room, set aside, or still in the supply.
    placed = sorted(
        map(
            str, [c for room in final["rooms"] for c in room] + final["set_aside"] + final["supply"]
        )
    )
    assert placed == sorted(map(str, PARTY_DECK))
    # The game ends only as the rules say (§4).
    active = [s for s, h in enumerate(final["hands"]) if h]
    assert not active or not final["supply"]
    # Scores follow the scoring rules, with the players' own discards when they chose them.
    face = options["high_value_pairs_score_face"]
    for s, room in enumerate(final["rooms"]):
        chosen = final["chosen_discards"][s] or None
        assert GAME.scores(final)[s] == score_room(room, chosen, face).total
    assert json.loads(json.dumps(final)) == final
