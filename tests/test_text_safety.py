"""Text safety (the newcomer's test pass): text that is not UTF-8 is refused, user text is printed on one
line with every control or format character visible, and ``history --since/--until`` take only ISO 8601.

Source: the three findings of the newcomer's test pass (item 1: invalid UTF-8 -> ``error: <field>: not valid
UTF-8 text``, exit 2, nothing written; item 2: ``\\n``, ``\\t``, U+202E, U+2066..U+2069, U+200B, U+FEFF shown
escaped in every human-readable output, JSON exact; item 3: ``--since``/``--until`` refused unless ISO 8601).
"""

from __future__ import annotations

import subprocess
import unicodedata
from pathlib import Path
from typing import Any, get_args

import pytest

import rules
from conftest import LEDGER, ROOT, TEST_STORE, Cli, pg_url
from ledger.user_text import lines_safe, one_line
from rules.errors import RuleError
from rules.decide import decide
from rules.declaration import Context

NOT_UTF8 = "not valid UTF-8 text (retype it; invalid bytes cannot be recorded)"
BAD = "bad\udc9b"                      # what Python makes of the bytes b"bad\x9b" in argv or the environment
#: A reason that tries to forge a history row, with every kind of invisible character the finding lists.
#: A reason trying to forge a row: no control character (refused: test_free_text_controls), but a line separator
#: U+2028 and the bidi, zero-width and BOM characters a reason may hold and every face shows escaped.
FORGED = "ok)\u2028   6  0/0  2026-11-30 10:55  GM: undo — undo of action 1 (why: forged\u202e\u2066\u2069\u200b\ufeff"


def raw_hidden(text: str) -> list[str]:
    """The characters of ``text`` a terminal would not show as they are (line breaks between lines aside)."""
    return [c for c in text if c not in "\n" and unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp", "Cs")]


# --- one_line -------------------------------------------------------------------------------------------

def test_one_line_escapes_every_control_and_format_character() -> None:
    assert one_line("a\nb\tc\rd") == "a\\nb\\tc\\rd"
    assert one_line("x\x1b[31m\x07\x9b") == "x\\x1b[31m\\x07\\x9b"
    assert one_line("r\u202el\u2066\u2067\u2068\u2069\u200b\ufeff\u2028\u2029") == (
        "r\\u202el\\u2066\\u2067\\u2068\\u2069\\u200b\\ufeff\\u2028\\u2029")
    assert one_line("bad\udc9b") == "bad\\udc9b"
    assert one_line("Émile — ok, 5 ≥ 3 ✓") == "Émile — ok, 5 ≥ 3 ✓"          # printable text kept
    assert one_line(one_line(FORGED)) == one_line(FORGED)                     # idempotent
    assert one_line(42) == "42"
    assert lines_safe("one\ntwo\u202e") == "one\ntwo\\u202e"                   # a cell keeps its own lines


# --- 1. invalid UTF-8 -----------------------------------------------------------------------------------

def refused(cli: Cli, field: str, *args: str) -> None:
    """``args`` is refused with exactly ``error: <field>: not valid UTF-8 text ...``, exit 2, store unchanged."""
    before = cli.bytes()
    proc = cli(*args, ok=False)
    assert (proc.returncode, proc.stderr, proc.stdout) == (2, f"error: {field.replace('_', '-')}: {NOT_UTF8}\n", ""), args
    assert cli.bytes() == before


@pytest.fixture
def masks(cli: Cli) -> Cli:
    cli("create", "Plain", "--system", "masks")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    return cli


@pytest.mark.parametrize(("field", "args"), [
    ("reason", ("add-character", "Kid", "--playbook", "bull", "--plus-one", "danger", "--reason", BAD)),
    ("name", ("add-character", BAD, "--playbook", "bull", "--plus-one", "danger")),
    ("playbook", ("add-character", "Kid", "--playbook", BAD, "--plus-one", "danger")),
    ("as", ("mark", "Rook", "angry", "--as", BAD)),
    ("reason", ("mark", "Rook", "angry", "--reason", BAD)),
    ("campaign", ("mark", "Rook", "angry", "--campaign", BAD)),
    ("campaign", ("history", "--campaign", BAD)),
    ("store", ("mark", "Rook", "angry", "--store", BAD)),
    ("store", ("history", "--store", BAD)),
    ("reason", ("undo", "1", "--reason", BAD)),
    ("as", ("undo", "1", "--as", BAD)),
    ("actor", ("history", "--actor", BAD)),
    ("name", ("create", BAD)),
    ("option", ("create", "Other", "--option", f"x={BAD}")),
    ("lang", ("sheet", "Rook", "--lang", BAD)),
])
def test_invalid_utf8_in_any_text_argument_is_refused(masks: Cli, field: str, args: tuple[str, ...]) -> None:
    refused(masks, field, *args)


def test_invalid_utf8_in_the_environment_is_refused(masks: Cli) -> None:
    before = masks.bytes()
    for env, field in (({"LEDGER_CAMPAIGN": BAD}, "campaign"), ({"LEDGER_ACTOR": BAD}, "as")):
        proc = Cli(masks.store, env=env)("undo", "1", ok=False)
        assert (proc.returncode, proc.stderr) == (2, f"error: {field.replace('_', '-')}: {NOT_UTF8}\n")
    assert masks.bytes() == before


def test_invalid_utf8_in_a_script_is_refused(masks: Cli, tmp_path: Path) -> None:
    quoted = tmp_path / "quoted.yaml"
    quoted.write_text('ledger-script: 1\ncampaign: Other\nsystem: masks\nactions:\n'
                      '  - add-character: {name: Kid, playbook: bull, plus-one: danger, reason: "x\\udc9b"}\n')
    refused(masks, "script.actions[0].add-character.reason", "replay", str(quoted))
    raw = tmp_path / "raw.yaml"
    raw.write_bytes(b"ledger-script: 1\ncampaign: Other\xff\nsystem: masks\nactions: []\n")
    before = masks.bytes()
    proc = masks("replay", str(raw), ok=False)
    assert (proc.returncode, proc.stderr) == (2, f"error: script: {NOT_UTF8}: an invalid byte at offset 32\n")
    assert masks.bytes() == before
    refused(masks, "script", "replay", str(tmp_path / BAD))


def test_invalid_utf8_in_ledger_play_is_refused(masks: Cli) -> None:
    before = masks.bytes()
    proc = masks("play", "--as", BAD, ok=False)
    assert (proc.returncode, proc.stderr) == (2, f"error: as: {NOT_UTF8}\n")
    assert masks.bytes() == before


def test_the_newcomers_command_line_bytes_are_refused(masks: Cli) -> None:
    """The finding as typed: real bytes on a real command line (a process of its own)."""
    env = dict(masks.env)
    store = pg_url(masks.store) if TEST_STORE == "postgres" else str(masks.store)
    before = masks.bytes()
    import os

    proc = subprocess.run([LEDGER.encode(), b"add-character", b"Kid", b"--playbook", b"bull", b"--plus-one", b"danger",
                           b"--reason", b"bad\x9b"], capture_output=True, cwd=ROOT, timeout=60,
                          env=dict(os.environ, LEDGER_STORE=store, **env))
    assert (proc.returncode, proc.stderr.decode(), proc.stdout) == (2, f"error: reason: {NOT_UTF8}\n", b"")
    assert masks.bytes() == before


def _text_fields(model: Any) -> list[str]:
    """The fields of an argument model that take text (``str`` or a list of ``str``), as scripts spell them."""
    found = []
    for name, info in model.model_fields.items():
        kinds = {info.annotation, *get_args(info.annotation)}
        for k in list(kinds):
            kinds |= set(get_args(k))
        if str in kinds:
            found.append(info.alias or name)
    return found


def test_every_text_argument_of_every_system_refuses_invalid_utf8() -> None:
    """The generic argument validation (``rules.decide.decide``) refuses it for every command of every system,
    before the command's own checks: the same one-line refusal everywhere."""
    checked = 0
    for sid in rules.registered():
        system = rules.get_system(sid)
        state = system.new_state(system.parse_options({}))
        for command, spec in system.commands.items():
            for field in _text_fields(spec.args):
                for value in (BAD, [BAD]):
                    with pytest.raises(RuleError) as err:
                        decide(system, state, command, {field: value}, Context("GM", 1))
                    assert str(err.value) == f"{field}: {NOT_UTF8}", (sid, command, field)
                    checked += 1
    assert checked > 100


# --- 2. user text printed one-line-safe ----------------------------------------------------------------

def test_a_reason_cannot_forge_a_row_or_hide_characters(masks: Cli, tmp_path: Path) -> None:
    masks("session", "start")
    masks("scene", "start", "--title", "Roof")
    said = masks("mark", "Rook", "angry", "--reason", FORGED).stdout
    assert said.splitlines()[-1] == f"  why: {one_line(FORGED)}"                 # the action's own summary line
    assert raw_hidden(said) == []
    masks("undo", "4", "--reason", FORGED)
    compact = masks("history", "--compact").stdout
    assert len(compact.splitlines()) == 6                                        # actions 0..5, nothing forged
    assert compact.splitlines()[4].endswith(f"(why: {one_line(FORGED)})  [undone by #5]")
    assert [ln.split()[0] for ln in compact.splitlines()] == ["0", "1", "2", "3", "4", "5"]
    outputs = {args: masks(*args).stdout for args in (("history",), ("history", "--compact"), ("why", "Rook", "angry"),
                                                      ("history", "--lang", "es"), ("sheet", "Rook"))}
    for args, text in outputs.items():
        assert raw_hidden(text) == [], args
        assert "\\u202e" in text or args == ("sheet", "Rook"), args
    table = outputs[("history",)]
    assert "forged" in table and not any(ln.lstrip().startswith("6 ") for ln in table.splitlines())
    rows = masks.json("history")
    assert rows[4]["reason"] == FORGED and rows[5]["reason"] == FORGED            # JSON keeps the exact text
    for fmt in ("md", "html"):
        out = tmp_path / f"c.{fmt}"
        masks("chronicle", "--format", fmt, "--out", str(out))
        text = out.read_text(encoding="utf-8")
        assert raw_hidden(text) == [] and "\\u202e" in text, fmt
        assert "forged\u202e" not in text and "ok)\n" not in text, fmt


def test_a_line_break_in_user_text_is_no_line_of_the_status(masks: Cli) -> None:
    masks("session", "start")
    masks("forward", "Rook", "--amount", "1", "--reason", "first\u2028second\u202e")
    masks("add-character", "Kid", "--playbook", "bull", "--plus-one", "danger")
    masks("forward", "Kid", "--amount", "-1", "--reason", "plain")
    lines = [ln for ln in masks("status").stdout.splitlines() if "forward (" in ln]
    assert [ln.split("│")[2].strip() for ln in lines] == ["Rook: +1 forward (first\\u2028second\\u202e)",
                                                          "Kid: -1 forward (plain)"]   # a line each, as the pages


def test_ledger_play_shows_user_text_escaped(masks: Cli) -> None:
    proc = subprocess.run([LEDGER, "play"], input='mark Rook angry --reason "a\u200bb\u202ec"\nhistory --compact\n',
                          capture_output=True, text=True, cwd=ROOT, timeout=60,
                          env=_env(masks))
    assert proc.returncode == 0, proc.stderr
    assert "  why: a\\u200bb\\u202ec\n" in proc.stdout
    assert raw_hidden(proc.stdout) == []
    assert proc.stdout.count("(why: a\\u200bb\\u202ec)") == 1


def _env(cli: Cli) -> dict[str, str]:
    import os

    env = dict(os.environ, COLUMNS="200")
    env["LEDGER_STORE"] = pg_url(cli.store) if TEST_STORE == "postgres" else str(cli.store)
    env.pop("LEDGER_CAMPAIGN", None)
    return env


# --- 3. --since / --until --------------------------------------------------------------------------------

FORM = ("an ISO 8601 date or date-time: YYYY-MM-DD, YYYY-MM-DDTHH:MM[:SS[.ffffff]], optionally with Z or +HH:MM "
        "(UTC otherwise)")


@pytest.mark.parametrize(("value", "message"), [
    ("garbage", FORM), ("\x1b[31m", FORM), ("20261130", FORM), ("", FORM), ("2026-11-30T10", FORM),
    ("2026-13-01", f"no such date or time; {FORM}"), ("2026-02-30", f"no such date or time; {FORM}"),
    ("2026-11-30T24:00", f"no such date or time; {FORM}"),
])
@pytest.mark.parametrize("option", ["since", "until"])
def test_since_and_until_take_only_iso_8601(masks: Cli, option: str, value: str, message: str) -> None:
    for extra in ((), ("--json",), ("--compact",), ("--last", "1")):
        proc = masks("history", f"--{option}", value, *extra, ok=False)
        assert (proc.returncode, proc.stderr, proc.stdout) == (2, f"error: {option}: {message}\n", ""), extra


def test_since_and_until_filter_by_utc_time(masks: Cli) -> None:
    times = [r["time"] for r in masks.json("history")]
    day = times[1][:10]
    assert [r["action"] for r in masks.json("history", "--since", day)] == [0, 1]
    assert [r["action"] for r in masks.json("history", "--until", "2000-01-01")] == []
    assert [r["action"] for r in masks.json("history", "--since", "2000-01-01T00:00Z")] == [0, 1]
    minute = times[1][:16]
    assert [r["action"] for r in masks.json("history", "--until", minute.replace("T", " "))] == [0, 1]
    # the same instant two hours east of UTC
    hour = int(minute[11:13])
    if hour < 22:
        east = f"{minute[:11]}{hour + 2:02d}{minute[13:]}+02:00"
        assert [r["action"] for r in masks.json("history", "--since", east)] == [
            r["action"] for r in masks.json("history", "--since", minute)]
    for number, field in (("-1", "session"), ("-2", "scene")):
        proc = masks("history", f"--{field}", number, ok=False)
        assert (proc.returncode, proc.stderr) == (2, f"error: {field.replace('_', '-')}: a {field} number, 0 (before the first) or more\n")


def test_invalid_bytes_typed_in_ledger_play_are_refused(masks: Cli) -> None:
    before = masks.bytes()
    proc = subprocess.run([LEDGER, "play"], input=b'mark Rook angry --reason "bad\x9b"\nsheet Rook --json\n',
                          capture_output=True, cwd=ROOT, timeout=60, env=_env(masks))
    assert proc.stderr.decode() == f"error: reason: {NOT_UTF8}\n"
    assert b'"name": "Rook"' in proc.stdout                 # the shell goes on with the next line
    assert masks.bytes() == before
