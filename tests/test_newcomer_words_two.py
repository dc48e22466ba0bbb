"""What a German MOSAIC group and a Spanish Masks group read when a newcomer group played: an interaction move's
refusal wholly German, as a player and as the GM read it, the move and the commands named as the campaign names
them (the English too: the move's name, never its id); a Team reason the rules write (``Gale helps Rook``) in the
reader's language at read time, the record kept as written; a character of the wrong kind named by the language's
word (Spanish "PJ", German "SC"); Pokémon's rest cause in English.

Source: README "Using the ledger" (``--lang``: refusals and history lines in the campaign's language), "The server"
(an error's message in the reader's language) and "Playing as a group" (a player's "allowed now" list holds only
what they may give); seed 001 ("Initiate Interaction", "Einfühlen"), seed 000's Spanish part ("MOVIMIENTOS
PERIFÉRICOS": "ayudar a un compañero", "actuar de forma egoísta"; PJ, PNJ), seed 002 ("Riposo").
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import rules
from conftest import ROOT, Cli
from rules.errors import RuleError
from web_support import gm_and_player

MOSAIC = "mosaic-blumen-des-montezuma.yaml"
MASKS = "masks-halcyon-nights.yaml"
#: A player's reading: Initiate Interaction is theirs, ``interaction start`` (the GM's) is left out.
PLAYER_DE = ("Einfühlen ist ein Interaktionszug und keine Interaktion ist offen; jetzt möglich: "
             "Interaktion beginnen (Wurf)")


def _cut(tmp_path: Path, sample: str, before: str) -> Path:
    """``sample`` (a file under sample_campaigns/) up to the line ``before`` (left out), as a script in ``tmp_path``."""
    text = (ROOT / "sample_campaigns" / sample).read_text(encoding="utf-8")
    cut = tmp_path / f"cut-{sample}"
    cut.write_text(text[:text.index(before)], encoding="utf-8")
    return cut


def _error(got: Any) -> tuple[int, str, str]:
    return got.status_code, got.json()["error"]["field"], got.json()["error"]["message"]


@pytest.fixture
def blumen(tmp_path: Path) -> Any:
    """MOSAIC's sample up to its first scene's first roll (a scene open, no interaction), served in German; Bo
    plays Itzel."""
    script = _cut(tmp_path, MOSAIC, "  # \"Kenji zieht")
    with gm_and_player(tmp_path / "m.sqlite", str(script), "Itzel", "de") as served:
        yield served


@pytest.fixture
def halcyon(tmp_path: Path) -> Any:
    """Halcyon Nights up to Gale's Team spend (Rook's roll waits), served in Spanish; Bo plays Gale."""
    script = _cut(tmp_path, MASKS, "  - team spend: {as: Gale, for: Rook}")
    with gm_and_player(tmp_path / "k.sqlite", str(script), "Gale", "es") as served:
        yield served


def test_an_interaction_move_refused_reads_wholly_german_to_a_player_and_the_gm(blumen: Any) -> None:
    _, gm, bo, base = blumen
    for body in ({"move": "Einfühlen", "dice": [4, 3]}, {"move": "Einfühlen", "dice": [4, 3], "as": "Itzel"},
                 {"move": "empathy", "dice": [4, 3]}):
        assert _error(bo.post(f"{base}/commands/roll", json=body)) == (400, "move", PLAYER_DE)
    assert _error(gm.post(f"{base}/commands/roll", json={"move": "Feilschen", "as": "Itzel", "dice": [4, 3]})) == (
        400, "move", "Feilschen ist ein Interaktionszug und keine Interaktion ist offen; jetzt möglich: "
                     'Interaktion beginnen (Wurf), Interaktion beginnt "with" VERBÜNDETER')


def test_an_interaction_move_refused_on_the_command_line_names_the_move(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "m.sqlite")
    cli("replay", str(_cut(tmp_path, MOSAIC, "  # \"Kenji zieht")))
    said = {lang: cli("roll", "Einfühlen", "--as", "Itzel", "--dice", "4,3", "--lang", lang, ok=False)
            for lang in ("de", "en")}
    assert [p.returncode for p in said.values()] == [2, 2]
    assert said["de"].stderr == ("error: move: Einfühlen ist ein Interaktionszug und keine Interaktion ist offen; "
                                 "jetzt möglich: Interaktion beginnen (Wurf), Interaktion beginnt --with VERBÜNDETER\n")
    assert said["en"].stderr == ("error: move: Empathy is an interaction move and no interaction is open; allowed now: "
                                 "Initiate Interaction (roll), interaction start --with ALLY\n")


def test_a_journey_s_obstacles_and_an_open_interaction_refused_in_german() -> None:
    system = rules.get_system("mosaic")
    role = RuleError("role", "the time pressure of this journey was rolled already (roll #43); left: hazardous "
                             "environment, hostile opposition")
    assert system.refusal(role, "de") == ("role: Zeitdruck dieser Reise wurde schon gewürfelt (Wurf #43); übrig: "
                                          "gefährliches Gelände, feindliche Gegner")
    opened = RuleError("phase", "an interaction with Tlacaelel is open; Initiate Interaction opens another after "
                                "interaction end; allowed now: roll, tap")
    assert system.refusal(opened, "de") == ("phase: eine Interaktion mit Tlacaelel ist offen; Interaktion beginnen "
                                            "öffnet eine weitere erst nach Interaktion endet; jetzt möglich: Wurf, nutzen")


def test_a_team_reason_the_rules_wrote_reads_in_the_reader_s_language(halcyon: Any) -> None:
    _, gm, bo, base = halcyon
    assert _error(bo.post(f"{base}/commands/team/spend", json={"for": "Static"})) == (
        400, "for", "Static es un PNJ; aquí hace falta un PJ")
    done = bo.post(f"{base}/commands/team/spend", json={"for": "Rook"})
    assert done.status_code == 201
    spent = [e for e in done.json()["events"] if e["kind"] == "TeamSpent"]
    assert [(e["summary"], e["detail"]) for e in spent] == [
        ("Equipo gastado: 1 (motivo: Gale ayuda a Rook)", {"amount": 1, "reason": "Gale helps Rook"})]
    gm.headers["accept-language"] = "en"
    rows = gm.get(f"{base}/history").json()
    said = [e["summary"] for row in rows for e in row["events"] if e["kind"] == "TeamSpent"]
    assert said == ["Team spent: 1 (reason: Gale helps Rook)"]


@pytest.mark.parametrize(("reason", "spanish"), [
    ("Gale helps Rook", "Equipo gastado: 1 (motivo: Gale ayuda a Rook)"),
    ("Vex acts selfishly", "Equipo gastado: 1 (motivo: Vex actúa de forma egoísta)"),
    ("Static rose to the provocation", "Equipo gastado: 1 (motivo: Static toma la provocación)"),
])
def test_each_team_reason_with_a_name_is_worded_at_read_time(reason: str, spanish: str) -> None:
    from ledger.projections.history import summarise

    system = rules.get_system("masks")
    assert summarise("TeamSpent", {"amount": 1, "reason": reason}, "es", system)[0] == spanish
    assert summarise("TeamSpent", {"amount": 1, "reason": reason}, "en", system)[0] == \
        f"Team spent: 1 (reason: {reason})"


def test_a_reason_a_person_typed_is_never_translated() -> None:
    from ledger.projections.history import summarise

    system = rules.get_system("masks")       # a forward's typed reason is in the state, a refusal's typed text quoted
    said = summarise("InfluenceRefused", {"holder": "Gale", "subject": "Rook", "reason": "Gale helps Rook"}, "es",
                         system)[0]
    assert said == "Gale ✗→ Rook: Gale helps Rook"


@pytest.mark.parametrize(("system_id", "lang", "kind", "said"), [
    ("masks", "es", "PC", "Static es un PNJ; aquí hace falta un PJ"),
    ("masks", "es", "NPC", "Static es un PJ; aquí hace falta un PNJ"),
    ("mosaic", "de", "PC", "Static ist ein NSC; hier ist ein SC nötig"),
    ("mosaic", "de", "NPC", "Static ist ein SC; hier ist ein NSC nötig"),
])
def test_a_character_of_the_wrong_kind_is_named_by_the_language_s_word(system_id: str, lang: str, kind: str,
                                                                       said: str) -> None:
    is_ = "an NPC" if kind == "PC" else "a PC"
    err = RuleError("for", f"Static is {is_}; a {kind} is needed here")
    assert rules.get_system(system_id).refusal(err, lang) == f"for: {said}"


def test_a_pokemon_rest_cause_reads_in_english() -> None:
    from ledger.projections.history import cause_text

    system = rules.get_system("pokemon")
    assert [cause_text("riposo", lang, system) for lang in ("en", "it")] == ["rest", "riposo"]


@pytest.mark.parametrize(("english", "german"), [
    ("a trait's ability adds an option to Hold: give its text with --option",
     "die Fähigkeit eines Merkmals fügt Standhalten eine Option hinzu: gib ihren Text mit --option an"),
    ("PU9 is not an option of Push; allowed: PU1, PU2", "PU9 ist keine Option von Vorstoßen; erlaubt: PU1, PU2"),
    ("PU9 is not an option of push; allowed: PU1, PU2", "PU9 ist keine Option von Vorstoßen; erlaubt: PU1, PU2"),
    ("Diego's discipline trait does not name Learn; traits that do: understanding",
     "das Merkmal Disziplin von Diego nennt Erkunden nicht; Merkmale, die es nennen: Verständnis"),
    ("several traits name The Flowers: pick TRAIT:STAT with one of a, b",
     "mehrere Merkmale nennen Die Blumen: wähle MERKMAL:WERT mit einem von a, b"),
])
def test_a_move_named_in_a_mosaic_refusal_reads_by_its_german_name(english: str, german: str) -> None:
    assert rules.get_system("mosaic").refusal(RuleError("pick", english), "de") == f"pick: {german}"
