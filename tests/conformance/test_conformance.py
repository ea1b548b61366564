"""One suite for every registered game (docs/architecture.md, the game contract).

A game joins by registering itself in its package; nothing here names a game, and
what a game is (hidden information, whether all actions are listed, its seat
counts) is read from its ``GameInfo``. Each game plays ``CONFORMANCE_GAMES``
(default 200) random seeded games once (tests/conformance/recorded.py), and the
recorded games are checked for: legal actions until the end, refused illegal
moves that change nothing, replay and save/load, conservation of components,
JSON-able states, views that leak nothing hidden from their seat, the teacher
view, the refusal reasons, and redraws of unseen chance (Undo).
"""

from __future__ import annotations

import contextlib
import json
import pkgutil
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tabletop_widgets
from tabletop_widgets.engine import CorruptSave, GameInfo, IllegalMove, Match, clone
from tabletop_widgets.engine.match import is_move

from .recorded import GAMES, recorded

SAVE_EVERY_STEP = 3  # games whose save is written at every single step (others: 3 steps)
LEAK_SAMPLES = 12  # games whose views are checked against resampled hidden information
CONTRACT_SAMPLES = 12  # games whose teacher views, refusals and redraws are checked
UNDO_TRIALS = 200  # chance moves re-done after Undo, per game

names = pytest.mark.parametrize("name", sorted(GAMES))


def test_every_game_lives_in_its_own_folder():
    folders = {m.name for m in pkgutil.iter_modules(tabletop_widgets.__path__) if m.ispkg}
    assert len(GAMES) >= 5
    for name, game in GAMES.items():
        assert name in folders and type(game).__module__.startswith(f"tabletop_widgets.{name}.")


@names
def test_game_info_is_declared(name):
    game = GAMES[name]
    assert isinstance(game.info, GameInfo) and game.info.name == name
    assert (game.name, game.title, game.min_seats, game.max_seats) == (
        game.info.name,
        game.info.title,
        game.info.min_seats,
        game.info.max_seats,
    )
    assert game.info.conformance_seats, "the suite needs at least one seat count"


@names
def test_random_games_end_with_legal_actions_until_then(name):
    for rec in recorded(name):
        game = rec.game
        assert game.is_terminal(rec.states[-1])
        for state, legal in zip(rec.states, rec.legal_by_step):
            acting = game.seats_to_act(state)
            assert acting == sorted(set(acting)), "seats_to_act lists each seat once, in order"
            for seat in range(rec.num_seats):
                if seat in acting:
                    assert legal[seat], f"seat {seat} must act but has no legal action"
                else:
                    assert legal[seat] == [], f"seat {seat} is not to act but has moves"
        scores = game.scores(rec.states[-1])
        assert len(scores) == rec.num_seats
        assert set(game.winners(rec.states[-1])) <= set(range(rec.num_seats))


@names
def test_states_are_plain_json(name):
    for rec in recorded(name)[:50]:
        for state in rec.states:
            assert json.loads(json.dumps(state)) == state


def same_parts(first: Counter, second: Counter) -> bool:
    """``first == second`` for two ``components`` multisets, decided fast when it holds.

    ``Counter.__eq__`` walks both counters in Python (a missing part counts as 0): equal plain
    dicts are equal multisets, so the C dict comparison answers first, and only when it says
    no does ``Counter.__eq__`` decide. (Counter comparisons took a third of the components
    check's time.)
    """
    return dict.__eq__(first, second) is True or first == second


def test_same_parts_is_multiset_equality():
    assert same_parts(Counter(a=2, b=1), Counter(b=1, a=2))
    assert same_parts(Counter(a=2, b=0), Counter(a=2))
    assert not same_parts(Counter(a=2, b=1), Counter(a=2))
    assert not same_parts(Counter(a=2), Counter(a=3))


@names
def test_components_are_conserved(name):
    for rec in recorded(name):
        start = rec.game.components(rec.states[0])
        for state in rec.states:
            assert same_parts(rec.game.components(state), start)


def partial_match(rec, step: int) -> Match:
    """The recorded match as it stood after ``step`` log entries (no replay needed)."""
    return rec.match.cut(step)


@names
def test_replay_and_save_load_reproduce_every_step(name):
    """One replay per game checks replay and the save at every step (O(n), not O(n²)).

    The log goes through JSON (as in a save), and loading the whole save (``from_json``)
    replays it once, step by step through the rules: the loaded match's states are compared
    with the recorded states at every step, so a save cut at any step replays to that step's
    state. (This one replay is both checks: a second replay of the log beside the load took a
    sixth of this check's time.) Saves written at every step (first games) or at three steps
    (the rest) must name exactly the log so far, and every tenth game is also loaded from a
    save cut at a third of its length. A save that is both checked and loaded is written once.
    """
    for index, rec in enumerate(recorded(name)):
        log = json.loads(json.dumps(rec.match.log))
        assert log == rec.match.log, "log entries must survive JSON unchanged"
        assert rec.match.initial == rec.states[0]
        last = len(rec.states) - 1
        checked = range(last + 1) if index < SAVE_EVERY_STEP else (0, last // 2, last)
        loads = (last // 3, last) if index % 10 == 0 else (last,)
        saves = {step: partial_match(rec, step).to_json() for step in {*checked, *loads}}
        for step in checked:
            saved = json.loads(saves[step])
            assert saved["log"] == log[:step] and saved["seed"] == rec.seed
        for step in loads:
            loaded = Match.from_json(saves[step])
            replayed = list(loaded.states())
            assert len(replayed) == step + 1
            for at, state in enumerate(replayed):
                assert state == rec.states[at], f"replay differs at step {at} (seed {rec.seed})"
            assert loaded.state == rec.states[step] and loaded.log == rec.match.log[:step]
            assert loaded.events == rec.match.events[:step]


@names
def test_undo_returns_every_seat_to_what_it_saw(name):
    for rec in recorded(name)[:20]:
        game = rec.game
        match = partial_match(rec, len(rec.states) - 1)
        for step in range(len(rec.states) - 1, max(0, len(rec.states) - 6), -1):
            match.undo()
            assert match.moves == rec.match.log[: step - 1]
            assert not is_move(match.log[-1]), "Undo appends a redraw entry"
            before = rec.states[step - 1]
            for seat in range(rec.num_seats):
                assert game.view(match.state, seat) == game.view(before, seat)
                assert game.legal_actions(match.state, seat) == rec.legal_by_step[step - 1][seat]
            assert same_parts(game.components(match.state), game.components(before))
        replayed = list(match.replay())  # replayed once, for both checks
        assert replayed[-1] == match.state, "a log with redraw entries replays bit for bit"
        assert replayed == list(match.states()), "kept states equal the replay"
        loaded = Match.from_json(match.to_json())
        assert loaded.state == match.state and loaded.log == match.log


@names
def test_tampered_saves_are_refused(name):
    rec = next(r for r in recorded(name) if len(r.match.log) >= 3)
    data = json.loads(rec.match.to_json())
    broken = [
        "not json at all",
        json.dumps([1, 2, 3]),
        json.dumps({**data, "version": 99}),
        json.dumps({**data, "seed": data["seed"] + 1}),
        json.dumps({**data, "log": data["log"][:-1]}),
        json.dumps({**data, "log": [*data["log"], {"seat": 0, "action": {"type": "nonsense"}}]}),
        json.dumps({**data, "log": [{"seat": "x", "action": None}]}),
        json.dumps({**data, "log": [*data["log"], {"redraw": -5}]}),
        json.dumps({**data, "num_seats": 99}),
        json.dumps({**data, "game": "chess"}),
        json.dumps({**data, "checksum": "0" * 64}),
    ]
    for text in broken:
        with pytest.raises(CorruptSave):
            Match.from_json(text)


def mutations(action, rng: random.Random):
    """Near-miss and junk versions of a legal action."""
    yield None
    yield "pass"
    yield {"type": "no-such-move"}
    yield [action, action]
    if isinstance(action, dict):
        for key in list(action):
            bad = dict(action)
            bad[key] = rng.choice([None, -1, 999, "??", [], {"x": 1}, 1.5])
            yield bad
            smaller = {k: v for k, v in action.items() if k != key}
            yield smaller
        yield {**action, "extra": True}


@names
def test_illegal_moves_are_refused_and_change_nothing(name):
    rng = random.Random(1)
    for rec in recorded(name)[:20]:
        game = rec.game
        lists_all = game.info.lists_all_actions
        for step, state in enumerate(rec.states[:-1]):
            before = json.dumps(state, sort_keys=True)
            acting = game.seats_to_act(state)
            legal = rec.legal_by_step[step]
            for seat in range(rec.num_seats):
                candidates = list(mutations(rng.choice(legal[acting[0]]), rng))
                # a move legal for somebody else, or at another time
                other = rng.choice(rec.legal_by_step)
                candidates += [a for moves in other.values() for a in moves[:3]]
                for action in candidates:
                    try:
                        game.apply(state, seat, action)
                    except IllegalMove as exc:
                        assert str(exc), "IllegalMove needs a message"
                        if lists_all:
                            assert action not in legal[seat]
                    else:
                        assert not lists_all or action in legal[seat], (
                            f"accepted unlisted move {action!r}"
                        )
            assert json.dumps(state, sort_keys=True) == before, "a refused move changed the state"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


@names
@given(action=json_values, pick=st.integers(0, 10**6), seat=st.integers(-2, 9))
def test_fuzzed_moves_never_corrupt_a_state(name, action, pick, seat):
    recs = recorded(name)
    rec = recs[pick % len(recs)]
    state = rec.states[pick % len(rec.states)]
    before = clone(state)
    with contextlib.suppress(IllegalMove):
        rec.game.apply(state, seat, action)
    assert state == before


def has_key_anywhere(value, key: str) -> bool:
    """True when ``key`` is a dict key in the JSON value ``value``, at any depth.

    One walk with a stack (no set of every key per level, as the check once built: a third of
    the teacher-view check's time).
    """
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            if key in item:
                return True
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return False


@names
def test_views_hide_what_their_seat_may_not_know(name):
    found_hidden = False
    game = GAMES[name]
    for rec in recorded(name)[:LEAK_SAMPLES]:
        for step, state in enumerate(rec.states):
            parts = game.components(state)
            for seat in range(rec.num_seats):
                view = game.view(state, seat)
                text = json.dumps(view)
                assert "rng" not in view and str(state["rng"]) not in text, (
                    "the generator state leaked"
                )
                for k in range(2):
                    other = game.resample_hidden(state, seat, 1000 * step + 10 * seat + k)
                    assert same_parts(game.components(other), parts)
                    assert game.view(other, seat) == view, (
                        f"seat {seat}'s view changed when only hidden facts changed (step {step})"
                    )
                    if not found_hidden and game.omniscient_view(other) != game.omniscient_view(
                        state
                    ):
                        found_hidden = True
    if game.info.hidden_information:
        assert found_hidden, "resample_hidden never redrew anything: the leak check would be blind"


@names
def test_omniscient_view_is_explicit_and_complete(name):
    rec = recorded(name)[0]
    state = rec.states[len(rec.states) // 2]
    full = rec.game.omniscient_view(state)
    assert "rng" not in full
    assert json.loads(json.dumps(full)) == full


def sampled_states(name: str):
    """(recorded game, step, state) for every third step of the first ``CONTRACT_SAMPLES`` games."""
    for rec in recorded(name)[:CONTRACT_SAMPLES]:
        for step in range(0, len(rec.states), 3):
            yield rec, step, rec.states[step]


def test_has_key_anywhere_sees_keys_at_any_depth():
    assert has_key_anywhere({"a": [1, {"b": {"rng": 3}}]}, "rng")
    assert not has_key_anywhere({"a": ["rng", {"b": {"x": "rng"}}]}, "rng")


@names
def test_teacher_view_is_the_view_plus_what_is_hidden(name):
    game = GAMES[name]
    reveals_hidden = False
    for rec, step, state in sampled_states(name):
        acting = game.seats_to_act(state)
        assert game.teacher_view(state) == game.teacher_view(state, acting[0] if acting else 0)
        for seat in range(rec.num_seats):
            view = game.view(state, seat)
            teacher = game.teacher_view(state, seat)
            assert teacher.get("teacher") is True
            assert not has_key_anywhere(teacher, "rng"), "the generator state is no teacher fact"
            assert str(state["rng"]) not in json.dumps(teacher)
            assert set(view) < set(teacher), "the teacher view has the view's keys, and more"
            assert json.loads(json.dumps(teacher)) == teacher
            if not game.info.hidden_information:
                assert teacher == {**view, "teacher": True}
            elif not reveals_hidden:
                other = game.resample_hidden(state, seat, 7 * step + seat)
                if game.omniscient_view(other) != game.omniscient_view(state):
                    reveals_hidden = game.teacher_view(other, seat) != teacher
    if game.info.hidden_information:
        assert reveals_hidden, "the teacher view never showed a hidden fact"


@names
def test_refusals_explain_every_move_a_seat_may_not_make(name):
    game = GAMES[name]
    for rec, step, state in sampled_states(name):
        acting = game.seats_to_act(state)
        for seat in range(rec.num_seats):
            reasons = game.refusals(state, seat)
            assert isinstance(reasons, dict)
            for key, reason in reasons.items():
                assert isinstance(key, str) and key, "a refusal is keyed by a kind of move"
                assert isinstance(reason, str) and reason.strip(), f"refusal {key!r} says nothing"
            if seat not in acting:
                assert reasons, f"seat {seat} may not move now, and nothing says why"
            legal_kinds = {
                a["type"]
                for a in rec.legal_by_step[step][seat]
                if isinstance(a, dict) and "type" in a
            }
            refused_kinds = {k for k in reasons if ":" not in k and k != "*"}
            assert not refused_kinds & legal_kinds, (
                f"refused kinds {sorted(refused_kinds & legal_kinds)} are legal now (step {step})"
            )
            assert json.dumps(reasons) == json.dumps(game.refusals(state, seat))


@names
def test_redraw_chance_changes_nothing_anybody_has_seen(name):
    game = GAMES[name]
    for rec, step, state in sampled_states(name):
        before = json.dumps(state, sort_keys=True)
        other = game.redraw_chance(state, 1_000_003 * step + rec.seed)
        assert json.dumps(state, sort_keys=True) == before, "redraw_chance changed its input"
        assert json.loads(json.dumps(other)) == other
        assert other["rng"] != state["rng"], "the generator (future dice, shuffles) is redrawn"
        assert same_parts(game.components(other), game.components(state))
        assert game.seats_to_act(other) == game.seats_to_act(state)
        for seat in range(rec.num_seats):
            assert game.view(other, seat) == game.view(state, seat), (
                f"redrawing unseen chance changed what seat {seat} sees (step {step})"
            )
            assert game.legal_actions(other, seat) == rec.legal_by_step[step][seat]


def outcome(game, state, seat, action) -> str:
    """What ``seat`` sees after playing ``action``."""
    return json.dumps(game.view(game.apply(state, seat, action), seat), sort_keys=True)


def deal_depends_on_seed(game) -> bool:
    seats, options = game.info.conformance_seats[0], game.info.conformance_options[0]
    first, second = (game.omniscient_view(game.new_state(seats, s, options)) for s in (1, 2))
    return first != second


@names
def test_undo_redraws_chance_nobody_has_seen(name):
    """Play a chance move, Undo, play it again: the outcome is new, as often as chance says.

    A chance move is one whose outcome changes when unseen chance is redrawn
    (``redraw_chance``) or the generator re-seeded. Its probability of giving the
    same outcome twice is estimated from ``SAMPLES`` redraws; over ``UNDO_TRIALS``
    trials the count of repeats after Undo must stay within a binomial bound.
    """
    samples = 6
    game = GAMES[name]
    rng = random.Random(11)
    recs = recorded(name)
    expected = variance = 0.0
    repeats = trials = attempts = 0
    while trials < UNDO_TRIALS and attempts < 20 * UNDO_TRIALS:
        attempts += 1
        rec = rng.choice(recs)
        step = rng.randrange(len(rec.states) - 1)
        state = rec.states[step]
        seat = rng.choice(game.seats_to_act(state))
        legal = rec.legal_by_step[step][seat]
        for action in rng.sample(legal, min(3, len(legal))):
            reseeded = {**state, "rng": rng.getrandbits(64)}
            seen = [outcome(game, reseeded, seat, action)] + [
                outcome(game, game.redraw_chance(state, rng.getrandbits(64)), seat, action)
                for _ in range(samples)
            ]
            if len(set(seen)) == 1:
                continue  # no chance in this move
            pairs = [(a, b) for i, a in enumerate(seen) for b in seen[i + 1 :]]
            p = sum(a == b for a, b in pairs) / len(pairs)
            expected, variance = expected + p, variance + p * (1 - p)
            # The recorded match cut at this position: Undo rewinds to it without a replay.
            match = rec.match.cut(step)
            match.act(action, seat)
            first = json.dumps(match.view(seat), sort_keys=True)
            match.undo()
            match.act(action, seat)
            repeats += json.dumps(match.view(seat), sort_keys=True) == first
            trials += 1
            break
    if deal_depends_on_seed(game):
        assert trials == UNDO_TRIALS, (
            f"only {trials} chance moves found in {attempts} positions: does "
            f"{type(game).__name__}.redraw_chance redraw the stock nobody has seen?"
        )
    bound = expected + 4 * variance**0.5 + 3
    print(
        f"{name}: {repeats} repeats in {trials} chance moves after Undo (expected {expected:.1f})"
    )
    assert repeats <= bound, (
        f"after Undo the same outcome came back {repeats} times in {trials} trials "
        f"(chance allows about {expected:.0f}): Undo shows the future"
    )


PUBLIC = sorted(n for n, g in GAMES.items() if not g.info.hidden_information)


@pytest.mark.parametrize("name", PUBLIC)
def test_a_game_without_hidden_information_shows_every_seat_the_same_view(name):
    # GameInfo.hidden_information=False promises one view for all (but its ``seat`` key):
    # a table server builds it once per move (Table.own_snapshots) and must send each seat
    # exactly what it would have built for that seat.
    from tabletop_widgets.engine.table import Table

    game = GAMES[name]
    for rec in recorded(name)[:20]:
        for step in range(0, len(rec.match.log) + 1, 7):
            state = rec.states[step]
            views = [game.present(game.view(state, s), s) for s in range(rec.num_seats)]
            for view in views:
                assert {**view, "seat": 0} == {**views[0], "seat": 0}
            table = Table(game, [None] * rec.num_seats, rec.seed, rec.options)
            table.load(partial_match(rec, step))
            assert table.match.state == state
            seats = list(range(rec.num_seats))
            assert table.own_snapshots(seats) == {s: table.own_snapshot(s) for s in seats}
