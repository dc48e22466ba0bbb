"""Headless Chromium driven through the DevTools protocol (over ``websockets``), for the chronicle tests.

A page is loaded once; the driver collects what the page logged (console errors, uncaught exceptions,
security and network errors), every request it made, and answers DOM queries through the protocol's
``DOM`` domain (no script runs in the page, which forbids scripts). Screenshots at a given width come from
``Page.captureScreenshot``. Run as a script to take the screenshots of a page:
``python tests/chromium.py PAGE.html OUT_PREFIX`` writes ``OUT_PREFIX-1280.png`` and ``OUT_PREFIX-390.png``.
"""

from __future__ import annotations

import base64
import itertools
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

#: Chromium's flags for a quiet, private, offline headless run.
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--hide-scrollbars", "--mute-audio",
         "--remote-debugging-port=0", "--remote-allow-origins=*"]


def executable() -> str | None:
    """Debian's ``chromium`` (or a ``chromium-browser``) on PATH, else None."""
    return shutil.which("chromium") or shutil.which("chromium-browser")


class Browser:
    """One headless Chromium with a new profile folder; ``load(url)`` opens a page in a new tab.

    Use as a context manager: the process is ended and its profile folder removed on exit.
    """

    def __init__(self, timeout: float = 30.0) -> None:
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="chronicle-chromium-")
        exe = executable()
        if exe is None:
            raise RuntimeError("chromium is not installed (apt-get install -y chromium)")
        self.proc = subprocess.Popen([exe, *FLAGS, f"--user-data-dir={self.profile}", "about:blank"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = Path(self.profile) / "DevToolsActivePort"
        deadline = time.monotonic() + timeout
        while not (port_file.exists() and len(port_file.read_text().split()) >= 2):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                self.close()
                raise RuntimeError("chromium did not open its DevTools port")
            time.sleep(0.05)
        port, path = port_file.read_text().split()[:2]
        from websockets.sync.client import connect

        self.ws = connect(f"ws://127.0.0.1:{port}{path}", max_size=None, open_timeout=timeout).__enter__()
        self._ids = itertools.count(1)
        self.events: list[dict[str, Any]] = []

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def close(self) -> None:
        """End Chromium (this process only) and remove its profile folder."""
        ws = getattr(self, "ws", None)
        if ws is not None:
            try:
                ws.close()
            except Exception:  # noqa: BLE001 - closing a dead socket
                pass
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        shutil.rmtree(self.profile, ignore_errors=True)

    def send(self, method: str, session: str | None = None, **params: Any) -> dict[str, Any]:
        """Send one protocol command and wait for its answer (events arriving meanwhile are kept)."""
        ident = next(self._ids)
        message: dict[str, Any] = {"id": ident, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        self.ws.send(json.dumps(message))
        deadline = time.monotonic() + self.timeout
        while True:
            data = json.loads(self.ws.recv(timeout=max(0.1, deadline - time.monotonic())))
            if data.get("id") == ident:
                if "error" in data:
                    raise RuntimeError(f"{method}: {data['error']}")
                return data.get("result", {})
            self.events.append(data)

    def wait_for(self, method: str, session: str) -> dict[str, Any]:
        """Wait for the event ``method`` of ``session`` (already received or next)."""
        deadline = time.monotonic() + self.timeout
        while True:
            for ev in self.events:
                if ev.get("method") == method and ev.get("sessionId") == session:
                    return ev
            self.events.append(json.loads(self.ws.recv(timeout=max(0.1, deadline - time.monotonic()))))

    def load(self, url: str, width: int = 1280, height: int = 900) -> Page:
        """Open ``url`` in a new tab at ``width`` CSS pixels and wait for its load event."""
        target = self.send("Target.createTarget", url="about:blank")["targetId"]
        session = self.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.send(f"{domain}.enable", session)
        self.send("Emulation.setDeviceMetricsOverride", session, width=width, height=height, deviceScaleFactor=1,
                  mobile=width < 600)
        self.send("Page.navigate", session, url=url)
        self.wait_for("Page.loadEventFired", session)
        self.send("Runtime.runIfWaitingForDebugger", session)
        return Page(self, session)


class Page:
    """A loaded page: its logged errors, its requests, DOM queries and screenshots."""

    def __init__(self, browser: Browser, session: str) -> None:
        self.browser = browser
        self.session = session
        self.root = browser.send("DOM.getDocument", session, depth=0)["root"]["nodeId"]

    def _events(self) -> list[dict[str, Any]]:
        return [e for e in self.browser.events if e.get("sessionId") == self.session]

    def errors(self) -> list[str]:
        """Console errors and warnings, uncaught exceptions, log entries of level error or warning
        (security, network, rendering) and failed loads, as text."""
        out = []
        for ev in self._events():
            method, params = ev.get("method"), ev.get("params", {})
            if method == "Runtime.exceptionThrown":
                out.append(f"exception: {params['exceptionDetails'].get('text')}")
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "warning", "assert"):
                out.append(f"console.{params['type']}: {[a.get('value') for a in params.get('args', [])]}")
            elif method == "Log.entryAdded" and params["entry"].get("level") in ("error", "warning"):
                out.append(f"log {params['entry'].get('source')}: {params['entry'].get('text')}")
            elif method == "Network.loadingFailed":
                out.append(f"load failed: {params.get('errorText')}")
        return out

    def requests(self) -> list[str]:
        """The URL of every request the page made (the page itself first)."""
        return [ev["params"]["request"]["url"] for ev in self._events() if ev.get("method") == "Network.requestWillBeSent"]

    def select(self, selector: str, node: int | None = None) -> list[int]:
        """Node ids of the elements matching a CSS ``selector`` (inside ``node``, default the document)."""
        return self.browser.send("DOM.querySelectorAll", self.session, nodeId=node or self.root, selector=selector)["nodeIds"]

    def attribute(self, node: int, name: str) -> str | None:
        """The value of attribute ``name`` of element ``node``, or None."""
        flat = self.browser.send("DOM.getAttributes", self.session, nodeId=node)["attributes"]
        return dict(zip(flat[::2], flat[1::2])).get(name)

    def text(self, node: int) -> str:
        """The element's outer HTML (for messages)."""
        return self.browser.send("DOM.getOuterHTML", self.session, nodeId=node)["outerHTML"]

    def height(self) -> int:
        """The page's whole height in CSS pixels, as laid out now."""
        return int(self.browser.send("Page.getLayoutMetrics", self.session)["cssContentSize"]["height"])

    def screenshot(self, path: Path | str, width: int, top: int = 0, height: int | None = None) -> None:
        """A PNG of the page laid out ``width`` CSS pixels wide: all of it, or ``height`` pixels from ``top``."""
        self.browser.send("Emulation.setDeviceMetricsOverride", self.session, width=width, height=900,
                          deviceScaleFactor=1, mobile=width < 600)
        whole = self.height()
        clip = {"x": 0, "y": top, "width": width, "height": min(height or whole, max(whole - top, 1)), "scale": 1}
        data = self.browser.send("Page.captureScreenshot", self.session, format="png", captureBeyondViewport=True,
                                 clip=clip)["data"]
        Path(path).write_bytes(base64.b64decode(data))


if __name__ == "__main__":       # python tests/chromium.py PAGE.html OUT_PREFIX [SLICE_HEIGHT]
    page_file, prefix = Path(sys.argv[1]).resolve(), sys.argv[2]
    step = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    with Browser() as b:
        p = b.load(page_file.as_uri())
        print("errors:", p.errors(), "requests:", p.requests(), file=sys.stderr)
        for w in (1280, 390):
            if not step:
                p.screenshot(f"{prefix}-{w}.png", w)
                continue
            p.screenshot(f"{prefix}-{w}-0.png", w, 0, step)
            total = p.height()
            for n, top in enumerate(range(0, total, step)):
                p.screenshot(f"{prefix}-{w}-{n}.png", w, top, step)
            print(f"{w}: {total} px in {n + 1} slices", file=sys.stderr)
