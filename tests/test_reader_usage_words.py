"""The command line's own refusals and lines in the reader's language, with the field named as the other fields
are (no dashes) and the numbers agreeing with their nouns.

Source: README "Using the ledger" (``--lang``; a one-line refusal naming the field and what is allowed), the
developers' guide ("Bad input gets a clear one-line error naming the field as the user typed it");
``ledger.cli.common.Whole``, ``rules.refusal_frames``, ``rules.archive_lines``, ``rules.i18n``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ROOT, Cli
import test_ledger_words

#: The sample campaigns of the systems with another language, replayed once a module (``test_ledger_words``).
played = test_ledger_words.played


@pytest.mark.parametrize("system_id, args, line", [
    ("masks", ("history", "--last", "0", "--lang", "es"), "error: last: un número entero de al menos 1 (dado: 0)"),
    ("masks", ("history", "--lang", "es", "--last", "-3"), "error: last: un número entero de al menos 1 (dado: -3)"),
    ("masks", ("history", "--last", "0"), "error: last: a whole number of at least 1 (got 0)"),
    ("mosaic", ("history", "--last", "0", "--lang", "de"), "error: last: eine ganze Zahl von mindestens 1 (angegeben: 0)"),
    ("mosaic", ("undo", "--to", "-1", "--lang", "de"),
     "error: to: --to nimmt eine Aktion vor der letzten ({latest}): 0 bis {last}"),
    ("masks", ("undo", "--to", "-1", "--lang", "es"),
     "error: to: --to toma una acción anterior a la última ({latest}): de 0 a {last}"),
], ids=["last es", "last es before", "last en", "last de", "to de", "to es"])
def test_a_number_option_out_of_range_is_refused_in_the_line_s_language_without_dashes(
        played: dict[str, Cli], system_id: str, args: tuple[str, ...], line: str) -> None:
    cli = played[system_id]
    before = cli.json("history")
    proc = cli(*args, ok=False)
    line = line.format(last=before[-1]["action"] - 1, latest=before[-1]["action"])   # --to: one before the last
    assert (proc.returncode, proc.stderr.strip().splitlines()) == (2, [line])
    assert cli.json("history") == before                                     # nothing written


def test_minutes_out_of_range_is_named_without_dashes(tmp_path: Path) -> None:
    from ledger.service.accounts import MAX_LINK_MINUTES

    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"))
    proc = cli("account", "link", "Gale", "--minutes", "0", "--lang", "es", ok=False)
    assert (proc.returncode, proc.stderr.strip()) == (2, f"error: minutes: un número entero de 1 a {MAX_LINK_MINUTES} (dado: 0)")


def test_verify_says_one_snapshot_in_the_singular(played: dict[str, Cli]) -> None:
    import re

    from rules.archive_lines import line

    one = "OK C: 5 events (5 chained), 4 actions, 1 snapshot agrees with the fold"
    assert line("es", one) == "OK C: 5 eventos (5 encadenados), 4 acciones, 1 instantánea concuerda con la aplicación"
    assert line("de", one) == "OK C: 5 Ereignisse (5 verkettet), 4 Aktionen, 1 Schnappschuss stimmt mit der Anwendung überein"
    two = "OK C: 5 events (5 chained), 4 actions, 2 snapshots agree with the fold"
    assert line("es", two) == "OK C: 5 eventos (5 encadenados), 4 acciones, 2 instantáneas concuerdan con la aplicación"
    said = played["masks"]("verify", "--lang", "es").stdout.splitlines()[0]     # as many snapshots as the store keeps
    found = re.search(r", 121 acciones, (\d+) (instantánea concuerda|instantáneas concuerdan) con la aplicación$", said)
    assert found is not None, said
    assert (found[1] == "1") == (found[2] == "instantánea concuerda"), said
    english = played["masks"]("verify").stdout.splitlines()[0]
    assert english.endswith(f", 121 actions, {found[1]} " + ("snapshot agrees" if found[1] == "1" else "snapshots agree")
                            + " with the fold"), english


def test_verify_without_a_snapshot_says_there_is_none_to_check_yet(tmp_path: Path) -> None:
    """README "Export, import and verify": a campaign shorter than the snapshot interval has no snapshot; ``verify``
    says there is none to check yet (it read "0 snapshots agree", like a failure), in the line's language."""
    cli = Cli(tmp_path / "s.sqlite")
    cli("create", "C", "--system", "mouseguard", "--lang", "es")
    assert cli("verify", "--lang", "en").stdout.splitlines()[0].endswith(", 0 actions, no snapshot to check yet")
    assert cli("verify", "--lang", "es").stdout.splitlines()[0].endswith(", 0 acciones, aún ninguna instantánea que comprobar")


def test_the_chronicle_header_counts_agree_in_number(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"))
    last = cli.json("history")[-1]
    cli("undo", str(last["action"]), "--reason", "x")
    out = tmp_path / "c.md"
    cli("chronicle", "--format", "md", "--out", str(out), "--lang", "es")
    header = next(line for line in out.read_text(encoding="utf-8").splitlines() if "sesiones:" in line)
    assert header.endswith("· acciones: 122 · tiradas: 30 · deshechas: 1*"), header
    import rules

    assert [rules.get_system("masks").word(k, "es") for k in ("undone actions", "amended actions")] == \
        ["deshechas", "corregidas"]
    assert [rules.get_system("mosaic").word(k, "de") for k in ("undone actions", "amended actions")] == \
        ["rückgängig", "berichtigt"]


def test_spanish_calls_a_file_fichero_everywhere() -> None:
    from rules.help_frames import __file__ as help_file

    rules_dir = Path(help_file).parent
    said = [p.name for p in rules_dir.rglob("*.py") if "archivo" in p.read_text(encoding="utf-8")]
    assert said == []
    assert "un fichero SQLite" in Path(help_file).read_text(encoding="utf-8")


@pytest.mark.parametrize("length", [61, 2001, 5000])
def test_a_long_name_is_refused_by_the_name_s_own_limit(tmp_path: Path, length: int) -> None:
    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"))
    before = cli.bytes()
    proc = cli("add-character", "R" * length, "--playbook", "beacon", "--plus-one", "mundane", "--lang", "es", ok=False)
    assert (proc.returncode, proc.stderr) == \
        (2, "error: name: un nombre de 1 a 60 caracteres con una letra o una cifra, distinto de GM "
            f"(dado: {'R' * 24 + '…'!r}{f', {length} caracteres' if length <= 2000 else ''})\n")
    long_reason = cli("add-character", "Rx", "--playbook", "beacon", "--plus-one", "mundane", "--reason", "r" * 5000,
                      ok=False)
    assert long_reason.stderr == "error: reason: a reason of at most 1000 characters\n"
    long_recap = cli("recap", "y" * 5000, ok=False)
    assert long_recap.stderr == f"error: text: a recap of 1-2000 characters (got {'y' * 24 + '…'!r})\n"
    assert cli.bytes() == before


@pytest.mark.parametrize("system_id, args, line", [
    ("masks", ("--as", "Nadie", "--lang", "es"),
     "error: as: 'Nadie' no es nadie de esta campaña; se admite: el Narrador o un personaje (Gale, Rook, Vex, Lumen, "
     "Captain Meridian, Static)"),
    ("masks", ("--as", "Nadie"),
     "error: as: unknown actor 'Nadie'; allowed: GM or a character (Gale, Rook, Vex, Lumen, Captain Meridian, Static)"),
    ("masks", ("--as", " ", "--lang", "es"),
     "error: as: da GM o el nombre de un personaje (un nombre vacío no nombra a nadie)"),
], ids=["unknown es", "unknown en", "empty es"])
def test_play_refuses_an_unknown_as_once_at_start(played: dict[str, Cli], system_id: str, args: tuple[str, ...],
                                                   line: str) -> None:
    cli = played[system_id]
    before = cli.bytes()
    proc = cli("play", *args, ok=False)
    assert (proc.returncode, proc.stderr.splitlines(), proc.stdout) == (2, [line], "")
    assert cli.bytes() == before


@pytest.mark.parametrize("system_id, args, line", [
    ("mosaic", ("resolve", "--pick", "--lang", "de"), "error: pick: Wert fehlt"),
    ("masks", ("history", "--kind", "--lang", "es"), "error: kind: falta el valor"),
    ("masks", ("history", "--last", "--json"), "error: last: value missing"),
    ("masks", ("mark", "Gale", "angry", "--reason", "--as", "Gale", "--lang", "es"), "error: reason: falta el valor"),
    # amend: click's refusal of its arguments, then what the action takes
    ("mosaic", ("amend", "17", "--wurst", "3", "--lang", "de"),
     "error: argument: Die Option '--wurst' gibt es nicht; 'roll' (Aktion 17) nimmt --move, "
     "--character, --with, --target, --role, --dice, --seed, --self-initiated, --tile, --invest, --culture, "
     "--accept-loss, --press, --press-stat, --odds, --json, --lang"),
    ("mosaic", ("amend", "19", "--dice", "6,6", "--lang", "de"),
     "error: argument: Die Option '--dice' gibt es nicht; 'resolve' (Aktion 19) nimmt --pick, "
     "--gm-move, --influence, --restore-tile, --advantage-culture, --json, --lang"),
    ("mosaic", ("amend", "19", "--dice", "6,6"),
     "error: argument: No such option '--dice'. 'resolve' (action 19) takes --pick, "
     "--gm-move, --influence, --restore-tile, --advantage-culture, --json, --lang."),
    # a suggestion only when close (the names without their dashes, difflib's cutoff): --pik, not --dice
    ("mosaic", ("amend", "19", "--pik", "PU1", "--lang", "de"),
     "error: argument: Die Option '--pik' gibt es nicht; meintest du '--pick'?; 'resolve' (Aktion 19) nimmt --pick, "
     "--gm-move, --influence, --restore-tile, --advantage-culture, --json, --lang"),
    ("masks", ("amend", "5", "--dice", "6,6", "--lang", "es"),
     "error: argument: no existe la opción '--dice'; 'add-npc' (acción 5) admite --name, --adult, --json, --lang"),
], ids=["pick de", "kind es", "last en", "reason es", "wurst de", "dice de", "dice en", "pik de", "dice es"])
def test_an_option_missing_its_value_or_unknown_to_amend_is_refused_in_the_line_s_language(
        played: dict[str, Cli], system_id: str, args: tuple[str, ...], line: str) -> None:
    cli = played[system_id]
    before = cli.bytes()
    proc = cli(*args, ok=False)
    assert (proc.returncode, proc.stderr.splitlines()) == (2, [line])
    assert cli.bytes() == before


def test_a_value_given_with_equals_or_not_an_option_is_taken(played: dict[str, Cli]) -> None:
    from ledger.cli.checked import valueless_option

    masks = played["masks"]
    assert len(masks.json("history", "--last=2")) == 2
    assert valueless_option([], ["--reason", "--json"]) is None                       # no options: nothing to find
    import click

    opts = [click.Option(["--reason"]), click.Option(["--json"], is_flag=True)]
    assert valueless_option(opts, ["--reason", "--json"]) == "reason"
    assert valueless_option(opts, ["--reason=--json"]) is None
    assert valueless_option(opts, ["--reason", "--other"]) is None                   # not an option here: a value
    assert valueless_option(opts, ["--", "--reason", "--json"]) is None


def test_amend_in_the_shell_says_it_in_the_shell_s_language(played: dict[str, Cli]) -> None:
    import os
    import subprocess

    from conftest import LEDGER, TEST_STORE, pg_url

    cli = played["mosaic"]
    store = pg_url(cli.store) if TEST_STORE == "postgres" else str(cli.store)
    env = dict(os.environ, LEDGER_STORE=store, COLUMNS="200")
    proc = subprocess.run([LEDGER, "play", "--lang", "de"], input="amend 19 --dice 6,6\n", capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=60)
    assert "error: argument: Die Option '--dice' gibt es nicht; 'resolve' (Aktion 19) nimmt --pick," in proc.stdout + proc.stderr, (proc.stdout, proc.stderr)


def test_history_kind_takes_the_command_as_the_history_names_it(played: dict[str, Cli]) -> None:
    mouse_guard = played["mouseguard"]
    for cli, word, command, lang in ((mouse_guard, "prueba", "test", "es"), (played["masks"], "tirada", "roll", "es"),
                                     (played["mosaic"], "Wurf", "roll", "de"), (played["mosaic"], "wurf", "roll", "de")):
        by_word = cli.json("history", "--kind", word, "--lang", lang)
        by_id = cli.json("history", "--kind", command, "--lang", lang)
        assert [r["action"] for r in by_word] == [r["action"] for r in by_id], word
        assert len(by_id) > 0 and {row["command"] for row in by_id} == {command}, word
    proc = mouse_guard("history", "--kind", "pruebaX", "--lang", "es", ok=False)
    assert proc.returncode == 2
    (line,) = proc.stderr.splitlines()
    assert line.startswith("error: kind: ninguna acción ni evento de tipo 'pruebaX'; órdenes de esta campaña: "), line
    listed = line.split("órdenes de esta campaña: ")[1].split("; o un tipo de evento")[0].split(", ")
    assert "prueba" in listed and "prueba enfrentada" in listed and "test" not in listed and "versus" not in listed
    assert len(listed) == len(set(listed))
