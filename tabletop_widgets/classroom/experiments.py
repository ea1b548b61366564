"""Class experiments: outcomes the class really produces while playing, against the lesson's answer.

An experiment asks one question of a game (for example "how often do five dice show five of
a kind within three rolls?"). Its outcomes are never typed in by a student: they are read
from the replayed log of rooms the table server holds (each accepted move, as the engine
checked it), so a chart can only show what was really played. Every experiment names the
value the lesson derives, computed by the library's own code, and how it was computed
(``exact``, ``simulated`` with its interval, or a ``model`` the lesson uses).

>>> from tabletop_widgets.classroom import experiments as ex
>>> ex.EXPERIMENTS["yum-five-of-a-kind"].reference().value  # doctest: +ELLIPSIS
0.04602...
>>> ex.wilson(5, 100)  # doctest: +ELLIPSIS
(0.0215..., 0.1117...)

Records are plain dicts (one outcome each: experiment, room, seat, student, value and, where
the chance depends on the moment, its exact ``chance``); ``summarize`` pools them, and
``to_dataframe`` / ``to_csv`` export them.
"""

from __future__ import annotations

import csv
import io
import math
import random
import statistics
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from typing import Any

from ..engine.core import Game
from ..engine.match import apply_entry, is_move

# A recorded outcome: ``{"experiment", "room", "seat", "student", "index", "value", "chance"}``.
Record = dict[str, Any]
# What an observer returns for one move: ``(seat, value, chance or None)`` per outcome.
Outcome = tuple[int, float, float | None]

RECORD_COLUMNS = ("experiment", "room", "seat", "student", "index", "value", "chance")


@dataclass(frozen=True)
class Reference:
    """The lesson's value an experiment converges to, and how the library computed it."""

    value: float
    #: ``"exact"`` (a fraction from the library), ``"simulated"`` (seeded library run with an
    #: interval), ``"per-outcome"`` (the mean of each outcome's exact chance at its moment),
    #: or ``"model"`` (the lesson's simplified model of the game, not the full game).
    kind: str
    #: One sentence saying where the number comes from.
    label: str
    exact: Fraction | None = None
    low: float | None = None
    high: float | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "value": self.value,
            "kind": self.kind,
            "label": self.label,
            "exact": None
            if self.exact is None
            else f"{self.exact.numerator}/{self.exact.denominator}",
            "low": self.low,
            "high": self.high,
        }


class Observer:
    """Walks one room's log and says which outcomes each move produced (subclass per experiment)."""

    def start(self, state: dict[str, Any]) -> list[Outcome]:
        """Outcomes visible in the initial state (a dealt hand)."""
        return []

    def step(
        self, before: dict[str, Any], seat: int, action: Any, after: dict[str, Any]
    ) -> list[Outcome]:
        """Outcomes produced by one accepted move."""
        return []


@dataclass(frozen=True)
class Experiment:
    """One question asked of a game, tied to a lesson."""

    id: str
    game: str
    lesson: str
    title: str
    question: str
    #: ``"proportion"`` (values 0/1, Wilson interval) or ``"mean"``.
    kind: str
    #: What one outcome is ("turn", "deal", "draw", "bid").
    unit: str
    #: How the room's real play produces an outcome.
    recorded: str
    make_observer: Callable[[], Observer] = field(repr=False)
    reference_of: Callable[[], Reference] = field(repr=False)
    #: Seat counts whose rooms count (None: every seat count).
    seat_counts: tuple[int, ...] | None = None

    def reference(self) -> Reference:
        """The lesson's value (computed once per process)."""
        return _reference(self.id)

    def accepts(self, num_seats: int) -> bool:
        return self.seat_counts is None or num_seats in self.seat_counts

    def describe(self) -> dict[str, Any]:
        """Plain data for pages and widgets."""
        return {
            "id": self.id,
            "game": self.game,
            "lesson": self.lesson,
            "title": self.title,
            "question": self.question,
            "kind": self.kind,
            "unit": self.unit,
            "recorded": self.recorded,
            "seat_counts": list(self.seat_counts) if self.seat_counts else None,
        }


@cache
def _reference(experiment_id: str) -> Reference:
    return EXPERIMENTS[experiment_id].reference_of()


# ----- statistics ------------------------------------------------------------------------------


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % by default); (0, 1) with no trials."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: Sequence[float], z: float = 1.96) -> tuple[float, float]:
    """A normal-approximation interval of a mean (needs two values; else the values' range)."""
    if len(values) < 2:
        v = values[0] if values else 0.0
        return (v, v)
    m = statistics.fmean(values)
    half = z * statistics.stdev(values) / math.sqrt(len(values))
    return (m - half, m + half)


# ----- observers, one per experiment ----------------------------------------------------------


class YumFiveOfAKind(Observer):
    """A turn ends with a score; it counts 1 if any of its rolls showed five alike."""

    def __init__(self) -> None:
        self.seen: dict[int, bool] = {}

    def step(self, before, seat, action, after):
        if action.get("type") == "roll":
            dice = after["dice"]
            if len(dice) == 5 and len(set(dice)) == 1:
                self.seen[seat] = True
            return []
        if action.get("type") == "score":
            return [(seat, 1.0 if self.seen.pop(seat, False) else 0.0, None)]
        return []


class GyumiNextCardFits(Observer):
    """A blind draw from the draw pile counts 1 if the card can grow the drawer's series.

    "Fits" means: the drawer's series of that fruit has room (fewer than 5 cards) and
    does not hold that number yet, so the card adds to its run. The exact chance at that
    moment is the share of such cards in the true draw pile (the shuffle makes the top card
    uniform among them).
    """

    def step(self, before, seat, action, after):
        if action.get("type") != "draw":
            return []
        from ..gyumi import game as gyumi_game
        from ..gyumi import rules as gyumi_rules

        series = {
            f: [int(d) for d in nums] for f, nums in zip(gyumi_rules.FRUITS, before["series"][seat])
        }

        def fits(code: str) -> bool:
            fruit, number = gyumi_rules.parse_card(gyumi_game.READABLE[code])
            nums = series[fruit]
            return gyumi_rules.can_play(len(nums)) and number not in nums

        pile = before["draw"]
        codes = [pile[i : i + 2] for i in range(0, len(pile), 2)]
        if not codes:
            return []
        chance = sum(map(fits, codes)) / len(codes)
        return [(seat, 1.0 if fits(after["holding"]) else 0.0, chance)]


class CarouselGroupDealt(Observer):
    """Every dealt hand counts 1 if it holds a group (three or four of a rank, a joker may fill in)."""

    def __init__(self) -> None:
        self.round = None

    def _deal(self, state: dict[str, Any]) -> list[Outcome]:
        if state.get("round") == self.round or "hands" not in state:
            return []
        self.round = state.get("round")
        from ..carousel import game as carousel_game
        from ..carousel import rules as carousel_rules

        out = []
        for seat, hand in enumerate(state["hands"]):
            melds = carousel_game.hand_melds(hand)
            group = any(carousel_rules.meld_kind(m) == "group" for m in melds)
            out.append((seat, 1.0 if group else 0.0, None))
        return out

    def start(self, state):
        return self._deal(state)

    def step(self, before, seat, action, after):
        return self._deal(after)


class GinKnockableDeal(Observer):
    """Every dealt hand counts 1 if its deadwood is 10 or less (a knock is possible as dealt)."""

    def __init__(self) -> None:
        self.hand_no = None

    def _deal(self, state: dict[str, Any]) -> list[Outcome]:
        if state.get("hand_no") == self.hand_no or state.get("over"):
            return []
        self.hand_no = state.get("hand_no")
        from ..gin_rummy import rules as gin_rules

        return [
            (seat, 1.0 if gin_rules.can_knock(gin_rules.min_deadwood(hand[:10])) else 0.0, None)
            for seat, hand in enumerate(state["hands"])
        ]

    def start(self, state):
        return self._deal(state)

    def step(self, before, seat, action, after):
        return self._deal(after)


class GinTurnsToKnock(Observer):
    """Every hand that ends in a knock or gin counts the turns it took (the knocker's outcome)."""

    def step(self, before, seat, action, after):
        if action.get("type") not in ("knock", "gin"):
            return []
        return [(seat, float(before["turns"] + 1), None)]


class GnumiesGnalliRate(Observer):
    """Every bid made while still holding the Gnalli counts 1 if the bid is the Gnalli."""

    def step(self, before, seat, action, after):
        if action.get("type") != "play":
            return []
        from ..gnumies import rules as gnumies_rules

        if gnumies_rules.GNALLI not in before["hands"][seat]:
            return []
        return [(seat, 1.0 if action.get("card") == gnumies_rules.GNALLI else 0.0, None)]


# ----- the lessons' values, from the library's own code ----------------------------------------


def yum_reference() -> Reference:
    from ..yum import probability

    exact = probability.five_of_a_kind_chance(3)
    return Reference(
        float(exact),
        "exact",
        "yum.probability.five_of_a_kind_chance(3): keep the most common face for three rolls",
        exact=exact,
    )


def gyumi_reference() -> Reference:
    return Reference(
        float("nan"),
        "per-outcome",
        "mean of each draw's exact chance: the share of fitting cards in the true draw pile",
    )


def poly_power(coefficients: Sequence[int], power: int) -> list[int]:
    """The coefficients of a polynomial raised to ``power`` (index = exponent)."""
    out = [1]
    for _ in range(power):
        nxt = [0] * (len(out) + len(coefficients) - 1)
        for i, a in enumerate(out):
            for j, b in enumerate(coefficients):
                nxt[i + j] += a * b
        out = nxt
    return out


def carousel_group_chance(hand_size: int | None = None) -> Fraction:
    """Exact chance that a hand dealt from Carousel's one-deck pack (2 players) holds a group.

    Counts the hands without a group with generating polynomials (the lesson's method): with
    no joker each rank gives at most two cards, ``1 + 4x + 6x^2``; with the joker a pair
    would make a group, so each rank gives at most one card, ``1 + 4x``.
    """
    from ..carousel import rules as carousel_rules
    from ..carousel.rules import HAND_SIZE
    from ..engine.cards import rank

    size = HAND_SIZE if hand_size is None else hand_size
    deck = carousel_rules.deck_for(2)
    jokers = sum(1 for c in deck if carousel_rules.is_joker(c))
    by_rank: dict[int, int] = {}
    for c in deck:
        if not carousel_rules.is_joker(c):
            by_rank[rank(c)] = by_rank.get(rank(c), 0) + 1
    suits = set(by_rank.values())
    if jokers != 1 or suits != {4}:
        raise ValueError("the polynomial count assumes one joker and four suits")
    ranks = len(by_rank)
    no_joker = poly_power([1, 4, 6], ranks)[size]
    with_joker = poly_power([1, 4], ranks)[size - 1]
    return 1 - Fraction(no_joker + with_joker, math.comb(len(deck), size))


def carousel_reference() -> Reference:
    exact = carousel_group_chance()
    return Reference(
        float(exact),
        "exact",
        "generating polynomials over the 53-card pack (the lesson's count)",
        exact=exact,
    )


GIN_REFERENCE_DEALS = 60_000


def gin_reference(deals: int = GIN_REFERENCE_DEALS, seed: int = 2024) -> Reference:
    from ..engine.cards import make_deck
    from ..gin_rummy import rules as gin_rules

    deck = make_deck()
    rng = random.Random(seed)
    hits = sum(
        gin_rules.can_knock(gin_rules.min_deadwood(rng.sample(deck, 10))) for _ in range(deals)
    )
    low, high = wilson(hits, deals)
    return Reference(
        hits / deals,
        "simulated",
        f"gin_rummy.rules.min_deadwood over {deals:,} seeded random deals ({hits} knockable)",
        low=low,
        high=high,
    )


GIN_REFERENCE_HANDS = 400


def gin_turns_reference(hands: int = GIN_REFERENCE_HANDS) -> Reference:
    """Mean turns until a knock or gin between two ``FairBot`` bots (the lesson's part 3), seeded."""
    from ..engine.bots import bot_rng, play_bots
    from ..engine.match import Match
    from ..gin_rummy import GAME, FairBot

    turns, endless = [], 0
    for seed in range(hands):
        match = Match(GAME, 2, seed=seed, options={"match_target": 0})
        bots = {0: FairBot(), 1: FairBot()}
        try:
            play_bots(match, bots, {0: bot_rng(seed, 0), 1: bot_rng(seed, 1)}, max_moves=2000)
        except RuntimeError:  # two FairBots can pass the same discards back and forth forever
            endless += 1
            continue
        if match.state["last_hand"]["kind"] != "draw":
            turns.append(float(match.state["turns"]))
    low, high = mean_interval(turns)
    return Reference(
        statistics.fmean(turns),
        "simulated",
        f"two gin_rummy.FairBot players, {len(turns)} seeded hands ending in a knock or gin "
        f"(median {statistics.median(turns):g}"
        + (f"; {endless} endless hand(s) left out)" if endless else ")"),
        low=low,
        high=high,
    )


#: The lesson's Gnalli duel: Red and Yellow hold the Gnalli, 10, 20 and 30; a 4-point guest;
#: a bid card costs 1 point per 10; the Gnalli is worth 2 and the next card 4.
DUEL_GUEST, DUEL_CARDS, DUEL_NEXT, DUEL_GNALLI_COST = 4, (10, 20, 30), 4, 2


def gnalli_duel_matrix() -> tuple[tuple[Any, ...], list[list[Fraction]]]:
    """Red's payoffs in the lesson's Gnalli duel (rows Red, columns Yellow), ties by Luckynits."""
    from ..gnumies import rules as gnumies_rules

    def red_wins(r: int, c: int) -> bool:
        return r > c or (
            r == c and gnumies_rules.luckynits("red", r) > gnumies_rules.luckynits("yellow", c)
        )

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


def gnumies_reference() -> Reference:
    moves, matrix = gnalli_duel_matrix()
    mix, value = solve_zero_sum(matrix)
    share = mix[moves.index("G")]
    text = ", ".join(f"{m} {p}" for m, p in zip(moves, mix))
    return Reference(
        float(share),
        "model",
        f"the lesson's Gnalli duel (not the full game), LP optimum for Red: {text}; value {value}",
        exact=share,
    )


EXPERIMENTS: dict[str, Experiment] = {
    e.id: e
    for e in (
        Experiment(
            id="yum-five-of-a-kind",
            game="yum",
            lesson="yum_lesson",
            title="Five of a kind within three rolls",
            question="How often does a turn show five of a kind within its three rolls?",
            kind="proportion",
            unit="turn",
            recorded="each scored turn: 1 if any of its rolls showed five alike (aim for it: keep "
            "the most common face)",
            make_observer=YumFiveOfAKind,
            reference_of=yum_reference,
        ),
        Experiment(
            id="gyumi-next-card-fits",
            game="gyumi",
            lesson="gyumi_lesson",
            title="Does the next card fit your series?",
            question="When you draw blind, how often does the card grow one of your series?",
            kind="proportion",
            unit="draw",
            recorded="each draw from the draw pile: 1 if its fruit's series has room and lacks "
            "that number; its exact chance is the share of such cards in the draw pile",
            make_observer=GyumiNextCardFits,
            reference_of=gyumi_reference,
        ),
        Experiment(
            id="carousel-group-dealt",
            game="carousel",
            lesson="carousel_lesson",
            title="A group in a dealt hand",
            question="How often does a dealt hand of 10 hold a group (three or four of a rank)?",
            kind="proportion",
            unit="deal",
            recorded="each hand dealt in a 2-player room (one 53-card pack), every round",
            make_observer=CarouselGroupDealt,
            reference_of=carousel_reference,
            seat_counts=(2,),
        ),
        Experiment(
            id="gin-knockable-deal",
            game="gin_rummy",
            lesson="gin_rummy_lesson",
            title="A knockable deal",
            question="How often is a dealt hand of 10 already at 10 deadwood or less?",
            kind="proportion",
            unit="deal",
            recorded="each hand dealt, every hand of the match",
            make_observer=GinKnockableDeal,
            reference_of=gin_reference,
        ),
        Experiment(
            id="gin-turns-to-knock",
            game="gin_rummy",
            lesson="gin_rummy_lesson",
            title="Turns until a knock",
            question="How many turns does a hand last before someone knocks (or goes gin)?",
            kind="mean",
            unit="hand",
            recorded="each hand that ends in a knock or gin: the turns played, counted for the "
            "player who knocked",
            make_observer=GinTurnsToKnock,
            reference_of=gin_turns_reference,
        ),
        Experiment(
            id="gnumies-gnalli-rate",
            game="gnumies",
            lesson="gnumies_lesson",
            title="How often does the class play the Gnalli?",
            question="When you still hold the Gnalli, how often do you bid it?",
            kind="proportion",
            unit="bid",
            recorded="each bid made while the bidder still held the Gnalli: 1 if it was the Gnalli",
            make_observer=GnumiesGnalliRate,
            reference_of=gnumies_reference,
        ),
    )
}


def experiments_for(game: str) -> list[Experiment]:
    """The experiments asked of one game."""
    return [e for e in EXPERIMENTS.values() if e.game == game]


def get_experiment(experiment_id: str) -> Experiment:
    """The experiment with this id, or ``KeyError`` with the known ids."""
    try:
        return EXPERIMENTS[experiment_id]
    except KeyError:
        raise KeyError(
            f"no experiment {experiment_id!r} (known: {', '.join(sorted(EXPERIMENTS))})"
        ) from None


# ----- from a room's log to records -----------------------------------------------------------


class RoomReader:
    """Replays one room's log incrementally and turns its moves into records.

    Keep one per (experiment, room): ``feed`` takes the full log each time and only
    replays the entries it has not seen yet, so a live chart costs one step per new move.
    """

    def __init__(
        self,
        experiment: Experiment,
        game: Game,
        room: str,
        initial: dict[str, Any],
        names: Sequence[str],
    ) -> None:
        self.experiment = experiment
        self.game = game
        self.room = room
        self.names = list(names)
        self.state = initial
        self.done = 0
        self.records: list[Record] = []
        self.observer = experiment.make_observer()
        self._add(self.observer.start(initial))

    def _add(self, outcomes: Iterable[Outcome]) -> None:
        for seat, value, chance in outcomes:
            self.records.append(
                {
                    "experiment": self.experiment.id,
                    "room": self.room,
                    "seat": seat,
                    "student": self.names[seat] if 0 <= seat < len(self.names) else f"seat {seat}",
                    "index": self.done,
                    "value": value,
                    "chance": chance,
                }
            )

    def feed(
        self, log: Sequence[dict[str, Any]], names: Sequence[str] | None = None
    ) -> list[Record]:
        """Replay the entries of ``log`` not seen yet; return the new records."""
        if names is not None:
            self.names = list(names)
        start = len(self.records)
        for entry in log[self.done :]:
            before = self.state
            after = apply_entry(self.game, before, entry)
            if is_move(entry):
                self._add(self.observer.step(before, entry["seat"], entry["action"], after))
            self.state = after
            self.done += 1
        return self.records[start:]


def records_from_log(
    experiment_id: str,
    game: Game,
    initial: dict[str, Any],
    log: Sequence[dict[str, Any]],
    room: str = "",
    names: Sequence[str] | None = None,
) -> list[Record]:
    """Every record one game's log produces for an experiment (replays from ``initial``)."""
    experiment = get_experiment(experiment_id)
    if experiment.game != game.name:
        raise ValueError(f"{experiment_id} is an experiment of {experiment.game}, not {game.name}")
    reader = RoomReader(experiment, game, room, initial, names or initial["names"])
    reader.feed(log)
    return reader.records


# ----- pooling and export ----------------------------------------------------------------------


def summarize(experiment_id: str, records: Sequence[Record]) -> dict[str, Any]:
    """The pooled result, its interval, the lesson's value and each student's own figure."""
    experiment = get_experiment(experiment_id)
    values = [float(r["value"]) for r in records]
    n = len(values)
    ref = experiment.reference()
    reference = ref.as_dict()
    chances = [r["chance"] for r in records if r.get("chance") is not None]
    if ref.kind == "per-outcome":
        reference["value"] = statistics.fmean(chances) if chances else None
    if experiment.kind == "proportion":
        hits = int(sum(values))
        estimate = hits / n if n else None
        low, high = wilson(hits, n)
    else:
        hits = None
        estimate = statistics.fmean(values) if n else None
        low, high = mean_interval(values)
    by_student: dict[str, list[Record]] = {}
    for r in records:
        by_student.setdefault(r["student"], []).append(r)
    students = []
    for name, rows in sorted(by_student.items()):
        vals = [float(r["value"]) for r in rows]
        k = int(sum(vals))
        entry = {"student": name, "n": len(vals), "estimate": statistics.fmean(vals)}
        if experiment.kind == "proportion":
            entry["hits"] = k
            entry["low"], entry["high"] = wilson(k, len(vals))
        own = [r["chance"] for r in rows if r.get("chance") is not None]
        if own:
            entry["expected"] = statistics.fmean(own)
        students.append(entry)
    estimates = sorted(s["estimate"] for s in students)
    spread = None
    if estimates:
        qs = (
            statistics.quantiles(estimates, n=4, method="inclusive")
            if len(estimates) > 1
            else [estimates[0]] * 3
        )
        spread = {
            "min": estimates[0],
            "q1": qs[0],
            "median": qs[1],
            "q3": qs[2],
            "max": estimates[-1],
        }
    rooms = sorted({r["room"] for r in records})
    return {
        "experiment": experiment.describe(),
        "n": n,
        "hits": hits,
        "estimate": estimate,
        "low": low if n else None,
        "high": high if n else None,
        "reference": reference,
        "students": students,
        "spread": spread,
        "rooms": len(rooms),
    }


def to_dataframe(records: Sequence[Record]):
    """The records as a pandas DataFrame (one row per outcome, ``RECORD_COLUMNS``)."""
    import pandas as pd

    return pd.DataFrame.from_records(list(records), columns=list(RECORD_COLUMNS))


def to_csv(records: Sequence[Record], path: str | None = None) -> str:
    """The records as CSV text (written to ``path`` as well when given)."""
    buffer = io.StringIO()
    writer = csv.DictWriter(
        buffer, fieldnames=list(RECORD_COLUMNS), extrasaction="ignore", lineterminator="\n"
    )
    writer.writeheader()
    for r in records:
        writer.writerow({k: ("" if r.get(k) is None else r.get(k)) for k in RECORD_COLUMNS})
    text = buffer.getvalue()
    if path is not None:
        with open(path, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
    return text
