"""Pokémon Noir (seed 002, Italian by default, English) and MOSAIC (seed 001, English, German) refusals and lines in
the campaign's language, on the command line and on the API: an option named by the body's field on the API (002
«MT», «Mercato Nero»; 001 "MILESTONES"), an option's name never worded (001 "MILESTONES"), a character named by no
gendered word (002 «Trattare Violentemente»), a campaign's creation said in its system's language, and a count of
dice in the singular for one (002 «Tirare i dadi», 001 "Rolling the Dice", 004 «Tirar los dados»).

Source: README "Using the ledger" (``--lang``; Pokémon Noir refuses in Italian by default) and "The server" (a
refusal names the API's fields, never the command line's options: docs/api-errors.md).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

import rules
from conftest import ROOT, Cli
from rules.errors import RuleError
from test_pokemon_listed_names import NOIR_SAMPLE
from test_refusal_sweep_words import refusals
from web_support import gm_in_scene

NOIR, BLUMEN = "Aranciopoli%20Noir", "Die%20Blumen%20des%20Montezuma"
#: 002 «MT»: a TM's roll without the Power it teaches.
TM = ("roll", "droga", "--as", "Vera", "--pokemon", "Lumo", "--tipo", "mt", "--sostanza", "MT01", "--dice", "4,5")
TM_BODY = {"move": "droga", "as": "Vera", "pokemon": "Lumo", "tipo": "mt", "sostanza": "MT01", "dice": [4, 5]}


def _mosaic_to_the_rest(tmp_path: Path) -> Path:
    """MOSAIC's sample up to its rest's first milestone (a rest open, Kenji in it)."""
    text = (ROOT / "sample_campaigns" / "mosaic-blumen-des-montezuma.yaml").read_text(encoding="utf-8")
    cut = tmp_path / "rest.yaml"
    cut.write_text(text[:text.index("  - milestone: {milestone: location")], encoding="utf-8")
    return cut


@pytest.fixture
def noir(tmp_path: Path) -> Cli:
    """The Pokémon sample replayed on the command line, a session and a scene open."""
    cli = Cli(tmp_path / "noir.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"))
    cli("session", "start")
    cli("scene", "start")
    return cli


@pytest.fixture
def api(tmp_path: Path) -> Any:
    """The Pokémon sample (a session and a scene open) and MOSAIC's up to its rest, served; Dana their GM."""
    with gm_in_scene(tmp_path / "api.sqlite", [NOIR_SAMPLE, _mosaic_to_the_rest(tmp_path)], NOIR) as client:
        yield client


def _error(got: Any) -> tuple[int, str, str]:
    return got.status_code, got.json()["error"]["field"], got.json()["error"]["message"]


def test_seed_002_a_tm_s_power_is_an_option_on_the_cli_and_a_field_on_the_api(noir: Cli, api: TestClient) -> None:
    assert noir(*TM, ok=False).stderr == "error: potere: una MT insegna un Potere: indicalo (--potere TESTO)\n"
    assert noir(*TM, "--lang", "en", ok=False).stderr == "error: potere: a TM teaches a Power: name it (--potere TEXT)\n"
    said = {"it": 'una MT insegna un Potere: indicalo ("potere" TESTO)', "en": 'a TM teaches a Power: name it ("potere" TEXT)'}
    for lang, message in said.items():
        got = api.post(f"/api/campaigns/{NOIR}/commands/roll", json=TM_BODY, headers={"Accept-Language": lang})
        assert _error(got) == (400, "potere", message)
        query = "&".join(f"{k}={v}" for k, v in TM_BODY.items() if k != "dice")
        odds = api.get(f"/api/campaigns/{NOIR}/odds/roll?{query}", headers={"Accept-Language": lang})
        assert _error(odds) == (400, "potere", message)                     # the odds' road too
    noir(*TM, "--potere", "Raggio")
    waiting = noir("roll", "osserva", "--as", "Nero", "--dice", "4,5", ok=False).stderr     # a term with a comma
    assert waiting.startswith("error: phase: 'tiro' non è permesso mentre il tiro #") and \
        "(Droghe, radiazioni e MT di Vera) attende di essere risolto; ora si può: " in waiting, waiting


def test_seed_002_an_option_spelled_otherwise_is_named_by_its_field() -> None:
    from ledger.web.api_terms import api_fields, api_terms

    fields = api_fields(rules.get_system("pokemon"))
    assert fields["--slot-avversario"] == '"slot_avversario"' and fields["--in"] == '"inside": true'
    said = api_terms("nessun Danno esce (Nullo); togli --slot-avversario", "/x", fields)
    assert said == 'nessun Danno esce (Nullo); togli "slot_avversario"'
    assert api_terms("rimettilo con 'ball Pika --in'", "/x", fields) == "rimettilo con 'ball Pika \"inside\": true'"


def _templates(system_id: str) -> list[RuleError]:
    """Every English refusal of the system's table, each place filled with a word (an option's too)."""
    import importlib

    module = importlib.import_module(f"rules.{system_id}.refusal_templates")
    table = getattr(module, "IT", None) or getattr(module, "DE")
    return [RuleError("x", re.sub(r"\{\d+\}", "seven", en)) for en, _ in table]


@pytest.mark.parametrize(("system_id", "sample"), [("pokemon", "pokemon-aranciopoli-noir.yaml"),
                                                   ("mosaic", "mosaic-blumen-des-montezuma.yaml")])
def test_no_pokemon_or_mosaic_refusal_on_the_api_names_an_option(system_id: str, sample: str) -> None:
    from ledger.web.api_terms import api_fields, api_terms

    system = rules.get_system(system_id)
    fields = api_fields(system)
    met = refusals(system_id, (sample,)) + _templates(system_id)
    assert len(met) > 150                                             # the sweep meets refusals, not nothing
    left = [(str(err), said) for err in met for lang in system.languages
            if "--" in (said := api_terms(system.refusal(err, lang).partition(": ")[2], "/api/campaigns/C", fields))]
    assert left == [], "\n".join(f"{en}\n  -> {said}" for en, said in left[:20])


def test_seed_001_an_option_s_name_is_never_worded(tmp_path: Path, api: TestClient) -> None:
    cli = Cli(tmp_path / "blumen.sqlite")
    cli("replay", str(_mosaic_to_the_rest(tmp_path)))
    adapt = ("milestone", "adapt", "--as", "Kenji", "--location", "Cholula")
    assert cli(*adapt, "--lang", "de", ok=False).stderr == \
        "error: location: Anpassen nimmt kein --location; es nimmt: --stat, --culture\n"      # not "--Ort"
    assert cli(*adapt, ok=False).stderr == "error: location: Adapt takes no --location; it takes: --stat, --culture\n"
    body = {"milestone": "adapt", "as": "Kenji", "location": "Cholula"}
    said = {"de": 'Anpassen nimmt kein "location"; es nimmt: "stat", "culture"',
            "en": 'Adapt takes no "location"; it takes: "stat", "culture"'}
    for lang, message in said.items():
        got = api.post(f"/api/campaigns/{BLUMEN}/commands/milestone", json=body, headers={"Accept-Language": lang})
        assert _error(got) == (400, "location", message)
    mosaic = rules.get_system("mosaic")
    assert mosaic.refusal(RuleError("tile", "Train needs --tile (the tile)"), "de") == \
        "tile: Üben braucht --tile (the tile)"                                  # "tile" is a word too: never here


def test_seed_002_a_character_is_named_by_no_gendered_word(noir: Cli, api: TestClient) -> None:
    violent = ("treat-violently", "Zanna", "--as", "Vera")
    assert noir(*violent, ok=False).stderr == "error: as: solo Nero (o il GM per conto suo) tratta Zanna violentemente\n"
    assert noir(*violent, "--lang", "en", ok=False).stderr == \
        "error: as: only Nero (or the GM typing for them) treats Zanna violently\n"
    got = api.post(f"/api/campaigns/{NOIR}/commands/treat-violently", json={"pokemon": "Zanna", "as": "Vera"})
    assert _error(got) == (400, "as", "solo Nero (o il GM per conto suo) tratta Zanna violentemente")
    from rules.pokemon.refusal_templates import IT

    gendered = re.compile(r"\b(lui|lei|rimettilo|rimetterlo|fuggito|rivoltato|trattato)\b")
    assert [it for _, it in IT if gendered.search(it)] == []


def test_a_campaign_is_created_in_its_system_s_language(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "new.sqlite")
    version = {s: rules.get_system(s).rules_version for s in ("pokemon", "mosaic", "masks")}

    def said(*args: str) -> str:                  # the store's path (a file, or a URL on PostgreSQL) as STORE
        return re.sub(r" (in|en) \S+\n$", r" \1 STORE\n", cli("create", *args).stdout)
    assert said("Noir", "--system", "pokemon") == \
        f"campagna Noir creata (pokemon, regole {version['pokemon']}) in STORE\n"       # 002: Italian by default
    assert said("Noir EN", "--system", "pokemon", "--lang", "en") == \
        f"created campaign Noir EN (pokemon, rules {version['pokemon']}) in STORE\n"
    assert said("Blumen", "--system", "mosaic", "--lang", "de") == \
        f"Kampagne Blumen angelegt (mosaic, Regeln {version['mosaic']}) in STORE\n"
    assert said("Blumen EN", "--system", "mosaic").startswith("created campaign Blumen EN (mosaic")
    assert said("Halcyon", "--system", "masks", "--lang", "es").startswith("campaña Halcyon creada (masks, reglas")


def test_seed_002_001_one_die_is_said_in_the_singular(noir: Cli, api: TestClient, tmp_path: Path) -> None:
    from rules.numbers import counted

    one = ("roll", "osserva", "--as", "Vera", "--dice", "4")
    assert noir(*one, ok=False).stderr == \
        "error: dice: hai scritto 1 dado; bisogna scriverne esattamente 2 dadi (facce 1..6, es. 6,3)\n"
    assert noir(*one, "--lang", "en", ok=False).stderr == "error: dice: got 1 die, need exactly 2 (faces 1..6, e.g. 6,3)\n"
    got = api.post(f"/api/campaigns/{NOIR}/commands/roll", json={"move": "osserva", "as": "Vera", "dice": [4]})
    assert _error(got) == (400, "dice", "hai scritto 1 dado; bisogna scriverne esattamente 2 dadi (facce 1..6, es. 6,3)")
    blumen = Cli(tmp_path / "blumen.sqlite")
    blumen("replay", str(_mosaic_to_the_rest(tmp_path)))
    german = "1 Würfel angegeben, genau 2 Würfel nötig (Augen 1..6, z. B. 6,3); der Vorrat ist 2 Grundwürfel"
    assert blumen("amend", "53", "--dice", "6", "--lang", "de", ok=False).stderr == f"error: dice: {german}\n"
    amended = api.post(f"/api/campaigns/{BLUMEN}/corrections/amend", json={"action": 53, "dice": [6]},
                       headers={"Accept-Language": "de"})
    assert _error(amended) == (400, "dice", german)
    masks = rules.get_system("masks")
    assert masks.refusal(RuleError("dice", "got 1 die, need exactly 2 (faces 1..6, e.g. 6,3)"), "es") == \
        "dice: escribiste 1 dado; hay que escribir exactamente 2 dados (caras 1..6, p. ej. 6,3)"
    assert [counted(n, "die", lang) for n, lang in ((1, "es"), (2, "es"), (1, "it"), (3, "it"), (1, "de"), (1, "en"))] \
        == ["1 dado", "2 dados", "1 dado", "3 dadi", "1 Würfel", "1 die"]
