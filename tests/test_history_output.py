"""The history streamed, its last N rows read from the end, the compact view, the
pager, and the same JSON bytes as before streaming."""

from __future__ import annotations

import os
import pty
import subprocess
from pathlib import Path
from typing import Any

import orjson
import pytest

from conftest import LEDGER, ROOT, TEST_STORE, Cli, pg_url

SAMPLES = sorted((ROOT / "sample_campaigns").glob("*.yaml"))


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Cli]:
    out = {}
    for script in SAMPLES:
        cli = Cli(tmp_path_factory.mktemp(script.stem) / "s.sqlite")
        cli("replay", str(script))
        out[script.stem] = cli
    return out


@pytest.mark.parametrize("stem", [s.stem for s in SAMPLES])
def test_last_n_rows_are_the_tail_of_the_whole_history(played: dict[str, Cli], stem: str) -> None:
    cli = played[stem]
    rows = cli.json("history")
    for n in (1, 2, 7, 50, len(rows), len(rows) + 5):
        assert cli.json("history", "--last", str(n)) == rows[-n:], n


@pytest.mark.parametrize("stem", ["masks-second-chances", "mouseguard-darkwater-crossing"])
def test_last_n_with_filters_keeps_the_last_n_of_the_filtered(played: dict[str, Cli], stem: str) -> None:
    cli = played[stem]
    rows = cli.json("history")
    gm = [r for r in rows if r["actor"] == "GM"]
    assert cli.json("history", "--actor", "gm", "--last", "3") == gm[-3:]
    first = [r for r in rows if r["session"] == 1]
    assert first and cli.json("history", "--session", "1", "--last", "4") == first[-4:]


def test_last_n_across_corrections_keeps_their_marks(played: dict[str, Cli]) -> None:
    """The sample with undo, redo and amend: every tail of every length agrees with the whole history
    (marks on rows whose correction is in the tail, sessions and scenes walked back)."""
    cli = played["masks-second-chances"]
    rows = cli.json("history")
    assert any(r["undone_by"] for r in rows) and any(r["amended_by"] for r in rows)
    for n in range(1, len(rows) + 1):
        assert cli.json("history", "--last", str(n)) == rows[-n:], n


def test_json_is_one_array_in_stable_bytes(played: dict[str, Cli]) -> None:
    cli = played["masks-halcyon-nights"]
    text = cli("history", "--json").stdout
    rows = orjson.loads(text)
    assert text.encode() == orjson.dumps(rows, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS) + b"\n"
    assert all(r["time"].endswith("+00:00") for r in rows)
    empty = cli("history", "--actor", "Lumen", "--session", "0", "--json").stdout    # each matches; together nothing
    assert empty == "[]\n"


def test_compact_view_is_one_line_per_action(played: dict[str, Cli]) -> None:
    cli = played["masks-second-chances"]
    rows = cli.json("history")
    lines = cli("history", "--compact").stdout.splitlines()
    assert len(lines) == len(rows)
    for line, row in zip(lines, rows):
        assert line.split()[0] == str(row["action"])
        assert f"{row['session']}/{row['scene']}" in line and row["command"] in line
        if row["undone_by"]:
            assert f"undone by #{row['undone_by']}" in line
    last = cli("history", "--compact", "--last", "2").stdout.splitlines()
    assert last == lines[-2:]


def test_table_shows_every_row_in_batches(played: dict[str, Cli]) -> None:
    cli = played["masks-halcyon-nights"]
    rows = cli.json("history")
    assert len(rows) > 100                                   # more than one batch of the table
    text = cli("history").stdout
    starts = [line.split()[0] for line in text.splitlines() if line[:1].isdigit()]
    assert starts == [str(r["action"]) for r in rows]
    assert text.count("History — Halcyon Nights") == 1


def test_bad_last_is_refused(played: dict[str, Cli]) -> None:
    cli = played["basic-the-salt-road"]
    for bad in ("0", "-3"):                    # out of range: the field as the other fields are named
        proc = cli("history", "--last", bad, ok=False)
        assert (proc.returncode, proc.stderr) == (2, f"error: last: a whole number of at least 1 (got {bad})\n")
    proc = cli("history", "--last", "many", ok=False)    # no number: click's usage line names the option
    assert proc.returncode == 2 and "Invalid value for '--last': 'many' is not a whole number" in proc.stderr, proc.stderr


def _on_a_terminal(cli: Cli, tmp_path: Path, *args: str) -> tuple[str, str | None]:
    """Run ``ledger`` with stdin and stdout on a pseudo-terminal of 20 lines and ``$PAGER`` writing to a
    file; returns (what reached the terminal, what reached the pager or None)."""
    paged = tmp_path / "paged.txt"
    paged.unlink(missing_ok=True)
    pager = tmp_path / "pager.sh"
    pager.write_text(f"#!/bin/sh\ncat > '{paged}'\n")
    pager.chmod(0o755)
    store = str(cli.store) if TEST_STORE != "postgres" else pg_url(cli.store)
    env = dict(os.environ, LEDGER_STORE=store, LINES="20", COLUMNS="120", PAGER=str(pager), TERM="dumb")
    primary, secondary = pty.openpty()
    proc = subprocess.Popen([LEDGER, *args], stdin=secondary, stdout=secondary, stderr=subprocess.PIPE, env=env)
    os.close(secondary)
    seen = b""
    while True:
        try:
            chunk = os.read(primary, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    proc.wait(timeout=60)
    os.close(primary)
    assert proc.returncode == 0, proc.stderr.read()
    return seen.decode(errors="replace"), (paged.read_text() if paged.exists() else None)


def test_long_output_on_a_terminal_goes_through_the_pager(played: dict[str, Cli], tmp_path: Path) -> None:
    cli = played["masks-halcyon-nights"]
    shown, paged = _on_a_terminal(cli, tmp_path, "history", "--compact")
    assert paged is not None and len([line for line in paged.splitlines() if line]) == len(cli.json("history"))
    shown, paged = _on_a_terminal(cli, tmp_path, "history", "--compact", "--last", "6")   # (the last 3: the GM's recaps)
    assert paged is None and "end-of-session" in shown




def test_ledger_lang_is_the_default_display_language(played: dict[str, Cli]) -> None:
    """``LEDGER_LANG`` (any case, a locale form too) is used when the system has it; ``--lang`` wins; a
    system without it keeps its own first language (no refusal)."""
    masks, basic = played["masks-halcyon-nights"], played["basic-the-salt-road"]
    for value in ("es", "ES", "es_ES.UTF-8", "es-MX"):
        spanish = Cli(masks.store, env={"LEDGER_LANG": value})
        assert "(por qué:" in spanish("history", "--compact", "--last", "6").stdout, value   # (before the recaps)
        assert "(why:" in spanish("history", "--compact", "--last", "6", "--lang", "en").stdout
    english = Cli(basic.store, env={"LEDGER_LANG": "es"})("history", "--compact", "--last", "3").stdout
    assert "(why:" in english or "why" not in english.lower()


@pytest.mark.parametrize("stem, lang, note", [("basic-the-salt-road", "en", "no action matches these filters"),
                                              ("masks-halcyon-nights", "es", "ninguna acción cumple estos filtros"),
                                              ("mosaic-blumen-des-montezuma", "de", "keine Aktion passt zu diesen Filtern")])
def test_filters_that_match_nothing_say_so(played: dict[str, Cli], stem: str, lang: str, note: str) -> None:
    """README "Using the ledger" (``history`` filters): a session and a scene that both exist but never together
    (scene 1 is in session 1, not 2) print no row and say so on stderr, exit 0; with no filter nothing is said."""
    cli = played[stem]
    rows = cli.json("history")
    assert any(r["session"] == 1 and r["scene"] == 1 for r in rows) and any(r["session"] == 2 for r in rows)
    for view in ((), ("--compact",)):
        proc = cli("history", "--session", "2", "--scene", "1", "--lang", lang, *view)
        assert proc.returncode == 0 and proc.stderr.strip() == note
        assert not any(line.lstrip().startswith("1 ") for line in proc.stdout.splitlines())
    assert cli("history", "--last", "1", "--lang", lang).stderr == ""
    assert cli.json("history", "--session", "2", "--scene", "1") == []
