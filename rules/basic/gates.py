"""When each Basic abilities command is allowed: the one table that gates the commands and lists them.

Source: catalogue §4.5 (a session holds scenes and downtime, never both open; abilities in a scene or in
downtime; Prepare only in downtime, 003 "Prepare"; Move and Attack in a scene; the attack contest:
declared -> defence window -> rolled -> resolved) and ``rules.basic.phases`` (the machines). As in every
system with gates (``rules.phases``), ``rules.decide.decide`` checks a command's gate before its
handler, and each "allowed now" hint (refusals, ``ledger status``) is ``rules.phases.allowed_now`` over
this same table. A command with no gate (None) is allowed in every phase.
"""

from __future__ import annotations

from typing import Any

from rules.basic.phases import ContestPhases, DowntimePhases
from rules.errors import RuleError
from rules.phases import Gate, Needs, ScenePhases, SessionPhases, Way, allowed_now, refusal


def _contest_words(state: dict[str, Any]) -> str:
    c = state["contest"]
    if c["phase"] in ("idle", "resolved"):
        return "no attack contest is open"
    return f"contest #{c['id']} is {c['phase'].replace('_', ' ')}"


def _n(machine: type, key: str, event: str, what: str) -> Needs:
    return Needs(machine, lambda s: s[key]["phase"], event, what)


RUNNING = _n(SessionPhases, "session", "begin_end", "session")
SCENE, NO_SCENE = _n(ScenePhases, "scene", "end", "scene"), _n(ScenePhases, "scene", "start", "scene")
DOWNTIME, NO_DOWNTIME = _n(DowntimePhases, "downtime", "end", "downtime"), _n(DowntimePhases, "downtime", "start", "downtime")


def _contest(event: str) -> Needs:
    return Needs(ContestPhases, lambda s: s["contest"]["phase"], event, "attack contest", _contest_words)


IN_SCENE, IN_DOWNTIME = (RUNNING, SCENE), (RUNNING, DOWNTIME)
#: Abilities tested in a scene or in downtime (catalogue §4.5).
IN_PLAY: Gate = (Way(IN_SCENE), Way(IN_DOWNTIME))


def _questions_open(state: dict[str, Any]) -> bool:
    return any(rec.get("answers") for rec in state["characters"].values())


#: Command -> gate, in the command table's order (``rules.basic.commands.COMMANDS``).
GATES: dict[str, Gate | None] = {
    "add-character": None,
    "adjust": None,
    "session start": (Way((_n(SessionPhases, "session", "start", "session"),)),),
    "session end": (Way((RUNNING, NO_SCENE, NO_DOWNTIME)),),
    "scene start": (Way((RUNNING, NO_DOWNTIME, NO_SCENE)),),
    "scene end": (Way((SCENE, _contest("declare"))),),
    "downtime start": (Way((RUNNING, NO_SCENE, NO_DOWNTIME)),),
    "downtime end": (Way((DOWNTIME,)),),
    "attack declare": (Way((*IN_SCENE, _contest("declare"))),),
    "attack roll": (Way((_contest("roll"),)),),
    "attack defend": (Way((_contest("defend"),)),),
    "attack resolve": (Way((_contest("resolve"),)),),
    "attack call-off": (Way((_contest("call_off"),)),),
    "get-answers": IN_PLAY,
    "ask": (Way(when=_questions_open, why_not="no Get answers test has questions left open"),),
    "help": IN_PLAY,
    "hinder": IN_PLAY,
    "stack": None,      # any phase: what they need is a Help or Hinder operation waiting (their handler says so)
    "unstack": None,
    "progress open": None,
    "make-progress": IN_PLAY,
    "prepare": (Way(IN_DOWNTIME),),
    "move": (Way(IN_SCENE),),
    "anything-else": IN_PLAY,
}


def allowed(state: dict[str, Any]) -> list[str]:
    """Every command allowed in ``state`` now (``rules.phases.allowed_now`` over ``GATES``)."""
    return allowed_now(GATES, state)


def refuse(state: dict[str, Any], reason: str, field: str = "phase") -> RuleError:
    """A one-line refusal: ``reason``, then every command allowed in ``state`` now."""
    return refusal(GATES, state, reason, field)
