"""English left in German and Italian lines, and refusals that did not repeat what was typed: an amend's own action
named in a refusal, the shell's unknown command, undo --to's range, a running session's moment, a number, a blank
or long name, a control character and an unknown ``why`` field, each refused in one line in the language.

Source: README "Using the ledger" (``--lang``; a refusal names the field as typed and what is allowed, nothing
written), "Correcting mistakes and reviewing the past" (``amend N ... --and M``, ``undo --to``, ``--session N``) and
"At the table: ledger play" (``help``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ROOT, Cli


@pytest.fixture(scope="module")
def mosaic(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    cli = Cli(tmp_path_factory.mktemp("mosaic") / "m.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "mosaic-blumen-des-montezuma.yaml"))
    return cli


@pytest.fixture(scope="module")
def pokemon(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    cli = Cli(tmp_path_factory.mktemp("pokemon") / "p.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"))
    return cli


def refused(cli: Cli, *args: str) -> str:
    """The one line ``args`` is refused with (exit 2), after checking that nothing was written."""
    before = cli.bytes()
    proc = cli(*args, ok=False)
    assert proc.returncode == 2 and cli.bytes() == before, proc.stderr
    return proc.stderr.strip()


def test_an_amend_s_later_action_is_named_in_german(mosaic: Cli) -> None:
    assert refused(mosaic, "amend", "33", "--dice", "6,6", "--and", "34", "--pick", "BA1", "--pick", "BA2",
                   "--lang", "de") == "error: pick: eine 12 wählt genau eins von BA1, BA2 (angegeben: 2) (Aktion 34)"


def test_undo_to_names_the_last_action_beside_its_range(pokemon: Cli) -> None:
    last = pokemon.json("history")[-1]["action"]
    assert refused(pokemon, "undo", "--to", "999") == \
        f"error: to: --to prende un'azione prima dell'ultima ({last}): da 0 a {last - 1}"
    assert refused(pokemon, "undo", "--to", "-1", "--lang", "en") == \
        f"error: to: --to takes an action before the last one ({last}): 0..{last - 1}"


def test_a_running_session_s_moment_says_it_runs(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "p.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"))
    cli("session", "start")
    last = cli.json("history")[-1]["action"]
    assert cli("sheet", "Nero", "--session", "3").stdout.splitlines()[0] == \
        f"Nero — Aranciopoli Noir — sessione 3 (in corso; azione {last}, ancora nessuna scena)"
    assert cli("sheet", "Nero", "--session", "2").stdout.splitlines()[0].endswith("— fine di sessione 2 (azione 53, scena 3)")


def test_numbers_and_names_refused_repeat_what_was_typed(mosaic: Cli) -> None:
    assert refused(mosaic, "history", "--last", "-2", "--lang", "de") == \
        "error: last: eine ganze Zahl von mindestens 1 (angegeben: -2)"
    assert refused(mosaic, "gm-move", "--text", "bad\x1b[31mred", "--lang", "de") == (
        "error: text: Steuerzeichen (NUL, ESC und dergleichen) sind in diesem Text nicht erlaubt; Zeilenumbrüche und "
        "Tabulatoren schon (angegeben: 'bad\\x1b[31mred')")
    assert refused(mosaic, "npc", "add", "A" * 61, "--culture", "Mexica", "--lang", "de") == (
        "error: name: ein Name aus 1-60 Zeichen mit einem Buchstaben oder einer Ziffer, nicht SL "
        f"(angegeben: {'A' * 24 + '…'!r}, 61 Zeichen)")


def test_a_why_of_no_field_lists_the_fields(mosaic: Cli) -> None:
    assert refused(mosaic, "why", "Diego", "bogus", "--lang", "de") == (
        "error: field: keine aufgezeichnete Änderung von 'bogus' für Diego; nenne einen Wert seines Bogens (wie das "
        "JSON seines Bogens sie nennt): kind, playbook, status, highlights, ranks, tiles, influence, traits, items, "
        "proficiencies, milestones, milestones_bought, allies, answers, temp_highlight")


def test_a_campaign_s_blank_or_bad_number_option_is_told(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "n.sqlite")
    assert cli("create", "   ", ok=False).stderr == "error: name: a campaign name of 1-80 characters, not a blank one\n"
    assert cli("create", "   ", "--system", "mosaic", "--lang", "de", ok=False).stderr == \
        "error: name: ein Kampagnenname mit 1 bis 80 Zeichen, kein leerer\n"
    assert cli("create", "X", "--system", "mosaic", "--option", "mosaic.xp.conversionRate=-5", "--lang", "de",
               ok=False).stderr == "error: option mosaic.xp.conversionRate: eine ganze Zahl von 1 bis 10 (angegeben: -5)\n"
    assert not cli.has_store()


def test_the_shell_s_unknown_command_points_at_help(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from test_play import typed

    cli = Cli(tmp_path / "u.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "mosaic-blumen-des-montezuma.yaml"))
    capsys.readouterr()
    code, _ = typed(cli.store, "bogus\rroll --bogus\r\x04", lang="de")
    assert capsys.readouterr().err.splitlines() == ["error: usage: Den Befehl 'bogus' gibt es nicht (siehe: help)",
                                                    "error: usage: Die Option '--bogus' gibt es nicht (siehe: help roll)"]


def test_a_text_cut_before_its_check_is_not_counted() -> None:
    from rules.declaration import MAX_TEXT
    from rules.free_text import CUT_AT, got

    assert CUT_AT == MAX_TEXT
    assert (got("a\tb"), got("A" * 61), got("A" * 2001)) == ("'a\\tb'", f"{'A' * 24 + '…'!r}, 61 characters",
                                                            f"{'A' * 24 + '…'!r}")
