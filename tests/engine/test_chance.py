"""Declared chance (``Game.chance_outcomes``) against the real transition, for every registered
game that declares it (issue 43: chance declared where it fits).

For a few positions of seeded random games, each declaring game's chance events must be exact
(distinct outcomes whose ``Fraction`` probabilities add up to exactly 1) and match a Monte-Carlo
of the real move: the move is played on ``redraw_chance(state, seed)`` for many seeds (the
chance nobody has seen redrawn), ``chance_result`` reads what chance decided, and every
declared probability must lie in the Wilson interval of its frequency (Bonferroni: 99.9 % for
the event as a whole), with no outcome shown that was not declared. A wrong declaration fails
(``test_a_wrong_declaration_is_caught``).
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from typing import Any

import pytest

from tabletop_widgets.engine import Game, IllegalMove, all_games, freeze
from tabletop_widgets.engine.cards import draw_outcomes
from tabletop_widgets.engine.chance import ChanceOutcome, check_chance
from tabletop_widgets.engine.dice import roll_outcomes
from tabletop_widgets.engine.intervals import proportion_interval
from tabletop_widgets.yum.game import YumGame

from .toy import FOREVER, HOARD

GAMES = all_games()
DECLARING = sorted(name for name, game in GAMES.items() if game.declares_chance)
TRIALS = 12_000  # Monte-Carlo moves per position
CHANCE_POSITIONS = 3  # positions with a chance event, per game
MAX_MOVES = 300  # random moves looked through for them


def positions(game: Game, seed: int) -> list[tuple[dict[str, Any], int, Any]]:
    """``(state, seat, action)``: positions of a seeded random game, ``CHANCE_POSITIONS`` whose
    move has chance and one whose move has none (where the game has one)."""
    rng = random.Random(seed)
    seats = game.info.conformance_seats[0]
    state = game.new_state(seats, seed=seed, options=game.info.conformance_options[0])
    chance, plain = [], []
    for _ in range(MAX_MOVES):
        acting = game.seats_to_act(state)
        if not acting or (len(chance) >= CHANCE_POSITIONS and plain):
            break
        seat = acting[0]
        action = rng.choice(game.legal_actions(state, seat))
        found = chance if game.chance_outcomes(state, seat, action) else plain
        if rng.random() < 0.5 or len(found) < 1:
            found.append((state, seat, action))
        state = game.apply(state, seat, action)
    return chance[:CHANCE_POSITIONS] + plain[:1]


def mismatches(game: Game, state: dict[str, Any], seat: int, action: Any, seed: int) -> list[str]:
    """What is wrong with the declared chance of ``action`` against the real transition."""
    declared = game.chance_outcomes(state, seat, action)
    if declared is None:
        return [f"{action!r}: not declared (a declaring game declares every move)"]
    check_chance(declared)
    counts: Counter = Counter()
    trials = TRIALS if declared else 20
    for i in range(trials):
        before = game.redraw_chance(state, seed * 1_000_003 + i)
        after = game.apply(before, seat, action)
        counts[freeze(game.chance_result(before, seat, action, after))] += 1
    if not declared:
        return [] if set(counts) == {None} else [f"{action!r}: no chance declared, but {counts}"]
    probability = {freeze(o.outcome): o.probability for o in declared}
    wrong = [f"{action!r}: {k!r} shown, not declared" for k in counts if k not in probability]
    level = 1 - 0.001 / len(probability)
    for outcome, p in probability.items():
        low, high = proportion_interval(counts[outcome], trials, level=level)
        if not low <= p <= high:
            wrong.append(
                f"{action!r}: {outcome!r} declared {p}, seen {counts[outcome]} in {trials}"
                f" (interval {low:.5f}..{high:.5f})"
            )
    return wrong


def test_the_registry_has_declaring_games():
    assert "yum" in DECLARING, "Yum declares its dice"
    assert HOARD.declares_chance
    state = FOREVER.new_state(1)
    assert not FOREVER.declares_chance  # the default: nothing declared
    assert FOREVER.chance_outcomes(state, 0, {"type": "pass"}) is None


@pytest.mark.parametrize("name", DECLARING)
def test_declared_chance_is_exact_and_matches_the_real_transition(name):
    game = GAMES[name]
    found = positions(game, seed=7)
    assert sum(1 for s, seat, a in found if game.chance_outcomes(s, seat, a)), "no chance met"
    for i, (state, seat, action) in enumerate(found):
        assert mismatches(game, state, seat, action, seed=i) == []


def test_a_card_draw_and_a_die_match_the_real_transition():
    """The toy card game declares a draw from its unseen stock and a one-die roll."""
    kinds = set()
    for state, seat, action in positions(HOARD, seed=3) + positions(HOARD, seed=4):
        kinds.add(action["type"])
        assert mismatches(HOARD, state, seat, action, seed=1) == []
    assert {"draw", "roll"} <= kinds


class UniformMultisets(YumGame):
    """A wrong declaration: every sorted roll equally likely (forgets the orders)."""

    def dice_outcomes(self, count: int) -> list[ChanceOutcome]:
        rolls = roll_outcomes(count)
        return [ChanceOutcome(o.outcome, Fraction(1, len(rolls))) for o in rolls]


def test_a_wrong_declaration_is_caught():
    game = UniformMultisets()
    state = game.new_state(1, seed=5)
    wrong = mismatches(game, state, 0, {"type": "roll", "hold": []}, seed=0)
    assert len(wrong) > 10, wrong[:3]


def test_yum_declares_its_dice_with_multinomial_counts():
    game = GAMES["yum"]
    state = game.new_state(2, seed=1)
    first = game.chance_outcomes(state, state["current"], {"type": "roll", "hold": []})
    assert len(first) == 252 and sum(o.probability for o in first) == 1
    chance = {o.outcome: o.probability for o in first}
    assert chance[(1, 1, 1, 1, 1)] == Fraction(1, 6**5)
    assert chance[(1, 2, 3, 4, 5)] == Fraction(120, 6**5)
    assert chance[(2, 2, 3, 3, 3)] == Fraction(10, 6**5)
    state = game.apply(state, state["current"], {"type": "roll", "hold": []})
    seat = state["current"]
    assert len(game.chance_outcomes(state, seat, {"type": "roll", "hold": [0, 1, 2]})) == 21
    assert game.chance_outcomes(state, seat, {"type": "score", "box": "yum"}) == []
    with pytest.raises(IllegalMove):
        game.chance_outcomes(state, seat, {"type": "roll", "hold": [0, 1, 2, 3, 4]})
    with pytest.raises(IllegalMove):
        game.chance_outcomes(state, 1 - seat, {"type": "roll", "hold": []})


def test_chance_events_must_be_exact():
    check_chance([])
    check_chance(roll_outcomes(0))
    assert roll_outcomes(0) == [ChanceOutcome((), Fraction(1))]
    with pytest.raises(ValueError, match="add up to 2/3"):
        check_chance([ChanceOutcome("a", Fraction(1, 3)), ChanceOutcome("b", Fraction(1, 3))])
    with pytest.raises(ValueError, match="twice"):
        check_chance([ChanceOutcome([1], Fraction(1, 2)), ChanceOutcome((1,), Fraction(1, 2))])
    with pytest.raises(ValueError, match="Fraction"):
        ChanceOutcome("a", 0.5)
    with pytest.raises(ValueError, match="Fraction"):
        ChanceOutcome("a", Fraction(0))
    with pytest.raises(ValueError):
        roll_outcomes(-1)
    with pytest.raises(ValueError, match="empty"):
        draw_outcomes([])
    two_decks = draw_outcomes(["AS", "KD", "AS", "QH"])
    assert [(o.outcome, o.probability) for o in two_decks] == [
        ("AS", Fraction(1, 2)),
        ("KD", Fraction(1, 4)),
        ("QH", Fraction(1, 4)),
    ]


def test_the_contributing_guide_says_what_the_code_does():
    """docs/contributing.md's "Declaring chance": its example is the toy game's code, its
    Monte-Carlo size is this test's."""
    from pathlib import Path

    guide = (Path(__file__).resolve().parents[2] / "docs" / "contributing.md").read_text()
    section = guide.split("## Declaring chance", 1)[1].split("\n## ", 1)[0]
    example = section.split("```python\n", 1)[1].split("```", 1)[0]
    toy = (Path(__file__).with_name("toy.py")).read_text()
    head, *body = example.strip().splitlines()
    assert head.startswith("def chance_outcomes(") and "def chance_outcomes(" in toy
    for line in body:
        assert line.strip() in toy, line
    assert f"for {TRIALS:,} seeds" in section
    for name in ("chance_outcomes", "chance_result", "declares_chance"):
        assert name in section and hasattr(Game, name), name
