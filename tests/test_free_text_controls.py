"""Every free-text argument of every system (item names, reasons, titles, recaps, notes, descriptors) refuses a C0 or
C1 control character through one check, naming the field, on every road (the rules' draft, an amend, the API, the
CLI); nothing is written, and a NUL never reaches the store.

Source: rules/free_text.py (``control_problem``), ledger/service/drafting.py (``free_text``), ledger/inputs.py
(``reason``); seed 002 (Pokémon Noir, Italian), seed 001 (MOSAIC, German), seed 004 (Mouse Guard, Spanish).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from starlette.testclient import TestClient

from conftest import ROOT, Cli
from web_support import account, grant

from ledger.errors import LedgerError
from ledger.service.drafting import draft_action
from rules import get_system
from rules.errors import RuleError
from rules.free_text import CONTROL_REFUSED, CONTROL_REFUSED_LINES, CONTROL_REFUSED_REASON, control_problem, got

SYSTEMS = ("masks", "mouseguard", "pokemon", "mosaic", "basic")
PASSWORD = "a table of five"


def _text_args(system_id: str) -> list[tuple[str, str, str, bool]]:
    """(system, command, argument as typed, is it a list) of every argument a system's commands type as text."""
    out = []
    for command, spec in get_system(system_id).commands.items():
        for name, info in spec.args.model_fields.items():
            kind = str(info.annotation)
            if "str" in kind:
                out.append((system_id, command, (info.alias or name).replace("_", "-"), "list[" in kind))
    return out


TEXT_ARGS = [row for sid in SYSTEMS for row in _text_args(sid)]


def test_every_system_has_text_arguments_to_check() -> None:
    counts = {sid: sum(1 for row in TEXT_ARGS if row[0] == sid) for sid in SYSTEMS}
    assert all(n >= 10 for n in counts.values()), counts


@pytest.mark.parametrize(("system_id", "command", "arg", "is_list"), TEXT_ARGS,
                         ids=[f"{r[0]}-{r[1]}-{r[2]}" for r in TEXT_ARGS])
def test_each_text_argument_refuses_a_nul_and_an_escape(system_id: str, command: str, arg: str, is_list: bool) -> None:
    for bad in ("a\x00b", "\x1b[2J\x1b[31mRED", "x\x85y"):
        value: Any = [bad] if is_list else bad
        with pytest.raises(RuleError) as caught:
            draft_action({}, system_id, 0, command, {arg: value}, None)
        assert caught.value.field == arg, str(caught.value)
        own = "control or invisible characters" in caught.value.message or "; allowed: " in caught.value.message
        lines = arg in ("text", "notes")
        expected = CONTROL_REFUSED_LINES if lines else CONTROL_REFUSED_REASON if arg == "reason" else CONTROL_REFUSED
        assert own or caught.value.message == f"{expected} (got {got(bad)})"          # the text typed, escaped
        assert own or getattr(caught.value, "status", None) == 422


def test_line_breaks_pass_only_where_a_text_has_lines() -> None:
    assert control_problem({"text": "One.\r\n\nTwo\tthree"}) is None
    assert control_problem({"notes": ["a\nb"]}) is None
    assert control_problem({"item": "a\nb"}) == ("item", f"{CONTROL_REFUSED} (got 'a\\nb')")
    assert control_problem({"text": "a\x00b"}) == ("text", f"{CONTROL_REFUSED_LINES} (got 'a\\x00b')")
    assert control_problem({"pick": {"k\x07": "v"}}) == ("pick", f"{CONTROL_REFUSED} (got 'k\\x07')")
    assert control_problem({"item": "Pokéball \u200d🔥", "n": 3}) is None


def test_a_group_command_and_a_reason_refuse_them_too() -> None:
    with pytest.raises(LedgerError) as caught:
        draft_action({}, "pokemon", 0, "note", {"text": "a\x1bb"}, None)
    assert (caught.value.field, caught.value.message) == ("text", f"{CONTROL_REFUSED_LINES} (got 'a\\x1bb')")
    with pytest.raises(LedgerError) as caught:
        draft_action({}, "pokemon", 0, "note", {"text": "fine"}, None, reason="\x00\x1b")
    assert (caught.value.field, caught.value.message) == ("reason", f"{CONTROL_REFUSED_REASON} (got '\\x00\\x1b')")


def test_a_reason_keeps_its_line_breaks_and_refuses_a_tab() -> None:
    # README "Hostile input": a reason may hold line breaks (shown escaped on one-line faces); other controls refused.
    from ledger.inputs import reason

    assert reason("Two lines:\nthe first,\r\nthe second") == "Two lines:\nthe first,\r\nthe second"
    assert control_problem({"reason": "a\nb"}) is None
    assert control_problem({"reason": "a\tb"}) == ("reason", f"{CONTROL_REFUSED_REASON} (got 'a\\tb')")
    for bad in ("a\tb", "a\x00b", "a\x1b[31m"):
        with pytest.raises(LedgerError) as caught:
            reason(bad)
        assert (caught.value.field, caught.value.message) == ("reason", f"{CONTROL_REFUSED_REASON} (got {got(bad)})")


@pytest.mark.parametrize(("system_id", "lang", "said"), [
    ("pokemon", "it", "item: in questo testo non sono ammessi caratteri di controllo (NUL, ESC e simili; nemmeno "
                      "tabulazioni e a capo); scrivilo su una riga"),
    ("mosaic", "de", "item: Steuerzeichen (NUL, ESC und dergleichen; auch Tabulatoren und Zeilenumbrüche) sind in "
                     "diesem Text nicht erlaubt; schreib ihn in eine Zeile"),
    ("mouseguard", "es", "item: no se admiten caracteres de control (NUL, ESC y similares; tampoco tabuladores ni "
                         "saltos de línea) en este texto; escríbelo en una línea"),
])
def test_the_refusal_in_each_language(system_id: str, lang: str, said: str) -> None:
    assert get_system(system_id).refusal(LedgerError("item", CONTROL_REFUSED), lang) == said
    lines = get_system(system_id).refusal(LedgerError("text", CONTROL_REFUSED_LINES), lang)
    assert lines.startswith("text: ") and "NUL" in lines and "control" not in lines.partition(": ")[2][:9]


@pytest.fixture
def api(tmp_path: Path) -> Any:
    """(a client signed in by cookie as Dana, the GM, with no Accept-Language; the Noir campaign's quoted name; the
    ledger)."""
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(str(tmp_path / "ctl.sqlite"))
    ledger.replay(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml")
    account(ledger, "Dana", PASSWORD)
    grant(ledger, "Dana", "gm", [])
    client = TestClient(make_app(ledger, secret="ctl-test"), base_url="http://127.0.0.1")
    client.headers.pop("accept-language", None)
    got = client.post("/api/sign-in", json={"name": "Dana", "password": PASSWORD})
    client.headers["X-CSRF-Token"] = got.json()["csrf"]
    yield client, quote(next(iter(ledger.campaigns())), safe=""), ledger
    ledger.close()


@pytest.mark.parametrize(("command", "body", "field"), [
    ("item", {"character": "Nero", "item": "a\u0000b"}, "item"),
    ("item", {"character": "Nero", "item": "\u001b[2J\u001b[31mRED"}, "item"),
    ("item", {"character": "Nero", "item": "Pozione", "reason": "\u0000\u001b"}, "reason"),
    ("recap", {"text": "One.\n\u0000Two."}, "text"),
])
def test_the_api_refuses_with_422_in_italian_and_writes_nothing(api: Any, command: str, body: dict[str, Any],
                                                               field: str) -> None:
    client, q, ledger = api
    before = client.get(f"/api/campaigns/{q}/history").json()
    got = client.post(f"/api/campaigns/{q}/commands/{command}", json=body)
    assert got.status_code == 422, got.text
    error = got.json()["error"]
    assert error["field"] == field, error
    said = ("in un riassunto non sono ammessi caratteri di controllo" if command == "recap"    # its own check first
            else "in un motivo non sono ammessi caratteri di controllo (NUL, ESC, tabulazioni" if field == "reason"
            else "in questo testo non sono ammessi caratteri di controllo (NUL, ESC e simili; nemmeno tabulazioni")
    assert error["message"].startswith(said), error
    assert client.get(f"/api/campaigns/{q}/history").json() == before


def test_the_cli_refuses_with_exit_2(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "cli.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"))
    before = cli("history", "--json").stdout
    got = cli("item", "Nero", "a\x1bb", "--lang", "en", ok=False)
    assert got.returncode == 2, (got.stdout, got.stderr)
    assert f"item: {CONTROL_REFUSED}" in got.stderr
    said = cli("item", "Nero", "Pozione", "--reason", "\x07x", "--lang", "it", ok=False)
    assert said.returncode == 2
    assert "reason: in un motivo non sono ammessi caratteri di controllo" in said.stderr
    assert cli("history", "--json").stdout == before
