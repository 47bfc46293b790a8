"""End to end: notebooks/play.ipynb served by Voila, played in Debian's chromium.

Playwright drives the system browser (never ``playwright install``, which
downloads one).  Every wait is bounded, and Voila is stopped whatever happens.
The screenshot goes to artifacts/play.png.
"""

from __future__ import annotations

import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from blackjack.course.paths import NOTEBOOKS, PROJECT

NOTEBOOK = NOTEBOOKS / "play.ipynb"
SCREENSHOT = PROJECT / "artifacts" / "play.png"
CHROMIUM = Path("/usr/bin/chromium")
FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
RESULTS = re.compile(r"You win!|Tie; nobody wins\.|The house wins\.")
WAIT_MS = 60_000  # the longest any single step may take


def free_port() -> int:
    """A TCP port nobody listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for_port(port: int, process: subprocess.Popen, log: Path, seconds: float = 60) -> None:
    """Wait until something accepts connections on PORT; fail if Voila dies or takes too long."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"voila exited with code {process.returncode} before serving the page:\n{log.read_text()}")
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.2)
    pytest.fail(f"voila did not listen on port {port} within {seconds} s")


@pytest.fixture
def voila_url(tmp_path: Path) -> Iterator[str]:
    """Voila serving the play notebook on a free local port; stopped afterwards."""
    if not CHROMIUM.exists():
        pytest.fail("Debian's chromium is not installed at /usr/bin/chromium: run "
                    "`apt-get update && apt-get install -y chromium` (never `playwright install`).")
    port, log_path = free_port(), tmp_path / "voila.log"
    voila = Path(sys.executable).with_name("voila")
    log = log_path.open("w")
    process = subprocess.Popen(
        [str(voila), str(NOTEBOOK), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"],
        cwd=PROJECT, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
    )
    try:
        wait_for_port(port, process, log_path)
        yield f"http://127.0.0.1:{port}/"
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=15)
        log.close()


@pytest.mark.timeout(300)
def test_play_in_a_real_browser(voila_url: str) -> None:
    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS, headless=True)
        try:
            page = browser.new_page(viewport={"width": 900, "height": 1000})
            page.set_default_timeout(WAIT_MS)
            page.goto(voila_url, timeout=WAIT_MS)
            app = page.locator(".bj-app").first
            buttons = {name: app.get_by_role("button", name=name, exact=True)
                       for name in ("Deal", "Hit", "Stand", "Double", "Surrender")}
            messages = app.locator(".bj-messages")
            expect(buttons["Deal"]).to_be_enabled(timeout=WAIT_MS)
            expect(buttons["Hit"]).to_be_disabled()

            # A page for players: two games and seed 004's table, which says what to do; no demo of unfinished code.
            body = page.locator("body")
            expect(page.locator(".bj-app")).to_have_count(2)
            expect(body).to_contain_text("Your bet is 20: Bet 10, 20 or 30 changes it; then Hit for a card, or Stay.")
            expect(body).not_to_contain_text("NotImplementedError")
            expect(body).not_to_contain_text("Using the reference")

            # A round: deal, hit, stand (seed 2024's first hand is no natural and survives a hit).
            buttons["Deal"].click()
            expect(buttons["Hit"]).to_be_enabled()
            expect(buttons["Deal"]).to_be_disabled()
            expect(app.locator(".bj-back")).to_have_count(1)
            buttons["Hit"].click()
            buttons["Stand"].click()
            expect(messages).to_contain_text(RESULTS)
            expect(app.locator(".bj-back")).to_have_count(0)
            expect(buttons["Deal"]).to_be_enabled()

            # A bet of $25, then stand: the history shows the stake.
            bet = app.get_by_role("spinbutton")
            bet.fill("25")
            bet.press("Enter")
            buttons["Deal"].click()
            expect(app.locator(".bj-status")).to_contain_text("on the table $25")
            buttons["Stand"].click()
            expect(messages).to_contain_text(RESULTS)
            expect(app.locator(".bj-history")).to_contain_text("$25")
            result = messages.inner_text()

            # One more deal, so that the screenshot shows a round in play.
            buttons["Deal"].click()
            expect(buttons["Hit"]).to_be_enabled()
            SCREENSHOT.parent.mkdir(exist_ok=True)
            app.screenshot(path=str(SCREENSHOT))
        finally:
            browser.close()
    assert RESULTS.search(result)
    assert SCREENSHOT.stat().st_size > 10_000
