"""A declaration's public facts as plain data: the named attributes of an object, as a dict.

>>> from types import SimpleNamespace
>>> attributes(SimpleNamespace(id="a", title="A", secret="s"), "id title")
{'id': 'a', 'title': 'A'}
"""

from __future__ import annotations

from typing import Any


def attributes(obj: object, names: str) -> dict[str, Any]:
    """``obj``'s attributes called ``names`` (separated by spaces), by name, in that order."""
    return {name: getattr(obj, name) for name in names.split()}
