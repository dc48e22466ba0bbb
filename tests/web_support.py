"""Helpers of the web tests: a campaign store, the app over it, clients signed in by token or by session.

"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from conftest import ROOT

SAMPLE = ROOT / "sample_campaigns" / "masks-second-chances.yaml"




def store_with_sample(tmp_path: Path) -> str:
    """A store (a path under ``tmp_path``; a schema on PostgreSQL runs) holding the sample campaign Second Chances."""
    from ledger.service import Ledger

    store = str(tmp_path / "web.sqlite")
    Ledger(store).replay(SAMPLE)
    return store


def sample_app(tmp_path: Path, **options: Any) -> tuple[Any, Any]:
    """(the app, its warm ``Ledger``) over a store holding the sample campaign; ``options`` go to ``make_app``. The
    caller closes the ledger."""
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(store_with_sample(tmp_path), warm=True)
    return make_app(ledger, secret="test-secret", **options), ledger


def replayed_gm(tmp_path: Path, sample: str) -> tuple[Any, Any, Any]:
    """(the app, its warm ``Ledger``, the GM's token client without ``Accept-Language``) over a store holding the
    sample campaign ``sample`` (a file name under sample_campaigns/). The caller closes the ledger."""
    from ledger.service import Ledger
    from ledger.web import make_app

    store = str(tmp_path / "replayed.sqlite")
    ledger = Ledger(store)
    ledger.replay(ROOT / "sample_campaigns" / sample)
    ledger.close()
    ledger = Ledger(store, warm=True)
    app = make_app(ledger, secret="replayed-test")
    gm = bearer(app, gm_token(app))
    gm.headers.pop("accept-language", None)
    return app, ledger, gm


@contextmanager
def gm_in_scene(store: Path, samples: list[Path], campaign: str) -> Iterator[Any]:
    """GM Dana's token client (a ``TestClient``) of the app over a warm ``Ledger`` at ``store`` holding each of
    ``samples`` (campaign scripts) replayed, a session and a scene started in ``campaign`` (its name as quoted in a
    URL) through the API; the ledger closed after. Raises ``AssertionError`` when the API refuses either start.
    Source: README "The server" (``POST /api/campaigns/NAME/commands/COMMAND``)."""
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(store, warm=True)
    try:
        for sample in samples:
            ledger.replay(sample)
        app = make_app(ledger, secret="test-secret")
        client = bearer(app, gm_token(app))
        for path in ("session/start", "scene/start"):
            assert client.post(f"/api/campaigns/{campaign}/commands/{path}", json={}).status_code == 201
        yield client
    finally:
        ledger.close()


@contextmanager
def gm_and_player(store: Path, sample: str, player: str, lang: str | None = None) -> Iterator[tuple[Any, ...]]:
    """(a warm ``Ledger`` over ``store`` (a path; a schema on PostgreSQL runs) holding the sample campaign ``sample``
    (a file name under sample_campaigns/), GM Dana's token client, Bo's (the player of character ``player``), the
    campaign's API path); both clients ask for ``lang`` (None: no ``Accept-Language`` sent); the ledger closed
    after. Source: README "The server" (bearer tokens; ``/api/campaigns/NAME``)."""
    from urllib.parse import quote

    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(str(store))
    ledger.replay(ROOT / "sample_campaigns" / sample)
    ledger.close()
    ledger = Ledger(str(store), warm=True)
    try:
        app = make_app(ledger, secret="gm-and-player")
        gm, bo = bearer(app, token_for(app, "Dana", "gm")), bearer(app, token_for(app, "Bo", "player", [player]))
        for client in (gm, bo):
            client.headers.pop("accept-language", None)
            if lang is not None:
                client.headers["accept-language"] = lang
        yield ledger, gm, bo, "/api/campaigns/" + quote(next(iter(ledger.campaigns())), safe="")
    finally:
        ledger.close()


def bearer(app: Any, token: str) -> Any:
    """A test client of ``app`` sending ``token`` as its bearer token."""
    from starlette.testclient import TestClient

    client = TestClient(app, base_url="http://127.0.0.1")
    client.headers["Authorization"] = f"Bearer {token}"
    return client


def account(ledger: Any, name: str, password: str | None = None) -> Any:
    """The ``Person`` of account ``name``, opened (with ``password``) when missing."""
    from ledger.service.people import Person

    return Person(name) if name in ledger.accounts() else ledger.make_account(name, password)


def gm_token(app: Any, name: str = "Dana") -> str:
    """A bearer token for GM ``name`` (the account made; GM of every campaign)."""
    return token_for(app, name, "gm")


def grant(ledger: Any, name: str, role: str, characters: list[str] | None = None) -> None:
    """Give ``name`` ``role`` (with ``characters``) in every campaign of ``ledger``'s store, as the store's owner."""
    from ledger.service.people import Person

    for campaign in ledger.campaigns():
        if ledger.role(campaign, Person(name)) != (role, list(characters or [])):
            ledger.group(campaign, "grant", {"person": name, "role": role, "characters": characters or []},
                         by=Person.OWNER)


def token_for(app: Any, name: str, role: str, characters: list[str] | None = None) -> str:
    """A bearer token for ``name`` with ``role`` (and ``characters``) in every campaign of ``app``'s store."""
    ledger = app.state.ledger
    person = account(ledger, name)
    grant(ledger, name, role, characters)
    return ledger.issue_token(person, "test")


class Running:
    """``app`` served by uvicorn on a free port of 127.0.0.1 in a thread of this process (``base``: its address);
    a context manager that stops it."""

    def __init__(self, app: Any) -> None:
        import socket
        import threading

        import uvicorn

        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.base = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        self.server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
        self.server.install_signal_handlers = lambda: None  # type: ignore[method-assign]
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True)

    def __enter__(self) -> Running:
        import time

        self.thread.start()
        for _ in range(200):
            if self.server.started:
                break
            time.sleep(0.05)
        return self

    def __exit__(self, *exc: Any) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=20)
        self.sock.close()


def read_events(lines: Any, count: int, seconds: float) -> list[tuple[str, dict[str, Any]]]:
    """The next ``count`` ``action`` events (id, data) from ``lines`` (an open httpx SSE response's
    ``iter_lines()``), reading at most ``seconds``."""
    import json
    import time

    found: list[tuple[str, dict[str, Any]]] = []
    end = time.monotonic() + seconds
    event: dict[str, str] = {}
    for line in lines:
        if line.startswith(("id: ", "event: ", "data: ")):
            key, _, value = line.partition(": ")
            event[key] = value
        elif not line:
            if event.get("event") == "action":
                found.append((event["id"], json.loads(event["data"])))
            event = {}
        if len(found) >= count or time.monotonic() > end:
            break
    return found


def events(text: str) -> list[tuple[str, dict[str, Any]]]:
    """(id, data) of every ``action`` event in an SSE body (``text``: a whole ``text/event-stream`` answer; comments
    and other events left out). Source: README "The server" (``GET .../live``); the WHATWG HTML standard's
    server-sent events."""
    import json

    found = []
    for block in text.split("\n\n"):
        fields = dict(line.split(": ", 1) for line in block.splitlines() if ": " in line and not line.startswith(":"))
        if fields.get("event") == "action":
            found.append((fields["id"], json.loads(fields["data"])))
    return found


def live_until(client: Any, url: str, newest: int, since: str = "0-0", lang: str | None = None,
               within: float = 60.0) -> list[tuple[str, dict[str, Any]]]:
    """The ``action`` events (id, data) of the live stream at ``url`` (an API or a page's ``.../live``, read by
    ``client``, in ``lang`` when given) after the event id ``since`` (``VERSION-ACTION``; ``"0-0"``: from the
    start) up to the row of action ``newest`` (and whatever the same stream sent after it), read in streams
    bounded to half a second, each resumed from the last id the one before it sent. A bounded stream ends after
    its ``?seconds=`` whether or not it has sent every row it owes (on a loaded machine a half second may carry a
    few rows, or none); one resumed from a ``Last-Event-ID`` sends exactly the messages after it, so the rows read
    are those one unbounded stream would send. Raises ``AssertionError`` for an answer that is not an event stream,
    or when ``within`` seconds bring no row of ``newest``. Source: README "The server" (``GET .../live``: ids,
    ``Last-Event-ID``, ``?seconds=``) and "The web table" (``/c/NAME/live``: the page's own stream)."""
    import time

    found: list[tuple[str, dict[str, Any]]] = []
    params: dict[str, Any] = {"seconds": 0.5, **({"lang": lang} if lang is not None else {})}
    end = time.monotonic() + within
    while time.monotonic() < end:
        got = client.get(url, params=params, headers={"Last-Event-ID": found[-1][0] if found else since})
        assert got.status_code == 200 and got.headers["content-type"].startswith("text/event-stream"), got.text
        found += events(got.text)
        if any(data["action"] == newest for _, data in found):
            return found
    raise AssertionError(f"no row of action {newest} in {len(found)} rows of {url} within {within:g} s")


def noting(monkeypatch: Any, module: Any, attr: str) -> list[Any]:
    """Make every call of ``module.attr`` noted (its first argument after the ledger, else 1), in order: the list
    of notes, for a test to count the reads or folds a road makes."""
    noted: list[Any] = []
    original = getattr(module, attr)

    def noted_call(*a: Any, **k: Any) -> Any:
        noted.append(a[1] if len(a) > 1 and isinstance(a[1], str) else 1)
        return original(*a, **k)
    monkeypatch.setattr(module, attr, noted_call)
    return noted
