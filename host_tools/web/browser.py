"""Headless Chromium for the page's tests and benchmark: the system's Chromium (Debian's
`chromium`; .ci/run installs it) driven by playwright's Python package, launched by its path
(playwright's own browser downloads are not used)."""

import os
import shutil

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


def find_chromium():
    """The Chromium executable (SIDELINE_CHROMIUM, else the first on PATH), or None."""
    given = os.environ.get("SIDELINE_CHROMIUM")
    if given:
        return given if os.path.isfile(given) else None
    for name in CANDIDATES:
        path = shutil.which(name)
        if path:
            return path
    return None


def why_not():
    """None when a browser can run the page, else the reason it cannot (for a skip)."""
    try:
        # why: playwright, a dev dependency: only the browser runs need it
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install -e '.[dev]')"
    if find_chromium() is None:
        return "no Chromium found (apt-get install chromium, or set SIDELINE_CHROMIUM)"
    return None


def launch(playwright):
    """A headless Chromium from a started playwright (sync API)."""
    return playwright.chromium.launch(
        executable_path=find_chromium(),
        headless=True,
        args=["--no-sandbox", "--disable-gpu"],
    )
