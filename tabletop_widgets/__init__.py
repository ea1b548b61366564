"""Interactive Jupyter widgets for tabletop games, on one shared headless engine.

``from tabletop_widgets import yum`` gives a game's rules, scoring helpers, bots and
widget. Importing this package (or ``tabletop_widgets.engine``) loads no Jupyter
code: the widgets are imported only when first used.
"""

import sys

from .engine import CorruptSave, IllegalMove, Match, simulate

if sys.platform == "emscripten":  # a browser's Python: say why numpy cannot load (compiled.py)
    from .compiled import install_explainer

    install_explainer()

__version__ = "0.1.0"
__all__ = ["CorruptSave", "IllegalMove", "Match", "__version__", "simulate"]
