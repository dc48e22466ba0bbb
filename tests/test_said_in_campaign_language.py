"""Refusals and values in the campaign's language, found by newcomers in Spanish and German output: a resource, a
reason, a way of wearing armour, what checks buy (Mouse Guard, seed 004 "Recompensas", "Rasgos", "Armaduras"); a
roll's tile source, the Advantage pool, a milestone, a challenge's outcome (MOSAIC, seed 001 "Mosaic Tiles",
"Milestones", "Quest"); a pool inside a correction or a script's refusal; a tracked value in the arc's JSON.

Source: README "Using the ledger" (``--lang``) and "Correcting mistakes and reviewing the past"; the developers'
guide ("Bad input gets a clear one-line error naming the field as the user typed it and what is allowed, in the
campaign's language"). A choice listed in a language is one the command accepts as typed.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import rules
from rules.errors import RuleError
from rules.mosaic.args import keyword
from rules.mosaic.data import CHALLENGE_OUTCOMES, QUEST_OUTCOMES, REST_CHOICES, term as mosaic_term
from rules.mosaic.refusal_templates import TYPED_DE
from rules.mouseguard.data import FATE_REASONS, PERSONA_REASONS
from rules.mouseguard.refusal_templates import TYPED_ES, TYPED_IN
from rules.names import resolve
from tests.conftest import ROOT, Cli

MG, MOSAIC = rules.get_system("mouseguard"), rules.get_system("mosaic")
DARK = ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"


@pytest.mark.parametrize("table,field,what", [(FATE_REASONS, "fate", "Fate reason"),
                                              (PERSONA_REASONS, "persona", "Persona reason")])
def test_a_reward_reason_is_listed_in_spanish_by_words_it_accepts(table: dict, field: str, what: str) -> None:
    """004 "Recompensas": the reasons listed in Spanish, each accepted back as typed."""
    with pytest.raises(RuleError) as err:
        resolve(field, "meh", table, what=what)
    text = MG.refusal(err.value, "es")
    listed = text.split("se admite: ")[1].split(", ")
    assert listed == [TYPED_ES[next(iter(names))] for names in table.values()]
    assert [resolve(field, word, table) for word in listed] == list(table)
    assert "reason" not in text and "belief" not in text


def test_every_typed_choice_shown_in_a_language_is_accepted() -> None:
    """The Spanish word Mouse Guard shows for a typed choice, and the German word MOSAIC shows for a keyword, name
    that choice when typed (``rules.names.resolve``; ``rules.mosaic.args.keyword``)."""
    for first, word in TYPED_ES.items():
        key = next(k for k, names in TYPED_IN.items() if first in (k, *names))
        assert resolve("x", word, TYPED_IN) == key
    for table in (CHALLENGE_OUTCOMES, QUEST_OUTCOMES, REST_CHOICES):
        for key in table:
            assert keyword(table)(TYPED_DE[key]) == key
    assert keyword(CHALLENGE_OUTCOMES)("gewachsen") == "risen"


#: (system, field, the refusal as raised, its language, as said): Mouse Guard's Fate spent and a trait charged (004
#: "Destino", "Rasgos"), a skill or trait typed without its rating, an opposed test already rolled; MOSAIC's one tile
#: source per roll, the Advantage pool, a milestone's Experience, a challenge's outcome (001 "Mosaic Tiles",
#: "Milestones", "Quest").
SAID = [
    (MG, "fate", "Rogard has no Fate to spend", "es", "fate: Rogard no tiene Destino que gastar"),
    (MG, "checks", "Brand has 1 check; charge costs 3", "es", "checks: Brand tiene 1 marca; cargar rasgo cuesta 3"),
    (MG, "skill", "'fighter': write SKILL=N (e.g. fighter=3)", "es",
     "skill: 'fighter': escribe HABILIDAD=N (p. ej. luchador=3)"),
    (MG, "trait", "'': write TRAIT=N (e.g. Brave=2)", "es", "trait: '': escribe RASGO=N (p. ej. Valiente=2)"),
    (MG, "phase", "'oppose' is not allowed now: Serpiente already rolled test #12; allowed now: resolve", "es",
     "phase: 'prueba enfrentada' no se puede ahora: Serpiente ya tiró en la prueba #12; ahora se puede: resolver"),
    (MOSAIC, "tile", "each source of bonus dice counts once per roll, and roll #11 already has its tile "
     "(invested Kastilien); still open: press", "de",
     "tile: jede Quelle von Bonuswürfeln zählt einmal pro Wurf, und Wurf #11 hat seine Quelle „Mosaikstein“ "
     "schon (investiert Kastilien); noch offen: Vorteil ausspielen"),
    (MOSAIC, "culture", "the Advantage pool holds 0 of Mexica and 1 are needed; pool: empty", "de",
     "culture: der Vorteilsvorrat hat 0 von Mexica und 1 sind nötig; Vorrat: leer"),
    (MOSAIC, "milestone", "Adapt for Diego costs 2 Experience and the group has 1", "de",
     "milestone: Anpassen für Diego kostet 2 Erfahrung und die Gruppe hat 1"),
    (MOSAIC, "outcome", "'gewachsen' is not allowed; allowed: risen, failed", "de",
     "outcome: 'gewachsen' ist nicht erlaubt; erlaubt: gemeistert, gescheitert"),
]


@pytest.mark.parametrize("system,field,message,lang,expected", SAID)
def test_a_refusal_reads_in_the_campaigns_language(system: rules.GameSystem, field: str, message: str, lang: str,
                                                   expected: str) -> None:
    assert system.refusal(RuleError(field, message), lang) == expected


def test_a_rolls_tile_source_as_recorded_reads_in_german() -> None:
    """001 "Mosaic Tiles": a tile spent or invested, as the history shows the roll's record."""
    assert mosaic_term("invested Kastilien", "de") == "investiert Kastilien"
    assert mosaic_term("spent Mexica", "en") == "spent Mexica"


@pytest.fixture(scope="module")
def darkwater(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    cli = Cli(tmp_path_factory.mktemp("dark") / "dark.sqlite")
    cli("replay", str(DARK))
    return cli


def test_a_corrections_pool_and_refused_map_read_in_spanish(darkwater: Cli) -> None:
    """An amend whose dice do not fill the pool names the pool as the command does ("Luchador 4"); a dry run's
    ``refused`` map reads as its lines (README "Correcting mistakes")."""
    bad = darkwater("amend", "33", "--dice", "1,1,1", "--dry-run", "--lang", "es", ok=False)
    assert bad.returncode == 2 and "(Luchador 4)" in bad.stderr and "Fighter" not in bad.stderr
    answer = darkwater.json("amend", "33", "--dice", "1,1,1,1", "--dry-run", "--lang", "es")
    assert answer["refused"]["53"].startswith("phase: 'revelar acción' no se puede mientras el conflicto está terminado")
    assert not any("is not allowed" in why for why in answer["refused"].values())
    english = darkwater.json("amend", "33", "--dice", "1,1,1,1", "--dry-run")
    assert english["refused"]["53"].startswith("phase: 'conflict reveal' is not allowed while the conflict has ended")


def test_a_scripts_refused_pool_reads_in_spanish(tmp_path: Path) -> None:
    """A script entry refused for its dice names the pool in the language asked (README "Replaying a script")."""
    lines = DARK.read_text(encoding="utf-8").splitlines()[:62]
    script = tmp_path / "bad.yaml"
    script.write_text("\n".join(lines + ["  - test: {skill: fighter, as: Rogard, ob: 3, dice: [6, 5, 2]}"]) + "\n",
                      encoding="utf-8")
    proc = Cli(tmp_path / "bad.sqlite")("replay", str(script), "--lang", "es", ok=False)
    assert proc.returncode == 2 and proc.stderr.strip().endswith("la reserva es de 1 dado (Luchador 1)")


def test_the_arcs_values_read_in_the_language_asked(darkwater: Cli, tmp_path: Path) -> None:
    """A state and a list of conditions in the arc's JSON as the CLI's table words them (README "ledger arc")."""
    darkwater("mark", "Brand", "hungry")
    es = darkwater.json("arc", "Brand", "--lang", "es")["sessions"][-1]["values"]
    en = darkwater.json("arc", "Brand")["sessions"][-1]["values"]
    assert es["Estado"] == "activo" and es["Condiciones"] == ["Hambriento/Sediento"]
    assert en["Status"] == "active" and en["Conditions"] == [MG.views.term("hungry", "en")]


def test_odds_count_one_die_as_one() -> None:
    """004 "Reglas básicas" (a pool of dice) and 001 "Rolling the Dice" (the best two; one die alone counts as
    itself): a pool of one die is said in the singular, in each language."""
    from rules.mosaic.odds import odds_rows as mosaic_rows
    from rules.mouseguard.odds import odds_rows as mg_rows

    mg = {"roller": "Brand", "skill": "fighter", "dice": 1, "bonus": 0, "ob": None, "versus": "Snake", "outcomes": [],
          "fate": None, "disposition": None, "successes": []}
    assert mg_rows(mg, "es")[0] == ("tirada", "Brand: Luchador, 1 dado contra Snake")
    assert mg_rows({**mg, "dice": 3}, "en")[0] == ("roll", "Brand: Fighter, 3 dice versus Snake")
    mo = {"move": "avoid", "roller": "Diego", "stat": None, "culture": None, "dice": 1, "outcomes": [], "more": []}
    assert mosaic_rows(mo, "de")[0] == ("Wurf", "Ausweichen (Diego): 1W6, der Würfel zählt allein")
    assert mosaic_rows({**mo, "dice": 3}, "en")[0] == ("roll", "Avoid (Diego): 3d6, best two count")


def test_the_apis_refusal_names_the_pool_in_the_readers_language(tmp_path: Path) -> None:
    """README "The server" (errors in the reader's language): a test whose dice do not fill the pool names the pool
    as the CLI does ("Luchador 1"), through the refusal's own words (``RuleError.words``)."""
    from starlette.testclient import TestClient

    from ledger.service import Ledger
    from ledger.web import make_app
    from web_support import token_for

    script = tmp_path / "dark.yaml"
    script.write_text("\n".join(DARK.read_text(encoding="utf-8").splitlines()[:62]) + "\n", encoding="utf-8")
    ledger = Ledger(tmp_path / "s.sqlite", warm=True)
    try:
        ledger.replay(script)
        app = make_app(ledger, secret="test-secret", live_interval=0.05)
        gm = TestClient(app)
        gm.headers["Authorization"] = "Bearer " + token_for(app, "Dana", "gm")
        got = gm.post("/api/campaigns/Darkwater%20Crossing/commands/test",
                      json={"skill": "fighter", "as": "Rogard", "ob": 3, "dice": [6, 5, 2]},
                      headers={"Accept-Language": "es"})
        assert got.status_code == 400 and got.json()["error"]["field"] == "dice"
        assert got.json()["error"]["message"].endswith("la reserva es de 1 dado (Luchador 1)")
    finally:
        ledger.close()


def _listed_back(system: rules.GameSystem, lang: str, table: dict, what: str) -> tuple[list[str], list[str | None]]:
    """The names an unknown choice of ``table`` lists in ``lang``, and the ids each names when typed back (None: it
    names none)."""
    def back(word: str) -> str | None:
        try:
            return resolve("x", word, table)
        except RuleError:
            return None

    with pytest.raises(RuleError) as err:
        resolve("x", "zzz", table, what=what)
    text = system.refusal(err.value, lang)
    listed = re.split(r"; (?:se admite|erlaubt): ", text)[1].split(", ")
    return listed, [back(word) for word in listed]


def test_every_choice_listed_in_a_language_is_accepted_as_typed() -> None:
    """Each alias table a Mouse Guard, Masks or MOSAIC command resolves a typed choice with: the names its refusal lists in
    the system's other language name, typed back, every id in order (README "Using the ledger": names are
    accepted in the campaign's languages)."""
    from rules.mosaic import data as mo
    from rules.mouseguard import data as mg

    tables = [(MG, "es", getattr(mg, name)) for name in (
        "SKILL_NAMES", "ABILITY_NAMES", "CONDITION_NAMES", "ACTION_NAMES", "EFFECT_NAMES", "WEAPON_NAMES", "ARMOUR_NAMES",
        "WORN_NAMES", "CONFLICT_TYPE_NAMES", "NATURE_MODES", "HANDICAP_NAMES", "FATE_REASONS", "PERSONA_REASONS")]
    from rules.masks import data as masks

    tables += [(rules.get_system("masks"), "es", getattr(masks, name)) for name in ("LABEL_NAMES", "CONDITION_NAMES")]
    tables += [(MOSAIC, "de", getattr(mo, name)) for name in (
        "PLAYBOOK_NAMES", "REST_CHOICES", "PARTICIPATE_REQUESTS", "PARTICIPATE_CHOICES", "CHALLENGE_OUTCOMES",
        "QUEST_OUTCOMES", "ALLY_ANSWERS")]
    wrong = []
    for system, lang, table in tables:
        listed, back = _listed_back(system, lang, table, "choice")
        if back != list(table):
            wrong.append((system.id, listed, back))
    assert wrong == []
