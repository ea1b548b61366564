"""Yum's engine texts for the catalogs: the sheet and its legend, the reasons a move is
refused, the log, the coach's advice. Each is a template with ``{placeholders}`` through which
a widget reads the engine's English back (:mod:`tabletop_widgets.i18n.engine_templates`)."""

from __future__ import annotations

from ..i18n.engine_templates import N_, NUMBER

#: Yum's engine texts, the variable parts as {placeholders}.
TEMPLATES: tuple[str, ...] = (
    # the title, the bots' names (a widget's repr, the seats), an unknown box
    N_("Yum"),
    N_("Coach bot"),
    N_("Greedy bot"),
    N_("Optimal bot"),
    N_("Unknown box {box}; boxes are: {boxes}."),
    # the queries' descriptions
    N_("The expected final score of every keep and box, and what each past choice cost."),
    N_("The coach's best move now, why, and the exact value of every choice."),
    # the sheet's legend (rules.box_rule)
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
    # the sheet, the reasons, the log, the coach
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
    # the move shape, the coach's runner-up and first roll
    N_('A Yum move is {"type": "roll", "hold": [...]} or {"type": "score", "box": ...}.'),
    N_('A roll says which dice to keep: {"type": "roll", "hold": [0, 2]}.'),
    N_("Close second: {move}, {behind} expected points behind."),
    N_("Roll the five dice: with best play from here you expect {points} points in all."),
    N_("roll"),
    N_("expected points"),
    # the hint's refusal
    N_("The game is over: nothing to decide."),
    N_("It is {name}'s turn: nothing to decide."),
)

#: What Yum's own placeholders read (the shared ones: ``i18n.engine_templates.SLOTS``).
SLOTS: dict[str, str] = dict.fromkeys(("total", "worse", "lost", "expected", "behind"), NUMBER)
