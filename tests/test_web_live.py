"""Live updates: each recorded action reaches a reader of the campaign's stream within a second, the CLI's writes
too (README "The server", ``/live``); and ``ledger serve`` itself: its address, and a clean stop on SIGTERM and
Ctrl-C."""

from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path
from typing import Any

import httpx
import pytest
from starlette.testclient import TestClient

from conftest import LEDGER, ROOT, TEST_STORE, Cli, pg_url
from web_support import Running, gm_token, live_until, read_events, store_with_sample

CAMPAIGN = "/api/campaigns/Second%20Chances"


@pytest.fixture
def served(tmp_path: Path) -> Any:
    from ledger.service import Ledger
    from ledger.web import make_app

    store = store_with_sample(tmp_path)
    ledger = Ledger(store, warm=True)
    app = make_app(ledger, secret="test-secret", live_interval=0.05)
    client = TestClient(app, base_url="http://127.0.0.1")
    client.headers["Authorization"] = f"Bearer {gm_token(app)}"
    yield client, tmp_path / "web.sqlite"
    client.close()
    ledger.close()


def test_a_cli_write_and_an_api_write_reach_the_stream(served: Any) -> None:
    client, store = served
    start = client.get(f"{CAMPAIGN}/status").json()["action"]
    cli = Cli(store, process=True)
    with Running(client.app) as server:
        headers = dict(client.headers)
        with httpx.stream("GET", f"{server.base}{CAMPAIGN}/live", headers=headers, timeout=30) as stream:
            assert stream.headers["content-type"].startswith("text/event-stream")
            lines = stream.iter_lines()
            cli("mark", "Gale", "afraid", "--campaign", "Second Chances")
            first = read_events(lines, 1, 30)          # the CLI's commit reaches the stream (bounded, not timed)
            got = httpx.post(f"{server.base}{CAMPAIGN}/commands/mark", json={"character": "Rook", "condition": "guilty"},
                             headers=headers, timeout=30)
            assert got.status_code == 201
            second = read_events(lines, 1, 30)
    sent = first + second
    assert [(row["action"], row["command"], row["actor"]) for _, row in sent] == [
        (start + 1, "mark", "GM"), (start + 2, "mark", "GM")]
    assert any("gale afraid" in c.lower() for c in sent[0][1]["changes"])
    assert any("rook guilty" in c.lower() for c in sent[1][1]["changes"])
    assert [int(i.split("-")[1]) for i, _ in sent] == [start + 1, start + 2]


def test_a_reader_that_reconnects_gets_what_it_missed_once(served: Any) -> None:
    client, _ = served
    now = client.get(f"{CAMPAIGN}/status").json()["action"]
    from ledger.service import Ledger

    version = client.app.state.ledger.now("Second Chances").version
    for condition in ("afraid", "guilty"):
        assert client.post(f"{CAMPAIGN}/commands/mark", json={"character": "Gale", "condition": condition}).status_code == 201
    got = live_until(client, f"{CAMPAIGN}/live", now + 2, since=f"{version}-{now}")
    assert [row["action"] for _, row in got] == [now + 1, now + 2]
    assert isinstance(Ledger, type)


def test_bad_stream_parameters(served: Any) -> None:
    client, _ = served
    got = client.get(f"{CAMPAIGN}/live", params={"seconds": "soon"})
    assert got.status_code == 400 and got.json()["error"]["field"] == "seconds"
    assert client.get("/api/campaigns/Elsewhere/live", params={"seconds": 1}).status_code == 404


def _serve(store: Path, *extra: str) -> tuple[subprocess.Popen[str], str]:
    """Start ``ledger serve`` on a free port of 127.0.0.1; (the process, its base address)."""
    env = dict(os.environ, XDG_CONFIG_HOME=str(store.parent / "config"))
    env.pop("LEDGER_SECRET", None)
    given = pg_url(store) if TEST_STORE == "postgres" else str(store)
    proc = subprocess.Popen([LEDGER, "serve", "--store", given, "--port", "0", *extra], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    line = proc.stdout.readline() if proc.stdout else ""
    assert line.startswith("serving "), (line, proc.stderr.read() if proc.poll() is not None and proc.stderr else "")
    opened = line.split(" at ", 1)[1].split(" ", 1)[0]          # the address a person opens: the pages' root
    assert opened.endswith("/") and line.endswith(" (open it in a browser; Ctrl-C stops)\n"), line
    base = opened[:-1]
    api = proc.stdout.readline() if proc.stdout else ""
    assert api == f"the API: {base}/api/openapi.json\n", api
    return proc, base


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_ledger_serve_prints_its_address_and_stops_cleanly(tmp_path: Path, sig: int) -> None:
    store_with_sample(tmp_path)
    proc, base = _serve(tmp_path / "web.sqlite")
    try:
        assert base.startswith("http://127.0.0.1:")
        doc = httpx.get(f"{base}/api/openapi.json", timeout=10)
        assert doc.status_code == 200 and doc.json()["openapi"].startswith("3.1")
        assert httpx.get(f"{base}/api/campaigns", timeout=10).status_code == 401
    finally:
        proc.send_signal(sig)
        out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0, err
    assert "stopped" in out
    assert "Traceback" not in err
    kept = [Path(str(tmp_path / "web.sqlite") + ".secret")] if TEST_STORE != "postgres" else list(
        (tmp_path / "config" / "ledger").glob("server-*.secret"))
    assert len(kept) == 1 and oct(kept[0].stat().st_mode)[-3:] == "600"       # the session key: its owner's only
    assert len(kept[0].read_text().strip()) >= 40


def test_ledger_serve_gm_prints_a_one_time_sign_in_link(tmp_path: Path) -> None:
    store_with_sample(tmp_path)
    proc, base = _serve(tmp_path / "web.sqlite", "--gm", "Dana")
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        assert line.startswith("sign-in link for Dana"), line
        link = line.split(": ", 1)[1].strip()
        assert link.startswith(f"{base}/sign-in/")
        with httpx.Client() as browser:
            signed = browser.get(link, headers={"Accept": "text/html"}, timeout=10)
            assert signed.status_code == 303 and signed.headers["location"] == "/"      # signed in, sent to the pages
            home = browser.get(f"{base}/", timeout=10)
            assert home.status_code == 200 and '<a href="/c/Second%20Chances">Second Chances</a>' in home.text
            assert [c["name"] for c in browser.get(f"{base}/api/campaigns", timeout=10).json()] == ["Second Chances"]
            csrf = browser.get(f"{base}/api/me", timeout=10).json()["csrf"]
            done = browser.post(f"{base}{CAMPAIGN}/commands/mark", json={"character": "Gale", "condition": "afraid"},
                                headers={"X-CSRF-Token": csrf}, timeout=10)
            assert done.status_code == 201, done.text
        assert httpx.get(link, timeout=10).status_code == 401              # once
    finally:
        proc.terminate()
        proc.communicate(timeout=20)
    from ledger.service import Ledger
    from ledger.service.people import Person

    ledger = Ledger(str(tmp_path / "web.sqlite"))
    assert ledger.role("Second Chances", Person("Dana"))[0] == "gm"
    ledger.close()


def test_ledger_serve_refuses_a_missing_store(tmp_path: Path) -> None:
    if TEST_STORE == "postgres":
        pytest.skip("a missing SQLite file")
    proc = subprocess.run([LEDGER, "serve", "--store", str(tmp_path / "none.sqlite"), "--port", "0"], capture_output=True,
                          text=True, timeout=30)
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: store")


@pytest.mark.parametrize("sample", ["masks-second-chances.yaml", "mouseguard-darkwater-crossing.yaml"])
def test_since_reads_the_end_only_and_answers_as_the_whole_history(tmp_path: Path, sample: str) -> None:
    """``Ledger.since`` (what the stream sends) reads only the events after its cursor, yet gives, for every reader
    and every cursor between two actions, exactly the rows of the whole history after it: corrections, places and
    hidden records alike."""
    from ledger.aggregates import campaign_id
    from ledger.service import Ledger
    from ledger.service.history import HistoryQuery
    from ledger.service.people import Person

    ledger = Ledger(tmp_path / "s.sqlite", warm=True)
    camp, _ = ledger.replay(ROOT / "sample_campaigns" / sample)
    from rules.players import player_characters

    characters = sorted(player_characters(ledger.system(camp.name), ledger.now(camp.name).state))[:1]
    ledger.group(camp.name, "grant", {"person": "Ana", "role": "player", "characters": characters})
    ledger.group(camp.name, "grant", {"person": "Vic", "role": "viewer"})
    events = list(ledger.app.events.get(campaign_id(camp.name)))
    top = events[-1].originator_version
    ends = [e.originator_version for e, after in zip(events, events[1:] + [None])      # cursors fall between actions
            if after is None or getattr(after, "action_id", 0) != getattr(e, "action_id", 0)]
    for reader in (Person.OWNER, Person("Ana"), Person("Vic")):
        found = ledger.history(camp.name, HistoryQuery(), None, table=False, by=reader)
        whole = [json.loads(r) for r in found.rows] if found.encoded else list(found.rows)
        for version in sorted({ends[0], ends[len(ends) // 3], ends[len(ends) // 2], ends[-6], ends[-2], top}):
            newer = [e for e in events if e.originator_version > version]
            after = {getattr(e, "action_id", 0) for e in newer}
            changed = {int(n) for e in newer if type(e).__name__ == "Corrected"          # sent again, as they read now
                       for n in (*e.undone, *e.redone, *(e.inputs or {}), *(e.revised or {}))}
            expected = [r for r in whole if r["action"] in after | changed]
            assert ledger.since(camp.name, version, reader) == expected, (reader, version)
    ledger.close()


@pytest.mark.parametrize("sample", ["masks-second-chances.yaml", "mouseguard-darkwater-crossing.yaml",
                                    "mosaic-blumen-des-montezuma.yaml", "pokemon-aranciopoli-noir.yaml"])
def test_each_reader_gets_the_live_rows_in_their_language(tmp_path: Path, sample: str) -> None:
    """One read of the newest events (``since_each``) gives each reader their rows in their own language, the rows
    the history gives in that language; a language the system does not read in is refused naming ``lang``."""
    from ledger.service import Ledger
    from ledger.service.history import HistoryQuery
    from ledger.service.people import Person
    from rules.errors import RuleError

    ledger = Ledger(tmp_path / "s.sqlite", warm=True)
    camp, _ = ledger.replay(ROOT / "sample_campaigns" / sample)
    ledger.group(camp.name, "grant", {"person": "Vic", "role": "viewer"})
    ledger.group(camp.name, "grant", {"person": "Mara", "role": "gm"})
    first, second = ledger.system(camp.name).languages
    start = ledger.app.campaign_events(camp.name)
    version = [e.originator_version for e in start if getattr(e, "action_id", 0) <= 3][-1]
    readers = [Person("Vic"), Person("Mara"), Person("Vic")]
    _, rows = ledger.since_each(camp.name, version, readers, langs=[first, second, second])
    for reader, lang, got in zip(readers, [first, second, second], rows):
        whole = list(ledger.history(camp.name, HistoryQuery(), lang, table=False, by=reader).rows)
        assert got == [r for r in whole if r["action"] > 3] and got, (reader, lang)
    assert rows[0] != rows[2]                    # the same reader, the other language: other words
    with pytest.raises(RuleError) as refused:
        ledger.since_each(camp.name, version, readers[:1], langs=["xx"])
    assert refused.value.field == "lang"
    ledger.close()


def test_the_stream_speaks_the_language_asked(served: Any) -> None:
    client, _ = served
    now = client.get(f"{CAMPAIGN}/status").json()["action"]
    version = client.app.state.ledger.now("Second Chances").version
    assert client.post(f"{CAMPAIGN}/commands/mark", json={"character": "Gale", "condition": "afraid"}).status_code == 201
    told = {}
    for lang in ("en", "es"):
        told[lang] = [row for _, row in live_until(client, f"{CAMPAIGN}/live", now + 1, f"{version}-{now}", lang)]
        expected = client.get(f"{CAMPAIGN}/history", params={"last": 1, "lang": lang}).json()
        assert told[lang] == expected, lang
    assert told["en"] != told["es"]
    bad = client.get(f"{CAMPAIGN}/live", params={"seconds": 0.5, "lang": "xx"})
    assert bad.status_code in (400, 422) and bad.json()["error"]["field"] == "lang"


def test_serving_every_address_names_this_machine_s_own_and_https_only_sets_secure(tmp_path: Path) -> None:
    """``--host 0.0.0.0`` says it listens on every address and gives the address this machine's browser opens (not
    ``http://0.0.0.0``, which no browser reaches elsewhere); ``--https-only`` gives the sign-in cookie its Secure flag
    (README "The server")."""
    store_with_sample(tmp_path)
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"))
    env.pop("LEDGER_SECRET", None)
    given = pg_url(tmp_path / "web.sqlite") if TEST_STORE == "postgres" else str(tmp_path / "web.sqlite")
    proc = subprocess.Popen([LEDGER, "serve", "--store", given, "--host", "0.0.0.0", "--port", "0", "--https-only",
                             "--gm", "Dana"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        port = line.split(", port ", 1)[1].split(":", 1)[0]
        assert line.endswith(f"on every address of this machine, port {port}: the group opens "
                             f"http://THIS-MACHINE'S-ADDRESS:{port}/ (here: http://127.0.0.1:{port}/; Ctrl-C stops)\n")
        assert proc.stdout.readline() == f"the API: http://127.0.0.1:{port}/api/openapi.json\n"
        link = proc.stdout.readline().rsplit(" ", 1)[1].strip()
        assert link.startswith(f"http://127.0.0.1:{port}/sign-in/")
        signed = httpx.get(link, timeout=10, headers={"Accept": "application/json"})
        cookie = signed.headers.get("set-cookie", "")
        assert "secure" in cookie.lower() and "httponly" in cookie.lower(), cookie
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=20)
