"""Gin Rummy benchmarks: the deadwood optimiser, and random-play hands per second side by side
with RLCard's and OpenSpiel's gin rummy (installed as the ``bench`` extra).

    .venv/bin/python benchmarks/bench_gin_rummy.py

The three engines play slightly different rules, so a "hand" is not the same amount of work:
- ours (Cardems): no upcard offer, the stock is played to 0 cards, a knock is scored at once
  (the defender's melds and layoffs are computed, not chosen move by move);
- OpenSpiel ``gin_rummy``: standard gin with the upcard offer, the hand is dead when 2 cards
  remain in the stock, and after a knock the players declare melds and layoffs as actions;
- RLCard ``gin-rummy``: standard gin (dead hand at 2 stock cards), driven through ``env.run``,
  which also builds each player's observation tensor at every step.
Random play almost never knocks in any of them, so most hands end when the stock runs out.
Each loop lists the legal actions, picks one uniformly and applies it, as a random bot would.
"""

from __future__ import annotations

import random
import statistics
import time

from tabletop_widgets.engine.cards import make_deck
from tabletop_widgets.gin_rummy import GAME, best_discard, min_deadwood, rules

SECONDS = 4.0  # per random-play measurement


def _median_us(fn, items, clear: bool = False) -> float:
    clock = time.perf_counter_ns
    times = []
    for item in items:
        if clear:
            rules.clear_cache()
        start = clock()
        fn(item)
        times.append(clock() - start)
    return statistics.median(times) / 1000


def optimiser_rows() -> list[tuple[str, float, str]]:
    rng = random.Random(1)
    deck = make_deck()
    rich = [r + s for s in "SHD" for r in "3456789"]
    tens = [rng.sample(deck, 10) for _ in range(5000)]
    rich_tens = [rng.sample(rich, 10) for _ in range(2000)]
    elevens = [rng.sample(deck, 11) for _ in range(2000)]
    rules.clear_cache()
    return [
        (
            "gin_rummy min_deadwood, random 10-card hand (median)",
            _median_us(min_deadwood, tens),
            "us",
        ),
        (
            "gin_rummy min_deadwood, same, cache cleared each call",
            _median_us(min_deadwood, tens, clear=True),
            "us",
        ),
        (
            "gin_rummy min_deadwood, meld-rich 10-card hand (median)",
            _median_us(min_deadwood, rich_tens),
            "us",
        ),
        (
            "gin_rummy min_deadwood, meld-rich, cache cleared",
            _median_us(min_deadwood, rich_tens, clear=True),
            "us",
        ),
        (
            "gin_rummy best_discard, random 11-card hand (median)",
            _median_us(best_discard, elevens),
            "us",
        ),
    ]


def ours(seconds: float = SECONDS, in_place: bool = False) -> float:
    """Random hands per second through the engine API (``apply`` copies the state)."""
    rng = random.Random(0)
    start, hands = time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        state = GAME.new_state(2, seed=hands, options={"match_target": 0})
        while not state["over"]:
            seat = state["current"]
            legal = GAME.legal_actions(state, seat)
            action = legal[rng.randrange(len(legal))]
            if in_place:
                GAME.check(state, seat, action)
                GAME.transition(state, seat, action)
            else:
                state = GAME.apply(state, seat, action)
        hands += 1
    return hands / (time.perf_counter() - start)


def openspiel(seconds: float = SECONDS) -> tuple[float, str] | None:
    try:
        import pyspiel
    except ImportError:
        return None
    import importlib.metadata as md

    game = pyspiel.load_game("gin_rummy")
    rng = random.Random(0)
    start, hands = time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            else:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
            state.apply_action(action)
        hands += 1
    return hands / (time.perf_counter() - start), md.version("open_spiel")


def rlcard_rate(seconds: float = SECONDS) -> tuple[float, str] | None:
    try:
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError:
        return None
    env = rlcard.make("gin-rummy", config={"seed": 0})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    start, hands = time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        env.run(is_training=False)
        hands += 1
    return hands / (time.perf_counter() - start), rlcard.__version__


def rows() -> list[tuple[str, float, str]]:
    out = optimiser_rows()
    mine = ours()
    out.append(("gin_rummy random hands/s, ours (Game.apply, copies)", mine, "hands/s"))
    out.append(
        (
            "gin_rummy random hands/s, ours (check+transition in place)",
            ours(in_place=True),
            "hands/s",
        )
    )
    spiel = openspiel()
    if spiel is None:
        print(
            "note: open_spiel is not importable: OpenSpiel comparison skipped (pip install open_spiel)"
        )
    else:
        out.append((f"gin_rummy random hands/s, OpenSpiel {spiel[1]}", spiel[0], "hands/s"))
        out.append(("gin_rummy ours / OpenSpiel", mine / spiel[0], "x"))
    rl = rlcard_rate()
    if rl is None:
        print("note: rlcard is not importable: RLCard comparison skipped (pip install rlcard)")
    else:
        out.append((f"gin_rummy random hands/s, RLCard {rl[1]}", rl[0], "hands/s"))
        out.append(("gin_rummy ours / RLCard", mine / rl[0], "x"))
    return out


if __name__ == "__main__":
    for name, value, unit in rows():
        print(f"{name:62s} {value:10.2f} {unit}")
