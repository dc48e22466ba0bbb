"""The worked examples PN-EX-01 .. PN-EX-19 of the rules catalogue (§3.7), one test each.

Source: /work/shared/rules-catalogue.md §3.7 (defaults of §3.8 / Appendix A) and seed
002_a28cbd05d545c530.txt. Every example is driven through the pure rules as the CLI drives them,
``rules.decide.decide(system, state, command, args, Context(actor, action_id, seed))``; values are read
back from the state, the views or the recorded events.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

import rules
from rules.errors import RuleError
from rules.decide import decide
from rules.declaration import Context


class Game:
    """A Pokémon Noir GdR campaign state driven purely through ``decide``."""

    def __init__(self, **options: Any) -> None:
        self.system = rules.get_system("pokemon")
        self.state = self.system.new_state(self.system.parse_options(options))
        self.n = 0
        self.events: list[Any] = []

    def do(self, command: str, actor: str = "GM", **args: Any) -> list[Any]:
        events, self.state = decide(self.system, self.state, command, args, Context(actor, self.n + 1, 1234))
        self.n += 1
        self.events = events
        return events

    def refused(self, command: str, actor: str = "GM", **args: Any) -> RuleError:
        """Run a command that must be refused; the state must stay exactly as it was."""
        before = copy.deepcopy(self.state)
        with pytest.raises(RuleError) as info:
            self.do(command, actor, **args)
        assert self.state == before
        return info.value

    def trainer(self, name: str = "Ash", approcci: tuple[int, ...] = (0, 0, 0, 0, 0), **kw: Any) -> None:
        self.do("add-character", name=name, approcci=list(approcci), **kw)

    def pokemon(self, name: str = "Pikachu", trainer: str = "Ash", amicizia: int = 0, **kw: Any) -> None:
        self.do("add-pokemon", name=name, allenatore=trainer, amicizia=amicizia, **kw)

    def scene(self) -> None:
        self.do("session start")
        self.do("scene start")

    def c(self, name: str) -> dict[str, Any]:
        return self.state["characters"][name]

    def kinds(self) -> list[str]:
        return [e.kind for e in self.events]

    def event(self, kind: str) -> Any:
        return next(e for e in self.events if e.kind == kind)


def table(approcci: tuple[int, ...] = (0, 0, 0, 0, 0), amicizia: int = 0, battle: bool = False, **options: Any) -> Game:
    """A trainer Ash (``approcci`` G,C,A,B,G) with Pikachu (``amicizia``) in an open scene (and battle)."""
    g = Game(**options)
    g.trainer("Ash", approcci)
    g.pokemon("Pikachu", amicizia=amicizia)
    g.scene()
    if battle:
        g.do("battle start")
    return g


def test_pn_ex_01_fourteen_gives_three_picks_empower_and_defend_twice() -> None:
    g = table(approcci=(2, 0, 0, 0, 0), battle=True)
    g.trainer("Rival")
    g.pokemon("Gengar", trainer="Rival")
    g.do("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", subito="severo", inflitto="leggero",
         avversario="Gengar", dice=[6, 6])
    roll = g.state["roll"]
    assert (roll["total"], roll["tier"]) == (14, "14+")
    g.do("resolve", pick=["potenzi", "difendi", "difendi"])
    ex = g.system.reads["battle"].view(g.state)["exchange"]
    assert (ex["potenzi"], ex["difendi"], ex["finale"]) == (1, 2, ["nullo", "severo"])
    g.do("battle harm", slot_avversario="rottura")
    assert g.event("HarmExchanged").detail["subito"] == ["severo", "nullo"]
    assert g.event("HarmExchanged").detail["inflitto"] == ["leggero", "severo"]
    assert not any(g.c("Pikachu")["danni"].values())
    assert g.c("Gengar")["danni"]["rottura"] is True


def test_pn_ex_02_harmless_simple_power_adds_a_pick_but_forbids_empower() -> None:
    g = table(approcci=(1, 0, 0, 0, 0), battle=True)
    g.do("roll", "Ash", move="exchange", approccio="grit", pokemon="Pikachu", innocuo=True, dice=[4, 4])
    assert (g.state["roll"]["total"], g.state["roll"]["tier"]) == (9, "7-9")
    err = g.refused("resolve", pick=["potenzi", "conduci", "malus"])
    assert err.field == "pick" and "gives 1 pick" in err.message
    g.do("resolve", pick=["prepari:condizione=Carico", "conduci", "malus"])
    assert g.c("Pikachu")["condizioni"] == ["Carico"]
    assert g.c("Ash")["forward"] == [{"amount": -1, "source": "scambio 7-9 (roll #6)", "ongoing": False}]
    g.do("battle harm")
    g.do("roll", "Ash", move="scambio", approccio="grinta", dice=[3, 3])
    assert [m["amount"] for m in g.state["roll"]["modifiers"]] == [1, -1]
    assert g.state["roll"]["total"] == 6 and "forward" not in g.c("Ash")


def test_pn_ex_03_two_picks_on_resist_avoid_the_condition() -> None:
    g = table(approcci=(1, 0, 0, 0, 0), battle=True)
    g.do("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", dice=[5, 5])
    assert (g.state["roll"]["total"], g.state["roll"]["tier"]) == (11, "10+")
    assert g.refused("resolve", pick=["resisti:condizione=paralizzato,evita", "conduci"]).field == "pick"
    g.do("resolve", pick=["resisti:condizione=paralizzato,evita"])
    assert g.event("ConditionResisted").detail == {"condition": "paralizzato", "avoided": True}
    assert g.c("Pikachu")["condizioni"] == []


def test_pn_ex_04_regenerate_severe_costs_two_and_is_once_per_battle() -> None:
    g = table(approcci=(2, 0, 0, 0, 0), battle=True)
    g.pokemon("Bulbasaur")
    g.do("harm", character="Bulbasaur", slot="rottura")
    g.do("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", dice=[6, 6])
    assert g.state["roll"]["total"] == 14
    g.do("resolve", pick=["rigeneri:bersaglio=Bulbasaur,slot=rottura", "eludi"])
    assert g.c("Bulbasaur")["danni"]["rottura"] is False
    battle_id = g.state["battle"]["id"]
    assert g.c("Pikachu")["rigeneri"] == battle_id
    g.do("battle harm")
    g.do("harm", character="Bulbasaur", slot="ferita")
    g.do("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", dice=[5, 5])
    err = g.refused("resolve", pick=["rigeneri:bersaglio=Bulbasaur,slot=ferita", "difendi"])  # 10-13: "Scegli 2" (002)
    assert err.field == "pick" and "once per battle" in err.message


def test_pn_ex_05_a_miss_lets_the_gm_react_and_marks_experience() -> None:
    g = table(approcci=(1, 0, 0, 0, 0), battle=True)
    g.do("adjust", character="Ash", esperienza=3)
    g.do("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", subito="leggero", dice=[1, 2])
    assert (g.state["roll"]["total"], g.state["roll"]["tier"]) == (4, "6-")
    g.do("resolve", reazione="Il Gengar ti blocca la via")
    assert g.event("GMReaction").detail["text"] == "Il Gengar ti blocca la via"
    assert g.c("Ash")["esperienza"] == 4


def test_pn_ex_06_treat_violently_promotes_a_seven_to_nine_and_blocks_evolution() -> None:
    g = table(amicizia=1, battle=True)
    g.do("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", dice=[4, 4])
    assert (g.state["roll"]["total"], g.state["roll"]["tier"]) == (8, "7-9")
    g.do("treat-violently", "Ash", pokemon="Pikachu")
    assert g.c("Pikachu")["amicizia"] == 0
    assert g.state["roll"]["tier"] == "10+"
    g.do("resolve", pick=["conduci", "controlli"])              # 2 picks, no cost: a 10-13 now
    assert g.event("RollResolved").detail["roll"]["tier"] == "10+"
    assert g.refused("evolve", pokemon="Pikachu", into="Raichu", clausola=True).field == "character"


def test_pn_ex_07_at_minus_two_the_trainer_chooses_need_mode_until_the_scene_ends() -> None:
    g = table(amicizia=-2)
    g.do("roll", "Ash", move="cerca", approccio="grinta", pokemon="Pikachu", dice=[4, 4])
    assert g.refused("treat-violently", "Ash", pokemon="Pikachu").field == "choice"
    g.do("treat-violently", "Ash", pokemon="Pikachu", choice="bisogno")
    assert g.c("Pikachu")["amicizia"] == -2 and g.c("Pikachu")["modalita_bisogno"] is True
    assert g.state["roll"]["tier"] == "7-9"                     # no promotion at -2
    g.do("resolve", pick=["tempo"])
    err = g.refused("scene end")
    assert err.field == "fate" and "Pikachu=rivolta" in err.message
    g.do("scene end", fate=["Pikachu=fuga"])
    assert g.c("Pikachu")["stato"] == "fuggito"


def test_pn_ex_08_go_all_out_ten_resets_a_negative_friendship_to_one() -> None:
    g = table(amicizia=-1)
    g.do("roll", "Ash", move="tutto", pokemon="Pikachu", potere="Fulmine Finale", dice=[5, 6])
    assert (g.state["roll"]["total"], g.state["roll"]["tier"]) == (10, "10+")
    g.do("resolve", pick=["azzera"])
    p = g.c("Pikachu")
    assert p["amicizia"] == 1 and p["danni"]["ko"] is True
    assert {"nome": "Fulmine Finale", "tipo": "estremo"} in p["poteri"]
    assert p["evoluzione"] == "roll #5"
    assert g.c("Ash")["esperienza"] == 1
    other = table(amicizia=-1)                                  # the +1 option would give 0
    other.do("roll", "Ash", move="tutto", pokemon="Pikachu", potere="Fulmine Finale", dice=[5, 6])
    other.do("resolve", pick=["amicizia"])
    assert other.c("Pikachu")["amicizia"] == 0


def test_pn_ex_09_go_all_out_seven_to_nine_ko_and_permanent_impairment() -> None:
    g = table(amicizia=2)
    g.do("roll", "Ash", move="Go All Out", pokemon="Pikachu", potere="Iper Raggio", dice=[3, 3])
    assert (g.state["roll"]["total"], g.state["roll"]["tier"]) == (8, "7-9")
    g.do("resolve", pick=["friendship"])
    p = g.c("Pikachu")
    assert p["amicizia"] == 3 and p["danni"]["ko"] and p["danni"]["menomazione"]
    assert [x["nome"] for x in p["poteri"]] == ["Iper Raggio"] and p.get("evoluzione") is None
    assert g.c("Ash")["esperienza"] == 1


def test_pn_ex_10_go_all_out_miss_ko_severe_and_mortal_one_experience() -> None:
    g = table(amicizia=0)
    g.do("roll", "Ash", move="tutto", pokemon="Pikachu", potere="Autodistruzione", dice=[2, 3])
    assert (g.state["roll"]["total"], g.state["roll"]["tier"]) == (5, "6-")
    assert g.refused("resolve").field == "slot"                 # the GM names the fitting Severe harm
    g.do("resolve", slot=["cicatrice"])
    p = g.c("Pikachu")
    assert [s for s, v in p["danni"].items() if v] == ["ko", "cicatrice", "mortale"]
    assert p["amicizia"] == 0 and p["poteri"] == []
    assert g.c("Ash")["esperienza"] == 1                         # no miss XP on top


def test_pn_ex_11_third_mutation_point_gives_a_pathology_and_experience() -> None:
    g = table()
    for _ in range(2):
        g.do("roll", "Ash", move="droga", pokemon="Pikachu", sostanza="Carbos", dice=[1, 1])
        g.do("resolve")
    g.do("adjust", character="Ash", esperienza=-2)
    assert (g.c("Pikachu")["punti_mutazione"], g.c("Ash")["esperienza"]) == (2, 0)
    g.do("roll", "Ash", move="droga", pokemon="Pikachu", sostanza="Carbos", dice=[2, 2])
    assert (g.state["roll"]["total"], g.state["roll"]["tier"]) == (4, "6-")
    assert g.refused("resolve").field == "patologia"
    g.do("resolve", patologia="Tremori")
    assert g.c("Pikachu")["punti_mutazione"] == 3 and g.c("Pikachu")["patologie"] == ["Tremori"]
    assert g.c("Ash")["esperienza"] == 2


def test_pn_ex_12_recall_at_minus_two_in_need_mode_misses() -> None:
    g = table(amicizia=-2)
    g.do("treat-violently", "Ash", pokemon="Pikachu", choice="bisogno")
    g.do("roll", "Ash", move="ritira", pokemon="Pikachu", dice=[3, 4])
    assert (g.state["roll"]["total"], g.state["roll"]["tier"]) == (5, "6-")
    g.do("resolve", reazione="Pikachu scappa nel vicolo")
    assert "GMReaction" in g.kinds() and g.c("Pikachu")["stato"] == "attivo"
    g.do("roll", "Ash", move="ritira", pokemon="Pikachu", dice=[4, 5])      # 7: the -1 option is not there at -2
    assert g.state["roll"]["tier"] == "7-9"
    err = g.refused("resolve", pick=["amicizia"])
    assert err.field == "pick" and "Friendship -2" in err.message


def test_pn_ex_13_alibi_seven_minus_two_alert_and_a_favour() -> None:
    g = table()
    g.do("adjust", character="Ash", allerta=2)
    g.do("roll", "Ash", move="alibi", contatto="cugino", dice=[3, 2])
    assert (g.state["roll"]["total"], g.state["roll"]["tier"]) == (7, "7-9")
    g.do("resolve", pick=["allerta-2-favore"])
    ash = g.c("Ash")
    assert ash["allerta"] == 0 and ash["debiti"] == {"cugino": "favore"} and ash["esperienza"] == 0


def test_pn_ex_14_alibi_ten_the_colleague_refuses_and_experience() -> None:
    g = table()
    g.do("adjust", character="Ash", allerta=3)
    g.do("roll", "Ash", move="alibi", contatto="collega", dice=[4, 3])
    assert (g.state["roll"]["total"], g.state["roll"]["tier"]) == (10, "10+")
    g.do("resolve")
    ash = g.c("Ash")
    assert ash["allerta"] == 3 and ash["debiti"] == {"collega": "rifiuto"} and ash["esperienza"] == 1


@pytest.mark.parametrize("pick,resources,debts", [("sovrapprezzo", 1, {}), ("debito", 3, {"Zio Sam": "affari"})])
def test_pn_ex_15_black_market_six_surcharge_or_debt(pick: str, resources: int, debts: dict[str, str]) -> None:
    g = Game(**{"pokenoir.blackMarket.prices": {"Superpozione": 2}})
    g.trainer("Ash", risorse=5, allerta=1)
    g.scene()
    g.do("roll", "Ash", move="mercato", contatto="Zio Sam", oggetto="Superpozione", dice=[2, 3])
    assert g.c("Ash")["risorse"] == 3
    assert (g.state["roll"]["total"], g.state["roll"]["tier"]) == (6, "6-")
    g.do("resolve", pick=[pick])
    ash = g.c("Ash")
    assert ash["risorse"] == resources and ash["debiti"] == debts and ash["zaino"] == ["Superpozione"]


def test_pn_ex_16_a_contact_on_the_debt_list_does_not_trigger_the_move() -> None:
    g = table()
    g.do("adjust", character="Ash", risorse=5)
    g.do("debt add", character="Ash", contact="Zio Sam")
    err = g.refused("roll", "Ash", move="mercato", contatto="zio sam", oggetto="Pozione", prezzo=1, dice=[6, 6])
    assert err.field == "contatto" and "does not trigger" in err.message
    assert g.c("Ash")["risorse"] == 5 and g.state["roll"] is None


def test_pn_ex_17_observe_miss_one_question_reaction_and_plus_one_acting_on_it() -> None:
    g = table(approcci=(0, 1, 0, 0, 0))
    g.do("roll", "Ash", move="osserva", dice=[2, 2])
    assert (g.state["roll"]["total"], g.state["roll"]["tier"]) == (5, "6-")
    assert g.refused("resolve", pick=["via", "comando"]).field == "pick"
    g.do("resolve", pick=["via"], reazione="Qualcuno ti ha notato")
    assert g.c("Ash")["esperienza"] == 1 and "GMReaction" in g.kinds()
    g.do("roll", "Ash", move="cerca", approccio="acume", sfrutta=True, dice=[3, 3])
    assert g.state["roll"]["total"] == 7 and g.state["roll"]["modifiers"][-1]["amount"] == 1


def test_pn_ex_18_end_of_session_keys_resources_rhythm_and_wheel() -> None:
    g = Game(**{"pokenoir.wheel.rhythm": 4})
    g.trainer("Ash", risorse_per_sessione=2, chiave=["K1", "K2", "K3"])
    g.do("session start")
    g.do("session end")
    assert g.state["ruota"]["passi"] == 4
    g.do("wheel rhythm", rhythm=1)
    g.do("session start")
    g.do("key", character="Ash", key="K1")
    g.do("key", character="Ash", key="k2")
    g.do("wheel rhythm", rhythm=2)
    before = (g.c("Ash")["esperienza"], g.c("Ash")["risorse"])
    g.do("session end")
    assert (g.c("Ash")["esperienza"] - before[0], g.c("Ash")["risorse"] - before[1]) == (2, 2)
    assert g.event("WheelTurned").detail == {"ritmo": 2, "ritmo_cambiato": True, "da": 1}
    assert g.state["ruota"]["passi"] == 6
    assert g.c("Ash")["chiavi"] == {"K1": False, "K2": False, "K3": False}


def test_pn_ex_19_search_seven_two_complications_alert_and_the_players_nature() -> None:
    g = table()
    g.do("roll", "Ash", move="cerca", approccio="bellezza", specie="Eevee", dice=[4, 3])
    assert (g.state["roll"]["total"], g.state["roll"]["tier"]) == (7, "7-9")
    g.do("resolve", pick=["tracce", "tempo"], natura="Timida")
    assert g.c("Ash")["allerta"] == 1
    assert g.event("PokemonFound").detail == {"trainer": "Ash", "specie": "Eevee", "natura": "Timida", "natura_da": "giocatore"}
