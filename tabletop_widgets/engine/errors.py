"""The errors the engine raises. Their messages are written for students."""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move that the rules do not allow now. The state it was tried on is unchanged.

    ``str(err)`` is the reason in the resolved language (``tabletop_widgets.i18n.use_language``);
    :func:`english` gives the engine's English text, which widgets translate into their own."""

    def __str__(self) -> str:
        from ..i18n.engine_texts import localise

        return str(localise(english(self)))


def english(exc: BaseException) -> str:
    """The message of ``exc`` as the engine wrote it (English), for code that passes it on."""
    return ValueError.__str__(exc) if isinstance(exc, IllegalMove) else str(exc)


class CorruptSave(ValueError):
    """A saved game that is malformed, from another version, or has been tampered with."""
