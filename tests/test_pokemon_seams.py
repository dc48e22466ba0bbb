"""Pokémon Noir's words on every face: a move by its name, never its id, in the rules' English; the Exchange of
Attacks' 10-13 tier worded by today's tier table, also for an event recorded before promotions kept their ladder.

Source: seed 002 l.9-15 (the Exchange of Attacks' tiers 14+ / 10-13 / 7-9 / 1-6), l.53 (Treat Violently: one class
up, "un 10+ diventa un 14+"), and the move names of seed 002 (Scambio di Attacchi, Tenta il Tutto per Tutto).
"""

from __future__ import annotations

import pytest

from rules.pokemon.views import summary
from test_pokemon_examples import Game, table as new_table


@pytest.fixture
def table() -> Game:
    """Ash with Pikachu in an open scene and battle (the worked examples' table)."""
    return new_table(battle=True)


def test_the_gate_line_names_the_open_rolls_move_in_english_and_italian(table: Game) -> None:
    table.do("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", dice=[5, 6])
    err = table.refused("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", dice=[1, 1])
    said_en = table.system.refusal(err, "en")
    assert "roll #6 (Exchange of Attacks by Ash) is waiting to be resolved" in said_en and "(scambio by" not in said_en
    assert "il tiro #6 (Scambio di Attacchi di Ash) attende di essere risolto" in table.system.refusal(err, "it")


def test_a_roll_without_its_approach_names_the_move(table: Game) -> None:
    err = table.refused("roll", "Ash", move="scambio", pokemon="Pikachu", dice=[1, 1])
    assert err.message.startswith("Exchange of Attacks rolls +Approach: name it")
    assert table.system.refusal(err, "it").startswith("approccio: Scambio di Attacchi si tira +Approccio")


def test_too_many_picks_on_an_eleven_say_10_13(table: Game) -> None:
    table.do("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", dice=[5, 6])     # 11: 10-13
    err = table.refused("resolve", "Ash", pick=["potenzi", "difendi", "difendi"])
    assert err.message.startswith("a 10-13 gives 2 pick(s)") and "10+" not in err.message
    err = table.refused("resolve", "Ash", pick=["potenzi", "malus"])
    assert err.message == "malus is the cost of a 7-9; this roll is 10-13"


@pytest.mark.parametrize(("detail", "lang", "line"), [
    ({"roll": 4, "before": "10+", "after": "14+", "ladder": "four"}, "en", "roll #4: 10-13 → 14+"),
    ({"roll": 4, "before": "10+", "after": "14+"}, "en", "roll #4: 10-13 → 14+"),        # recorded without its ladder
    ({"roll": 4, "before": "10+", "after": "14+"}, "it", "tiro #4: 10-13 → 14+"),
    ({"roll": 4, "before": "7-9", "after": "10+", "ladder": "three"}, "en", "roll #4: 7-9 → 10+"),
    ({"roll": 4, "before": "6-", "after": "7+"}, "en", "roll #4: 6- → 7+"),
])
def test_a_promotion_reads_by_todays_tier_table(detail: dict, lang: str, line: str) -> None:
    assert summary("RollPromoted", detail, lang) == line
