"""Two ``ledger serve`` processes on one PostgreSQL database serve one campaign with no lost or doubled action, and
each one's live stream carries the other's writes (README "The server", "Groups")."""

from __future__ import annotations

import json
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from conftest import TEST_STORE
from ledger.service.history import HistoryQuery
from test_web_live import _serve
from web_support import read_events, store_with_sample

pytestmark = pytest.mark.skipif(TEST_STORE != "postgres", reason="two servers on one database: PostgreSQL only")

CAMPAIGN = "/api/campaigns/Second%20Chances"


def test_two_servers_one_database_no_lost_or_doubled_action(tmp_path: Path) -> None:
    from ledger.service import Ledger
    from ledger.service.people import Person

    store = store_with_sample(tmp_path)
    ledger = Ledger(store)
    person = ledger.make_account("Dana")
    ledger.group("Second Chances", "grant", {"person": "Dana", "role": "gm"}, by=Person.OWNER)
    token = ledger.issue_token(person, "test")
    start = ledger.now("Second Chances").actions
    ledger.close()
    one, base_one = _serve(tmp_path / "web.sqlite")
    two, base_two = _serve(tmp_path / "web.sqlite")
    headers = {"Authorization": f"Bearer {token}"}
    try:
        streamed: dict[str, list[int]] = {}
        opened = threading.Event()

        def watch() -> None:
            with httpx.stream("GET", f"{base_one}{CAMPAIGN}/live", headers=headers, timeout=60) as stream:
                opened.set()
                streamed["actions"] = [row["action"] for _, row in read_events(stream.iter_lines(), 24, 60)]

        watcher = threading.Thread(target=watch)
        watcher.start()
        assert opened.wait(30)                           # the stream is open before the first write

        def post(n: int) -> tuple[int, int]:
            base = base_one if n % 2 else base_two
            got = httpx.post(f"{base}{CAMPAIGN}/commands/add-npc", json={"name": f"Extra {n:02d}"}, headers=headers,
                             timeout=60)
            return got.status_code, got.json().get("action", -1) if got.status_code == 201 else -1

        with ThreadPoolExecutor(max_workers=6) as pool:
            answers = list(pool.map(post, range(24)))
        watcher.join()
    finally:
        for proc in (one, two):
            proc.terminate()
            proc.communicate(timeout=20)
    assert [code for code, _ in answers] == [201] * 24
    numbers = sorted(action for _, action in answers)
    assert numbers == list(range(start + 1, start + 25))                 # each answered once, none doubled
    check = Ledger(store)
    found = check.history("Second Chances", HistoryQuery(), None, table=False)
    rows = [json.loads(r) for r in found.rows] if found.encoded else list(found.rows)
    check.close()
    added = [r for r in rows if r["command"] == "add-npc" and r["action"] > start]
    assert sorted(r["action"] for r in added) == numbers
    texts = [json.dumps(r["events"]) for r in added]
    for n in range(24):                                                    # each NPC added by exactly one action
        assert sum(f"Extra {n:02d}" in text for text in texts) == 1
    assert streamed["actions"] == numbers                 # server two's writes too, each once, in order


def test_a_store_urls_password_is_never_printed_or_answered(tmp_path: Path) -> None:
    import os
    import subprocess

    from conftest import LEDGER, ROOT, pg_url

    store_with_sample(tmp_path)
    url = pg_url(tmp_path / "web.sqlite").replace("://root@", "://root:hunter2-secret@")
    env = dict(os.environ, LEDGER_SECRET="test-secret")
    proc = subprocess.Popen([LEDGER, "serve", "--store", url, "--port", "0"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        assert line.startswith("serving "), line
        base = line.split(" at ", 1)[1].split("/ ", 1)[0]
        answers = [httpx.get(f"{base}/api/campaigns", timeout=10).text,
                   httpx.get(f"{base}{CAMPAIGN}/history", headers={"Authorization": "Bearer x.y"}, timeout=10).text,
                   httpx.post(f"{base}/api/sign-in", json={"name": "Dana", "password": "hunter2-secret"}, timeout=10).text]
    finally:
        proc.terminate()
        out, err = proc.communicate(timeout=20)
    assert "hunter2" not in line + out + err + "".join(answers)
    bad = subprocess.run([LEDGER, "serve", "--store", url.replace("127.0.0.1:5432", "127.0.0.1:1"), "--port", "0"],
                         capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    assert bad.returncode == 2 and bad.stderr.startswith("error: store")
    assert "hunter2" not in bad.stdout + bad.stderr
