"""The integer programme of a Carousel play (see ``solver``'s module docstring), built in named
steps and solved by HiGHS: ``solver_position`` (in ``solver``) counts the cards, ``Columns``
names the variables, each constraint is added by the function that says it
(``every_card_placed``, ``table_jokers_keep_their_names``, ``freed_jokers_are_replaced``,
``one_deck_and_one_hand_card``), ``solve_programme`` runs HiGHS and ``realize`` turns its
solution into melds.
"""

from __future__ import annotations

import warnings
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from ..engine.cards import JOKER
from . import rules
from .rules import card_points

#: The order of the 52 natural cards (the programme's columns follow it).
INDEX = {c: i for i, c in enumerate(rules.ALL_CARDS)}


@dataclass
class Position:
    """What the integer programme is built from: the natural cards on the table (``t``) and
    in the hand (``h``), the table jokers' names, the jokers on the table and in the hand,
    each freeable table joker's ``homes`` (its name, its meld's natural cards) and the meld
    ``shapes`` the cards can make."""

    t: Counter
    h: Counter
    old_names: Counter
    j_old: int
    j_hand: int
    homes: list[tuple[str, frozenset[str]]]
    shapes: list[tuple[str, ...]]


@dataclass
class Columns:
    """The programme's variables, in this order: ``x`` how often each shape is laid, ``y``
    each hand card played, ``j`` the hand's jokers played, ``z`` jokers standing for each
    card, ``f`` each table joker freed."""

    cards: list[str]
    y_of: dict[str, int]
    j0: int
    n_j: int
    z_of: dict[str, int]
    f0: int
    n: int
    holders: dict[str, list[int]]

    @classmethod
    def of(cls, pos: Position) -> Columns:
        hand_cards = sorted(pos.h, key=INDEX.get)
        in_shapes = {c for shape in pos.shapes for c in shape}
        cards = sorted(in_shapes | frozenset(pos.t) | frozenset(pos.h), key=INDEX.get)
        # the cards a joker may stand for: the table jokers' names, and any card when a joker
        # from the hand or a freed one is there to be named
        generic = pos.j_hand + len(pos.homes) > 0
        jokered = [c for c in cards if c in in_shapes and (generic or c in pos.old_names)]
        y0 = len(pos.shapes)
        j0 = y0 + len(hand_cards)
        n_j = int(pos.j_hand > 0)
        z0 = j0 + n_j
        f0 = z0 + len(jokered)
        holders: dict[str, list[int]] = {}
        for m, shape in enumerate(pos.shapes):
            for c in shape:
                holders.setdefault(c, []).append(m)
        return cls(
            cards=cards,
            y_of={c: y0 + i for i, c in enumerate(hand_cards)},
            j0=j0,
            n_j=n_j,
            z_of={c: z0 + i for i, c in enumerate(jokered)},
            f0=f0,
            n=f0 + len(pos.homes),
            holders=holders,
        )


@dataclass
class Rows:
    """The programme's constraints, one row at a time: ``low <= sum(coef * column) <= high``."""

    rows: list[int] = field(default_factory=list)
    cols: list[int] = field(default_factory=list)
    vals: list[float] = field(default_factory=list)
    lo: list[float] = field(default_factory=list)
    hi: list[float] = field(default_factory=list)

    def add(self, members: Sequence[tuple[int, float]], low: float, high: float) -> None:
        """Add ``members`` (column, coefficient) pairs as one row ``low <= row <= high``."""
        r = len(self.lo)
        for col, v in members:
            self.rows.append(r), self.cols.append(col), self.vals.append(v)
        self.lo.append(low), self.hi.append(high)


def every_card_placed(rows: Rows, pos: Position, col: Columns) -> None:
    """Every card: its places in the shapes = on the table + played from the hand + jokers
    standing for it; and the jokers placed are the table's (freed or not) plus the hand's."""
    for c in col.cards:
        members = [(m, 1.0) for m in col.holders.get(c, [])]
        if c in col.y_of:
            members.append((col.y_of[c], -1.0))
        if c in col.z_of:
            members.append((col.z_of[c], -1.0))
        rows.add(members, pos.t[c], pos.t[c])
    members = [(z, 1.0) for z in col.z_of.values()]
    if col.n_j:
        members.append((col.j0, -1.0))
    rows.add(members, pos.j_old, pos.j_old)


def table_jokers_keep_their_names(rows: Rows, pos: Position, col: Columns) -> bool:
    """Jokers named X + jokers named X freed >= table jokers named X (False: a name can no
    longer be placed, so there is no play)."""
    for name, k in pos.old_names.items():
        members = [(col.f0 + i, 1.0) for i, (x, _) in enumerate(pos.homes) if x == name]
        if name not in col.z_of and not members:
            return False
        if name in col.z_of:
            members.append((col.z_of[name], 1.0))
        rows.add(members, k, np.inf)
    return True


def freed_jokers_are_replaced(rows: Rows, pos: Position, col: Columns) -> None:
    """A freed joker: its real card, natural, in a shape with a natural card of its meld
    (two jokers named X in two melds: two such shapes, one for each)."""
    homes, f0 = pos.homes, col.f0
    takers = [
        {m for m in col.holders.get(x, []) if home.intersection(pos.shapes[m])} for x, home in homes
    ]
    for i, (x, _) in enumerate(homes):
        rows.add([*((m, 1.0) for m in sorted(takers[i])), (f0 + i, -1.0)], 0, np.inf)
        same = [k for k in range(i) if homes[k][0] == x]
        for k in same:
            union = sorted(takers[i] | takers[k])
            rows.add([*((m, 1.0) for m in union), (f0 + i, -1.0), (f0 + k, -1.0)], 0, np.inf)
        if not same:  # the natural X on the table: t[X] + y[X] >= jokers named X freed
            members = [(f0 + k, -1.0) for k, (x2, _) in enumerate(homes) if x2 == x]
            if x in col.y_of:
                members.append((col.y_of[x], 1.0))
            rows.add(members, -pos.t[x], np.inf)


def one_deck_and_one_hand_card(rows: Rows, pos: Position, col: Columns, decks: int) -> None:
    """With one deck a card and a joker standing for it are not both on the table; and at
    least one card comes from the hand."""
    if decks == 1:
        for c, z in col.z_of.items():
            hand = [(col.y_of[c], 1.0)] if c in col.y_of else []
            rows.add([(z, 1.0), *hand], -np.inf, 1 - pos.t[c])
    first = len(pos.shapes)
    rows.add([(first + i, 1.0) for i in range(len(col.y_of) + col.n_j)], 1, np.inf)


def upper_bounds_and_cost(
    pos: Position, col: Columns, decks: int, objective: str
) -> tuple[np.ndarray, np.ndarray]:
    """Each column's upper bound, and the cost to minimise: minus the points (or cards)
    played from the hand."""
    upper = np.zeros(col.n)
    jokers = pos.j_old + pos.j_hand
    for m, shape in enumerate(pos.shapes):
        upper[m] = min(decks, min(pos.t[c] + pos.h[c] for c in shape) + jokers)
    for c, i in col.y_of.items():
        upper[i] = pos.h[c]
    if col.n_j:
        upper[col.j0] = pos.j_hand
    upper[col.j0 + col.n_j : col.f0] = jokers
    upper[col.f0 :] = 1
    cost = np.zeros(col.n)
    for c, i in col.y_of.items():
        cost[i] = -(card_points(c) if objective == "points" else 1)
    if col.n_j:
        cost[col.j0] = -(rules.JOKER_POINTS if objective == "points" else 1)
    return upper, cost


#: ``solve_programme``'s status when HiGHS found melds whose freed jokers could not be kept
#: natural (the programme is solved again with every table joker keeping its name).
NO_REALIZATION = -1


def solve_programme(
    pos: Position,
    col: Columns,
    rows: Rows,
    decks: int,
    objective: str,
    seconds_left: Callable[[], float],
) -> tuple[list[list[str]] | None, int]:
    """HiGHS on the programme: ``(melds, status)``, status 0 proved best, 1 best found in
    time, 2 no play; melds None with another status when out of time or not realizable."""
    from scipy.optimize import Bounds, LinearConstraint
    from scipy.sparse import csr_matrix

    A = csr_matrix((rows.vals, (rows.rows, rows.cols)), shape=(len(rows.lo), col.n))
    upper, cost = upper_bounds_and_cost(pos, col, decks, objective)
    seconds = seconds_left()
    if seconds <= 0:
        return None, 1
    result = run_highs(
        cost,
        constraints=LinearConstraint(A, np.array(rows.lo, float), np.array(rows.hi, float)),
        integrality=np.ones(col.n),
        bounds=Bounds(np.zeros(col.n), upper),
        time_limit=seconds,
    )
    if result.x is None or result.status not in (0, 1):  # 1: out of time, best found kept
        return None, 2 if result.status == 2 else 1
    x = np.rint(result.x).astype(int)
    melds = realize(
        [pos.shapes[m] for m in range(len(pos.shapes)) for _ in range(x[m])],
        {c: int(x[z]) for c, z in col.z_of.items() if x[z]},
        [home for i, home in enumerate(pos.homes) if x[col.f0 + i]],
    )
    return (melds, result.status) if melds is not None else (None, NO_REALIZATION)


#: HiGHS options beyond scipy's own (``presolve``, ``time_limit``): these programmes are
#: small (50-300 columns) and their LP bound is usually tight, so presolving and the
#: feasibility-jump heuristic cost more than they save (on 1,000 positions from real games,
#: CPU p50 26 -> 7 ms, p99 128 -> 44 ms, the same answers). scipy passes names it does not
#: know to HiGHS verbatim with a warning; a HiGHS without one of them ignores it.
HIGHS_OPTIONS: dict[str, object] = {"presolve": False, "mip_heuristic_run_feasibility_jump": False}
_VERBATIM = r"Unrecognized options detected: .*mip_heuristic_run_feasibility_jump"
_extra_options_ok = True


def run_highs(cost, constraints, integrality, bounds, time_limit: float):
    """``scipy.optimize.milp`` with ``HIGHS_OPTIONS`` (without the extra ones where this
    scipy rejects them) and ``time_limit`` in wall seconds."""
    global _extra_options_ok
    from scipy.optimize import OptimizeWarning, milp

    # scipy warns that the extra option goes to HiGHS verbatim (a filter for that message
    # only, added again each time: thread-safe, and it survives a test runner's resets)
    warnings.filterwarnings("ignore", _VERBATIM, RuntimeWarning)
    warnings.filterwarnings("ignore", _VERBATIM, OptimizeWarning)
    kwargs = {"constraints": constraints, "integrality": integrality, "bounds": bounds}
    if _extra_options_ok:
        try:
            return milp(cost, **kwargs, options={"time_limit": time_limit, **HIGHS_OPTIONS})
        except (AttributeError, TypeError, ValueError):  # pragma: no cover - an older scipy
            _extra_options_ok = False
    return milp(cost, **kwargs, options={"time_limit": time_limit, "presolve": False})


def realize(
    shapes: list[tuple[str, ...]], jokers: dict[str, int], freed: list[tuple[str, frozenset[str]]]
) -> list[list[str]] | None:
    """The melds of a solution: ``shapes`` used, ``jokers[c]`` of their places for card ``c``
    taken by jokers (named ``c``), each freed joker's real card and one natural card of its
    meld together in a meld and both natural (one shape may free jokers of several names,
    two jokers of one name need two shapes). None when that cannot be done: the ways to
    pair freed jokers with shapes are tried in turn, at most ``_REALIZE_TRIES`` of them."""
    options = freed_places(shapes, jokers, freed)
    keep: list[set[str]] = [set() for _ in shapes]  # places that must stay natural
    taken: set[tuple[int, str]] = set()  # (shape, name)
    tries = [0]

    def place(i: int) -> list[list[str]] | None:
        if i == len(freed):
            tries[0] += 1
            return _place_jokers(shapes, jokers, keep)
        x = freed[i][0]
        for k, h in options[i]:
            if (k, x) in taken or tries[0] >= _REALIZE_TRIES:
                continue
            added = {x, h} - keep[k]
            taken.add((k, x))
            keep[k] |= added
            melds = place(i + 1)
            if melds is not None:
                return melds
            taken.discard((k, x))
            keep[k] -= added
        return None

    melds = place(0)
    return None if melds is None else [rules.order_meld(m) for m in _merge_runs(melds)]


_REALIZE_TRIES = 64


def freed_places(
    shapes: list[tuple[str, ...]], jokers: dict[str, int], freed: list[tuple[str, frozenset[str]]]
) -> list[list[tuple[int, str]]]:
    """For each freed joker (its name, its meld's natural cards), where its real card may
    stand: ``(shape, a card of its meld in that shape)``, the cards fewest jokers stand for
    first."""
    return [
        [
            (k, h)
            for k, shape in enumerate(shapes)
            if x in shape
            for h in sorted(home.intersection(shape), key=lambda c: (jokers.get(c, 0), c))
        ]
        for x, home in freed
    ]


def _place_jokers(
    shapes: list[tuple[str, ...]], jokers: dict[str, int], keep: list[set[str]]
) -> list[list[str]] | None:
    """``shapes`` with ``jokers[c]`` places for ``c`` taken by jokers, none of them a place
    in ``keep`` (spread over the shapes with fewest jokers); None when they do not fit or a
    meld would hold jokers only."""
    melds = [list(shape) for shape in shapes]
    for c, count in sorted(jokers.items()):
        slots = [k for k, shape in enumerate(shapes) if c in shape and c not in keep[k]]
        slots.sort(key=lambda k: sum(rules.is_joker(x) for x in melds[k]))
        if len(slots) < count:
            return None
        for k in slots[:count]:
            melds[k][melds[k].index(c)] = f"{JOKER}:{c}"
    if any(all(rules.is_joker(c) for c in meld) for meld in melds):
        return None
    return melds


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
