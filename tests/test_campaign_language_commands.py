"""A campaign's own language read by every command without ``--lang`` or ``LEDGER_LANG``: an amend's lines and
refusals (as undo's and redo's), a reference list when the store names the campaign, and the words of the
corrections a newcomer met (an undo's knock-on count, ``undo --to``'s list, a later action that does not change,
the way to take back an amend).

Source: README "Using the ledger" (a campaign's language: "every read, line, refusal ... of that campaign then
speaks it where the reader asked for none"; reference lists) and "Correcting mistakes and reviewing the past"
(``undo --to``, ``--redecide --cascade``, a correction cannot be undone). Seed 004's Spanish (Mouse Guard:
``prueba``, ``Meteorólogo``, ``éxitos``), seed 001's German (MOSAIC).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import rules
from rules.errors import RuleError
from tests.conftest import ROOT, Cli

DARK = ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"


@pytest.fixture
def spanish(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Cli:
    """The Darkwater Crossing sample whose group chose Spanish as the campaign's language (action 85)."""
    monkeypatch.delenv("LEDGER_LANG", raising=False)
    cli = Cli(tmp_path / "mg.sqlite", env={"COLUMNS": "1000"})
    cli("replay", str(DARK))
    assert cli("language", "es").stdout.strip() == "acción 85: idioma de la campaña: es"
    return cli


def _blocks(text: str) -> dict[str, list[str]]:
    """An amend's report as {action line: the lines under it}."""
    found: dict[str, list[str]] = {}
    current = ""
    for line in text.splitlines():
        if line.startswith("  ") and not line.startswith("    "):
            current = line.strip()
            found[current] = []
        elif current:
            found[current].append(line.strip())
    return found


def test_an_amend_speaks_the_campaigns_language_dry_and_recorded(spanish: Cli) -> None:
    dry = spanish("amend", "9", "--dice", "1,1,1,1,1,1,1", "--dry-run").stdout
    assert dry.splitlines()[0] == "simulación (nada registrado): corregir la acción 9"
    assert "  acción 9 (prueba):" in dry.splitlines()
    assert "    antes: prueba #9 Meteorólogo de Rogard, Ob 3: 7D [Meteorólogo 4, ayuda Brand +1, conocimiento " \
           "Weather-wise +1, equipo spyglass +1]: 6,5,2,4,3,1,2 → 3 éxitos (dados físicos)" in dry.splitlines()
    assert "dry run" not in dry and "was:" not in dry and "successes" not in dry and "Weather Watcher" not in dry
    done = spanish("amend", "9", "--dice", "1,1,1,1,1,1,1", "--reason", "dado mal leído").stdout
    assert done.splitlines()[:2] == ["acción 86: corregir la acción 9", "  por qué: dado mal leído"]
    english = spanish("amend", "9", "--dice", "1,1,1,1,1,1,2", "--dry-run", "--lang", "en").stdout
    assert english.splitlines()[0] == "dry run (nothing recorded): amend of action 9"


def test_an_amend_shows_only_what_reads_differently(spanish: Cli) -> None:
    """Action 73 (Rogard's later Weather Watcher test's resolve) still fails, its tallies change: its unchanged
    line is left out; action 10, whose lines all read as before after 1s become 1s and a 3, says so."""
    first = _blocks(spanish("amend", "9", "--dice", "1,1,1,1,1,1,1", "--dry-run").stdout)
    assert "antes: prueba #71: fracaso (margen -1)" not in first["acción 73 (resolver):"]
    assert len(first["acción 73 (resolver):"]) == 4
    for lines in first.values():
        was = [x.removeprefix("antes: ") for x in lines if x.startswith("antes: ")]
        now = [x.removeprefix("ahora: ") for x in lines if x.startswith("ahora: ")]
        assert not set(was) & set(now)
    spanish("amend", "9", "--dice", "1,1,1,1,1,1,1")
    second = _blocks(spanish("amend", "9", "--dice", "1,1,1,1,1,1,3", "--dry-run").stdout)
    assert second["acción 10 (resolver):"] == ["sin cambios"]


def test_the_amends_own_refusals_speak_the_campaigns_language(spanish: Cli) -> None:
    twice = spanish("amend", "9", "--dice", "1,1,1,1,1,1,1", "--and", "9", "--dice", "1,1,1,1,1,1,2", ok=False)
    assert twice.stderr.strip() == "error: and: la acción 9 se corrige dos veces; da sus argumentos una vez"
    assert spanish("amend", "9", "--and", "x", ok=False).stderr.strip() == \
        "error: and: --and va seguido del número de otra acción que corregir y luego de sus argumentos"
    assert spanish("amend", "7", ok=False).stderr.strip() == \
        "error: action: 'turn gm' (acción 7) no admite argumentos, así que no hay nada que corregir; deshazla en " \
        "su lugar (ledger undo 7)"
    assert spanish("amend", "7", "--lang", "en", ok=False).stderr.strip() == \
        "error: action: 'turn gm' (action 7) takes no arguments, so there is nothing to amend; undo it instead " \
        "(ledger undo 7)"


@pytest.mark.parametrize("lang,tail", [("es", "--and 74 --ARGUMENTO ..., o deshaz las 2 con --cascade"),
                                       ("de", "--and 74 --ARGUMENT ..., oder mach alle 2 mit --cascade rückgängig"),
                                       ("it", "--and 74 --ARGOMENTO ..., o annulla le 2 con --cascade")])
def test_an_amends_refusal_names_its_placeholder_as_undos_does(lang: str, tail: str) -> None:
    """The amend's way out (``ledger.corrections``) and the undo's share one placeholder word per language."""
    system = next(rules.get_system(s) for s in rules.registered() if lang in rules.get_system(s).languages)
    err = RuleError("action", "after this amend, later actions would be refused: 74 (test): records different "
                              "changes; correct it in the same amend: ledger amend 9 --dice ... --and 74 "
                              "--ARGUMENT ..., or undo the 2 with --cascade")
    said = system.refusal(err, lang)
    undo = system.refusal(RuleError("action", "later actions depend on action 9 (test): 10 (resolve): records "
                                              "different changes; correct it instead: ledger amend 9 --ARGUMENT "
                                              "VALUE, or undo it too with --cascade"), lang)
    placeholder = tail.split()[2]
    assert said.endswith(tail) and placeholder in undo
    assert ("--ARGUMENT " not in said) == (placeholder != "--ARGUMENT")


def test_an_undos_ways_out_count_one_in_the_singular(spanish: Cli) -> None:
    line = spanish("undo", "9", ok=False).stderr.strip()
    assert line.endswith("corrígela en su lugar: ledger amend 9 --ARGUMENTO VALOR, o conserva la que solo cambia "
                         "y deshaz la rechazada con --redecide --cascade, o deshaz las 12 con --cascade")
    assert "las 1 " not in line


def test_undo_to_says_the_later_actions_are_undone_too(spanish: Cli) -> None:
    lines = spanish("undo", "--to", "60", "--dry-run").stdout.splitlines()
    assert lines[0] == "simulación (nada registrado): deshacer todo lo posterior a la acción 60"
    assert re.fullmatch(r"    y 22 más tras ellas, también deshechas: 64, 65, .*, 84, 85", lines[-1]), lines[-1]
    assert "cuyo resultado cambiaría" not in "\n".join(lines)


def test_undoing_an_amend_names_the_way_to_take_it_back(spanish: Cli) -> None:
    spanish("amend", "9", "--dice", "1,1,1,1,1,1,1")
    assert spanish("undo", "86", ok=False).stderr.strip() == \
        "error: action: la acción 86 ya es una corrección (corrige la acción 9); para retirarla, corrige de nuevo " \
        "la acción 9 con los datos que tenía antes: ledger amend 9 --ARGUMENTO VALOR"
    back = spanish("amend", "9", "--dice", "6,5,2,4,3,1,2").stdout     # the way named: the amend taken back
    assert "    ahora: prueba #9 Meteorólogo de Rogard, Ob 3: 7D [Meteorólogo 4, ayuda Brand +1, conocimiento " \
           "Weather-wise +1, equipo spyglass +1]: 6,5,2,4,3,1,2 → 3 éxitos (dados físicos)" in back.splitlines()
    spanish("undo", "85")                                      # an undo of the language: taken back by a redo
    assert spanish("redo", "88", "--lang", "en", ok=False).stderr.strip() == \
        "error: action: action 88 is itself a correction (an undo of action 85); to take it back: ledger redo 85"


def test_a_reference_list_reads_in_the_language_of_the_campaign_the_store_names(spanish: Cli, tmp_path: Path) -> None:
    assert spanish("weapons").stdout.splitlines()[0].strip() == "Armas — Mouse Guard"
    assert spanish("skills").stdout.splitlines()[0].strip() == "Habilidades — Mouse Guard"
    assert spanish("weapons", "--lang", "en").stdout.splitlines()[0].strip() == "Weapons — Mouse Guard"
    english = Cli(spanish.store, env={"COLUMNS": "1000", "LEDGER_LANG": "en"})
    assert english("conditions").stdout.splitlines()[0].strip() == "Conditions — Mouse Guard"
    nowhere = Cli(tmp_path / "none.sqlite")
    assert nowhere("--system", "mouseguard", "weapons").stdout.splitlines()[0].strip() == "Weapons — Mouse Guard"
    assert not (tmp_path / "none.sqlite").exists()


def test_a_german_mosaic_campaigns_moves_read_in_german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LEDGER_LANG", raising=False)
    cli = Cli(tmp_path / "m.sqlite", env={"COLUMNS": "1000"})
    cli("create", "Die Blumen", "--system", "mosaic", "--lang", "de")
    german = cli("moves").stdout.splitlines()[0].strip()
    title = rules.get_system("mosaic").title
    assert german == f"{rules.get_system('mosaic').word('Moves', 'de')} — {title}" != f"Moves — {title}"
    assert cli("moves", "--lang", "en").stdout.splitlines()[0].strip() == f"Moves — {title}"


def test_an_option_typed_before_the_command_is_said_to_go_after_it(spanish: Cli) -> None:
    """``ledger --store x status``: the option is the command's; said so, in the language asked for."""
    assert spanish("--store", "x", "status", ok=False).stderr.strip() == \
        "error: usage: No such option '--store' before the command; it goes after the command (ledger COMMAND " \
        "--store ...)"
    assert spanish("--store", "x", "status", "--lang", "es", ok=False).stderr.strip() == \
        "error: usage: la opción '--store' no va antes de la orden, sino después (ledger ORDEN --store ...)"
    assert spanish("--bogus", "status", ok=False).stderr.strip() == \
        "error: usage: no existe la opción '--bogus' (ver: ledger --help)"        # no command's: as before


def test_a_usage_error_in_the_shell_points_to_the_shells_help(spanish: Cli) -> None:
    from ledger.cli import root
    from ledger.cli.running import run
    from ledger.cli.session import Session, shared

    import contextlib
    import io
    import os

    err = io.StringIO()
    saved = os.environ.get("LEDGER_STORE")
    os.environ["LEDGER_STORE"] = str(spanish.store) if saved is None or "postgres" not in saved else saved
    shared(Session(warm=True))
    try:
        with contextlib.redirect_stderr(err):
            assert run(["undo", "--bogus"], root()) == 2
    finally:
        shared(None)
        if saved is None:
            os.environ.pop("LEDGER_STORE", None)
        else:
            os.environ["LEDGER_STORE"] = saved
    assert err.getvalue().strip() == "error: usage: no existe la opción '--bogus' (ver: help undo)"
    assert spanish("undo", "--bogus", ok=False).stderr.strip() == \
        "error: usage: no existe la opción '--bogus' (ver: ledger undo --help)"


def test_a_script_export_heads_its_file_in_the_campaigns_language(spanish: Cli, tmp_path: Path) -> None:
    spanish("export", "--format", "script", "--out", str(tmp_path / "s.yaml"))
    first = (tmp_path / "s.yaml").read_text(encoding="utf-8").splitlines()[0]
    assert re.fullmatch(r"# Exportado del registro el \S+: las acciones en vigor, con sus correcciones aplicadas\.",
                        first), first


def test_the_apis_and_the_desks_correction_refusals_name_their_own_ways(tmp_path: Path) -> None:
    """README "The server": the API names its JSON fields, whole (``"redecide": true, "cascade": true``, an amend's
    ``"and"`` list); the desk (``?face=desk``) only its own controls (Amend, the cascade box), never a route."""
    from urllib.parse import quote

    from web_support import bearer, gm_token

    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(str(tmp_path / "web.sqlite"), warm=True)
    camp, _ = ledger.replay(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml")
    app = make_app(ledger, secret="test-secret")
    gm = bearer(app, gm_token(app))
    base = f"/api/campaigns/{quote(camp.name)}"
    try:
        undo_api = gm.post(f"{base}/corrections/undo", params={"lang": "es"}, json={"action": 38})
        undo_desk = gm.post(f"{base}/corrections/undo", params={"lang": "es", "face": "desk"}, json={"action": 38})
        amend_api = gm.post(f"{base}/corrections/amend", params={"lang": "es"}, json={"action": 29, "dice": [5, 5]})
        amend_desk = gm.post(f"{base}/corrections/amend", params={"lang": "es", "face": "desk"},
                             json={"action": 29, "dice": [5, 5]})
    finally:
        ledger.close()
    said = {k: r.json()["error"]["message"] if "error" in r.json() else r.json()["message"]
            for k, r in (("undo_api", undo_api), ("undo_desk", undo_desk), ("amend_api", amend_api),
                         ("amend_desk", amend_desk))}
    assert {undo_api.status_code, undo_desk.status_code, amend_api.status_code, amend_desk.status_code} == {400}
    assert said["undo_api"].endswith('conserva las 67, decididas de nuevo, con "redecide": true, o deshaz las 67 con '
                                     '"cascade": true'), said["undo_api"]
    assert "«" not in said["undo_api"] and "«" not in said["amend_api"]
    assert said["amend_api"].endswith(f'POST {base.replace(" ", "%20")}/corrections/amend {{"action": 29, "dice": '
                                      f'..., "and": [{{"action": 30, "pick": ...}}]}}, o deshaz las 82 con '
                                      f'"cascade": true'), said["amend_api"]
    for desk in (said["undo_desk"], said["amend_desk"]):
        assert "POST" not in desk and '"' not in desk and "redecide" not in desk and "--" not in desk, desk
        assert desk.endswith("con «En cascada»"), desk
    assert said["undo_desk"].endswith("cuyo resultado cambiaría; deshaz las 67 con «En cascada»")


def test_the_apis_ways_out_are_whole_bodies() -> None:
    from ledger.web.api_terms import api_terms, desk_ways

    said = api_terms("depend on action 9: 10 (roll): refused; correct it instead: ledger amend 9 --ARGUMENTO VALOR, "
                     "o conserva la que solo cambia y deshaz la rechazada con --redecide --cascade", "/api/campaigns/C")
    assert said.endswith('POST /api/campaigns/C/corrections/amend {"action": 9, ...}, o conserva la que solo cambia y '
                         'deshaz la rechazada con "redecide": true, "cascade": true')
    assert desk_ways("later actions depend on action 9 (test): 10 (resolve): refused: x; correct it instead: ledger "
                     "amend 9 --ARGUMENT VALUE, or keep the one that only changes and undo the one refused with "
                     "--redecide --cascade, or undo all 3 with --cascade") == \
        "later actions depend on action 9 (test): 10 (resolve): refused: x; correct it instead: ledger amend 9 " \
        "--ARGUMENT VALUE, or undo all 3 with --cascade"


def test_an_imports_refusals_speak_the_language_of_the_campaign_in_the_file(spanish: Cli, tmp_path: Path) -> None:
    """The file names a Spanish campaign: its refusals in Spanish, as its success line; ``--lang`` still wins."""
    spanish("export", "--out", str(tmp_path / "e.jsonl"))
    again = spanish("import", str(tmp_path / "e.jsonl"), ok=False).stderr.strip()
    assert again.startswith("error: campaign: la campaña 'Darkwater Crossing' ya existe en ")
    assert again.endswith("; impórtala con --as y otro nombre")
    lines = (tmp_path / "e.jsonl").read_text(encoding="utf-8").splitlines()
    lines[3] = lines[3].replace('"actor":"GM"', '"actor":"XX"', 1)
    (tmp_path / "bad.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    other = Cli(tmp_path / "other.sqlite")
    assert other("import", str(tmp_path / "bad.jsonl"), ok=False).stderr.strip() == \
        "error: file: línea 4: la cadena de hashes se rompe aquí (la línea, o una anterior, se editó, se quitó o se " \
        "movió)"
    assert other("import", str(tmp_path / "bad.jsonl"), "--lang", "en", ok=False).stderr.strip() == \
        "error: file: line 4: the hash chain breaks here (the line, or one before it, was edited, removed or moved)"
    done = other("import", str(tmp_path / "e.jsonl")).stdout
    assert done.startswith("campaña Darkwater Crossing importada: ")
