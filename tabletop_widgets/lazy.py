"""Lazy names of a package: its widget (which imports anywidget) loads only when asked for.

Every game's ``__init__.py`` says which names live in which submodule::

    __getattr__ = lazy_names(__name__, {"YumWidget": "widget"}, submodules=("solver",))

so ``import tabletop_widgets.yum`` stays light (no Jupyter code) and ``yum.YumWidget``
still works.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from typing import Any


def lazy_names(
    package: str, names: Mapping[str, str], submodules: Iterable[str] = ()
) -> Callable[[str], Any]:
    """A module-level ``__getattr__`` for ``package``.

    ``names`` maps an attribute to the submodule that defines it; each of ``submodules``
    is returned as the module itself. Anything else raises ``AttributeError``.
    """
    modules = frozenset(submodules)

    def __getattr__(name: str) -> Any:
        if name in modules:
            return importlib.import_module(f"{package}.{name}")
        if name in names:
            return getattr(importlib.import_module(f"{package}.{names[name]}"), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__
