"""What each seat of The Gnumies sees, and how the rooms score at the table: the views (a
seat's and the teacher's), the hidden parts redrawn for undo and for the coach's samples, and
the scores with the players' own Wullawaki discards (spec §2 what is public, §5 S1-S3).

Functions of a ``GnumiesGame`` state (``game.py`` plays the rounds); rule ids as in
docs/rules/gnumies.md.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ..engine import State, clone, rng
from . import rules
from .rules import COLOURS, GNALLI, WULLAWAKI, party_label

PLAY, KEEP, GIVE, DISCARD = "play", "keep", "give", "discard"
#: Luckynits by colour and card value (as text keys, the way JSON sends them).
LUCKYNIT_TEXT = {c: {str(v): n for v, n in rules.LUCKYNITS[c].items()} for c in COLOURS}
#: Readable names of the guests (1-15), for every front end.
PARTY_LABELS = {str(c): party_label(c) for c in rules.GUEST_VALUES}

# The lists of a state, for ``copy_state``: lists of cards, seats or text, and lists of those
# (a seat's chosen discards are None until it chooses). Every other value but the options and
# the latest reveal is a number, text or None.
FLAT_LISTS = ("names", "age_order", "colours", "news")  # fixed at the start, and the news
FLAT_LISTS += ("supply", "set_aside", "pickers", "to_act", "picks", "sitting_out")
NESTED_LISTS = ("hands", "discards", "rooms", "chosen_discards")


def copy_options(options: dict[str, Any]) -> dict[str, Any]:
    """A game's options, sharing no list with them (``age_order`` is the only one)."""
    return {**options, "age_order": list(options["age_order"])}


def copy_reveal(reveal: dict[str, Any] | None) -> dict[str, Any] | None:
    """The latest reveal, sharing no list with it (its ``bids``)."""
    if reveal is None:
        return None
    return {**reveal, "bids": [list(bid) for bid in reveal["bids"]]}


def display_facts(state: State, scored: list[rules.RoomScore]) -> dict[str, Any]:
    """Public display facts of a view: the Luckynits of every colour at the table, how each
    room scores (in words), the names of the party cards and the rule of the offer."""
    return {
        "luckynits": {c: dict(LUCKYNIT_TEXT[c]) for c in state["colours"]},
        "room_lines": [list(score.lines) for score in scored],
        "labels": dict(PARTY_LABELS),
        "offer_rule": rules.offer_rule(state["offer"]) if state["offer"] is not None else None,
    }


def allowed_cards(state: State, seat: int) -> list[Any]:
    """The Gnumie cards ``seat`` may choose this round (R2, R4)."""
    banned = state["offer"] == WULLAWAKI or state["repick"]
    return [c for c in state["hands"][seat] if not (banned and c == GNALLI)]


def discards_needed(state: State, seat: int) -> int:
    """S1 (N14): how many cards ``seat``'s three or more Wullawakis throw out (else 0)."""
    room = state["rooms"][seat]
    w = room.count(WULLAWAKI)
    return min(w, len(room) - w) if w >= 3 else 0


def discardable(state: State, seat: int) -> Counter:
    """The cards ``seat`` may still choose to throw out: its room's, Wullawakis aside."""
    others = Counter(c for c in state["rooms"][seat] if c != WULLAWAKI)
    return others - Counter(state["chosen_discards"][seat] or [])


def chose(state: State, seat: int) -> bool:
    """Whether ``seat`` has finished choosing its Wullawaki discards (option "players")."""
    chosen = state["chosen_discards"][seat]
    return chosen is not None and len(chosen) == discards_needed(state, seat)


def room_score(state: State, seat: int) -> rules.RoomScore:
    """The explained score of a room: with the player's own discards once chosen."""
    return rules.score_room(
        state["rooms"][seat],
        discard=state["chosen_discards"][seat] if chose(state, seat) else None,
        high_value_pairs_score_face=state["options"]["high_value_pairs_score_face"],
    )


def scores(state: State) -> list[float]:
    """Every room's points (§5), with the players' own discards once chosen."""
    face = state["options"]["high_value_pairs_score_face"]
    return [
        rules.room_total(room, face) if not chose(state, s) else room_score(state, s).total
        for s, room in enumerate(state["rooms"])
    ]


def seat_view(state: State, seat: int) -> dict[str, Any]:
    """What ``seat`` sees: everything public (§2: all plays are revealed), whether each picker
    has chosen (not what), its own choice and the card it saw with a Gnalli."""
    n = state["num_seats"]
    scored = [room_score(state, s) for s in range(n)]  # the same totals as ``scores``
    return {
        "seat": seat,
        "phase": state["phase"],
        "round": state["round"],
        "offer": state["offer"],
        "supply": len(state["supply"]),
        "set_aside": list(state["set_aside"]),
        "colours": list(state["colours"]),
        "age_order": list(state["age_order"]),
        "hands": list(map(list, state["hands"])),  # public: all plays are revealed (§2)
        "discards": list(map(list, state["discards"])),
        "rooms": list(map(list, state["rooms"])),
        "room_scores": [score.total for score in scored],
        "pickers": list(state["pickers"]),
        "chosen": [state["picks"][s] is not None for s in range(n)],
        "my_choice": state["picks"][seat] if 0 <= seat < n else None,
        "gnalli_allowed": state["offer"] != WULLAWAKI and not state["repick"],
        "repick": state["repick"],
        "chosen_discards": [c if c is None else list(c) for c in state["chosen_discards"]],
        "to_choose": list(state["to_act"]) if state["phase"] == "discard" else [],
        "discards_needed": [
            discards_needed(state, s) if state["phase"] == "discard" else 0 for s in range(n)
        ],
        "sitting_out": list(state["sitting_out"]),
        "gnalli_seat": state["gnalli_seat"],
        "look": state["look"] if seat == state["gnalli_seat"] else None,
        "news": list(state["news"]),
        "reveal": copy_reveal(state["reveal"]),  # a view shares no list or dict with the state
        "ended_by": state["ended_by"],
        "options": copy_options(state["options"]),
        **display_facts(state, scored),
    }


def teacher_view(state: State, seat: int | None = None) -> dict[str, Any]:
    """The teacher's view: ``seat``'s view (default: the first seat to act, or 0) plus
    every secret: the sealed choices (``picks``), the card seen with a Gnalli
    (``look``) and the face-down supply, top card first."""
    if seat is None:
        seat = state["to_act"][0] if state["to_act"] else 0
    full = seat_view(state, seat)
    full.update(
        teacher=True,
        picks=list(state["picks"]),
        look=state["look"],
        supply_top_first=list(reversed(state["supply"])),
    )
    return full


def redraw_supply(state: State, seed: int) -> State:
    """Undo's redraw: the face-down party supply is shuffled again (a card seen with a
    Gnalli is no longer in it and stays)."""
    other = clone(state)
    other["rng"] = rng.seed_state(seed)
    # A uniformly random order from random() alone (reproducible across Python versions).
    draw = random.Random(seed).random
    keyed = sorted((draw(), i) for i in range(len(other["supply"])))
    other["supply"] = [other["supply"][i] for _, i in keyed]
    return other


def resample_hidden(state: State, seat: int, seed: int) -> State:
    """Redraw what ``seat`` cannot see: the supply order, the card another seat
    saw with its Gnalli, and the other seats' pending choices."""
    other = clone(state)
    other["rng"] = rng.seed_state(seed)
    pool = list(other["supply"])
    secret_look = other["look"] is not None and other["gnalli_seat"] != seat
    if secret_look:
        pool.append(other["look"])
    pool = rng.shuffle(other, pool)
    if secret_look:
        other["look"] = pool.pop()
    other["supply"] = pool
    for s in other["pickers"]:
        if s != seat and other["picks"][s] is not None:
            allowed = allowed_cards(other, s)
            other["picks"][s] = allowed[rng.randbelow(other, len(allowed))]
    return other


def copy_state(state: State) -> State:
    """A copy by the state's shape, much faster than a deep copy: every list and dict
    is new; numbers, text and None are shared, as nothing can change them."""
    copy = dict(state)
    for key in FLAT_LISTS:
        copy[key] = list(state[key])
    for key in NESTED_LISTS:
        copy[key] = [None if inner is None else list(inner) for inner in state[key]]
    copy["options"] = copy_options(state["options"])
    copy["reveal"] = copy_reveal(state["reveal"])
    return copy


def components(state: State) -> Counter:
    """Every physical card at the table, counted (Gnumie cards by colour, party cards)."""
    counts: Counter = Counter()
    for colour, hand, pile in zip(state["colours"], state["hands"], state["discards"], strict=True):
        for card in (*hand, *pile):
            counts[f"{colour} {card}"] += 1
    party = [*state["supply"], *state["set_aside"], *(c for r in state["rooms"] for c in r)]
    party += [c for c in (state["offer"], state["look"]) if c is not None]
    for card in party:
        counts[f"party {card}"] += 1
    return counts
