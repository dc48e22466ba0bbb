"""``ledger serve`` reads no forwarded header unless told which proxy sends it: the sign-in limit per IP address
counts the connection's own address, whatever ``X-Forwarded-For`` a client names (README "The server", "Signing
in"; ``--forwarded-allow-ips``)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import httpx
import pytest

from conftest import LEDGER, ROOT, TEST_STORE, pg_url
from web_support import account, store_with_sample

LIMIT = 10                        # sign-in attempts a minute per IP address (README "Signing in")


def _serve(tmp_path: Path, *extra: str) -> tuple[subprocess.Popen[str], str]:
    """``ledger serve`` over a store holding the sample and an account Dana (password), on a free port."""
    from ledger.service import Ledger

    store = store_with_sample(tmp_path)
    ledger = Ledger(store)
    account(ledger, "Dana", "correct horse battery")
    ledger.close()
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"))
    env.pop("LEDGER_SECRET", None)
    given = pg_url(store) if TEST_STORE == "postgres" else store
    proc = subprocess.Popen([LEDGER, "serve", "--store", given, "--port", "0", *extra], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    line = proc.stdout.readline() if proc.stdout else ""
    assert line.startswith("serving "), (line, proc.stderr.read() if proc.poll() is not None and proc.stderr else "")
    return proc, line.split(" at ", 1)[1].split(" ", 1)[0].rstrip("/")


def _attempts(base: str) -> list[tuple[int, str]]:
    """(status, error field) of ``LIMIT + 2`` wrong sign-ins, each under another name and another forwarded
    address."""
    got = []
    for n in range(LIMIT + 2):
        answer = httpx.post(f"{base}/api/sign-in", json={"name": f"Guess{n}", "password": "wrong wrong wrong"},
                            headers={"X-Forwarded-For": f"203.0.113.{n + 1}", "Forwarded": f"for=198.51.100.{n + 1}"},
                            timeout=10)
        got.append((answer.status_code, answer.json()["error"]["field"]))
    return got


@pytest.mark.parametrize(("extra", "limited"), [((), True), (("--forwarded-allow-ips", "127.0.0.1"), False)])
def test_the_sign_in_limit_counts_the_connection_unless_a_proxy_is_named(tmp_path: Path, extra: tuple[str, ...],
                                                                          limited: bool) -> None:
    proc, base = _serve(tmp_path, *extra)
    try:
        got = _attempts(base)
        signed = httpx.post(f"{base}/api/sign-in", json={"name": "Dana", "password": "correct horse battery"},
                            headers={"X-Forwarded-For": "203.0.113.200"}, timeout=10)
    finally:
        proc.terminate()
        proc.communicate(timeout=20)
    assert got[:LIMIT] == [(401, "sign-in")] * LIMIT
    if limited:                   # every guess counted against 127.0.0.1, whatever address it named
        assert got[LIMIT:] == [(429, "sign-in")] * 2
        assert signed.status_code == 429 and signed.json()["error"]["message"] == "too many sign-in attempts; wait a minute"
    else:                         # behind the named proxy, each forwarded address is its own client
        assert got[LIMIT:] == [(401, "sign-in")] * 2
        assert signed.status_code == 200 and signed.json()["person"] == "Dana"


def test_serve_documents_the_forwarded_option() -> None:
    shown = subprocess.run([LEDGER, "serve", "--help"], capture_output=True, text=True, timeout=30)
    assert shown.returncode == 0
    assert "--forwarded-allow-ips ADDRESSES" in shown.stdout
    assert "X-Forwarded-For names the client. Default: none" in " ".join(shown.stdout.split())
