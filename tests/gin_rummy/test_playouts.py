"""The coach's batched playouts play exactly as the one-world playout, and score as the rules do."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import numpy as np
import pytest

from tabletop_widgets.gin_rummy import GAME, coach, playouts
from tabletop_widgets.gin_rummy.bots import GreedyBot
from tabletop_widgets.gin_rummy.deadwood import min_deadwood_of_masks
from tabletop_widgets.gin_rummy.playouts import (
    DECK_BITS,
    Rollout,
    Worlds,
    first_move,
    play_batch,
    showdown,
    takes,
)
from tabletop_widgets.gin_rummy.rules import (
    card_bit,
    deadwood_of_mask,
    from_mask,
    hand_result,
    to_mask,
)


def random_starts(count: int, seed: int):
    """Positions to play on: two ten-card hands, a short pile, the rest the stock."""
    r = random.Random(seed)
    out = []
    for _ in range(count):
        bits = list(DECK_BITS)
        r.shuffle(bits)
        hands = [sum(1 << b for b in bits[:10]), sum(1 << b for b in bits[10:20])]
        n = r.randint(0, 8)
        out.append((hands, r.randint(0, 1), bits[20 : 20 + n], bits[20 + n :]))
    return out


def test_the_mask_deadwood_is_the_rules_deadwood():
    r = random.Random(7)
    masks = [
        sum(1 << b for b in r.sample(DECK_BITS, r.choice([0, 3, 10, 11]))) for _ in range(5000)
    ]
    got = min_deadwood_of_masks(np.array(masks, dtype=np.int64).reshape(50, 100))
    assert got.shape == (50, 100)
    assert got.ravel().tolist() == [deadwood_of_mask(m) for m in masks]


@pytest.mark.parametrize("to_meld", [True, False])
def test_a_batch_plays_every_world_as_the_one_world_playout(monkeypatch, to_meld):
    monkeypatch.setattr(playouts, "ROLLOUT_TAKES_TO_MELD", to_meld)
    starts = random_starts(600, seed=11)
    for joint in (False, True):
        one = [Rollout(joint).finish(list(h), p, list(pl), list(st)) for h, p, pl, st in starts]
        assert play_batch(starts, joint) == one
    kinds = {k for k, _ in one}
    assert kinds >= {"knock", "undercut", "gin"}, kinds  # every ending was compared


def test_the_showdown_scores_as_the_rules_hand_result():
    r = random.Random(3)
    checked = 0
    while checked < 300:
        bits = list(DECK_BITS)
        r.shuffle(bits)
        knocker, defender = sum(1 << b for b in bits[:10]), sum(1 << b for b in bits[10:20])
        if deadwood_of_mask(knocker) > 10:
            continue
        res = hand_result(from_mask(knocker), from_mask(defender), joint=checked % 2 == 1)
        pts = res["points"] if res["scorer"] == "knocker" else -res["points"]
        assert showdown(knocker, defender, checked % 2 == 1) == (res["kind"], pts)
        checked += 1


def test_a_first_move_hands_the_turn_to_the_opponent():
    state = GAME.new_state(2, 4, {"match_target": 0})
    recall = GAME.present(GAME.recall(state, 0), 0)
    worlds = Worlds(recall, 0)
    opp, stock = worlds.deal()
    assert opp.bit_count() == 10 and not opp & worlds.hand and len(stock) == recall["stock_count"]
    roll = Rollout(False)
    for move in coach.candidates(recall):
        step = first_move(roll, move, worlds.hand, opp, worlds.pile, stock)
        assert len(step) == 4  # this deal's first hand (deadwood 50+) cannot knock after a draw
        hands, p, pile, rest = step
        assert p == 1 and hands[1] == opp and hands[0].bit_count() == 10
        assert len(pile) + len(rest) == len(worlds.pile) + len(stock)  # a card drawn, one discarded


def test_play_needs_no_numpy():
    """Pyodide may play without numpy: the game and its bots never import it (the coach does)."""
    root = Path(playouts.__file__).parent
    for name in ("game.py", "bots.py", "rules.py", "queries.py", "__init__.py"):
        tree = ast.parse((root / name).read_text())
        top = [n for n in tree.body if isinstance(n, ast.Import | ast.ImportFrom)]
        names = [a.name for n in top if isinstance(n, ast.Import) for a in n.names]
        names += [n.module or "" for n in top if isinstance(n, ast.ImportFrom)]
        assert not [m for m in names if m.split(".")[0] == "numpy" or m.lstrip(".") in
                    ("coach", "playouts", "deadwood", "estimates", "reasons")], name  # fmt: skip


def test_a_batch_stopped_by_the_backstop_is_dropped():
    state = GAME.new_state(2, 5, {"match_target": 0})
    recall = GAME.present(GAME.recall(state, 0), 0)
    moves = coach.candidates(recall)
    for count in (3, playouts.BATCH_FROM):  # one by one, then on arrays
        asked = []

        def stop(asked: list = asked) -> bool:
            asked.append(1)
            return len(asked) > 5

        assert playouts.play_worlds(Rollout(False), moves, Worlds(recall, 0), count, stop) is None
        assert len(asked) == 6, "asked until it said stop"
        full = playouts.play_worlds(Rollout(False), moves, Worlds(recall, 0), count, lambda: False)
        assert full is not None and len(full) == count and all(len(r) == len(moves) for r in full)
    assert play_batch(random_starts(3, 1), False, lambda: True) is None


def test_the_playouts_take_a_card_that_melds_or_lets_them_knock(monkeypatch):
    monkeypatch.setattr(playouts, "ROLLOUT_TAKES_TO_MELD", True)
    hand = to_mask("2S 3S 7H 7D 9C TC JH QD KS KH")  # 75 deadwood
    assert not takes(hand, card_bit("AC"))  # 2 lower, melds nothing
    assert takes(hand, card_bit("4S"))  # 2♠ 3♠ 4♠
    assert takes(hand, card_bit("7C"))  # 7♥ 7♦ 7♣
    assert not takes(hand, card_bit("QC"))  # no lower (a 10 for a 10), melds nothing
    knock = to_mask("2S 3S 4S 7H 7D 7C 9C TC JC 8H")  # 8H: deadwood 8
    assert takes(knock, card_bit("AH"))  # to 1: a knock, though the ace melds nothing
    monkeypatch.setattr(playouts, "ROLLOUT_TAKES_TO_MELD", False)
    assert takes(hand, card_bit("AC"))  # GreedyBot's take: any card that lowers it


def test_an_opponent_hand_its_last_discard_was_least_deadwood_from_is_the_likelier():
    """The worlds weigh an opponent hand by how likely its own last discard was from it: a 4
    thrown from a hand of low cards is likely; from a hand holding an unmatched king (which a
    player discarding to the least deadwood would have thrown first), or one where the 4 was
    part of a run, it is not."""
    rng = np.random.default_rng(0)
    melds = ["AS", "2S", "3S", "5H", "6H", "7H", "9C", "9D"]
    low = [*melds, "9S", "2D"]  # with the 4, its highest loose card
    king = [*melds, "9S", "KD"]  # a loose king kept instead
    run = [*melds, "2C", "3C"]  # the 4 completed 2-3-4
    hands = np.array([to_mask(h) for h in (low, king, run)], dtype=np.int64)
    log_like = playouts.replay_likelihood(hands, [card_bit("4C")], 0, rng)
    # the king left 4 deadwood where the 4 left 10: six points worse than the best discard
    assert log_like[1] <= log_like[0] - 5 * playouts.DISCARD_SHARPNESS
    assert np.exp(log_like[0]) > 0.9  # the 4 was its best discard (2 left, the 2 left 4)
    assert log_like[2] <= log_like[0] - 10 * playouts.DISCARD_SHARPNESS  # 23 left, not 9
    # no discard to weigh: every hand is as likely
    assert not playouts.replay_likelihood(hands, [], 0, rng).any()


def test_the_worlds_weigh_the_opponents_last_discards(monkeypatch):
    """After the opponent's discards, the worlds deal it hands its discards were likely from:
    fewer loose high cards than hands dealt without the replay."""
    state = GAME.new_state(2, 11, {"match_target": 0})
    bots = [GreedyBot(), GreedyBot()]
    r = random.Random(1)
    while state["turns"] < 10 or state["phase"] != "draw":
        seat = state["current"]
        move = bots[seat].choose(GAME.present(GAME.view(state, seat), seat),
                                 GAME.legal_actions(state, seat), r)  # fmt: skip
        state = GAME.apply(state, seat, move)
    seat = state["current"]
    recall = GAME.present(GAME.recall(state, seat), seat)
    assert len(playouts.recent_discards(recall, playouts.attribution(recall)[0], 3)) == 3
    with_replay = Worlds(recall, seat).deal_many(200)
    monkeypatch.setattr(playouts, "REPLAYED_DISCARDS", 0)
    without = Worlds(recall, seat).deal_many(200)
    for opp, stock in with_replay:
        assert opp.bit_count() == 10 and not opp & to_mask(recall["hand"])
        assert len(stock) == recall["stock_count"]
    dead = [np.mean([deadwood_of_mask(o) for o, _ in deals]) for deals in (with_replay, without)]
    assert dead[0] < dead[1] - 3


def test_a_world_deals_nothing_to_an_opponent_whose_every_card_is_known(monkeypatch):
    """When the opponent holds only cards it visibly took from the pile, every world gives it
    exactly those, and the stock is every unseen card."""
    state = GAME.new_state(2, 4, {"match_target": 0})
    recall = GAME.present(GAME.recall(state, 0), 0)
    worlds = Worlds(recall, 0)
    worlds.n_hidden = 0  # as if all ten were taken from the pile
    for replayed in ([], [card_bit("4C")]):
        worlds.replayed = replayed
        for opp, stock in worlds.deal_many(3):
            assert opp == worlds.known and sorted(stock) == sorted(worlds.unseen.tolist())
