"""Carousel (manipulation rummy): the rules as pure functions, in the order of the rulebook.

Spec: docs/rules/carousel.md. Markers in the comments cite it: [TEXT] = the Polish
rulebook, [SOURCED] = a public source, [DECISION] = our resolution, K1..K16 = the
spec's table of ambiguities.

Card codes are those of Gin Rummy (``AS``, ``TD`` or ``10D``, ``QH``). A joker in
hand is ``JK``; a joker on the table always carries the card it stands for,
``JK:8S`` (the joker named eight of spades) [TEXT "must say which card it
represents, both rank and suit"].
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

from ..engine.cards import JOKER, RANKS, SUITS, card_label, make_deck, parse_card, rank, suit
from ..engine.melds import card_points as _natural_points
from ..engine.melds import is_run, is_set

JOKER_POINTS = 25  # a joker left in hand [TEXT]


def card_points(card: str) -> int:
    """A card's count in hand: ace 1, two to ten face value, J/Q/K 10, a joker 25 [TEXT]."""
    return _natural_points(card, joker=JOKER_POINTS)


# ----- 2.1 Components and deal [TEXT][SOURCED] -------------------------------------------------

HAND_SIZE = 10  # [TEXT] "każdemu graczowi rozdawane jest 10 kart"
MAX_DRAWS = 3  # [TEXT] draw-1 / draw-2 / draw-3
MAX_RUN = 13  # 2.2 [SOURCED]: aces high or low, not both


def decks_for(num_players: int) -> int:
    """How many 52-card decks are shuffled together: one for 2 players, two for 3 to 5 [TEXT, K4]."""
    return 1 if num_players == 2 else 2


def deck_for(num_players: int) -> list[str]:
    """2 players: one 53-card deck (one joker); 3 to 5 players: two decks, 106 cards, 2 jokers [TEXT, K4]."""
    if not 2 <= num_players <= 5:
        raise ValueError("Carousel is played by 2 to 5 players.")
    return make_deck(1, 1) if num_players == 2 else make_deck(2, 2)


# ----- Card codes on the table: natural cards and named jokers -----------------------------------


def parse_table_card(code: Any) -> str:
    """Canonical table code (see ``_parse_table_card``); ``ValueError`` for anything else."""
    if type(code) is str and code in _CANONICAL:  # fast path: already a canonical code
        return code
    return _parse_table_card(code)


def _parse_table_card(code: Any) -> str:
    """Canonical table code: ``'10s'`` -> ``'TS'``, ``'jk:8s'`` -> ``'JK:8S'``.

    Raises ``ValueError`` with a readable reason for anything else, including an
    unnamed joker (every joker on the table stands for one named card, 2.2/2.5).
    """
    if not isinstance(code, str):
        raise ValueError(f"A card is written like 'AS', '10D' or 'JK:8S', not {code!r}.")
    text = code.strip().upper()
    if text in (JOKER, "JOKER"):
        raise ValueError("A joker on the table must be named: write it as JK:<card>, e.g. JK:8S.")
    if text.startswith("JK:") or text.startswith("JOKER:"):
        named = parse_card(text.split(":", 1)[1])
        if named == JOKER:
            raise ValueError("A joker must stand for a real card, not for another joker.")
        return f"{JOKER}:{named}"
    return parse_card(text)


def is_joker(table_card: str) -> bool:
    return table_card.startswith(JOKER)


def stands_for(table_card: str) -> str:
    """The card a table card counts as: ``'JK:8S'`` -> ``'8S'``, ``'8S'`` -> ``'8S'``."""
    return table_card[3:] if table_card.startswith("JK:") else table_card


def physical(table_card: str) -> str:
    """The physical card: ``'JK:8S'`` -> ``'JK'`` (a joker), ``'8S'`` -> ``'8S'``."""
    return JOKER if table_card.startswith(JOKER) else table_card


def label(table_card: str) -> str:
    """Short label: ``'TD'`` -> ``'10♦'``, ``'JK:8S'`` -> ``'Joker (8♠)'``."""
    if table_card == JOKER:
        return "Joker"
    if is_joker(table_card):
        return f"Joker ({card_label(stands_for(table_card))})"
    return card_label(table_card)


def labels(cards: Iterable[str]) -> str:
    return " ".join(label(c) for c in cards)


# ----- 2.2 Melds [TEXT] ----------------------------------------------------------------------------


def meld_problem(cards: Sequence[Any]) -> str | None:
    try:
        key = tuple(cards)
        hash(key)
    except TypeError:
        return _meld_problem(cards)
    return _meld_problem(key)


@lru_cache(maxsize=1 << 16)
def _meld_problem(cards: Sequence[Any]) -> str | None:
    """Why ``cards`` are no legal meld, in words; ``None`` when they are one.

    A *group* is 3 or 4 cards of one rank with no two identical cards; a *sequence*
    is 3 or more cards of one suit in a row, the ace low (A-2-3) or high (Q-K-A) but
    not both and never turning the corner (K-A-2) [TEXT, K3, K13]. A named joker
    counts as the card it stands for in every check (2.2).
    """
    try:
        table = [parse_table_card(c) for c in cards]
    except ValueError as exc:
        return str(exc)
    if len(table) < 3:
        return f"a meld needs at least 3 cards, this one has {len(table)}"
    real = [stands_for(c) for c in table]
    ranks = {rank(c) for c in real}
    suits = {suit(c) for c in real}
    doubles = sorted(c for c, k in Counter(real).items() if k > 1)
    if len(ranks) == 1:  # a group (set)
        if len(table) > 4:
            return f"a group has 3 or 4 cards, this one has {len(table)}"
        if doubles:
            return f"a group may not hold two identical cards ({card_label(doubles[0])} twice)"
        assert is_set(real)
        return None
    if len(suits) == 1:  # a sequence (run)
        if doubles:
            return f"a sequence may not hold the same card twice ({card_label(doubles[0])})"
        if len(table) > MAX_RUN:
            return f"a sequence has at most {MAX_RUN} cards (the ace is high or low, not both)"
        if is_run(real, ace_high=True):
            return None
        numbers = sorted(ranks)
        if 1 in numbers and 13 in numbers and 2 in numbers:
            return "a sequence may not turn the corner (king-ace-two)"
        return "the cards of a sequence must follow each other with no gap"
    if len(ranks) > 1 and len(suits) > 1:
        return "the cards are neither one rank (a group) nor one suit in a row (a sequence)"
    return "not a meld"  # pragma: no cover - one of the branches above always applies


def is_valid_meld(cards: Sequence[Any]) -> bool:
    """``True`` for a legal group or sequence (jokers written with their names, ``JK:8S``)."""
    return meld_problem(cards) is None


def meld_kind(cards: Sequence[str]) -> str:
    """``'group'`` or ``'sequence'`` for a valid meld."""
    return "group" if len({rank(stands_for(c)) for c in cards}) == 1 else "sequence"


def order_meld(cards: Sequence[str]) -> list[str]:
    """A valid meld in reading order: a sequence by rank (ace where it plays), a group by suit."""
    return list(_order_meld(tuple(map(parse_table_card, cards))))


@lru_cache(maxsize=1 << 16)
def _order_meld(cards: tuple[str, ...]) -> tuple[str, ...]:
    if meld_problem(cards) is not None:
        return cards
    if meld_kind(cards) == "group":
        return tuple(sorted(cards, key=lambda c: SUITS.index(suit(stands_for(c)))))
    high = any(rank(stands_for(c)) == 13 for c in cards)

    def key(c: str) -> int:
        r = rank(stands_for(c))
        return 14 if (r == 1 and high) else r

    return tuple(sorted(cards, key=key))


def meld_problems(melds: Sequence[Sequence[Any]]) -> dict[int, str]:
    """The problem of each invalid meld, by index (empty when the whole table is valid)."""
    return {i: p for i, m in enumerate(melds) if (p := meld_problem(m)) is not None}


def validate_table(melds: Any) -> str | None:
    """``None`` if every table card lies in a legal meld, else the first reason, in words.

    >>> validate_table([["7S", "8S", "9S"], ["QH", "QD", "JK:QS"]]) is None
    True
    >>> validate_table([["7S", "8S", "TS"]])
    'Meld 1 (7♠ 8♠ 10♠): the cards of a sequence must follow each other with no gap.'
    """
    if not isinstance(melds, (list, tuple)):
        return "The table is a list of melds, each a list of cards."
    for i, meld in enumerate(melds):
        if not isinstance(meld, (list, tuple)):
            return f"Meld {i + 1} is not a list of cards."
        problem = meld_problem(meld)
        if problem is not None:
            try:
                shown = labels(parse_table_card(c) for c in meld)
            except ValueError:
                shown = " ".join(map(str, meld))
            return f"Meld {i + 1} ({shown}): {problem}."
    return None


# ----- 2.4 / 2.5 A play: one atomic rearrangement of the table ---------------------------------------


def play_problem(
    hand: Sequence[str],
    old_table: Sequence[Sequence[str]],
    new_table: Sequence[Sequence[str]],
    decks: int = 2,
) -> str | None:
    """Why replacing ``old_table`` by ``new_table`` is no legal play from ``hand`` (``None`` if it is).

    The rules of a play [TEXT "Podsumowanie zasad łączenia"; spec 2.4, 2.5]:
    at least one card comes from the hand; no table card leaves the table; every
    table card ends in a legal meld; a joker keeps the card it stands for unless
    it is freed by the real card, which ends the play on the table (from the hand
    or moved from another meld), and then it is re-used, possibly re-named, in the
    same play (it never goes to a hand) [K6].

    [DECISION] A play's intermediate steps need not be valid, so "the real card in
    the joker's place" is checked on the final table: a joker named X may end the
    play with another name only if a natural X ends in the meld that joker held,
    i.e. in a final meld that also holds another card of that meld; a natural X
    elsewhere on the table does not free it. With one deck (``decks=1``, two
    players) a joker may not stand for a card that is itself on the table.
    """
    old_cards = [c for m in old_table for c in m]
    new_cards = [c for m in new_table for c in m]
    before, old_names = _card_counts(old_cards)
    after, new_names = _card_counts(new_cards)
    problem = _cards_problem(hand, before, after) or validate_table(new_table)
    if problem is not None:
        return problem
    return _joker_problem(old_table, new_table, old_names, new_names, new_cards, decks)


def _cards_problem(hand: Sequence[str], before: Counter, after: Counter) -> str | None:
    """2.4: no card leaves the table, at least one comes from the hand, and the hand holds it."""
    removed = [c for c, k in before.items() if k > after[c]]
    if removed:
        card = min(removed)
        return f"No card may leave the table ({label(card)} is missing from your arrangement)."
    played = {c: k - before[c] for c, k in after.items() if k > before[c]}
    if not played:
        return "A play must add at least one card from your hand to the table."
    held = Counter(hand)
    missing = [c for c, k in played.items() if k > held[c]]
    if missing:
        card = min(missing)
        return f"You do not hold {'a joker' if card == JOKER else label(card)}."
    return None


def _joker_problem(old_table, new_table, old_names, new_names, new_cards, decks) -> str | None:
    """2.5: a joker keeps its name unless the real card takes its place in its meld; with one
    deck a joker cannot stand for a card that is on the table."""
    for name, freed in sorted((old_names - new_names).items()):
        if _places_taken(name, old_table, new_table) < freed:
            return (
                f"The joker standing for {card_label(name)} keeps that name: it can only be freed by "
                f"putting the real {card_label(name)} in its place in its meld."
            )
    if decks == 1 and new_names:
        naturals = {c for c in new_cards if not is_joker(c)}
        for name in sorted(new_names):
            if name in naturals:
                return (
                    f"There is only one {card_label(name)} in the deck and it is on the table: "
                    f"a joker cannot stand for it."
                )
    return None


def _card_counts(cards: Iterable[str]) -> tuple[Counter, Counter]:
    """How many of each physical card (every joker counts as ``JK``, whatever its name), and
    how many jokers stand for each card."""
    counts = Counter(cards)
    names: Counter = Counter()
    for code in [c for c in counts if c.startswith(JOKER)]:
        names[stands_for(code)] += counts.pop(code)
    if names:
        counts[JOKER] = names.total()
    return counts, names


def _places_taken(
    name: str, old_table: Sequence[Sequence[str]], new_table: Sequence[Sequence[str]]
) -> int:
    """How many old melds with a joker named ``name`` see a natural ``name`` take that place.

    A final meld takes the place when it holds a natural ``name`` and another card of
    the old meld (the meld the joker was in, now with the real card).
    """
    joker = f"{JOKER}:{name}"
    homes = [Counter(c for c in m if c != joker) for m in old_table if joker in m]
    finals = [Counter(m) for m in new_table if name in m]
    taken = 0
    for home in homes:
        for i, final in enumerate(finals):
            if final is not None and any(final[c] for c in home):
                finals[i] = None  # one natural card takes one place
                taken += 1
                break
    return taken


def name_jokers(meld: Sequence[str], decks: int = 2, taken: Iterable[str] = ()) -> list[str]:
    """The meld with each unnamed joker (``JK``) named so that the meld is valid, if one
    naming does it (the first such names in deck order; with one deck not a card in
    ``taken``, the naturals on the table). Otherwise the jokers are named after the first
    card that keeps the meld's kind, or left as they are."""
    cards = list(meld)
    blanks = [i for i, c in enumerate(cards) if c == JOKER]
    if not blanks or len(blanks) > 2:
        return cards
    banned = set(taken) if decks == 1 else set()
    banned |= {stands_for(c) for c in cards if c != JOKER} if decks == 1 else set()
    choices = [c for c in ALL_CARDS if c not in banned]
    fixed = [c for c in cards if c != JOKER]
    for first in choices:
        trial = fixed + [f"{JOKER}:{first}"]
        if len(blanks) == 1:
            if meld_problem(trial) is None:
                return order_meld(trial)
            continue
        if len(fixed) + 1 >= 3 and meld_problem(trial) is not None and len(trial) >= 3:
            continue
        for second in choices:
            if second != first and meld_problem(trial + [f"{JOKER}:{second}"]) is None:
                return order_meld(trial + [f"{JOKER}:{second}"])
    return cards


def played_cards(
    old_table: Sequence[Sequence[str]], new_table: Sequence[Sequence[str]]
) -> list[str]:
    """The hand cards a (valid) play puts on the table (jokers as ``JK``)."""
    before, _ = _card_counts([c for m in old_table for c in m])
    after, _ = _card_counts([c for m in new_table for c in m])
    return sorted((after - before).elements(), key=hand_order)


# ----- End of the round: hand values [TEXT] ---------------------------------------------------------


def hand_value(cards: Iterable[str]) -> int:
    """Points in hand: joker 25, J/Q/K 10, two to ten face value, ace 1 [TEXT]."""
    return sum(_POINTS[c] if c in _POINTS else card_points(parse_card(c)) for c in cards)


def can_knock(hand: Sequence[str], limit: int = 5) -> bool:
    """A player may knock with five or fewer points in hand [TEXT]."""
    return hand_value(hand) <= limit


# ----- 2.7 Round scoring [TEXT, K8, K10, K14] ---------------------------------------------------------


def round_winners(values: Sequence[int], knocker: int | None = None) -> list[int]:
    """The lowest hands win; a knocker tied with others is not a winner, the others are [TEXT, K8]."""
    low = min(values)
    winners = [p for p, v in enumerate(values) if v == low]
    if knocker is not None and knocker in winners and len(winners) > 1:
        winners.remove(knocker)
    return winners


def score_round(
    values: Sequence[int],
    knocker: int | None = None,
    went_out: int | None = None,
    undercut_bonus: int = 10,
    going_out_bonus: int = 25,
) -> list[int]:
    """Each player's points for the round from the hand values.

    Each winner scores the sum of the differences to every other hand (0 against a
    tied winner), +10 when a player knocked and the winner is somebody else (the
    undercut), +25 for going out with no cards. Losers score 0. With no knocker
    (the stock ran out) there is no undercut bonus [K10]. Going out counts as a
    knock with 0 points (2.6).

    >>> score_round([4, 19], knocker=0)
    [15, 0]
    >>> score_round([5, 2], knocker=0)
    [0, 13]
    """
    if went_out is not None:
        knocker = went_out
    winners = round_winners(values, knocker)
    points = [0] * len(values)
    for w in winners:
        points[w] = sum(v - values[w] for q, v in enumerate(values) if q != w)
        if knocker is not None and w != knocker:
            points[w] += undercut_bonus
        if went_out is not None and w == went_out:
            points[w] += going_out_bonus
    return points


# ----- 2.8 Game end [TEXT, K9] -------------------------------------------------------------------------


def game_over(totals: Sequence[int], target: int = 150) -> bool:
    """The game ends after the round in which someone reaches 150 or more [TEXT]."""
    return max(totals) >= target


def end_bonuses(
    totals: Sequence[int],
    rounds_won: Sequence[int],
    target: int = 150,
    game_bonus: int = 100,
    round_bonus: int = 25,
    round_bonus_excludes_finishers: bool = False,
) -> list[int]:
    """Bonuses at the game's end: +100 to each player at 150 or more, +25 a round won.

    [K9][DECISION] every player gets the 25 per round won; with
    ``round_bonus_excludes_finishers`` (the literal Polish "każdy inny gracz") the
    players who reached 150 do not.
    """
    bonuses = []
    for total, won in zip(totals, rounds_won, strict=False):
        finished = total >= target
        bonus = game_bonus if finished else 0
        if not (finished and round_bonus_excludes_finishers):
            bonus += round_bonus * won
        bonuses.append(bonus)
    return bonuses


# ----- helpers ----------------------------------------------------------------------------------------


def hand_order(card: str) -> int:
    """Sort key of a hand card: suit then rank, jokers last."""
    return _HAND_ORDER[card]


def sort_hand(cards: Iterable[str]) -> list[str]:
    """A hand in suit then rank order, jokers last."""
    return sorted(cards, key=hand_order)


ALL_CARDS = [r + s for s in SUITS for r in RANKS]
_HAND_ORDER = {c: i for i, c in enumerate(ALL_CARDS + [JOKER])}
_POINTS = {c: card_points(c) for c in ALL_CARDS + [JOKER]}
_CANONICAL = frozenset(ALL_CARDS + [f"{JOKER}:{c}" for c in ALL_CARDS])
