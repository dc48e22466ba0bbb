"""The store owner's group commands at the CLI (the owner is the GM): invitations, people, permissions, approval,
proposals, private notes, accounts and tokens; bad input is one line, exit 2, nothing written (README "Playing as
a group")."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conftest import Cli
from ledger.service import Ledger
from ledger.service.people import Person


@pytest.fixture
def cli(tmp_path: Path) -> Cli:
    c = Cli(tmp_path / "cli.sqlite")
    c("create", "Halcyon", "--system", "masks")
    c("add-character", "Gale", "--playbook", "beacon", "--plus-one", "savior")
    c("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    return c


def under_approval(cli: Cli) -> None:
    """Ana plays Gale, her play commands are proposals, a session and a scene are open."""
    cli("grant", "Ana", "--role", "player", "--character", "Gale")
    cli("approval", "players")
    cli("session", "start")
    cli("scene", "start")


def ana_rolls(cli: Cli, dice: list[int]) -> str:
    """Ana's proposal that Gale Directly Engage a Threat with ``dice``; its id."""
    led = Ledger(cli.store)
    _, events = led.act(None, "roll", {"move": "Directly Engage a Threat", "dice": dice}, actor="Gale", by=Person("Ana"))
    led.close()
    return str(events[0].detail["proposal"])


def test_invite_prints_the_code_once_and_the_store_never_holds_it(cli: Cli) -> None:
    made = cli.json("invite", "--role", "player", "--character", "gale", "--expires", "2h")
    assert made["characters"] == ["Gale"] and made["role"] == "player"
    assert made["link"] == f"/join?campaign=Halcyon&code={made['code']}"
    assert made["code"].encode() not in cli.bytes()
    led = Ledger(cli.store)
    led.group(None, "join", {"code": made["code"]}, by=Person("Ana"))
    led.close()
    people = cli.json("people")
    assert people == [{"person": "Ana", "role": "player", "characters": ["Gale"], "since": people[0]["since"],
                       "removed": None}]
    from ledger.group.words import readable_time

    said = cli("invite", "--role", "viewer", "--expires", "2h").stdout.splitlines()[0]
    expires = re.search(r", open until (\d{4}-\d\d-\d\d \d\d:\d\d UTC)$", said)      # read as a time, no microseconds
    stored = [r for r in cli.json("history") if r["command"] == "invite"][-1]["events"][0]["detail"]["expires"]
    assert expires is not None and expires[1] == readable_time(stored)
    gone = cli.json("invite", "--role", "viewer")
    assert "withdrawn" in cli("invite", "--withdraw", gone["invitation"]).stdout
    proc = cli("invite", "--withdraw", gone["invitation"], ok=False)
    assert proc.returncode == 2 and "was withdrawn" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


def test_bad_input_is_one_line_and_writes_nothing(cli: Cli) -> None:
    before = cli.bytes()
    for args, words in ((("invite", "--role", "player"), "characters"),
                        (("invite", "--role", "player", "--character", "Nobody"), "unknown character"),
                        (("invite", "--role", "viewer", "--expires", "soon"), "expires"),
                        (("permissions", "set", "player-acts", "sometimes"), "value"),
                        (("permissions", "frob"), "set RULE VALUE"),
                        (("remove", "Zed"), "not one of this campaign's people"),
                        (("approve", "99"), "no proposal"),
                        (("reject", "99", "--reason", "no"), "no proposal")):
        proc = cli(*args, ok=False)
        assert proc.returncode == 2, args
        assert words in proc.stderr and len(proc.stderr.strip().splitlines()) == 1, (args, proc.stderr)
    assert cli.bytes() == before


def test_grant_permissions_approval_and_a_proposal_decided_at_the_cli(cli: Cli) -> None:
    cli("grant", "Ana", "--role", "player", "--character", "Gale")
    rules = {r["rule"]: r["value"] for r in cli.json("permissions")}
    assert rules["player-acts"] == "own" and rules["player-undo"] == "own-last"
    cli("permissions", "set", "player-acts", "any")
    assert {r["rule"]: r["value"] for r in cli.json("permissions")}["player-acts"] == "any"
    cli("approval", "players")
    led = Ledger(cli.store)
    _, events = led.act(None, "mark", {"character": "Rook", "condition": "angry"}, actor="Rook", by=Person("Ana"))
    led.close()
    pid = events[0].detail["proposal"]
    listed = cli.json("proposals")
    assert [(p["id"], p["by"], p["actor"], p["command"], p["status"]) for p in listed] == [(pid, "Ana", "Rook", "mark", "pending")]
    out = cli("approve", pid, "--arg", "condition=afraid").stdout
    assert f"proposal {pid} approved" in out and "(mark as Rook)" in out
    assert "afraid" in cli.json("sheet", "Rook")["conditions"]
    assert cli.json("proposals") == []
    assert cli.json("proposals", "--all")[0]["status"] == "approved"


def test_a_stale_proposal_is_marked_in_the_list_and_rejected_with_the_others(cli: Cli) -> None:
    under_approval(cli)
    pid = ana_rolls(cli, [6, 3])
    cli("scene", "end")
    [listed] = cli.json("proposals")
    assert (listed["id"], listed["allowed"]) == (pid, False)
    assert listed["refusal"].startswith(f"proposal {pid} is no longer allowed: phase: 'roll' is not allowed")
    assert "no longer allowed" in cli("proposals").stdout
    before = cli.bytes()
    proc = cli("approve", pid, ok=False)
    assert proc.returncode == 2 and proc.stderr.strip() == f"error: proposal: {listed['refusal']}"
    assert cli.bytes() == before
    out = cli("reject", "stale", "--reason", "the scene is over").stdout
    assert f"proposal {pid} rejected" in out
    assert [(p["id"], p["status"], p["reason"]) for p in cli.json("proposals", "--all")] == [
        (pid, "rejected", "the scene is over")]
    again = cli("reject", pid, "--reason", "again", ok=False)
    assert again.returncode == 2 and f"proposal {pid} was already rejected by " in again.stderr


def test_reject_stale_without_a_reason_records_each_proposal_s_own_refusal(cli: Cli) -> None:
    under_approval(cli)
    led = Ledger(cli.store)
    pids = [led.act(None, "roll", {"move": move, "dice": [6, 3]}, actor="Gale", by=Person("Ana"))[1][0].detail["proposal"]
            for move in ("Directly Engage a Threat", "Unleash Your Powers")]
    led.close()
    cli("scene", "end")
    refusals = {p["id"]: p["refusal"] for p in cli.json("proposals")}
    assert sorted(refusals) == sorted(pids) and all(refusals[p].startswith(f"proposal {p} is no longer allowed: ")
                                                    for p in pids)
    before = cli.bytes()
    proc = cli("reject", pids[0], ok=False)                       # one proposal still needs its reason
    assert proc.returncode == 2 and proc.stderr.strip() == (
        f"error: reason: give --reason TEXT: why proposal {pids[0]} is rejected (optional only for stale)")
    assert cli.bytes() == before
    out = cli("reject", "stale").stdout
    assert all(f"proposal {p} rejected: {refusals[p]}" in out for p in pids)
    assert [(p["id"], p["status"], p["reason"]) for p in cli.json("proposals", "--all")] == [
        (p, "rejected", refusals[p]) for p in pids]
    rows = [r for r in cli.json("history") if r["command"] == "reject"]
    assert [(r["events"][0]["detail"]["proposal"], "reason" in r["events"][0]["detail"],
             "proposal {proposal} is no longer allowed: {field}: {message}".format(
                 proposal=r["events"][0]["detail"]["proposal"], **r["events"][0]["detail"]["refused"]))
            for r in rows] == [(p, False, refusals[p]) for p in pids]                # recorded as data, not words
    spanish = cli("proposals", "--all", "--lang", "es").stdout                   # worded when read
    assert all(f"la propuesta {p} ya no está permitida: phase: 'tirada' no se puede mientras no hay escena abierta"
               in " ".join(spanish.split()) for p in pids), spanish


def test_a_private_note_is_in_the_owner_s_history(cli: Cli) -> None:
    assert "private note: the miller" in cli("note", "--private", "the miller").stdout
    rows = cli.json("history")
    assert rows[-1]["command"] == "note" and rows[-1]["events"][0]["detail"] == {"text": "the miller", "private": True}


def test_accounts_and_tokens_at_the_cli(cli: Cli) -> None:
    out = cli("account", "add", "Mara", "--link").stdout
    code = out.split("/sign-in/")[1].split()[0]                   # the path the server answers
    issued = cli("token", "issue", "Mara", "--purpose", "bot").stdout
    token = issued.split(": ")[1].split()[0]
    led = Ledger(cli.store)
    assert led.use_sign_in_link(code) == Person("Mara")
    assert led.person_for_token(token) == Person("Mara")
    led.close()
    cli("token", "revoke", "Mara", token.split(".")[0])
    assert cli("token", "list", "Mara").stdout == f"{token.split('.')[0]} bot (revoked)\n"
    led = Ledger(cli.store)
    assert led.person_for_token(token) is None
    led.close()
    assert cli("account", "list").stdout.split() == ["Mara"]
    for secret in (code, token):
        assert secret.encode() not in cli.bytes()
    assert "OK Halcyon" in cli("verify").stdout                  # the accounts are no campaign's and break nothing
    assert json.loads(cli("campaigns", "--json").stdout) == [{"name": "Halcyon", "system": "masks"}]


def test_an_approval_s_edits_show_before_and_after_in_every_history_view(cli: Cli) -> None:
    under_approval(cli)
    pid = ana_rolls(cli, [4, 4])
    said = cli("approve", pid, "--dice", "5,5", "--arg", "move=Directly Engage a Threat", "--reason", "GM's dice").stdout
    approval = cli.json("history", "--last", "1")[0]
    assert approval["command"] == "approve"
    assert approval["edited"] == {"dice": {"before": [4, 4], "after": [5, 5]}}      # the move given again: no edit
    line = f"proposal {pid} approved as action {approval['action'] - 1}; edited: dice 4,4 → 5,5"
    assert approval["events"][0]["summary"] == line
    assert said.splitlines()[0] == f"action {approval['action']}: {line}"              # as approve says it
    compact = cli("history", "--last", "1", "--compact").stdout.strip()
    assert compact.endswith(f"GM: approve — {line}  (why: GM's dice)")
    assert "edited: dice 4,4 → 5,5" in " ".join(cli("history", "--last", "1").stdout.split())
    es = cli("history", "--last", "1", "--compact", "--lang", "es").stdout
    assert f"propuesta {pid} aprobada como acción {approval['action'] - 1}; editada: dados 4,4 → 5,5" in es
    assert [(p["id"], p["edited"]) for p in cli.json("proposals", "--all")] == [(pid, approval["edited"])]
    out = Path(cli.store).parent / "chronicle.md"
    cli("chronicle", "--out", str(out))
    assert f"  - {line}\n" in out.read_text(encoding="utf-8")
