"""The Gnumies' class experiments: how often the class bids the Gnalli when it may.

Bids are sealed until the reveal, so the observer reads them only from the public reveal (the
view's ``reveal``: every card shown at once). A bid counts only where the Gnalli was a legal
choice for that player: still in the hand, the offer not a Wullawaki, not a re-pick after
everybody played the Gnalli (numbered cards only then). Hands are public (every play is
revealed), so that check uses public facts too.

The lesson solves one small situation exactly, the Gnalli duel (section 3): two players who
both hold the Gnalli, 10, 20 and 30, bidding for a 4-point guest. ``gnumies-gnalli-duel``
counts only bids made in that situation and compares them with the duel's optimal mix;
``gnumies-gnalli-rate`` counts every bid where the Gnalli was allowed, over whole games, and
shows the duel's value only as a model to discuss, not as what the class should reach.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from ..engine.experiments import Experiment, Reference
from ..engine.observers import Moment, Observer, Outcome
from .rules import GNALLI

#: The lesson's Gnalli duel: Red and Yellow hold the Gnalli, 10, 20 and 30; a 4-point guest;
#: a bid card costs 1 point per 10; the Gnalli is worth 2 and the next card 4.
DUEL_GUEST, DUEL_CARDS, DUEL_NEXT, DUEL_GNALLI_COST = 4, (10, 20, 30), 4, 2
DUEL_HAND = sorted([*DUEL_CARDS, GNALLI], key=str)


def in_duel(table: dict[str, Any], seat: int) -> bool:
    """Whether ``seat`` bids in the lesson's duel: two bidders, both holding exactly the
    Gnalli, 10, 20 and 30, for a guest worth 4."""
    pickers = table["pickers"]
    return (
        table["offer"] == DUEL_GUEST
        and len(pickers) == 2
        and seat in pickers
        and all(sorted(table["hands"][s], key=str) == DUEL_HAND for s in pickers)
    )


class GnalliBids(Observer):
    """At each reveal, every bid where the Gnalli was allowed: 1 if it was the Gnalli.

    ``counts(table, seat)`` narrows the bids that count; ``chance(table, seat)`` gives each
    counted bid the lesson's value for that bidder (``None``: no per-bid value).
    """

    def __init__(
        self,
        counts: Callable[[dict[str, Any], int], bool] | None = None,
        chance: Callable[[dict[str, Any], int], float | None] | None = None,
    ) -> None:
        self.counts = counts
        self.chance = chance

    def step(
        self, before: Moment, seat: int, action: dict[str, Any] | None, after: Moment
    ) -> list[Outcome]:
        was, now = before.view(seat), after.view(seat)
        reveal = now["reveal"]
        if reveal is None or reveal == was["reveal"] or was["phase"] != "choose":
            return []
        out: list[Outcome] = []
        for bidder, card, _luckynits in reveal["bids"]:
            allowed = was["gnalli_allowed"] and GNALLI in was["hands"][bidder]
            if allowed and (self.counts is None or self.counts(was, bidder)):
                chance = None if self.chance is None else self.chance(was, bidder)
                out.append((bidder, 1.0 if card == GNALLI else 0.0, chance))
        return out


def duel_bids() -> GnalliBids:
    """Bids in the lesson's duel, each with its side's optimal Gnalli weight (Red, Yellow)."""
    weights = duel_gnalli_weights()
    return GnalliBids(in_duel, lambda table, seat: float(weights[table["colours"][seat]]))


def gnalli_duel_matrix() -> tuple[tuple[Any, ...], list[list[Fraction]]]:
    """Red's payoffs in the lesson's Gnalli duel (rows Red, columns Yellow), ties by Luckynits."""
    from .rules import luckynits

    def red_wins(r: int, c: int) -> bool:
        return r > c or (r == c and luckynits("red", r) > luckynits("yellow", c))

    def duel(r: int, c: int) -> Fraction:
        if red_wins(r, c):
            return Fraction(DUEL_GUEST) - Fraction(r, 10)
        return -(Fraction(DUEL_GUEST) - Fraction(c, 10))

    plain = [[duel(r, c) for c in DUEL_CARDS] for r in DUEL_CARDS]
    duel_value = max(min(row) for row in plain)
    look = max(DUEL_NEXT - DUEL_GNALLI_COST, -DUEL_NEXT)

    def payoff(r: Any, c: Any) -> Fraction:
        if r == "G" and c == "G":
            return duel_value
        if r == "G":
            return look - (DUEL_GUEST - Fraction(c, 10))
        if c == "G":
            return (DUEL_GUEST - Fraction(r, 10)) - look
        return duel(r, c)

    moves = ("G", *DUEL_CARDS)
    return moves, [[payoff(r, c) for c in moves] for r in moves]


def solve_zero_sum(matrix: list[list[Fraction]]) -> tuple[list[Fraction], Fraction]:
    """The row player's optimal mix and the game's value, by linear programming, verified exactly.

    ``scipy.optimize.linprog`` finds the mix in floating point; the fractions it suggests are
    then checked exactly (the mix guarantees the value against every column, and the column
    player's mix holds every row to it), so the answer is proved, not guessed.
    """
    import numpy as np
    from scipy.optimize import linprog

    def lp(a: Any) -> tuple[list[Fraction], Fraction]:
        a = np.array(a, dtype=float)
        n, m = a.shape
        res = linprog(
            np.r_[np.zeros(n), -1.0],
            A_ub=np.c_[-a.T, np.ones(m)],
            b_ub=np.zeros(m),
            A_eq=np.r_[np.ones(n), 0.0].reshape(1, -1),
            b_eq=[1.0],
            bounds=[(0, None)] * n + [(None, None)],
            method="highs",
        )
        if not res.success:
            raise ArithmeticError(res.message)
        mix = [Fraction(float(p)).limit_denominator(1000) for p in res.x[:n]]
        return mix, Fraction(float(res.x[-1])).limit_denominator(1000)

    rows, value = lp(matrix)
    cols, _ = lp([[-matrix[i][j] for i in range(len(matrix))] for j in range(len(matrix[0]))])
    n, m = len(matrix), len(matrix[0])
    ok = (
        sum(rows) == 1
        and sum(cols) == 1
        and all(sum(rows[i] * matrix[i][j] for i in range(n)) >= value for j in range(m))
        and all(sum(cols[j] * matrix[i][j] for j in range(m)) <= value for i in range(n))
    )
    if not ok:
        raise ArithmeticError("the linear program's fractions do not verify exactly")
    return rows, value


def duel_gnalli_weights() -> dict[str, Fraction]:
    """The Gnalli's weight in each side's optimal mix for the lesson's duel (the LP of
    section 3, for Red the row player and for Yellow the column player)."""
    moves, matrix = gnalli_duel_matrix()
    red, _value = solve_zero_sum(matrix)
    yellow, _ = solve_zero_sum(
        [[-matrix[i][j] for i in range(len(matrix))] for j in range(len(matrix[0]))]
    )
    g = moves.index("G")
    return {"red": red[g], "yellow": yellow[g]}


def _weights_text() -> str:
    w = duel_gnalli_weights()
    return f"Red {w['red']}, Yellow {w['yellow']}"


def duel_reference() -> Reference:
    return Reference.per_outcome(
        "the Gnalli's share in each side's best mix for the lesson's duel (section 3: "
        f"{_weights_text()}, the Luckynits make the sides differ), averaged over the bids; "
        "the duel assumes the next party card is worth 4 and the Gnalli 2",
    )


def rate_reference() -> Reference:
    return Reference.of_fraction(
        duel_gnalli_weights()["red"],
        "for comparison only: Red's share of the Gnalli in the best mix for the lesson's duel "
        f"({_weights_text()}; two players holding the Gnalli, 10, 20 and 30, a 4-point "
        "guest); whole games hold many other situations, so this is a question to discuss, "
        "not a target",
        kind="model",
    )


def experiments() -> tuple[Experiment, ...]:
    """The Gnumies' class experiments (registered with the game)."""
    return (
        # title, question, recorded, measure: classroom catalog msgids (docs/languages.md)
        Experiment(
            id="gnumies-gnalli-rate",
            title="How often does the class bid the Gnalli when it may?",
            question="When the Gnalli is allowed (you hold it, the offer is not a Wullawaki, "
            "no re-pick), how often do you bid it?",
            kind="proportion",
            unit="bid",
            recorded="each bid, read at the reveal, where the bidder could have played the "
            "Gnalli: 1 if it was the Gnalli; bids where it was not allowed are left out",
            make_observer=GnalliBids,
            reference_of=rate_reference,
        ),
        Experiment(
            id="gnumies-gnalli-duel",
            title="The Gnalli in the lesson's duel",
            question="With the Gnalli, 10, 20 and 30 against the same hand, bidding for a "
            "4-point guest, how often do you bid the Gnalli?",
            kind="proportion",
            unit="bid",
            recorded="each bid, read at the reveal, in a 2-player room where both players "
            "hold exactly the Gnalli, 10, 20 and 30 and the offer is a guest worth 4: 1 if it "
            "was the Gnalli",
            make_observer=duel_bids,
            reference_of=duel_reference,
            seat_counts=(2,),
        ),
    )
