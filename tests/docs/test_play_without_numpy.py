"""Playing every game needs no compiled package: numpy, scipy and matplotlib made unimportable.

A browser's Python (JupyterLite's Pyodide) offline cannot load numpy, scipy or matplotlib (they
come from the internet): the five widgets must still be built and played there, with their
default bots and the tutorials' bots. The subprocess below hides the three packages from the
import system as Pyodide does (the path finder does not see them; ``tabletop_widgets.compiled``'s
explainer, installed in Pyodide, is last), builds each widget, plays moves for the person's seat
(the bots answer), and checks that none of the three was imported. The parts that need numpy
say so.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from tabletop_widgets.compiled import message

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent(
    """
    import importlib, importlib.machinery, json, random, sys, warnings

    COMPILED = ("numpy", "scipy", "matplotlib")

    class Hidden(importlib.machinery.PathFinder):
        @classmethod
        def find_spec(cls, name, path=None, target=None):
            if name.partition(".")[0] in COMPILED:
                return None
            return super().find_spec(name, path, target)

    sys.meta_path[:] = [Hidden if f is importlib.machinery.PathFinder else f for f in sys.meta_path]
    from tabletop_widgets.compiled import install_explainer
    install_explainer()
    warnings.simplefilter("ignore")

    from tabletop_widgets import carousel, gin_rummy, gnumies, gyumi, yum
    from tabletop_widgets.carousel.bots import HandMeldBot

    widgets = {
        "yum default": lambda: yum.YumWidget(seed=7),
        "yum greedy": lambda: yum.YumWidget([None, yum.GreedyBot()], seed=7),
        "gin_rummy": lambda: gin_rummy.GinRummyWidget(seed=2),
        "gyumi": lambda: gyumi.GyumiWidget(seed=5),
        "gnumies": lambda: gnumies.GnumiesWidget(seed=6),
        "carousel default": lambda: carousel.CarouselWidget(seed=3),
        "carousel hand-meld": lambda: carousel.CarouselWidget([None, HandMeldBot()], seed=2),
    }
    played = {}
    for name, make in widgets.items():
        w = make()
        rng = random.Random(1)
        moves = 0
        while moves < 12 and w.match.seats_to_act and 0 in w.match.seats_to_act:
            w.act(rng.choice(w.match.legal_actions(0)), seat=0)
            moves += 1
        played[name] = [moves, len(w.match.moves)]
    errors = {}
    for module in ("tabletop_widgets.yum.solver", "tabletop_widgets.carousel.solver"):
        try:
            importlib.import_module(module)
        except ImportError as exc:
            errors[module] = str(exc)
    loaded = sorted(m for m in sys.modules if m.partition(".")[0] in COMPILED)
    print(json.dumps({"played": played, "loaded": loaded, "errors": errors}))
    """
)


def test_every_widget_plays_with_numpy_scipy_and_matplotlib_unimportable():
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["loaded"] == [], result["loaded"]
    for name, (moves, logged) in result["played"].items():
        # the person moved, and the bots answered (more moves in the log than the person's)
        assert moves >= 1 and logged > moves, (name, moves, logged)
    # what needs numpy says so, instead of a bare "No module named 'numpy'"
    assert result["errors"] == {
        "tabletop_widgets.yum.solver": message("numpy"),
        "tabletop_widgets.carousel.solver": message("numpy"),
    }
