"""The compiled packages (numpy, scipy, matplotlib): whether they load, and a clear message when not.

The games play without them; a coach, a solver or a lesson needs them. In a browser (JupyterLite's
Pyodide) they are not part of the site: Pyodide fetches them from the internet when a cell
imports them, so offline they cannot load. :func:`install_explainer` puts a finder last on
``sys.meta_path`` that turns the bare ``No module named 'numpy'`` into a message saying so. The
JupyterLite build copies this file into the site's Python as ``sitecustomize`` (so every kernel
runs it at start); importing ``tabletop_widgets`` in Pyodide installs it too.
"""

from __future__ import annotations

import importlib.util
import sys

__all__ = ["COMPILED", "available", "coach_failure", "install_explainer", "message"]

#: The compiled packages the lessons, coaches and solvers use.
COMPILED = ("numpy", "scipy", "matplotlib")


def message(name: str) -> str:
    """What a notebook shows when ``name`` (one of ``COMPILED``) cannot be imported in a browser."""
    return (
        f"this part needs internet access to load {name}: the browser's Python (Pyodide) "
        f"fetches {name} from the internet, and it is not loaded in this kernel. When online, "
        f"run `%pip install {name}` in a cell, then run this cell again. The games themselves "
        f"play without it."
    )


def coach_failure(exc: BaseException) -> str:
    """What a coach that failed with ``exc`` says: the clear message when a compiled package is
    missing (a browser offline), else the exception's kind."""
    if isinstance(exc, ModuleNotFoundError):
        top = (exc.name or "").partition(".")[0]
        if top in COMPILED:
            return f"The coach could not advise here: {message(top)}"
    return f"The coach could not advise here ({type(exc).__name__})."


def available(name: str) -> bool:
    """Whether the top-level package ``name`` can be imported here (without importing it)."""
    try:
        return importlib.util.find_spec(name) is not None
    except ImportError:
        return False


class _Explainer:
    """A last finder: a compiled package nobody else found gets the message above."""

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> None:
        top = fullname.partition(".")[0]
        if top in COMPILED and path is None:
            raise ModuleNotFoundError(message(top), name=fullname)

    def __repr__(self) -> str:
        return "tabletop_widgets.compiled explainer"


def install_explainer() -> None:
    """Put the explainer last on ``sys.meta_path`` (once)."""
    if not any(type(f).__name__ == "_Explainer" for f in sys.meta_path):
        sys.meta_path.append(_Explainer())


if __name__ == "sitecustomize":  # the copy in a JupyterLite site's Python
    install_explainer()
