"""The Gnumies' engine texts as templates: the refusals, the offer's rule, the news of a round
(written by ``texts.py``), the room lines, the coach. How a widget uses them:
:mod:`tabletop_widgets.i18n.engine_templates`.
"""

from __future__ import annotations

from ..i18n.engine_templates import N_, NAME, NUMBER

#: The Gnumies' engine texts, the variable parts as {placeholders}.
TEMPLATES: tuple[str, ...] = (
    # the declared queries
    N_("Explain my room"),
    # the title and the bots' names (a widget's repr, the seats)
    N_("The Gnumies"),
    N_("Coach bot"),
    N_("High bot"),
    N_("Low bot"),
    N_("Thinking bot"),
    # the queries' descriptions
    N_("How your party room scores, card by card."),
    N_("The equilibrium mix for this card: how often to play each card, and why."),
    # the reasons, the offer's rule, the guests, the end
    N_("Guest {n}"),
    N_("Keeping or giving a card only follows a Gnalli: now choose a Gnumie card to play."),
    N_("Cards are discarded for Wullawakis only at the end of the game."),
    N_("The Gnalli may not be played when the offer is a Wullawaki."),
    N_(
        "The highest card wins it. Ties: more Luckynits. The winning card is discarded; the others go back."
    ),
    N_(
        "Wullawaki: the highest card wins it (and goes back to the hand); every other card played is discarded. No Gnalli."
    ),
    N_("only {name} had Gnumie cards left"),
    N_("Total: {n}"),
    # the news (texts.py), the room lines (rules.explain_room)
    N_("Round {n}: the offer is {guest}."),
    N_("Nobody can bid: the Wullawaki is set aside."),
    N_("Only a Gnalli left, so no bid for the Wullawaki: {names}."),
    N_("Only a Gnalli left, so sitting out: {names}."),
    N_("Revealed: {bids}."),
    N_("{name} {colour} {value} ({n} Luckynit)"),
    N_("{name} {colour} {value} ({n} Luckynits)"),
    N_("{name} {colour} Gnalli"),
    N_("Several Gnallis were played: they go back to their owners, nobody draws."),
    N_("Everybody played the Gnalli: all take it back and choose numbered cards."),
    N_("Everybody holds only the Gnalli: the offer is set aside and each discards it and draws."),
    N_("Everybody played the Gnalli: this round each player must choose a numbered card."),
    N_("You have already chosen a card this round."),
    N_("You hold only your Gnalli and may not bid for a Wullawaki: you sit out this round."),
    N_("You have no Gnumie cards left: you are out of the bidding."),
    N_("Choose one card of your party room (not a Wullawaki) that is still there."),
    N_("the only bidder"),
    N_("the highest card, {value}"),
    N_("the lowest card, {value}"),
    N_("a tie at the highest card, {value}, decided by Luckynits: {tally}"),
    N_("a tie at the lowest card, {value}, decided by Luckynits: {tally}"),
    N_(
        "The Wullawaki goes to {name} ({because}); the {value} goes back to the hand; the other bids are discarded."
    ),
    N_("The Wullawaki goes to {name} ({because}); the {value} goes back to the hand."),
    N_("{guest} goes to {name} ({because}); the {value} is discarded."),
    N_("The Gnalli of {name} finds the supply empty and goes back to the hand."),
    N_(
        "The Gnalli player, {name}, finds a Wullawaki on top: it must be kept, the Gnalli goes back."
    ),
    N_("The Gnalli player, {name}, looks secretly at the top party card."),
    N_("Gnalli decision of {name}: keep {guest}; the Gnalli is discarded."),
    N_("Gnalli decision of {name}: give {guest} to {other}; the Gnalli goes back to the hand."),
    N_("{name}: the Gnalli is discarded; the supply is empty."),
    N_("{name}: the Gnalli is discarded, {guest} drawn."),
    N_("Last player with Gnumie cards, {name}: {n} discarded; drawn: {party_cards}."),
    N_("nothing (the supply is empty)"),
    N_("nobody holds Gnumie cards any more"),
    N_("the party supply is empty"),
    N_("The last round is over. Wullawaki discards to choose: {names}."),
    N_("{name} discards {party_cards} for the Wullawakis."),
    N_("The game ends ({because})."),
    N_("Scores: {scores}."),
    N_("Card chosen by {name}."),
    N_("Card chosen by {name}. (hidden until everybody has chosen)"),
    N_("{name} must first decide about the card seen with the Gnalli."),
    N_("Copicastor: the LOWEST card wins it. Ties: more Luckynits."),
    N_("1 Wullawaki: discarded it and one card of the lowest value, {guest}."),
    N_("1 Wullawaki: discarded it and one card of the lowest value (none in the room)."),
    N_("2 Wullawakis: discarded them and one card of the highest value, {guest}."),
    N_("2 Wullawakis: discarded them and one card of the highest value (none in the room)."),
    N_("{n} Wullawakis: discarded {party_cards} (the player's choice)."),
    N_(
        "{n} Wullawakis: discarded them and {count} card of the player's choice: {party_cards} (the choice that keeps the most points)."
    ),
    N_(
        "{n} Wullawakis: discarded them and {count} cards of the player's choice: {party_cards} (the choice that keeps the most points)."
    ),
    N_("{guest}: {points}"),
    N_("{count} × {value}: {points}"),
    N_("{count} × {value} (with the Copicastor): {points}"),
    N_("Copicastor with no guest to copy: 0"),
    N_("The party room scores {n}."),
    # the hint's refusal, the move shape and the coach
    N_("Nothing to decide now: wait for the others."),
    N_(
        'A Gnumies move is {"type": "play", "card": 40} (or "card": "gnalli"), or after a Gnalli {"type": "keep"} or {"type": "give", "to": <seat>}.'
    ),
    N_('Play one card: {"type": "play", "card": 40}.'),
    N_("expected points this round (yours minus the opponent's)"),
    N_("play the {value}"),
    N_("play the Gnalli"),
    N_("the {value}"),
    N_("the Gnalli"),
    N_("give it to seat {n}"),
    N_("seat {n}"),
    N_("keep {guest}"),
    N_("Or the {value}: the mix plays it {share}% of the time."),
    N_("Or the Gnalli: the mix plays it {share}% of the time."),
    N_("Keep {guest}: it adds {points} to your room, and nobody else could take it."),
    N_(
        "Keep {guest}: it adds {points} to your room, worth more than the Gnalli ({gnalli}) and more than giving it away."
    ),
    N_(
        "Keep {guest}: it adds {points} to your room, worth more than the Gnalli ({gnalli}) and as much as giving it away."
    ),
    N_(
        "Keep {guest}: it adds {points} to your room, worth as much as the Gnalli ({gnalli}) and more than giving it away."
    ),
    N_(
        "Keep {guest}: it adds {points} to your room, worth as much as the Gnalli ({gnalli}) and as much as giving it away."
    ),
    N_(
        "Keep {guest}: it adds only {points} to your room, less than the Gnalli ({gnalli}), but giving it away would add {value} to seat {n}'s room."
    ),
    N_(
        "Play {play} (the equilibrium mix: {mix}; it guarantees {points} points on average against {other}): {reason}."
    ),
    N_(
        "Play {play} (the equilibrium mix: {mix}; it guarantees {points} points on average): {reason}."
    ),
    N_("nobody bids against you: {play} wins {guest} cheapest"),
    N_("no Gnalli against a Wullawaki: the highest card takes it and keeps its card"),
    N_("the Gnalli is not in play this round"),
    N_(
        "{guest} is worth {points} to you, less than the look at the next card ({look}) and the card {other} would spend: play the Gnalli"
    ),
    N_(
        "{guest} is worth {points} to you, more than the Gnalli's look at the next card ({look}): do not play the Gnalli"
    ),
    N_(
        "play the Gnalli {share}% of the time so {other} cannot count on winning {guest} cheaply (its look at the next card is worth {look})"
    ),
)

#: A party card as ``party_label`` writes it ("Guest 7", "Borsi (1)", "Wullawaki").
GUEST = r"(?:Guest \d+|Wullawaki|Copicastor|[A-Z][a-z]+ \(\d+\))"
#: What The Gnumies' own placeholders read (the shared ones: ``i18n.engine_templates.SLOTS``).
SLOTS: dict[str, str] = {
    **dict.fromkeys(("share", "gnalli", "look"), NUMBER),
    # a seat's name, a list of names, the scores
    "other": NAME,
    "names": NAME,
    "scores": NAME,
    "colour": r"(?:red|yellow|blue|violet|gray)",
    "guest": GUEST,
    "party_cards": rf"(?:none|{GUEST})(?:, {GUEST})*",
    "bids": r"[^.]+?",
    "mix": r"[^;]+?",
    "play": r"the (?:\d+|Gnalli)",
    "because": r"(?:[^.()]|\([^.()]*\))+?",  # a reason may hold "(4)", one level deep
}
