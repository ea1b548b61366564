import os

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture
def no_outside_language(monkeypatch, tmp_path):
    """No language from the machine or an earlier test: no ``TABLETOP_WIDGETS_LANG``, an empty
    JupyterLab settings folder (the fixture's value), and no ``use_language`` left set after."""
    from tabletop_widgets.i18n import ENV_VAR, use_language

    monkeypatch.delenv(ENV_VAR, raising=False)
    settings_dir = tmp_path / "settings"
    monkeypatch.setenv("JUPYTERLAB_SETTINGS_DIR", str(settings_dir))
    yield settings_dir
    use_language(None)


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


def shared_chromium():
    """tests/browser/chromium.py, loaded once per process under one module name, so that every
    layer (browser, Jupyter, classroom, docs, Voilà) shares the one Chromium Playwright allows."""
    import importlib.util
    import sys
    from pathlib import Path

    name = "tabletop_tests_chromium"
    if name not in sys.modules:
        path = Path(__file__).parent / "browser" / "chromium.py"
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


@pytest.fixture(scope="session")
def chromium_browser():
    """The shared headless Chromium (``./dev.sh test`` installs it: missing is a failure)."""
    chromium = shared_chromium()
    reason = chromium.available()
    if reason:
        pytest.fail(reason)
    yield chromium.acquire()
    chromium.release()


@pytest.fixture
def browser_page(chromium_browser):
    """A fresh page in its own context (1100×900); fails the test on any uncaught page error."""
    context = chromium_browser.new_context(viewport={"width": 1100, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.set_default_timeout(5000)
    yield page
    context.close()
    assert not errors, errors
