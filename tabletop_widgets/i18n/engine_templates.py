"""The engines' English texts a widget translates: every one as a template with
``{placeholders}``, marked for the catalogs (``pybabel extract -k N_``, babel.cfg lists this
file). ``engine_texts`` reads an engine's line back through them; docs/languages.md,
"The engines' texts", says how to add one.
"""

from __future__ import annotations


def N_(text: str) -> str:
    """Marks an engine text for the catalogs (pybabel extract ``-k N_``); returns it unchanged."""
    return text


#: Engine texts with their variable parts as {placeholders}; order does not matter (the most
#: specific template, the one with the most literal text, is tried first).
TEMPLATES: tuple[str, ...] = (
    # every game: the table's reasons, the declared queries
    N_("The game is over: no more moves."),
    N_("It is not your turn."),
    N_("Coach"),
    N_("Hint"),
    N_("Review"),
    N_("Check"),
    N_("Practice aid"),
    N_("Explain the last hand"),
    N_("Explain my room"),
    N_("You"),
    N_("Player {n}"),
    N_("Random bot"),
    # the games' titles and the bots' names (a widget's repr, the seats)
    N_("Gin Rummy"),
    N_("Carousel"),
    N_("GYÜMI"),
    N_("Yum"),
    N_("The Gnumies"),
    N_("Coach bot"),
    N_("Fading bot"),
    N_("Greedy bot"),
    N_("Hand-meld bot"),
    N_("High bot"),
    N_("Low bot"),
    N_("Memory bot"),
    N_("Optimal bot"),
    N_("Thinking bot"),
    N_("Unknown box {box}; boxes are: {boxes}."),
    # an answer box: why a try was not recorded (lessons.report.write_record)
    N_("The answer was not saved for your teacher ({reason})."),
    N_("The answer was not sent to your class ({reason})."),
    N_("The expected final score of every keep and box, and what each past choice cost."),
    N_("The coach's best move now, why, and the exact value of every choice."),
    N_("Your decisions so far beside the coach's, each with what it cost; the costliest first."),
    N_("Shows your own buried cards under your series (not part of the rules)."),
    N_("Which card to take and where to put it, from what you may remember."),
    N_("The last hand's showdown, line by line: melds, layoffs, deadwood, points."),
    N_("Draw or take, what to discard, knock or play on: the coach's move and why."),
    N_("How your party room scores, card by card."),
    N_("The equilibrium mix for this card: how often to play each card, and why."),
    N_("Checks the table you are arranging: each meld, and the play as a whole."),
    N_("The solver's best play from your hand and the table, meld by meld."),
    # Yum: the sheet's legend (yum.rules.box_rule)
    N_("sum of the {n}s"),
    N_("at least {n} alike: sum of all 5 dice"),
    N_("any run of 4: {points}"),
    N_("a run of 5: {points}"),
    N_("exactly 1 2 3 4 5: {points}"),
    N_("exactly 2 3 4 5 6: {points}"),
    N_("anything: sum of all 5 dice (the 'chance' box)"),
    N_("3 of one value + 2 of another: {points}"),
    N_("3 of one value + 2 of another (or 5 alike): {points}"),
    N_("5 alike: {points}"),
    # Yum: the sheet, the reasons, the log, the coach
    N_("1s"),
    N_("2s"),
    N_("3s"),
    N_("4s"),
    N_("5s"),
    N_("6s"),
    N_("3 of a Kind"),
    N_("4 of a Kind"),
    N_("Short Straight"),
    N_("Long Straight"),
    N_("Rolling Surplus"),
    N_("Full House"),
    N_("You have rolled three times: score a box now."),
    N_("The first roll of a turn rolls all five dice."),
    N_("Roll the dice first: the first roll of a turn rolls all five."),
    N_("No rolls left, so there is nothing to hold: score a box now."),
    N_("Keep at most four dice: a roll re-rolls at least one die."),
    N_("Roll the dice before you score."),
    N_("Your {box} box is already filled: each box is used once."),
    N_("{name} rolled {dice} (roll {n} of 3)"),
    N_("{name} kept {kept}, rolled {dice} (roll {n} of 3)"),
    N_("{name} scored {points} in {box}"),
    N_("score {box} ({points})"),
    N_("keep {dice}"),
    N_("score {box}"),
    N_("re-roll all"),
    N_("re-roll all five"),
    N_("expected final score"),
    N_("Coach: expected final score with best play {points}."),
    N_("Coach: {move} (expected final score with best play {points})."),
    N_(
        "Keep {dice} and re-roll the rest ({n} roll left): best play from here expects {points} points in all, more than scoring any box now."
    ),
    N_(
        "Keep {dice} and re-roll the rest ({n} rolls left): best play from here expects {points} points in all, more than scoring any box now."
    ),
    N_(
        "Re-roll all five ({n} roll left): best play from here expects {points} points in all, more than scoring any box now."
    ),
    N_(
        "Re-roll all five ({n} rolls left): best play from here expects {points} points in all, more than scoring any box now."
    ),
    N_(
        "Score {box}: {points} points now, the best use of these dice for the rest of your sheet (expected final score {expected})."
    ),
    N_(
        "Score {box}: a zero there costs least of your {n} open boxes (expected final score {expected})."
    ),
    N_(
        "{name}: {points} points; {worse} of {total} decisions below optimal, {lost} expected points lost"
    ),
    N_("(Optimal play averages {points} points a game with these rules.)"),
    N_(
        "You made {n} decisions in this game; the coach agreed with {agreed}. In all they cost {cost} in {unit}. The costliest was decision {step}: {move} instead of {coach} ({worst})."
    ),
    N_(
        "You made {n} decision in this game; the coach agreed with {agreed}. In all they cost {cost} in {unit}. The costliest was decision {step}: {move} instead of {coach} ({worst})."
    ),
    N_(
        "You made {n} decision so far; the coach agreed with {agreed}. In all they cost {cost} in {unit}. The costliest was decision {step}: {move} instead of {coach} ({worst})."
    ),
    N_(
        "You made {n} decisions so far; the coach agreed with {agreed}. In all they cost {cost} in {unit}. The costliest was decision {step}: {move} instead of {coach} ({worst})."
    ),
    N_("Decision {step}: {move} instead of {coach} cost {size} in {unit}. {why}"),
    N_("Decision {step}: {move} instead of {coach} cost {size}. {why}"),
    # Yum: the move shape, the coach's runner-up and first roll
    N_('A Yum move is {"type": "roll", "hold": [...]} or {"type": "score", "box": ...}.'),
    N_("Close second: {move}, {behind} expected points behind."),
    N_("Roll the five dice: with best play from here you expect {points} points in all."),
    N_("roll"),
    N_("expected points"),
    N_("The coach could not advise here ({error})."),
    # GYÜMI: the reasons, the log, the practice aid, the series, the coach
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
    # GYÜMI: the coach's reasons, the move shape, a series with two repeated numbers
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
    N_("{cards}: {number} and {number2} appears twice, so 0 points"),
    # Gin Rummy: the reasons, the log, the showdown
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
    # The Gnumies: the reasons, the offer's rule, the guests, the end
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
    # The Gnumies: the news (gnumies/texts.py), the room lines (gnumies/rules.explain_room)
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
    N_("the highest card, {value}, tied; {n} Luckynits beat {others}"),
    N_("the lowest card, {value}, tied; {n} Luckynits beat {others}"),
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
    # every game: the review's summary, the hint's refusals; The Gnumies' move shape and coach
    N_("No decision of yours to review yet."),
    N_("Nothing to decide now: it is not your turn."),
    N_("Nothing to decide now: wait for the others."),
    N_("The game is over: nothing to decide."),
    N_(
        "Each position was estimated with at most {seconds} s of simulation (a hint asked during play takes longer), so each cost has an interval."
    ),
    N_("The coach can show no mistake."),
    N_(
        "{n} other moves differed from the coach's, but the coach cannot show that they cost anything (no interval of their cost excludes 0)."
    ),
    N_(
        "{n} other move differed from the coach's, but the coach cannot show that they cost anything (no interval of their cost excludes 0)."
    ),
    N_("{n} moves had a cost the coach can show."),
    N_("{n} move had a cost the coach can show."),
    N_("The costliest was decision {step}: {move} instead of {coach} ({size})."),
    N_("at least {low}, about {cost}"),
    N_("about {cost} (95% interval {low} to {high})"),
    N_("You made {n} decisions in this game; the coach agreed with {agreed}."),
    N_("You made {n} decision in this game; the coach agreed with {agreed}."),
    N_("You made {n} decisions so far; the coach agreed with {agreed}."),
    N_("You made {n} decision so far; the coach agreed with {agreed}."),
    N_(
        'A Gnumies move is {"type": "play", "card": 40} (or "card": "gnalli"), or after a Gnalli {"type": "keep"} or {"type": "give", "to": <seat>}.'
    ),
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
    # Gin Rummy: the coach's reasons and labels, the refusals, the log, a hand's explanation
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
    # Carousel: the reasons and the log
    N_("Solver bot"),
    N_("Every turn starts with a draw: drawn for you (draw {n} of 3)"),
    N_("Every turn starts with a draw: drawn for {name} (draw {n} of 3)"),
    N_("No play possible: drawn for you (draw {n} of 3)"),
    N_("No play possible: drawn for {name} (draw {n} of 3)"),
    N_("Round {n} over: {results}"),
    N_("{name} drew a card (draw {n} of 3)"),
    N_("{name} passed"),
    N_("You may knock only with 5 or fewer points in hand; you hold {n}."),
    # Carousel: the log, the solver's play meld by meld, knock or the quiet move and why, the
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
