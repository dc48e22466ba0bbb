"""Pokémon Noir GdR rules: tier boundaries, bounds, refusals that leave the state equal, and a property
test that Friendship and Alert stay in range over random action sequences.

Source: seed 002 (tiers l.9-15, l.47-51, l.67-79, l.83-93, l.97-101, l.107-109, l.175-179; Friendship
floor l.57) and catalogue §3.2-§3.5, Appendix A.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import get_system
from rules.errors import RuleError
from rules.pokemon.rolls import promoted, tier_of
from test_pokemon_examples import Game, table


@pytest.mark.parametrize("total,four,three,two", [
    (-3, "6-", "6-", "6-"), (6, "6-", "6-", "6-"), (7, "7-9", "7-9", "7+"), (9, "7-9", "7-9", "7+"),
    (10, "10+", "10+", "7+"), (13, "10+", "10+", "7+"), (14, "14+", "10+", "7+"), (17, "14+", "10+", "7+"),
])
def test_tier_boundaries(total: int, four: str, three: str, two: str) -> None:
    assert (tier_of(total, "four"), tier_of(total, "three"), tier_of(total, "two")) == (four, three, two)


@pytest.mark.parametrize("faces,approach,tier", [
    ((3, 3), 0, "6-"), ((3, 4), 0, "7-9"), ((4, 5), 0, "7-9"), ((5, 5), 0, "10+"), ((6, 6), 1, "10+"), ((6, 6), 2, "14+"),
])
def test_exchange_boundaries_through_a_roll(faces: tuple[int, int], approach: int, tier: str) -> None:
    g = table(approcci=(approach, 0, 0, 0, 0), battle=True)
    g.do("roll", "Ash", move="scambio", approccio="grinta", dice=list(faces))
    assert g.state["roll"]["tier"] == tier and g.state["roll"]["total"] == sum(faces) + approach


@pytest.mark.parametrize("faces,tier", [((3, 3), "6-"), ((3, 4), "7-9"), ((4, 5), "7-9"), ((5, 5), "10+"), ((6, 6), "10+")])
def test_three_tier_boundaries_through_a_roll(faces: tuple[int, int], tier: str) -> None:
    g = table()
    g.do("roll", "Ash", move="osserva", dice=list(faces))
    assert g.state["roll"]["tier"] == tier


def test_promotion_ladder_stops_at_each_moves_top() -> None:
    assert [promoted(t, "four") for t in ("6-", "7-9", "10+", "14+")] == ["7-9", "10+", "14+", "14+"]
    assert promoted("10+", "three") == "10+" and promoted("6-", "two") == "7+"


def test_treat_violently_promotes_ten_to_fourteen_on_the_exchange() -> None:
    g = table(amicizia=2, battle=True)
    g.do("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", dice=[5, 5])
    g.do("treat-violently", "Ash", pokemon="Pikachu")
    assert g.state["roll"]["tier"] == "14+" and g.c("Pikachu")["amicizia"] == 1
    assert g.refused("treat-violently", "Ash", pokemon="Pikachu").field == "phase"       # once per roll
    g.do("resolve", pick=["conduci", "controlli", "proteggi"])


def test_treat_violently_refused_with_go_all_out_and_for_another_trainer() -> None:
    g = table(amicizia=1)
    g.trainer("Misty")
    assert g.refused("treat-violently", "Misty", pokemon="Pikachu").field == "as"
    g.do("roll", "Ash", move="tutto", pokemon="Pikachu", potere="X", dice=[3, 3])
    err = g.refused("treat-violently", "Ash", pokemon="Pikachu")
    assert err.field == "phase" and "Go All Out" in err.message
    assert g.refused("treat-violently", "Misty", pokemon="Pikachu").field == "phase"     # the gate: no one may now


def test_need_choice_refused_when_already_in_need_mode_and_the_other_fates() -> None:
    g = table(amicizia=-2)
    g.do("treat-violently", "Ash", pokemon="Pikachu", choice="need")
    assert g.refused("treat-violently", "Ash", pokemon="Pikachu", choice="bisogno").field == "choice"
    g.do("treat-violently", "Ash", pokemon="Pikachu", choice="turns against")
    assert g.c("Pikachu")["stato"] == "rivoltato"
    assert g.refused("roll", "Ash", move="tutto", pokemon="Pikachu", potere="X", dice=[3, 3]).field == "pokemon"


def test_choice_refused_above_minus_two() -> None:
    g = table(amicizia=0)
    assert g.refused("treat-violently", "Ash", pokemon="Pikachu", choice="fuga").field == "choice"


def test_need_met_clears_the_deadline() -> None:
    g = table(amicizia=-2)
    g.do("treat-violently", "Ash", pokemon="Pikachu", choice="bisogno")
    assert g.refused("ball", pokemon="Pikachu", inside=True).field == "character"
    g.do("need", pokemon="Pikachu")
    g.do("scene end")
    assert g.c("Pikachu")["modalita_bisogno"] is False and g.c("Pikachu")["stato"] == "attivo"


@pytest.mark.parametrize("command,args,field", [
    ("add-pokemon", {"name": "Eevee", "allenatore": "Ash", "amicizia": -3}, "amicizia"),
    ("adjust", {"character": "Pikachu", "amicizia": -3}, "amicizia"),
    ("adjust", {"character": "Ash", "allerta": -1}, "allerta"),
    ("adjust", {"character": "Ash", "risorse": -3}, "risorse"),
    ("adjust", {"character": "Ash", "esperienza": -1}, "esperienza"),
    ("adjust", {"character": "Pikachu", "allerta": 1}, "allerta"),
    ("add-character", {"name": "Brock", "approcci": [4, 0, 0, 0, 0]}, "approcci"),
    ("add-character", {"name": "Brock", "approcci": [1, 0]}, "approcci"),
    ("add-character", {"name": "Ash"}, "name"),
    ("harm", {"character": "Pikachu", "slot": "naso"}, "slot"),
    ("heal", {"character": "Pikachu", "slot": "ferita"}, "slot"),
    ("evolve", {"pokemon": "Pikachu", "into": "Raichu"}, "clausola"),
    ("battle harm", {}, "phase"),
    ("battle end", {}, "phase"),
    ("resolve", {}, "phase"),
    ("roll", {"move": "danza", "character": "Ash", "dice": [3, 3]}, "move"),
    ("roll", {"move": "scambio", "character": "Ash", "approccio": "grinta", "dice": [3, 3]}, "phase"),
    ("roll", {"move": "osserva", "character": "Ash", "dice": [3]}, "dice"),
    ("roll", {"move": "osserva", "character": "Ash", "dice": [3, 7]}, "dice"),
    ("roll", {"move": "osserva", "character": "Ash", "contatto": "X", "dice": [3, 3]}, "contatto"),
    ("roll", {"move": "osserva", "character": "Ash", "sfrutta": True, "dice": [3, 3]}, "sfrutta"),
    ("roll", {"move": "ritira", "character": "Ash", "pokemon": "Pikachu", "dice": [3, 3]}, "pokemon"),
    ("roll", {"move": "mercato", "character": "Ash", "contatto": "Zio", "oggetto": "Pozione", "dice": [3, 3]}, "prezzo"),
    ("roll", {"move": "mercato", "character": "Ash", "contatto": "Zio", "oggetto": "Pozione", "prezzo": 9, "dice": [3, 3]}, "prezzo"),
    ("roll", {"move": "droga", "character": "Ash", "pokemon": "Pikachu", "tipo": "mt", "dice": [3, 3]}, "potere"),
    ("forward", {"character": "Ash", "amount": 0}, "amount"),
    ("adjust", {"character": "Pikachu", "amicizia": 0}, "amicizia"),
    ("condition", {"target": "ambiente", "condition": "Nebbia", "remove": True}, "condition"),
])
def test_refusals_leave_the_state_equal(command: str, args: dict, field: str) -> None:
    g = table(amicizia=-2)
    g.do("adjust", character="Ash", risorse=2)
    err = g.refused(command, "GM", **args)
    assert err.field == field, err


def test_friendship_ceiling_option_and_go_all_out_plus_one_at_the_ceiling() -> None:
    g = table(amicizia=3, **{"pokenoir.friendship.max": 3})
    assert g.refused("adjust", character="Pikachu", amicizia=1).field == "amicizia"
    g.do("roll", "Ash", move="tutto", pokemon="Pikachu", potere="X", dice=[3, 4])
    assert g.refused("resolve", pick=["amicizia"]).field == "pick"


def test_alert_moves_stop_at_the_floor_and_record_it() -> None:
    g = table()
    g.do("adjust", character="Ash", allerta=1)
    g.do("roll", "Ash", move="alibi", contatto="zia", dice=[1, 2])
    g.do("resolve", pick=["allerta-3-favore"])
    assert g.c("Ash")["allerta"] == 0 and g.event("AlertChanged").detail["stopped_at"] == 0
    assert g.c("Ash")["esperienza"] == 0                                  # no XP on a 6- for the alibi


def test_black_market_surcharge_not_offered_when_unaffordable() -> None:
    g = table()
    g.do("adjust", character="Ash", risorse=3)
    g.do("roll", "Ash", move="mercato", contatto="Zio", oggetto="Ultra Ball", prezzo=2, dice=[1, 1])
    assert g.refused("resolve", pick=["sovrapprezzo"]).field == "pick"
    g.do("resolve", pick=["inferiore:oggetto=Mega Ball"])
    assert g.c("Ash")["zaino"] == ["Mega Ball"] and g.c("Ash")["risorse"] == 1
    g.do("roll", "Ash", move="mercato", oggetto="Pozione", prezzo=1, dice=[6, 6])     # the contact is remembered
    assert g.state["roll"]["params"]["contatto"] == "Zio" and g.state["roll"]["tier"] == "7+"


def test_black_market_alert_sign_option() -> None:
    g = Game(**{"pokenoir.blackMarket.alertSign": -1})
    g.trainer("Ash", allerta=2, risorse=3)
    g.scene()
    g.do("roll", "Ash", move="mercato", contatto="Zio", oggetto="Pozione", prezzo=1, dice=[4, 4])
    assert g.state["roll"]["total"] == 6


def test_exchange_seven_to_nine_needs_exactly_one_cost_and_difendi_repeats() -> None:
    g = table(battle=True)
    g.do("roll", "Ash", move="scambio", approccio="grinta", subito="mortale", dice=[4, 4])
    assert g.refused("resolve", pick=["difendi"]).field == "pick"
    assert g.refused("resolve", pick=["difendi", "malus", "reazione"]).field == "pick"
    g.do("resolve", pick=["difendi", "reazione"], reazione="Arrivano rinforzi")
    g.do("roll", "Ash", move="scambio", approccio="grinta", dice=[5, 5])
    assert g.refused("roll", "Ash", move="scambio", approccio="grinta", subito="leggero", dice=[5, 5]).field == "phase"
    g.do("resolve", pick=["difendi", "difendi"])
    err = g.refused("battle harm", reazione="altro")
    assert err.field == "reazione"
    g.do("battle harm")
    assert g.event("HarmExchanged").detail["subito"] == ["mortale", "nullo"]


def test_exchange_miss_gm_option_raises_the_harm_coming_in() -> None:
    g = table(battle=True)
    g.do("roll", "Ash", move="scambio", approccio="grinta", subito="leggero", dice=[1, 1])
    assert g.refused("resolve", pick=["potenzi", "difendi"]).field == "pick"
    g.do("resolve", pick=["potenzi"])
    assert g.refused("battle harm").field == "slot"
    assert g.refused("battle harm", slot="ferita").field == "slot"                      # Light slot for Severe harm
    g.do("battle harm", slot="cicatrice")
    assert g.c("Ash")["danni"]["cicatrice"] is True


def test_second_roller_joins_the_exchange_and_picks_sum() -> None:
    g = table(battle=True)
    g.trainer("Misty", approcci=(0, 2, 0, 0, 0))
    g.do("roll", "Ash", move="scambio", approccio="grinta", subito="severo", inflitto="leggero", dice=[5, 5])
    g.do("resolve", pick=["difendi", "potenzi"])
    g.do("roll", "Misty", move="scambio", approccio="classe", dice=[3, 3])
    g.do("resolve", pick=["difendi", "malus"])
    g.do("battle harm")
    assert g.event("HarmExchanged").detail["subito"] == ["severo", "nullo"]
    assert g.event("HarmExchanged").detail["inflitto"] == ["leggero", "severo"]


def test_ko_side_effects_option_costs_friendship_and_enters_need_mode() -> None:
    g = table(amicizia=1, **{"pokenoir.ko.sideEffects": True})
    g.do("harm", character="Pikachu", slot="KO")
    assert g.c("Pikachu")["amicizia"] == 0 and g.c("Pikachu")["modalita_bisogno"] is True
    off = table(amicizia=1)
    off.do("harm", character="Pikachu", slot="ko")
    assert off.c("Pikachu")["amicizia"] == 1 and off.c("Pikachu")["modalita_bisogno"] is False


def test_rest_and_remedies() -> None:
    g = table(**{"pokenoir.harm.slots": "published"})
    assert "fatica" not in g.c("Ash")["danni"] and "disarmo" in g.c("Pikachu")["danni"]
    for slot in ("ferita", "posizione", "ko"):
        g.do("harm", character="Pikachu", slot=slot)
    g.do("rest", character="Pikachu")
    assert [s for s, v in g.c("Pikachu")["danni"].items() if v] == ["ferita", "ko"]
    assert g.refused("remedy", character="Pikachu", oggetto="Pozione", slot="ferita").field == "oggetto"   # not in the Backpack
    g.do("item", character="Ash", item="Pozione")
    assert g.refused("remedy", character="Pikachu", oggetto="Pozione", slot="ko").field == "slot"
    g.do("remedy", character="Pikachu", oggetto="pozione", slot="ferita")
    g.do("rest", character="Pikachu", giorni=True)
    assert not any(g.c("Pikachu")["danni"].values()) and g.c("Ash")["zaino"] == []
    off = table(**{"pokenoir.rest": "off"})
    assert off.refused("rest", character="Pikachu").field == "rest"


def test_mutation_once_only_option() -> None:
    g = table(**{"pokenoir.mutation.every": "onceOnly", "pokenoir.xp.mutationStacksWithMiss": False})
    for i in range(4):
        g.do("roll", "Ash", move="droga", pokemon="Pikachu", dice=[1, 1])
        g.do("resolve", **({"patologia": "Tremori"} if i == 2 else {}))
    assert g.c("Pikachu")["punti_mutazione"] == 4 and g.c("Pikachu")["patologie"] == ["Tremori"]
    assert g.c("Ash")["esperienza"] == 4          # 1 per miss, the 3rd point's XP instead of its miss XP


def test_a_pathology_asked_early_names_the_mutation_point_it_comes_with() -> None:
    g = table(**{"pokenoir.mutation.every": 2})
    for i in range(3):
        g.do("roll", "Ash", move="droga", pokemon="Pikachu", dice=[1, 1])
        if i == 1:
            g.do("resolve", patologia="Tremori")
            continue
        err = g.refused("resolve", patologia="Tremori")
        assert (err.field, err.message) == ("patologia", f"Pikachu has {i + 1} Mutation Points; "
                                                         f"a Pathology comes with Mutation Point {2 if i == 0 else 4}")
        g.do("resolve")
    once = table(**{"pokenoir.mutation.every": "onceOnly"})
    for i in range(4):
        once.do("roll", "Ash", move="droga", pokemon="Pikachu", dice=[1, 1])
        once.do("resolve", **({"patologia": "Tremori"} if i == 2 else {}))
    once.do("roll", "Ash", move="droga", pokemon="Pikachu", dice=[1, 1])
    assert once.refused("resolve", patologia="Tics").message == ("Pikachu has 5 Mutation Points; "
                                                                  "only the 3rd brought a Pathology")


@pytest.mark.parametrize("every", [0, -3, 100])
def test_a_pathology_every_n_points_counts_from_one(every: int) -> None:
    with pytest.raises(RuleError) as err:
        get_system("pokemon").parse_options({"pokenoir.mutation.every": every})
    assert (err.value.field, err.value.message) == ("options.pokenoir.mutation.every",
                                                    "one of: onceOnly, or a whole number from 1 to 99")


def test_tm_teaches_a_power_and_radiation_opens_evolution() -> None:
    g = table()
    g.do("roll", "Ash", move="droga", pokemon="Pikachu", tipo="TM", potere="Tuonopugno", dice=[6, 5])
    g.do("resolve")
    assert {"nome": "Tuonopugno", "tipo": "semplice"} in g.c("Pikachu")["poteri"]
    g.do("roll", "Ash", move="droga", pokemon="Pikachu", tipo="radiazioni", dice=[4, 4])
    g.do("resolve")
    assert g.c("Ash")["forward"][0]["amount"] == -1
    g.do("evolve", pokemon="Pikachu", into="Raichu")
    assert g.c("Pikachu")["specie"] == "Raichu" and g.c("Pikachu")["evoluzioni"] == ["Pikachu"]


def test_threat_ten_structure() -> None:
    g = table()
    g.do("roll", "Ash", move="minaccia", pokemon="Pikachu", vittima="il guardiano", dice=[5, 5])
    assert g.refused("resolve", pick=["bluff"]).field == "pick"
    g.do("resolve", pick=["bluff", "ferisci", "consegna"])
    assert g.event("OptionsChosen").detail["options"] == ["bluff", "ferisci", "consegna"]


def test_phases_refuse_out_of_order() -> None:
    g = Game()
    g.trainer("Ash")
    assert g.refused("scene start").field == "phase"
    assert g.refused("roll", "Ash", move="osserva", dice=[3, 3]).field == "phase"
    g.scene()
    assert g.refused("session end").field == "phase"
    g.do("roll", "Ash", move="osserva", dice=[3, 3])
    assert g.refused("roll", "Ash", move="osserva", dice=[3, 3]).field == "phase"
    assert g.refused("scene end").field == "phase"


# --- property: Friendship and Alert stay in range ------------------------------------------------------

ACTIONS = st.sampled_from(["adjust_f", "adjust_a", "violent", "alibi", "recall", "tutto", "search", "market", "harm_ko"])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(ACTIONS, st.integers(-4, 4), st.integers(1, 6), st.integers(1, 6), st.integers(0, 3)), max_size=25),
       st.booleans(), st.sampled_from([None, 3]))
def test_friendship_and_alert_stay_in_range(steps: list, ko_rule: bool, fmax: int | None) -> None:
    g = table(amicizia=0, **{"pokenoir.ko.sideEffects": ko_rule, "pokenoir.friendship.max": fmax})
    g.do("adjust", character="Ash", risorse=20)
    for kind, n, a, b, k in steps:
        try:
            if g.state["roll_phase"] == "adjusting":
                roll = g.state["roll"]
                tier = roll["tier"]
                menu = {"alibi": ["allerta-1", "allerta-2-favore"] if tier == "7-9" else ["allerta-2", "allerta-3-favore"],
                        "ritira": ["amicizia", "visto", "danno"], "tutto": ["amicizia", "azzera"], "cerca": ["tracce", "tempo"],
                        "mercato": ["allerta", "debito", "sovrapprezzo"]}[roll["move"]]
                needs_pick = tier in ("6-", "7-9") if roll["move"] in ("alibi", "mercato") else tier == "7-9" and roll["move"] == "cerca"
                wants = needs_pick or (k > 0 and tier in ("7-9", "10+") and roll["move"] in ("ritira", "tutto"))
                if roll["move"] == "ritira" and tier == "10+" or tier in ("7+", "10+") and roll["move"] in ("alibi", "mercato", "cerca"):
                    wants = False
                g.do("resolve", pick=[menu[k % len(menu)]] if wants else [],
                     slot=["rottura"] if roll["move"] == "tutto" and tier == "6-" else [])
            elif kind == "adjust_f":
                g.do("adjust", character="Pikachu", amicizia=n)
            elif kind == "adjust_a":
                g.do("adjust", character="Ash", allerta=n)
            elif kind == "violent":
                g.do("treat-violently", "Ash", pokemon="Pikachu", choice=["bisogno", "fuga", "rivolta"][k % 3] if k else None)
            elif kind == "harm_ko":
                g.do("heal" if g.c("Pikachu")["danni"]["ko"] else "harm", character="Pikachu", slot="ko")
            else:
                extra = {"alibi": {"contatto": "zia"}, "recall": {"pokemon": "Pikachu"}, "tutto": {"pokemon": "Pikachu", "potere": "X"},
                         "search": {"approccio": "grinta"}, "market": {"contatto": f"c{k}", "oggetto": "Pozione", "prezzo": 1}}[kind]
                move = {"recall": "ritira", "search": "cerca", "market": "mercato"}.get(kind, kind)
                g.do("roll", "Ash", move=move, dice=[a, b], **extra)
        except RuleError:
            pass
        f, alert = g.c("Pikachu")["amicizia"], g.c("Ash")["allerta"]
        assert f >= -2 and (fmax is None or f <= fmax)
        assert alert >= 0
