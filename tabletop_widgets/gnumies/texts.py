"""The Gnumies' texts for the table: why a move is refused, and the news of a round (the offer,
the reveal, who wins the offer and why, the Gnalli, the end), in English.

The engine writes English; a widget shows each text in its language through the catalogs'
templates (``tabletop_widgets.gnumies.engine_templates.TEMPLATES``, "the news"), which read
these sentences back: a sentence changed here needs its template changed there too
(``tests/i18n/test_pseudo_engine_texts.py`` plays games in the pseudo-locale and fails on any
text no template reads). Rule ids (R2, R4, R5, N7, N11, S1) refer to docs/rules/gnumies.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from .rules import WULLAWAKI, gnumie_label, party_label, winning_direction

# Why a move is refused: one text each, used by ``explain_illegal`` and ``refusals``.
DISCARD_AT_END = "Cards are discarded for Wullawakis only at the end of the game."
NO_GNALLI_VS_WULLAWAKI = "The Gnalli may not be played when the offer is a Wullawaki."  # R2
NO_GNALLI_IN_REPICK = (  # R4
    "Everybody played the Gnalli: this round each player must choose a numbered card."
)
ALREADY_CHOSEN = "You have already chosen a card this round."
KEEP_OR_GIVE_AFTER_GNALLI = (
    "Keeping or giving a card only follows a Gnalli: now choose a Gnumie card to play."
)
CHOOSE_DISCARDS = (
    'The game is over: choose the cards your Wullawakis throw out ({"type": "discard", "card": 7}).'
)
SITTING_OUT = "You hold only your Gnalli and may not bid for a Wullawaki: you sit out this round."
NO_CARDS_LEFT = "You have no Gnumie cards left: you are out of the bidding."
CHOOSE_ROOM_CARD = "Choose one card of your party room (not a Wullawaki) that is still there."
MOVE_SHAPE = (
    'A Gnumies move is {"type": "play", "card": 40} (or "card": "gnalli"), '
    'or after a Gnalli {"type": "keep"} or {"type": "give", "to": <seat>}.'
)

# Why the game ended (``state["ended_by"]``).
NOBODY_HOLDS_CARDS = "nobody holds Gnumie cards any more"
SUPPLY_EMPTY = "the party supply is empty"

# The news of a round, sentence by sentence.
NOBODY_CAN_BID = "Nobody can bid: the Wullawaki is set aside."
SEVERAL_GNALLIS = "Several Gnallis were played: they go back to their owners, nobody draws."  # N7
ALL_GNALLIS_REPICK = "Everybody played the Gnalli: all take it back and choose numbered cards."
ALL_GNALLIS_SET_ASIDE = (
    "Everybody holds only the Gnalli: the offer is set aside and each discards it and draws."
)


def names(seat_names: Iterable[str]) -> str:
    """Seats' names as a list in a sentence: ``"Ada, Random bot 2"``."""
    return ", ".join(seat_names)


def offer_news(round_number: int, offer: Any) -> str:
    """R1: the offer of a round."""
    return f"Round {round_number}: the offer is {party_label(offer)}."


def sit_out_news(who: str) -> str:
    """R2: the players holding only a Gnalli when the offer is a Wullawaki (``who``: names)."""
    return f"Only a Gnalli left, so no bid for the Wullawaki: {who}."


def sitting_out_after_repick(who: str) -> str:
    """R4: after everybody played the Gnalli, the players holding only a Gnalli sit out."""
    return f"Only a Gnalli left, so sitting out: {who}."


def revealed(bids: Sequence[tuple[str, str, Any]]) -> str:
    """R3: every chosen card, face up: ``bids`` is (name, colour, card) in seat order."""
    shown = "; ".join(f"{name} {gnumie_label(colour, card)}" for name, colour, card in bids)
    return f"Revealed: {shown}."


def why_won(
    offer: Any, card: int, bidders: int, tied_luckynits: int | None, tally: Sequence[str]
) -> str:
    """R5: why the winning card won: the only bidder, the highest (lowest) card, or the tie
    broken by Luckynits (``tally``: "name (luckynits)" of every tied card, the winner's first)."""
    direction = winning_direction(offer)
    if bidders == 1:
        return "the only bidder"
    if tied_luckynits is not None:
        return f"a tie at the {direction} card, {card}, decided by Luckynits: {', '.join(tally)}"
    return f"the {direction} card, {card}"


def offer_won(offer: Any, who: str, why: str, card: int, others_discarded: bool) -> str:
    """R5: the offer goes to ``who``; the winning card is discarded, or for a Wullawaki goes
    back to the hand while the other bids are discarded."""
    if offer == WULLAWAKI:
        rest = "; the other bids are discarded" if others_discarded else ""
        return f"The Wullawaki goes to {who} ({why}); the {card} goes back to the hand{rest}."
    return f"{party_label(offer)} goes to {who} ({why}); the {card} is discarded."


def gnalli_finds_empty_supply(who: str) -> str:
    """R4, N11: the lone Gnalli finds no card to look at."""
    return f"The Gnalli of {who} finds the supply empty and goes back to the hand."


def gnalli_finds_wullawaki(who: str) -> str:
    """R4: a Wullawaki seen with the Gnalli must be kept."""
    return f"The Gnalli player, {who}, finds a Wullawaki on top: it must be kept, the Gnalli goes back."


def gnalli_looks(who: str) -> str:
    """R4: the lone Gnalli player looks secretly at the top party card."""
    return f"The Gnalli player, {who}, looks secretly at the top party card."


def gnalli_kept(who: str, card: Any) -> str:
    """R4: the Gnalli player keeps the card seen."""
    return f"Gnalli decision of {who}: keep {party_label(card)}; the Gnalli is discarded."


def gnalli_given(who: str, card: Any, to: str) -> str:
    """R4: the Gnalli player gives the card seen to an opponent."""
    return (
        f"Gnalli decision of {who}: give {party_label(card)} to {to}; "
        f"the Gnalli goes back to the hand."
    )


def gnalli_only_draw(who: str, card: Any | None) -> str:
    """R2: a Gnalli-only player discards the Gnalli and draws (``card`` None: supply empty)."""
    if card is None:
        return f"{who}: the Gnalli is discarded; the supply is empty."
    return f"{who}: the Gnalli is discarded, {party_label(card)} drawn."


def sweep_news(who: str, discarded: int, taken: Sequence[Any]) -> str:
    """§4: the last player with Gnumie cards discards them and draws as many party cards."""
    got = ", ".join(party_label(c) for c in taken) or "nothing (the supply is empty)"
    return f"Last player with Gnumie cards, {who}: {discarded} discarded; drawn: {got}."


def only_one_left(who: str) -> str:
    """Why the game ended after the sweep."""
    return f"only {who} had Gnumie cards left"


def discards_to_choose(who: str) -> str:
    """S1 (N14), option "players": who chooses the cards their Wullawakis throw out."""
    return f"The last round is over. Wullawaki discards to choose: {who}."


def discards_chosen(who: str, cards: Sequence[Any]) -> str:
    """S1: the cards a player chose to throw out for the Wullawakis."""
    chosen = ", ".join(party_label(c) for c in cards)
    return f"{who} discards {chosen} for the Wullawakis."


def game_ends(why: str, scores: Sequence[tuple[str, float]]) -> str:
    """The final news: why the game ended, and every seat's score."""
    table = ", ".join(f"{name} {points}" for name, points in scores)
    return f"The game ends ({why}). Scores: {table}."


def card_chosen(who: str, news: Sequence[str]) -> str:
    """The log line of a secret choice: the news it set off, or that it stays hidden."""
    head = f"Card chosen by {who}."
    return " ".join([head, *news]) if news else head + " (hidden until everybody has chosen)"


def gnalli_first(who: str) -> str:
    """R4: nothing else happens until the lone Gnalli player has decided."""
    return f"{who} must first decide about the card seen with the Gnalli."


def bad_card(card: Any) -> str:
    """A played card that is no Gnumie card."""
    return f"{card!r} is not a Gnumie card: they are 10, 20, ... 100 and 'gnalli'."


def no_longer_held(card: Any) -> str:
    """A played card already discarded."""
    return f"You no longer hold your {card}: it has been discarded."


def no_such_seat(to: Any) -> str:
    """A card given to a seat that is not at the table."""
    return f"There is no seat {to} at this table."
