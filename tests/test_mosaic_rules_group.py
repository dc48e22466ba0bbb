"""MOSAIC group rules beyond the worked examples: Trust and the pool, the rest in the catalogue's order,
milestones, disputes, creation, options, German keywords, and the determinism undo/amend will need.

Source: seed 001_5b866e9aae88cd16.txt ("Trust", "Rest", "Participate", "MILESTONES") and
rules-catalogue.md §2 (MO-R04, MO-R05, MO-A02..A08, MO-A16..A21, MO-F2). Split from
``test_mosaic_rules.py`` (dice, moves and interaction) to keep each file short.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.errors import RuleError
from test_mosaic_examples import Mosaic


@pytest.fixture
def g() -> Mosaic:
    game = Mosaic()
    game.three()                      # Kenji (samurai, all A), Diego (conquistador, Aggression A), Itzel (priest, Cunning A)
    game.in_scene()
    return game


# --- Trust, the pool and the Quest (MO-R04, MO-R05, MO-A07, MO-A08) -------------------------------------

def test_trust_drop_trims_the_pool_with_the_gms_choice(g: Mosaic) -> None:
    g.fill("A", "B", "C")
    err = g.refused("quest challenge", outcome="failed")
    assert err.field == "lose" and "name the 1 lost" in err.message
    g.do("quest challenge", outcome="failed", lose=["B"])
    assert g.pool() == {"A": 1, "C": 1} and g.group()["capacity"] == 2
    assert g.refused("quest challenge", outcome="risen", lose=["A"]).field == "lose"
    g.do("quest challenge", outcome="risen")
    g.do("quest challenge", outcome="failed")                   # 2: the pool of 2 fits
    g.do("quest challenge", outcome="failed", lose=["A"])       # 1
    g.do("quest challenge", outcome="failed")                   # 0: one culture left, no choice to make
    g.do("quest challenge", outcome="failed")                   # stays 0
    assert g.state["trust"]["base"] == 0 and g.pool() == {}
    g.fill("A")
    assert g.pool() == {} and g.events[-1].detail["lost"] == 1


def test_trust_pairs_among_the_agreeing_members_option() -> None:
    g = Mosaic(**{"mosaic.trust.pairsAmong": "agreeingMembers"})
    g.pc("P1", "samurai")
    g.pc("P2", "conquistador", aggression="A")
    g.pc("P3", "freedman")                                       # silent with both, but does not agree
    assert g.quest("P1", "P2") == 2
    h = Mosaic()
    h.pc("P1", "samurai")
    h.pc("P2", "conquistador", aggression="A")
    h.pc("P3", "freedman")
    assert h.quest("P1", "P2") == 0                               # 2 - 2 silent pairs among all
    assert h.refused("quest start", title="Again", agree=["P1"]).field == "phase"


def test_trust_without_ceiling_and_quest_end(g: Mosaic) -> None:
    for _ in range(3):
        g.do("quest challenge", outcome="risen")
    assert g.group()["capacity"] == 6
    g.do("quest end", outcome="failed")
    assert g.state["quest"]["status"] == "failed" and g.state["quests_completed"] == 0
    assert g.refused("quest challenge", outcome="risen").field == "phase"


# --- the rest, in the catalogue's order -----------------------------------------------------------------

def test_the_rest_follows_the_catalogue_order(g: Mosaic) -> None:
    assert g.refused("rest start").field == "phase"             # the scene is open
    g.do("scene end")
    assert g.refused("rest task", "Kenji", stat="aggression", choice="xp").field == "phase"
    assert g.refused("milestone", "Kenji", milestone="train", item="Bow").field == "phase"
    g.do("rest start")
    assert g.refused("scene start").field == "phase"
    g.do("rest task", "Kenji", stat="aggression", choice="xp")
    assert g.refused("rest task", "Kenji", stat="aggression", choice="tile").field == "advantage"
    g.do("rest participate", "Itzel", with_="Kenji", request="challenge", choice="trust")
    err = g.refused("rest participate", "Itzel", with_="Kenji", request="personal", choice="trust")
    assert err.field == "phase" and "once per rest" in err.message
    err = g.refused("rest task", "Diego", stat="discipline", choice="xp")
    assert err.field == "phase" and "rest participate" in err.message
    g.fill("A")
    g.do("advantage convert", culture="A")
    assert g.refused("rest participate", "Diego", with_="Kenji", request="personal", choice="trust").field == "phase"
    g.do("milestone", "Kenji", milestone="train", item="Bow")
    assert g.refused("advantage convert", culture="A").field == "phase"
    g.do("rest end")
    assert g.state["rest"] == {"phase": "idle"} and g.state["experience"] == 1 + 1 - 1
    assert g.refused("advantage convert", culture="A").field == "phase"


def test_rest_task_choices_and_their_refusals(g: Mosaic) -> None:
    g.do("scene end")
    g.do("rest start")
    err = g.refused("rest task", "Kenji", stat="cunning", choice="tile")
    assert err.field == "choice" and "no spent A tile" in err.message
    err = g.refused("rest task", "Kenji", stat="cunning", choice="clear")
    assert err.field == "choice" and "no A influence" in err.message
    assert g.refused("rest task", "Kenji", stat="cunning", choice="xp", clear_stat="cunning").field == "clear_stat"
    err = g.refused("rest participate", "Diego", with_="Kenji", request="personal", choice="trust")
    assert err.field == "with" and "no rest task" in err.message
    assert g.refused("rest start").field == "phase"


def test_a_milestone_needs_enough_experience(g: Mosaic) -> None:
    g.do("scene end")
    g.do("rest start")
    err = g.refused("milestone", "Kenji", milestone="train", item="Bow")
    assert err.field == "milestone" and "costs 1 Experience and the group has 0" in err.message
    g.earn(1)
    assert g.refused("milestone", "Kenji", milestone="train", npc="Yaotl").field == "npc"
    assert g.refused("milestone", "Kenji", milestone="fly").field == "milestone"


def test_adapt_moves_a_rank_but_not_the_playbooks() -> None:
    g = Mosaic()
    g.pc("Diego", "conquistador", aggression="A")
    g.pc("Kenji", "samurai", discipline="B")
    g.quest("Diego", "Kenji")
    g.do("session start")
    g.do("rest start")
    g.earn(2)
    err = g.refused("milestone", "Diego", milestone="adapt", stat="discipline", culture="C")
    assert err.field == "stat" and "playbook" in err.message
    g.do("milestone", "Diego", milestone="adapt", stat="aggression", culture="C")
    sheet = g.sheet("Diego")
    assert sheet["stats"]["aggression"]["culture"] == "C" and sheet["tiles"]["A"] == {"available": 0, "spent": 0, "capacity": 0}
    assert sheet["tiles"]["C"] == {"available": 1, "spent": 0, "capacity": 1}


def test_rethink_develop_and_retire_to_a_safe_location() -> None:
    g = Mosaic()
    g.three()
    g.do("session start")
    g.do("rest start")
    g.earn(8)
    g.do("milestone", "Kenji", milestone="rethink", stat="aggression", to="Gerissenheit")
    assert g.sheet("Kenji")["highlights"] == ["cunning"]
    g.do("milestone", "Diego", milestone="develop", stat="discipline", descriptor="Veteran of Otumba", move="hold",
         option="you hold them long enough for everyone")
    assert g.sheet("Diego")["stats"]["discipline"]["trait"]["move"] == "hold"
    g.do("milestone", "Itzel", milestone="location", name="The mission")
    g.do("quest end", outcome="completed")
    g.do("milestone", "Itzel", milestone="retire", legacy="settle", location="the mission", ally_of="Diego")
    itzel = g.sheet("Itzel")
    assert itzel["kind"] == "npc" and itzel["ally_of"] == "Diego" and itzel["settled_at"] == "The mission"
    assert g.sheet("Diego")["allies"] == ["Itzel"]
    assert g.refused("rest task", "Itzel", stat="cunning", choice="xp").field == "phase"   # the phase first: past the tasks
    g.do("rest end")
    g.do("rest start")
    assert g.refused("rest task", "Itzel", stat="cunning", choice="xp").field == "character"   # retired: no rest task


# --- disputes (MO-F2, MO-A21) ---------------------------------------------------------------------------

def test_a_disputed_self_initiated_roll_is_compensated(g: Mosaic) -> None:
    g.fill("B")
    g.roll("Avoid", "Kenji", [1, 1, 2], self_initiated=True, tile=True)
    roll_id = g.state["roll"]["id"]
    g.do("press", "Kenji", culture="B", dice=[6, 6])
    g.do("resolve", "Kenji", pick=["AV1"])
    assert g.pool() == {"A": 1} and g.sheet("Kenji")["tiles"]["A"]["available"] == 5    # the 12 restored the tile
    before_tiles = g.sheet("Kenji")["tiles"]["A"]["available"]
    assert g.refused("dispute", "Kenji", roll=roll_id).field == "as"
    g.do("dispute", roll=roll_id, reason="nothing was at stake")
    assert g.pool() == {"B": 1}                                   # the press returns, the critical's A goes
    assert g.sheet("Kenji")["stats"]["cunning"]["influenced_by"] == []
    assert g.sheet("Kenji")["tiles"]["A"]["available"] == before_tiles
    assert g.refused("dispute", roll=roll_id).field == "roll"
    g.roll("Push", "Kenji", [1, 1, 1])
    err = g.refused("dispute", roll=g.state["roll"]["id"])
    assert err.field == "roll" and "not a self-initiated roll" in err.message


def test_an_open_self_initiated_roll_can_be_withdrawn(g: Mosaic) -> None:
    g.roll("Push", "Kenji", [2, 3, 4, 5], self_initiated=True, tile=True)
    assert g.sheet("Kenji")["tiles"]["A"]["available"] == 4
    g.do("dispute", roll=g.state["roll"]["id"])
    assert g.state["roll_phase"] == "idle" and g.sheet("Kenji")["tiles"]["A"]["available"] == 5
    assert g.state["disputable"] == {}


# --- names, options, the tile model ---------------------------------------------------------------------

def test_creation_refusals() -> None:
    g = Mosaic()
    base = {"name": "Zed", "playbook": "samurai", "background": ["A:discipline", "A:cunning"], "faith": "A:understanding",
            "contacts": "A:inspiration"}
    assert g.refused("add-character", **{**base, "background": ["A:discipline"]}).field == "background"
    assert g.refused("add-character", **{**base, "faith": "A:discipline"}).field == "faith"
    assert g.refused("add-character", **{**base, "contacts": "Q:inspiration"}).field == "contacts"
    assert g.refused("add-character", **{**base, "playbook": "ninja"}).field == "playbook"
    assert g.refused("add-character", **{**base, "item": ["cunning=Rope", "cunning=Net"]}).field == "item"
    assert g.refused("add-character", **{**base, "name": "G,M"}).field == "name"
    g.do("add-character", **{**base, "item": ["aggression=Katana", "aggression=Bow", "cunning=Rope"]})
    assert g.sheet("Zed")["stats"]["aggression"]["items"] == ["Katana", "Bow"]
    assert g.refused("add-character", **base).field == "name"
    h = Mosaic()
    h.do("culture add", name="F")
    assert h.refused("culture add", name="f").field == "name"
    assert h.refused("culture add", name="G", playbook="samurai").field == "playbook"


def test_free_pool_tiles_have_no_cap() -> None:
    g = Mosaic(**{"mosaic.tiles.model": "freePool"})
    g.three()
    g.do("session start")
    g.do("rest start")
    g.do("rest task", "Kenji", stat="aggression", choice="tile")
    assert g.sheet("Kenji")["tiles"]["A"] == {"available": 6, "spent": 0, "capacity": None}


def test_nothing_roll_bonus_option_and_upkeep_per_conversion() -> None:
    g = Mosaic(**{"mosaic.nothingRoll.allowBonusDice": True})
    g.three()
    g.in_scene()
    g.roll("Flowers", "Kenji", [1, 2])
    assert g.refused("spend-tile", "Kenji", dice=[6]).field == "culture"
    g.do("spend-tile", "Kenji", culture="A", dice=[6])
    assert g.state["roll"]["total"] == 8
    h = Mosaic(**{"mosaic.upkeep.per": "conversion", "mosaic.xp.conversionRate": 2})
    h.three()
    h.do("session start")
    h.do("rest start")
    h.earn(1)                                                    # one Advantage -> 2 XP
    h.do("milestone", "Kenji", milestone="location", name="Camp")
    h.do("rest end")
    h.do("rest start")
    h.fill("A", "A")
    h.do("advantage convert", culture="A", count=2)            # +4, upkeep 1 per Advantage: -2
    assert h.state["experience"] == 1 + 4 - 2


def test_options_are_validated_with_their_keys() -> None:
    with pytest.raises(RuleError) as info:
        Mosaic(**{"mosaic.xp.conversionRate": 0})
    assert info.value.field == "options.mosaic.xp.conversionRate"
    with pytest.raises(RuleError) as info:
        Mosaic(**{"mosaic.crit.bonus": True})
    assert info.value.field == "options.mosaic.crit.bonus"


def test_german_keywords_are_accepted_where_a_player_types_them(g: Mosaic) -> None:
    g.do("scene end")
    g.do("rest start")
    g.do("rest task", "Kenji", stat="Disziplin", choice="Erfahrung")
    g.do("rest participate", "Itzel", with_="Kenji", request="Gefühl", choice="Vertrauen")
    assert g.state["experience"] == 1 and g.state["trust"]["temp"] == 1
    assert g.state["rests"][str(g.state["rest"]["id"])]["tasks"]["Kenji"][0]["choice"] == "xp"
    err = g.refused("rest task", "Diego", stat="discipline", choice="Gold")
    assert err.field == "choice" and "allowed: tile, clear, xp" in err.message
    g.do("rest end")
    g.do("quest challenge", outcome="gescheitert")
    assert g.state["trust"]["base"] == 2


# --- determinism: what undo and amend rely on -----------------------------------

def test_the_sample_replays_to_identical_history_and_state(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import orjson

    import rules
    from conftest import ROOT
    from ledger.store.application import LedgerApp
    from ledger.projections.rows import history
    from ledger.service import Ledger

    script = ROOT / "sample_campaigns" / "mosaic-blumen-des-montezuma.yaml"
    outputs = []
    for i in range(2):
        camp, count = Ledger(tmp_path / f"{i}.sqlite").replay(script)
        assert count >= 40
        rows = history(LedgerApp(tmp_path / f"{i}.sqlite").campaign_events(camp.name), rules.get_system("mosaic"))
        for r in rows:
            r.pop("time")
        outputs.append((orjson.dumps(camp.state, option=orjson.OPT_SORT_KEYS), orjson.dumps(rows, option=orjson.OPT_SORT_KEYS)))
    assert outputs[0] == outputs[1]
    state = orjson.loads(outputs[0][0])
    assert state["experience"] == 2 and state["trust"] == {"base": 3, "temp": 1}
    assert state["characters"]["Itzel"]["tiles"] == {"Castile": 1, "Mexica": 4}


def test_an_action_decided_without_an_unrelated_earlier_one_records_the_same_changes() -> None:
    """Names come from the action's own number, never from a counter: Itzel's roll at action N is
    ``roll #N`` with the same changes whether or not Kenji rolled before it."""
    def play(with_kenji: bool) -> list[tuple[str, Any, Any]]:
        g = Mosaic()
        g.three()
        g.in_scene()
        if with_kenji:
            g.roll("Push", "Kenji", [6, 2, 3, 4], tile=True)
            g.do("resolve", "Kenji", pick=["PU1"])
        g.actions = 40                                     # the same action number in both timelines
        events = g.do("roll", "Itzel", move="Call", dice=[5, 4, 1])
        events += g.do("invest", "Itzel")
        return [(e.kind, e.changes, e.detail) for e in events]

    assert play(True) == play(False)
