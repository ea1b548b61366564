"""The GYÜMI coach: which card to take and where to put it, from what this seat may recall.

``hint`` answers the hint contract from ``GyumiGame.recall`` alone: the public facts (every
series' top card and count, the discard-pile tops, the size of the draw pile) and the
series cards this seat saw played: its own buried cards (``buried``) and the others'
(``seen``), each face up when it was played (§4, GR14). That is the memory of the
"memory" bot, and the hint never reads anything else (no draw pile, no removed card, no
buried discard). It values every move with the tactical tips of ``bots.MemoryBot`` (the
expected final points of a series from the chance that each missing number still comes
this way; copies seen in any series are gone), with the end of the game in view
(``bots.CoachEvaluator``): that chance is read from how many cards are left to draw, how
many copies nobody has seen and whether another seat still needs the number, as measured
in games (``bots.FIT``), where ``MemoryBot`` takes every number as nearly sure to come while
the draw pile is full. Weighted by ``COACH_WEIGHTS``.

Values are in expected points for this seat: a take, the expected gain of the card for its
series plus part of what it is worth to the others (taking it denies them); a blind draw,
the average gain over the cards not seen; a placement, the gain of playing it, or, for a
discard, what the covered and the offered tops are worth to the others (a penalty when the
next player wants it).

The values are a model's (the measured chances, the weights), with no interval: the engine's
review (``engine.review``) therefore names no move a mistake from them; it says where the
coach would have played otherwise and that the estimate cannot show a cost.

The view does not say whether the house rule "no discard back onto the same pile" is on,
so the coach never *advises* putting a card back on the pile it came from; it still prices
that move when asked (``consider``).
"""

from __future__ import annotations

from typing import Any

from .bots import CoachEvaluator, MemoryBot
from .rules import FRUIT_EMOJI, SERIES_MAX, card_label, parse_card, series_score

_UNIT = "expected points (your final score)"
#: A runner-up within this many expected points of the best is "close" and is shown.
CLOSE = 0.3
#: How the coach weighs the tactical tips, beyond ``MemoryBot``'s defaults (see the module
#: docstring): no extra margin for a blind draw, no extra weight on 1s (the measured chances
#: already value them), a top card the next player wants is worth 0.2 of its value to them
#: when taken (denied) if the coach can keep it, and covering one when discarding half as
#: much as the memory bot counts it. Chosen in 1,000-game duels against the "memory" bot on
#: seeds other than the benchmark's (7,000,000 on, checked on 13,000,000 on): with the
#: measured chances +0.9 points a game over the memory bot's guess, no weight on 1s +0.4,
#: keeping denial to cards it can keep and not counting a copy on a pile top +0.4.
COACH_WEIGHTS = {
    "take_margin": 0.0,
    "deny": 0.2,
    "cover": 0.25,
    "one_bonus": 0.0,
    "deny_kept": True,
}


#: The most players for which the coach uses its measured chances (``bots.FIT``, fitted on
#: 2-player games). In duels against the memory bot (one coach, the other seats memory bots,
#: every seat in turn; 100 games a seat with 3 and 4 players, 30 with 5 and 8) it scored
#: +3.1 points a game over the memory bots' mean with 3 players and +0.5 with 4 (the coach
#: before it, with the memory bot's chances: -0.7), but -0.7 with 5 and -1.5 with 8 players
#: (no card is removed then and each seat has few turns): from 5 players the coach values
#: moves exactly as the memory bot does.
MEASURED_PLAYERS = 4


def evaluator(players: int) -> MemoryBot:
    """The bot whose values the coach gives for a table of ``players``."""
    if players <= MEASURED_PLAYERS:
        return CoachEvaluator(name="coach", **COACH_WEIGHTS)
    return MemoryBot(name="coach")


def legal_moves(recall: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """The moves the seat may make now, from its recall (the source pile's discard included:
    whether the house rule forbids it is not in the view)."""
    if recall.get("over") is not None or recall.get("current") != seat:
        return []
    n = len(recall["piles"])
    if recall["step"] == "take":
        return [{"type": "draw"}] + [{"type": "take", "pile": i} for i in range(n)]
    fruit, _ = parse_card(recall["holding"])
    count = next((r["count"] for r in recall["series"][seat] if r["fruit"] == fruit), 0)
    moves: list[dict[str, Any]] = [{"type": "play"}] if count < SERIES_MAX else []
    return moves + [{"type": "discard", "pile": j} for j in range(n)]


def _label(recall: dict[str, Any], move: dict[str, Any]) -> str:
    kind = move["type"]
    if kind == "draw":
        return "draw blind"
    if kind == "take":
        return f"take {card_label(recall['piles'][move['pile']])} (pile {move['pile'] + 1})"
    held = card_label(recall["holding"])
    if kind == "play":
        return f"play {held} into your series"
    return f"discard {held} on pile {move['pile'] + 1}"


def hint(recall: dict[str, Any], seat: int, consider: Any = None) -> dict[str, Any]:
    """The coach's move for ``seat`` in the hint contract (see the module docstring)."""
    base = {"runner_up": None, "options": [], "unit": _UNIT, "exact": False}
    moves = legal_moves(recall, seat)
    if not moves:
        return {**base, "action": None, "text": "Nothing to decide now: it is not your turn."}
    coach = evaluator(len(recall["series"]))
    coach.load_recall(recall)
    values = coach.values(recall, moves)
    back = recall["source"] if recall["step"] == "place" else None
    rows = [
        {"action": m, "label": _label(recall, m), "value": round(v, 4), "low": None, "high": None}
        for m, v in zip(moves, values, strict=True)
        if not (m["type"] == "discard" and m["pile"] == back) or m == consider
    ]
    advisable = [
        r for r in rows if not (r["action"]["type"] == "discard" and r["action"]["pile"] == back)
    ]
    best = max(advisable, key=lambda r: r["value"])  # the first of equals: the bot's tie-break
    rows.sort(key=lambda r: (r is not best, -r["value"]))
    runner = None
    second = next((r for r in rows[1:] if r in advisable), None)
    if second is not None and best["value"] - second["value"] <= CLOSE:
        runner = {
            "action": second["action"],
            "text": f"Close: {second['label']} ({second['value']:+.2f} expected points).",
        }
    return {
        **base,
        "action": best["action"],
        "text": _why(recall, seat, best, coach),
        "runner_up": runner,
        "options": rows,
    }


def _series(recall: dict[str, Any], seat: int, fruit: str) -> tuple[list[int], int]:
    """The numbers this seat knows in its own series of ``fruit`` (buried and top), and the count."""
    row = next((r for r in recall["series"][seat] if r["fruit"] == fruit), None)
    if row is None:
        return [], 0
    return [*recall["buried"].get(fruit, []), row["top"]], row["count"]


def _why(recall: dict[str, Any], seat: int, row: dict[str, Any], coach: MemoryBot) -> str:
    """One sentence of why the coach's move is best."""
    if row["action"]["type"] in ("draw", "take"):
        return why_draw_or_take(recall, seat, row, coach)
    return why_play_or_discard(recall, seat, row)


def why_draw_or_take(
    recall: dict[str, Any], seat: int, row: dict[str, Any], coach: MemoryBot
) -> str:
    """Why draw blind (no top card is worth more than an unseen card), or take a top card
    (what it adds to the series, and what taking it keeps from the others)."""
    move, value = row["action"], row["value"]
    if move["type"] == "draw":
        tops = ", ".join(card_label(c) for c in recall["piles"])
        return (
            f"Draw blind: no top card ({tops}) is worth more to your series than an unseen "
            f"card ({value:+.2f} expected points)."
        )
    code = recall["piles"][move["pile"]]
    fruit, number = parse_card(code)
    nums, count = _series(recall, seat, fruit)
    have = " ".join(map(str, sorted(nums))) or "nothing yet"
    own = max(0.0, coach.gain(seat, fruit, number) or 0.0)
    denied = value - own
    kept = (
        f" ({own:+.2f} for your series, {denied:+.2f} for keeping it from the others)"
        if denied >= 0.005
        else ""
    )
    return (
        f"Take {card_label(code)}: your {FRUIT_EMOJI[fruit]} {fruit} series holds {have}, "
        f"and a {number} adds {value:+.2f} expected points{kept}."
    )


def why_play_or_discard(recall: dict[str, Any], seat: int, row: dict[str, Any]) -> str:
    """Why play the card held into its series, or discard it on the pile that helps the
    others least."""
    move, value = row["action"], row["value"]
    kind = move["type"]
    fruit, number = parse_card(recall["holding"])
    nums, count = _series(recall, seat, fruit)
    if kind == "play":
        if number in nums and series_score(nums) == 0:
            return f"Play it: your {fruit} series already scores nothing, so hide the card there."
        if number in nums:
            return (
                f"Play {card_label(recall['holding'])} into your {fruit} series "
                f"({value:+.2f} expected points): a second {number} makes it score 0 (it scores "
                f"{series_score(nums)} now), but no discard is worth more."
            )
        return (
            f"Play {card_label(recall['holding'])} into your {fruit} series "
            f"({' '.join(map(str, sorted(nums))) or 'new'}): {value:+.2f} expected points."
        )
    reason = (
        f"you already hold a {number} in that series: a second one would make it score 0"
        if number in nums
        else "it adds less to your series than it risks giving away"
        if count < SERIES_MAX
        else "that series is full"
    )
    return (
        f"Discard {card_label(recall['holding'])} on pile {move['pile'] + 1}: {reason}; that pile's "
        f"top helps the others least ({value:+.2f})."
    )


__all__ = ["evaluator", "hint", "legal_moves"]
