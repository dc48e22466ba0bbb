"""Anchors outside the store: a trusted head digest (``verify --head``) and signed exports (``keygen``, ``export
--sign``, ``import``/``verify --file`` with ``--signed-by``). A forger with write access recomputes the key-less chain
after an edit; these anchors are what they cannot recompute."""

from __future__ import annotations

import gzip
from pathlib import Path
from typing import Any

import orjson
import pytest

from conftest import ROOT, Cli
from store_edits import campaign_rows
from test_input_limits import rechained

NAME = "Halcyon Nights"


@pytest.fixture
def played(tmp_path: Path) -> Cli:
    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"))
    return cli


def head_of(cli: Cli) -> str:
    lines = cli("verify").stdout.splitlines()
    (head,) = [line.removeprefix("head: ") for line in lines if line.startswith("head: ")]
    digest, name = head.split("  ", 1)
    assert name == NAME and len(digest) == 64
    return digest


def forge_and_rechain(cli: Cli, first: int, delete_from: int | None = None) -> None:
    """Edit event ``first``'s actor (or, with ``delete_from``, delete the events from there on), recompute every link
    after it as a forger would with the ledger's own code, and delete the snapshots."""
    from ledger.aggregates.chain import fields_link
    from ledger.aggregates.stored import upcast

    rows, cid = campaign_rows(cli.store, NAME)
    events = rows.events(cid)
    if delete_from is not None:
        for version, _, _ in events[delete_from - 1:]:
            rows.delete(cid, version)
        events = events[:delete_from - 1]
    previous = None
    for version, topic, state in events:
        if version == first:
            state["actor"] = "Mallory"
        if version >= first:
            fields = upcast(topic.rpartition(":")[2], dict(state))
            state["chain"] = fields_link(previous, cid, version, fields)
            rows.put(cid, version, state)
        previous = state["chain"]
    rows.drop_snapshots()
    rows.close()


@pytest.mark.parametrize("how", ["field edited", "history shortened"])
def test_a_trusted_head_finds_a_forgery_with_the_chain_recomputed(played: Cli, tmp_path: Path, how: str) -> None:
    digest = head_of(played)
    heads = tmp_path / "heads.txt"
    heads.write_text(f"# heads I keep\n{'f' * 64}  Another Campaign\n{digest}  {NAME}\n", encoding="utf-8")
    assert "note: holds the trusted head (the last at event 222)" in played("verify", "--head", str(heads)).stdout
    if how == "field edited":
        forge_and_rechain(played, 30)
    else:
        forge_and_rechain(played, 10**6, delete_from=200)
    assert played("verify").stdout.startswith(f"OK {NAME}: ")          # the key-less chain alone cannot tell
    for given in (digest, str(heads)):
        proc = played("verify", "--head", given, ok=False)
        assert proc.returncode == 1 and proc.stderr == (
            f"DAMAGED {NAME}: the trusted head {digest} is not the link of any event of this record: an event up to it "
            "was changed or removed since it was written down\n"), proc.stderr


def test_a_head_that_is_neither_a_digest_nor_a_file_is_refused(played: Cli) -> None:
    proc = played("verify", "--head", "abc", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: head: 'abc' is neither a head digest")


@pytest.fixture
def signed(played: Cli, tmp_path: Path) -> tuple[Path, Path, Path]:
    """(a signed export, the GM's private key, its public key)."""
    key = tmp_path / "gm.key"
    made = played("keygen", "--out", str(key)).stdout
    assert made.startswith("made key ") and key.stat().st_mode & 0o777 == 0o600
    out = tmp_path / "e.jsonl.gz"
    said = played("export", "--out", str(out), "--sign", str(key)).stdout
    key_id = made.split()[2].rstrip(":")
    assert said.splitlines()[1] == f"signed by key {key_id}: {out}.sig"
    return out, key, Path(f"{key}.pub")


def test_import_and_verify_say_who_signed(signed: tuple[Path, Path, Path], tmp_path: Path) -> None:
    out, key, public = signed
    from ledger.archive.anchors import key_id

    kid = key_id(bytes.fromhex(public.read_text().strip()))
    assert Cli(tmp_path / "a.sqlite")("import", str(out)).stdout == (
        f"imported campaign {NAME}: 222 events; signed by key {kid} (give --signed-by KEY.pub to hold it to your key)\n")
    assert Cli(tmp_path / "b.sqlite")("import", str(out), "--signed-by", str(public)).stdout == (
        f"imported campaign {NAME}: 222 events; signed by key {kid} (the key given)\n")
    assert f"222 events; signed by key {kid} (the key given)" in Cli(tmp_path / "x.sqlite")(
        "verify", "--file", str(out), "--signed-by", str(public)).stdout
    Path(f"{out}.sig").unlink()
    assert Cli(tmp_path / "c.sqlite")("import", str(out)).stdout.endswith("; not signed (no e.jsonl.gz.sig beside it)\n")
    target = Cli(tmp_path / "d.sqlite")
    proc = target("import", str(out), "--signed-by", str(public), ok=False)
    assert proc.returncode == 2 and proc.stderr == "error: file: not signed (no e.jsonl.gz.sig beside it); nothing was written\n"
    assert not target.has_store()


def test_a_forged_export_with_its_chain_recomputed_fails_the_signature(signed: tuple[Path, Path, Path],
                                                                       tmp_path: Path) -> None:
    out, key, public = signed
    lines = gzip.decompress(out.read_bytes()).splitlines()

    def forge(obj: dict[str, Any]) -> None:
        if obj["version"] == 30:
            obj["state"]["actor"] = "Mallory"

    forged = rechained(lines, forge)
    out.write_bytes(gzip.compress(b"\n".join(forged) + b"\n"))
    assert orjson.loads(forged[0])["chain_head"] != orjson.loads(lines[0])["chain_head"]
    target = Cli(tmp_path / "t.sqlite")
    proc = target("import", str(out), ok=False)
    assert proc.returncode == 2 and proc.stderr == ("error: file: the signature does not match: the file or "
                                                    "e.jsonl.gz.sig was changed since it was signed; nothing was written\n")
    assert not target.has_store()
    proc = target("verify", "--file", str(out), ok=False)
    assert proc.returncode == 1 and "the signature does not match" in proc.stderr


def test_a_signature_by_another_key_is_refused_with_trust(signed: tuple[Path, Path, Path], played: Cli,
                                                          tmp_path: Path) -> None:
    out, key, public = signed
    other = tmp_path / "other.key"
    played("keygen", "--out", str(other))
    played("export", "--out", str(out), "--force", "--sign", str(other))
    target = Cli(tmp_path / "t.sqlite")
    proc = target("import", str(out), "--signed-by", str(public), ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: file: the signature does not match the key given: "
                                                           "signed by key ")
    assert not target.has_store()
    proc = played("keygen", "--out", str(other), ok=False)
    assert proc.returncode == 2 and "a key is never overwritten" in proc.stderr
