"""GYÜMI bots: the rulebook's tactical tips, with a perfect or a fading memory.

A bot sees only its seat's view: the top number and the card count of every series
(its own too) and the discard-pile tops. What lies beneath must be *remembered*. Between
two of a bot's turns every other player plays at most one card into each series, so a
series that grew by one card shows the new card on top, and the card it covers is the top
the bot saw before: a bot that watches every view can know every buried card of every
series. ``MemoryBot()`` remembers all of them; ``FadingMemoryBot(forget=0.02)`` forgets each
remembered buried card with that chance at each of its turns.

Tactical tips used (rulebook, "Tactical Tips"):

- keep 1s: the value of a series is its expected run from 1, so a 1 is worth the most;
- avoid duplicates: a number the bot remembers in a series is never played there (a
  forgotten slot is a risk it weighs);
- watch what others collect: copies seen in anyone's series are gone, so a number
  whose copies are mostly gone is less likely to complete a run;
- feed no one: when discarding, cover the top another player wants and do not leave a
  card the next player wants on top.
"""

from __future__ import annotations

import math
import random
from typing import Any

from . import rules
from .rules import FRUITS, NUMBERS, RUN_POINTS, parse_card

_TAKE_MARGIN = 0.25  # a discard-pile card must beat drawing by this much (keeps the game moving)
_ONE_BONUS = 1.0  # the tip's weight on 1s, beyond what the expected-run estimate gives them


class MemoryBot:
    """Plays by the tactical tips and remembers every card it sees played (``forget=0``).

    ``forget`` is the chance, at each of its turns, of forgetting each remembered buried
    card. ``max_series`` limits the fruits it collects ("only as many kinds as we can keep
    in mind").
    """

    def __init__(
        self,
        forget: float = 0.0,
        max_series: int = 6,
        name: str | None = None,
        optimism: float = 2.0,
        take_margin: float = _TAKE_MARGIN,
        deny: float = 0.0,
        cover: float = 0.5,
        one_bonus: float = _ONE_BONUS,
        new_series: float = 0.15,
        feed: float = 0.5,
    ) -> None:
        if not 0.0 <= forget <= 1.0:
            raise ValueError("forget is a probability between 0 and 1")
        self.forget = forget
        self.optimism = optimism  # how likely it thinks a missing card still comes its way
        self.take_margin = take_margin  # what a blind draw gets on top of its expected gain
        self.deny = deny  # weight of taking a top card the others want (it is theirs no more)
        self.cover = cover  # weight of covering a top card the others want when discarding
        self.one_bonus = one_bonus  # the first tip's extra weight on 1s
        self.new_series = new_series  # the cost of each fruit already started, for a new one
        self.feed = feed  # weight of offering a card the others want when discarding
        self.max_series = max_series
        self.name = name or ("memory" if forget == 0 else f"fading {forget:g}")
        self._last: dict[tuple[int, str], tuple[int, int]] = {}  # (seat, fruit) -> (count, top)
        self._buried: dict[tuple[int, str], list[int]] = {}  # remembered buried numbers
        self._turn = None
        self._initial_draw = None

    def __repr__(self) -> str:
        return f"{type(self).__name__}(forget={self.forget!r}, max_series={self.max_series!r})"

    # ----- memory ---------------------------------------------------------------------------

    def observe(self, view: dict[str, Any], rng: random.Random) -> None:
        """Update the memory from a view (the series that grew show their new card on top)."""
        if self._initial_draw is None:
            self._initial_draw = max(1, view["draw_size"])
        if view["step"] == "take" and view["turn"] != self._turn:
            self._turn = view["turn"]
            if self.forget:
                for key, nums in self._buried.items():
                    self._buried[key] = [n for n in nums if rng.random() >= self.forget]
        for seat, rows in enumerate(view["series"]):
            for row in rows:
                key = (seat, row["fruit"])
                count, top = row["count"], row["top"]
                last_count, last_top = self._last.get(key, (0, 0))
                if count > last_count:
                    if last_count > 0 and count == last_count + 1:
                        self._buried.setdefault(key, []).append(last_top)
                    # a bigger jump (a bot that joined late) leaves unknown slots
                    self._last[key] = (count, top)

    def known(self, seat: int, fruit: str) -> tuple[list[int], int]:
        """The numbers the bot knows in that series (top included) and the series' count."""
        count, top = self._last.get((seat, fruit), (0, 0))
        if not count:
            return [], 0
        return [*self._buried.get((seat, fruit), []), top], count

    # ----- evaluation -----------------------------------------------------------------------

    def _setup_eval(self, view: dict[str, Any]) -> None:
        players = len(view["series"])
        gone: dict[tuple[str, int], int] = {}
        for seat in range(players):
            for fruit in FRUITS:
                nums, _ = self.known(seat, fruit)
                for n in nums:
                    gone[(fruit, n)] = gone.get((fruit, n), 0) + 1
        in_play = rules.cards_in_play(players) / rules.DECK_SIZE
        self._avail = {
            (f, n): max(0.0, (rules.COPIES - gone.get((f, n), 0)) * in_play)
            for f in FRUITS
            for n in NUMBERS
        }
        frac = view["draw_size"] / (self._initial_draw or 1)
        self._h = min(
            0.9, self.optimism * frac / players
        )  # chance to get one given copy before the end
        # Within one evaluation the same series come up again and again (every candidate card):
        # each seat's potentials and each chance are computed once. The seat is part of the
        # key because a subclass may value a seat's series by its needs (``CoachEvaluator``).
        self._pot: dict[tuple[int, str, tuple[int, ...], int], float] = {}
        self._chances: dict[tuple[str, int], float] = {}

    def _potential(self, seat: int, fruit: str, nums: list[int], count: int) -> float:
        """``potential`` of ``seat``'s series, remembered until the next evaluation's set-up."""
        key = (seat, fruit, tuple(nums), count)
        value = self._pot.get(key)
        if value is None:
            value = self._pot[key] = self.potential(fruit, nums, count)
        return value

    def potential(self, fruit: str, nums: list[int], count: int) -> float:
        """Expected final points of a series with known numbers ``nums`` out of ``count``."""
        if count == 0:
            return 0.0
        held = set(nums)
        if len(held) < len(nums):
            return 0.0  # a known duplicate: the series scores 0
        missing = len(NUMBERS) - len(held)
        q = (count - len(nums)) / missing if missing else 0.0  # a forgotten card is any missing
        slots = rules.SERIES_MAX - count
        present = [
            1.0 if m in held else q + (1.0 - q) * (self.chance(fruit, m) if slots > 0 else 0.0)
            for m in NUMBERS
        ]
        total, run = 0.0, 1.0
        for k in range(1, 6):
            run *= present[k - 1]
            after = present[k] if k < 5 else 0.0
            total += RUN_POINTS[k] * run * (1.0 - after)
        return total

    def chance(self, fruit: str, number: int) -> float:
        """The chance that a missing number of that fruit still comes to the series valued."""
        value = self._chances.get((fruit, number))
        if value is None:
            value = self._chances[(fruit, number)] = (
                1.0 - (1.0 - self._h) ** self._avail[(fruit, number)]
            )
        return value

    def gain(self, seat: int, fruit: str, number: int) -> float | None:
        """Expected points ``seat`` gains by playing this card (None: the series is full)."""
        nums, count = self.known(seat, fruit)
        if count >= rules.SERIES_MAX:
            return None
        before = self._potential(seat, fruit, nums, count)
        if number in nums:
            return -before  # avoid duplicates: it would spoil the series
        missing = len([m for m in NUMBERS if m not in nums])
        risk = (count - len(nums)) / missing if missing else 0.0  # a forgotten card may be this one
        after = (1.0 - risk) * self._potential(seat, fruit, [*nums, number], count + 1)
        value = after - before
        if number == 1:
            value += self.one_bonus  # "always keep the fruit with number 1" (first tactical tip)
        if count == 0 and seat == self._me:
            started = sum(1 for f in FRUITS if self.known(seat, f)[1])
            if started >= self.max_series:
                return -1.0
            value -= self.new_series * started  # each new fruit is one more thing to keep in mind
        return value

    def _want(self, seat: int, code: str) -> float:
        return self._want_card(seat, *parse_card(code))

    def _want_card(self, seat: int, fruit: str, number: int) -> float:
        g = self.gain(seat, fruit, number)
        return max(0.0, g) if g is not None else 0.0

    def _feed(self, view: dict[str, Any], code: str) -> float:
        """How much the others would like this card on top (the next player most)."""
        players = len(view["series"])
        best = 0.0
        for step in range(1, players):
            other = (self._me + step) % players
            weight = 1.0 if step == 1 else 0.5
            best = max(best, weight * self._want(other, code))
        return best

    # ----- choosing ---------------------------------------------------------------------------

    def choose(
        self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random
    ) -> dict[str, Any]:
        self.observe(view, rng)
        self._me = view["seat"]
        self._setup_eval(view)
        if view["step"] == "take":
            return self._choose_take(view, legal)
        return self._choose_place(view, legal)

    def load_recall(self, recall: dict[str, Any]) -> None:
        """Take the memory of a seat's recall (``GyumiGame.recall``) and nothing else: the
        tops and counts, its own buried cards (``buried``) and the others' (``seen``)."""
        me = recall["seat"]
        self._initial_draw = max(1, rules.draw_pile_after_setup(len(recall["series"])))
        self._last = {}
        self._buried = {}
        for seat, rows in enumerate(recall["series"]):
            for row in rows:
                self._last[(seat, row["fruit"])] = (row["count"], row["top"])
        for fruit, nums in (recall.get("buried") or {}).items():
            if nums:
                self._buried[(me, fruit)] = list(nums)
        for seat, mine in enumerate(recall.get("seen") or []):
            for fruit, nums in mine.items():
                if nums and seat != me:
                    self._buried[(seat, fruit)] = list(nums)
        self._me = me
        self._setup_eval(recall)

    def values(self, view: dict[str, Any], legal: list[dict[str, Any]]) -> list[float]:
        """The bot's value of each move of ``legal`` (in that order), in expected points:
        a take is the expected gain of the card for its own series (a blind draw: of an
        unseen card, plus the margin that keeps the game moving); a placement its gain
        (play) or what the covered and the offered cards mean to the others (discard).
        Call after ``choose``'s set-up (``load_recall`` or ``observe``)."""
        if view["step"] == "take":
            return self._take_values(view, legal)
        return self._place_values(view, legal)

    def _take_values(self, view: dict[str, Any], legal: list[dict[str, Any]]) -> list[float]:
        # The value of a blind draw: the expected best use of an unseen card.
        weights = dict(self._avail)
        for top in view["piles"]:
            f, n = parse_card(top)
            weights[(f, n)] = max(0.0, weights[(f, n)] - 1)
        total = sum(weights.values()) or 1.0
        draw_value = (
            sum(w * self._want_card(self._me, f, n) for (f, n), w in weights.items() if w) / total
        )
        out = []
        for action in legal:
            if action["type"] == "take":
                top = view["piles"][action["pile"]]
                deny = self.deny * self._feed(view, top) if self.deny else 0.0
                out.append(self._want(self._me, top) + deny)
            else:
                out.append(draw_value + self.take_margin)
        return out

    def _choose_take(self, view: dict[str, Any], legal: list[dict[str, Any]]) -> dict[str, Any]:
        values = self._take_values(view, legal)
        best, choice = None, {"type": "draw"}
        for action, value in zip(legal, values, strict=True):
            if action["type"] == "draw":
                best = value if best is None else best
        for action, value in zip(legal, values, strict=True):
            if action["type"] == "take" and value > best:
                best, choice = value, action
        return choice

    def _place_values(self, view: dict[str, Any], legal: list[dict[str, Any]]) -> list[float]:
        held = view["holding"]
        fruit, number = parse_card(held)
        feed = self._feed(view, held)
        out = []
        for action in legal:
            if action["type"] == "play":
                g = self.gain(self._me, fruit, number)
                # Hiding a card another player wants in a series that is already lost is fine.
                value = g if g is not None else -9.0
                nums, count = self.known(self._me, fruit)
                if g is not None and count and feed > 0 and self.potential(fruit, nums, count) == 0:
                    value = max(value, 0.5 * feed)
            else:
                j = action["pile"]
                top = view["piles"][j]
                if view["source"] == j and view["refilled"] != j:
                    top = held  # back onto the pile it came from: the old top is the card itself
                    cover = 0.0
                else:
                    cover = self.cover * self._feed(view, top) - 0.5 * self._want(self._me, top)
                value = cover - self.feed * feed
            out.append(value)
        return out

    def _choose_place(self, view: dict[str, Any], legal: list[dict[str, Any]]) -> dict[str, Any]:
        best, choice = None, None
        for action, value in zip(legal, self._place_values(view, legal), strict=True):
            if best is None or value > best + 1e-9:
                best, choice = value, action
        return choice


class FadingMemoryBot(MemoryBot):
    """A ``MemoryBot`` whose memory fades: each remembered buried card is forgotten with
    chance ``forget`` at each of its turns (0.02 by default: over a 2-player game of about
    50 turns each, a card seen early is forgotten 2 times in 3). ``max_series`` can limit
    the fruits it collects (the tip "collect only as many kinds as we can keep in mind";
    in our trials a limit of 4 scored lower than none, so the default is 6)."""

    def __init__(
        self, forget: float = 0.02, max_series: int = 6, name: str | None = None, **kwargs
    ) -> None:
        super().__init__(
            forget=forget, max_series=max_series, name=name or f"fading {forget:g}", **kwargs
        )


BOTS = {"memory": MemoryBot, "fading": FadingMemoryBot}


class CoachBot(MemoryBot):
    """Plays the coach's hint (``coach.hint``): the recall-only advice. It builds its seat's
    recall from what it watched, as ``GyumiGame.recall`` does: the view plus every buried
    series card (its own and the others', each seen when it was played)."""

    def __init__(self) -> None:
        super().__init__(name="coach")

    def __repr__(self) -> str:
        return "CoachBot()"

    def choose(
        self, view: dict[str, Any], legal: list[dict[str, Any]], rng: random.Random
    ) -> dict[str, Any]:
        from ..engine import queries_of

        (hint,) = [q for q in queries_of("gyumi") if q.name == "hint"]
        self.observe(view, rng)
        me = view["seat"]
        players = len(view["series"])
        seen = [
            {}
            if s == me
            else {f: list(self._buried.get((s, f), [])) for f in FRUITS if self._last.get((s, f))}
            for s in range(players)
        ]
        buried = {f: list(self._buried.get((me, f), [])) for f in FRUITS if self._last.get((me, f))}
        playing = view["over"] is None
        recall = {**view, "buried": buried if playing else {}, "seen": seen if playing else []}
        action = hint.answer(recall, me, {})["action"]
        return action if action in legal else legal[0]


#: The coach's chance that a missing number still comes to a seat, a logistic regression
#: fitted on 102,517 (position, missing number) pairs of 300 games between "memory" bots
#: (seeds 9,100,000 on, none of the benchmark's; benchmarks/fit_gyumi_coach.py refits it and
#: prints its weights beside these): intercept, then the weights of
#: log(1 + draw_size), unseen copies, copies on a pile top, "another seat needs it" and
#: unseen copies × log(1 + draw_size). It predicts the share got per 10 cards of draw pile
#: within 0.01 (0.30 with under 10 cards left, 0.59 with 10-19, 0.82 with 30-39, 0.93 with
#: 70-79). The weight of a copy on a pile top (1.26 in the fit) is set to 0: in the fit the
#: bot that wanted it took it at once; a coach that counted it as coming anyway would leave
#: it there (and the other player covers it), and scored 0.35 points a game less in duels.
FIT = (-1.8116, -0.3658, -0.4369, 0.0, -1.8, 0.5601)


class CoachEvaluator(MemoryBot):
    """The coach's values: ``MemoryBot``'s tactical tips with the end of the game in view.

    ``MemoryBot`` guesses the chance that a missing number still comes from how full the draw
    pile is (0.9 per remaining copy while it is full, so at first every number seems sure to
    come). The coach reads it from ``FIT``, measured in games: the cards left to draw, the
    copies of that card nobody has seen (not in any series, not on a pile top, not in hand)
    and whether another seat still needs the number (then it keeps it, rather than discard
    it). Early in a 2-player game a missing number with three unseen copies comes about 9
    times in 10; with under 10 cards left to draw, 3 times in 10. A number with no unseen copy
    left never comes.

    ``deny_kept``: a top card taken only to deny it to the others counts only if this seat
    can keep it (a card it must discard would be on top again).
    """

    def __init__(
        self,
        fit: tuple[float, ...] = FIT,
        deny_kept: bool = False,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.fit = fit
        self.deny_kept = deny_kept
        self._for = 0  # the seat whose series ``potential`` values

    def _setup_eval(self, view: dict[str, Any]) -> None:
        super()._setup_eval(view)
        players = len(view["series"])
        self._players = players
        seen: dict[tuple[str, int], int] = {}
        for seat in range(players):
            for fruit in FRUITS:
                for n in self.known(seat, fruit)[0]:
                    seen[(fruit, n)] = seen.get((fruit, n), 0) + 1
        tops: dict[tuple[str, int], int] = {}
        for code in view["piles"]:
            key = parse_card(code)
            tops[key] = tops.get(key, 0) + 1
        if view.get("holding"):
            key = parse_card(view["holding"])
            seen[key] = seen.get(key, 0) + 1
        self._unseen_copies = {
            k: max(0, rules.COPIES - seen.get(k, 0) - tops.get(k, 0))
            for k in ((f, n) for f in FRUITS for n in NUMBERS)
        }
        self._tops = tops
        self._draw = view["draw_size"]

    def _needs(self, seat: int, fruit: str, number: int) -> bool:
        """Whether ``seat`` can still use that card (its series has room, no such number,
        no duplicate)."""
        nums, count = self.known(seat, fruit)
        return count < rules.SERIES_MAX and number not in nums and len(set(nums)) == len(nums)

    def chance(self, fruit: str, number: int, seat: int | None = None) -> float:
        """``FIT``'s chance that this missing number still comes to ``seat`` (default: the
        seat last valued)."""
        copies = self._unseen_copies[(fruit, number)]
        tops = self._tops.get((fruit, number), 0)
        if not copies and not tops:
            return 0.0
        seat = self._for if seat is None else seat
        wanted = any(self._needs(s, fruit, number) for s in range(self._players) if s != seat)
        b = self.fit
        # The fit is of 2-player games; with more players each seat has fewer turns left.
        log_d = math.log1p(self._draw * 2 / self._players)
        z = b[0] + b[1] * log_d + b[2] * copies + b[3] * tops + b[4] * wanted
        z += b[5] * copies * log_d
        return 1.0 / (1.0 + math.exp(-z))

    def gain(self, seat: int, fruit: str, number: int) -> float | None:
        self._for = seat
        return super().gain(seat, fruit, number)

    def potential(self, fruit: str, nums: list[int], count: int, seat: int | None = None) -> float:
        """``MemoryBot.potential`` for ``seat``'s series (default: the seat last valued)."""
        if seat is not None:
            self._for = seat
        return super().potential(fruit, nums, count)

    def _take_values(self, view: dict[str, Any], legal: list[dict[str, Any]]) -> list[float]:
        out = super()._take_values(view, legal)
        for i, action in enumerate(legal):
            if action["type"] == "take" and self.deny and self.deny_kept:
                top = view["piles"][action["pile"]]
                if self._want(self._me, top) <= 0.0:
                    # Taken only to be discarded, it would be on top again: no denial.
                    out[i] -= self.deny * self._feed(view, top)
        return out
