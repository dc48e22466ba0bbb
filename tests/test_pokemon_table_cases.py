"""Pokémon Noir cases found in play: the harmless Simple Power bonus, a KO'd Pokémon, status and resolve from
one rule, the 10-13 tier in Italian, one GM Reaction per exchange and a Reaction in the campaign's language.

Seed 002 l.5 ("Se ciò che stai descrivendo è un Potere Semplice ed è da Danno Nullo (… perché non è un'azione
volta a provocare Danno), se vuoi puoi ottenere 1 scelta in più, ma in tal caso non puoi scegliere [Potenzi]"),
l.9-15 (14+ / 10-13 / 7-9 / 1-6), l.41 ("Il GM fa una sola Reazione, in caso"); catalogue PN-EX-02, PN-A06 and
the published KO rule (a KO'd Pokémon cannot fight; ``pokenoir.ko.canFight``).
"""

from __future__ import annotations

from test_pokemon_examples import table


def test_the_harmless_bonus_needs_null_harm_not_light() -> None:
    """002 l.5: only a power that deals Null harm because it is not meant to hurt gets the extra pick."""
    g = table(approcci=(1, 0, 0, 0, 0), battle=True)
    err = g.refused("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", innocuo=True,
                    inflitto="leggero", dice=[4, 4])
    assert err.field == "innocuo" and "Null harm" in err.message
    g.do("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", innocuo=True, dice=[4, 4])
    status = g.system.views.status(g.state, "it")
    assert (status["roll"]["picks"]["groups"][0]["min"], status["roll"]["picks"]["groups"][0]["max"]) == (1, 2)
    g.do("resolve", pick=["prepari:condizione=Carico", "conduci", "malus"])          # PN-EX-02: 1 + 1 bonus


def test_a_knocked_out_pokemon_cannot_fight_unless_the_option_allows() -> None:
    g = table(approcci=(1, 0, 0, 0, 0), battle=True)
    g.do("harm", character="Pikachu", slot="ko")
    err = g.refused("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", dice=[4, 4])
    assert err.field == "pokemon" and "KO" in err.message
    g.do("roll", "Ash", move="scambio", approccio="grinta", dice=[4, 4])            # the trainer still may
    allowed = table(approcci=(1, 0, 0, 0, 0), battle=True, **{"pokenoir.ko.canFight": True})
    allowed.do("harm", character="Pikachu", slot="ko")
    allowed.do("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", dice=[4, 4])
    assert allowed.state["roll"]["pokemon"] == "Pikachu"


def test_status_and_resolve_count_the_same_picks_with_fatica_marked() -> None:
    """Published slots: a Pokémon with [Fatica] loses the harmless bonus; status must not offer it either."""
    g = table(approcci=(2, 0, 0, 0, 0), battle=True, **{"pokenoir.harm.slots": "published"})
    g.do("harm", character="Pikachu", slot="fatica")
    g.do("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", innocuo=True, dice=[5, 4])
    assert g.state["roll"]["tier"] == "10+"
    picks = g.system.views.status(g.state, "it")["roll"]["picks"]
    assert (picks["min"], picks["max"]) == (2, 2) and "innocuo" not in (picks["note"] or "")
    err = g.refused("resolve", pick=["prepari:condizione=Carico", "conduci", "controlli"])
    assert err.field == "pick" and "gives 2 pick(s)" in err.message
    g.do("resolve", pick=["prepari:condizione=Carico", "conduci"])


def test_ten_to_thirteen_is_named_by_the_ladder_in_italian_and_english() -> None:
    g = table(approcci=(1, 0, 0, 0, 0), battle=True)
    g.do("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", dice=[5, 5])
    for lang in ("it", "en"):
        row = dict(g.system.views.status_rows(g.system.views.status(g.state, lang), lang))
        assert any(v.endswith("= 11 → 10-13") for v in row.values()), row
        line = g.system.views.summary("MoveRolled", g.event("MoveRolled").detail, lang)
        assert "= 11 → 10-13" in line
    other = table(amicizia=2)
    other.do("roll", "Ash", move="tutto", pokemon="Pikachu", potere="Fulmine", dice=[4, 4])
    assert "= 10 → 10+" in other.system.views.summary("MoveRolled", other.event("MoveRolled").detail, "it")


def test_one_reaction_per_exchange_and_a_reaction_without_text_in_the_campaigns_language() -> None:
    g = table(approcci=(0, 0, 0, 0, 0), battle=True)
    g.trainer("Misty", (0, 0, 0, 0, 0))
    g.pokemon("Staryu", trainer="Misty")
    g.do("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", dice=[1, 2])
    g.do("resolve")                                                                    # a miss, no text typed
    reaction = g.event("GMReaction").detail
    assert reaction.get("text") is None
    assert g.system.views.summary("GMReaction", reaction, "it") == "il GM fa una Reazione"
    assert g.system.views.summary("GMReaction", reaction, "en") == "the GM makes a Reaction"
    g.do("roll", "Misty", move="scambio", approccio="grinta", pokemon="Staryu", dice=[1, 1])
    err = g.refused("resolve", reazione="Arriva la polizia")                          # a second Reaction typed
    assert err.field == "reazione" and "sola Reazione" in err.message
    g.do("resolve")
    assert "GMReaction" not in g.kinds()
