"""The Python half of a game's one-page app (``apps/<game>.html``, written by jupyterlite/build.py).

The page loads the site's Pyodide (tabletop_widgets preloaded), runs this file, then renders the
game's front-end bundle with a small model in the page, as anywidget would in a notebook: the
model's ``send`` hands each message to the widget here (``message``), and the widget's synced
state comes back as JSON (``state``). No Jupyter server, no JupyterLab, no kernel: the page is
the whole app. The bots answer inside ``message``.
"""

import importlib
import json
from importlib.resources import files

#: Synced traits the front end does not read (ipywidgets' own).
SKIPPED = ("layout", "tabbable", "tooltip", "comm", "keys", "log_lines")


class App:
    """One game's widget, built by ``make`` (the build's expression, using the game's module and
    ``seed``: the page's ``?seed=N``, else None for a new deal each time)."""

    def __init__(self, game: str, make: str, seed: int | None = None) -> None:
        module = importlib.import_module(f"tabletop_widgets.{game}")
        self.static = files(f"tabletop_widgets.{game}") / "static"
        self.widget = eval(make, {game: module, "seed": seed})  # the build's expression only

    def bundle(self) -> list:
        """The front end's module and style sheet (the package's built files)."""
        return [
            (self.static / "widget.js").read_text(encoding="utf-8"),
            (self.static / "widget.css").read_text(encoding="utf-8"),
        ]

    def state(self) -> str:
        """The widget's synced traits, as JSON (what a notebook's model would hold)."""
        w = self.widget
        names = [n for n in w.trait_names(sync=True) if not n.startswith("_") and n not in SKIPPED]
        return json.dumps({n: getattr(w, n) for n in names})

    def message(self, content: str) -> str:
        """Hand a message of the page to the widget (the bots answer), return the new state."""
        self.widget._on_message(self.widget, json.loads(content), None)
        return self.state()
