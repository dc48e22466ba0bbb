"""Pokémon Noir's words on every face: a move by its name, never its id, in the rules' English; the Exchange of
Attacks' 10-13 tier worded by today's tier table, also for an event recorded before promotions kept their ladder.

Source: seed 002 l.9-15 (the Exchange of Attacks' tiers 14+ / 10-13 / 7-9 / 1-6), l.53 (Treat Violently: one class
up, "un 10+ diventa un 14+"), and the move names of seed 002 (Scambio di Attacchi, Tenta il Tutto per Tutto).
"""

from __future__ import annotations

import copy

import pytest

import rules
from rules.errors import RuleError
from rules.pokemon.views import summary
from rules.system import Context, decide


class Table:
    """A Pokémon Noir state driven through the pure rules, as the CLI drives them."""

    def __init__(self) -> None:
        self.system = rules.get_system("pokemon")
        self.state = self.system.new_state(self.system.parse_options({}))
        self.n = 0

    def do(self, command: str, actor: str = "GM", **args: object) -> list:
        events, self.state = decide(self.system, self.state, command, args, Context(actor, self.n + 1, 7))
        self.n += 1
        return events

    def refused(self, command: str, actor: str = "GM", **args: object) -> RuleError:
        before = copy.deepcopy(self.state)
        with pytest.raises(RuleError) as caught:
            self.do(command, actor, **args)
        assert self.state == before
        return caught.value


@pytest.fixture
def table() -> Table:
    t = Table()
    t.do("add-character", name="Ash", approcci=[0, 0, 0, 0, 0])
    t.do("add-pokemon", name="Pikachu", allenatore="Ash", amicizia=0)
    t.do("session start")
    t.do("scene start")
    t.do("battle start")
    return t


def test_the_gate_line_names_the_open_rolls_move_in_english_and_italian(table: Table) -> None:
    table.do("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", dice=[5, 6])
    err = table.refused("roll", "Ash", move="scambio", approccio="grinta", pokemon="Pikachu", dice=[1, 1])
    said_en = table.system.refusal(err, "en")
    assert "roll #6 (Exchange of Attacks by Ash) is waiting to be resolved" in said_en and "(scambio by" not in said_en
    assert "il tiro #6 (Scambio di Attacchi di Ash) attende di essere risolto" in table.system.refusal(err, "it")


def test_a_roll_without_its_approach_names_the_move(table: Table) -> None:
    err = table.refused("roll", "Ash", move="scambio", pokemon="Pikachu", dice=[1, 1])
    assert err.message.startswith("Exchange of Attacks rolls +Approach: name it")
    assert table.system.refusal(err, "it").startswith("approccio: Scambio di Attacchi si tira +Approccio")


def test_too_many_picks_on_an_eleven_say_10_13(table: Table) -> None:
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
