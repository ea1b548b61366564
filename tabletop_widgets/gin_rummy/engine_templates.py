"""What the Gin Rummy engine writes (reasons, log, a hand's showdown, the coach's advice and
labels), as templates a widget translates it through; see
:mod:`tabletop_widgets.i18n.engine_templates`."""

from __future__ import annotations

from ..i18n.engine_templates import CARD, N_, NUMBER

#: Gin Rummy's engine texts, the variable parts as {placeholders}.
TEMPLATES: tuple[str, ...] = (
    # the declared queries
    N_("Explain the last hand"),
    # the title and the bots' names (a widget's repr, the seats)
    N_("Gin Rummy"),
    N_("Coach bot"),
    N_("Greedy bot"),
    # the queries' descriptions
    N_("The last hand's showdown, line by line: melds, layoffs, deadwood, points."),
    N_("Draw or take, what to discard, knock or play on: the coach's move and why."),
    # the reasons, the log, the showdown
    N_("Fair bot"),
    N_("Draw a card first (from the stock or the discard pile), then discard."),
    N_("You have drawn already: now discard a card (or knock)."),
    N_("Your best discard leaves {n} deadwood; a knock needs {limit} or less."),
    N_("Gin needs 0 deadwood; your best discard leaves {n}."),
    N_("{name} discarded {card}."),
    N_("{name} drew from the stock."),
    N_("{name} took {card} from the discard pile."),
    N_("{name} knocked, discarding {card}."),
    N_("Knock: {name} scores {points}."),
    N_("Totals {totals}."),
    N_("{name} wins the match."),
    N_("{name} scores {points}."),
    N_("Defender's best melds: {melds}; deadwood {cards} = {n}."),
    N_("Defender's final deadwood: {n}."),
    N_("Knock: {deadwood} - {knocker} = {points} to the knocker."),
    N_("Knocker's melds: {melds}; deadwood {cards} = {n}."),
    N_("The defender has nothing to lay off."),
    # the hint's refusal
    N_("The game is over: nothing to decide."),
    # the coach's reasons and labels, the refusals, the log, a hand's explanation
    N_("expected {span} this hand over {worlds} deals of the unseen cards"),
    N_("{value} points (95% interval {low} to {high})"),
    N_("{value} points"),
    N_(
        "Discard {card}: it leaves {n} deadwood, the least you can keep, and {count} unseen cards would meld with the rest; {tail}."
    ),
    N_(
        "Discard {card}: it leaves {n} deadwood, the least you can keep, and {count} unseen card would meld with the rest; {tail}."
    ),
    N_(
        "Discard {card}: it leaves {n} deadwood, {more} more than discarding {card2}, but {count} unseen cards would meld with the rest against {least}: more ways to improve; {tail}."
    ),
    N_(
        "Discard {card}: it leaves {n} deadwood, {more} more than discarding {card2}, but {count} unseen card would meld with the rest against {least}: more ways to improve; {tail}."
    ),
    N_(
        "Discard {card}: it leaves {n} deadwood, {more} more than discarding {card2}, but in the deals it is worth more ({value} for that discard); {tail}."
    ),
    N_(
        "Discard {card}: it leaves {n} deadwood, {more} more than discarding {card2}; {count} unseen cards would meld with the rest against {least}; {tail}."
    ),
    N_(
        "Discard {card}: it leaves {n} deadwood, {more} more than discarding {card2}; {count} unseen card would meld with the rest against {least}; {tail}."
    ),
    N_("Take {card}: with it your deadwood can go from {n} to {after}; {tail}."),
    N_(
        "Take {card}: though your deadwood does not go down now ({n}, {after} at best after the discard); in the deals it is worth more here than an unseen card; {tail}."
    ),
    N_(
        "Take {card}: though your deadwood does not go down now ({n}, {after} at best after the discard); in the deals it is worth about as much here than an unseen card; {tail}."
    ),
    N_(
        "Take {card}: it joins a meld, though your deadwood does not go down now ({n}, {after} at best after the discard); in the deals it is worth more here than an unseen card; {tail}."
    ),
    N_(
        "Take {card}: it joins a meld, though your deadwood does not go down now ({n}, {after} at best after the discard); in the deals it is worth about as much here than an unseen card; {tail}."
    ),
    N_(
        "Draw from the stock: {card} would lower your deadwood from {n} to {after}, but an unseen card is worth more here; {tail}."
    ),
    N_(
        "Draw from the stock: {card} would lower your deadwood from {n} to {after}, but an unseen card is worth about as much here; {tail}."
    ),
    N_("Draw from the stock: {card} does not lower your deadwood ({n}); {tail}."),
    N_("Go Gin, discarding {card}: no deadwood, 25 points plus the opponent's deadwood; {tail}."),
    N_(
        "Knock, discarding {card}: {n} deadwood; the opponent's likely hands undercut you {chance}% of the time (95% interval {low} to {high}%); {tail}."
    ),
    N_(
        "Knock, discarding {card}: {n} deadwood; the opponent's likely hands undercut you {chance}% of the time (95% interval {low} to {high}%); playing on ({move}), where the opponent may knock first, expects {value}; {tail}."
    ),
    N_(
        "Knock, discarding {card}: {n} deadwood; the opponent's likely hands undercut you {chance}% of the time (95% interval {low} to {high}%); playing on ({move}), where the opponent may knock first, expects only {value}; {tail}."
    ),
    N_(
        "Play on, discarding {card} ({n} deadwood): knocking now would be undercut {chance}% of the time and expects only {value}; {tail}."
    ),
    N_(
        "Play on, discarding {card} ({n} deadwood): knocking now would be undercut {chance}% of the time and expects about as much: {value}; {tail}."
    ),
    N_("take {card}"),
    N_("discard {card}"),
    N_("knock, discarding {card}"),
    N_("Gin, discarding {card}"),
    N_("draw from the stock"),
    N_("expected points this hand"),
    N_("It is your opponent's turn: nothing to decide."),
    N_("Draw from the stock: the discard pile is empty."),
    N_("The discard pile is empty: draw from the stock."),
    N_(
        'A Gin move is {"type": "draw", "source": "stock" or "discard"}, or {"type": "discard" / "knock" / "gin", "card": "7H"}.'
    ),
    N_('Draw from "stock" or "discard": {"type": "draw", "source": "stock"}.'),
    N_('Say which card: {"type": "discard", "card": "7H"}.'),
    N_('Say which card: {"type": "knock", "card": "7H"}.'),
    N_('Say which card: {"type": "gin", "card": "7H"}.'),
    N_("Write the card as {code}."),
    N_("{card} is not in your hand."),
    N_("You just took {card} from the discard pile: you may not discard it this turn."),
    N_(
        "You cannot knock: after discarding {card} your deadwood would be {n} (a knock needs {limit} or less)."
    ),
    N_("Discarding {card} leaves 0 deadwood: that is Gin, not a knock."),
    N_("You cannot go Gin: after discarding {card} your deadwood would be {n}, not 0."),
    N_("Your deadwood would be 0: go Gin instead."),
    N_("{name} went Gin, discarding {card}!"),
    N_("Nobody drew from the stock for {n} turns: the hand is a draw (0 points, the stall limit)."),
    N_("The stock is empty: the hand is a draw (0 points)."),
    N_("Knock: You score {points}."),
    N_("Gin: {name} scores {points}."),
    N_("Gin: You score {points}."),
    N_("Undercut: {name} scores {points}."),
    N_("Undercut: You score {points}."),
    N_("Hand {n}: knock."),
    N_("Hand {n}: gin."),
    N_("Hand {n}: undercut."),
    N_("Hand {n}: draw."),
    N_("The stock ran out after a normal discard: the hand is a draw, 0 points [TEXT]."),
    N_(
        "Nobody drew from the stock for {turns} turns in a row: the hand is a draw, 0 points (the stall limit, C12)."
    ),
    N_("Gin: no laying off."),
    N_("Gin scores the defender's deadwood plus 25: {deadwood} + 25 = {points} to the knocker."),
    N_("Defender lays off {card} on {cards}."),
    N_(
        "Undercut ({deadwood} <= {knocker}): {knocker} - {deadwood} + 25 = {points} to the defender."
    ),
    N_("The explanation takes no arguments."),
    N_("No hand has ended yet: the result of a hand is explained once it is scored."),
    N_(
        "Decision {step} ({move}) met an undercut: before it, the coach's deals gave it {chance}% (95% interval {low}% to {high}%)."
    ),
)

#: What Gin Rummy's own placeholders read (the shared ones: ``i18n.engine_templates.SLOTS``).
SLOTS: dict[str, str] = {
    **dict.fromkeys(("deadwood", "knocker", "chance", "after", "more", "least", "worlds"), NUMBER),
    "card2": CARD,
}
