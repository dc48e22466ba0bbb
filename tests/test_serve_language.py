"""``ledger serve --lang``: the server's own lines and refusals (a port taken, a host not known or not this machine's,
a store that cannot be used) in a language of the ledger's systems, as every store-wide command has them.

Source: README "Using the ledger" (``--lang``, ``LEDGER_LANG``) and "The server"; ``ledger.cli.language``
(``lang_option``, ``store_words``); ``ledger.failure_reasons`` (the reason's kind, worded by ``rules.reason_frames``).
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
from pathlib import Path

import httpx
import pytest

from conftest import LEDGER, ROOT, TEST_STORE, pg_url


def serve(store: str, *extra: str, timeout: int = 30) -> subprocess.CompletedProcess[str]:
    """``ledger serve`` that is expected to refuse (one ``error:`` line, exit 2)."""
    return subprocess.run([LEDGER, "serve", "--store", store, *extra], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT)


@pytest.fixture()
def store(tmp_path: Path) -> str:
    given = pg_url(tmp_path / "s.sqlite") if TEST_STORE == "postgres" else str(tmp_path / "s.sqlite")
    made = subprocess.run([LEDGER, "create", "Patrol", "--system", "mouseguard", "--store", given], capture_output=True,
                          text=True, timeout=60, cwd=ROOT)
    assert made.returncode == 0, made.stderr
    return given


@pytest.mark.parametrize("lang,said", [
    ("de", "error: port: kann nicht auf 127.0.0.1:{port} lauschen (die Adresse wird schon verwendet)\n"),
    ("es", "error: port: no se puede escuchar en 127.0.0.1:{port} (la dirección ya está en uso)\n"),
    ("it", "error: port: non si può restare in ascolto su 127.0.0.1:{port} (l'indirizzo è già in uso)\n"),
    ("en", "error: port: cannot listen on 127.0.0.1:{port} (the address is already in use)\n"),
])
def test_a_port_taken_is_refused_in_the_language_asked(store: str, lang: str, said: str) -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen(1)
    port = taken.getsockname()[1]
    try:
        proc = serve(store, "--port", str(port), "--lang", lang)
    finally:
        taken.close()
    assert proc.returncode == 2 and proc.stderr == said.format(port=port) and proc.stdout == ""


@pytest.mark.parametrize("host,lang,said", [
    ("no-such-host.invalid", "de", "kann nicht auf no-such-host.invalid:0 lauschen (der Hostname ist unbekannt)"),
    ("no-such-host.invalid", "es", "no se puede escuchar en no-such-host.invalid:0 (el nombre del host no se conoce)"),
    ("192.0.2.1", "it", "non si può restare in ascolto su 192.0.2.1:0 (l'indirizzo non è di questa macchina)"),
    ("no-such-host.invalid", "en", "cannot listen on no-such-host.invalid:0 (the host name is not known)"),
])
def test_a_bad_host_is_refused_in_the_language_asked(store: str, host: str, lang: str, said: str) -> None:
    proc = serve(store, "--host", host, "--port", "0", "--lang", lang)
    assert proc.returncode == 2 and proc.stderr == f"error: port: {said}\n"


def test_a_missing_store_and_a_bad_lang_are_refused_in_words(tmp_path: Path) -> None:
    if TEST_STORE == "postgres":
        pytest.skip("a missing SQLite file")
    missing = tmp_path / "none.sqlite"
    proc = serve(str(missing), "--port", "0", "--lang", "es")
    assert proc.returncode == 2 and proc.stderr.startswith(f"error: store: no hay ningún almacén del ledger en {missing}")
    proc = serve(str(missing), "--port", "0", "--lang", "fr")
    assert proc.returncode == 2 and proc.stderr == \
        "error: lang: 'fr' is not a language of the ledger's systems; allowed: de, en, es, it\n"
    assert not missing.exists()


def test_the_server_says_its_lines_in_the_language_asked(store: str, tmp_path: Path) -> None:
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"))
    env.pop("LEDGER_SECRET", None)
    proc = subprocess.Popen([LEDGER, "serve", "--store", store, "--port", "0", "--lang", "de"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        first = proc.stdout.readline() if proc.stdout else ""
        api = proc.stdout.readline() if proc.stdout else ""
        base = first.split(" unter ", 1)[1].split("/ ", 1)[0]
        assert httpx.get(f"{base}/api/openapi.json", timeout=10).status_code == 200     # serving: the stop is clean
    finally:
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=20)
    assert base.startswith("http://127.0.0.1:") and first.endswith("bereitgestellt (im Browser öffnen; Strg-C beendet)\n")
    assert api == f"die API: {base}/api/openapi.json\n"
    assert proc.returncode == 0 and out == "beendet; jede beantwortete Anfrage wurde vollständig aufgezeichnet\n", err
