"""Pokémon Noir says one thing in one way: the tier label of status, the history and the pages; Treat Violently once
per roll; a move's missing text argument refused in the campaign's language, naming the field every face uses.

Source: seed 002 l.9-15 (the Exchange's tiers "14+", "10-13", "7-9", "1-6"), l.53 (Treat Violently: "... il risultato
che ha ottenuto sulla Mossa innescata, se ce n'è una"), l.43 (Go All Out: "usando un Potere Estremo"); README "Using
the ledger" (bad input: one line naming the field as the user typed it, in the campaign's language, nothing written).
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from conftest import ROOT, Cli

from rules.errors import RuleError
from test_pick_counts_agree import _pokemon_game, _pokemon_open


@pytest.mark.parametrize("tier,label", [("14+", "14+"), ("10+", "10-13"), ("7-9", "7-9"), ("6-", "6-")])
def test_pokemon_exchange_tier_label_is_one_on_status_and_history(tier: str, label: str) -> None:
    """002 l.9-15 names the Exchange's tiers "14+", "10-13", "7-9": status (JSON and rows, it and en) and the history
    line say the same label."""
    system, state, do = _pokemon_open("scambio", tier, False)
    for lang in ("it", "en"):
        data = system.views.status(state, lang)["roll"]
        assert (data["tier"], data["tier_label"]) == (tier, label)
        rows = dict(system.views.status_rows(system.views.status(state, lang), lang))
        assert rows["tiro aperto" if lang == "it" else "open roll"].endswith(f"→ {label}")
        detail = {"roll": 9, "move": "scambio", "roller": "Ash", "pokemon": "Pikachu", "dice": state["roll"]["dice"],
                  "modifiers": state["roll"]["modifiers"], "total": state["roll"]["total"], "tier": tier,
                  "dice_source": state["roll"]["dice_source"]}
        assert f"→ {label}" in system.views.summary("MoveRolled", detail, lang)


def test_pokemon_treat_violently_once_per_roll_and_without_a_roll_as_the_seed_says() -> None:
    """002 l.53: "l'Amicizia diminuisce di 1 ... e aumenta di una classe di successo ... il risultato che ha ottenuto sulla
    Mossa innescata, se ce n'è una": with no move triggered Friendship drops and nothing is promoted; on a roll, once
    (a second treatment of the same roll is refused, in the campaign's language, nothing written)."""
    system, state, do = _pokemon_game(False)
    alone = do(copy.deepcopy(state), "treat-violently", "Ash", pokemon="Pikachu")
    assert alone["characters"]["Pikachu"]["amicizia"] == 1 and alone["roll"] is None
    state = do(state, "roll", "Ash", move="cerca", approccio="grinta", dice=[3, 3])
    assert state["roll"]["tier"] == "7-9"
    state = do(state, "treat-violently", "Ash", pokemon="Pikachu")
    assert (state["roll"]["tier"], state["characters"]["Pikachu"]["amicizia"]) == ("10+", 1)
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as err:
        do(state, "treat-violently", "Ash", pokemon="Pikachu")
    assert state == before and err.value.field == "phase"
    said = {lang: system.views.refusal(err.value.field, err.value.message, lang) for lang in ("it", "en")}
    assert f"il tiro #{state['roll']['id']} è già stato migliorato trattando Pikachu violentemente" in said["it"]
    assert f"roll #{state['roll']['id']} was already promoted by treating Pikachu violently" in said["en"]



@pytest.mark.parametrize("move,args,field,said", [
    ("tutto", {"pokemon": "Pikachu"}, "potere", "indica il Potere Estremo (campo potere)"),
    ("mercato", {"contatto": "Zio Sam", "prezzo": 1}, "oggetto", "indica l'oggetto (una Tech Ball, un Rimedio o una Droga) (campo oggetto)"),
    ("alibi", {}, "contatto", "indica il familiare, l'amico o il collega a cui chiedi (campo contatto)"),
])
def test_pokemon_missing_text_argument_is_refused_in_italian(move: str, args: dict[str, str], field: str, said: str) -> None:
    """A move's missing text (002 l.43 the Extreme Power, l.103 the item, l.173 who is asked) is refused naming the
    field as the API and the CLI both spell it, never a CLI option, wholly in Italian; nothing is written."""
    system, state, do = _pokemon_game(False)
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as err:
        do(state, "roll", "Ash", move=move, dice=[3, 3], **args)
    assert state == before and err.value.field == field
    it = system.views.refusal(err.value.field, err.value.message, "it")
    assert it == said and "--" not in it


def test_pokemon_amend_dry_run_flags_a_later_resolve_the_new_tier_refuses(tmp_path: Path) -> None:
    """The sample's Exchange (action 16, a 10-13 resolved with 2 picks at 18) amended to [6,6]: a 14+ takes 3 (002
    "14+ = Scegli 3"), so the dry run names action 18 as refused by the same rule status shows."""
    c = Cli(tmp_path / "noir.sqlite")
    c("replay", str(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"))
    dry = c.json("amend", "16", "--dice", "6,6", "--dry-run")
    assert dry["action"] is None and 18 in dry["undone"]
    assert dry["refused"]["18"].endswith("scelte concesse da un 14+: 3; quelle date ne usano 2 (Resisti:evita e "
                                         "Rigeneri su un Danno Severo o non-conta ne usano 2)")          # Italian: the campaign's language


def test_a_pick_missing_its_condition_names_it_in_italian() -> None:
    """Seed 002, "Scambio di Attacchi": Resisti names the Condition coming at the Pokémon; its refusal reads whole in
    Italian (what is missing, worded by ``exchange.NEED_IT``), as raised in English."""
    from rules import get_system
    from rules.errors import RuleError
    from rules.pokemon import exchange

    said = {}
    for hint in exchange.NEED_IT:
        try:
            exchange._need({"option": "resisti"}, "condizione", hint)
        except RuleError as exc:
            said[hint] = (get_system("pokemon").refusal(exc, "it"), get_system("pokemon").refusal(exc, "en"))
    assert said["the Condition coming at you"] == (
        "pick: resisti richiede condizione=... (la Condizione che ti arriva addosso), es. resisti:condizione=...",
        "pick: resisti needs condizione=... (the Condition coming at you), e.g. resisti:condizione=...")
    assert all(exchange.NEED_IT[h] in it and h not in it for h, (it, _) in said.items())


def test_an_event_summary_names_each_key_once_and_in_italian() -> None:
    """Seed 002, "Scambio di Attacchi": a resisted Condition and a roll joining an Exchange read in Italian on the
    API's event summaries (README "Using the ledger": never internal names), the Exchange named once."""
    from ledger.projections.detail_words import plain_summary
    from rules import get_system

    noir = get_system("pokemon")
    assert plain_summary("ConditionResisted", {"condition": "Paura", "avoided": False}, "it", noir) == \
        "Condizione resistita (condizione: Paura; evitata no)"
    assert plain_summary("ExchangeJoined", {"scambio": "scambio #11"}, "it", noir) == "Entrata nello scambio (scambio #11)"
