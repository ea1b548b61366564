"""The Gnumies and the engine contract: refusals are the engine's own reasons, the teacher's
view shows the sealed bids, the display facts are in the view, and Undo's redraw changes
nothing anyone has seen."""

from __future__ import annotations

import random

import pytest

from tabletop_widgets.engine import IllegalMove, Match
from tabletop_widgets.gnumies import GAME, explain_room, score_room, tally_room
from tabletop_widgets.gnumies.rules import GNALLI


def random_states(games: int = 4, seed: int = 1):
    rnd = random.Random(seed)
    for g in range(games):
        match = Match(GAME, 2 + g % 3, seed=g, options={"wullawaki_choice": "players"})
        yield match.state
        while not match.is_terminal:
            seat = rnd.choice(match.seats_to_act)
            match.act(rnd.choice(match.legal_actions(seat)), seat)
            yield match.state


def example_action(state, seat: int, key: str):
    kind, _, detail = key.partition(":")
    if kind == "play":
        card = detail if detail == GNALLI else (state["hands"][seat] or [10])[0]
        return {"type": "play", "card": card}
    if kind == "give":
        return {"type": "give", "to": (seat + 1) % state["num_seats"]}
    if kind == "discard":
        return {"type": "discard", "card": 5}
    return {"type": kind}


def test_every_refusal_is_the_reason_the_engine_gives_for_that_move():
    checked = 0
    for state in list(random_states())[::2]:
        for seat in range(state["num_seats"]):
            reasons = GAME.refusals(state, seat)
            for key, reason in reasons.items():
                if key == "*":
                    continue
                with pytest.raises(IllegalMove) as refused:
                    GAME.apply(state, seat, example_action(state, seat, key))
                if seat in GAME.seats_to_act(state):  # else: "not your turn" from apply
                    assert str(refused.value) == reason, key
                checked += 1
            legal_kinds = {a["type"] for a in GAME.legal_actions(state, seat)}
            assert not legal_kinds & set(reasons), "a legal kind of move is refused"
    assert checked > 300


def test_a_seat_that_has_chosen_is_told_so():
    match = Match(GAME, 3, seed=2)
    match.act({"type": "play", "card": 40}, seat=0)
    reasons = GAME.refusals(match.state, 0)
    assert reasons["play"] == "You have already chosen a card this round."
    assert "play" not in GAME.refusals(match.state, 1)


def test_teacher_view_shows_the_sealed_bids_and_the_supply_order():
    match = Match(GAME, 3, seed=2)
    match.act({"type": "play", "card": 40}, seat=1)
    full = GAME.teacher_view(match.state)
    assert full["teacher"] is True and full["seat"] == 0  # the first seat still to choose
    assert full["picks"] == [None, 40, None]
    assert full["supply_top_first"] == list(reversed(match.state["supply"]))
    assert set(GAME.view(match.state, 0)) <= set(full)
    assert GAME.view(match.state, 0)["my_choice"] is None and "picks" not in GAME.view(
        match.state, 0
    )


def test_the_view_carries_luckynits_room_lines_and_card_names():
    state = GAME.arranged_state(2, [3], options={})
    state["rooms"][0] = [3, 3, "wullawaki", 7]
    view = GAME.view(state, 1)
    assert view["luckynits"]["red"]["80"] == 4 and set(view["luckynits"]) == {"red", "yellow"}
    assert view["room_lines"][0] == list(score_room([3, 3, "wullawaki", 7]).lines)
    assert view["labels"]["1"] == "Borsi (1)"
    assert view["offer_rule"].startswith("The highest card wins")


def test_score_room_is_its_tally_put_into_words():
    room = [3, 3, 3, 6, 8, 8, 10, 13, "wullawaki", "copicastor"]
    tally = tally_room(room)
    assert tally.total == 99 and tally.rule == "lowest" and tally.penalty == (3,)
    assert explain_room(room, tally) == score_room(room)
    assert score_room(room).lines[-1] == "Total: 99"


def test_redraw_keeps_everything_seen_and_reshuffles_the_supply():
    moved = 0
    for state in list(random_states(2))[::5]:
        other = GAME.redraw_chance(state, 7)
        assert GAME.components(other) == GAME.components(state)
        for seat in range(state["num_seats"]):
            assert GAME.view(other, seat) == GAME.view(state, seat)
        moved += other["supply"] != state["supply"]
        assert GAME.redraw_chance(state, 7) == other
    assert moved > 3
