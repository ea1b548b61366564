"""What a seat may ask in this game besides moving (see ``engine.queries``).

Each query is answered from the seat's recall only (``Game.recall``: here the seat's
presented view, its own hand and the public table):

- ``check`` (automatic): the verdict on the table the page is arranging, as the next play
  of this seat: jokers named, melds put in order, each meld's problem, the play's problem.
- ``hint``: the coach's move (``coach.hint``): knock when safe, else the solver's best play
  from this seat's hand and the table, explained meld by meld, else draw or pass.
"""

from __future__ import annotations

from typing import Any

from ..engine.coach import hint_query, lazy_advise
from ..engine.errors import IllegalMove
from ..engine.queries import Query
from .moves import MAX_MELD_CARDS, MAX_MELDS
from .rules import (
    MAX_DRAWS,
    meld_problem,
    name_jokers,
    order_meld,
    parse_table_card,
    play_problem,
)

#: The solver's budget for a hint, in CPU seconds of the asking thread (a loaded machine does not
#: cut the search short; wall time is capped at ``solver.WALL_PER_CPU`` times this). HiGHS keeps
#: the best play found when it runs out; such a hint says so. The hint's programme needs a few
#: milliseconds of CPU on most positions and a few tens on the hardest ones. Defined here, not
#: in ``solver`` (numpy and HiGHS): the game's queries load without the solver, which a hint
#: imports when asked (``coach.hint``).
HINT_SECONDS = 0.25

#: The coach's move (``coach.hint``, the solver given ``HINT_SECONDS``): knock whenever
#: it may (``coach.coach_knocks``), else the solver's best play explained meld by meld
#: (``melds``, ``cards``, ``points``, ``optimal`` for the page's "Use this play"), else draw,
#: pass or end the turn. ``{"consider": play}`` prices that play when it is legal.
HINT = hint_query(
    lazy_advise(f"{__package__}.coach", time_limit=HINT_SECONDS),
    "points of hand cards laid on the table",
    "The solver's best play from your hand and the table, meld by meld.",
    warm_up=f"{__package__}.coach",  # the solver
    melds=None,
)
hint_answer = HINT.answer

BAD_TABLE = "The table is a list of melds, each a list of cards like 'AS'."


def play_refusal(recall: dict[str, Any], seat: int) -> str | None:
    """Why this seat may not play now, from its view (``CarouselGame.check``'s words)."""
    if recall.get("over"):
        return "The game is over: no more moves."
    if recall.get("current") != seat:
        return "It is not your turn: wait for your turn to play."
    if recall.get("may_play"):
        return None
    step, draws = recall.get("step"), recall.get("draws", 0)
    if step == "turn" and draws == 0:
        return "Draw a card first: a turn starts with a draw."
    if step == "turn" and draws >= MAX_DRAWS:
        return "After the third draw you may not play this turn."
    return "You may not play now: your turn is over (knock or end your turn)."


def _melds_arg(args: dict[str, Any]) -> list[list[str]]:
    melds = args.get("melds")
    if (
        set(args) != {"melds"}
        or not isinstance(melds, list)
        or len(melds) > MAX_MELDS
        or not all(
            isinstance(m, list)
            and len(m) <= MAX_MELD_CARDS
            and all(isinstance(c, str) and len(c) < 12 for c in m)
            for m in melds
        )
    ):
        raise IllegalMove(BAD_TABLE)
    return melds


def check_answer(recall: dict[str, Any], seat: int, args: dict[str, Any]) -> dict[str, Any]:
    """The verdict on ``args["melds"]`` as this seat's next play.

    Unnamed jokers (``JK``) are named so that their meld is valid where one name does it,
    and each valid meld is put in reading order (``ordered``); ``problems`` maps each
    invalid meld's index (as text) to its problem; ``problem`` is why the whole play would
    be refused (``None`` when it would be accepted).
    """
    melds = _melds_arg(args)
    decks = recall["decks"]
    naturals = [c for m in melds for c in m if not c.upper().startswith("JK")]
    ordered = []
    for meld in melds:
        named = name_jokers([c.upper() for c in meld], decks, taken=naturals)
        ordered.append(order_meld(named) if meld_problem(named) is None else named)
    problems = {str(i): p for i, m in enumerate(ordered) if (p := meld_problem(m)) is not None}
    problem = play_refusal(recall, seat)
    if problem is None:
        problem = _play_problem(recall, ordered)
    text = problem or "This play would be accepted."
    return {
        "text": text,
        "melds": melds,
        "ordered": ordered,
        "problems": problems,
        "problem": problem,
    }


def _play_problem(recall: dict[str, Any], melds: list[list[str]]) -> str | None:
    parsed = []
    for i, meld in enumerate(melds):
        try:
            parsed.append([parse_table_card(c) for c in meld])
        except ValueError as exc:
            return f"Meld {i + 1}: {exc}"
    return play_problem(recall["hand"], recall["table"], parsed, recall["decks"])


def check_samples(recall: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """The table as it is, and the table with the hand's first card as a new meld."""
    table = [list(m) for m in recall.get("table", [])]
    samples = [{"melds": table}]
    if recall.get("hand"):
        samples.append({"melds": [*table, [recall["hand"][0]]]})
    return samples


#: The queries of this game, in the order front ends show them.
QUERIES: tuple[Query, ...] = (
    Query(
        "check",
        "Check",
        "check",
        check_answer,
        description="Checks the table you are arranging: each meld, and the play as a whole.",
        automatic=True,
        samples=check_samples,
    ),
    HINT,
)
