"""The Yum game flow: turns, rolls, holds, scoring a box, the end."""

import json
import random

import pytest

from tabletop_widgets import yum
from tabletop_widgets.engine import IllegalMove, Match, RandomBot, simulate

ROLL = {"type": "roll", "hold": []}


def test_a_turn_rolls_up_to_three_times_then_must_score():
    match = Match(yum.GAME, 1, seed=2)
    assert match.legal_actions() == [ROLL]
    match.act(ROLL)
    kept = match.state["dice"][:2]
    match.act({"type": "roll", "hold": [0, 1]})
    assert match.state["dice"][:2] == kept and match.state["rolls"] == 2
    match.act({"type": "roll", "hold": [4]})
    assert all(a["type"] == "score" for a in match.legal_actions())
    with pytest.raises(IllegalMove, match="three times"):
        match.act({"type": "roll", "hold": []})
    dice = list(match.state["dice"])
    match.act({"type": "score", "box": "surplus"})
    assert match.state["cards"][0]["surplus"] == sum(dice)
    assert match.state["rolls"] == 0 and match.state["dice"] == []


def test_a_move_shares_the_score_sheets_it_does_not_fill():
    # A match keeps every state (Match.history): a sheet copied each move was about half of a
    # finished game's memory. A roll fills no sheet; a score fills a new copy of the mover's.
    match = Match(yum.GAME, 3, seed=5)
    rng = random.Random(5)
    while not match.is_terminal:
        before = match.state
        frozen = json.dumps(before, sort_keys=True)
        seat = match.seats_to_act[0]
        action = rng.choice(match.legal_actions(seat))
        after = match.act(action, seat)
        assert json.dumps(before, sort_keys=True) == frozen, "the state before is unchanged"
        for i, sheet in enumerate(after["cards"]):
            filled = action["type"] == "score" and i == seat
            assert (sheet is before["cards"][i]) is not filled, (i, action)
    assert list(match.states()) == list(match.replay())


def test_may_score_after_one_roll_and_any_open_box_takes_a_zero():
    match = Match(yum.GAME, 1, seed=4)
    match.act(ROLL)
    dice = match.state["dice"]
    match.act({"type": "score", "box": "yum"})
    assert match.state["cards"][0]["yum"] == (30 if len(set(dice)) == 1 else 0)
    match.act(ROLL)
    with pytest.raises(IllegalMove, match="already filled"):
        match.act({"type": "score", "box": "yum"})


def test_refused_moves_explain_themselves():
    match = Match(yum.GAME, 1, seed=4)
    with pytest.raises(IllegalMove, match="Roll the dice before you score"):
        match.act({"type": "score", "box": "ones"})
    with pytest.raises(IllegalMove, match="first roll"):
        match.act({"type": "roll", "hold": [0]})
    match.act(ROLL)
    for hold in ([0, 0], [4, 3], [5], ["0"]):
        with pytest.raises(IllegalMove, match="positions"):
            match.act({"type": "roll", "hold": hold})
    with pytest.raises(IllegalMove, match="at most four dice"):
        match.act({"type": "roll", "hold": [0, 1, 2, 3, 4]})


def test_players_alternate_from_a_random_first_player_and_the_game_lasts_13_rounds():
    firsts = {yum.GAME.new_state(3, seed)["first"] for seed in range(30)}
    assert firsts == {0, 1, 2}
    match = Match(yum.GAME, 3, seed=9)
    order = []
    while not match.is_terminal:
        seat = match.seats_to_act[0]
        if match.state["rolls"] == 0:
            order.append(seat)
            match.act(ROLL)
        else:
            box = next(a for a in match.legal_actions() if a["type"] == "score")
            match.act(box)
    first = match.state["first"]
    assert order == [(first + i) % 3 for i in range(39)]
    assert all(None not in card.values() for card in match.state["cards"])


def test_scores_include_the_bonus_and_ties_share_the_win():
    state = yum.GAME.new_state(2, seed=1)
    for card in state["cards"]:
        card.update(ones=3, twos=6, threes=9, fours=12, fives=15, sixes=18)
    assert yum.GAME.scores(state) == [88, 88]
    assert yum.GAME.winners(state) == [0, 1]


def test_view_shows_totals_and_no_generator_state():
    match = Match(yum.GAME, 2, seed=1)
    view = match.view(0)
    assert "rng" not in view and view["rolls_left"] == 3 and view["totals"][0]["total"] == 0


def test_random_games_score_within_the_maximum():
    rows = simulate(yum.GAME, [RandomBot] * 3, games=20, progress=False)
    for row in rows:
        assert all(0 <= row[f"score_{s}"] <= 310 for s in range(3))


def test_describe_is_readable():
    match = Match(yum.GAME, 1, seed=2, names=["Ann"])
    match.act(ROLL)
    match.act({"type": "score", "box": "surplus"})
    assert match.events[0].startswith("Ann rolled ") and match.events[0].endswith("(roll 1 of 3)")
    assert match.events[1] == f"Ann scored {match.state['cards'][0]['surplus']} in Rolling Surplus"


def test_a_move_never_changes_the_state_it_was_made_from():
    # Yum's own copy hook shares what no move changes (each recorded decision, names,
    # options): every state of a whole game must stay exactly as it was when it was made.
    import random

    from tabletop_widgets.engine.core import clone

    game = yum.YumGame()
    state = game.new_state(3, seed=5)
    rnd = random.Random(5)
    states = [(state, clone(state))]
    while not game.is_terminal(state):
        seat = game.seats_to_act(state)[0]
        state = game.step(state, seat, rnd.choice(game.legal_actions(state, seat)))
        states.append((state, clone(state)))
    assert len(states) > 3 * 13 * 2  # a whole game, with decisions recorded
    assert state["decisions"]
    for kept, copy in states:
        assert kept == copy
    assert game.copy_state(state) == clone(state)


def test_the_engine_says_how_many_dice_were_kept():
    game = yum.YumGame()
    state = game.new_state(2, seed=4)
    seat = game.seats_to_act(state)[0]
    state = game.step(state, seat, {"type": "roll", "hold": []})
    assert game.view(state, seat)["kept"] == 0
    dice = list(state["dice"])
    state = game.step(state, seat, {"type": "roll", "hold": [1, 3]})
    view = game.view(state, 1 - seat)  # what the other player sees
    assert view["kept"] == 2 and view["dice"][:2] == [dice[1], dice[3]]
    state = game.step(state, seat, {"type": "score", "box": "surplus"})
    assert game.view(state, seat)["kept"] == 0
