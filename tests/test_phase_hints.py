"""Every "allowed now" hint comes from the gates that decide (``rules.phases``; Masks'
table is ``rules/masks/gates.py``), and ``mark --help`` says the sixth mark takes a hero out.

For each phase of a Masks campaign (before play, between scenes, a scene, a roll open, a Take a Powerful
Blow open, a Defend interrupting a roll, a battle, a session ending and ended, and Team spent before the
roll), every command of the table is tried against the state with arguments its content allows: each
command the list suggests is in fact accepted, each command accepted is in the list, and every phase
refusal lists exactly that list. ``check_hints`` is the check for any system with gates; Basic abilities
(``rules/basic/gates.py``) passes it in each of its phases too (scene, downtime, each step of an attack
contest, questions and Help operations open, a session ended).
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from typing import Any

import pytest

from conftest import Cli, Table
from rules.errors import RuleError
from rules.names import norm
from rules.decide import decide
from rules.declaration import Context

#: Arguments each command is tried with (several: any one accepted counts), chosen so that what the
#: content needs holds in every state below (B has Afraid marked, C was taken out in scene 1, A holds an
#: unlocked Moment of Truth and an advancement, A and B hold Influence over each other).
TRIES: dict[str, list[dict[str, Any]]] = {
    "add-character": [{"name": "Dee", "playbook": "beacon", "plus_one": "mundane"}],
    "add-npc": [{"name": "Mox"}],
    "session start": [{}], "session end": [{}], "scene start": [{}], "scene end": [{}],
    "roll": [{"move": "Directly Engage", "character": "A", "dice": [3, 3]},
             {"move": "Defend", "character": "B", "from": "A", "dice": [1, 1]}],
    "resolve": [{}],
    "mark": [{"character": "A", "condition": "guilty"}],
    "clear": [{"character": "B", "condition": "afraid"}],
    "clearing-action": [{"character": "B", "condition": "afraid"}],
    "shift": [{"character": "A", "up": "freak", "down": "danger"}],
    "forward": [{"character": "A"}],
    "influence give": [{"character": "A", "to": "N"}],
    "influence take-advantage": [{"character": "B", "over": "A", "option": "TA2", "condition": "hopeless"},
                                 {"character": "B", "over": "A", "option": "TA1"},
                                 {"character": "A", "over": "B", "option": "TA1"}],
    "influence accept": [{"character": "A", "from": "B", "up": "freak", "down": "danger"}],
    "team spend": [{"character": "B", "for": "A"}, {"character": "A", "for": "B"}],
    "team selfish": [{"character": "A", "up": "freak", "down": "danger"}],
    "team leader": [{"character": "A"}],
    "battle start": [{}], "battle end": [{}], "time-passes": [{}],
    "end-of-session": [{"character": "A", "choice": "EOS2:up=freak,down=danger"}],
    "moment-of-truth": [{"character": "A", "lock": "savior"}],
    "advance": [{"character": "A", "advancement": "label_up", "label": "mundane"}],
    "return": [{"character": "C", "clear": "angry"}],
}
#: The positional argument a hint may name after the command ("roll Defend --from A").
POSITIONAL = {"roll": "move"}


def _between_scenes(**options: Any) -> Table:
    t = Table(**options)
    for name in ("A", "B", "C"):
        t.pc(name)
    t.do("add-npc", name="N")
    t.do("influence give", character="A", to="B")
    t.do("influence give", character="B", to="A")
    t.do("mark", character="B", condition="afraid")
    t.do("session start")
    t.do("scene start")
    for cond in ("angry", "afraid", "guilty", "hopeless", "insecure"):
        t.do("mark", character="C", condition=cond)
    t.do("mark", character="C")                       # the sixth mark: taken out in scene 1
    assert t.char("C")["status"] == "taken_out"
    t.do("scene end")
    # Content the phases do not decide (an earned advancement, an unlocked Moment of Truth), set directly.
    t.state["characters"]["A"].update(moment_of_truth="unlocked", advances_available=1)
    return t


def _before_play() -> Table:
    t = Table()
    for name in ("A", "B"):
        t.pc(name)
    t.do("add-npc", name="N")
    t.do("influence give", character="A", to="B")
    t.do("influence give", character="B", to="A")
    t.do("mark", character="B", condition="afraid")
    t.do("time-passes")                               # the pool holds 1 (acting selfishly spends it)
    t.state["characters"]["A"].update(moment_of_truth="unlocked", advances_available=1)
    return t


def _then(build: Callable[[], Table], *steps: tuple[str, dict[str, Any]]) -> Callable[[], Table]:
    def make() -> Table:
        t = build()
        for command, args in steps:
            t.do(command, **args)
        return t
    return make


SCENE = _then(_between_scenes, ("scene start", {}))
ROLL = ("roll", {"move": "Directly Engage", "character": "A", "dice": [1, 1]})
STATES: dict[str, Callable[[], Table]] = {
    "before play": _before_play,
    "between scenes": _between_scenes,
    "scene open": SCENE,
    "roll open": _then(SCENE, ROLL),
    "blow open": _then(SCENE, ("roll", {"move": "Take a Powerful Blow", "character": "A", "dice": [1, 1]})),
    "defend interrupts": _then(SCENE, ROLL, ("roll", {"move": "Defend", "character": "B", "from": "A", "dice": [1, 1]})),
    "in battle": _then(SCENE, ("battle start", {})),
    "in battle, roll open": _then(SCENE, ("battle start", {}), ROLL),
    "session ending": _then(_between_scenes, ("session end", {})),
    "session ended": _then(_between_scenes, ("session end", {}),
                           ("end-of-session", {"character": "A", "choice": "EOS2:up=freak,down=danger"}),
                           ("end-of-session", {"character": "B", "choice": "EOS2:up=freak,down=danger"})),
    "next-roll Team, scene open": _then(lambda: _between_scenes(**{"masks.team.spendTiming": "nextRollOnly"}),
                                        ("scene start", {})),
    "next-roll Team, roll open": _then(lambda: _between_scenes(**{"masks.team.spendTiming": "nextRollOnly"}),
                                       ("scene start", {}), ROLL),
}


def _try(t: Table, command: str, args: dict[str, Any]) -> RuleError | None:
    try:
        decide(t.system, t.state, command, args, Context("GM", t.actions + 1))
    except RuleError as err:
        return err
    return None


def _command_of(hint: str, commands: list[str], positional: dict[str, str]) -> tuple[str, dict[str, str]]:
    """Split a hint into its command and the arguments it names (``roll Defend --from A``)."""
    command = max((c for c in commands if hint == c or hint.startswith(c + " ")), key=len)
    words, named, i = shlex.split(hint[len(command):]), {}, 0
    while i < len(words):
        if words[i].startswith("--"):
            named[words[i][2:].replace("-", "_")] = words[i + 1]
            i += 2
        else:
            named[positional[command]] = words[i]
            i += 1
    return command, named


def check_hints(t: Any, tries: dict[str, list[dict[str, Any]]], positional: dict[str, str],
                content: dict[str, Callable[[dict[str, Any]], bool]] | None = None) -> list[str]:
    """The check every system with gates passes: in ``t``'s state, the commands the "allowed now" list
    names are exactly those accepted with some of their ``tries``; each hint, with the arguments it
    names, is accepted; every phase refusal ends with that list; an open roll's status shows it.

    ``content`` names commands any phase allows whose own arguments need something the state may lack
    (Basic's ``stack`` needs a Help operation waiting): listed always, accepted when ``content[c](state)``.
    Returns the list.
    """
    from rules.sessions import UNGATED                   # the GM's recap: any moment, no step of play to offer

    content = content or {}
    assert set(tries) == set(t.system.commands) - UNGATED
    listed = t.system.allowed_now(t.state)
    commands = list(t.system.commands)
    accepted, phase_refusals = set(), []
    for command, args_list in tries.items():
        for args in args_list:
            err = _try(t, command, args)
            if err is None:
                accepted.add(command)
            elif err.field == "phase":
                phase_refusals.append(err)
    expected = {_command_of(h, commands, positional)[0] for h in listed}
    expected -= {c for c, has in content.items() if not has(t.state)}
    assert expected == accepted
    for hint in listed:                                 # the hint itself, with its arguments, is accepted
        command, named = _command_of(hint, commands, positional)
        if command not in expected:
            continue
        fitting = [a for a in tries[command] if all(norm(str(a.get(k))) == norm(v) for k, v in named.items())]
        assert any(_try(t, command, a) is None for a in fitting), hint
    for err in phase_refusals:                          # every refusal lists that same list
        assert err.message.endswith("; allowed now: " + ", ".join(listed)), err.message
    view = t.system.views.status
    roll = view(t.state, t.system.languages[0])["roll"] if view else None
    if roll:                                            # ledger status shows it too
        assert roll["allowed"] == listed
    return listed


@pytest.mark.parametrize("phase", list(STATES))
def test_the_hints_are_exactly_what_the_phase_accepts(phase: str) -> None:
    check_hints(STATES[phase](), TRIES, POSITIONAL)


def test_a_roll_refused_while_the_session_ends_does_not_suggest_session_start() -> None:
    t = STATES["session ending"]()
    err = _try(t, "roll", TRIES["roll"][0])
    assert err is not None and err.field == "phase"
    assert err.message.startswith("'roll' is not allowed while the session is ending; allowed now: "
                                  "influence take-advantage --option TA2, time-passes, end-of-session, add-character, ")
    assert "session start" not in err.message and _try(t, "session start", {}) is not None


def test_with_a_roll_open_the_list_names_what_the_old_one_left_out() -> None:
    listed = STATES["roll open"]().system.allowed_now(STATES["roll open"]().state)
    for command in ("resolve", "roll Defend --from A", "team spend", "influence take-advantage", "team selfish",
                    "mark", "shift", "forward", "influence give", "clearing-action", "battle start"):
        assert command in listed
    blow = STATES["blow open"]()
    listed = blow.system.allowed_now(blow.state)
    assert "team spend" not in listed and not any(h.startswith("roll") for h in listed) and "resolve" in listed


def test_mark_help_says_the_sixth_mark_takes_a_hero_out(cli: Cli) -> None:
    text = " ".join(cli("--system", "masks", "mark", "--help").stdout.split())
    assert "A hero may have all five marked; the sixth mark (one more when all five are already marked) takes the hero out" in text
    assert "five marked who must" not in text
    listing = " ".join(cli("--system", "masks", "--help").stdout.split())
    assert "Mark a condition (five may be marked; a sixth mark takes the hero out)." in listing


# --- the same mechanism in another system: Basic abilities (rules/basic/gates.py) ------------------------

BASIC_TRIES: dict[str, list[dict[str, Any]]] = {
    "add-character": [{"name": "Eve", "attributes": "brawn=1"}],
    "adjust": [{"character": "Ana", "level": 2}],
    "session start": [{}], "session end": [{}], "scene start": [{}], "scene end": [{}],
    "downtime start": [{}], "downtime end": [{}],
    "attack declare": [{"target": "Bo", "attribute": "brawn", "character": "Ana"}],
    "attack roll": [{"dice": [5]}],
    "attack defend": [{"attribute": "brawn", "character": "Bo", "dice": [5, 1, 1]}],   # + Di's d4 for, Ed's d4 against
    "attack resolve": [{}], "attack call-off": [{}],
    "get-answers": [{"attribute": "wits", "character": "Ana", "tier": "full", "dice": [5]}],
    "ask": [{"question": "Who holds the key?", "character": "Cy"}],
    "help": [{"target": "Bo", "attribute": "wits", "character": "Ana", "dice": [9], "stack": ["d4"]}],
    "hinder": [{"target": "Bo", "attribute": "wits", "character": "Ana", "dice": [9], "stack": ["d4"]}],
    "stack": [{"die": "d4", "character": "Di"}],
    "unstack": [{"die": "11.1", "character": "Di"}],      # Ed's d4 against Bo (action 11)
    "progress open": [{"name": "Bridge", "size": 10}],
    "make-progress": [{"bar": "Ford", "attribute": "brawn", "character": "Ana", "dice": [5]}],
    "prepare": [{"attribute": "wits", "character": "Ana", "dice": [5]}],
    "move": [{"character": "Ana", "to": "the gate"}],
    "anything-else": [{"attribute": "wits", "character": "Ana", "tier": "full", "dice": [5]}],
}


def _basic(*steps: tuple[str, dict[str, Any]]) -> Callable[[], Any]:
    def make() -> Any:
        from test_basic_examples import Basic

        t = Basic()
        for name in ("Ana", "Bo", "Cy", "Di", "Ed"):
            t.pc(name, passive="brawn=10", brawn=1, wits=0)
        t.do("progress open", name="Ford", size=40)
        for command, args in steps:
            t.do(command, **args)
        return t
    return make


_TEST = [("get-answers", {"attribute": "wits", "character": "Cy", "tier": "full", "dice": [5]}),
         ("help", {"target": "Bo", "attribute": "wits", "character": "Di", "dice": [10], "stack": ["d4"]}),
         ("hinder", {"target": "Bo", "attribute": "wits", "character": "Ed", "dice": [9], "stack": ["d4"]})]
_SCENE = [("session start", {}), ("scene start", {}), *_TEST]
BASIC_STATES: dict[str, Callable[[], Any]] = {
    "before play": _basic(),
    "between scenes": _basic(("session start", {})),
    "scene, questions and a Help open": _basic(*_SCENE),
    "attack declared": _basic(*_SCENE, ("attack declare", BASIC_TRIES["attack declare"][0])),
    "defence window": _basic(*_SCENE, ("attack declare", BASIC_TRIES["attack declare"][0]), ("attack roll", {"dice": [5]})),
    "defence rolled": _basic(*_SCENE, ("attack declare", BASIC_TRIES["attack declare"][0]), ("attack roll", {"dice": [5]}),
                             ("attack defend", BASIC_TRIES["attack defend"][0])),
    "attack resolved": _basic(*_SCENE, ("attack declare", BASIC_TRIES["attack declare"][0]), ("attack roll", {"dice": [5]}),
                              ("attack resolve", {})),
    "downtime, questions and a Help open": _basic(("session start", {}), ("downtime start", {}), *_TEST),
    "session ended": _basic(("session start", {}), ("session end", {})),
}


def _operations_waiting(state: dict[str, Any]) -> bool:
    return any((rec.get("operations") or {}).get("left") for rec in state["characters"].values())


def _unstackable(state: dict[str, Any]) -> bool:
    """A helper with an operation left whose target has a die stacked the other way (003 Help/Hinder)."""
    chars = state["characters"]
    for rec in chars.values():
        ops = rec.get("operations") or {}
        if ops.get("left"):
            pile = "stacked_against" if ops["ability"] == "help" else "stacked_for"
            if chars[ops["target"]].get(pile):
                return True
    return False


@pytest.mark.parametrize("phase", list(BASIC_STATES))
def test_basic_hints_are_exactly_what_the_phase_accepts(phase: str) -> None:
    t = BASIC_STATES[phase]()
    listed = check_hints(t, BASIC_TRIES, {}, content={"stack": _operations_waiting, "unstack": _unstackable})
    assert ("ask" in listed) == any(rec.get("answers") for rec in t.state["characters"].values())
