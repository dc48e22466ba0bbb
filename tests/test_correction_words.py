"""README "Correcting mistakes and reviewing the past" (a correction shows what it changed, before → after) and
"Using the ledger" (the game's words, never internal names): what an amend, undo or redo row says changed, in every
language each system offers; the group's rows (a proposal, the approval setting, the arc's invitation rows) in the
reader's language; and a correction row shows only what its reader may see (design.md "People, roles and hidden
information": a side reads its own script, 004 "Siempre se elige en secreto")."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

import rules
from conftest import ROOT, Cli
from ledger.projections.history import summarise
from ledger.projections.detail_words import kind_text
from ledger.service import Ledger
from ledger.service.history import HistoryQuery
from ledger.service.people import Person
from test_group_sealed import ANA, BO, MARA, led  # noqa: F401  (the fixture, used by ``scripted``)

#: What no correction line may show: a recorded key, a side counted from 0, a record dumped, a value that did not change.
_RAW = re.compile(r"\bfaces\b|\bdelta\b|\bsides\b|\bvolleys\b|current rolls|\bwinner names\b|[{}]|\[…"
                  r"|— → —|\bNone\b|\bside 0\b|\bbando 0\b")


def _rows(cli: Cli, lang: str) -> dict[int, dict[str, Any]]:
    return {r["action"]: r for r in cli.json("history", "--lang", lang)}


@pytest.fixture(scope="module")
def darkwater(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """The Mouse Guard sample with a volley's roll amended (55), a script amended (31) and a roll undone (54)."""
    cli = Cli(tmp_path_factory.mktemp("dark") / "s.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"))
    cli("amend", "55", "--dice", "6,6,2,2,1,1", "--cascade")
    cli("amend", "31", "--actions", "attack,attack,feint", "--cascade")
    cli("undo", "54", "--cascade")
    return cli


MG_LINES = {
    "en": {
        85: ["action 55 (conflict roll): dice 3,3,2,2,1,1 → 6,6,2,2,1,1; successes 0 → 2",
             "action 56 (resolve): successes 3,0 → 3,2; disposition change 0,-3 → -2,-3; dispositions 2,2 → 0,2; "
             "conflict #27: winner Water Snake; compromise; conflict #27 team disposition: 2 → 0; conflict #27 phase: "
             "volley revealed → ended (was volley revealed → scripting); conflict #27 result: — → winner Water Snake; "
             "compromise; conflict #27 exchange: 2 → 3 (no longer)"],
        86: ["action 31 (conflict script): actions 2 action Defend → Attack",
             "action 36 (conflict reveal): actions 2 action Defend → Attack",
             "action 38 (conflict roll): Defend → Attack",
             "action 39 (resolve): actions Maneuver,Defend → Maneuver,Attack"],
        "undo": "conflict #27: phase closed → volley revealed; team disposition 0 → 2; opponents disposition 2 → 5; "
                "result winner Water Snake; compromise → — (+1)",
        "amend": ["conflict #27 result winner: team → opponents", "conflict #27 result winners: Brand, Wren, Tamsin → Water Snake",
                  "conflict #27 result starting disposition: 6 → 8"],
    },
    "es": {
        85: ["acción 55 (tirada de conflicto): dados 3,3,2,2,1,1 → 6,6,2,2,1,1; éxitos 0 → 2",
             "acción 56 (resolver): éxitos 3,0 → 3,2; cambio de disposición 0,-3 → -2,-3; disposiciones 2,2 → 0,2; "
             "conflicto #27: ganador Water Snake; compromiso; conflicto #27 disposición del equipo: 2 → 0; conflicto #27 "
             "fase: acción revelada → terminado (antes acción revelada → eligiendo acciones); conflicto #27 resultado: — → "
             "ganador Water Snake; compromiso; conflicto #27 tanda: 2 → 3 (ya no)"],
        86: ["acción 31 (elegir acciones): acciones 2 acción Defensa → Ataque",
             "acción 36 (revelar acción): acciones 2 acción Defensa → Ataque",
             "acción 38 (tirada de conflicto): Defensa → Ataque",
             "acción 39 (resolver): acciones Maniobra,Defensa → Maniobra,Ataque"],
        "undo": "conflicto #27: fase cerrado → acción revelada; disposición del equipo 0 → 2; disposición de los rivales 2 → 5; "
                "resultado ganador Water Snake; compromiso → — (+1)",
        "amend": ["conflicto #27 resultado ganador: equipo → rivales",
                  "conflicto #27 resultado ganadores: Brand, Wren, Tamsin → Water Snake",
                  "conflicto #27 resultado disposición inicial: 6 → 8"],
    },
}


@pytest.mark.parametrize("lang", rules.get_system("mouseguard").languages)
def test_a_mouse_guard_correction_reads_in_the_game_s_words(darkwater: Cli, lang: str) -> None:
    rows, want = _rows(darkwater, lang), MG_LINES[lang]
    assert rows[85]["corrections"] == want[85]
    assert rows[86]["corrections"] == want[86]
    # the conflict undecided, the recovery after it goes too (004 "Condiciones": no rest or treatment mid-fight)
    assert want["undo"] in rows[87]["changes"][:3]
    assert [c for c in rows[85]["changes"] if c in want["amend"]] == want["amend"]
    said = [line for r in rows.values() for line in [*r["changes"], *r.get("corrections", [])]
            if r["command"] in ("amend", "undo", "redo") or r.get("corrections")]
    assert [line for line in said if _RAW.search(line)] == []
    for line in [line for r in rows.values() for line in r.get("corrections", [])]:    # no change said twice
        pieces = [p for p in line.split("; ") if "→" in p]
        assert len(set(pieces)) == len(pieces), line


@pytest.fixture(scope="module")
def halcyon(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """The Masks sample with a roll amended (29, its resolve 30 picked again) and that resolve undone."""
    cli = Cli(tmp_path_factory.mktemp("masks") / "s.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"))
    cli("amend", "29", "--dice", "5,5", "--and", "30", "--pick", "RI3", "--pick", "RI1:potential")
    cli("undo", "30", "--cascade")
    return cli


MASKS_LINES = {
    "en": (["action 29 (roll): dice 4,4 → 5,5; total 8 → 10; weak hit (7-9) → strong hit (10+)",
            "action 30 (resolve): dice 4,4 → 5,5; total 8 → 10; weak hit (7-9) → strong hit (10+); picks RI3 → RI3,RI1; "
            "Vex potential: 0 → 1"],
           ["Influence Lumen → Rook: yes → —", "Captain Meridian ✗→ Lumen: yes → —", "Team pool: 5 → 3"]),
    "es": (["acción 29 (tirada): dados 4,4 → 5,5; total 8 → 10; éxito parcial (7-9) → éxito total (10+)",
            "acción 30 (resolver): dados 4,4 → 5,5; total 8 → 10; éxito parcial (7-9) → éxito total (10+); opciones RI3 → "
            "RI3,RI1; Vex Potencial: 0 → 1"],
           ["Influencia Lumen → Rook: sí → —", "Captain Meridian ✗→ Lumen: sí → —", "reserva del Equipo: 5 → 3"]),
}


@pytest.mark.parametrize("lang", rules.get_system("masks").languages)
def test_a_masks_correction_names_what_changed_inside_a_record(halcyon: Cli, lang: str) -> None:
    """A record the undo took back reads by the value that changed in it, never dumped (``{Rook yes}``); a list that
    was empty and now is not there reads the same on both sides and is left out."""
    rows = _rows(halcyon, lang)
    corrections, tail = MASKS_LINES[lang]
    assert rows[122]["corrections"][:2] == corrections
    assert rows[123]["changes"][-3:] == tail
    assert [c for c in rows[123]["changes"] if _RAW.search(c)] == []


@pytest.mark.parametrize("system, command, said", [
    ("mouseguard", "conflict disposition", {"en": "proposal 19: conflict disposition as Brand (by Ana)",
                                            "es": "propuesta 19: disposición como Brand (por Ana)"}),
    ("masks", "roll", {"en": "proposal 19: roll as Brand (by Ana)", "es": "propuesta 19: tirada como Brand (por Ana)"}),
])
def test_group_rows_read_in_the_reader_s_language(system: str, command: str, said: dict[str, str]) -> None:
    game = rules.get_system(system)
    the_gm = {"masks": "Narrador", "mouseguard": "DJ"}[system]          # seed 000 "el Narrador", seed 004 "el DJ"
    approval = {"en": "GM approval: players (by Mara)", "es": f"aprobación del {the_gm}: acciones de los jugadores (por Mara)"}
    arc = {"en": ["Invitation issued", "Invitation accepted", "Proposal made"],
           "es": ["Invitación enviada", "Invitación aceptada", "Propuesta hecha"]}
    for lang in game.languages:
        detail = {"proposal": 19, "command": command, "actor": "Brand", "by": "Ana"}
        assert summarise("ProposalMade", detail, lang, game) == (said[lang], True)
        assert summarise("OptionSet", {"approval": "players", "by": "Mara"}, lang, game) == (approval[lang], True)
        assert [kind_text(k, lang, game) for k in ("InvitationIssued", "InvitationAccepted", "ProposalMade")] == arc[lang]


@pytest.fixture
def scripted(led: Ledger) -> Ledger:
    """Brand (Ana's) and the Bandit (the GM's side) scripted (``test_group_sealed.led``), then both scripts amended
    before any reveal."""
    led.correct(None, "amend", {"action": 14, "actions": "attack,attack,feint"})
    led.correct(None, "amend", {"action": 15, "actions": "maneuver,attack,maneuver"})
    return led


def _said(led: Ledger, by: Person) -> dict[int, tuple[list[str], list[str]]]:
    rows = [json.loads(r) if isinstance(r, bytes) else r for r in led.history(None, HistoryQuery(), None, table=False, by=by).rows]
    return {r["action"]: (r["changes"], r["corrections"]) for r in rows if r["action"] >= 14}


def test_a_correction_row_shows_a_sealed_script_as_its_reader_sees_the_script(scripted: Ledger) -> None:
    """Brand's player reads how their own script changed; the GM reads the GM's side's; anyone else (and the
    store's owner) reads that a sealed script changed, never an empty record (``conflict #7: —``)."""
    sealed = ["action 14 (conflict script): changed (sealed)"], ["action 15 (conflict script): changed (sealed)"]
    mine = ["action 14 (conflict script): actions 2 action Defend → Attack"]
    gms = ["action 15 (conflict script): actions 2 action Maneuver → Attack"]
    ana, mara = _said(scripted, ANA), _said(scripted, MARA)
    assert (ana[16][1], ana[17][1], ana[14][1]) == (mine, sealed[1], ["now (16): actions 2 action Defend → Attack"])
    assert (mara[16][1], mara[17][1], mara[15][1]) == (sealed[0], gms, ["now (17): actions 2 action Maneuver → Attack"])
    for reader in (BO, Person.OWNER):
        said = _said(scripted, reader)
        assert (said[16], said[17]) == (([], sealed[0]), ([], sealed[1]))
        assert said[14][1] == said[15][1] == []


@pytest.mark.parametrize("system, lang, said", [
    ("mosaic", "de", ["Freigabe durch die SL: alles außer der SL (von Mara)", "Einladung verschickt", "Vorschlag gemacht"]),
    ("pokemon", "it", ["approvazione del GM: tutto tranne il GM (da Mara)", "Invito inviato", "Proposta fatta"]),
    ("basic", "en", ["GM approval: all-but-gm (by Mara)", "Invitation issued", "Proposal made"]),
])
def test_the_approval_setting_and_group_kinds_in_the_other_systems_languages(system: str, lang: str, said: list[str]) -> None:
    game = rules.get_system(system)
    assert [summarise("OptionSet", {"approval": "all-but-gm", "by": "Mara"}, lang, game)[0],
            *(kind_text(k, lang, game) for k in ("InvitationIssued", "ProposalMade"))] == said
