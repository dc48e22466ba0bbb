"""The sample mission walked command by command: at each step every command the table is offered (``ledger status``'s
"allowed now", the table page's action list read through the service, in English and Spanish) is one the rules then
accept with some arguments, and the command the sample gives next is among them. Conditions are offered to mark and
to clear exactly when someone has one to mark or to clear.

Source: README "Using the ledger" (the allowed list comes "from the same gates that decide"); seed 004
"Condiciones" (a condition is marked when the story gives it and cleared when it is over); ``rules.mouseguard.permits``
(one predicate per command, for the offer and the refusal); sample_campaigns/mouseguard-darkwater-crossing.yaml.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

import rules
from ledger.script import load_script
from rules.decide import decide
from rules.declaration import Context
from rules.errors import RuleError
from rules.mouseguard.data import CONDITIONS
from rules.sessions import UNGATED

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"
MG = rules.get_system("mouseguard")
#: Commands taking no argument the walk needs to vary.
BARE = ("session start", "session end", "scene start", "scene end", "turn gm", "turn players", "turn end",
        "rewards done", "resolve", "conflict reveal", "conflict close")


def _conflict(state: dict[str, Any]) -> dict[str, Any] | None:
    return state["conflicts"].get(str(state["conflict"])) if state.get("conflict") else None


def _members(state: dict[str, Any]) -> list[str]:
    conflict = _conflict(state)
    return [m for s in (conflict or {}).get("sides", {}).values() for m in s["members"]]


def tries(state: dict[str, Any], command: str) -> list[dict[str, Any]]:
    """Arguments a table might give ``command`` now: each character, trait, condition and roller it could name, the
    dice left to a seed. The walk asks whether any of them is accepted."""
    chars = state["characters"]
    present = list(state["scene"].get("present") or [])
    test = state.get("test") or {}
    rollers = [s["roller"] for s in test.get("sides") or [] if s]
    conflict = _conflict(state)
    if command in BARE:
        return [{}, {"terms": "they part"}][:2 if command == "conflict close" else 1]
    if command == "add-character":
        return [{"name": "Kenzie", "nature": 3, "will": 3, "health": 3}]
    if command == "recap":
        return [{"text": "so far"}]
    if command == "rewards give":
        return [{"character": n, "fate": ["belief"]} for n, r in chars.items() if r["kind"] == "pc"]
    if command == "test":
        return [{"character": n, "skill": s, "ob": 1, "seed": 3, **more} for n in present for s in ("will", "health")
                for more in ({}, {"spend_check": True})]
    if command == "oppose":
        return [{"character": test.get("opponent"), "seed": 3}]
    if command in ("fate", "reroll", "take-condition", "break-tie"):
        return _post_roll(chars, command, rollers)
    if command in ("mark", "clear"):
        return [{"character": n, "condition": c, **more} for n in chars for c in CONDITIONS
                for more in ({}, {"affects": "will"})]
    if command == "rest":
        return [{"character": n, **more} for n in chars for more in ({}, {"outdoors": True})]
    if command == "injury":
        return [{"character": n, "target": t} for n, r in chars.items() for t in ("will", *r["skills"])]
    if command in ("trait charge", "trait recharge"):
        return [{"character": n, "trait": t} for n, r in chars.items() for t in r.get("traits") or {}]
    return _conflict_tries(state, command, present, conflict)


def _post_roll(chars: dict[str, Any], command: str, rollers: list[str]) -> list[dict[str, Any]]:
    """The tries of a command after a roll (``tries``): each roller, with each of their traits where one is named."""
    if command == "fate":
        return [{"character": r, "seed": 3} for r in rollers]
    if command == "take-condition":
        return [{"character": r, "condition": c} for r in rollers for c in CONDITIONS]
    found = [{"character": r, "trait": t, "seed": 3} for r in rollers for t in chars[r].get("traits") or {}]
    return found + ([{"roll": True, "seed": 3}] if command == "break-tie" else [])


def _conflict_tries(state: dict[str, Any], command: str, present: list[str], conflict: Any) -> list[dict[str, Any]]:
    """The tries of a conflict's commands (``tries``)."""
    chars = state["characters"]
    if command == "conflict start":
        return [{"type": "fight", "team": [a], "goal": "g", "opponents": [b], "opponent_goal": "h"}
                for a in present if chars[a]["kind"] == "pc" for b in chars if b != a]
    members = _members(state)
    if command == "conflict disposition":
        return [{"character": m, "seed": 3} for m in members]
    if command == "conflict wield":
        return [{"character": m, "weapon": w} for m in members for w in (*chars[m]["gear"]["weapons"], "none")]
    if command == "conflict script":
        return [{"side": s["members"][0], "actions": ["attack", "defend", "feint"]} for s in conflict["sides"].values()]
    if command == "conflict maneuver":
        return [{"character": m, "buy": [b]} for m in members for b in ("impede", "position")]
    if command == "conflict roll":
        return [{"character": a["actor"], "seed": 3} for a in (conflict["current"] or {}).get("actions") or []]
    raise AssertionError(f"no tries for {command!r}")


def accepted(state: dict[str, Any], command: str, number: int) -> bool:
    """Whether the rules accept ``command`` now with one of ``tries`` (on a copy: nothing is kept)."""
    for args in tries(state, command):
        try:
            decide(MG, copy.deepcopy(state), command, args, Context("GM", number, 9000 + number))
        except RuleError:
            continue
        return True
    return False


def offered_now(state: dict[str, Any]) -> list[str]:
    """The commands ``ledger status`` offers now (the gates' list, each entry's hint left off)."""
    return [e.split(" --", 1)[0] for e in MG.allowed_now(state)]


@pytest.fixture(scope="module")
def walked(tmp_path_factory: Any) -> list[tuple[int, str, dict[str, Any], tuple[str, ...], dict[str, list[str]]]]:
    """The sample played through the service one entry at a time: before each entry (number, its command, the state,
    the GM's table-page commands, {lang: the status's "allowed now" while a test is open}), and once after the last."""
    from ledger.service import Ledger
    from ledger.service.offers import offered
    from ledger.service.people import Person

    header, entries = load_script(SAMPLE)
    ledger = Ledger(str(tmp_path_factory.mktemp("walk") / "walk.sqlite"))
    ledger.create(header.campaign, header.system, header.options, actor=header.actor)
    steps = []
    try:
        for number, command, args, actor in [*entries, (len(entries) + 1, "", {}, "GM")]:
            state = copy.deepcopy(ledger.now(header.campaign).state)
            page = offered(ledger, header.campaign, Person.OWNER).commands
            told = {lang: list(((MG.views.status(state, lang) or {}).get("roll") or {}).get("allowed") or [])
                    for lang in ("en", "es")}
            steps.append((number, command, state, page, told))
            if command:
                ledger.act(header.campaign, command, args, actor)
    finally:
        ledger.close()
    return steps


def test_every_offer_is_accepted_at_every_step_of_the_sample(walked: Any) -> None:
    """At each of the sample's steps, each command offered is accepted with some arguments; the sample's next
    command is offered; the table page's list is the status's, in English and in Spanish alike."""
    wrong = []
    for number, command, state, page, told in walked:
        offered = offered_now(state)
        if command and command not in offered and command not in UNGATED:
            wrong.append(f"#{number}: {command} given but not offered")
        for c in offered:
            if not accepted(state, c, number):
                wrong.append(f"#{number}: {c} offered but refused")
        if set(page) != set(offered) | set(UNGATED):
            wrong.append(f"#{number}: the page offers {sorted(set(page) ^ (set(offered) | set(UNGATED)))} otherwise")
        for lang, allowed in told.items():
            if state.get("test") and [e.split(" --", 1)[0] for e in allowed] != offered:
                wrong.append(f"#{number} {lang}: status allows {allowed}, the gates {offered}")
    assert wrong == []
    assert len(walked) == 85


def test_conditions_are_offered_to_mark_and_clear_exactly_when_someone_can(walked: Any) -> None:
    """004 "Condiciones": ``clear`` is offered while someone has a condition marked (Tamsin's Tired, Brand's Injured
    in the sample), never before the first is marked; ``mark`` while someone has one left to mark; not offered is
    not accepted either."""
    seen = {"clear": set(), "mark": set()}
    for number, _, state, _, _ in walked:
        offered = offered_now(state)
        anyone_marked = any(any(r["conditions"].get(c) for c in CONDITIONS) for r in state["characters"].values())
        anyone_free = any(not all(r["conditions"].get(c) for c in CONDITIONS) for r in state["characters"].values())
        assert ("clear" in offered) == anyone_marked == accepted(state, "clear", number), number
        assert ("mark" in offered) == anyone_free == accepted(state, "mark", number), number
        seen["clear"].add("clear" in offered)
        seen["mark"].add("mark" in offered)
    assert seen == {"clear": {True, False}, "mark": {True, False}}      # before the first mouse: neither


def test_a_refused_clear_and_mark_say_why_in_both_languages() -> None:
    """The gate's reason when nobody has a condition to clear, in English and Spanish (``ledger status`` left it
    offered before)."""
    from test_mouseguard_table import BRAND, MG as Table

    mg = Table()
    mg.mouse("Brand", **BRAND)
    said = mg.refused("phase", "clear", character="Brand", condition="tired")
    assert said == ("'clear' is not allowed now: no one is Hungry/Thirsty, Angry, Tired, Injured or Sick; allowed now: "
                    "session start, mark, add-character")
    assert MG.views.refusal("phase", said, "es") == (
        "'clear' no se puede ahora: nadie está Hambriento/Sediento, Enfadado, Cansado, Herido ni Enfermo; ahora se "
        "puede: session start, mark, add-character")
    mg.do("mark", character="Brand", condition="tired")
    assert mg.refused("condition", "clear", character="Brand", condition="angry") == "Brand is not angry; marked: tired"
    mg.do("clear", character="Brand", condition="tired")
    assert mg.ch("Brand")["conditions"]["tired"] is False
