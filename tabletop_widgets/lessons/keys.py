"""Every answer figure of the lessons, computed: the one source of the teacher's guide.

``answer_keys()`` returns :class:`Key` objects; ``scripts/answer_keys.py`` writes them to
``notebooks/data/answer_keys.json``. Each key says how the figure is written (``text``), a
phrase the teacher's notebook shows (``notebook``, in its answer cells or outputs), the phrases
the guide must hold (``guide``) and the strings a student's copy must never show (``reveals``).
The tests compare all of them with the notebooks, the guide and the students' copies.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from math import comb, sqrt
from pathlib import Path

from .instances import (
    exact_lower_all_won,
    five_alike_within,
    games_for_margin,
    outs_chance,
    wilson_lower_all_won,
)

#: The repository's shipped lesson data (present in a source checkout).
DATA = Path(__file__).resolve().parents[2] / "notebooks" / "data"


@dataclass(frozen=True)
class Key:
    """One answer figure: its lesson, its name and how it is written where."""

    lesson: str
    name: str
    value: float
    text: str
    notebook: tuple[str, ...] = ()
    guide: tuple[str, ...] = ()
    run_a_class: tuple[str, ...] = ()
    reveals: tuple[str, ...] = field(default=())


def _wilson(k: int, n: int) -> tuple[float, float]:
    from scipy.stats import binomtest

    ci = binomtest(int(k), n).proportion_ci(method="wilson")
    return float(ci.low), float(ci.high)


def _pct(x: float, places: int = 0) -> str:
    return f"{100 * x:.{places}f} %"


def _yum() -> list[Key]:
    import numpy as np
    from scipy.stats import binom

    from ..yum import probability as prob

    two = five_alike_within(2)
    keys = [
        Key(
            "yum",
            "exercise 1",
            float(two),
            f"{two} ≈ {float(two):.4f}",
            notebook=(f"{two} {float(two):.4f}",),
            guide=(f"$221/17496 \\approx {float(two):.4f}$",)
            if two == Fraction(221, 17496)
            else (),
            reveals=(str(two), f"{float(two):.4f}", f"{float(two):.5%}"),
        )
    ]
    straight = Fraction(2 * 120, 6**5)
    keys.append(
        Key(
            "yum",
            "exercise 3",
            float(straight),
            str(straight),
            notebook=(str(straight),),
            guide=(f"$240/7776 = {straight}$",),
            reveals=(str(straight),),
        )
    )
    two_pairs = Fraction(comb(6, 2) * 4 * 30, 6**5)
    keys.append(
        Key(
            "yum",
            "exit ticket",
            float(two_pairs),
            f"{two_pairs} ≈ {float(two_pairs):.4f}",
            notebook=(f"two pairs on the first roll {two_pairs} = {float(two_pairs):.4f}",),
            guide=(f"$1800/7776 = {two_pairs} \\approx {float(two_pairs):.4f}$",),
            reveals=(str(two_pairs), f"{float(two_pairs):.4f}", "1800/7776"),
        )
    )
    first = Fraction(6, 6**5)
    keys.append(
        Key(
            "yum",
            "exercise 6",
            float(first),
            str(first),
            notebook=(str(first),),
            guide=(f"$6/7776 = {first} \\approx {100 * float(first):.2f}\\,\\%$",),
            reveals=("6/7776",),
        )
    )
    # The 20,000 simulated turns of section 1, with Wilson intervals.
    hits = prob.simulate_five_of_a_kind(rolls=3, trials=20_000, seed=1)
    k = int(np.sum(hits))
    lo, hi = _wilson(k, 20_000)
    keys.append(
        Key(
            "yum",
            "simulation",
            k / 20_000,
            f"{k / 20_000:.4f} [{lo:.4f}, {hi:.4f}]",
            notebook=(f"{k / 20_000:.4f}  95 % Wilson interval [{lo:.4f}, {hi:.4f}]",),
            guide=(f"{k / 20_000:.4f}, Wilson [{lo:.4f}, {hi:.4f}]",),
        )
    )
    # A student's 13 turns, a class of 24 (the "With your class" spread).
    p = float(prob.five_of_a_kind_chance(3))
    pmf = [binom.pmf(j, 13, p) for j in range(2)]
    two_up, three_up = binom.sf(1, 13, p), binom.sf(2, 13, p)
    sentence = (
        f"In 13 turns a student sees no Yum with chance {_pct(pmf[0])}, one Yum "
        f"({_pct(1 / 13, 1)}) with chance {_pct(pmf[1])} and two or more ({_pct(2 / 13)} or more) "
        f"with chance {_pct(two_up)}; in a class of 24, some student at {_pct(2 / 13)} or more is "
        f"very likely ({_pct(1 - (1 - two_up) ** 24)}), one at {_pct(3 / 13)} or more (three Yums) "
        f"happens in about {_pct(1 - (1 - three_up) ** 24)} of classes."
    )
    keys.append(
        Key("yum", "class spread", pmf[0], sentence, notebook=(sentence,), run_a_class=(sentence,))
    )
    return keys


def _gin() -> list[Key]:
    import numpy as np
    from scipy.stats import binomtest
    from scipy.stats import t as t_dist

    from ..engine import play_game
    from ..gin_rummy import GAME
    from ..gin_rummy.bots import FairBot

    one = {"match_target": 0}
    patient = [play_game(GAME, [FairBot(), FairBot()], seed=s, options=one) for s in range(200)]
    bot = FairBot(early=10, middle=10, late=10)
    hasty = [play_game(GAME, [bot, FairBot()], seed=s, options=one) for s in range(200)]

    def kind(state):
        return state["last_hand"]["kind"]

    def paired(a, b) -> tuple[float, float]:
        d = np.asarray(a, float) - np.asarray(b, float)
        return float(d.mean()), float(t_dist.ppf(0.975, len(d) - 1) * d.std(ddof=1) / sqrt(len(d)))

    ended = [(i, p) for i, p in zip(hasty, patient) if "draw" not in (kind(i), kind(p))]
    t_i = np.array([i["turns"] for i, _ in ended], float)
    t_p = np.array([p["turns"] for _, p in ended], float)
    sep = [t_dist.ppf(0.975, len(t) - 1) * t.std(ddof=1) / sqrt(len(t)) for t in (t_i, t_p)]
    d, half = paired(t_i, t_p)
    shorter, same, longer = int((t_i < t_p).sum()), int((t_i == t_p).sum()), int((t_i > t_p).sum())
    sign_p = binomtest(longer, shorter + longer).pvalue
    signs = (
        f"shorter in {shorter}, as long in {same}, longer in {longer}; "
        f"sign test (two-sided): p = {sign_p:.1e}"
    )
    u_i = np.array([kind(s) == "undercut" for s in hasty])
    u_p = np.array([kind(s) == "undercut" for s in patient])
    only_i, only_p = int((u_i & ~u_p).sum()), int((u_p & ~u_i).sum())
    share = binomtest(only_i, only_i + only_p).proportion_ci(method="exact")

    def margin(s):
        return s["totals"][0] - s["totals"][1]

    dm, hm = paired([margin(s) for s in hasty], [margin(s) for s in patient])
    turns = f"{t_i.mean():.1f} ± {sep[0]:.1f} turns against {t_p.mean():.1f} ± {sep[1]:.1f}"
    keys = [
        Key(
            "gin_rummy",
            "exercise 1 turns",
            d,
            f"{d:.1f} ± {half:.1f}",
            notebook=(f"deal by deal: {d:.1f} ± {half:.1f}",),
            guide=(turns, f"paired difference is {d:.1f} ± {half:.1f} turns"),
            reveals=(f"{d:.1f} ± {half:.1f}",),
        ),
        Key(
            "gin_rummy",
            "exercise 1 sign test",
            sign_p,
            signs,
            notebook=(signs,),
            guide=(
                f"{shorter} deals shorter, {same} as long, {longer} longer",
                f"p = {sign_p:.1e}",
            ),
            reveals=(f"p = {sign_p:.1e}",),
        ),
        Key(
            "gin_rummy",
            "exercise 1 undercuts",
            float(u_i.sum()),
            f"{int(u_i.sum())} against {int(u_p.sum())}",
            notebook=(
                f"impatient {int(u_i.sum())} of 200",
                f"patient pair {int(u_p.sum())} of 200",
            ),
            guide=(
                f"{int(u_i.sum())} undercuts against {int(u_p.sum())}",
                f"{only_i} of the {only_i + only_p} deals",
                f"[{share.low:.0%}, {share.high:.0%}]".replace("%", " %"),
            ),
            reveals=(f"[{share.low:.0%}, {share.high:.0%}]",),
        ),
        Key(
            "gin_rummy",
            "exercise 1 points",
            dm,
            f"{dm:.1f} ± {hm:.1f}",
            notebook=(f"impatient run minus patient run: {dm:.1f} ± {hm:.1f}",),
            guide=(f"{dm:.1f} ± {hm:.1f}",),
            reveals=(f"{dm:.1f} ± {hm:.1f}",),
        ),
    ]
    before, after = outs_chance(2, 3, 3), outs_chance(1, 4, 3)
    keys.append(
        Key(
            "gin_rummy",
            "exercise 2",
            float(after),
            f"{float(before):.3f} -> {float(after):.3f}",
            notebook=(f"exercise 2: {float(before):.3f} -> {float(after):.3f}",),
            guide=(f"from {float(before):.3f} to {float(after):.3f}",),
            reveals=(f"{float(after):.3f}",),
        )
    )
    exit_ticket = 1 - comb(34, 7) / comb(37, 10)
    keys.append(
        Key(
            "gin_rummy",
            "exit ticket",
            exit_ticket,
            f"{exit_ticket:.4f}",
            notebook=(f"C(37, 10) = {exit_ticket:.4f}",),
            guide=(f"1 - \\binom{{34}}{{7}}/\\binom{{37}}{{10}} \\approx {exit_ticket:.4f}",),
            reveals=(f"{exit_ticket:.4f}", f"{exit_ticket:.3f}"),
        )
    )
    data = json.loads((DATA / "gin_rummy_deadwood_counts.json").read_text())
    counts = {int(k): v for k, v in data["dealt"]["counts"].items()}
    n = sum(counts.values())
    p = sum(v for dw, v in counts.items() if dw <= 10) / n
    see = 1 - (1 - p) ** 300
    upper = _wilson(0, 300)[1]
    sentence = (
        f"a class of 30 dealing 10 hands each (300 hands) sees a knockable deal with probability "
        f"about 1 − (1 − {p:.5f})^300 ≈ {_pct(see)}"
    )
    keys.append(
        Key(
            "gin_rummy",
            "class zero",
            see,
            sentence,
            run_a_class=(
                sentence,
                f"upper end, about {_pct(upper, 1)}",
                f"one hand in {1 / p:,.0f}",
            ),
            guide=(f"upper end (about {_pct(upper, 1)})",),
        )
    )
    return keys


def _gyumi() -> list[Key]:
    ex1 = 1 - Fraction(comb(116, 20), comb(120, 20))
    ex2 = 1 - Fraction(comb(38, 10), comb(40, 10))
    ex3 = Fraction(120, 5**5)
    exit_ticket = Fraction(3 * comb(57, 14), comb(60, 15))
    return [
        Key(
            "gyumi",
            "exercise 1",
            float(ex1),
            f"{float(ex1):.4f}",
            notebook=(f"exercise 1: {float(ex1):.4f}",),
            guide=(f"\\approx$ **{float(ex1):.4f}**",),
            reveals=(f"{float(ex1):.4f}",),
        ),
        Key(
            "gyumi",
            "exercise 2",
            float(ex2),
            f"{float(ex2):.3f}",
            notebook=(f"p_at_least_one(40, 2, 10) = {float(ex2):.3f}",),
            guide=("$N = 30 + 10 = 40$", f"≈ {float(ex2):.3f}"),
            reveals=(f"{float(ex2):.3f}", str(ex2)),
        ),
        Key(
            "gyumi",
            "exercise 3",
            float(ex3),
            f"{ex3} ≈ {float(ex3):.3f}",
            notebook=(f"5!/5^5 = {ex3} = {float(ex3):.3f}",),
            guide=(f"{ex3} \\approx {float(ex3):.3f}",),
            reveals=(str(ex3), "120/3125", f"{float(ex3):.3f}"),
        ),
        Key(
            "gyumi",
            "exit ticket",
            float(exit_ticket),
            f"{float(exit_ticket):.4f}",
            notebook=(f"exit ticket: 3 C(57, 14) / C(60, 15) = {float(exit_ticket):.4f}",),
            guide=(
                f"\\binom{{3}}{{1}}\\binom{{57}}{{14}}/\\binom{{60}}{{15}} \\approx "
                f"{float(exit_ticket):.4f}",
            ),
            reveals=(f"{float(exit_ticket):.4f}",),
        ),
    ]


def gnumies_exit_ticket() -> tuple[Fraction, Fraction]:
    """The Gnumies exit ticket, exactly: Red mixes two moves (the first with probability x)
    and its expected payoffs against Yellow's two columns are the lines 2 - 3x and 4x - 1;
    Red's best x is where they cross (one falls, one rises: the top of the lower envelope).
    Returns (x, value)."""
    falling, rising = (Fraction(2), Fraction(-3)), (Fraction(-1), Fraction(4))  # (at 0, slope)
    x = (rising[0] - falling[0]) / (falling[1] - rising[1])
    return x, falling[0] + falling[1] * x


def _gnumies() -> list[Key]:
    n = games_for_margin(0.67, 0.01)
    exact = 1.96**2 * 0.67 * 0.33 / 0.01**2
    x, v = gnumies_exit_ticket()
    return [
        Key(
            "gnumies",
            "exercise 1",
            0.5,
            "from 1/2 to 1",
            notebook=("Gnalli share over all optimal mixes: ['1/2', '1']",),
            guide=("**more often**", "from 1/2 to always", "2/5"),
            reveals=("['1/2', '1']", "from 1/2 to 1", "0.500 to 1.000"),
        ),
        Key(
            "gnumies",
            "exercise 4",
            float(n),
            f"{n:,}",
            notebook=(f"{exact:.0f}",),
            guide=(f"{exact:,.0f} games",),
            reveals=(f"{exact:.0f}", f"{exact:,.0f}"),
        ),
        Key(
            "gnumies",
            "exit ticket",
            float(x),
            f"x = {x}, value {v}",
            notebook=(f"exit ticket: 2 - 3x = 4x - 1 at x = {x}, value {v}",),
            guide=(f"$x = {x}$, value ${v}$",),
            reveals=(
                str(x),
                f"value {v}",
                f"{float(x):.4f}",
                f"{float(v):.4f}",
                f"{float(x):.3f}",
                f"{float(v):.3f}",
            ),
        ),
    ]


def _carousel() -> list[Key]:
    from math import ceil

    from .instances import wilson_lower_all_won as lower

    need = 0.21 * (1.96 / 0.04) ** 2
    ex4, exit_ticket = exact_lower_all_won(60), exact_lower_all_won(30)
    group = 12767263 / 34089335
    hands = 1.96**2 * group * (1 - group) / 0.05**2
    wins = _carousel_class_sample()
    lo6, hi6 = _wilson(wins, 6)
    if wins == 6:
        verdict = (
            f"every game won: one-sided 95 % lower bounds: exact 0.05^(1/6) = "
            f"{exact_lower_all_won(6):.1%}, rule of three {1 - 3 / 6:.0%}"
        )
        in_guide = (
            f"6 of 6 in class: Wilson [{_pct(lo6)}, {_pct(hi6)}] (two-sided); one-sided 95 % "
            f"lower bounds: exact {_pct(exact_lower_all_won(6), 1)}, rule of three "
            f"{_pct(1 - 3 / 6)}"
        )
    else:
        verdict = "not every game was won, so the rule of three does not apply"
        in_guide = f"{wins} of 6 in class: Wilson [{_pct(lo6)}, {_pct(hi6)}]"
    return [
        Key(
            "carousel",
            "exercise 2",
            1 - Fraction(_poly([1, 4, 6, 4], 13)[10], comb(52, 10)),
            f"{1 - _poly([1, 4, 6, 4], 13)[10] / comb(52, 10):.4f}",
            guide=(f"≈ {1 - _poly([1, 4, 6, 4], 13)[10] / comb(52, 10):.4f}",),
            reveals=(f"{1 - _poly([1, 4, 6, 4], 13)[10] / comb(52, 10):.4f}",),
        ),
        Key(
            "carousel",
            "exercise 3",
            float(ceil(need)),
            f"{ceil(need)}",
            notebook=(f"so {ceil(need)} games",),
            guide=(f"\\approx {need:.1f}$, so **{ceil(need)}** games",),
            reveals=(f"{ceil(need)} games", f"{need:.1f}"),
        ),
        Key(
            "carousel",
            "exercise 4",
            ex4,
            f"{ex4:.1%}",
            notebook=(
                f"60 of 60: one-sided 95 % lower bounds: exact {ex4:.1%}, rule of three "
                f"{1 - 3 / 60:.0%}; Wilson's lower end {lower(60):.1%} (one-sided 97.5 %)",
            ),
            guide=(f"exact: at least {_pct(ex4, 1)}", f"Wilson's lower end {_pct(lower(60), 1)}"),
            reveals=(f"{ex4:.1%}", _pct(ex4, 1), f"{ex4:.3f}", f"{lower(60):.1%}"),
        ),
        Key(
            "carousel",
            "exit ticket",
            exit_ticket,
            f"{exit_ticket:.1%}",
            notebook=(
                f"30 of 30: one-sided 95 % lower bounds: exact {exit_ticket:.1%}, rule of three "
                f"{1 - 3 / 30:.0%}; Wilson's lower end {lower(30):.1%} (one-sided 97.5 %)",
            ),
            guide=(
                f"exact one-sided bound {_pct(exit_ticket, 1)}",
                f"rule of three {_pct(1 - 3 / 30)}",
                f"Wilson's lower end {_pct(lower(30), 1)}",
            ),
            reveals=(f"{exit_ticket:.1%}", _pct(exit_ticket, 1), f"{lower(30):.1%}"),
        ),
        Key(
            "carousel",
            "small sample",
            wins / 6,
            f"{wins} of 6 [{lo6:.0%}, {hi6:.0%}]",
            notebook=(
                f"{wins} wins of 6 games\n95 % Wilson interval [{lo6:.0%}, {hi6:.0%}] (two-sided)\n{verdict}",
            ),
            guide=(in_guide,),
        ),
        Key(
            "carousel",
            "class hands",
            hands,
            f"{hands:.0f}",
            guide=(f"≈ {hands:.0f} hands",),
            run_a_class=(f"1.96²·{group:.4f}·{1 - group:.4f}/0.05² ≈ {hands:.0f}",),
            reveals=(f"≈ {hands:.0f}",),
        ),
    ]


def _carousel_class_sample() -> int:
    """The lesson's small sample, played again: the greedy lay-off bot's wins in 6 seeded games
    against the hand-meld bot (the same call as the notebook's cell)."""
    from ..carousel import GAME
    from ..carousel.bots import GreedyBot, HandMeldBot
    from ..engine import simulate

    rows = simulate(GAME, [GreedyBot(), HandMeldBot()], games=6, seed=0, progress=False)
    return int(sum(r["win_0"] for r in rows))


def _poly(base: list[int], n: int) -> list[int]:
    out = [1]
    for _ in range(n):
        new = [0] * (len(out) + len(base) - 1)
        for i, a in enumerate(out):
            for j, b in enumerate(base):
                new[i + j] += a * b
        out = new
    return out


def answer_keys() -> list[Key]:
    """Every key of every lesson (computes about two seconds)."""
    return _yum() + _gin() + _gyumi() + _gnumies() + _carousel()


def as_json(keys: list[Key]) -> str:
    """The keys as the JSON file ``notebooks/data/answer_keys.json`` holds them."""
    rows = []
    for key in keys:
        row = asdict(key)
        row["value"] = float(key.value)
        rows.append(row)
    return json.dumps({"keys": rows}, indent=1, ensure_ascii=False) + "\n"


def load(path: Path | None = None) -> list[Key]:
    """The keys from the JSON file (default: ``notebooks/data/answer_keys.json``)."""
    data = json.loads((path or DATA / "answer_keys.json").read_text(encoding="utf-8"))
    return [
        Key(**{k: tuple(v) if isinstance(v, list) else v for k, v in row.items()})
        for row in data["keys"]
    ]


__all__ = [
    "DATA",
    "Key",
    "answer_keys",
    "as_json",
    "exact_lower_all_won",
    "load",
    "outs_chance",
    "wilson_lower_all_won",
]
