"""Secrets stay secret: a store URL's password is never printed, whatever the URL's shape, and a password given on
the command line (seen by others in ``ps``) is pointed to PGPASSWORD, ~/.pgpass or LEDGER_STORE."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import Cli


@pytest.mark.parametrize("given, shown", [
    ("postgresql://gm:S3cr/et@127.0.0.1:5432/db", "postgresql://gm:***@127.0.0.1:5432/db"),
    ("postgresql://gm:p:a@ss@db.example/db?schema=s", "postgresql://gm:***@db.example/db?schema=s"),
    ("postgresql://gm@127.0.0.1/db?password=S3cret", "postgresql://gm@127.0.0.1/db?password=***"),
    ("postgresql://gm@127.0.0.1/db", "postgresql://gm@127.0.0.1/db"),
    ("halcyon.sqlite", "halcyon.sqlite"),
])
def test_redact_hides_every_password_a_url_holds(given: str, shown: str) -> None:
    from ledger.store.locations import redact

    assert redact(given) == shown
    assert redact(f"cannot reach {given} now") == f"cannot reach {shown} now"


@pytest.mark.parametrize("url", ["postgresql://gm:S3cr/et@127.0.0.1:1/db", "postgresql://gm:S3cr3tpw@127.0.0.1:1/db"],
                         ids=["an unencoded slash", "unreachable"])
def test_no_command_prints_a_password_given_in_store(tmp_path: Path, url: str) -> None:
    cli = Cli(tmp_path / "unused.sqlite")
    for argv in (["history", "--store", url], ["verify", "--store", url], ["import", "nothing.jsonl", "--store", url]):
        proc = cli(*argv, ok=False)
        assert proc.returncode == 2, (argv, proc.stdout, proc.stderr)
        assert "S3cr" not in proc.stderr + proc.stdout and "et@" not in proc.stderr, proc.stderr
        assert "gm:***@127.0.0.1:1/db" in proc.stderr or "postgresql://gm@127.0.0.1:1/db" in proc.stderr, proc.stderr
        assert proc.stderr.startswith("note: the password in --store is visible to other users of this machine (ps) "
                                      "while the command runs; give it in PGPASSWORD or ~/.pgpass, or the whole URL "
                                      "in LEDGER_STORE\n"), proc.stderr


def test_a_password_in_ledger_store_is_not_pointed_at(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "unused.sqlite", env={"LEDGER_STORE": "postgresql://gm:S3cr3tpw@127.0.0.1:1/db"})
    proc = cli("history", ok=False)
    assert proc.returncode == 2 and "S3cr3tpw" not in proc.stderr and not proc.stderr.startswith("note:"), proc.stderr
