"""The best play: put the most hand points (or cards) on the table, rearranging it as needed.

One integer programme solved exactly by HiGHS (``scipy.optimize.milp``), after
van Rijn, Takes and Vis, "The complexity of Rummikub problems" (2015):

* Every valid table can be cut into *templates*: groups of 3 or 4 distinct suits
  and sequences of 3, 4 or 5 cards (a longer sequence splits into such pieces).
  A template may hold jokers in some of its places (each joker then stands for
  that place's card).
* ``x[m]`` = how often template ``m`` is used (twice is possible with two decks);
  ``y[c]`` = how many copies of hand card ``c`` are played; ``yj`` = hand jokers played.
* Every table card is used exactly once: for each card ``c``,
  ``sum(x[m] for m holding c) = table[c] + y[c]``; the joker places in the templates
  are the table's jokers plus ``yj`` (a freed joker is placed again, never taken to hand).
* 2.5 jokers keep their names unless freed: for each name ``X`` of ``k`` table jokers,
  ``k - freed`` joker places stand for ``X``. ``f[i]`` = 1 frees table joker ``i``
  (named ``X``, in meld ``M``); it needs the real ``X`` in its place: a template holding a
  natural ``X`` and another card of ``M`` (``rules.play_problem``'s test), one such
  template per freed joker (two jokers named ``X``: two templates). The real card may come
  from the hand or from anywhere on the table, and ``M``'s other cards may move too, so
  a swap that needs the rest of its meld rearranged is found like any other play.
  Joker places other than the table jokers' names are only for the hand's jokers and
  the freeable ones (which keeps the programme small).
* With one deck (two players) a card and a joker standing for it are never both on the
  table: for each card, natural places + joker places <= 1.
* At least one hand card is played; maximise the points (or the number of cards).

The budget is CPU time (``time.thread_time`` of the thread asking), so a busy machine does
not cut the search short and an idle one is not made to wait: HiGHS's own limit (wall
time) is the CPU time left divided by the share of a core this thread has had so far,
and never more than ``wall_limit``. Out of time, the best play found is kept (HiGHS's, or
the greedy play of ``plays.greedy_play`` when HiGHS found none) and ``Play.optimal``
says it was not proven the best. The returned table is checked by ``rules.play_problem``.
HiGHS runs without presolve and without its feasibility-jump heuristic
(``programme.HIGHS_OPTIONS``),
and proven answers are cached per position (``CACHE_SIZE``), so a Hint asked again, the
coach bot and a review answer it at once. New melds from a hand without jokers (an empty
table: ``hand_only_play``) need no HiGHS when one set of them is the only best:
``only_best_packing`` finds it by a short search, and leaves ties to HiGHS.
"""

from __future__ import annotations

import os
import threading
import time
from collections import Counter, OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations

from ..engine.cards import JOKER, SUITS, make_card
from . import rules
from .plays import greedy_play
from .programme import (
    INDEX,
    NO_REALIZATION,
    Columns,
    Position,
    Rows,
    every_card_placed,
    freed_jokers_are_replaced,
    one_deck_and_one_hand_card,
    realize,
    solve_programme,
    table_jokers_keep_their_names,
)
from .rules import card_points

CARDS = rules.ALL_CARDS  # 52 natural cards
MAX_JOKERS = 2
#: The solver's default budget, in CPU seconds of the thread asking.
CPU_SECONDS = 10.0
#: However busy the machine, a search ends after this many times its CPU budget in wall
#: time (a hint, budgeted ``queries.HINT_SECONDS`` = 0.25 s of CPU, stops searching within
#: 0.75 s, which leaves room for building the programme and checking the play within a second).
WALL_PER_CPU = 3.0


@dataclass(frozen=True)
class Play:
    """A play found by the solver: the whole new table and the hand cards it uses."""

    melds: list[list[str]]
    cards: list[str]
    points: int
    #: False when the budget ran out before this play was proven the best.
    optimal: bool = True

    def action(self) -> dict:
        return {"type": "play", "melds": [list(m) for m in self.melds]}


class Budget:
    """A search's budget: ``cpu`` seconds of this thread's CPU time, at most ``wall`` seconds."""

    def __init__(self, cpu: float, wall: float) -> None:
        self.cpu, self.wall = cpu, wall
        self.cpu0, self.wall0 = time.thread_time(), time.perf_counter()

    def cpu_left(self) -> float:
        return self.cpu - (time.thread_time() - self.cpu0)

    def wall_left(self) -> float:
        return self.wall - (time.perf_counter() - self.wall0)

    def seconds(self) -> float:
        """The wall time a solver may take now: the CPU time left at this thread's share of a
        core (the least of the share measured so far and cores / load average, between
        1 / ``WALL_PER_CPU`` and 1), within the wall limit."""
        used_wall = time.perf_counter() - self.wall0
        used_cpu = time.thread_time() - self.cpu0
        share = 1.0 if used_wall < 0.002 else used_cpu / used_wall
        share = min(share, (os.cpu_count() or 1) / max(1e-9, _load()))
        share = min(1.0, max(1 / WALL_PER_CPU, share))
        return max(0.0, min(self.wall_left(), self.cpu_left() / share))


@lru_cache(maxsize=256)
def _long_runs(
    available: frozenset[str],
    jokers: int,
    exclude: frozenset[str],
    homes: frozenset[tuple[str, frozenset[str]]],
) -> tuple[tuple[str, ...], ...]:
    """Runs of 6 to 13 cards holding a freed joker's real card and a natural card of its
    meld: the final meld that frees it may be longer than any shape (A-6 with the joker
    named 5C freed by the 4C is cut into A-3 and 4-6, and neither holds both)."""
    out = []
    for x, home in sorted(homes, key=lambda item: (item[0], sorted(item[1]))):
        s = x[1]
        for length in range(6, 14):
            for lo in range(1, 15 - length + 1):
                run = tuple(make_card(1 if r == 14 else r, s) for r in range(lo, lo + length))
                if (
                    x in run
                    and home.intersection(run)
                    and not exclude.intersection(run)
                    and sum(c not in available for c in run) <= jokers
                    and run not in out
                ):
                    out.append(run)
    return tuple(out)


def _load() -> float:
    """The machine's load average over a minute (0 where the platform has none)."""
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):  # pragma: no cover - Windows, WebAssembly
        return 0.0


@lru_cache(maxsize=1)
def _shapes() -> list[tuple[str, ...]]:
    """Every natural template: groups of 3-4 distinct suits, sequences of 3-5 (ace low or high)."""
    shapes: list[tuple[str, ...]] = []
    for r in range(1, 14):
        cards = [make_card(r, s) for s in SUITS]
        shapes += [tuple(c) for k in (3, 4) for c in combinations(cards, k)]
    for s in SUITS:
        for length in (3, 4, 5):
            for lo in range(1, 15 - length + 1):
                shapes.append(
                    tuple(make_card(1 if x == 14 else x, s) for x in range(lo, lo + length))
                )
    return shapes


@lru_cache(maxsize=512)
def _usable_shapes(
    available: frozenset[str], jokers: int, exclude: frozenset[str]
) -> tuple[tuple[str, ...], ...]:
    """The shapes the available cards can fill with at most ``jokers`` jokers (at least one
    natural card each), none of them an excluded card. Sets of cards are bit masks here (bit
    ``INDEX[c]`` for card ``c``): the cards of a shape not available are ``bits & ~have``."""
    have, banned = _bits(available), _bits(exclude)
    return tuple(
        shape
        for shape, bits in _shape_bits()
        if not bits & banned and (bits & ~have).bit_count() <= min(jokers, len(shape) - 1)
    )


@lru_cache(maxsize=1)
def _shape_bits() -> list[tuple[tuple[str, ...], int]]:
    """Every shape with the bit mask of its cards (a shape holds no card twice)."""
    return [(shape, _bits(shape)) for shape in _shapes()]


def _bits(cards) -> int:
    """The bit mask of a set of natural cards (anything else, such as a joker, is left out)."""
    return sum(1 << INDEX[c] for c in set(cards) if c in INDEX)


def best_play(
    hand: Sequence[str],
    table: Sequence[Sequence[str]],
    objective: str = "points",
    time_limit: float = CPU_SECONDS,
    decks: int = 2,
    exclude: frozenset[str] = frozenset(),
    wall_limit: float | None = None,
) -> Play | None:
    """The play that puts the most hand-card points (``objective="cards"``: the most cards) on the table.

    ``hand`` holds codes (``JK`` for a joker), ``table`` a list of melds (jokers named,
    ``JK:8S``); ``decks`` is 1 in the two-player game. ``time_limit`` is the budget in CPU
    seconds of the calling thread, ``wall_limit`` (default ``WALL_PER_CPU * time_limit``)
    caps the wall time on a busy machine. Returns ``None`` when no legal play exists (or
    none was found within the budget); ``Play.optimal`` is False when the budget ran out
    before the play was proven the best.
    """
    if objective not in ("points", "cards"):
        raise ValueError('objective is "points" or "cards"')
    budget = Budget(time_limit, WALL_PER_CPU * time_limit if wall_limit is None else wall_limit)
    hand = [c if c == JOKER else rules.parse_table_card(c) for c in hand]
    table = [[rules.parse_table_card(c) for c in m] for m in table]
    key = (tuple(sorted(hand)), tuple(tuple(m) for m in table), objective, decks, exclude)
    with _CACHE_LOCK:
        if key in _CACHE:
            _CACHE.move_to_end(key)
            return _copy(_CACHE[key])
    play = _best_play(hand, table, objective, decks, exclude, budget)
    if play is None or play.optimal:  # proven: the same position gets the same answer
        with _CACHE_LOCK:
            _CACHE[key] = _copy(play)
            while len(_CACHE) > CACHE_SIZE:
                _CACHE.popitem(last=False)
    return play


#: Proven answers kept for positions asked again (a second Hint, the coach bot, a review).
CACHE_SIZE = 512
_CACHE: OrderedDict[tuple, Play | None] = OrderedDict()
_CACHE_LOCK = threading.Lock()


def _copy(play: Play | None) -> Play | None:
    """A copy the caller may change without changing the cached answer."""
    if play is None:
        return None
    return replace(play, melds=[list(m) for m in play.melds], cards=list(play.cards))


def _best_play(hand, table, objective, decks, exclude, budget) -> Play | None:
    """``best_play`` for parsed cards, without the cache."""
    melds, proven = _solve(hand, table, objective, decks, exclude, budget)
    play = None
    if melds is not None:
        play, problem = _judge(hand, table, melds, proven, decks)
        if problem is not None:  # pragma: no cover - two jokers of one name freed at once
            # rules.play_problem pairs freed jokers with their melds greedily: solve again
            # with every table joker keeping its name (a legal play, not proven the best)
            melds, _ = _solve(hand, table, objective, decks, exclude, budget, free=False)
            play, problem = (
                (None, None) if melds is None else _judge(hand, table, melds, False, decks)
            )
            if problem is not None:
                raise AssertionError(f"solver produced an illegal play: {problem}")
            proven = False
    if proven:
        return play  # the best play, or None when there is none
    quick = _greedy(hand, table, decks, exclude)  # out of time: the greedy play may be better
    if quick is not None and (play is None or _value(quick, objective) > _value(play, objective)):
        return quick
    return play


def _value(play: Play, objective: str) -> int:
    return play.points if objective == "points" else len(play.cards)


def _greedy(hand, table, decks, exclude) -> Play | None:
    """The greedy play (no rearranging) when it is legal here: a floor when time runs out."""
    if exclude:
        return None
    melds = greedy_play(list(hand), [list(m) for m in table])
    if melds is None:
        return None
    play, problem = _judge(hand, table, melds, False, decks)
    return None if problem is not None else play


def _judge(hand, table, melds, optimal, decks) -> tuple[Play, str | None]:
    """The play a programme found, measured against the real hand and table, and its problem."""
    played = rules.played_cards(table, melds)
    points = sum(card_points(c) for c in played)
    problem = rules.play_problem(hand, table, melds, decks)
    return Play(melds=melds, cards=played, points=points, optimal=optimal), problem


def solver_position(
    hand: Sequence[str],
    table: Sequence[Sequence[str]],
    exclude: frozenset[str],
    free: bool,
) -> Position:
    """The cards of a hand and a table as the programme counts them (``free=False``: every
    table joker keeps its name)."""
    table_cards = [c for m in table for c in m]
    t = Counter(c for c in table_cards if not rules.is_joker(c))
    h = Counter(c for c in hand if c != JOKER)
    old_names = Counter(rules.stands_for(c) for c in table_cards if rules.is_joker(c))
    j_old, j_hand = sum(old_names.values()), list(hand).count(JOKER)
    available = frozenset(t) | frozenset(h)
    # each table joker its real card could free: its name and its meld's other natural cards
    homes = [
        (rules.stands_for(c), frozenset(x for x in meld if not rules.is_joker(x)))
        for meld in table
        for c in meld
        if rules.is_joker(c)
    ]
    homes = [(x, home) for x, home in homes if free and x in available and x not in exclude]
    shapes = _usable_shapes(available, j_old + j_hand, exclude)
    if homes:  # a freed joker's real card may end in a long run with a card of its meld
        shapes += _long_runs(available, j_old + j_hand, exclude, frozenset(homes))
    return Position(t, h, old_names, j_old, j_hand, homes, shapes)


def _solve(
    hand: Sequence[str],
    table: Sequence[Sequence[str]],
    objective: str,
    decks: int,
    exclude: frozenset[str],
    budget: Budget,
    free: bool = True,
) -> tuple[list[list[str]] | None, bool]:
    """The integer programme of the module docstring: ``(melds, proven)``, the new table (or
    None) and whether HiGHS proved it the best (with None: proved that no play exists).
    With ``free=False`` every table joker keeps its name."""
    pos = solver_position(hand, table, exclude, free)
    shapes = pos.shapes
    if not shapes or not (pos.h or pos.j_hand):
        return None, True
    if not table and not pos.j_hand:  # new melds from the hand alone: often one best set
        weight = card_points if objective == "points" else (lambda card: 1)
        x = only_best_packing(shapes, pos.h, weight, decks)
        if x is not None:  # the programme's one optimum, which HiGHS would prove
            if budget.seconds() <= 0:
                return None, False
            return realize([shape for shape, k in zip(shapes, x) for _ in range(k)], {}, []), True
    col = Columns.of(pos)
    rows = Rows()
    every_card_placed(rows, pos, col)
    if not table_jokers_keep_their_names(rows, pos, col):
        return None, True
    freed_jokers_are_replaced(rows, pos, col)
    one_deck_and_one_hand_card(rows, pos, col, decks)
    melds, status = solve_programme(pos, col, rows, decks, objective, budget.seconds)
    if melds is None and status == NO_REALIZATION:  # pragma: no cover - see solve_programme
        if not free:
            return None, False
        melds, _ = _solve(hand, table, objective, decks, exclude, budget, free=False)
        return melds, False
    return melds, status in (0, 2)  # proved the best, or proved that there is no play


def only_best_packing(
    shapes: Sequence[tuple[str, ...]],
    counts: Counter,
    weight: Callable[[str], int],
    decks: int = 2,
) -> tuple[int, ...] | None:
    """How often to use each shape, when one choice is the only best: shapes made of the
    ``counts`` cards alone (no jokers, no table), each used at most ``decks`` times, no card
    used more often than counted, the most ``weight`` of cards used. None when two or more
    choices tie for the best (then HiGHS chooses), when no shape fits, or when the search
    takes more than ``PACKING_STEPS`` steps (a big hand: HiGHS is quicker).

    This is the integer programme of the module docstring with an empty table and no
    jokers (``y[c]`` is then the cards of ``c`` in the shapes used), solved by trying every
    choice that can still beat or tie the best found so far.
    """
    search = PackingSearch(shapes, counts, weight, decks)
    search.choose(0, 0, sum(weight(c) * k for c, k in counts.items()))
    if search.steps > PACKING_STEPS or search.best_value == 0 or len(search.best) > 1:
        return None
    return search.best[0]


class PackingSearch:
    """``only_best_packing``'s depth-first search: for each shape in turn, how often to use
    it (most first), cut where even every card left could not tie the best found."""

    def __init__(
        self,
        shapes: Sequence[tuple[str, ...]],
        counts: Counter,
        weight: Callable[[str], int],
        decks: int,
    ) -> None:
        self.shapes, self.decks = shapes, decks
        self.value = [sum(weight(c) for c in shape) for shape in shapes]
        self.left = Counter(counts)  # a card not counted is there 0 times
        self.x = [0] * len(shapes)
        #: up to two choices worth ``best_value``
        self.best_value, self.best, self.steps = 0, [], 0

    def choose(self, m: int, got: int, room: int) -> None:
        """Choose for shapes ``m`` on, ``got`` the value so far, ``room`` the weight left."""
        self.steps += 1
        if got + room < self.best_value or self.steps > PACKING_STEPS:
            return  # even every card left could not tie the best, or out of steps
        if m == len(self.shapes):
            self.keep(got)
            return
        shape, left = self.shapes[m], self.left
        most = min(self.decks, *(left[c] for c in shape))
        for k in range(most, -1, -1):
            for c in shape:
                left[c] -= k
            self.x[m] = k
            self.choose(m + 1, got + k * self.value[m], room - k * self.value[m])
            for c in shape:
                left[c] += k
        self.x[m] = 0

    def keep(self, got: int) -> None:
        """A complete choice worth ``got``: the new best, or a tie kept (two at most)."""
        if got > self.best_value:
            self.best_value, self.best = got, [tuple(self.x)]
        elif got == self.best_value and len(self.best) < 2:
            self.best.append(tuple(self.x))


#: The steps ``only_best_packing`` may take, about 3 ms, what HiGHS takes for such a programme
#: (random hands of up to 17 cards took at most 260 steps, hands of 20 to 24 often more).
PACKING_STEPS = 1000


def hand_only_play(
    hand: Sequence[str], table: Sequence[Sequence[str]], objective: str = "points", decks: int = 2
) -> Play | None:
    """The best play that only lays new melds from the hand, leaving the table as it is."""
    on_table = (
        frozenset(rules.stands_for(c) for m in table for c in m) if decks == 1 else frozenset()
    )
    new = best_play(hand, [], objective=objective, decks=decks, exclude=on_table)
    if new is None:
        return None
    melds = [list(m) for m in table] + new.melds
    return Play(melds=melds, cards=new.cards, points=new.points)
