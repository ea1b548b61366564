"""A hypothesis state machine over ``Match`` for every registered game.

Random sequences of legal moves, undos, and save/load round trips must always
agree with a plain replay of the log from the seed.
"""

from __future__ import annotations

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from tabletop_widgets.engine import IllegalMove, Match, all_games

GAMES = all_games()


def machine_for(game):
    class MatchMachine(RuleBasedStateMachine):
        @initialize(
            seed=st.integers(0, 10_000),
            seats=st.sampled_from(sorted(set(game.info.conformance_seats))),
            options=st.sampled_from(game.info.conformance_options),
        )
        def start(self, seed, seats, options):
            self.match = Match(game, seats, seed, options)
            self.moves = 0

        @precondition(lambda self: not self.match.is_terminal)
        @rule(pick=st.integers(0, 10**6))
        def play(self, pick):
            acting = self.match.seats_to_act
            seat = acting[pick % len(acting)]
            legal = self.match.legal_actions(seat)
            self.match.act(legal[pick % len(legal)], seat)
            self.moves += 1

        @precondition(lambda self: self.match.moves)
        @rule()
        def undo(self):
            moves = self.match.moves
            self.match.undo()
            assert self.match.moves == moves[:-1]
            assert set(self.match.log[-1]) == {"redraw"}, "Undo appends a redraw entry"

        @rule()
        def save_and_load(self):
            loaded = Match.from_json(self.match.to_json())
            assert loaded.state == self.match.state and loaded.log == self.match.log
            self.match = loaded

        @rule()
        def refused_move_changes_nothing(self):
            before = self.match.to_json()
            with pytest.raises(IllegalMove):
                self.match.act(
                    {"type": "certainly-not-a-move"}, seat=(self.match.seats_to_act or [0])[0]
                )
            assert self.match.to_json() == before

        @invariant()
        def log_replays_to_the_state(self):
            if hasattr(self, "match"):
                *_, last = self.match.states()
                assert last == self.match.state

    MatchMachine.__name__ = f"MatchMachine_{game.name}"
    return MatchMachine


@pytest.mark.parametrize("name", sorted(GAMES))
def test_match_state_machine(name):
    machine = machine_for(GAMES[name])
    machine.TestCase.settings = settings(max_examples=15, stateful_step_count=25, deadline=None)
    machine.TestCase().runTest()
