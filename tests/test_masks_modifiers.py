"""Every kind of modifier on every Masks move, applied or refused as the catalogue says.

The expected matrix is built from the catalogue's statements, not from the code: MK-D03 (the condition
each move's -2 is linked to), MK-D05 (each source, its amount and window), MK-D01 and MK-A22 (Take a
Powerful Blow is rolled with the conditions marked only; Team spent on it is rejected). A modifier that
is asked for on an open roll (Team, take advantage, Defend's -2 on the roll just made, acting on
Assess answers) is refused there; a standing one (Influence, forward, a pending -2) is not applied and a
forward or pending one waits for a later roll.
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import Table
from rules.errors import RuleError
from rules.masks.data import MOVES

# --- the catalogue's statements -------------------------------------------------------------------------
#: MK-D03: the condition whose mark gives a move -2 ("Each move is linked to at most one condition").
LINKED = {"directly_engage": "afraid", "unleash": "hopeless", "comfort": "angry", "pierce_the_mask": "angry",
          "defend": "insecure", "assess": "guilty", "provoke": "guilty", "powerful_blow": None,
          "reject_influence": "insecure"}
#: MK-D05: each source's amount on a move it reaches.
AMOUNT = {"condition": -2, "forward": 1, "ongoing": 1, "influence": 1, "team": 1, "take_advantage_TA1": -2,
          "take_advantage_TA3": 1, "defend_current": -2, "defend_next": -2, "assess": 1, "team_next": 1}
#: MK-A22 / MK-D01: the moves rolled with the number of conditions marked and nothing else.
ONLY_CONDITIONS = {"powerful_blow"}
#: Which kinds are asked for on the open roll (refused where they do not reach) rather than standing.
ASKED = {"ongoing", "team", "take_advantage_TA1", "take_advantage_TA3", "defend_current", "assess"}
KINDS = list(AMOUNT)


def expected(move: str, kind: str) -> int | str:
    """The change of the roll's modifier the catalogue gives, or ``"refused"``."""
    if move in ONLY_CONDITIONS:
        if kind == "condition":
            return 1                       # one more condition marked: the blow's own stat (MK-D01)
        return "refused" if kind in ASKED else 0
    if kind == "condition":
        return AMOUNT[kind]                # the linked condition (LINKED) is the one marked
    return AMOUNT[kind]


def test_the_catalogue_statements_match_the_move_table() -> None:
    assert set(LINKED) == set(MOVES)
    assert {m for m, spec in MOVES.items() if spec["label"] == "conditions"} == ONLY_CONDITIONS


# --- driving each kind ----------------------------------------------------------------------------------

def _table(**options: Any) -> Table:
    """A (roller, all Labels 0), T the target, H a teammate holding Influence over A; A holds Influence
    over T and T over A (so A may reject T's Influence); a scene is open and the pool holds 1."""
    t = Table(**options)
    for name in ("A", "T", "H"):
        t.pc(name)
    t.do("influence give", character="A", to="T")
    t.do("influence give", character="A", to="H")
    t.in_scene()
    return t


def _roll(t: Table, move: str, **extra: Any) -> dict[str, Any]:
    t.do("roll", move=move, character="A", target="T", dice=[3, 3], **extra)
    return t.state["roll"]


def _with(move: str, kind: str) -> tuple[int, Table]:
    """The roll's modifier with one ``kind`` of modifier brought to it, and the table after."""
    t = _table(**({"masks.team.spendTiming": "nextRollOnly"} if kind == "team_next" else {}))
    if kind == "influence":
        t.do("influence give", character="T", to="A")
    elif kind == "condition":
        t.do("mark", character="A", condition=LINKED[move] or "angry")
    elif kind == "forward":
        t.do("forward", character="A", amount=1)
    elif kind in ("ongoing", "assess"):
        t.do("roll", move="assess", character="A", dice=[5, 5])
        t.do("resolve", pick=["AS1", "AS2"])
        if kind == "assess":                       # the +1 lasts the scene: a first roll takes it too
            first = _roll(t, "directly_engage", acting_on_answers=True)
            assert first["modifier"] == 1
            t.do("resolve", pick=["DE1"])
        return _roll(t, move, acting_on_answers=True)["modifier"], t
    elif kind == "defend_next":
        t.do("roll", move="defend", character="H", target="A", dice=[5, 5])
        t.do("resolve")
    elif kind == "team_next":
        t.do("team spend", character="H", **{"for": "A"})
    before = _roll(t, move)["modifier"]
    if kind == "team":
        t.do("team spend", character="H", **{"for": "A"})
    elif kind == "take_advantage_TA1":
        t.do("influence take-advantage", character="H", over="A", option="TA1")
    elif kind == "take_advantage_TA3":
        t.do("influence give", character="T", to="A")
        t.do("influence take-advantage", character="A", over="T", option="TA3")
    elif kind == "defend_current":
        t.do("roll", move="defend", character="H", target="A", dice=[5, 5])
        t.do("resolve")
    return t.state["roll"]["modifier"] if kind in ASKED else before, t


def _baseline(move: str) -> int:
    return _roll(_table(), move)["modifier"]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("move", list(MOVES))
def test_each_kind_of_modifier_on_each_move(move: str, kind: str) -> None:
    want = expected(move, kind)
    base = _baseline(move)
    if want == "refused":
        # Defend against the blow's roller cannot even be rolled: the open blow admits no Defend (its gate)
        message = "is waiting to be resolved" if kind == "defend_current" else "Take a Powerful Blow .*counts only the conditions marked"
        with pytest.raises(RuleError, match=message):
            _with(move, kind)
        return
    got, t = _with(move, kind)
    assert got - base == want, (move, kind)
    a = t.state["characters"]["A"]
    if kind in ("forward", "defend_next", "team_next"):
        left = a.get("forward") if kind == "forward" else a.get("pending")
        assert bool(left) == (move in ONLY_CONDITIONS)      # not applied: it waits for a roll it reaches


def test_unlinked_conditions_do_not_touch_a_move() -> None:
    """MK-D03: only the linked condition's -2 reaches a move; the others leave it alone."""
    for move, linked in LINKED.items():
        if move in ONLY_CONDITIONS:
            continue
        for other in {"angry", "afraid", "guilty", "hopeless", "insecure"} - {linked}:
            t = _table()
            t.do("mark", character="A", condition=other)
            assert _roll(t, move)["modifier"] == _baseline(move), (move, other)


def test_the_powerful_blow_counts_every_condition_and_nothing_else() -> None:
    """MK-EX-06 with every standing source present: 3 conditions, Influence over the target, a forward,
    a pending -2 and Team spent before the roll: the modifier is +3 and the forward and pending wait."""
    t = _table(**{"masks.team.spendTiming": "nextRollOnly"})
    for cond in ("angry", "afraid", "guilty"):
        t.do("mark", character="A", condition=cond)
    t.do("influence give", character="T", to="A")
    t.do("forward", character="A", amount=1)
    t.do("team spend", character="H", **{"for": "A"})
    t.do("roll", move="Take a Powerful Blow", character="A", target="T", dice=[4, 3])
    roll = t.state["roll"]
    assert roll["modifiers"] == [{"source": "conditions marked", "amount": 3, "kind": "stat"}]
    assert roll["total"] == 10 and roll["tier"] == "strong_hit"
    assert t.char("A")["forward"][0]["amount"] == 1 and t.char("A")["pending"][0]["amount"] == 1


@pytest.mark.parametrize("command,args,field,message", [
    ("team spend", {"character": "H", "for": "A"}, "phase", "counts only the conditions marked"),
    ("influence take-advantage", {"character": "H", "over": "A", "option": "TA1"}, "option", "counts only the conditions marked"),
    ("roll", {"move": "defend", "character": "H", "target": "A", "dice": [5, 5]}, "phase",
     "(Take a Powerful Blow by A) is waiting to be resolved"),
])
def test_a_refused_modifier_on_the_blow_changes_nothing(command: str, args: dict[str, Any], field: str, message: str) -> None:
    """The field report's case: a 7 on the blow stays a 7; nothing is spent or written."""
    t = _table()
    t.do("roll", move="powerful blow", character="A", dice=[3, 4])
    before = t.state
    with pytest.raises(RuleError) as info:
        t.do(command, **args)
    assert info.value.field == field and message in info.value.message
    assert t.state == before and t.state["roll"]["total"] == 7 and t.state["team"]["pool"] == 1


def test_acting_selfishly_on_the_blow_shifts_labels_but_not_the_roll() -> None:
    """MK-M14 changes the Label being rolled; the blow rolls none, so its total stays."""
    t = _table()
    t.do("roll", move="powerful blow", character="A", dice=[3, 4])
    t.do("team selfish", character="A", up="danger", down="mundane")
    assert t.state["roll"]["total"] == 7 and t.char("A")["labels"]["danger"] == 1 and t.state["team"]["pool"] == 0


def test_a_rule_that_names_the_blow_reaches_it() -> None:
    """MK-A22 "unless a rule names this move": the Nomad's own rule (three Influence given, a blow from
    someone holding Influence over them: -2) counts on the blow; Team still does not."""
    t = Table()
    t.do("add-character", name="Ned", playbook="nomad", plus_one="freak")
    t.pc("H")
    for name in ("Vance", "Ives", "Kor"):
        t.do("add-npc", name=name)
        t.do("influence give", character="Ned", to=name)
    t.do("mark", character="Ned", condition="angry")
    t.in_scene()
    t.do("roll", move="Take a Powerful Blow", character="Ned", target="Vance", dice=[4, 4])
    roll = t.state["roll"]
    assert roll["modifiers"] == [{"source": "conditions marked", "amount": 1, "kind": "stat"},
                                 {"source": "Nomad: a blow from Vance", "amount": -2, "kind": "situational"}]
    assert roll["total"] == 7 and roll["tier"] == "weak_hit"
    with pytest.raises(RuleError, match="counts only the conditions marked"):
        t.do("team spend", character="H", **{"for": "Ned"})
