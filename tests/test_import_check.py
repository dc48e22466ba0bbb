"""An import's checks split over two processes (``ledger.archive.import_check``) name the same first bad line, and the
same check on it, as one process doing them all; a lost helper changes nothing but the time.

Source: README "Export, import and verify" and its measure (import within 2x of raw on two cores).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT, Cli
from ledger.archive.import_check import CHAIN, DECODE, FOLD, FORM, LineError, Verdicts


@pytest.fixture(params=["here", "helper"])
def where(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    import ledger.archive.import_check

    if request.param == "helper":
        monkeypatch.setattr(ledger.archive.import_check, "PARALLEL_FROM", 0)
    return str(request.param)


def export_of(tmp_path: Path) -> tuple[Cli, list[str]]:
    source = Cli(tmp_path / "src.sqlite")
    source("replay", str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"))
    out = tmp_path / "e.jsonl"
    source("export", "--out", str(out))
    return source, out.read_text(encoding="utf-8").splitlines()


def refused(tmp_path: Path, lines: list[str]) -> str:
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    target = Cli(tmp_path / "t.sqlite")
    proc = target("import", str(bad), ok=False)
    assert proc.returncode == 2 and not target.has_store(), proc.stderr
    (line,) = proc.stderr.strip().splitlines()
    return line


def edit(lines: list[str], n: int, change: Any) -> None:
    event = json.loads(lines[n])
    change(event)
    lines[n] = json.dumps(event)


def first_change_line(lines: list[str], after: int) -> int:
    return next(i for i in range(after, len(lines)) if json.loads(lines[i])["state"].get("changes"))


def test_a_chain_break_before_a_broken_line_is_the_one_named(tmp_path: Path, where: str) -> None:
    """The helper finds the chain break at line k; this process finds a line that is not JSON later: line k."""
    _, lines = export_of(tmp_path)
    edit(lines, 9, lambda e: e["state"].__setitem__("actor", "Someone Else"))
    lines[30] = lines[30][:-5]
    assert refused(tmp_path, lines) == "error: file: line 10: the hash chain breaks here (the line, or one before it, " \
                                       "was edited, removed or moved)"


def test_a_broken_line_before_a_chain_break_is_the_one_named(tmp_path: Path, where: str) -> None:
    _, lines = export_of(tmp_path)
    lines[9] = lines[9][:-5]
    edit(lines, 30, lambda e: e["state"].__setitem__("actor", "Someone Else"))
    assert refused(tmp_path, lines) == "error: file: line 10: not JSON (an edited, cut or foreign file)"


def test_on_one_line_the_chain_is_named_before_the_fold(tmp_path: Path, where: str) -> None:
    """A changed ``before`` breaks the chain (the helper's check) and the fold (this process's) on the same
    line: the chain is named, as one process checking in order would."""
    _, lines = export_of(tmp_path)
    n = first_change_line(lines, 5)
    edit(lines, n, lambda e: e["state"]["changes"][0].__setitem__("before", "nothing like it"))
    assert refused(tmp_path, lines) == f"error: file: line {n + 1}: the hash chain breaks here (the line, or one before " \
                                       "it, was edited, removed or moved)"


def test_a_line_that_does_not_decode_is_named_as_such(tmp_path: Path, where: str) -> None:
    _, lines = export_of(tmp_path)
    n = first_change_line(lines, 5)
    edit(lines, n, lambda e: e["state"].__setitem__("action_id", "seven"))
    assert refused(tmp_path, lines) == f"error: file: line {n + 1}: the event does not decode (an edited or foreign line)"


@pytest.mark.parametrize("at", ["shared", "not shared", "last"])
def test_a_line_that_does_not_decode_is_named_whichever_process_validates_it(tmp_path: Path, where: str, at: str) -> None:
    """With a helper, this process validates every third event's model and the helper the others (the first, the
    last and any from before the chain always; ``import_check.shared``): a field of the wrong type is named as a line
    that does not decode, whoever validated it, before the chain break the same edit causes."""
    from ledger.archive.import_check import shared

    _, lines = export_of(tmp_path)
    n = len(lines) - 1 if at == "last" else next(i for i in range(20, 40) if shared(i) == (at == "shared"))
    edit(lines, n, lambda e: e["state"].__setitem__("actor", 5))      # the fold does not read it: only the model does
    assert refused(tmp_path, lines) == f"error: file: line {n + 1}: the event does not decode (an edited or foreign line)"


def test_a_lost_helper_changes_nothing_but_the_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The helper dies at its first line: the checks start again in this process; the import is whole, and a
    damaged file is refused with the same line."""
    import ledger.archive.import_check
    import ledger.archive.importing

    monkeypatch.setattr(ledger.archive.import_check, "PARALLEL_FROM", 0)
    parent = os.getpid()
    real = ledger.archive.importing.links

    def dying(*args: Any) -> Any:
        if os.getpid() != parent:
            os._exit(9)                                  # the helper process, killed before it reports anything
        return real(*args)

    monkeypatch.setattr(ledger.archive.importing, "links", dying)
    source, lines = export_of(tmp_path)
    whole = tmp_path / "whole.jsonl"
    whole.write_text("\n".join(lines) + "\n", encoding="utf-8")
    target = Cli(tmp_path / "w.sqlite")
    assert target("import", str(whole)).stdout.startswith("imported campaign Halcyon Nights")
    ours, theirs = target.json("history"), source.json("history")
    for row in ours + theirs:
        row.pop("time")
    assert ours == theirs and len(ours) > 100
    assert target("verify").stdout.startswith("OK")
    edit(lines, 9, lambda e: e["state"].__setitem__("actor", "Someone Else"))
    assert refused(tmp_path, lines).startswith("error: file: line 10: the hash chain breaks here")


def test_verdicts_order_errors_by_line_then_check() -> None:
    """The rule both halves follow: the earlier line first, then the earlier check on one line."""
    def source() -> Any:
        yield 1, "a"
        yield 2, "b"
        raise LineError(3, CHAIN, "the hash chain breaks here")

    checks = Verdicts(source())
    assert checks.upto(2) is None
    found = checks.upto(3)
    assert found is not None and found.key() == (3, CHAIN)
    assert LineError(3, FORM, "x").key() < found.key() < LineError(3, FOLD, "y").key() < LineError(4, DECODE, "z").key()
    with pytest.raises(LineError):
        checks.final()


def test_a_header_with_no_event_after_it_is_refused(tmp_path: Path, where: str) -> None:
    """A header and nothing after it: refused on line 2 (it was an internal error); a header that says 0 events is an
    edited header."""
    import orjson

    _, lines = export_of(tmp_path)
    header = orjson.loads(lines[0])
    header["events"], header["chain_head"] = 1, None
    assert refused(tmp_path, [orjson.dumps(header).decode()]) == "error: file: line 2: no event follows the header " \
                                                                 "(an export holds at least the campaign's creation)"
    header["events"] = 0
    assert refused(tmp_path, [orjson.dumps(header).decode()]) == "error: file: line 1: the header's events is not a " \
                                                                 "whole number of at least 1 (an edited header)"


def test_a_key_given_twice_is_an_edit_even_when_the_chain_holds(tmp_path: Path, where: str) -> None:
    """``"actor":"Mallory","actor":"Gale"``: the parser keeps the last value, so the chain (over the parsed fields)
    holds, but a reader keeping the first would see another actor. The line is not as the ledger writes it."""
    _, lines = export_of(tmp_path)
    n = first_change_line(lines, 5)
    actor = json.loads(lines[n])["state"]["actor"]
    original = f'"actor":{json.dumps(actor)}'
    assert original in lines[n]
    lines[n] = lines[n].replace(original, f'"actor":"Mallory",{original}', 1)
    assert refused(tmp_path, lines) == f"error: file: line {n + 1}: not written as the ledger writes an event line " \
                                       "(a key twice, added spaces or another order: an edited line)"


def test_a_reformatted_line_with_its_chain_intact_is_an_edit(tmp_path: Path, where: str) -> None:
    _, lines = export_of(tmp_path)
    lines[7] = json.dumps(json.loads(lines[7]))                  # the same fields, with spaces after the separators
    assert refused(tmp_path, lines).startswith("error: file: line 8: not written as the ledger writes an event line")


@pytest.mark.parametrize("how", ["version true", "keys in another order"])
def test_a_line_whose_state_could_be_misread_is_refused(tmp_path: Path, where: str, how: str) -> None:
    """The state is stored as the line's own bytes: a line whose version is ``true`` (equal to 1 in Python) or
    whose keys come in another order must never be taken apart at the wrong place."""
    _, lines = export_of(tmp_path)
    event = json.loads(lines[1])
    if how == "version true":
        event["version"] = True
        lines[1] = json.dumps(event, separators=(",", ":"), ensure_ascii=False)
        expected = "error: file: line 2: event True where event 1 was due (a missing or reordered line)"
    else:
        lines[1] = json.dumps({k: event[k] for k in ("state", "version", "topic", "chain")}, separators=(",", ":"),
                              ensure_ascii=False)
        expected = "error: file: line 2: not written as the ledger writes an event line (a key twice, added spaces " \
                   "or another order: an edited line)"
    assert refused(tmp_path, lines) == expected


@pytest.fixture(scope="module")
def big_export(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An export of a 6,000-event Masks campaign (over ``PARALLEL_FROM``: its import forks the helper process),
    played by the benchmark's campaign generator."""
    import sys

    from ledger.store.application import LedgerApp
    from ledger.archive.import_check import PARALLEL_FROM

    sys.path.insert(0, str(ROOT / "bench"))
    try:
        from bench_rebuild import Builder
    finally:
        sys.path.remove(str(ROOT / "bench"))
    folder = tmp_path_factory.mktemp("big")
    builder = Builder(LedgerApp(folder / "big.sqlite", create=True), 6000, 7, 200)
    builder.run()
    builder.app.close()
    out = folder / "big.jsonl"
    Cli(folder / "big.sqlite")("export", "--out", str(out))
    assert out.stat().st_size >= PARALLEL_FROM
    return out


@pytest.mark.sqlite_only
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["sigint", "sigterm"])
def test_an_interrupted_import_leaves_the_whole_campaign_or_nothing(big_export: Path, tmp_path: Path, sig: int) -> None:
    """Ctrl-C or SIGTERM at a random moment of an import (helper process and all): exit 0 with the campaign whole, or
    exit 130 and one line that says whether it was recorded; a new store is then not made at all (no file, no
    temporary file beside it), an existing one holds exactly what it held, or that and the whole campaign."""
    import random
    import time

    from conftest import LEDGER

    slow = bool(os.environ.get("LEDGER_RUNSLOW"))
    start = time.perf_counter()
    Cli(tmp_path / "timed.sqlite", process=True)("import", str(big_export))
    duration = time.perf_counter() - start
    rng = random.Random(int(sig))
    outcomes = set()
    for n in range(12 if slow else 4):
        folder = tmp_path / f"run{n}"
        folder.mkdir()
        store = folder / "s.sqlite"
        existing = n % 2 == 1
        if existing:
            Cli(store)("create", "Already Here")
        proc = subprocess.Popen([LEDGER, "import", str(big_export), "--store", str(store)], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, start_new_session=True)
        time.sleep(rng.uniform(0.05, duration * 1.1))
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            pass
        out, err = proc.communicate(timeout=300)
        lines = err.strip().splitlines()
        names = [c["name"] for c in Cli(store).json("campaigns")] if store.exists() else []
        imported = "Bench Nights" in names
        if proc.returncode == 0:
            assert imported and out.startswith("imported campaign Bench Nights")
            outcomes.add("done")
        elif proc.returncode < 0 or (proc.returncode == 1 and "KeyboardInterrupt" in err):
            assert not imported, err                               # stopped in the interpreter's own start
            outcomes.add("before start")
        else:
            assert proc.returncode == 130 and len(lines) == 1 and lines[0].startswith("error: "), (proc.returncode, err)
            assert ("nothing was recorded" in lines[0]) == (not imported), (lines[0], names)
            outcomes.add("interrupted")
        assert sorted(p.name for p in folder.iterdir() if not p.name.startswith("s.sqlite")) == []
        if existing:
            assert names in (["Already Here"], ["Already Here", "Bench Nights"])
        else:
            assert store.exists() == imported
        if imported:
            assert Cli(store)("verify", "--campaign", "Bench Nights").stdout.startswith("OK")
    assert outcomes
