"""Every class experiment reads only what the game makes public at that moment.

In the style of the conformance suite's leak check: each experiment's observer runs over seeded
games, and again over the same games with every state's hidden facts redrawn
(``Game.resample_hidden``) for one seat at a time. The outcomes must not change: for a
``"public"`` experiment none of them (whichever seat's secrets were redrawn), for an ``"own"``
experiment those of the seat whose secrets stayed.
"""

from __future__ import annotations

import random

import pytest

from tabletop_widgets.engine import experiments as ex
from tabletop_widgets.engine.match import is_move
from tabletop_widgets.engine.observers import Observer
from tabletop_widgets.engine.registry import get_game
from tabletop_widgets.gnumies.experiments import DUEL_CARDS, DUEL_GUEST
from tabletop_widgets.gnumies.rules import GNALLI

from .helpers import bot_for, play

GAMES = 3  # seeded games per experiment


def duel_games(seed: int):
    """(states, log) of a 2-player Gnumies game that starts in the lesson's duel."""
    game = get_game("gnumies")
    rng = random.Random(seed)
    supply = [DUEL_GUEST, DUEL_GUEST, 6, 9, "wullawaki", 2, 11, 3]
    state = game.arranged_state(2, supply, hands=[[*DUEL_CARDS, GNALLI]] * 2)
    states, log = [state], []
    while game.seats_to_act(state):
        seat = game.seats_to_act(state)[0]
        legal = game.legal_actions(state, seat)
        action = legal[rng.randrange(len(legal))]
        state = game.step(state, seat, action)
        states.append(state)
        log.append({"seat": seat, "action": action})
    return states, log


def games_for(experiment: ex.Experiment):
    if experiment.id == "gnumies-gnalli-duel":
        return [duel_games(seed) for seed in range(GAMES)]
    game = get_game(experiment.game)
    seats = (experiment.seat_counts or game.info.conformance_seats)[0]
    options = {"match_target": 0} if experiment.game == "gin_rummy" else None
    out = []
    for seed in range(GAMES):
        bots = {i: bot_for(experiment.game) for i in range(seats)}
        match = play(experiment.game, seats, seed, bots=bots, options=options)
        out.append((match.history, match.log))
    return out


def leak(experiment: ex.Experiment, states, log, salt: int = 0) -> str | None:
    """Where redrawing hidden facts changed the experiment's outcomes (None: nowhere)."""
    game = get_game(experiment.game)
    truth = ex.observe(experiment, game, states, log)
    for seat in range(states[0]["num_seats"]):
        redrawn = [
            game.resample_hidden(s, seat, 7919 * salt + 101 * i + seat)
            for i, s in enumerate(states)
        ]
        other = ex.observe(experiment, game, redrawn, log)
        for step, (mine, theirs) in enumerate(zip(truth, other)):
            if experiment.reads == "own":
                mine = [o for o in mine if o[0] == seat]
                theirs = [o for o in theirs if o[0] == seat]
            if mine != theirs:
                return (
                    f"step {step}: {mine} became {theirs} when seat {seat}'s unseen facts changed"
                )
    return None


@pytest.mark.parametrize("experiment_id", sorted(ex.all_experiments()))
def test_outcomes_do_not_change_when_hidden_facts_are_redrawn(experiment_id):
    experiment = ex.get_experiment(experiment_id)
    game = get_game(experiment.game)
    counted = redrawn_something = 0
    for k, (states, log) in enumerate(games_for(experiment)):
        assert leak(experiment, states, log, salt=k) is None
        counted += sum(map(len, ex.observe(experiment, game, states, log)))
        redrawn_something += any(
            game.omniscient_view(game.resample_hidden(s, 0, i)) != game.omniscient_view(s)
            for i, s in enumerate(states[:50])
        )
    assert counted > 0, "no outcome at all: the check would be blind"
    if game.info.hidden_information:
        assert redrawn_something, "nothing hidden was redrawn: the check would be blind"


def test_sealed_bids_never_reach_an_observer():
    game = get_game("gnumies")
    assert ex.public_action(game, {"seat": 0, "action": {"type": "play", "card": GNALLI}}) is None
    states, log = duel_games(1)
    outcomes = ex.observe(ex.get_experiment("gnumies-gnalli-rate"), game, states, log)
    for step, found in enumerate(outcomes):
        if found:  # only at a reveal: the move that made the last sealed choice
            assert states[step]["reveal"] != states[step - 1]["reveal"]
            assert is_move(log[step - 1])


class DealtHandShownAtOnce(Observer):
    """The old Gin observer's mistake: every dealt hand shown at the deal, as public."""

    def start(self, moment):
        from tabletop_widgets.gin_rummy.rules import min_deadwood

        return [(s, float(min_deadwood(moment.view(s)["hand"]) <= 30), None) for s in (0, 1)]


def test_the_check_finds_an_observer_that_shows_a_hidden_hand():
    leaky = ex.Experiment(
        id="leaky",
        game="gin_rummy",
        lesson="",
        title="",
        question="",
        kind="proportion",
        unit="deal",
        recorded="",
        make_observer=DealtHandShownAtOnce,
        reference_of=lambda: ex.Reference(0.0, "none", ""),
    )
    found = [
        leak(leaky, match.history, match.log, salt=seed)
        for seed in range(6)
        for match in [play("gin_rummy", 2, seed, options={"match_target": 0})]
    ]
    assert any(found) and "step 0" in next(f for f in found if f)
