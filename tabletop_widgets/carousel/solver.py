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
* 2.5 jokers keep their names: for each name ``X`` of ``k`` table jokers, either
  ``k`` joker places stand for ``X``, or a natural ``X`` is on the final table
  (binary ``f[X]``, only possible when one is on the table or played from hand).
  Templates cannot see *where* the natural ``X`` lies, and it must take the joker's
  place in its meld: when the optimum frees a joker some other way, the programme is
  solved again with every table joker keeping its name (and the play is not proven
  the best).
* With one deck (two players) a card and a joker standing for it are never both on the
  table: for each card, natural places + joker places <= 1.
* At least one hand card is played; maximise the points (or the number of cards).

HiGHS stops after ``time_limit`` seconds and keeps the best play found; ``Play.optimal``
says whether it proved that play the best. The returned table is checked by
``rules.play_problem``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

import numpy as np

from ..engine.cards import JOKER, SUITS, make_card
from . import rules
from .rules import card_points

CARDS = rules.ALL_CARDS  # 52 natural cards
INDEX = {c: i for i, c in enumerate(CARDS)}
MAX_JOKERS = 2


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
    return out


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
    play = _solve(hand, table, objective, time_limit, decks, exclude, freeing=True)
    if play is None or play.problem is None:
        return play and play.play
    again = _solve(hand, table, objective, time_limit, decks, exclude, freeing=False)
    if again is None:
        return None
    if again.problem is not None:  # pragma: no cover - the programme encodes these rules
        raise AssertionError(f"solver produced an illegal play: {again.problem}")
    proven = again.play.optimal and again.play.points == play.play.points
    return Play(again.play.melds, again.play.cards, again.play.points, optimal=proven)


@dataclass(frozen=True)
class _Solution:
    play: Play
    problem: str | None


def _solve(
    hand: Sequence[str],
    table: Sequence[Sequence[str]],
    objective: str,
    time_limit: float,
    decks: int,
    exclude: frozenset[str],
    freeing: bool,
) -> _Solution | None:
    from scipy.optimize import Bounds, LinearConstraint, milp
    from scipy.sparse import coo_matrix

    if objective not in ("points", "cards"):
        raise ValueError('objective is "points" or "cards"')
    hand = [c if c == JOKER else rules.parse_table_card(c) for c in hand]
    table = [[rules.parse_table_card(c) for c in m] for m in table]
    table_cards = [c for m in table for c in m]
    t = Counter(c for c in table_cards if not rules.is_joker(c))
    h = Counter(c for c in hand if c != JOKER)
    old_names = Counter(rules.stands_for(c) for c in table_cards if rules.is_joker(c))
    j_old, j_hand = sum(old_names.values()), hand.count(JOKER)
    jokers = min(MAX_JOKERS * 2, j_old + j_hand)
    available = set(t) | set(h)
    templates = _templates(available, jokers)
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
        for c in CARDS:
            places = [m for m, (nat, jp) in enumerate(templates) if c in nat or c in jp]
            if any(c in templates[m][1] for m in places):
                for m in places:
                    rows.append(row), cols.append(m), vals.append(1.0)
                lo.append(-np.inf), hi.append(1)
                row += 1
    # at least one card from the hand
    for i in range(n_y + n_j):
        rows.append(row), cols.append(y0 + i), vals.append(1.0)
    lo.append(1), hi.append(np.inf)
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
    upper[f0:] = 1 if freeing else 0
    cost = np.zeros(n)
    for c, i in hand_pos.items():
        cost[i] = -(card_points(c) if objective == "points" else 1)
    if n_j:
        cost[j0] = -(25 if objective == "points" else 1)
    result = milp(
        cost,
        constraints=LinearConstraint(A, np.array(lo, float), np.array(hi, float)),
        integrality=np.ones(n),
        bounds=Bounds(np.zeros(n), upper),
        options={"time_limit": time_limit},
    )
    if result.x is None or result.status not in (0, 1):  # 1: time limit, best found kept
        return None
    x = np.rint(result.x).astype(int)
    melds = []
    for m, (naturals, joker_places) in enumerate(templates):
        for _ in range(x[m]):
            melds.append(list(naturals) + [f"{JOKER}:{c}" for c in joker_places])
    melds = [rules.order_meld(m) for m in _merge_runs(melds)]
    played = rules.played_cards(table, melds)
    problem = rules.play_problem(hand, table, melds, decks)
    points = sum(card_points(c) for c in played)
    play = Play(melds=melds, cards=played, points=points, optimal=result.status == 0)
    return _Solution(play, problem)


def _merge_runs(melds: list[list[str]]) -> list[list[str]]:
    """Join pieces of one sequence back together where the result is still a legal meld."""
    melds = [list(m) for m in melds]
    changed = True
    while changed:
        changed = False
        for i in range(len(melds)):
            for j in range(len(melds)):
                if (
                    i != j
                    and rules.meld_kind(melds[i]) == "sequence"
                    and rules.meld_kind(melds[j]) == "sequence"
                ):
                    joined = melds[i] + melds[j]
                    if rules.is_valid_meld(joined):
                        melds[i] = rules.order_meld(joined)
                        del melds[j]
                        changed = True
                        break
            if changed:
                break
    return melds


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
