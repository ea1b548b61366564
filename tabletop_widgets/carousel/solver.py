"""The best play: put the most hand points (or cards) on the table, rearranging it as needed.

An integer programme solved exactly by HiGHS (``scipy.optimize.milp``), after
van Rijn, Takes and Vis, "The complexity of Rummikub problems" (2015):

* Every valid table can be cut into *templates*: groups of 3 or 4 distinct suits
  and sequences of 3, 4 or 5 cards (a longer sequence splits into such pieces).
  A template may hold jokers in some of its places (each joker then stands for
  that place's card).
* ``x[m]`` = how often template ``m`` is used (twice is possible with two decks);
  ``y[c]`` = how many copies of hand card ``c`` are played; ``yj`` = hand jokers played.
* Every table card is used exactly once: for each card ``c``,
  ``sum(x[m] for m holding c) = table[c] + y[c]``; the jokers in templates are
  the table's jokers plus ``yj``.
* 2.5 jokers keep their names: for each name ``X`` of ``k`` table jokers, ``k`` joker
  places stand for ``X`` (so joker places other than those are only for hand jokers,
  which keeps the programme small). A joker is freed only by its real card put in its
  place in its meld: ``best_play`` solves one more programme per such swap (the real
  card in the joker's place, the freed joker placed again like a hand joker; a linear
  relaxation skips swaps that cannot win). When its optimum moves the real card away
  from the joker's meld, that meld is kept as it is and the rest solved again; the
  play is then not proven the best unless it scores as much.
* With one deck (two players) a card and a joker standing for it are never both on the
  table: for each card, natural places + joker places <= 1.
* At least one hand card is played; maximise the points (or the number of cards).

HiGHS stops after ``time_limit`` seconds and keeps the best play found; ``Play.optimal``
says whether it proved that play the best. The returned table is checked by
``rules.play_problem``.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any

import numpy as np

from ..engine.cards import JOKER, SUITS, make_card
from . import rules
from .rules import card_points

CARDS = rules.ALL_CARDS  # 52 natural cards
INDEX = {c: i for i, c in enumerate(CARDS)}
MAX_JOKERS = 2
#: A joker swap's programme starts only with this much of the time limit left (building a
#: programme takes tens of milliseconds, more on a busy machine, and HiGHS may overshoot).
MIN_STEP_SECONDS = 0.1


@dataclass(frozen=True)
class Play:
    """A play found by the solver: the whole new table and the hand cards it uses."""

    melds: list[list[str]]
    cards: list[str]
    points: int
    #: False when the time limit stopped HiGHS before it proved this play the best.
    optimal: bool = True

    def action(self) -> dict:
        return {"type": "play", "melds": [list(m) for m in self.melds]}


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


def _templates(available: set[str], jokers: int) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """(natural places, joker places) of every template the available cards and jokers can fill."""
    return list(_templates_cached(frozenset(available), jokers))


@lru_cache(maxsize=256)
def _templates_cached(
    available: frozenset[str], jokers: int
) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    out = []
    for shape in _shapes():
        missing = [c for c in shape if c not in available]
        if len(missing) > jokers:
            continue
        for k in range(len(missing), min(jokers, len(shape) - 1) + 1):
            present = [c for c in shape if c in available]
            for extra in combinations(present, k - len(missing)):
                joker_places = tuple(sorted(missing + list(extra), key=INDEX.get))
                naturals = tuple(c for c in shape if c not in joker_places)
                out.append((naturals, joker_places))
    return tuple(out)


def best_play(
    hand: Sequence[str],
    table: Sequence[Sequence[str]],
    objective: str = "points",
    time_limit: float = 10.0,
    decks: int = 2,
    exclude: frozenset[str] = frozenset(),
) -> Play | None:
    """The play that puts the most hand-card points (``objective="cards"``: the most cards) on the table.

    ``hand`` holds codes (``JK`` for a joker), ``table`` a list of melds (jokers named,
    ``JK:8S``); ``decks`` is 1 in the two-player game. Returns ``None`` when no legal play
    exists (or none was found within ``time_limit`` seconds).
    """
    if objective not in ("points", "cards"):
        raise ValueError('objective is "points" or "cards"')
    hand = [c if c == JOKER else rules.parse_table_card(c) for c in hand]
    table = [[rules.parse_table_card(c) for c in m] for m in table]
    deadline = time.perf_counter() + time_limit
    found = _solve(hand, table, objective, time_limit, decks, exclude)
    best = found and _judge(hand, table, found, decks)
    if best is not None and best[1] is not None:  # pragma: no cover - encodes these rules
        raise AssertionError(f"solver produced an illegal play: {best[1]}")
    best_play_ = best and best[0]
    proven = best_play_ is None or best_play_.optimal
    # 2.5 a joker freed by its real card: one programme per way of putting that card in place
    everything = best_play_ is not None and len(best_play_.cards) == len(hand)
    joker_value = 25 if objective == "points" else 1
    for swap in [] if everything else _joker_swaps(hand, table):
        left = deadline - time.perf_counter()
        if left < MIN_STEP_SECONDS:
            proven = False
            break
        banned = exclude | swap.banned(decks)
        loose = [*swap.rest, swap.locked]  # the real card's meld may change too ...
        # The linear relaxation bounds what the swap can score: skip it when it cannot win.
        least = 1 if swap.natural else 2  # the freed joker is no card from the hand
        bound = _solve(swap.hand, loose, objective, left, decks, exclude, 1, True, least)
        if bound is None:  # infeasible (or no time even for the relaxation)
            proven = proven and deadline - time.perf_counter() > 0
            continue
        card_value = (
            (card_points(swap.natural) if objective == "points" else 1) if swap.natural else 0
        )
        if best_play_ is not None and bound - joker_value + card_value <= best_play_.points + 1e-6:
            continue
        left = deadline - time.perf_counter()
        if left < MIN_STEP_SECONDS:
            proven = False
            break
        found = _solve(swap.hand, loose, objective, left, decks, exclude, 1, False, least)
        if found is None:
            proven = proven and left > 0.5  # infeasible, or out of time
            continue
        play, problem = _judge(hand, table, found, decks)
        if problem is not None:  # ... as long as the real card stays in it: else keep it as it is
            upper = play.points
            left = deadline - time.perf_counter()
            found = None
            if left >= MIN_STEP_SECONDS:
                found = _solve(
                    swap.hand, swap.rest, objective, left, decks, banned, 1, False, least
                )
            if found is None:
                proven = False
                continue
            melds, optimal = found
            play, problem = _judge(hand, table, ([*melds, swap.locked], optimal), decks)
            if problem is not None:  # pragma: no cover - the locked meld keeps the card in place
                raise AssertionError(f"solver produced an illegal play: {problem}")
            proven = proven and play.points == upper
        proven = proven and play.optimal
        if best_play_ is None or play.points > best_play_.points:
            best_play_ = play
    if best_play_ is None:
        return None
    return Play(best_play_.melds, best_play_.cards, best_play_.points, optimal=proven)


@dataclass(frozen=True)
class _Swap:
    """A table joker freed by its real card: ``locked`` is its meld with the real card in the
    joker's place (kept as it is), ``rest`` the other table cards, ``hand`` the hand with the
    freed joker (to be placed again) and without ``natural`` (the real card, when it came
    from the hand)."""

    hand: list[str]
    rest: list[list[str]]
    locked: list[str]
    natural: str | None

    def banned(self, decks: int) -> frozenset[str]:
        """With one deck, the locked meld's cards may not be named again by a joker."""
        return frozenset(rules.stands_for(c) for c in self.locked) if decks == 1 else frozenset()


def _joker_swaps(hand: list[str], table: list[list[str]]) -> list[_Swap]:
    """Each way to free a table joker named X by its real card X put in its place: from the
    hand, or moved from another table meld. The freed joker must be placed again."""
    swaps = []
    seen = set()
    for m, meld in enumerate(table):
        for i, c in enumerate(meld):
            if not rules.is_joker(c):
                continue
            name = rules.stands_for(c)
            locked = rules.order_meld(meld[:i] + [name] + meld[i + 1 :])
            others = [list(x) for k, x in enumerate(table) if k != m]
            if name in hand and ("hand", m, name) not in seen:
                seen.add(("hand", m, name))
                new_hand = list(hand)
                new_hand.remove(name)
                swaps.append(_Swap(new_hand + [JOKER], others, locked, name))
            donor = next((k for k, x in enumerate(others) if name in x), None)
            if donor is not None and ("table", m, name) not in seen:
                seen.add(("table", m, name))
                moved = [list(x) for x in others]
                moved[donor].remove(name)
                swaps.append(_Swap(list(hand) + [JOKER], moved, locked, None))
    return swaps


def _judge(hand, table, found, decks) -> tuple[Play, str | None]:
    """The play a programme found, measured against the real hand and table, and its problem."""
    melds, optimal = found
    played = rules.played_cards(table, melds)
    points = sum(card_points(c) for c in played)
    problem = rules.play_problem(hand, table, melds, decks)
    return Play(melds=melds, cards=played, points=points, optimal=optimal), problem


def _solve(
    hand: Sequence[str],
    table: Sequence[Sequence[str]],
    objective: str,
    time_limit: float,
    decks: int,
    exclude: frozenset[str],
    forced_jokers: int = 0,
    relax: bool = False,
    min_played: int = 1,
) -> Any:
    """One integer programme (see the module docstring): the new table and whether HiGHS
    proved it optimal, or None. Table jokers keep their names; ``forced_jokers`` of the
    hand's jokers must be placed (a freed table joker); at least ``min_played`` hand cards
    (jokers included) are played. With ``relax`` the linear relaxation
    is solved instead and its bound (the most the objective can reach) returned."""
    from scipy.optimize import Bounds, LinearConstraint, milp
    from scipy.sparse import coo_matrix

    table_cards = [c for m in table for c in m]
    t = Counter(c for c in table_cards if not rules.is_joker(c))
    h = Counter(c for c in hand if c != JOKER)
    old_names = Counter(rules.stands_for(c) for c in table_cards if rules.is_joker(c))
    j_old, j_hand = sum(old_names.values()), hand.count(JOKER)
    jokers = min(MAX_JOKERS * 2, j_old + j_hand)
    available = set(t) | set(h)
    templates = _templates(available, jokers)
    # table jokers keep their names: other joker places only for the hand's jokers
    templates = [t for t in templates if sum(1 for c in t[1] if c not in old_names) <= j_hand]
    if exclude:  # cards that may be placed neither as themselves nor as a joker's name
        templates = [t for t in templates if not exclude.intersection(t[0] + t[1])]
    hand_cards = sorted(h, key=INDEX.get)
    names = sorted(old_names, key=INDEX.get)
    n_x, n_y = len(templates), len(hand_cards)
    n_j = 1 if j_hand else 0
    n_f = len(names)
    n = n_x + n_y + n_j + n_f
    if n_y + n_j == 0 or n_x == 0:
        return None
    y0, j0, f0 = n_x, n_x + n_y, n_x + n_y + n_j
    hand_pos = {c: y0 + i for i, c in enumerate(hand_cards)}
    rows, cols, vals, lo, hi = [], [], [], [], []
    row = 0
    # every natural card: templates holding it = on the table + played from the hand
    holders: dict[str, list[int]] = {}
    for m, (naturals, _) in enumerate(templates):
        for c in naturals:
            holders.setdefault(c, []).append(m)
    for c in sorted(available, key=INDEX.get):
        for m in holders.get(c, []):
            rows.append(row), cols.append(m), vals.append(1.0)
        if c in hand_pos:
            rows.append(row), cols.append(hand_pos[c]), vals.append(-1.0)
        lo.append(t[c]), hi.append(t[c])
        row += 1
    # the jokers placed are the table's plus the hand's played
    for m, (_, joker_places) in enumerate(templates):
        if joker_places:
            rows.append(row), cols.append(m), vals.append(float(len(joker_places)))
    if n_j:
        rows.append(row), cols.append(j0), vals.append(-1.0)
    lo.append(j_old), hi.append(j_old)
    row += 1
    # 2.5 named jokers: places named X >= k_X * (1 - f_X); f_X <= natural X on the final table
    for i, name in enumerate(names):
        k = old_names[name]
        for m, (_, joker_places) in enumerate(templates):
            if name in joker_places:
                rows.append(row), cols.append(m), vals.append(1.0)
        rows.append(row), cols.append(f0 + i), vals.append(float(k))
        lo.append(k), hi.append(np.inf)
        row += 1
        if t[name] == 0:
            rows.append(row), cols.append(f0 + i), vals.append(1.0)
            if name in hand_pos:
                rows.append(row), cols.append(hand_pos[name]), vals.append(-1.0)
            lo.append(-np.inf), hi.append(0)
            row += 1
    # one deck: a card and a joker standing for it are not both on the table
    if decks == 1:
        places_of: dict[str, list[int]] = {}
        joker_named: set[str] = set()
        for m, (nat, jp) in enumerate(templates):
            for c in nat + jp:
                places_of.setdefault(c, []).append(m)
            joker_named.update(jp)
        for c in sorted(joker_named, key=INDEX.get):
            for m in places_of[c]:
                rows.append(row), cols.append(m), vals.append(1.0)
            lo.append(-np.inf), hi.append(1)
            row += 1
    # at least one card from the hand
    for i in range(n_y + n_j):
        rows.append(row), cols.append(y0 + i), vals.append(1.0)
    lo.append(min_played), hi.append(np.inf)
    row += 1
    A = coo_matrix((vals, (rows, cols)), shape=(row, n)).tocsr()
    upper = np.zeros(n)
    for m, (naturals, joker_places) in enumerate(templates):
        caps = [t[c] + h[c] for c in naturals]
        if joker_places:
            caps.append(jokers // len(joker_places))
        upper[m] = min(caps)
    for c, i in hand_pos.items():
        upper[i] = h[c]
    if n_j:
        upper[j0] = j_hand
    upper[f0:] = 0  # named jokers are freed only by _joker_swaps (their real card in place)
    lower = np.zeros(n)
    if n_j:
        lower[j0] = forced_jokers
    cost = np.zeros(n)
    for c, i in hand_pos.items():
        cost[i] = -(card_points(c) if objective == "points" else 1)
    if n_j:
        cost[j0] = -(25 if objective == "points" else 1)
    result = milp(
        cost,
        constraints=LinearConstraint(A, np.array(lo, float), np.array(hi, float)),
        integrality=np.zeros(n) if relax else np.ones(n),
        bounds=Bounds(lower, upper),
        options={"time_limit": time_limit},
    )
    if relax:
        return -result.fun if result.status == 0 else None
    if result.x is None or result.status not in (0, 1):  # 1: time limit, best found kept
        return None
    x = np.rint(result.x).astype(int)
    melds = []
    for m, (naturals, joker_places) in enumerate(templates):
        for _ in range(x[m]):
            melds.append(list(naturals) + [f"{JOKER}:{c}" for c in joker_places])
    melds = [rules.order_meld(m) for m in _merge_runs(melds)]
    return melds, result.status == 0


def _merge_runs(melds: list[list[str]]) -> list[list[str]]:
    """Join pieces of one sequence back together where the result is still a legal meld."""
    groups = [list(m) for m in melds if rules.meld_kind(m) != "sequence"]
    runs = [list(m) for m in melds if rules.meld_kind(m) == "sequence"]
    changed = True
    while changed:
        changed = False
        for i in range(len(runs)):
            suit = rules.stands_for(runs[i][0])[1]
            for j in range(len(runs)):
                if i != j and rules.stands_for(runs[j][0])[1] == suit:
                    joined = runs[i] + runs[j]
                    if rules.is_valid_meld(joined):
                        runs[i] = rules.order_meld(joined)
                        del runs[j]
                        changed = True
                        break
            if changed:
                break
    return runs + groups


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
