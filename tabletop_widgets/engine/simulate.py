"""Play many seeded games with bots: for lessons, bot reports and tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor
from contextlib import contextmanager
from typing import Any

from .bots import MAX_BOT_MOVES, Bot, bot_name, bot_rng, make_bot, next_bot_move
from .core import Game, State
from .registry import resolve_bots

BotSpec = Bot | Callable[[], Bot]
PROGRESS_THRESHOLD = 200  # games; show a progress bar from here on unless told otherwise


def play_game(
    game: Game,
    bots: Sequence[BotSpec],
    seed: int,
    options: dict | None = None,
    max_moves: int = MAX_BOT_MOVES,
) -> State:
    """Play one game to the end with one bot per seat; return the final state.

    Raises ``RuntimeError`` (a clear message, never a hang) when the game has not
    ended after ``max_moves`` moves.
    """
    players = dict(enumerate(make_bot(b) for b in bots))
    rngs = {seat: bot_rng(seed, seat) for seat in players}
    state = game.new_state(len(players), seed, options)
    for _ in range(max_moves):
        move = next_bot_move(game, state, players, rngs)
        if move is None:
            return state
        state = game.apply(state, *move)
    if game.is_terminal(state):
        return state
    raise RuntimeError(
        f"{game.title} did not end within {max_moves} moves (seed {seed}): these bots may "
        "never finish it (try stronger bots or a shorter game option)."
    )


def _row(game: Game, state: State, seed: int, index: int, names: list[str]) -> dict[str, Any]:
    scores = game.scores(state)
    winners = game.winners(state)
    row: dict[str, Any] = {"game": index, "seed": seed, "seats": len(scores), "winners": winners}
    for seat, score in enumerate(scores):
        row[f"score_{seat}"] = score
        row[f"bot_{seat}"] = names[seat]
        row[f"win_{seat}"] = (1.0 / len(winners)) if seat in winners else 0.0
    row.update(game.result(state))
    return row


def _play_chunk(
    game: Game,
    bots: Sequence[BotSpec],
    names: list[str],
    seeds: Sequence[int],
    first: int,
    options,
) -> list[dict]:
    return [
        _row(game, play_game(game, bots, s, options), s, first + i, names)
        for i, s in enumerate(seeds)
    ]


def simulate(
    game: Game,
    bots: Sequence[BotSpec],
    games: int = 100,
    seed: int = 0,
    options: dict | None = None,
    executor: Executor | None = None,
    chunk_size: int | None = None,
    progress: bool | None = None,
) -> list[dict[str, Any]]:
    """Play ``games`` seeded games and return one tidy row (a dict) per game.

    Game ``i`` uses seed ``seed + i``, so any row can be replayed alone. Columns:
    ``game``, ``seed``, ``seats``, ``winners``, and per seat ``score_k``, ``bot_k``,
    ``win_k`` (1, or a share of a tie), plus the game's own ``result`` columns.

    A bot may be given by its registered name (``"greedy"``), which its rows then show.
    ``executor`` may be any ``concurrent.futures.Executor`` (a process pool, or a
    Dask client's ``get_executor()``); the rows are identical to the serial run's.
    A progress bar (tqdm) is shown from ``PROGRESS_THRESHOLD`` games on unless
    ``progress`` says otherwise.
    """
    if games < 0:
        raise ValueError("games must be >= 0")
    if not game.min_seats <= len(bots) <= game.max_seats:
        raise ValueError(
            f"{game.title} needs {game.min_seats} to {game.max_seats} bots, got {len(bots)}."
        )
    names = [b if isinstance(b, str) else bot_name(b) for b in bots]
    bots = resolve_bots(game, bots)  # a bot may be given by its registered name
    seeds = [seed + i for i in range(games)]
    show = games >= PROGRESS_THRESHOLD if progress is None else progress
    with progress_bar(games, f"{game.title} games", show) as tick:
        if executor is None:
            return _play_serially(game, bots, names, seeds, options, tick)
        size = chunk_size or max(1, min(250, games // 16 or 1))
        return _play_in_chunks(game, bots, names, seeds, options, executor, size, tick)


@contextmanager
def progress_bar(total: int, desc: str, show: bool) -> Iterator[Callable[[int], Any]]:
    """A tqdm bar of ``total`` games while the block runs (when ``show``); yields its
    ``tick(n)``, which does nothing when no bar is shown."""
    if not show:
        yield lambda n: None
        return
    from tqdm.auto import tqdm

    bar = tqdm(total=total, desc=desc, unit="game")
    try:
        yield bar.update
    finally:
        bar.close()


def _play_serially(
    game: Game,
    bots: Sequence[BotSpec],
    names: list[str],
    seeds: list[int],
    options,
    tick: Callable[[int], Any],
) -> list[dict[str, Any]]:
    rows = []
    for i, s in enumerate(seeds):
        rows.append(_row(game, play_game(game, bots, s, options), s, i, names))
        tick(1)
    return rows


def _play_in_chunks(
    game: Game,
    bots: Sequence[BotSpec],
    names: list[str],
    seeds: list[int],
    options,
    executor: Executor,
    size: int,
    tick: Callable[[int], Any],
) -> list[dict[str, Any]]:
    futures = [
        executor.submit(_play_chunk, game, list(bots), names, seeds[i : i + size], i, options)
        for i in range(0, len(seeds), size)
    ]
    rows = []
    for future in futures:  # in submission order: the result does not depend on timing
        chunk = future.result()
        rows.extend(chunk)
        tick(len(chunk))
    return rows
