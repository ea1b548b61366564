"""The seat session: one game at one table, behind every front end.

A ``Table`` holds the match, the bots and their generators, the undo policy and the
queries a seat may ask. The notebook widget, the table server's rooms, Voilà and the
Python client are thin front ends over it: they send a seat's moves and questions here
and show ``snapshot(seat)``, which is exactly the widget's synced traits, so one mapping
serves them all. Nothing else writes into a ``Match``.

A move goes ``propose`` (made canonical once, checked, the state after computed; nothing
changes) then ``commit`` (recorded without a second check). A front end with a store
(the table server) commits to its store between the two; ``act`` does both at once.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .bots import MAX_BOT_MOVES, Bot, bot_rng, make_bot, next_bot_move
from .coach import warm_in_background
from .core import Action, Game, State, canonical
from .errors import CorruptSave, IllegalMove, english
from .match import Match, is_move
from .queries import Policy, Query, QueryRefused
from .registry import offered_queries
from .review import HINT, is_review, match_key, review_match
from .snapshots import LOG_LINES, private_snapshot, public_snapshot, seat_snapshot

PERSON = None  # in ``players``: a person's seat
#: Reviews a table keeps (the latest ones; a finished game's per seat is asked again and again).
KEPT_REVIEWS = 16


@dataclass(frozen=True)
class Proposal:
    """A checked move not yet recorded: ``Table.commit`` records it as it is."""

    seat: int
    action: Action
    after: State
    #: The log length the move was checked against (a commit on a changed table is refused).
    length: int

    @property
    def entry(self) -> dict[str, Any]:
        """The log entry this move becomes."""
        return {"seat": self.seat, "action": self.action}


class Table:
    """One game at one table: the match, bots, undo policy and queries of every seat.

    ``players`` has one entry per seat: ``None`` for a person, or a bot (instance, class
    or factory). ``policy`` says what the table allows besides moves.
    """

    def __init__(
        self,
        game: Game,
        players: Sequence[Any],
        seed: int | None = None,
        options: dict | None = None,
        names: Sequence[str] | None = None,
        policy: Policy | None = None,
    ) -> None:
        self.game = game
        self.specs = list(players)
        self.options = options
        self.names = list(names) if names else None
        self.policy = policy or Policy()
        self.closed: str | None = None
        self.match = Match(game, len(self.specs), seed, options, self.names)
        self._start()
        self.warm_up()

    # ----- set-up -----------------------------------------------------------------------

    def _start(self) -> None:
        self.bots: dict[int, Bot] = {
            i: make_bot(s) for i, s in enumerate(self.specs) if s is not PERSON
        }
        self.undos = [0] * len(self.specs)
        self._answers: dict[int, dict[str, dict[str, Any]]] = {}
        self._following: dict[int, set[str]] = {}
        #: Reviews already made, by seat, seed and log (a finished game is reviewed once).
        self._reviews: dict[str, dict[str, Any]] = {}
        #: ``queries(seat)`` by (policy, the seat's standing queries): built once each.
        self._query_lists: dict[tuple[Policy, frozenset[str]], list[dict[str, Any]]] = {}
        self.seed_bots()

    def seed_bots(self) -> None:
        """Seed every bot's generator, one way: from the game's seed, the seat and the log.

        A fresh game gives ``bot_rng(seed, seat)``; after an Undo the redraw entry's fresh
        seed makes new generators, so a bot's sealed choice is re-made afresh.
        """
        log = self.match.log
        redraws = [e["redraw"] for e in log if not is_move(e)]
        salt = None if not log else f"{len(log)}:{redraws[-1] if redraws else 0}"
        self.bot_rngs: dict[int, random.Random] = {
            seat: bot_rng(self.match.seed, seat)
            if salt is None
            else random.Random(f"bot:{self.match.seed}:{seat}:{salt}")
            for seat in self.bots
        }

    @property
    def people(self) -> list[int]:
        """Seats played by people."""
        return [i for i, s in enumerate(self.specs) if s is PERSON]

    @property
    def state(self) -> State:
        return self.match.state

    def new_game(self, seed: int | None = None) -> None:
        """A fresh game with the same players (a fresh 64-bit seed unless given)."""
        self.match = Match(self.game, len(self.specs), seed, self.options, self.names)
        self.closed = None
        self._start()

    def load(self, match: Match) -> None:
        """Continue ``match`` (a loaded save) with the same players (``CorruptSave`` if the
        seat count differs; nothing changes then)."""
        if match.num_seats != len(self.specs):
            raise CorruptSave(
                f"This save has {match.num_seats} players; this table has {len(self.specs)}."
            )
        self.match = match
        self.names = list(match.names)
        self.closed = None
        self._start()

    def rename(self, names: Sequence[str]) -> None:
        """Rename the seats (names are part of the state: the log is replayed under them)."""
        self.names = list(names)
        if list(self.match.names) != self.names:
            self.match = self.match.renamed(self.names)
            self._answers.clear()  # answers may name the seats
            self._reviews.clear()

    def set_bot(self, seat: int, spec: Any) -> None:
        """Seat a bot (``spec``) or a person (``None``) in ``seat``."""
        self.specs[seat] = spec
        self.bots.pop(seat, None)
        if spec is not PERSON:
            self.bots[seat] = make_bot(spec)
        self.seed_bots()

    def close(self, reason: str) -> None:
        """No more moves (the teacher ended the game): every seat is told ``reason``."""
        self.closed = reason

    # ----- moves ------------------------------------------------------------------------

    def propose(self, seat: int, action: Action) -> Proposal:
        """Check ``action`` for ``seat`` (made canonical here, once); nothing changes yet.

        Raises ``IllegalMove`` with the rules' reason.
        """
        if self.closed:
            raise IllegalMove(self.closed)
        action = canonical(action)
        after = self.game.step(self.match.state, seat, action)
        return Proposal(seat, action, after, len(self.match.log))

    def commit(self, proposal: Proposal) -> None:
        """Record a proposal made on this very table (``IllegalMove`` if it has changed)."""
        if proposal.length != len(self.match.log):
            raise IllegalMove("The table changed meanwhile; look again and retry.")
        self.match.commit(proposal.seat, proposal.action, proposal.after)

    def act(self, seat: int, action: Action) -> State:
        """Play a person's move and let the bots answer; returns the state after them."""
        if seat in self.bots:
            raise IllegalMove(f"{self.seat_name(seat)} is played by a bot.")
        self.commit(self.propose(seat, action))
        self.play_bots()
        return self.match.state

    def bot_to_act(self) -> bool:
        """True when a bot seat is to act now (cheap: asks no bot to think)."""
        return not self.closed and any(s in self.bots for s in self.match.seats_to_act)

    def bot_proposal(self) -> Proposal | None:
        """The next bot move as a proposal (the first bot seat to act), or None."""
        if self.closed:
            return None
        move = next_bot_move(self.game, self.match.state, self.bots, self.bot_rngs)
        return None if move is None else self.propose(*move)

    def play_bots(self, max_moves: int = MAX_BOT_MOVES) -> int:
        """Let the bots move until no bot is to act; return how many moved.

        ``RuntimeError`` when bots alone play ``max_moves`` moves (a game that never ends).
        """
        for count in range(max_moves + 1):
            proposal = self.bot_proposal()
            if proposal is None:
                return count
            if count == max_moves:
                break
            self.commit(proposal)
        raise RuntimeError(
            f"{self.game.title}: the bots played {max_moves} moves in a row without the game "
            "ending; these bots may never finish it (try stronger bots or a shorter game option)."
        )

    # ----- undo -----------------------------------------------------------------------------

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not take a move back now (None: it may)."""
        if not self.policy.undo:
            return "Undo is turned off at this table."
        if self.closed:
            return self.closed
        try:
            self.undo_point(seat)
        except IllegalMove as exc:
            return english(exc)
        return None

    def undo_point(self, seat: int) -> int:
        """The log index Undo by ``seat`` rewinds to: the last person's move (which must be
        ``seat``'s own unless the policy says otherwise), with the bot moves sealed with it."""
        log, people = self.match.log, set(self.people)
        point = next(
            (
                i
                for i in range(len(log) - 1, -1, -1)
                if is_move(log[i]) and log[i]["seat"] in people
            ),
            None,
        )
        if point is None:
            raise IllegalMove("There is no move of yours to undo.")
        mover = log[point]["seat"]
        if mover != seat and not self.policy.undo_others:
            raise IllegalMove(
                f"{self.seat_name(mover)} moved last: only {self.seat_name(mover)} "
                "may take that move back."
            )
        if self.game.info.simultaneous_moves:
            history = self.match.history
            while point > 0:
                entry = log[point - 1]
                sealed_with_mover = (
                    is_move(entry)
                    and entry["seat"] in self.bots
                    and mover in self.game.seats_to_act(history[point - 1])
                )
                if not sealed_with_mover:
                    break
                point -= 1
        return point

    def undo(self, seat: int) -> int:
        """Take back ``seat``'s last move (and the bot moves after it); returns the seat whose
        move it was (counted in ``undos``). Chance nobody has seen is then drawn afresh, and
        bots' sealed choices are re-made with fresh generators."""
        reason = self.undo_refusal(seat)
        if reason:
            raise IllegalMove(reason)
        point = self.undo_point(seat)
        people = set(self.people)
        mover = next(
            e["seat"] for e in self.match.log[point:] if is_move(e) and e["seat"] in people
        )
        self.match.rewind(point)
        self.undos[mover] += 1
        self._answers.clear()
        self.seed_bots()
        self.play_bots()
        return mover

    # ----- queries --------------------------------------------------------------------------

    def warm_up(self) -> None:
        """Load, on a background thread, what the queries a person here may ask need
        (``Query.warm_up``: a coach's solver), so that the first answer is fast in every
        front end; once a process, and not at a table of bots only."""
        if not self.people:
            return
        for query in self.query_list:
            if query.warm_up and self.policy.allows(query.kind):
                warm_in_background(query.warm_up)

    @property
    def query_list(self) -> tuple[Query, ...]:
        """The game's declared queries, and the engine's review where it has a hint."""
        return offered_queries(self.game.name)

    def _query(self, name: Any) -> Query:
        found = next((q for q in self.query_list if q.name == name), None)
        if found is None:
            known = ", ".join(q.name for q in self.query_list) or "none"
            raise QueryRefused(
                f"{self.game.title} has no query {str(name)[:40]!r} (it has: {known})."
            )
        return found

    def queries(self, seat: int) -> list[dict[str, Any]]:
        """The queries ``seat`` may ask, as front ends list them (allowed or the reason).
        Seats with the same standing queries get the same list: read it, do not change it."""
        following = frozenset(self._following.get(seat, ()))
        key = (self.policy, following)
        listed = self._query_lists.get(key)
        if listed is None:  # built once per policy and set of standing queries, not per push
            listed = self._query_lists[key] = [
                {
                    **q.describe(),
                    "allowed": self.policy.allows(q.kind),
                    "reason": "" if self.policy.allows(q.kind) else self.policy.reason(q.kind),
                    "on": q.name in following,
                }
                for q in self.query_list
            ]
        return listed

    def query(self, seat: int, name: str, args: Any = None) -> dict[str, Any]:
        """Ask query ``name`` for ``seat``: the answer, computed from the seat's recall only.

        The answer is kept for the seat's next snapshots until the table changes.
        Raises ``QueryRefused`` (policy, unknown query) or ``IllegalMove`` (bad arguments).
        """
        query = self._query(name)
        if not self.policy.allows(query.kind):
            raise QueryRefused(self.policy.reason(query.kind))
        if args is None:
            args = {}
        args = canonical(args)
        if not isinstance(args, dict):
            raise IllegalMove("A query's arguments are a JSON object.")
        self._check_seat(seat)
        answer = self._answer(query, seat, args)
        self._answers.setdefault(seat, {})[name] = answer
        return answer

    def follow(self, seat: int, name: str, on: bool) -> None:
        """Switch a standing query (the coach, a practice aid) on or off for ``seat``."""
        query = self._query(name)
        if not query.standing:
            raise QueryRefused(f"{query.label} is asked, not switched on.")
        if type(on) is not bool:
            raise IllegalMove("on must be true or false.")
        if on and not self.policy.allows(query.kind):
            raise QueryRefused(self.policy.reason(query.kind))
        self._check_seat(seat)
        following = self._following.setdefault(seat, set())
        if on:
            following.add(name)
        else:
            following.discard(name)
            self._answers.get(seat, {}).pop(name, None)

    def answers(self, seat: int) -> dict[str, dict[str, Any]]:
        """The answers ``seat``'s snapshot carries: asked ones for this position, standing ones fresh."""
        if not self._answers.get(seat) and not self._following.get(seat):
            return {}  # the seat asked nothing and follows nothing (most seats, most moves)
        length = len(self.match.log)
        kept = {
            name: a
            for name, a in self._answers.get(seat, {}).items()
            if a.get("position") == length and self.policy.allows(self._query(name).kind)
        }
        for name in sorted(self._following.get(seat, ())):
            query = self._query(name)
            if self.policy.allows(query.kind) and name not in kept:
                # Computed once per position, not on every snapshot pushed to the seat.
                kept[name] = self._answers.setdefault(seat, {})[name] = self._answer(
                    query, seat, {}
                )
        return kept

    def review(self, seat: int) -> dict[str, Any]:
        """The review of ``seat``'s decisions (``engine.review``): the whole game once it is
        over, its own past decisions while it runs (nothing hidden). Kept per game.

        This is the owner's (and the teacher's) door, whatever the policy; a seat asks
        ``query(seat, "review")``, which the policy may refuse (kind ``"explain"``).
        """
        self._check_seat(seat)
        return self._answer(self._query("review"), seat, {})

    def _review(self, seat: int, args: dict[str, Any]) -> dict[str, Any]:
        if args:
            raise IllegalMove("A review takes no arguments.")
        key = match_key(self.match, seat)
        if key not in self._reviews:
            hint = self._query(HINT)
            self._reviews[key] = review_match(self.game, hint, self.match, seat)
            while len(self._reviews) > KEPT_REVIEWS:
                self._reviews.pop(next(iter(self._reviews)))
        return self._reviews[key]

    def _answer(self, query: Query, seat: int, args: dict[str, Any]) -> dict[str, Any]:
        if is_review(query):
            answer = dict(self._review(seat, args))
            answer["position"] = len(self.match.log)
            return answer
        recall = self.game.recall(self.match.state, seat)
        answer = dict(query.answer(recall, seat, args))
        answer["position"] = len(self.match.log)
        return answer

    def _check_seat(self, seat: Any) -> None:
        if type(seat) is not int or not 0 <= seat < len(self.specs):
            raise IllegalMove(f"Seat {seat!r} is not a seat of this table.")

    # ----- what a seat is shown ------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        return self.game.seat_name(self.match.state, seat)

    def snapshot(
        self,
        seat: int,
        *,
        teacher: bool = False,
        handover: bool = False,
        at_screen: Sequence[int] | None = None,
        log_lines: int = LOG_LINES,
    ) -> dict[str, Any]:
        """The table as ``seat`` sees it, as the widget's synced traits (every front end).

        ``teacher``: the teacher's view (everything hidden, marked). ``handover``: the
        hot-seat hand-over screen is up, so nothing private is sent at all. ``at_screen``:
        the seats of the people at this screen (default: just ``seat``).
        Keys: ``seat``, ``view``, ``legal``, ``refusals``, ``log``, ``names``, ``scores``,
        ``terminal``, ``to_act``, ``humans``, ``mode``, ``handover``, ``undo_allowed``,
        ``undos``, ``queries``, ``answers``, ``closed``.
        """
        return seat_snapshot(
            self.match,
            seat,
            teacher=teacher,
            log_lines=log_lines,
            private=not handover,
            closed=self.closed,
            extra={
                "humans": list(at_screen if at_screen is not None else [seat]),
                "mode": "reveal"
                if teacher
                else ("hotseat" if at_screen is not None and len(at_screen) > 1 else "bots"),
                "handover": bool(handover),
                "undo_allowed": self.policy.undo,
                "undos": list(self.undos),
                "queries": self.queries(seat),
                "answers": {} if handover else self.answers(seat),
            },
        )

    def shared_snapshot(self, log_lines: int = LOG_LINES) -> dict[str, Any]:
        """The keys of ``snapshot(seat)`` that every seat sees alike (a server builds and
        encodes them once per move): ``log``, ``names``, ``scores``, ``terminal``,
        ``to_act``, ``closed``, ``mode``, ``handover``, ``undo_allowed``, ``undos``."""
        return {
            **public_snapshot(self.match, log_lines=log_lines, closed=self.closed),
            "mode": "bots",
            "handover": False,
            "undo_allowed": self.policy.undo,
            "undos": list(self.undos),
        }

    def own_snapshots(self, seats: Sequence[int]) -> dict[int, dict[str, Any]]:
        """``own_snapshot`` of each of ``seats``; in a game without hidden information the
        view is built once and shared (every seat's view is the same but for its ``seat``)."""
        if self.game.info.hidden_information or len(seats) < 2:
            return {seat: self.own_snapshot(seat) for seat in seats}
        first = self.own_snapshot(seats[0])
        out = {seats[0]: first}
        for seat in seats[1:]:
            view = first["view"]
            if "seat" in view:
                view = {**view, "seat": seat}
            out[seat] = self.own_snapshot(seat, view=view)
        return out

    def own_snapshot(self, seat: int, *, view: dict[str, Any] | None = None) -> dict[str, Any]:
        """The keys of ``snapshot(seat)`` that differ per seat: ``seat``, ``view``,
        ``legal``, ``refusals``, ``humans``, ``queries``, ``answers``.
        ``{**own_snapshot(seat), **shared_snapshot()} == snapshot(seat)``."""
        return {
            **private_snapshot(self.match, seat, closed=self.closed, view=view),
            "humans": [seat],
            "queries": self.queries(seat),
            "answers": self.answers(seat),
        }

    def __repr__(self) -> str:
        return f"<Table {self.game.name} {self.match!r}>"
