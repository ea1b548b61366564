"""The Gnumies: cards, bidding and scoring, in the order of the rulebook.

Pure functions of cards: no game state here. Section ids ([TEXT], [SOURCED],
[DECISION], N1..N20) refer to the resolved specification docs/rules/gnumies.md.

Party cards are written as in the rest of the package: a guest is its value
(an ``int`` from 1 to 15); the two special cards are the strings ``"wullawaki"``
and ``"copicastor"``. A Gnumie (bidding) card is its value (10..100) or
``"gnalli"``; its colour is its owner's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache, wraps
from typing import Any

PartyCard = int | str
GnumieCard = int | str

# --- Components (spec §1) -------------------------------------------------------------------

#: The five colours, in seat order: seat 0 plays red, seat 1 yellow, ... [TEXT]
COLOURS = ("red", "yellow", "blue", "violet", "gray")
#: The ten numbered Gnumie cards of every colour [TEXT].
GNUMIE_VALUES = tuple(range(10, 101, 10))
#: The eleventh card of every colour: the star card, no value [TEXT].
GNALLI = "gnalli"
HAND = (*GNUMIE_VALUES, GNALLI)  # a full hand of 11 Gnumie cards

#: Luckynits printed on each numbered card (spec §1.1, N3). The real counts were not
#: found in any public source: this placeholder Latin square matches the four known
#: cards [TEXT] (80 violet = 5, 80 blue = 1, 10 yellow = 4, 10 red = 1). Every value's
#: five colours carry 1..5 once each, so ties between equal values are always broken.
_LUCKYNIT_ROWS = {  # value: (red, yellow, blue, violet, gray)
    10: (1, 4, 2, 3, 5),
    20: (4, 2, 3, 5, 1),
    30: (2, 3, 5, 1, 4),
    40: (3, 5, 1, 4, 2),
    50: (5, 1, 4, 2, 3),
    60: (2, 1, 5, 3, 4),
    70: (5, 3, 4, 2, 1),
    80: (4, 2, 1, 5, 3),
    90: (1, 5, 3, 4, 2),
    100: (3, 4, 2, 1, 5),
}
LUCKYNITS: dict[str, dict[int, int]] = {
    colour: {value: row[i] for value, row in _LUCKYNIT_ROWS.items()}
    for i, colour in enumerate(COLOURS)
}

#: Names of Gnumie cards known from the rulebook [TEXT]; the others show their value.
GNUMIE_NAMES = {10: "Celin", 80: "Grampa Gnumsen", 90: "Vallygnum"}

# Party cards (spec §1.2): guests 1-10 four times, 11-15 once, 7 Wullawakis, 1 Copicastor.
WULLAWAKI = "wullawaki"
COPICASTOR = "copicastor"
SPECIALS = (WULLAWAKI, COPICASTOR)
GUEST_VALUES = tuple(range(1, 16))
PARTY_DECK: tuple[PartyCard, ...] = (
    *(v for v in range(1, 11) for _ in range(4)),  # 40 guests valued 1-10 [TEXT]
    *range(11, 16),  # 5 guests valued 11-15 [TEXT]
    *(WULLAWAKI,) * 7,  # [TEXT][SOURCED]
    COPICASTOR,  # exactly one (N2) [SOURCED]
)
assert len(PARTY_DECK) == 53

#: Guest names known from the rulebook (N20: show numbers elsewhere) [TEXT].
GUEST_NAMES = {1: "Borsi", 6: "Dumbball", 10: "Dimmling", 13: "Rapster"}


def luckynits(colour: str, card: GnumieCard) -> int:
    """Luckynits printed on ``colour``'s card ``card`` (the Gnalli has none)."""
    if card == GNALLI:
        return 0
    return LUCKYNITS[colour][card]


def party_label(card: PartyCard) -> str:
    """``"Guest 7"``, ``"Borsi (1)"``, ``"Wullawaki"``, ``"Copicastor"``."""
    if card == WULLAWAKI:
        return "Wullawaki"
    if card == COPICASTOR:
        return "Copicastor"
    name = GUEST_NAMES.get(card)
    return f"{name} ({card})" if name else f"Guest {card}"


def gnumie_label(colour: str, card: GnumieCard) -> str:
    """``"violet 80 (5 Luckynits)"`` or ``"red Gnalli"``."""
    if card == GNALLI:
        return f"{colour} Gnalli"
    nits = luckynits(colour, card)
    return f"{colour} {card} ({nits} Luckynit{'s' if nits != 1 else ''})"


def is_party_card(card: Any) -> bool:
    if type(card) is int:  # the common case first (exactly int: a bool is no guest)
        return 1 <= card <= 15
    if isinstance(card, bool):
        return False
    return card in SPECIALS or (isinstance(card, int) and 1 <= card <= 15)


# --- Playing the game: who wins the face-up party card (spec §3, R5) ---------------------------


def winning_direction(offer: PartyCard) -> str:
    """``"highest"`` for guests and the Wullawaki (N5), ``"lowest"`` for the Copicastor (N1)."""
    return "lowest" if offer == COPICASTOR else "highest"


def offer_rule(offer: PartyCard) -> str:
    """How the offered card is won, in one sentence for the table (R5, N1, N4, N5)."""
    if offer == WULLAWAKI:
        return (
            "Wullawaki: the highest card wins it (and goes back to the hand); every other card "
            "played is discarded. No Gnalli."
        )
    if offer == COPICASTOR:
        return "Copicastor: the LOWEST card wins it. Ties: more Luckynits."
    return (
        "The highest card wins it. Ties: more Luckynits. The winning card is discarded; "
        "the others go back."
    )


def resolve_bids(offer: PartyCard, bids: Mapping[int, tuple[int, int]]) -> tuple[int, bool]:
    """The seat that wins ``offer`` and whether Luckynits decided it.

    ``bids`` maps a seat to ``(value, luckynits)`` of its numbered card. The highest
    value wins (the lowest for the Copicastor); equal values are decided by more
    Luckynits, for every kind of offer, the Copicastor included (N4) [TEXT].
    """
    if not bids:
        raise ValueError("nobody bid")
    sign = -1 if winning_direction(offer) == "lowest" else 1
    best_value = max(sign * value for value, _ in bids.values())
    tied = {seat: nits for seat, (value, nits) in bids.items() if sign * value == best_value}
    winner = max(tied, key=lambda seat: (tied[seat], -seat))
    return winner, len(tied) > 1


# --- Scoring (spec §5) -----------------------------------------------------------------------

SET_POINTS = {1: None, 2: 20, 3: 50, 4: 100, 5: 150}  # S3 [TEXT]; a single scores its value


def group_points(value: int, count: int, high_value_pairs_score_face: bool = False) -> int:
    """Points of ``count`` cards of one value: the value alone, else 20 / 50 / 100 / 150 (S3).

    A pair of an 11-15 can only exist through the Copicastor; it scores 20 by the
    literal rule (N16), or its face value twice with ``high_value_pairs_score_face``.
    """
    if count <= 0:
        return 0
    if count == 1:
        return value
    if count == 2 and high_value_pairs_score_face and value >= 11:
        return 2 * value
    return SET_POINTS[min(count, 5)]


@dataclass(frozen=True)
class RoomScore:
    """A party room's score with its explanation.

    ``total``: the points; ``discarded``: the cards the Wullawakis throw out (with the
    Wullawakis themselves); ``copicastor_as``: the value the Copicastor copies (None
    when absent or without a guest to copy); ``groups``: ``(value, cards, points)``
    for each value scored; ``per_card``: ``(card, explanation)`` for every card of
    the room, in the room's order; ``lines``: the explanation as readable text.
    """

    total: int
    discarded: tuple[PartyCard, ...]
    copicastor_as: int | None
    groups: tuple[tuple[int, int, int], ...]
    per_card: tuple[tuple[PartyCard, str], ...]
    lines: tuple[str, ...] = field(default=())

    def __int__(self) -> int:
        return self.total

    def explain(self) -> str:
        return "\n".join(self.lines)


def check_room(cards: Iterable[Any]) -> list[PartyCard]:
    cards = list(cards)
    for card in cards:
        if not is_party_card(card):
            raise ValueError(
                f"{card!r} is not a party card: a guest is its value 1 to 15, the special cards "
                f"are 'wullawaki' and 'copicastor'."
            )
    return cards


@dataclass(frozen=True)
class RoomTally:
    """The arithmetic of a room's score, without words (spec S1-S3).

    ``penalty``: the cards thrown out besides the Wullawakis; ``rule``: how they were
    picked (``"none"``, ``"lowest"`` for one Wullawaki, ``"highest"`` for two,
    ``"chosen"`` by the player or ``"best"`` for them, with three or more);
    ``copicastor_as``: the value the Copicastor copies (None when absent or with no
    guest to copy); ``groups``: ``(value, cards, points)`` per value scored.
    """

    total: int
    wullawakis: int
    penalty: tuple[PartyCard, ...]
    rule: str
    copicastor_as: int | None
    copicastor_kept: bool
    groups: tuple[tuple[int, int, int], ...]


def wullawaki_penalty(
    others: list[PartyCard], w: int, discard: Sequence[PartyCard] | None, face: bool
) -> tuple[list[PartyCard], str]:
    """S1 [TEXT]: the cards thrown out beside ``w`` Wullawakis, and the rule that chose them
    (``none``, ``lowest``, ``highest``, ``best`` or the player's ``chosen`` discard)."""
    guests = [c for c in others if c != COPICASTOR]
    if discard is not None:
        if w < 3:
            raise ValueError("Only a player with three or more Wullawakis chooses what to discard.")
        chosen = check_room(discard)  # a discarded card is a party card too (True is not 1)
        need = min(w, len(others))
        if len(chosen) != need:
            raise ValueError(
                f"With {w} Wullawakis discard exactly {need} other card(s), not {len(chosen)}."
            )
        if Counter(chosen) - Counter(others):
            raise ValueError(f"Cannot discard {chosen!r}: the room does not hold those cards.")
        return chosen, "chosen"
    if w == 0:
        return [], "none"
    if w == 1:  # the lowest printed value, one card only; the Copicastor has none (N15)
        return ([min(guests)] if guests else []), "lowest"
    if w == 2:
        return ([max(guests)] if guests else []), "highest"  # one card only (N13)
    return list(best_discard(others, w, face)), "best"


def tally_room(
    cards: Iterable[PartyCard],
    discard: Sequence[PartyCard] | None = None,
    high_value_pairs_score_face: bool = False,
) -> RoomTally:
    """The points of one party room, step by step (S1 Wullawakis, S2 Copicastor, S3 groups).

    ``discard`` is the choice of a player with three or more Wullawakis (S1, N14):
    the cards they throw out besides the Wullawakis. Without it the choice that keeps
    the most points is made for them. ``explain_room`` puts a tally into words.
    """
    room = check_room(cards)
    w = room.count(WULLAWAKI)
    others = [c for c in room if c != WULLAWAKI]
    face = high_value_pairs_score_face

    # S1 - Wullawakis: discard them and the penalty cards [TEXT].
    penalty, rule = wullawaki_penalty(others, w, discard, face)
    kept = list(others)
    for card in penalty:
        kept.remove(card)
    kept_guests = sorted(c for c in kept if c != COPICASTOR)
    has_copy = COPICASTOR in kept

    # S2 - the Copicastor becomes the lowest remaining guest (0 points without one) [TEXT].
    copies = kept_guests[0] if has_copy and kept_guests else None
    counts = Counter(kept_guests)
    if copies is not None:
        counts[copies] += kept.count(COPICASTOR)

    # S3 - groups by value [TEXT].
    groups = tuple((v, counts[v], group_points(v, counts[v], face)) for v in sorted(counts))
    total = sum(points for _, _, points in groups)
    return RoomTally(total, w, tuple(penalty), rule, copies, has_copy, groups)


def _card_reasons(
    room: list[PartyCard],
    penalty: list[PartyCard],
    copies: int | None,
    groups: tuple[tuple[int, int, int], ...],
) -> list[tuple[PartyCard, str]]:
    """A reason for every card of the room, in the room's order."""
    counts = {v: n for v, n, _ in groups}
    points_of = {v: p for v, _, p in groups}
    per_card: list[tuple[PartyCard, str]] = []
    penalty_left = Counter(penalty)
    for card in room:
        if card == WULLAWAKI:
            per_card.append((card, "discarded: a Wullawaki scores 0"))
        elif penalty_left[card] > 0:
            penalty_left[card] -= 1
            per_card.append((card, "discarded because of the Wullawaki(s): 0"))
        elif card == COPICASTOR:
            if copies is None:
                per_card.append((card, "no guest left to copy: 0"))
            else:
                per_card.append((card, f"copies the lowest guest, {copies}, joining its group"))
        else:
            n = counts[card]
            what = "single" if n == 1 else {2: "pair", 3: "three", 4: "four", 5: "five"}[min(n, 5)]
            per_card.append((card, f"{what} of {card}s: {points_of[card]} for the group"))
    return per_card


def explain_room(cards: Iterable[PartyCard], tally: RoomTally) -> RoomScore:
    """Put a room's tally into words: a reason for every card, and the lines of the sum."""
    room = list(cards)
    w, penalty, copies = tally.wullawakis, list(tally.penalty), tally.copicastor_as
    first = f", {party_label(penalty[0])}." if penalty else " (none in the room)."
    note = {
        "none": "",
        "lowest": "1 Wullawaki: discarded it and one card of the lowest value" + first,
        "highest": "2 Wullawakis: discarded them and one card of the highest value" + first,
        "chosen": f"{w} Wullawakis: discarded {_labels(penalty)} (the player's choice).",
        "best": (
            f"{w} Wullawakis: discarded them and {len(penalty)} card{'s' * (len(penalty) != 1)} "
            f"of the player's choice: {_labels(penalty) or 'none'} (the choice that keeps the most points)."
        ),
    }[tally.rule]
    per_card = _card_reasons(room, penalty, copies, tally.groups)
    lines = [note] if note else []
    for v, n, points in tally.groups:
        with_copy = " (with the Copicastor)" if v == copies else ""
        if n == 1:
            lines.append(f"{party_label(v)}: {points}")
        else:
            lines.append(f"{n} × {v}{with_copy}: {points}")
    if tally.copicastor_kept and copies is None:
        lines.append("Copicastor with no guest to copy: 0")
    lines.append(f"Total: {tally.total}")
    return RoomScore(
        tally.total,
        tuple([WULLAWAKI] * w + penalty),
        copies,
        tally.groups,
        tuple(per_card),
        tuple(lines),
    )


def score_room(
    cards: Iterable[PartyCard],
    discard: Sequence[PartyCard] | None = None,
    high_value_pairs_score_face: bool = False,
) -> RoomScore:
    """Score one party room and explain it (rulebook "Scoring"; spec S1-S3).

    >>> score_room([3, 3, 3, 6, 8, 8, 10, 13, "wullawaki", "copicastor"]).total
    99

    The arithmetic is ``tally_room``; the words are ``explain_room``.
    """
    room = tuple(check_room(cards))
    chosen = None if discard is None else tuple(discard)
    return _score_room(room, chosen, bool(high_value_pairs_score_face))


def _kept_per_room(maxsize: int):
    """``lru_cache`` for a function of ``(room, discard, face)``, used only when every card is
    exactly an int or a str: a kept result is then found only by the same cards (``True == 1``
    and ``1.0 == 1`` would find the entry of ``1``). Other cards are computed afresh, so the
    rules refuse them."""

    def decorate(function):
        kept = lru_cache(maxsize=maxsize)(function)

        @wraps(function)
        def lookup(room: tuple, discard: tuple | None, face: bool):
            if _exact_cards(room) and (discard is None or _exact_cards(discard)):
                return kept(room, discard, face)
            return function(room, discard, face)

        return lookup

    return decorate


def _exact_cards(cards: tuple) -> bool:
    return all(type(card) is int or type(card) is str for card in cards)


@_kept_per_room(maxsize=16384)
def _score_room(
    room: tuple[PartyCard, ...], discard: tuple[PartyCard, ...] | None, face: bool
) -> RoomScore:
    return explain_room(room, _tally_room(room, discard, face))


def room_total(cards: Iterable[PartyCard], high_value_pairs_score_face: bool = False) -> int:
    """Just the points of a room (automatic choice for three or more Wullawakis)."""
    return _tally_room(tuple(cards), None, bool(high_value_pairs_score_face)).total


@_kept_per_room(maxsize=65536)
def _tally_room(
    room: tuple[PartyCard, ...], discard: tuple[PartyCard, ...] | None, face: bool
) -> RoomTally:
    """``tally_room``, kept: a room's points and its explanation share one tally."""
    return tally_room(room, discard, face)


def _labels(cards: Iterable[PartyCard]) -> str:
    return ", ".join(party_label(c) for c in cards)


def best_discard(others: Sequence[PartyCard], w: int, face: bool = False) -> tuple[PartyCard, ...]:
    """The ``min(w, len(others))`` cards to discard that keep the most points (N14, [DECISION]).

    ``others`` are the room's cards except the Wullawakis; the Copicastor may be
    discarded (N15). Among equally good choices the first found is taken (deterministic).
    """
    counts = Counter(c for c in others if c != COPICASTOR)
    copy = others.count(COPICASTOR)
    need = min(w, len(others))
    return _best_discard(tuple(sorted(counts.items())), copy, need, face)


@lru_cache(maxsize=4096)
def _best_discard(
    items: tuple[tuple[int, int], ...], copy: int, need: int, face: bool
) -> tuple[PartyCard, ...]:
    values = [v for v, _ in items]
    cnt = [c for _, c in items]
    m = len(values)

    @cache
    def free(i: int, d: int) -> tuple[int, tuple[int, ...]]:
        """Best points of groups i.. with exactly d discards among them (keep counts)."""
        if i == m:
            return (0, ()) if d == 0 else (-(10**9), ())
        best = (-(10**9), ())
        for drop in range(min(cnt[i], d) + 1):
            rest, keeps = free(i + 1, d - drop)
            cand = (rest + group_points(values[i], cnt[i] - drop, face), (cnt[i] - drop, *keeps))
            if cand[0] > best[0]:
                best = cand
        return best

    options: list[tuple[int, tuple[int, ...], int]] = []  # (points, keep counts, copicastors kept)
    # The Copicastor discarded (or absent): it costs one discard each.
    if copy <= need:
        pts, keeps = free(0, need - copy)
        options.append((pts, keeps, 0))
    if copy:
        options += copicastor_kept(values, cnt, copy, need, face, free)
    best = max(options, key=lambda o: o[0])  # the first of the best
    pts, keeps, kept_copy = best
    dropped: list[PartyCard] = []
    for v, c, k in zip(values, cnt, keeps, strict=True):
        dropped += [v] * (c - k)
    dropped += [COPICASTOR] * (copy - kept_copy)
    return tuple(dropped)


def copicastor_kept(
    values: list[int],
    cnt: list[int],
    copy: int,
    need: int,
    face: bool,
    free: Callable[[int, int], tuple[int, tuple[int, ...]]],
) -> list[tuple[int, tuple[int, ...], int]]:
    """``_best_discard``'s choices that keep the Copicastors, which copy the lowest kept guest
    ``values[i]`` (``free``: the best of the groups after it): (points, keeps, Copicastors)."""
    options = []
    for i in range(len(values)):
        before = sum(cnt[:i])
        for keep_i in range(1, cnt[i] + 1):
            d = need - before - (cnt[i] - keep_i)
            if d < 0:
                continue
            rest, keeps = free(i + 1, d)
            pts = rest + group_points(values[i], keep_i + copy, face)
            options.append((pts, (0,) * i + (keep_i, *keeps), copy))
    if sum(cnt) == need:
        options.append((0, (0,) * len(values), copy))
    return options


def room_groups(cards: Iterable[PartyCard]) -> dict[PartyCard, int]:
    """How many cards of each kind a room holds (for display: grouped by value)."""
    return dict(sorted(Counter(cards).items(), key=lambda kv: party_sort_key(kv[0])))


def party_sort_key(card: PartyCard) -> tuple[int, int]:
    """Display order of party cards: guests by value, then the Copicastor, then Wullawakis."""
    if card == WULLAWAKI:
        return (2, 0)
    if card == COPICASTOR:
        return (1, 0)
    return (0, card)
