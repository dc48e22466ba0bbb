"""Hostile numbers and values at the command line and in scripts: one ``error:`` line naming the field as it was
typed and what is allowed, exit 2, nothing written; the same refusal on every road (README "Using the ledger";
ledger/inputs.py; rules/system.py ``parse_options``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import Cli



def one_line(proc: object, line: str) -> None:
    """``proc`` (a finished ``ledger``) failed with exit 2 and printed exactly ``line`` on stderr."""
    assert proc.returncode == 2, (proc.returncode, proc.stderr)                     # type: ignore[attr-defined]
    assert proc.stderr.strip().splitlines() == [line]                                # type: ignore[attr-defined]


@pytest.fixture
def two(tmp_path: Path) -> Cli:
    """A store with two campaigns (so none is chosen by default) and Rook and Gale in the first."""
    c = Cli(tmp_path / "two.sqlite")
    c("create", "Halcyon", "--system", "masks")
    c("create", "Other", "--system", "masks")
    c("add-character", "Gale", "--playbook", "beacon", "--plus-one", "savior", "-c", "Halcyon")
    c("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger", "-c", "Halcyon")
    return c


def test_an_option_past_64_bits_is_refused_at_create_naming_it_as_typed(cli: Cli) -> None:
    one_line(cli("create", "X", "--option", "masks.modifierClamp.max=99999999999999999999", ok=False),
             "error: option masks.modifierClamp.max: a whole number of at most 18 digits")
    one_line(cli("create", "X", "--option", "masks.modifierClamp.max=abc", ok=False),
             "error: option masks.modifierClamp.max: a whole number of at least 0")
    assert not cli.has_store()


@pytest.mark.parametrize("lang, system, said", [
    ("es", "mouseguard", "opción desconocida; se admite: mouseguard."),
    ("de", "mosaic", "unbekannte Option; erlaubt: mosaic."),
    ("it", "pokemon", "opzione sconosciuta; ammesse: pokenoir."),
    ("en", "basic", "unknown option; allowed: generic."),
])
def test_an_unknown_campaign_option_is_called_an_option_in_the_line_s_language(cli: Cli, lang: str, system: str,
                                                                                said: str) -> None:
    """``create --option KEY=VALUE`` with a key no option has: the refusal names the key as typed and calls it an
    option (a campaign's option, the rules catalogue's Appendix A), not an argument, listing the system's own keys."""
    proc = cli("create", "X", "--system", system, "--lang", lang, "--option", "freeTests=1", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith(f"error: option freeTests: {said}"), proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and not cli.has_store()


@pytest.mark.parametrize("header, actions, refusal", [
    ("options: {masks.team.maxPool: 99999999999999999999}\n", " []\n",
     "error: header options.masks.team.maxPool: a whole number of at most 18 digits"),
    ("", "\n  - add-character: {name: Rook, playbook: bull, plus-one: danger}\n"
         "  - undo: {action: 99999999999999999999999}\n",
     "error: entry 2 (undo): action: an action number is a whole number from 1 to 1"),      # the campaign's range
], ids=["an option", "an undo's action"])
def test_a_number_past_64_bits_in_a_script_is_refused(cli: Cli, tmp_path: Path, header: str, actions: str,
                                                      refusal: str) -> None:
    """A script's header option or entry argument past 64 bits: the one-line refusal naming it, and no store."""
    script = tmp_path / "s.yaml"
    script.write_text(f"ledger-script: 1\ncampaign: S\nsystem: masks\n{header}actions:{actions}", encoding="utf-8")
    one_line(cli("replay", str(script), ok=False), refusal)
    assert not cli.has_store()


def test_the_one_definition_refuses_it_on_every_road() -> None:
    from rules import get_system
    from rules.errors import RuleError

    with pytest.raises(RuleError) as refused:
        get_system("masks").parse_options({"masks.modifierClamp.max": 2**63})
    assert str(refused.value) == "options.masks.modifierClamp.max: a whole number of at most 18 digits"
    assert get_system("masks").parse_options({"masks.modifierClamp.max": 2**63 - 1})["masks.modifierClamp.max"] == 2**63 - 1


@pytest.mark.parametrize("bound, value", [("since", "0001-01-01T00:00+01:00"), ("until", "9999-12-31T23:59-05:00"),
                                          ("since", "9999-12-31T23:59-05:00")])
def test_a_moment_outside_the_calendar_once_in_utc_is_refused(two: Cli, bound: str, value: str) -> None:
    from ledger.projections.history_filters import BOUND_FORM

    one_line(two("history", "-c", "Halcyon", f"--{bound}", value, ok=False),
             f"error: {bound}: a moment within years 1-9999 in UTC; {BOUND_FORM}")


def test_an_empty_campaign_is_not_named_for_every_command(two: Cli) -> None:
    empty = Cli(two.store, env={"LEDGER_CAMPAIGN": ""})
    line = "error: campaign: name the campaign with --campaign (or LEDGER_CAMPAIGN); in this store: Halcyon, Other"
    before = two.bytes()
    one_line(empty("status", ok=False), line)
    one_line(empty("mark", "Rook", "afraid", ok=False), line)
    one_line(two("mark", "Rook", "afraid", "-c", "", ok=False), line)
    assert two.bytes() == before


def test_a_list_element_is_named_by_its_field(two: Cli) -> None:
    one_line(two("add-character", "Zed", "--playbook", "Revenant", "--custom", "--labels", "a,b", "--plus-one", "danger",
                 "-c", "Halcyon", ok=False),
             "error: labels: item 1: a whole number")


def _proposal(two: Cli) -> str:
    from ledger.service import Ledger
    from ledger.service.people import Person

    two("grant", "Ana", "--role", "player", "--character", "Gale", "-c", "Halcyon")
    two("approval", "players", "-c", "Halcyon", "--reason", "table rule")
    led = Ledger(two.store)
    _, events = led.act("Halcyon", "mark", {"character": "Gale", "condition": "angry"}, actor="Gale", by=Person("Ana"))
    led.close()
    return str(events[0].detail["proposal"])


def test_approve_refuses_an_unknown_argument_as_bad_input(two: Cli) -> None:
    pid = _proposal(two)
    before = two.bytes()
    proc = two("approve", pid, "--arg", "bogus=1", "-c", "Halcyon", ok=False)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1
    assert proc.stderr.startswith("error: bogus: unknown argument of mark; allowed: character, condition"), proc.stderr
    assert "no longer allowed" not in proc.stderr
    one_line(two("approve", pid, "--arg", "condition=99999999999999999999", "-c", "Halcyon", ok=False),
             "error: condition: a whole number of at most 18 digits")          # never the 64-bit bound
    assert two.bytes() == before


def test_approve_and_the_group_s_commands_take_a_reason(two: Cli) -> None:
    pid = _proposal(two)
    two("approve", pid, "--reason", "GM's call", "-c", "Halcyon")
    two("note", "ferry at dawn", "--reason", "for the recap", "-c", "Halcyon")
    two("permissions", "set", "player-acts", "any", "--reason", "one-shot", "-c", "Halcyon")
    two("grant", "Bo", "--role", "viewer", "--reason", "watching", "-c", "Halcyon")
    two("invite", "--role", "viewer", "--reason", "a guest", "-c", "Halcyon")
    rows = two.json("history", "-c", "Halcyon", "--last", "7")
    assert {r["command"]: r["reason"] for r in rows} == {
        "propose": None, "mark": None, "approve": "GM's call", "note": "for the recap", "permit": "one-shot",
        "grant": "watching", "invite": "a guest"}                     # the decided mark keeps the proposer's (none)


def test_a_group_command_s_field_of_the_wrong_type_is_refused_by_the_service(two: Cli) -> None:
    from ledger.service import Ledger
    from rules.errors import RuleError

    before = two.bytes()
    led = Ledger(two.store)
    try:
        for command, args, line in (
                ("permit", {"rule": "player-acts", "value": ["any"]}, "value: a text, not a list"),
                ("note", {"text": "x", "private": "yes"}, "private: true or false, not a text"),
                ("option", {"approval": "players", "colour": 1},
                 "colour: unknown field of option; allowed: approval, reason")):
            with pytest.raises(RuleError) as refused:
                led.group("Halcyon", command, args)
            assert str(refused.value) == line
        with pytest.raises(RuleError) as refused:
            led.approve("Halcyon", "1", edits="x")                               # type: ignore[arg-type]
        assert refused.value.field == "edits"
    finally:
        led.close()
    assert two.bytes() == before


def test_an_action_number_given_as_text_past_64_bits_is_refused() -> None:
    from ledger.corrections import apply_correction
    from ledger.errors import LedgerError

    from types import SimpleNamespace

    with pytest.raises(LedgerError) as refused:           # refused before anything reads the campaign's events
        apply_correction(None, SimpleNamespace(actions=5), "undo", {"action": "99999999999999999999999"}, "GM")
    assert str(refused.value) == "action: an action number is a whole number from 1 to 5"


@pytest.mark.parametrize("key", ["plus-one", "plus_one"])
def test_a_script_s_refused_argument_is_named_as_the_script_spells_it(cli: Cli, tmp_path: Path, key: str) -> None:
    script = tmp_path / "p.yaml"
    script.write_text("ledger-script: 1\ncampaign: S\nsystem: masks\nactions:\n"
                      f"  - add-character: {{name: Rook, playbook: bull, {key}: nosuch}}\n", encoding="utf-8")
    one_line(cli("replay", str(script), ok=False), f"error: entry 1 (add-character): {key}: unknown Label 'nosuch'; "
                                                    "allowed: Danger, Freak, Savior, Superior, Mundane")
    assert not cli.has_store()
