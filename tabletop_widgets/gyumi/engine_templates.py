"""GYÜMI's engine texts, marked for the catalogs.

The reasons, the log, the practice aid, a series' score and the coach: templates with
``{placeholders}``, which the registry hands to :mod:`tabletop_widgets.i18n.engine_templates`.
"""

from __future__ import annotations

from ..i18n.engine_templates import N_, NUMBER

#: GYÜMI's engine texts, the variable parts as {placeholders}.
TEMPLATES: tuple[str, ...] = (
    # the declared queries
    N_("Practice aid"),
    # the title and the bots' names (a widget's repr, the seats)
    N_("GYÜMI"),
    N_("Coach bot"),
    N_("Fading bot"),
    N_("Memory bot"),
    # the queries' descriptions
    N_("Shows your own buried cards under your series (not part of the rules)."),
    N_("Which card to take and where to put it, from what you may remember."),
    # the reasons, the log, the practice aid, the series, the coach
    N_("First take a card: the top of the draw pile or the top of a discard pile."),
    N_("You already took {fruit} {number} this turn: play it into your series or discard it."),
    N_(
        "Your {fruit} series already has 5 cards, the most a series may hold: discard this card instead."
    ),
    N_("{name} took the top card of the draw pile."),
    N_("{name} took the top card of discard pile {n}."),
    N_(
        "{name} took the top card of discard pile {n}. The pile was empty, so it was refilled from the draw pile."
    ),
    N_("{name} started a {fruit} series."),
    N_("{name} started an {fruit} series."),
    N_("{name} played a {fruit} ({n} cards)."),
    N_("{name} played an {fruit} ({n} cards)."),
    N_("{name} discarded onto pile {n}."),
    N_("{name} discarded onto pile {n}. The draw pile is empty: the game is over."),
    N_("PRACTICE AID — not part of the rules: your own buried cards are shown under your series."),
    N_(
        "PRACTICE AID — not part of the rules: your own buried cards are shown under your series. No card is buried in your series yet."
    ),
    N_(
        "PRACTICE AID — not part of the rules: your own buried cards are shown under your series. {cards}"
    ),
    N_("{emoji} {fruit} under: {numbers}"),
    N_("The game is over: every series is spread out on the table."),
    N_("{cards}: {number} appears twice, so 0 points"),
    N_("{cards}: the 1 is missing, so 0 points"),
    N_("{cards}: run {run} scores {points} points"),
    N_("{cards}: run {run} scores {points} point"),
    N_("{cards}: run {run} scores {points} points; {above} above the gap at {gap} scores nothing"),
    N_("{cards}: run {run} scores {points} points; {above} above the gap at {gap} score nothing"),
    N_("{cards}: run {run} scores {points} point; {above} above the gap at {gap} scores nothing"),
    N_("{cards}: run {run} scores {points} point; {above} above the gap at {gap} score nothing"),
    N_("expected points (your final score)"),
    N_("draw blind"),
    N_("take {fruit} {number} (pile {pile})"),
    N_("play {fruit} {number} into your series"),
    N_("discard {fruit} {number} on pile {pile}"),
    # the coach's reasons, the move shape, a series with two repeated numbers
    N_(
        "Draw blind: no top card ({tops}) is worth more to your series than an unseen card ({value} expected points)."
    ),
    N_(
        "Take {fruit} {number}: your {emoji} {kind} series holds {have}, and a {number2} adds {value} expected points."
    ),
    N_(
        "Take {fruit} {number}: your {emoji} {kind} series holds {have}, and a {number2} adds {value} expected points ({own} for your series, {denied} for keeping it from the others)."
    ),
    N_("nothing yet"),
    N_("Play it: your {fruit} series already scores nothing, so hide the card there."),
    N_("Play {fruit} {number} into your {kind} series ({have}): {value} expected points."),
    N_("new"),
    N_(
        "Discard {fruit} {number} on pile {pile}: {reason}; that pile's top helps the others least ({value})."
    ),
    N_("you already hold a {number} in that series: a second one would make it score 0"),
    N_("it adds less to your series than it risks giving away"),
    N_("that series is full"),
    N_("Close: {move} ({value} expected points)."),
    N_(
        'A GYÜMI move is {"type": "draw"} or {"type": "take", "pile": i} to take a card, then {"type": "play"} or {"type": "discard", "pile": i} to place it.'
    ),
    N_('A \'draw\' move has no other fields: {"type": "draw"}.'),
    N_('A \'play\' move has no other fields: {"type": "play"}.'),
    N_('A \'take\' move names one discard pile and nothing else: {"type": "take", "pile": 0}.'),
    N_(
        'A \'discard\' move names one discard pile and nothing else: {"type": "discard", "pile": 0}.'
    ),
    N_("{cards}: {number} and {number2} appears twice, so 0 points"),
    # the hint's refusal
    N_("Nothing to decide now: it is not your turn."),
)

#: What GYÜMI's own placeholders read (the shared ones: ``i18n.engine_templates.SLOTS``).
SLOTS: dict[str, str] = {
    **dict.fromkeys(("number", "number2", "pile", "gap", "own", "denied"), NUMBER),
    "emoji": r"\S+",
    "numbers": r"\d+(?: \d+)*",  # the numbers under a fruit
    "fruit": r"[a-z]+",  # one word ("strawberry")
}
