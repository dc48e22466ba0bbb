"""Limits on every road in: what ``--reason``, ``create`` and the command models refuse, a script entry and an
imported file's line refuse too (``ledger.inputs``), each with a one-line error and nothing written."""

from __future__ import annotations

import gzip
from pathlib import Path
from typing import Any

import orjson
import pytest

from conftest import ALWAYS_PROCESS, Cli

HEADER = "ledger-script: 1\ncampaign: Limits\nsystem: masks\nactions:\n"


def replay(tmp_path: Path, body: str) -> tuple[Cli, Any]:
    """Replay a script of ``HEADER`` and ``body`` into a new store; (the store's Cli, the finished process)."""
    script = tmp_path / "s.yaml"
    script.write_text(HEADER + body, encoding="utf-8")
    cli = Cli(tmp_path / "s.sqlite")
    return cli, cli("replay", str(script), ok=False)


@pytest.mark.parametrize("body, said", [
    ("  - add-npc: {name: V, reason: " + "x" * 1001 + "}\n", "error: entry 1 (add-npc): reason: a reason of at most 1000 characters\n"),
    ("  - add-npc: {name: V, reason: [a, b]}\n", "error: entry 1 (add-npc): reason: a reason is text (a list or a mapping is not one)\n"),
    ("  - add-npc: {name: V, reason: &r [x, *r]}\n", "error: script: an alias at line 5 contains itself (a cycle); a script's values are finite\n"),
    ("  - add-npc: {name: V, as: [GM]}\n", "error: entry 1: as: give GM or a character's name (text)\n"),
    ("  - add-npc: {name: V}\n  - session start\n  - scene start\n  - roll: {move: unleash, dice: [" + "9" * 5000 + ", 1]}\n",
     "error: script: a number of more than 4,300 digits; whole numbers run from -9,223,372,036,854,775,808 to "
     "9,223,372,036,854,775,807\n"),
    ("  - add-npc: {name: V}\n  - session start\n  - scene start\n  - roll: {move: unleash, dice: [" + "9" * 30 + ", 1]}\n",
     "error: entry 4 (roll): dice: a whole number of at most 18 digits\n"),
    ("  - add-npc: {name: V}\n  - undo: {reason: " + "y" * 1001 + "}\n",
     "error: entry 2 (undo): reason: a reason of at most 1000 characters\n"),
], ids=["reason too long", "reason a list", "reason a cyclic alias", "as a list",
        "over 4,300 digits", "over 64 bits", "a correction's reason too long"])
def test_a_script_entry_gets_every_limit_a_command_line_gets(tmp_path: Path, body: str, said: str) -> None:
    cli, proc = replay(tmp_path, body)
    assert proc.returncode == 2 and proc.stderr == said, proc.stderr
    assert not cli.has_store()


def test_the_command_line_refuses_the_same(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "c.sqlite")
    cli("create", "Limits", "--system", "masks")
    before = cli.bytes()
    proc = cli("add-npc", "Zed", "--reason", "x" * 1001, ok=False)
    assert proc.returncode == 2 and proc.stderr == "error: reason: a reason of at most 1000 characters\n"
    assert cli.bytes() == before


def test_the_service_refuses_a_number_the_store_cannot_keep(tmp_path: Path) -> None:
    """The road an API call takes (the service layer): a whole number past 64 bits is refused by name."""
    from ledger.errors import LedgerError
    from ledger.inputs import whole_numbers

    whole_numbers({"dice": [2**63 - 1, -(2**63)]})
    with pytest.raises(LedgerError) as caught:
        whole_numbers({"dice": [2**63, 1]})
    assert str(caught.value) == "dice: a whole number of at most 18 digits"
    shared = [1, 2]
    whole_numbers({"a": shared, "b": shared})            # a value met twice (a YAML alias) is no cycle


def test_a_nul_byte_in_out_is_refused(tmp_path: Path) -> None:
    from ledger.errors import LedgerError
    from ledger.store.out_files import target

    with pytest.raises(LedgerError) as caught:
        target(str(tmp_path / "a\x00b.jsonl"), False)
    assert str(caught.value) == "out: a file path cannot hold a NUL byte"
    if not ALWAYS_PROCESS:                               # (a process's argument cannot hold a NUL byte at all)
        cli = Cli(tmp_path / "c.sqlite")
        cli("create", "Limits", "--system", "masks")
        proc = cli("export", "--out", str(tmp_path / "a\x00b.jsonl"), ok=False)
        assert proc.returncode == 2 and proc.stderr == "error: out: a file path cannot hold a NUL byte\n"


def rechained(lines: list[bytes], change: Any = None) -> list[bytes]:
    """An export's lines with ``change(obj)`` applied to each event line and every chain link (and the header's
    head) recomputed, as a forger with the ledger's own code would."""
    from ledger.aggregates import campaign_id
    from ledger.aggregates.chain import fields_link

    header = orjson.loads(lines[0])
    cid = campaign_id(header["campaign"])
    previous = None
    out = []
    for line in lines[1:]:
        obj = orjson.loads(line)
        if change is not None:
            change(obj)
        obj["state"]["chain"] = obj["chain"] = fields_link(previous, cid, obj["version"], obj["state"])
        previous = obj["chain"]
        out.append(orjson.dumps(obj))
    header["chain_head"] = previous
    return [orjson.dumps(header), *out]


@pytest.fixture
def exported(tmp_path: Path) -> list[bytes]:
    cli = Cli(tmp_path / "src.sqlite")
    cli("create", "Limits", "--system", "masks")
    cli("add-npc", "Zed", "--reason", "met at the docks")
    out = tmp_path / "e.jsonl"
    cli("export", "--out", str(out))
    return out.read_bytes().splitlines()


@pytest.mark.parametrize("name", ["Halcyon\x1b[31m", "Ring\x07", "Evil\u202eName"], ids=["ESC", "BEL", "U+202E"])
def test_an_import_refuses_a_campaign_name_create_refuses(tmp_path: Path, exported: list[bytes], name: str) -> None:
    header = orjson.loads(exported[0])
    header["campaign"] = name
    path = tmp_path / "f.jsonl.gz"
    path.write_bytes(gzip.compress(b"\n".join([orjson.dumps(header), *exported[1:]]) + b"\n"))
    target = Cli(tmp_path / "t.sqlite")
    proc = target("import", str(path), ok=False)
    assert proc.returncode == 2 and proc.stderr == ("error: file: line 1: the campaign's name: control or invisible "
                                                    "characters (tabs and line breaks included) are not allowed in a "
                                                    "campaign name; the joiners U+200C and U+200D are "
                                                    f"(got {name!r})\n"), proc.stderr
    assert not target.has_store()


def test_an_import_refuses_a_reason_past_the_limit(tmp_path: Path, exported: list[bytes]) -> None:
    """A line whose reason is longer than ``--reason`` allows (its chain recomputed): refused, naming the line."""
    def longer(obj: dict[str, Any]) -> None:
        if obj["state"].get("reason"):
            obj["state"]["reason"] = "x" * 5000

    path = tmp_path / "f.jsonl"
    path.write_bytes(b"\n".join(rechained(exported, longer)) + b"\n")
    target = Cli(tmp_path / "t.sqlite")
    proc = target("import", str(path), ok=False)
    assert proc.returncode == 2 and proc.stderr == ("error: file: line 3: its reason is not text of at most 1,000 "
                                                    "characters (the limit every road in has)\n"), proc.stderr
    assert not target.has_store()
    fine = tmp_path / "g.jsonl"
    fine.write_bytes(b"\n".join(rechained(exported)) + b"\n")
    assert "imported campaign Limits: 2 events" in target("import", str(fine)).stdout
