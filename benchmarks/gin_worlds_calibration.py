"""How strong the Gin coach's imagined opponents are, against the real one's hand.

The coach (``gin_rummy/coach.py``) deals the cards its seat has not seen into *worlds*
(``playouts.Worlds``): the opponent's hand and the stock. This script plays GreedyBot against
OpenSpiel's SimpleGinRummyBot under OpenSpiel's rules (``openspiel_gin``, the ``bench``
extra) and, at each of GreedyBot's draws after the first discard, compares the opponent's
real deadwood with the mean deadwood of the opponent hands the worlds deal from GreedyBot's
view, by the number of discards made so far.

    python benchmarks/gin_worlds_calibration.py [--hands 300] [--seed 50000] [--deals 64]

A table a row per four discards: how many positions, the real deadwood's mean, the worlds',
and the hit rate: the share of the real opponent's hidden cards (those it did not visibly take
from the pile) that the worlds deal to it, beside what dealing them at random would give.

Measured (300 hands, seeds 50,000-50,299, 2026-12-07; 1,705 positions), with the worlds keeping
the hands the opponent's last three discards were likely from (``playouts.replay_likelihood``):
a hit rate of 34.2 % (chance 27.9 %), and 3.0 to 5.6 deadwood more than the real hand in each group
of four discards up to the 23rd. Without the replay (``REPLAYED_DISCARDS = 0``): 31.0 %, and 9.6
to 18.4 deadwood more (the real opponent keeps what it wants and throws the rest; dealt at random,
less likely only where they would meld with a card it discarded or passed, its cards are weaker).
Dealing stronger hands by their deadwood alone matched the mean but did not make the coach score
more; the replay did (docs/games/gin_rummy.md, "Coach").
"""

from __future__ import annotations

import argparse
import collections
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import numpy as np  # noqa: E402
import openspiel_gin  # noqa: E402

from tabletop_widgets.gin_rummy import playouts, rules  # noqa: E402
from tabletop_widgets.gin_rummy.bots import GreedyBot  # noqa: E402
from tabletop_widgets.gin_rummy.deadwood import min_deadwood_of_masks  # noqa: E402
from tabletop_widgets.gin_rummy.game import GAME  # noqa: E402

Row = tuple[int, float, float, float]


def calibration(hands: int, seed: int, deals: int) -> dict[int, list[Row]]:
    """``{discards // 4: [(real deadwood, worlds' mean deadwood, hit rate, chance), ...]}``
    over ``hands``: the hit rate is the share of the real hand's hidden cards (not visibly
    taken from the pile) the worlds deal to the opponent, chance what dealing them uniformly
    from the unseen cards would give."""
    rows: dict[int, list[Row]] = collections.defaultdict(list)

    class Probe(openspiel_gin.Seat):
        def act(self, state):
            if openspiel_gin.read_phase(state) == "Draw" and self.turns >= 1:
                recall = GAME.present(self.view(state, "draw"), self.seat)
                real = openspiel_gin.read_hand(state, 1 - self.seat)
                worlds = playouts.Worlds(recall, self.seat)
                dealt = np.array([o for o, _ in worlds.deal_many(deals)], dtype=np.int64)
                mean = float(min_deadwood_of_masks(dealt).mean())
                hidden = rules.to_mask(real) & ~worlds.known
                size = hidden.bit_count()
                hit = sum((int(o) & hidden).bit_count() for o in dealt) / (deals * size)
                chance = size / len(worlds.unseen)
                rows[self.turns // 4].append((rules.min_deadwood(real), mean, hit, chance))
            return super().act(state)

    for s in range(seed, seed + hands):
        openspiel_gin.play_hand(GreedyBot, s, seat_class=Probe)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=300)
    ap.add_argument("--seed", type=int, default=50_000)
    ap.add_argument("--deals", type=int, default=64, help="worlds dealt per position")
    args = ap.parse_args()
    rows = calibration(args.hands, args.seed, args.deals)
    print(f"# opponent deadwood, real and in the coach's worlds ({args.hands} hands from seed "
          f"{args.seed}, {args.deals} worlds a position)")  # fmt: skip
    print("discards  positions   real  worlds    hit  chance")
    for k in sorted(rows):
        real, dealt, hit, chance = (statistics.mean(r[i] for r in rows[k]) for i in range(4))
        print(f"{4 * k:3d}-{4 * k + 3:<3d}  {len(rows[k]):9d}  {real:5.1f}  {dealt:6.1f}  "
              f"{hit:.3f}  {chance:.3f}")  # fmt: skip
    every = [r for k in rows for r in rows[k]]
    hit, chance = (statistics.mean(r[i] for r in every) for i in (2, 3))
    print(f"all       {len(every):9d}                {hit:.3f}  {chance:.3f}")


if __name__ == "__main__":
    main()
