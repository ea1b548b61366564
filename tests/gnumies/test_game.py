"""The Gnumies engine, round by round: every case of spec §3-§4, played on rigged tables.

``table`` deals a game, then sets the party supply (top card first) and, where a
case needs it, the hands; the first offer is turned up as in R1. Expected results
follow the rulebook's text by hand.
"""

from __future__ import annotations

import json

import pytest

from tabletop_widgets.engine import IllegalMove, Match
from tabletop_widgets.gnumies import GAME, score_room
from tabletop_widgets.gnumies.rules import COPICASTOR as C
from tabletop_widgets.gnumies.rules import GNALLI as G
from tabletop_widgets.gnumies.rules import HAND
from tabletop_widgets.gnumies.rules import WULLAWAKI as W
from tabletop_widgets.i18n import translator
from tabletop_widgets.i18n.engine_texts import translate_text


def table(n=2, supply=(), hands=None, options=None):
    return GAME.arranged_state(n, list(supply), hands, options)


def play(state, *cards):
    """Every picker plays its card, in seat order (``cards[i]`` for picker i)."""
    for seat, card in zip(list(state["pickers"]), cards, strict=True):
        state = GAME.apply(state, seat, {"type": "play", "card": card})
    return state


def test_setup_deals_a_colour_each_and_turns_up_the_first_offer():
    state = GAME.new_state(3, 5)
    assert state["colours"] == ["red", "yellow", "blue"]
    assert all(h == list(HAND) for h in state["hands"])
    assert len(state["supply"]) == 52 and state["offer"] is not None
    assert GAME.seats_to_act(state) == [0, 1, 2]  # everybody chooses at once
    assert state["round"] == 1


def test_choices_stay_secret_until_everybody_has_chosen():
    state = table(2, [7, 3, 4])
    after = GAME.apply(state, 0, {"type": "play", "card": 90})
    assert GAME.seats_to_act(after) == [1]
    other = GAME.view(after, 1)
    assert other["chosen"] == [True, False] and other["my_choice"] is None
    assert "90" not in json.dumps(other["news"]) and other["hands"][0] == list(HAND)
    assert GAME.view(after, 0)["my_choice"] == 90
    line = GAME.describe(state, 0, {"type": "play", "card": 90}, after)
    assert "90" not in line and "chosen" in line
    with pytest.raises(IllegalMove, match="already chosen"):
        GAME.check(after, 0, {"type": "play", "card": 80})


def test_highest_card_wins_a_guest_and_is_discarded_the_others_go_back():
    state = play(table(3, [7, 3, 4]), 50, 90, 20)
    assert state["rooms"] == [[], [7], []]
    assert 90 not in state["hands"][1] and state["discards"][1] == [90]
    assert 50 in state["hands"][0] and 20 in state["hands"][2]
    assert state["offer"] == 3 and state["round"] == 2


def test_ties_go_to_more_luckynits_as_in_the_rulebook():
    # Seats 2 and 3 play blue and violet: the violet 80 (5 Luckynits) beats the blue 80 (1).
    state = play(table(4, [9, 3]), 10, 20, 80, 80)
    assert state["rooms"][3] == [9]
    assert state["reveal"]["tie"] is True
    assert (
        "(a tie at the highest card, 80, decided by Luckynits: Player 4 (5), Player 3 (1))"
        in state["reveal"]["text"]
    ), state["reveal"]["text"]
    # read in French: the reason's template, and each seat's name with its count kept
    player = translator("fr").gettext("Player {n}")
    tally = f"{player.format(n=4)} (5), {player.format(n=3)} (1)"
    why = (
        translator("fr")
        .gettext("a tie at the highest card, {value}, decided by Luckynits: {tally}")
        .format(value=80, tally=tally)
    )
    assert f"({why})" in translate_text(state["reveal"]["text"], "fr"), why


def test_the_copicastor_goes_to_the_lowest_card_ties_by_luckynits():
    # Red 10 (1 Luckynit) and yellow 10 (4): the yellow Celin wins the Copicastor.
    state = play(table(3, [C, 5]), 10, 10, 60)
    assert state["rooms"] == [[], [C], []]
    assert state["discards"][1] == [10] and 10 in state["hands"][0]


def test_the_wullawaki_goes_to_the_highest_who_keeps_the_card_others_discard():
    state = table(3, [W, 5])
    assert {"type": "play", "card": G} not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalMove, match="may not be played when the offer is a Wullawaki"):
        GAME.apply(state, 0, {"type": "play", "card": G})
    state = play(state, 30, 70, 40)
    assert state["rooms"][1] == [W]
    assert 70 in state["hands"][1] and state["discards"][1] == []
    assert state["discards"][0] == [30] and state["discards"][2] == [40]


def test_one_gnalli_looks_at_the_next_card_after_the_offer_and_may_give_it():
    state = play(table(3, [7, 12, 2]), G, 40, 60)
    assert state["rooms"] == [[], [], [7]]  # offer resolved among the bidders first
    assert state["phase"] == "gnalli" and GAME.seats_to_act(state) == [0]
    assert GAME.view(state, 0)["look"] == 12
    assert GAME.view(state, 1)["look"] is None and GAME.view(state, 2)["look"] is None
    assert GAME.legal_actions(state, 0) == [
        {"type": "keep"},
        {"type": "give", "to": 1},
        {"type": "give", "to": 2},
    ]
    with pytest.raises(IllegalMove, match="opponent"):
        GAME.apply(state, 0, {"type": "give", "to": 0})
    given = GAME.apply(state, 0, {"type": "give", "to": 1})
    assert given["rooms"][1] == [12] and G in given["hands"][0]  # Gnalli back to hand
    assert given["offer"] == 2 and given["phase"] == "choose"
    kept = GAME.apply(state, 0, {"type": "keep"})
    assert kept["rooms"][0] == [12] and G not in kept["hands"][0] and kept["discards"][0] == [G]


def test_a_gnalli_that_finds_a_wullawaki_must_keep_it_and_takes_the_gnalli_back():
    state = play(table(2, [7, W, 2]), G, 40)
    assert state["rooms"] == [[W], [7]]
    assert G in state["hands"][0] and state["phase"] == "choose" and state["offer"] == 2


def test_a_gnalli_with_an_empty_supply_goes_back():
    state = play(table(2, [7]), G, 40)
    assert state["rooms"] == [[], [7]] and G in state["hands"][0]
    assert state["phase"] == "over"  # the supply ran out (N11)


def test_two_gnallis_go_back_and_nobody_draws():
    state = play(table(3, [7, 12, 2]), G, G, 10)
    assert state["rooms"] == [[], [], [7]]
    assert G in state["hands"][0] and G in state["hands"][1]
    assert state["offer"] == 12 and state["phase"] == "choose"  # nobody looked at the 12


def test_all_gnallis_means_everybody_chooses_again_without_the_gnalli():
    state = play(table(3, [7, 12], hands=[HAND, HAND, [G]]), G, G, G)
    assert state["repick"] and state["offer"] == 7
    assert GAME.seats_to_act(state) == [0, 1]  # the Gnalli-only player sits out
    assert {"type": "play", "card": G} not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalMove, match="numbered card"):
        GAME.apply(state, 0, {"type": "play", "card": G})
    state = play(state, 20, 30)
    assert state["rooms"] == [[], [7], []]
    assert G in state["hands"][2] and not state["repick"]


def test_all_gnalli_only_players_discard_and_draw_youngest_first():
    # Nobody can choose again: each discards the Gnalli and draws, youngest first (N8).
    state = play(table(2, [7, 12, 3], hands=[[G], [G]], options={"age_order": [1, 0]}), G, G)
    assert state["set_aside"] == [7]
    assert state["rooms"] == [[3], [12]]  # seat 1 is the youngest: draws first
    assert state["phase"] == "over" and state["hands"] == [[], []]


def test_one_gnalli_only_player_sits_out_against_a_wullawaki():
    state = table(3, [W, 5], hands=[HAND, [G], HAND])
    assert GAME.seats_to_act(state) == [0, 2] and state["sitting_out"] == [1]
    state = play(state, 30, 50)
    assert state["rooms"] == [[], [], [W]] and state["hands"][1] == [G]


def test_two_gnalli_only_players_draw_after_the_wullawaki_is_resolved():
    state = table(
        4, [W, 8, 9, 4], hands=[HAND, [G], HAND, [G]], options={"age_order": [3, 2, 1, 0]}
    )
    state = play(state, 30, 50)
    assert state["rooms"] == [[], [9], [W], [8]]  # seat 3 (youngest) draws first
    assert state["hands"][1] == [] and state["hands"][3] == []
    assert state["offer"] == 4


def test_a_lone_bidder_wins_the_wullawaki_then_the_gnalli_only_players_draw():
    state = table(3, [W, 8, 9, 4], hands=[[G], [G], [10]])
    assert GAME.seats_to_act(state) == [2]
    state = play(state, 10)
    # Seat 2 wins the Wullawaki and keeps its 10; seats 0 then 1 (seat order = age order) draw
    # the 8 and the 9 and are out; seat 2 is the last player: discards its 1 card, takes the 4.
    assert state["rooms"] == [[8], [9], [W, 4]]
    assert state["phase"] == "over" and state["discards"][2] == [10]


def test_a_wullawaki_nobody_can_bid_for_is_set_aside():
    state = table(2, [W, 8, 9], hands=[[G], [G]])
    assert state["set_aside"] == [W]
    assert state["rooms"] == [[8], [9]] and state["phase"] == "over"


def test_the_last_player_sweeps_as_many_cards_as_they_discard_gnalli_included():
    state = table(2, [5, 1, 2, 3, 4], hands=[[10], [20, 30, G]])
    state = play(state, 10, 20)  # seat 1 wins the 5 and discards the 20; seat 0 keeps its 10
    assert state["rooms"][1] == [5]
    state = play(state, 10, 30)  # seat 1 wins the 1; seat 0 keeps its 10 again
    assert state["offer"] == 2
    state = play(state, 10, G)  # one Gnalli: seat 0 wins the 2 and is out; seat 1 looks at the 3
    assert state["rooms"][0] == [2] and state["phase"] == "gnalli"
    state = GAME.apply(state, 1, {"type": "give", "to": 0})
    # Seat 1 holds only its Gnalli and is the last player: discards 1 card, takes 1 (the 4).
    assert state["phase"] == "over" and state["rooms"] == [[2, 3], [5, 1, 4]]
    assert state["hands"] == [[], []] and G in state["discards"][1]


def test_the_sweep_alone():
    state = table(2, [5, 1, 2, 3], hands=[[], [20, 30, G]])
    assert state["rooms"][1] == [5, 1, 2] and state["phase"] == "over"
    state = table(2, [5, 1, 2, 3], hands=[[], [20, 30, G]], options={"sweep_counts_gnalli": False})
    assert state["rooms"][1] == [5, 1]


def test_game_ends_when_the_supply_is_empty():
    state = play(table(2, [7]), 10, 20)
    assert state["phase"] == "over" and GAME.seats_to_act(state) == []
    assert state["ended_by"] == "the party supply is empty"
    assert GAME.scores(state) == [0, 7]


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (None, "A Gnumies move is"),
        ({"type": "play"}, "Play one card"),
        ({"type": "play", "card": 55}, "not a Gnumie card"),
        ({"type": "play", "card": True}, "not a Gnumie card"),
        ({"type": "play", "card": 10.0}, "not a Gnumie card"),
        ({"type": "keep"}, "only follows a Gnalli"),
    ],
)
def test_bad_moves_are_explained_and_change_nothing(action, message):
    state = table(2, [7, 8])
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalMove, match=message):
        GAME.apply(state, 0, action)
    assert json.dumps(state, sort_keys=True) == before


def test_give_needs_a_real_seat_number():
    state = play(table(3, [7, 12, 2]), "gnalli", 40, 60)
    for to in (True, 1.0, "1", 7, -1):
        with pytest.raises(IllegalMove, match="seat"):
            GAME.apply(state, 0, {"type": "give", "to": to})


def test_a_discarded_card_cannot_be_played_again():
    state = play(table(2, [7, 8, 9]), 90, 10)
    with pytest.raises(IllegalMove, match="no longer hold your 90"):
        GAME.apply(state, 0, {"type": "play", "card": 90})


def test_bad_age_order_is_refused():
    with pytest.raises(ValueError, match="age_order"):
        GAME.new_state(3, 0, {"age_order": [0, 0, 1]})


def test_a_whole_game_replays_and_scores_by_the_rules():
    match = Match(GAME, 3, 11)
    import random

    r = random.Random(4)
    while match.seats_to_act:
        seat = r.choice(match.seats_to_act)
        match.act(r.choice(match.legal_actions(seat)), seat)
    state = match.state
    from tabletop_widgets.gnumies import score_room

    assert GAME.scores(state) == [score_room(room).total for room in state["rooms"]]
    assert (
        sum(len(r) for r in state["rooms"]) + len(state["set_aside"]) + len(state["supply"]) == 53
    )
    assert "The game ends" in match.events[-1]


def test_players_may_choose_their_wullawaki_discards():
    state = table(2, [7], options={"wullawaki_choice": "players"})
    state["rooms"][0] = [W, W, W, 2, 9, 9, 9, C]
    state = play(state, 10, 20)  # seat 1 wins the 7; the supply is empty: the game ends
    assert state["phase"] == "discard" and GAME.seats_to_act(state) == [0]
    assert GAME.legal_actions(state, 0) == [
        {"type": "discard", "card": 2},
        {"type": "discard", "card": 9},
        {"type": "discard", "card": C},
    ]
    with pytest.raises(IllegalMove, match="party room"):
        GAME.apply(state, 0, {"type": "discard", "card": 5})
    for card in (9, 9):
        state = GAME.apply(state, 0, {"type": "discard", "card": card})
    assert {"type": "discard", "card": 9} in GAME.legal_actions(state, 0)  # one 9 is left
    state = GAME.apply(state, 0, {"type": "discard", "card": C})
    # Kept: 2 and 9, singles: 11 points, where the automatic choice keeps a pair (20).
    assert state["phase"] == "over" and GAME.scores(state) == [11, 7]
    assert GAME.room_score(state, 0).total == 11
    assert "Scores: Player 1 11, Player 2 7" in state["news"][-1]


def test_automatic_wullawaki_discards_by_default():
    state = table(2, [7])
    state["rooms"][0] = [W, W, W, 2, 9, 9, 9, C]
    state = play(state, 10, 20)
    assert state["phase"] == "over" and GAME.scores(state) == [20, 7]


def test_random_games_with_chosen_discards_replay_and_conserve_cards():
    import random

    options = {"wullawaki_choice": "players"}
    with_phase = 0
    for seed in range(30):
        match = Match(GAME, 3, seed, options)
        r = random.Random(seed)
        start = GAME.components(match.state)
        while match.seats_to_act:
            seat = r.choice(match.seats_to_act)
            with_phase += match.state["phase"] == "discard"
            match.act(r.choice(match.legal_actions(seat)), seat)
            assert GAME.components(match.state) == start
        assert Match.from_json(match.to_json()).state == match.state
        rooms = match.state["rooms"]
        for s, room in enumerate(rooms):
            chosen = match.state["chosen_discards"][s]
            expected = score_room(room, chosen if chosen else None).total
            assert GAME.scores(match.state)[s] == expected
    assert with_phase > 0
