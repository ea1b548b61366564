import os

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


def run_coroutine(coroutine):
    """Run ``coroutine`` to the end in a fresh event loop on a thread of its own.

    Playwright's sync API keeps an event loop running on the main thread of a test
    process while the shared Chromium is open, so ``asyncio.run`` there would fail.
    """
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


@pytest.fixture
def run_async():
    """``run_async(coroutine)``: run a coroutine from a sync test (see ``run_coroutine``)."""
    return run_coroutine
