"""Gin Rummy's class experiments: a knockable deal, and the turns until a knock.

A dealt hand is its owner's secret during the hand, so its outcome is read from the owner's
view at the deal and released when the hand is over. The lesson's value for a knockable deal
is the count of the million dealt hands the lesson ships (``data/gin_rummy_deadwood_counts.json``,
the same file as the notebook's ``notebooks/data``), with its Wilson interval.
"""

from __future__ import annotations

import json
import statistics
from pathlib import Path
from typing import Any

from ..engine.experiments import Experiment, Reference
from ..engine.intervals import mean_interval, proportion_interval
from ..engine.observers import Moment, Observer, Outcome, SealedDeal

#: The lesson's deadwood counts of random dealt hands (a copy of the notebook's data file).
DEADWOOD_COUNTS = Path(__file__).parent / "data" / "gin_rummy_deadwood_counts.json"


class KnockableDeal(SealedDeal):
    """Every dealt hand: 1 if its deadwood is 10 or less; released when the hand is over."""

    deal_key = "hand_no"

    def seal(self, moment: Moment) -> list[Outcome]:
        from .rules import can_knock, min_deadwood

        return [
            (seat, 1.0 if can_knock(min_deadwood(moment.view(seat)["hand"])) else 0.0, None)
            for seat in range(moment.num_seats)
        ]


class TurnsToKnock(Observer):
    """Every hand that ends in a knock or gin: the turns it took (the knocker's outcome)."""

    def step(
        self, before: Moment, seat: int, action: dict[str, Any] | None, after: Moment
    ) -> list[Outcome]:
        if action is None or action.get("type") not in ("knock", "gin"):
            return []
        return [(seat, float(before.view(seat)["turns"] + 1), None)]


def dealt_counts() -> tuple[int, int]:
    """(knockable hands, hands) among the lesson's dealt hands of 10."""
    from .rules import KNOCK_LIMIT

    data = json.loads(DEADWOOD_COUNTS.read_text(encoding="utf-8"))["dealt"]
    counts = {int(d): int(v) for d, v in data["counts"].items()}
    n = sum(counts.values())
    if n != data["hands"]:
        raise ValueError(f"{DEADWOOD_COUNTS.name}: the counts add up to {n}, not {data['hands']}")
    return sum(v for d, v in counts.items() if d <= KNOCK_LIMIT), n


def knockable_reference() -> Reference:
    hits, n = dealt_counts()
    return Reference.simulated(
        hits / n,
        proportion_interval(hits, n),
        f"the lesson's {n:,} random dealt hands, {hits:,} of them at 10 deadwood or less "
        "(95 % interval shown)",
    )


REFERENCE_HANDS = 400


def turns_reference(hands: int = REFERENCE_HANDS) -> Reference:
    """Mean turns until a knock or gin between two fair bots (the lesson's part 3), seeded."""
    from ..engine.bots import bot_rng, play_bots
    from ..engine.match import Match
    from . import GAME
    from .bots import FairBot

    turns, endless = [], 0
    for seed in range(hands):
        match = Match(GAME, 2, seed=seed, options={"match_target": 0})
        bots = {0: FairBot(), 1: FairBot()}
        try:
            play_bots(match, bots, {0: bot_rng(seed, 0), 1: bot_rng(seed, 1)}, max_moves=2000)
        except RuntimeError:  # two fair bots can pass the same discards back and forth forever
            endless += 1
            continue
        if match.state["last_hand"]["kind"] != "draw":
            turns.append(float(match.state["turns"]))
    left_out = f"; {endless} endless hands left out" if endless else ""
    return Reference.simulated(
        statistics.fmean(turns),
        mean_interval(turns),
        f"two of the package's fair bots, {len(turns)} hands ending in a knock or gin "
        f"(median {statistics.median(turns):g} turns{left_out})",
    )


def experiments() -> tuple[Experiment, ...]:
    """Gin Rummy's class experiments (registered with the game)."""
    return (
        # title, question, recorded, measure: classroom catalog msgids (docs/languages.md)
        Experiment(
            id="gin-knockable-deal",
            title="A knockable deal",
            question="How often is a dealt hand of 10 already at 10 deadwood or less?",
            kind="proportion",
            unit="deal",
            recorded="each hand dealt, every hand of the match, counted when the hand is over "
            "(a hand stays secret while it is played)",
            make_observer=KnockableDeal,
            reference_of=knockable_reference,
            reads="own",
        ),
        Experiment(
            id="gin-turns-to-knock",
            title="Turns until a knock",
            question="How many turns does a hand last before someone knocks (or goes gin)?",
            kind="mean",
            unit="hand",
            recorded="each hand that ends in a knock or gin: the turns played, counted for the "
            "player who knocked",
            make_observer=TurnsToKnock,
            reference_of=turns_reference,
            measure="turns",
        ),
    )
