"""Templates of Carousel's engine texts (the log, the refusals, the table check, the solver's
play meld by meld, the coach's advice), read by :mod:`tabletop_widgets.i18n.engine_templates`."""

from __future__ import annotations

from ..i18n.engine_templates import CARD, N_

#: Carousel's engine texts, the variable parts as {placeholders}.
TEMPLATES: tuple[str, ...] = (
    # the title and the bots' names (a widget's repr, the seats)
    N_("Carousel"),
    N_("Coach bot"),
    N_("Greedy bot"),
    N_("Hand-meld bot"),
    # the queries' descriptions
    N_("Checks the table you are arranging: each meld, and the play as a whole."),
    N_("The solver's best play from your hand and the table, meld by meld."),
    # the reasons and the log
    N_("Solver bot"),
    N_("Every turn starts with a draw: drawn for you (draw {n} of 3)"),
    N_("Every turn starts with a draw: drawn for {name} (draw {n} of 3)"),
    N_("No play possible: drawn for you (draw {n} of 3)"),
    N_("No play possible: drawn for {name} (draw {n} of 3)"),
    N_("Round {n} over: {results}"),
    N_("{name} drew a card (draw {n} of 3)"),
    N_("{name} passed"),
    N_("You may knock only with 5 or fewer points in hand; you hold {n}."),
    # the log, the solver's play meld by meld, knock or the quiet move and why, the
    # options' labels, the refusals and the table check
    N_("{name} played {cards}; the table has {n} meld"),
    N_("{name} played {cards}; the table has {n} melds"),
    N_("{name} drew a card (draw {n} of 3): no play after the third draw"),
    N_("{name} knocked with {points} points"),
    N_("{name} ended the turn"),
    N_("No play possible: {name} passed automatically"),
    N_("Best play: {cards} ({points} points, {n} cards out of your hand)."),
    N_(
        "Best found in {seconds} s of thinking: {cards} ({points} points, {n} cards out of your hand)."
    ),
    N_("New sequence from your hand: {cards}."),
    N_("Rebuild a sequence from {sources}: {cards}."),
    N_("New group from your hand: {cards}."),
    N_("Rebuild a group from {sources}: {cards}."),
    N_("{played} from meld {n}"),
    N_("{played} from your hand"),
    N_("Add {sources} to meld {n} ({cards}): {result}."),
    N_("Meld {n} keeps {cards}, its other cards move."),
    N_(
        "Knock: your hand holds {points} points, within the limit of {limit}, nothing left to lose."
    ),
    N_(
        "Knock: your hand holds {points} points, within the limit of {limit}, and every other player still holds three cards or more (an undercut is unlikely)."
    ),
    N_(
        "Knock: your hand holds {points} points, within the limit of {limit}, but a player holding {n} card may undercut you; waiting would give them a turn to go out or knock first."
    ),
    N_(
        "Knock: your hand holds {points} points, within the limit of {limit}, but a player holding {n} cards may undercut you; waiting would give them a turn to go out or knock first."
    ),
    N_("End the turn: {why}."),
    N_("Draw a card: {why}."),
    N_("Pass: {why}."),
    N_("no play from your hand fits the table"),
    N_("your hand holds {points} points"),
    N_("your hand holds {points} points: knocking now risks an undercut"),
    N_("a turn starts with a draw"),
    N_("you may not play now"),
    N_("play {cards}"),
    N_("end the turn"),
    N_("draw a card"),
    N_("pass"),
    N_("points of hand cards laid on the table"),
    N_(
        'A Carousel move is {"type": "draw"}, {"type": "play", "melds": [...]}, {"type": "knock"}, {"type": "end_turn"} or {"type": "pass"}.'
    ),
    N_('This move has no extra fields: write {"type": "draw"}.'),
    N_('This move has no extra fields: write {"type": "knock"}.'),
    N_('This move has no extra fields: write {"type": "end_turn"}.'),
    N_('This move has no extra fields: write {"type": "pass"}.'),
    N_("Unknown move {kind}: draw, play, knock, end_turn or pass."),
    N_('A play gives the whole table after it: {"type": "play", "melds": [[...], ...]}.'),
    N_("Draw a card first: a turn starts with a draw."),
    N_("After the third draw you may not play this turn."),
    N_("You may not play now: your turn is over (knock or end your turn)."),
    N_("The stock is used up: in this last turn you may only play or pass."),
    N_("Your drawing is over for this turn: knock or end your turn."),
    N_("You have drawn three cards: the turn is over."),
    N_("The stock is empty: no card left to draw (pass to end your turn)."),
    N_("There is no knocking in the final lap: play or pass."),
    N_("With this option you knock at the start of your turn, before drawing."),
    N_("You knock at the end of your turn, after drawing (and playing)."),
    N_("Your turn is not over yet: draw or play."),
    N_("You may not pass: draw a card (a turn with no play draws up to three)."),
    N_("It is not your turn: nothing to decide."),
    N_("It is not your turn: wait for your turn to play."),
    N_("This play would be accepted."),
    N_("The table is a list of melds, each a list of cards like 'AS'."),
    N_("The table is a list of melds, each a list of cards like 'AS' or 'JK:8S'."),
    N_("The table is a list of melds, each a list of cards."),
    N_("Meld {n} is not a list of cards."),
    N_("Meld {n} must be a list of at most {limit} cards."),
    N_("Meld {n}: {problem}"),
    N_("Meld {n} ({cards}): {problem}."),
    N_("a meld needs at least 3 cards, this one has {n}"),
    N_("a group has 3 or 4 cards, this one has {n}"),
    N_("a group may not hold two identical cards ({card} twice)"),
    N_("a sequence may not hold the same card twice ({card})"),
    N_("a sequence has at most {n} cards (the ace is high or low, not both)"),
    N_("a sequence may not turn the corner (king-ace-two)"),
    N_("the cards of a sequence must follow each other with no gap"),
    N_("the cards are neither one rank (a group) nor one suit in a row (a sequence)"),
    N_("No card may leave the table ({card} is missing from your arrangement)."),
    N_("A play must add at least one card from your hand to the table."),
    N_("You do not hold a joker."),
    N_("You do not hold {card}."),
    N_(
        "The joker standing for {card} keeps that name: it can only be freed by putting the real {card} in its place in its meld."
    ),
    N_("There is only one {card} in the deck and it is on the table: a joker cannot stand for it."),
    N_("A card is written like 'AS', '10D' or 'JK:8S', not {code}."),
    N_("A joker on the table must be named: write it as JK:<card>, e.g. JK:8S."),
    N_("A joker must stand for a real card, not for another joker."),
)

#: A card on the table: a card or a joker with the card it stands for.
TABLE_CARD = rf"(?:{CARD}|Joker(?: \({CARD}\))?)"
#: What Carousel's own placeholders read (the shared ones: ``i18n.engine_templates.SLOTS``):
#: the cards a play takes from a meld or the hand ("5♣ Joker (5♥)"), and where they come from
#: (may be empty: "Add  to meld 3 ..." as the coach writes it).
SLOTS: dict[str, str] = {
    "played": rf"{TABLE_CARD}(?: {TABLE_CARD})*",
    "sources": r".*?",
}
