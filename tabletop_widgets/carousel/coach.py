"""The Carousel coach: the solver's play (or draw, knock, pass), explained meld by meld.

``hint`` answers the hint contract from the seat's recall (its hand and the public table):

- when it may knock, knock (``coach_knocks``; the bots' ``safe_to_knock`` waits while
  another player holds fewer than three cards, but waiting gives that player a turn to go
  out or knock first);
- when it may play, the solver's best play (``solver.best_play``, the most hand-card points
  laid) with the new table explained meld by meld (``explain_play``): which melds are new
  from the hand, which table melds grow, which are taken apart and rebuilt;
- otherwise draw (or pass, or end the turn without knocking).

Values are the points of hand cards the move lays on the table (what a play saves at the
end of the round: a joker 25, J/Q/K 10, an ace 1); a draw, a knock or a pass lays none. They
are counts, not estimates: each option's interval is its value, so a review shows a play
that laid fewer points than the solver's as a cost in this unit (and nothing else: the
knock, the draw and the pass lay nothing, whatever they are worth later in the round).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..engine.coach import HintAnswer
from .rules import hand_value, label, meld_kind, physical, play_problem, played_cards

_UNIT = "points of hand cards laid on the table"


def safe_to_knock(view: dict[str, Any]) -> bool:
    """Knock with 0 points, or when every other player still holds 3 or more cards.

    An opponent with 3+ cards is very unlikely to hold 5 points or less (undercut).
    """
    if view["hand_value"] == 0:
        return True
    return all(size >= 3 for seat, size in enumerate(view["hand_sizes"]) if seat != view["seat"])


def coach_knocks(view: dict[str, Any]) -> bool:
    """The coach knocks whenever it may (its hand is within the knock limit).

    Unlike ``safe_to_knock`` it does not wait while another player holds one or two cards:
    such a player may undercut a knock, but given another turn they often go out (+25) or
    knock first. Measured against ``SolverBot`` (which waits) by
    ``benchmarks/bench_coach.py --only carousel`` (docs/games/carousel.md gives the figures).
    """
    return bool(view.get("may_knock"))


def _cards(meld: list[str]) -> str:
    return " ".join(label(c) for c in meld)


def explain_play(
    hand: list[str], old_table: list[list[str]], new_table: list[list[str]]
) -> list[str]:
    """One line per meld of ``new_table`` that the play changes: new from the hand, grown
    from a table meld, or rebuilt from cards of several melds (with which hand cards)."""
    old = [Counter(physical(c) for c in m) for m in old_table]
    left = [Counter(m) for m in old]  # table cards not yet placed in a new meld
    from_hand = Counter(played_cards(old_table, new_table))
    lines = []
    for meld in new_table:
        want = Counter(physical(c) for c in meld)
        # unchanged: an old meld of the same cards, none taken yet (two decks: maybe twice)
        same = [i for i, m in enumerate(old) if m == want and left[i] == want]
        if same:
            left[same[0]] = Counter()
            continue
        sources, need = take_from_table(want, left)
        mine = need & from_hand
        from_hand -= mine
        lines.append(meld_line(meld, old_table, sources, mine))
    return lines


def take_from_table(
    want: Counter, left: list[Counter]
) -> tuple[list[tuple[int, Counter]], Counter]:
    """The table cards a new meld takes (``(meld index, cards)``, the melds sharing most
    cards with it first; taken out of ``left``) and the cards it still needs."""
    sources: list[tuple[int, Counter]] = []
    need = Counter(want)
    for i in sorted(range(len(left)), key=lambda i: -sum((left[i] & need).values())):
        got = left[i] & need
        if got:
            sources.append((i, got))
            left[i] -= got
            need -= got
    return sources, need


def meld_line(
    meld: list[str], old_table: list[list[str]], sources: list[tuple[int, Counter]], mine: Counter
) -> str:
    """How a changed meld is made: new from the hand, a table meld grown (with cards of other
    melds or of the hand), a meld that keeps some cards, or a rebuilt one."""
    kind = "group" if meld_kind(meld) == "group" else "sequence"
    hand_words = " ".join(label(c) for c in sorted(mine.elements()))
    whole = [i for i, got in sources if got == Counter(physical(c) for c in old_table[i])]
    if not sources:
        return f"New {kind} from your hand: {_cards(meld)}."
    if whole:
        i = whole[0]
        added = [f"{_counted(got)} from meld {j + 1}" for j, got in sources if j != i]
        if hand_words:
            added.append(f"{hand_words} from your hand")
        return (
            f"Add {' and '.join(added)} to meld {i + 1} ({_cards(old_table[i])}): {_cards(meld)}."
        )
    if len(sources) == 1 and not hand_words:
        return f"Meld {sources[0][0] + 1} keeps {_cards(meld)}, its other cards move."
    parts = [f"{_counted(got)} from meld {i + 1}" for i, got in sources]
    if hand_words:
        parts.append(f"{hand_words} from your hand")
    return f"Rebuild a {kind} from {', '.join(parts)}: {_cards(meld)}."


def _counted(cards: Counter) -> str:
    return " ".join(label(c) for c in sorted(cards.elements()))


def _row(action: dict[str, Any], label_: str, value: float) -> dict[str, Any]:
    """An option: its value is a count (hand-card points the move lays), not an estimate, so
    its interval is the value itself and the review may show what a smaller play cost in
    that unit (engine.review: a mistake only where the cost is shown)."""
    v = float(value)
    return {"action": action, "label": label_, "value": v, "low": v, "high": v}


#: What the quiet move of each step is called in an option.
QUIET_LABELS = {"end_turn": "end the turn", "draw": "draw a card", "pass": "pass"}


@dataclass
class Advice:
    """The coach's move with why, and the options it priced on the way."""

    action: dict[str, Any]
    text: str
    rows: list[dict[str, Any]] = field(default_factory=list)
    explanation: list[str] = field(default_factory=list)


def quiet_move(recall: dict[str, Any]) -> dict[str, Any]:
    """The move that lays nothing: end the turn after playing, draw at a turn's start while
    the stock lasts, else pass."""
    if recall["step"] == "end":
        return {"type": "end_turn"}
    if recall["step"] == "turn" and recall["stock"]:
        return {"type": "draw"}
    return {"type": "pass"}


def play_row(play: Any) -> dict[str, Any]:
    """A solver's play as an option: its hand cards, valued by their points."""
    return _row(play.action(), "play " + " ".join(label(c) for c in play.cards), play.points)


def knock_now(recall: dict[str, Any], seat: int, play: Any) -> Advice:
    """Knock whenever the rules allow, and say what the knock risks (the best play, if
    any, is priced beside it)."""
    if recall["hand_value"] == 0:
        why = "nothing left to lose."
    elif safe_to_knock(recall):
        why = "and every other player still holds three cards or more (an undercut is unlikely)."
    else:
        fewest = min(n for s, n in enumerate(recall["hand_sizes"]) if s != seat)
        why = (
            f"but a player holding {fewest} card{'' if fewest == 1 else 's'} may undercut "
            "you; waiting would give them a turn to go out or knock first."
        )
    text = (
        f"Knock: your hand holds {recall['hand_value']} points, within the limit of "
        f"{recall['rules']['knock_limit']}, {why}"
    )
    knock = {"type": "knock"}
    rows = [_row(knock, "knock", 0)] + ([play_row(play)] if play is not None else [])
    return Advice(knock, text, rows)


def lay_best_play(recall: dict[str, Any], play: Any, time_limit: float) -> Advice:
    """Lay the solver's best play, explained meld by meld."""
    explanation = explain_play(recall["hand"], recall["table"], play.melds)
    lead = "Best play" if play.optimal else f"Best found in {time_limit:g} s of thinking"
    cards = " ".join(label(c) for c in play.cards)
    text = (
        f"{lead}: {cards} ({play.points} points, {len(play.cards)} cards out of your hand). "
        + " ".join(explanation)
    )
    return Advice(play.action(), text, [play_row(play)], explanation)


def stay_quiet(recall: dict[str, Any], quiet: dict[str, Any]) -> Advice:
    """Draw, pass or end the turn, and say why nothing better is possible."""
    if recall.get("may_play"):
        why = "no play from your hand fits the table"
    elif recall["step"] == "end":
        why = f"your hand holds {recall['hand_value']} points" + (
            ": knocking now risks an undercut" if recall.get("may_knock") else ""
        )
    else:
        why = "a turn starts with a draw" if recall["draws"] == 0 else "you may not play now"
    return Advice(quiet, f"{QUIET_LABELS[quiet['type']].capitalize()}: {why}.")


def price_considered(
    recall: dict[str, Any], consider: Any, advice: Advice, rows: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The option of a move a review asks about (a knock, or a legal play) when the advice
    did not price it already; nothing for any other move."""
    if consider == {"type": "knock"} and recall.get("may_knock") and advice.action != consider:
        return [_row(consider, "knock", 0)]
    if not (
        isinstance(consider, dict)
        and consider.get("type") == "play"
        and recall.get("may_play")
        and not any(r["action"] == consider for r in rows)
    ):
        return []
    melds = consider.get("melds")
    try:
        problem = play_problem(recall["hand"], recall["table"], melds, recall["decks"])
    except Exception:  # a malformed table: not a legal move, not priced
        return []
    if problem is not None:
        return []
    laid = played_cards(recall["table"], melds)
    return [_row(consider, "play " + " ".join(label(c) for c in laid), hand_value(laid))]


def solver_play(recall: dict[str, Any], time_limit: float) -> Any:
    """The solver's best play from the seat's hand and the table (``solver.best_play``)."""
    from . import solver

    return solver.best_play(
        recall["hand"], recall["table"], time_limit=time_limit, decks=recall["decks"]
    )


#: A small position whose best play needs the solver's integer programme (HiGHS): solving it
#: loads numpy, scipy.optimize and scipy.sparse, about a second in a fresh process.
WARM_POSITION = {
    "hand": ["JK", "5H", "6H", "8H", "KS", "KD"],
    "table": [["TS", "TH", "TD"], ["4H", "5H", "6H"]],
    "decks": 2,
}


def warm() -> None:
    """Solve ``WARM_POSITION``, so that the modules a hint needs are loaded: every table with
    a person calls it on a background thread when it is made (the hint query's ``warm_up``)."""
    solver_play(WARM_POSITION, time_limit=1.0)


def with_quiet_move(advice: Advice, quiet: dict[str, Any]) -> list[dict[str, Any]]:
    """The advice's options and the quiet move (first when it is the advice, else last)."""
    quiet_row = _row(quiet, QUIET_LABELS[quiet["type"]], 0)
    return [*advice.rows, quiet_row] if advice.action != quiet else [quiet_row, *advice.rows]


def nothing_to_decide(recall: dict[str, Any]) -> str:
    """Why the seat has no move to make: the game is over, or it is another's turn."""
    if recall.get("over"):
        return "The game is over: no more moves."
    return "It is not your turn: nothing to decide."


def hint(
    recall: dict[str, Any],
    seat: int,
    consider: Any = None,
    *,
    time_limit: float,
) -> HintAnswer:
    """The coach's move for ``seat`` in the hint contract (see the module docstring), the
    solver given ``time_limit`` seconds: knock when it may, else lay the best play, else stay
    quiet. A play keeps the keys the page's "Use this play" reads: ``melds`` (the whole table
    after it), ``cards`` (from the hand), ``points``."""
    base = {"runner_up": None, "options": [], "unit": _UNIT, "exact": False}
    if recall.get("over") or recall.get("current") != seat:
        return {**base, "action": None, "text": nothing_to_decide(recall)}
    quiet = quiet_move(recall)
    play = solver_play(recall, time_limit) if recall.get("may_play") else None
    advice = (
        knock_now(recall, seat, play)
        if coach_knocks(recall)
        else lay_best_play(recall, play, time_limit)
        if play is not None
        else stay_quiet(recall, quiet)
    )
    rows = with_quiet_move(advice, quiet)
    rows += price_considered(recall, consider, advice, rows)
    shown = play if play is not None and advice.action == play.action() else None
    return {
        **base,
        "action": advice.action,
        "text": advice.text,
        "options": rows,
        "explanation": advice.explanation,
        "melds": shown and shown.melds,
        "cards": shown and shown.cards,
        "points": shown and shown.points,
        "optimal": True if play is None else play.optimal,
    }


__all__ = ["coach_knocks", "explain_play", "hint", "safe_to_knock", "warm"]
