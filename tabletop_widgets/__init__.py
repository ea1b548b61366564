"""Interactive Jupyter widgets for tabletop games, on one shared headless engine.

``from tabletop_widgets import yum`` gives a game's rules, scoring helpers, bots and
widget. Importing this package (or ``tabletop_widgets.engine``) loads no Jupyter
code: the widgets are imported only when first used.
"""

from .engine import CorruptSave, IllegalMove, Match, simulate

__version__ = "0.1.0"
__all__ = ["CorruptSave", "IllegalMove", "Match", "__version__", "simulate"]
