"""GYÜMI engine: setup, the two-step turn, refills, the end, the stall limit, the house
rule, and the information rule (spec §2-§5, G4-G12)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_widgets.engine import IllegalMove, Match, RandomBot, clone, simulate
from tabletop_widgets.gyumi import FRUITS, GAME, make_deck
from tabletop_widgets.gyumi import rules as gyumi_rules
from tabletop_widgets.gyumi.game import COMPACT, READABLE


def c(code: str) -> str:
    """Readable card code -> the state's two-character code."""
    return COMPACT[code]


def table(num_seats=2, seed=0, options=None, **fields):
    """A fresh state with some fields replaced (cards given as readable codes)."""
    state = GAME.new_state(num_seats, seed, options)
    fields.setdefault("draw", ["apple-2", "plum-1"])
    fields.setdefault("piles", [[f"{FRUITS[i]}-5"] for i in range(num_seats)])
    if "draw" in fields:
        state["draw"] = "".join(c(x) for x in fields.pop("draw"))
    if "piles" in fields:
        state["piles"] = ["".join(c(x) for x in p) for p in fields.pop("piles")]
    if "series" in fields:
        state["series"] = [
            ["".join(map(str, mine.get(f, []))) for f in FRUITS] for mine in fields.pop("series")
        ]
    state.update(fields)
    # keep all 120 cards somewhere (conservation): the box takes the rest
    state["removed"] = ""
    missing = Counter(make_deck()) - GAME.components(state)
    state["removed"] = "".join(sorted(c(k) for k, n in missing.items() for _ in range(n)))
    assert GAME.components(state) == Counter(make_deck())
    return state


# ----- §2 Setup --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "players, draw", [(2, 88), (3, 97), (4, 106), (5, 115), (6, 114), (7, 113), (8, 112)]
)
def test_setup_by_player_count(players, draw):
    state = GAME.new_state(players, seed=players)
    view = GAME.view(state, 0)
    assert view["draw_size"] == draw
    assert len(view["piles"]) == players  # one face-up discard pile per player
    assert all(len(p) == 2 for p in state["piles"])  # one card each
    assert view["removed_count"] == {2: 30, 3: 20, 4: 10}.get(players, 0)
    assert sum(GAME.components(state).values()) == 120
    assert all(not any(mine) for mine in state["series"])
    assert GAME.seats_to_act(state) == [state["first"]]


def test_start_seat_is_random_by_default_and_configurable():
    firsts = {GAME.new_state(4, seed)["first"] for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert GAME.new_state(4, 3, {"start_seat": 2})["current"] == 2
    with pytest.raises(ValueError):
        GAME.new_state(2, 0, {"start_seat": 5})
    with pytest.raises(ValueError):
        GAME.new_state(2, 0, {"stall_turns_per_player": -1})


def test_same_seed_same_game():
    assert GAME.new_state(3, 42) == GAME.new_state(3, 42)
    assert GAME.new_state(3, 42) != GAME.new_state(3, 43)


# ----- §3 A turn ---------------------------------------------------------------------------------


def test_a_turn_takes_one_card_then_places_it():
    state = table(draw=["apple-2", "plum-1"], piles=[["pear-3"], ["grape-4", "grape-5"]], current=0)
    assert GAME.legal_actions(state, 0) == [
        {"type": "draw"},
        {"type": "take", "pile": 0},
        {"type": "take", "pile": 1},
    ]
    assert GAME.legal_actions(state, 1) == []
    state = GAME.apply(state, 0, {"type": "draw"})
    assert GAME.holding(state) == "plum-1"  # the top of the draw pile
    assert GAME.view(state, 0)["holding"] == "plum-1"
    assert GAME.view(state, 1)["holding"] is None  # only the taker has seen a drawn card
    assert GAME.legal_actions(state, 0) == [
        {"type": "play"}, {"type": "discard", "pile": 0}, {"type": "discard", "pile": 1},
    ]  # fmt: skip
    state = GAME.apply(state, 0, {"type": "play"})
    assert GAME.series_of(state, 0) == {"plum": [1]}  # a new series is started
    assert GAME.seats_to_act(state) == [1] and state["step"] == "take"
    # Seat 1 takes the grape 5 from pile 1 and discards it onto pile 0.
    state = GAME.apply(state, 1, {"type": "take", "pile": 1})
    assert GAME.view(state, 0)["holding"] == "grape-5"  # was face up: everyone knows it
    state = GAME.apply(state, 1, {"type": "discard", "pile": 0})
    assert GAME.discard_piles(state) == [["pear-3", "grape-5"], ["grape-4"]]
    assert GAME.view(state, 0)["piles"] == ["grape-5", "grape-4"]  # only the tops show


def test_emptied_discard_pile_is_refilled_at_once_before_placing():
    state = table(draw=["apple-2", "plum-1"], piles=[["pear-3"], ["grape-4"]], current=0)
    state = GAME.apply(state, 0, {"type": "take", "pile": 0})
    assert GAME.holding(state) == "pear-3"
    assert GAME.discard_piles(state)[0] == ["plum-1"]  # the draw pile's top, face up
    assert GAME.draw_pile(state) == ["apple-2"]
    assert state["refilled"] == 0
    # G6: the player may discard onto the refilled pile, burying the refill card.
    state = GAME.apply(state, 0, {"type": "discard", "pile": 0})
    assert GAME.discard_piles(state)[0] == ["plum-1", "pear-3"]
    assert len(state["piles"]) == 2  # always P discard piles


def test_play_adds_to_the_series_of_that_fruit_even_a_duplicate():
    state = table(draw=["apple-2", "plum-3"], series=[{"plum": [1, 3]}, {}], current=0)
    state = GAME.apply(state, 0, {"type": "draw"})
    state = GAME.apply(state, 0, {"type": "play"})  # G10: a repeated number is legal
    assert GAME.series_of(state, 0) == {"plum": [1, 3, 3]}


def test_a_series_holds_at_most_five_cards():
    state = table(draw=["apple-2", "plum-3"], series=[{"plum": [1, 2, 4, 5, 1]}, {}], current=0)
    state = GAME.apply(state, 0, {"type": "draw"})
    assert {"type": "play"} not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalMove, match="already has 5 cards"):
        GAME.apply(state, 0, {"type": "play"})
    after = GAME.apply(state, 0, {"type": "discard", "pile": 1})  # the only way out
    assert GAME.series_of(after, 0)["plum"] == [1, 2, 4, 5, 1]


def test_discarding_back_onto_the_same_pile_is_allowed_unless_the_house_rule_is_on():
    state = table(draw=["apple-2", "plum-3"], piles=[["pear-3", "pear-4"], ["grape-4"]], current=0)
    taken = GAME.apply(state, 0, {"type": "take", "pile": 0})
    back = GAME.apply(taken, 0, {"type": "discard", "pile": 0})  # G4: a legal "pass"
    assert back["piles"] == state["piles"] and back["current"] == 1
    strict = table(
        draw=["apple-2", "plum-3"], piles=[["pear-3", "pear-4"], ["grape-4"]], current=0,
        options={"forbid_same_pile_return": True},
    )  # fmt: skip
    taken = GAME.apply(strict, 0, {"type": "take", "pile": 0})
    assert {"type": "discard", "pile": 0} not in GAME.legal_actions(taken, 0)
    with pytest.raises(IllegalMove, match="House rule"):
        GAME.apply(taken, 0, {"type": "discard", "pile": 0})


def test_refused_moves_explain_themselves_and_change_nothing():
    state = table(draw=["apple-2", "plum-3"], current=0)
    before = json.dumps(state, sort_keys=True)
    for action, words in [
        ({"type": "play"}, "First take a card"),
        ({"type": "discard", "pile": 0}, "First take a card"),
        ({"type": "take", "pile": 7}, "no pile 7"),
        ({"type": "take"}, "names one discard pile"),
        ({"type": "draw", "pile": 0}, "no other fields"),
        ({"type": "steal"}, "A GYÜMI move is"),
        ("draw", "A GYÜMI move is"),
    ]:
        with pytest.raises(IllegalMove, match=words):
            GAME.apply(state, 0, action)
    with pytest.raises(IllegalMove, match="not Player 2's turn"):
        GAME.apply(state, 1, {"type": "draw"})
    held = GAME.apply(state, 0, {"type": "draw"})
    with pytest.raises(IllegalMove, match="You already took plum 3"):
        GAME.apply(held, 0, {"type": "draw"})
    assert json.dumps(state, sort_keys=True) == before


# ----- §5 End of the game ---------------------------------------------------------------------------


def test_game_ends_after_the_turn_that_draws_the_last_card():
    state = table(draw=["plum-1"], series=[{}, {"apple": [1, 2]}], current=1)
    state = GAME.apply(state, 1, {"type": "draw"})
    assert not GAME.is_terminal(state)  # the player still plays it out or discards it
    state = GAME.apply(state, 1, {"type": "play"})
    assert GAME.is_terminal(state) and state["over"] == "draw_empty"
    assert GAME.scores(state) == [0, 3 + 1]  # apples 1-2 = 3, the new plum 1 = 1
    assert GAME.winners(state) == [1]


def test_game_ends_when_a_refill_takes_the_last_card():
    # G5: the last draw-pile card refills an emptied discard pile; the turn is the last.
    state = table(draw=["plum-1"], piles=[["pear-3"], ["grape-4", "grape-1"]], current=0)
    state = GAME.apply(state, 0, {"type": "take", "pile": 0})
    assert GAME.view(state, 0)["draw_size"] == 0 and not GAME.is_terminal(state)
    state = GAME.apply(state, 0, {"type": "play"})
    assert state["over"] == "draw_empty"
    assert GAME.legal_actions(state, 0) == [] == GAME.legal_actions(state, 1)
    with pytest.raises(IllegalMove, match="over"):
        GAME.apply(state, 1, {"type": "draw"})


def test_ties_share_the_win():
    state = table(draw=["plum-1"], series=[{"apple": [1, 2]}, {"pear": [2, 1]}], current=0)
    state = GAME.apply(GAME.apply(state, 0, {"type": "draw"}), 0, {"type": "discard", "pile": 0})
    assert GAME.scores(state) == [3, 3] and GAME.winners(state) == [0, 1]


def test_stall_limit_ends_a_game_without_draw_pile_progress():
    state = table(
        draw=["plum-1", "apple-1", "pear-1"], piles=[["pear-3", "pear-4"], ["grape-4", "grape-2"]]
    )
    limit = 10 * 2
    for turn in range(limit):
        assert not GAME.is_terminal(state), turn
        seat = GAME.seats_to_act(state)[0]
        state = GAME.apply(state, seat, {"type": "take", "pile": 0})
        state = GAME.apply(state, seat, {"type": "discard", "pile": 0})
    assert state["over"] == "stall" and state["stall"] == 20
    # A draw resets the count; with the limit off (0) the game just goes on.
    free = table(
        draw=["plum-1", "apple-1", "pear-1"], piles=[["pear-3", "pear-4"], ["grape-4", "grape-2"]],
        options={"stall_turns_per_player": 0},
    )  # fmt: skip
    for _ in range(100):
        seat = GAME.seats_to_act(free)[0]
        free = GAME.apply(
            GAME.apply(free, seat, {"type": "take", "pile": 1}),
            seat,
            {"type": "discard", "pile": 1},
        )
    assert not GAME.is_terminal(free) and free["stall"] == 100


def test_every_turn_removes_at_most_one_card_from_the_draw_pile():
    for seed in range(6):
        match = Match(GAME, 2 + seed % 3, seed)
        bot, r = RandomBot(), random.Random(seed)
        size = len(match.state["draw"])
        while not match.is_terminal:
            seat = match.seats_to_act[0]
            match.act(bot.choose(match.view(seat), match.legal_actions(seat), r))
            if match.state["step"] == "take":
                new = len(match.state["draw"])
                assert size - new in (0, 2)  # two characters a card
                size = new
                assert len(match.state["piles"]) == match.num_seats
                assert all(len(nums) <= 5 for mine in match.state["series"] for nums in mine)


# ----- §4 The information rule ----------------------------------------------------------------


def test_view_shows_tops_and_counts_only_even_of_your_own_series():
    state = table(
        series=[{"plum": [1, 4, 3], "apple": [2]}, {"grape": [5, 5]}],
        piles=[["pear-3"], ["pear-4"]],
        current=0,
    )
    view = GAME.view(state, 0)
    assert view["series"][0] == [
        {"fruit": "apple", "top": 2, "count": 1},
        {"fruit": "plum", "top": 3, "count": 3},
    ]
    assert view["series"][1] == [{"fruit": "grape", "top": 5, "count": 2}]
    assert set(view) == {
        "seat", "current", "first", "turn", "step", "draw_size", "removed_count", "piles", "series",
        "holding", "source", "refilled", "stall", "stall_limit", "over", "fruits",
    }  # fmt: skip
    assert "totals" not in view and GAME.scores(state) == [0, 0]  # no running score


def test_view_does_not_change_when_any_hidden_card_is_redealt():
    # 5 to 8 players here (the conformance suite's leak check plays mostly 2-player games).
    rng = random.Random(5)
    for seed, players in enumerate((2, 3, 5, 6, 7, 8)):
        match = Match(GAME, players, seed)
        bot = RandomBot()
        moved_own = False
        while not match.is_terminal:
            match.act(bot.choose({}, match.legal_actions(), rng))
            if len(match.log) % 97 and not match.is_terminal:
                continue
            state = match.state
            for seat in range(match.num_seats):
                redealt = [GAME.resample_hidden(state, seat, k) for k in range(3)]
                assert all(GAME.view(o, seat) == GAME.view(state, seat) for o in redealt)
                assert all(GAME.components(o) == GAME.components(state) for o in redealt)
                # the redeal really moves cards the seat cannot see, its own buried ones too
                assert any(o["draw"] != state["draw"] for o in redealt) or match.is_terminal
                moved_own |= any(o["series"][seat] != state["series"][seat] for o in redealt)
        assert moved_own


def test_log_lines_never_name_a_card():
    # describe() must be the same whatever the hidden cards are (the log is public).
    rng = random.Random(9)
    for seed in range(3):
        match = Match(GAME, 3, seed, names=["Ann", "Bo", "Cy"])
        bot = RandomBot()
        while not match.is_terminal:
            seat = match.seats_to_act[0]
            action = bot.choose({}, match.legal_actions(), rng)
            before = match.state
            match.act(action)
            line = match.events[-1]
            assert not any(
                f"{fruit} {n}" in line or f"{fruit}-{n}" in line
                for fruit in FRUITS
                for n in range(1, 6)
            )
            other = GAME.resample_hidden(
                before, seat, rng.randrange(10**6)
            )  # what the actor could not see
            assert GAME.describe(other, seat, action, GAME.apply(other, seat, action)) == line


def test_end_view_spreads_every_series_out_with_its_score():
    state = table(draw=["plum-1"], series=[{"apple": [1, 3, 2]}, {"pear": [2, 2]}], current=0)
    state = GAME.apply(GAME.apply(state, 0, {"type": "draw"}), 0, {"type": "play"})
    view = GAME.view(state, 1)
    assert view["series"][0] == [
        {"fruit": "apple", "top": 2, "count": 3, "cards": [1, 3, 2], "points": 5, "why": "1, 2, 3: run 1-3 scores 5 points"},
        {"fruit": "plum", "top": 1, "count": 1, "cards": [1], "points": 1, "why": "1: run 1 scores 1 point"},
    ]  # fmt: skip
    assert view["totals"] == [6, 0]
    sheet = GAME.score_sheet(state)
    assert sheet[1]["series"][0]["why"] == "2, 2: 2 appears twice, so 0 points"


def test_teacher_view_is_the_view_shape_plus_every_hidden_card():
    state = GAME.new_state(2, 1)
    state = GAME.apply(state, state["current"], {"type": "draw"})
    full = GAME.teacher_view(state)
    assert full["teacher"] is True and full["seat"] == state["current"]
    assert set(GAME.view(state, 0)) <= set(full)
    assert len(full["hidden"]["draw"]) == 87 and len(full["hidden"]["removed"]) == 30
    assert full["hidden"]["holding"] == full["holding"] == GAME.holding(state)
    other = GAME.teacher_view(state, 1 - state["current"])
    assert other["holding"] == GAME.holding(state)  # the teacher sees the drawn card
    assert GAME.view(state, 1 - state["current"])["holding"] is None
    assert "rng" not in full and str(state["rng"]) not in json.dumps(full)


# ----- whole games ----------------------------------------------------------------------------


def test_random_games_for_every_player_count_end_and_conserve_cards():
    for players in range(2, 9):
        rows = simulate(GAME, [RandomBot()] * players, games=2, seed=players, progress=False)
        for row in rows:
            assert row["end"] in ("draw_empty", "stall")
            assert all(0 <= row[f"score_{s}"] <= 66 for s in range(players))


def test_states_are_plain_json_and_copyable():
    state = GAME.new_state(5, 3)
    assert json.loads(json.dumps(state)) == state == clone(state)
    assert set(READABLE.values()) == {f"{f}-{n}" for f in FRUITS for n in range(1, 6)}


def test_the_fast_copy_is_a_deep_copy():
    from tabletop_widgets.gyumi.game import copy_state

    state = table(series=[{"plum": [1, 2]}, {}], piles=[["pear-3"], ["grape-4"]])
    copy = copy_state(state)
    assert copy == clone(state)
    copy["piles"][0] += "11"
    copy["series"][0][0] += "1"
    copy["options"]["start_seat"] = 1
    copy["names"][0] = "X"
    assert state == table(series=[{"plum": [1, 2]}, {}], piles=[["pear-3"], ["grape-4"]])


@settings(max_examples=25)
@given(
    players=st.integers(2, 8),
    seed=st.integers(0, 10**6),
    picks=st.lists(st.integers(0, 99), max_size=150),
)
def test_spec_invariants_hold_after_any_moves(players, seed, picks):
    # spec §7: P discard piles, series of at most 5 cards, cards in play conserved,
    # at most one card a turn leaves the draw pile.
    state = GAME.new_state(players, seed)
    in_play = gyumi_rules.cards_in_play(players)
    for pick in picks:
        if GAME.is_terminal(state):
            break
        seat = GAME.seats_to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        before = len(state["draw"]) // 2
        state = GAME.apply(state, seat, legal[pick % len(legal)])
        assert before - len(state["draw"]) // 2 in (0, 1)
        assert len(state["piles"]) == players and all(state["piles"])
        assert all(len(nums) <= 5 for mine in state["series"] for nums in mine)
        on_table = sum(GAME.components(state).values()) - len(state["removed"]) // 2
        assert on_table == in_play
