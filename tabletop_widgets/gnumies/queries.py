"""What a seat may ask in this game besides moving (see ``engine.queries``).

Each query is answered from the seat's recall only (``Game.recall``).
"""

from __future__ import annotations

from ..engine.queries import Query

#: The queries of this game, in the order front ends show them.
QUERIES: tuple[Query, ...] = ()
