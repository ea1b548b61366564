"""The errors the engine raises. Their messages are written for students."""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move that the rules do not allow now. The state it was tried on is unchanged."""


class CorruptSave(ValueError):
    """A saved game that is malformed, from another version, or has been tampered with."""
