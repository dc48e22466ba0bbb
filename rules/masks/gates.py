"""When each Masks command is allowed: the one table that both gates the commands and lists them.

Source: catalogue §1.5 (phases: session -> scenes -> rolls with their post-roll window -> end of
session; battle inside a scene; time passes between scenes) and §0.2 item 2 (post-roll windows), 000
"Team Mechanics", "Influence" (take advantage: -2 / +1 after the roll, a condition at any time),
"DEFEND" (against a PC: -2 to their roll, MK-A05). ``rules.decide.decide`` checks a command's gate
before its handler (``rules.phases.check``), and every "allowed now" hint (refusals, ``ledger status``)
is ``rules.phases.allowed_now`` over this same table, so a hint cannot suggest a command the phases
refuse, nor leave out one they allow. Commands with no gate (None) are allowed in every phase; what
they still refuse is about their arguments (an unmarked condition, an empty Team pool ...).
"""

from __future__ import annotations

from typing import Any

from rules.phases import Gate, Machine, Needs, RollPhases, ScenePhases, SessionPhases, Way, allowed_now, refusal
from rules.errors import RuleError


#: The team in battle (class in ``rules.masks.machines``).
BattlePhases = Machine("rules.masks.machines", "BattlePhases")


def _roll_words(state: dict[str, Any]) -> str:
    roll = state.get("roll")
    if state["roll_phase"] == "adjusting" and roll:
        return f"roll #{roll['id']} is waiting to be resolved"
    return "no roll is waiting to be resolved"


def _session(event: str) -> Needs:
    return Needs(SessionPhases, lambda s: s["session"]["phase"], event, "session")


def _scene(event: str) -> Needs:
    return Needs(ScenePhases, lambda s: s["scene"]["phase"], event, "scene")


def _roll(event: str) -> Needs:
    return Needs(RollPhases, lambda s: s["roll_phase"], event, "roll", _roll_words)


def _battle(event: str) -> Needs:
    return Needs(BattlePhases, lambda s: "in_battle" if s.get("battle") else "out_of_battle", event, "team")


RUNNING, ENDING = _session("begin_end"), _session("finish")
OPEN, CLOSED = _scene("end"), _scene("start")
IDLE, WAITING = _roll("roll"), _roll("resolve")
IN_SCENE = (RUNNING, OPEN)


def _reaches(state: dict[str, Any], kind: str) -> bool:
    from rules.masks.modifiers import reaches

    roll = state.get("roll")
    return bool(roll) and reaches(roll["move"], kind)


def _defend_open(state: dict[str, Any]) -> bool:
    """Defend against the PC whose roll is open (MK-A05): one roll waits at a time, and not a blow (MK-A22)."""
    return not state.get("suspended_roll") and _reaches(state, "defend")


def _after_roll(state: dict[str, Any]) -> bool:
    return state["options"]["masks.team.spendTiming"] == "afterRoll"


def _waiting(state: dict[str, Any]) -> str:
    from rules.masks.data import term

    roll = state["roll"]
    why = f"roll #{roll['id']} ({term(roll['move'])} by {roll['roller']}) is waiting to be resolved"
    if state.get("suspended_roll"):
        why += f" and roll #{state['suspended_roll']['id']} waits for it"
    return why


def _unreached(kind: str, otherwise: str) -> Any:
    """``why_not`` for a post-roll modifier: the MK-A22 refusal when ``kind`` does not reach the open roll."""
    def why(state: dict[str, Any]) -> str:
        from rules.masks.data import term
        from rules.masks.modifiers import KINDS

        roll = state.get("roll")
        if roll and not _reaches(state, kind):
            return (f"{term(roll['move'])} (roll #{roll['id']}) counts only the conditions marked; "
                    f"{KINDS[kind][1]} does not reach it")
        return otherwise
    return why


#: Command -> gate, in the command table's order (``rules.masks.commands.COMMANDS``).
GATES: dict[str, Gate | None] = {
    "add-character": None,
    "add-npc": None,
    "session start": (Way((_session("start"),)),),
    "session end": (Way((RUNNING, CLOSED)),),
    "scene start": (Way((RUNNING, CLOSED)),),
    "scene end": (Way((OPEN, IDLE)),),
    "roll": (Way((*IN_SCENE, IDLE)),
             Way((*IN_SCENE, WAITING), when=_defend_open, why_not=_waiting,
                 hint=lambda s: f" Defend --from {s['roll']['roller']}")),
    "resolve": (Way((WAITING,)),),
    "mark": None,
    "clear": None,
    "clearing-action": (Way(IN_SCENE),),
    "shift": None,
    "forward": None,
    "influence give": None,
    "influence take-advantage": (Way((WAITING,), when=lambda s: _reaches(s, "take_advantage")),
                                 Way(hint=" --option TA2")),
    "influence accept": None,
    "team spend": (Way((WAITING,), when=lambda s: _after_roll(s) and _reaches(s, "team"),
                       why_not=_unreached("team", "Team is spent before the roll (masks.team.spendTiming = nextRollOnly)")),
                   Way((IDLE,), when=lambda s: not _after_roll(s),
                       why_not="Team is spent after the roll it helps (masks.team.spendTiming = afterRoll)")),
    "team selfish": None,
    "team leader": None,
    "battle start": (Way((*IN_SCENE, _battle("start"))),),
    "battle end": (Way((_battle("end"),)),),
    "time-passes": (Way((CLOSED,)),),
    "end-of-session": (Way((ENDING,)),),
    "moment-of-truth": None,
    "advance": None,
    "return": (Way(IN_SCENE),),
}


def said_hint(command: str, hint: str, lang: str) -> str | None:
    """``hint`` (a way's, as ``GATES`` writes it after ``command``: `` Defend --from Gale``) as a user of ``lang`` types
    it: the move it starts with by its name in that language (`` Defender --from Gale``: ``roll`` takes the Spanish
    names, 000's Spanish part), the options and names as typed; None when it names no move (`` --option TA2``)."""
    from rules.masks.data import MOVES, term

    for move in MOVES:
        name = term(move)
        if hint == f" {name}" or hint.startswith(f" {name} "):
            return f" {term(move, lang)}{hint[len(name) + 1:]}"
    return None


def allowed(state: dict[str, Any]) -> list[str]:
    """Every command allowed in ``state`` now (``rules.phases.allowed_now`` over ``GATES``)."""
    return allowed_now(GATES, state)


def refuse(state: dict[str, Any], reason: str, field: str = "phase") -> RuleError:
    """A one-line refusal: ``reason``, then every command allowed in ``state`` now."""
    return refusal(GATES, state, reason, field)
