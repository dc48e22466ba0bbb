"""The archive's refusals hold to one rule and speak the campaign's language: ``verify --file --signed-by`` refuses
what ``import --signed-by`` refuses (an unsigned file, another key's signature, one that does not match); an
import's and a replay's refusals speak the language of the campaign the file names (its own language, else its
system's first); a ``--sign`` key that cannot be read is said in the ledger's words; a store another process holds
is waited for once, and said in the campaign's language.

Source: README "Archiving a campaign" ("with ``--signed-by KEY.pub`` anything but that key's signature is refused";
an import's refusals speak the language of the campaign the file names), README "Using the ledger" (a campaign's
language; one-line refusals) and "Stores, groups and what survives" (a locked store is waited for).
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest

from conftest import Cli


def _german(tmp_path: Path) -> Cli:
    cli = Cli(tmp_path / "de.sqlite")
    cli("create", "Blumen", "--system", "mosaic", "--lang", "de")
    return cli


def _key(cli: Cli, out: Path) -> str:
    said = cli("keygen", "--out", str(out), "--lang", "en").stdout
    return re.match(r"made key ([0-9a-f]{16}):", said).group(1)


def test_verify_with_a_key_refuses_what_import_refuses(tmp_path: Path) -> None:
    cli = _german(tmp_path)
    mine, other = _key(cli, tmp_path / "gm.key"), _key(cli, tmp_path / "other.key")
    out, pub = tmp_path / "b.jsonl", str(tmp_path / "gm.key.pub")
    cli("export", "--out", str(out))
    proc = cli("verify", "--file", str(out), "--signed-by", pub, "--lang", "en", ok=False)
    assert (proc.returncode, proc.stdout, proc.stderr) == (1, "", f"DAMAGED {out}: not signed (no b.jsonl.sig beside it)\n")
    data = json.loads(cli("verify", "--file", str(out), "--signed-by", pub, "--json", ok=False).stdout)
    assert (data["ok"], data["damage"], data["signature"]["state"]) == (False, "not signed (no b.jsonl.sig beside it)",
                                                                        "unsigned")
    assert cli("verify", "--file", str(out), "--json").returncode == 0          # no key asked: an unsigned file is whole
    refused = Cli(tmp_path / "other.sqlite")("import", str(out), "--signed-by", pub, "--lang", "en", ok=False)
    assert refused.stderr == "error: file: not signed (no b.jsonl.sig beside it); nothing was written\n"

    cli("export", "--out", str(out), "--force", "--sign", str(tmp_path / "other.key"))
    proc = cli("verify", "--file", str(out), "--signed-by", pub, "--lang", "en", ok=False)
    assert (proc.returncode, proc.stderr) == (1, f"DAMAGED {out}: the signature does not match the key given: signed "
                                                 f"by key {other}, not {mine}\n")
    cli("export", "--out", str(out), "--force", "--sign", str(tmp_path / "gm.key"))
    proc = cli("verify", "--file", str(out), "--signed-by", pub, "--lang", "en")
    assert proc.stdout.splitlines()[0] == f"OK {out}: campaign Blumen, 1 event; signed by key {mine} (the key given)"
    Path(str(out) + ".sig").write_text("{}", encoding="utf-8")
    data = json.loads(cli("verify", "--file", str(out), "--signed-by", pub, "--json", ok=False).stdout)
    assert (data["ok"], data["signature"]["state"]) == (False, "mismatch")


def test_the_rule_itself() -> None:
    from ledger.archive.anchors import refused

    assert [refused(s, False) for s in ("signed", "unsigned", "mismatch")] == [False, False, True]
    assert [refused(s, True) for s in ("signed", "unsigned", "mismatch")] == [False, True, True]


def test_an_import_speaks_the_language_of_the_campaign_the_file_names(tmp_path: Path) -> None:
    from ledger.service.archiving import file_language

    cli = _german(tmp_path)
    out = tmp_path / "b.jsonl"
    cli("export", "--out", str(out))
    assert file_language(out) == ("mosaic", "de")
    assert cli("import", str(out), ok=False).stderr.startswith("error: campaign: Kampagne 'Blumen' gibt es schon in ")
    lines = out.read_text(encoding="utf-8").splitlines()
    (tmp_path / "cut.jsonl").write_text("\n".join([lines[0], lines[1], lines[1][:40]]) + "\n", encoding="utf-8")
    other = Cli(tmp_path / "new.sqlite")
    assert other("import", str(tmp_path / "cut.jsonl"), ok=False).stderr == \
        "error: file: Zeile 3: kein JSON (eine bearbeitete, gekürzte oder fremde Datei)\n"
    (tmp_path / "cut.jsonl").write_text("\n".join([lines[0], lines[1][:40]]) + "\n", encoding="utf-8")
    assert other("import", str(tmp_path / "cut.jsonl"), ok=False).stderr == \
        "error: file: line 2: not JSON (an edited, cut or foreign file)\n"        # its language cannot be read
    (tmp_path / "edited.jsonl").write_text("\n".join([lines[0], lines[1].replace('"GM"', '"Gm"', 1)]) + "\n",
                                           encoding="utf-8")
    assert other("import", str(tmp_path / "edited.jsonl"), ok=False).stderr == \
        ("error: file: Zeile 2: die Hash-Kette bricht hier (die Zeile oder eine davor wurde bearbeitet, entfernt oder "
         "verschoben)\n")
    Path(str(out) + ".sig").write_text("{}", encoding="utf-8")
    assert other("import", str(out), ok=False).stderr == ("error: file: die Signatur passt nicht: b.jsonl.sig ist keine "
                                                          "Signatur, wie der Ledger sie schreibt; nichts wurde geschrieben\n")
    assert other("import", str(out), "--lang", "en", ok=False).stderr.startswith("error: file: the signature does not")
    assert not other.has_store()


def test_a_campaign_with_no_language_of_its_own_speaks_its_systems_first(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "p.sqlite")
    cli("create", "Noir", "--system", "pokemon")
    out = tmp_path / "p.jsonl"
    cli("export", "--out", str(out))
    assert cli("import", str(out), ok=False).stderr.startswith(
        "error: campaign: la campagna 'Noir' esiste già in ")


def test_a_replay_speaks_the_language_its_script_names(tmp_path: Path) -> None:
    from ledger.service.replaying import script_language

    german = tmp_path / "de.yaml"
    german.write_text("ledger-script: 1\ncampaign: Rollen\nsystem: mosaic\noptions: {}\nlanguage: DE\nactions:\n"
                      "  - 5\n", encoding="utf-8")
    noir = tmp_path / "noir.yaml"
    noir.write_text("ledger-script: 1\ncampaign: Noir\nsystem: pokemon\nactions:\n  - 5\n", encoding="utf-8")
    assert [script_language(p) for p in (german, noir, tmp_path / "none.yaml")] == \
        [("mosaic", "de"), ("pokemon", None), (None, None)]
    cli = Cli(tmp_path / "r.sqlite")
    assert cli("replay", str(german), ok=False).stderr == \
        "error: entry 1: jeder Eintrag ist ein Befehlsname oder eine Abbildung mit einem Schlüssel {Befehl: {Argumente}}\n"
    assert cli("replay", str(noir), ok=False).stderr == \
        "error: entry 1: ogni voce è il nome di un comando o una mappa di una sola chiave {comando: {argomenti}}\n"
    assert cli("replay", str(noir), "--lang", "en", ok=False).stderr == \
        "error: entry 1: each entry is a command name or a one-key mapping {command: {arguments}}\n"


@pytest.mark.parametrize("lang,missing,public", [
    ("en", "error: sign: cannot read nokey: no such file or folder",
     "error: sign: gm.key.pub is not a private key made by 'ledger keygen' (it holds a public key: give the private "
     "key, the file without .pub)"),
    ("de", "error: sign: nokey lässt sich nicht lesen: diese Datei oder diesen Ordner gibt es nicht",
     "error: sign: gm.key.pub ist kein mit 'ledger keygen' angelegter privater Schlüssel (er enthält einen "
     "öffentlichen Schlüssel: gib den privaten Schlüssel an, die Datei ohne .pub)"),
])
def test_a_signing_key_that_cannot_be_used_is_said_in_the_ledgers_words(tmp_path: Path, lang: str, missing: str,
                                                                      public: str, monkeypatch: pytest.MonkeyPatch) -> None:
    cli = _german(tmp_path)
    monkeypatch.chdir(tmp_path)
    _key(cli, tmp_path / "gm.key")
    out = str(tmp_path / "b.jsonl")
    assert cli("export", "--out", out, "--sign", "nokey", "--lang", lang, ok=False).stderr == missing + "\n"
    assert cli("export", "--out", out, "--sign", "gm.key.pub", "--lang", lang, ok=False).stderr == public + "\n"
    assert not Path(out).exists()


def test_a_reason_for_an_event_that_does_not_decode_is_the_ledgers() -> None:
    import orjson
    from pydantic import BaseModel

    from ledger.failure_reasons import decode_reason
    from rules.archive_frames import said

    class Model(BaseModel):
        n: int

    try:
        Model.model_validate({"n": "x"})
    except Exception as exc:  # noqa: BLE001 - pydantic's own error
        fitting = decode_reason(exc)
    try:
        orjson.loads(b"{")
    except orjson.JSONDecodeError as exc:
        not_json = decode_reason(exc)
    assert [not_json, fitting, decode_reason(KeyError("x")), decode_reason(TypeError("y"))] == [
        "its bytes are not JSON (cut or edited)", "its fields do not fit its kind of event (edited)",
        "a field it needs is missing (edited)", "it is not an event the ledger writes (edited or foreign)"]
    assert said("de", f"line 4: the event does not fold ({decode_reason(TypeError('y'))})") == \
        "Zeile 4: das Ereignis lässt sich nicht anwenden (es ist kein Ereignis, wie der Ledger es schreibt (bearbeitet " \
        "oder fremd))"


@pytest.mark.sqlite_only
@pytest.mark.parametrize("command", [("session", "start"), ("language", "en")])
def test_a_held_store_is_waited_for_once_and_said_in_the_campaigns_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: tuple[str, ...]) -> None:
    import ledger.store.locations

    cli = _german(tmp_path)
    monkeypatch.setattr(ledger.store.locations, "LOCK_WAIT", 1.0)
    waits: list[BaseException] = []             # each SQLite error that ended a whole wait, told busy
    told = ledger.store.locations.busy

    def counted(exc: BaseException) -> bool:
        if told(exc) and all(exc is not seen for seen in waits):
            waits.append(exc)
        return told(exc)

    monkeypatch.setattr(ledger.store.locations, "busy", counted)
    before = cli.bytes()
    holder = sqlite3.connect(cli.store, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        proc = cli(*command, ok=False)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert (proc.returncode, proc.stderr) == (2, f"error: store: {cli.store} ist gesperrt: ein anderer Prozess hält den "
                                                 "Speicher (1 s gewartet); lass diesen Befehl fertig werden oder schließ "
                                                 "das Programm, das ihn offen hat, und führe das dann erneut aus\n")
    assert len(waits) == 1                                      # one LOCK_WAIT waited out, not two
    assert cli.bytes() == before
