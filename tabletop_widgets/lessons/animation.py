"""A matplotlib animation as a self-contained HTML player (works offline, stable element ids).

Matplotlib's ``to_jshtml`` loads its button icons from a CDN and names its elements with a random
id; classrooms are often offline, and a notebook's saved output should not change between runs
more than its frames do. :func:`animation_html` replaces the icons with text symbols and the
random id with a fixed one.

Matplotlib's ``Animation.save`` draws each frame twice: once to refresh the figure on screen
(``canvas.draw_idle()``, which on the Agg backend of notebooks and scripts renders the whole
figure at once) and once to write the frame's image. :func:`animation_html` skips the first: the
images, which ``savefig`` renders from the figure itself, are the same, in half the time.
"""

from __future__ import annotations

import re
from typing import Any

#: Matplotlib's Font Awesome icons and the symbols that replace them.
ICONS = {
    "fa-play fa-flip-horizontal": "◀",
    "fa-fast-backward": "⏮",
    "fa-step-backward": "◀|",
    "fa-play": "▶",
    "fa-pause": "⏸",
    "fa-step-forward": "|▶",
    "fa-fast-forward": "⏭",
    "fa-minus": "−",
    "fa-plus": "+",
}


def _no_screen_refresh(*args: Any, **kwargs: Any) -> None:
    """A canvas's ``draw_idle`` while its frames are written (nothing is on screen to refresh)."""


def animation_html(
    animation: Any, figure: Any, name: str = "lesson", default_mode: str = "once"
) -> str:
    """The HTML player (``FuncAnimation.to_jshtml``) of ``animation``, which draws on
    ``figure``, with no network access and the element id ``name`` (use a different name for
    each animation shown on one page)."""
    if not re.fullmatch(r"[A-Za-z_]\w*", name):
        raise ValueError(f"name must be a plain identifier, not {name!r}")
    canvas = figure.canvas
    own = vars(canvas).get("draw_idle")  # a draw_idle set on this canvas itself, if any
    canvas.draw_idle = _no_screen_refresh
    try:
        page = animation.to_jshtml(default_mode=default_mode)
    finally:
        if own is None:
            del canvas.draw_idle  # the class's method again
        else:
            canvas.draw_idle = own
    page = re.sub(r'<link rel="stylesheet"\s+href="https?://[^"]*font-awesome[^"]*">', "", page)
    for icon, symbol in ICONS.items():
        page = page.replace(f'<i class="fa {icon}"></i>', symbol)
    ids = set(re.findall(r"_anim_img([0-9a-f]{32})", page))
    for random_id in ids:
        page = page.replace(random_id, name)
    return page
