"""Random seeded games recorded once per game and shared by every conformance check.

Nothing here names a game: every registered game is played by random bots with the
seat counts and options its ``GameInfo`` declares (``conformance_seats``,
``conformance_options``). The recording keeps every
state and every seat's legal actions, so the checks reuse them instead of
replaying or asking the game again.
"""

from __future__ import annotations

import gc
import os
from functools import cache

from tabletop_widgets.engine import Game, Match, RandomBot, all_games, bot_rng

GAMES = all_games()
N_GAMES = int(os.environ.get("CONFORMANCE_GAMES", "200"))
MAX_MOVES = 50_000


class Recorded:
    """One random game: its ``Match``, every state, and every seat's legal moves at each step."""

    def __init__(self, game: Game, seed: int, num_seats: int, options: dict | None = None):
        self.game, self.seed, self.num_seats = game, seed, num_seats
        self.options = options
        self.match = Match(game, num_seats, seed, options)
        bot, rngs = RandomBot(), [bot_rng(seed, s) for s in range(num_seats)]
        self.states = [self.match.state]
        self.legal_by_step: list[dict[int, list]] = []
        for _ in range(MAX_MOVES):
            acting = self.match.seats_to_act
            state = self.match.state
            self.legal_by_step.append({s: game.legal_actions(state, s) for s in range(num_seats)})
            if not acting:
                break
            seat = rngs[0].choice(acting)
            legal = self.legal_by_step[-1][seat]
            self.match.act(bot.choose(game.view(state, seat), legal, rngs[seat]), seat)
            self.states.append(self.match.state)
        else:
            raise AssertionError(f"{game.name} seed {seed} did not end within {MAX_MOVES} moves")


@cache
def recorded(name: str) -> tuple[Recorded, ...]:
    """The ``N_GAMES`` recorded games of ``name`` (seed ``i`` for game ``i``)."""
    info = GAMES[name].info
    seats, options = info.conformance_seats, info.conformance_options
    # The recording only adds objects that live for the whole session: the cyclic garbage
    # collector, walking them again and again, took ~45 % of its time. It waits meanwhile, and the
    # recorded games are then frozen (gc.freeze), so no later collection walks them either.
    enabled = gc.isenabled()
    gc.disable()
    try:
        games = tuple(
            Recorded(GAMES[name], seed, seats[seed % len(seats)], options[seed % len(options)])
            for seed in range(N_GAMES)
        )
    finally:
        if enabled:
            gc.enable()
    gc.freeze()
    return games
