"""Sessions, scenes, the mission's turns, rewards, checks spent on traits, rest and permanent injuries.

Source: 004 "Gastar marcas" (Turno de los Jugadores / Turno del DJ; charge and recharge), "Rasgos"
(level 1 and 3 once a session), "Condiciones" (a night's sleep; the permanent injury accepted in the
GM's Turn, at no cost), "Recompensas" (Fate: Belief, Goal, Instinct, at most 3; Persona: Goal
accomplished, playing against a Belief, MVP, Workhorse (never the MVP), good role-playing, at most 4);
catalogue §5.4, §5.5 (mission loop), MG-T14, MG-T18, MG-EX-31, MG-EX-34, MG-EX-36..38, MG-A24, MG-A27.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mouseguard.data import CHECK_COST, FATE_CAP, PERSONA_CAP
from rules.mouseguard.permits import charge_refusal, empty_reward, injury_refusal, recharge_refusal, rest_refusal
from rules.mouseguard.phases import TurnPhases, step
from rules.mouseguard.pools import trait_level, trait_of
from rules.mouseguard.state import char, clear_condition, find, marked, opt, permanent_injury
from rules.mouseguard.choices import pick
from rules.phases import ScenePhases, SessionPhases, advance
from rules.sessions import start_scene


def _expire(d: Draft, duration: str, cause: str | None) -> None:
    """Charged traits whose ``mouseguard.charge.duration`` is ``duration`` fall back to their level."""
    if opt(d, "mouseguard.charge.duration") != duration:
        return
    for who, rec in d.state["characters"].items():
        for name, t in (rec.get("traits") or {}).items():
            if t.get("charged"):
                d.event("TraitChargeExpired", cause=cause, character=who, trait=name, duration=duration)
                d.set("characters", who, "traits", name, "charged", False)


def _session_over(d: Draft, cause: str | None) -> None:
    """The session has ended: level-1 and level-3 traits are ready again (once a session) and
    session-long charges expire (catalogue MG-T12, MG-A24)."""
    d.set("session", "phase", advance(SessionPhases, d.state["session"]["phase"], "finish", "session", "session end"))
    for who, rec in d.state["characters"].items():
        for name, t in (rec.get("traits") or {}).items():
            if t.get("used"):
                d.event("TraitReady", cause=cause, character=who, trait=name)
                d.set("characters", who, "traits", name, "used", False)
    _expire(d, "session", cause)


def session_end(d: Draft) -> None:
    """End the session. Under ``mouseguard.rewards.timing = perSession`` the session waits in ``ending``
    for the rewards (``rewards give``, then ``rewards done``); a mission turn must be over then. A running
    conflict keeps its state into the next session. Its gate (``rules.mouseguard.gates``) wants no scene or
    test open, and no mission at its rewards (under ``perSession``, no turn running)."""
    per_session = opt(d, "mouseguard.rewards.timing") == "perSession"
    phase = advance(SessionPhases, d.state["session"]["phase"], "begin_end", "session", "session end")
    d.event("SessionEnded", number=d.state["session"]["number"], rewards=per_session or None)
    d.set("session", "phase", phase)
    if per_session:
        d.set("rewards", {"given": [], "mvp": None, "workhorse": None})
    else:
        _session_over(d, None)


def scene_start(d: Draft, title: str | None, present: list[str]) -> None:
    """Open a scene in a running session; ``present`` are the characters in it (default: every patrol
    mouse). Helpers must be present."""
    names: list[str] = []
    for given in present:
        who = find(d, given, "present")
        if who in names:
            raise RuleError("present", f"{who} is named twice")
        names.append(who)
    if not names:
        names = [n for n, r in d.state["characters"].items() if r["kind"] == "pc"]
    start_scene(d, title, present=names)
    d.set("scene", "present", names)
    d.set("scene", "title", title)


def scene_end(d: Draft) -> None:
    """Close the scene; scene-long charges expire (``mouseguard.charge.duration = scene``)."""
    phase = advance(ScenePhases, d.state["scene"]["phase"], "end", "scene", "scene end")
    d.event("SceneEnded", number=d.state["scene"]["number"])
    d.set("scene", "phase", phase)
    _expire(d, "scene", None)


def turn(d: Draft, which: str) -> str:
    """Move the mission's turns (``TurnPhases``): ``gm`` starts a mission with the GM's Turn, ``players``
    starts the Players' Turn (each mouse's free tests are counted afresh), ``end`` ends the Players'
    Turn (into the rewards, or back to idle under ``perSession``). Returns the new phase. Its gate wants
    a running session and no test open."""
    per_session = opt(d, "mouseguard.rewards.timing") == "perSession"
    event = {"gm": "gm_turn", "players": "players_turn", "end": "end_turns" if per_session else "end_mission"}[which]
    phase = step(TurnPhases, d.state["turn"]["phase"], event, "turn", f"turn {which}")
    number = d.state["turn"]["number"] + (1 if which == "gm" else 0)
    d.event({"gm": "GMTurnStarted", "players": "PlayersTurnStarted", "end": "PlayersTurnEnded"}[which], mission=number)
    d.set("turn", "phase", phase)
    d.set("turn", "number", number)
    d.set("turn", "tests", {})
    if phase == "rewards":
        d.set("rewards", {"given": [], "mvp": None, "workhorse": None})
    return phase


def rewards_window(d: Draft) -> dict[str, Any]:
    """The open reward round (after the mission's Players' Turn, or at the end of the session under
    ``perSession``; the gates of ``rewards give`` and ``rewards done`` want it open)."""
    return d.state["rewards"]


def give_rewards(d: Draft, who_name: str, fate: list[str], persona: list[str]) -> dict[str, int]:
    """Reward one mouse (004 Recompensas): +1 Fate per reason (Belief, Goal, Instinct; at most 3) and +1
    Persona per reason (Goal accomplished, against a Belief, MVP, Workhorse, role-play; at most 4 at
    once, more are capped). One MVP and one Workhorse per round, never the same mouse. Returns the amounts.

    Raises ``RuleError`` (``character`` rewarded twice, ``fate``/``persona`` unknown or repeated
    reasons, ``persona`` for a second MVP/Workhorse or both on one mouse).
    """
    window = rewards_window(d)
    who = find(d, who_name, "character", kind="pc")
    if who in window["given"]:
        raise RuleError("character", f"{who} was already rewarded this round")
    empty = empty_reward(fate, persona)
    if empty:
        raise empty
    f_ids = [pick("fate", "fate", x) for x in fate]
    p_ids = [pick("persona", "persona", x) for x in persona]
    for ids, field in ((f_ids, "fate"), (p_ids, "persona")):
        if len(set(ids)) != len(ids):
            raise RuleError(field, "each reason counts once")
    if "mvp" in p_ids and "workhorse" in p_ids:
        raise RuleError("persona", "the Workhorse can never be the MVP: give them to two different mice")
    for role in ("mvp", "workhorse"):
        if role in p_ids and window[role]:
            raise RuleError("persona", f"{window[role]} is already this round's {role.upper() if role == 'mvp' else 'Workhorse'}")
    other = {"mvp": "workhorse", "workhorse": "mvp"}
    for role in ("mvp", "workhorse"):
        if role in p_ids and window[other[role]] == who:
            raise RuleError("persona", f"{who} is already the {other[role]}; the Workhorse can never be the MVP")
    got_f, got_p = min(len(f_ids), FATE_CAP), min(len(p_ids), PERSONA_CAP)
    rec = char(d, who)
    d.event("RewardsGiven", character=who, fate=got_f, persona=got_p, fate_reasons=f_ids, persona_reasons=p_ids,
            capped=(len(p_ids) > PERSONA_CAP) or None)
    d.set("characters", who, "fate", rec["fate"] + got_f)
    d.set("characters", who, "persona", rec["persona"] + got_p)
    d.set("rewards", "given", window["given"] + [who])
    for role in ("mvp", "workhorse"):
        if role in p_ids:
            d.set("rewards", role, who)
    return {"fate": got_f, "persona": got_p}


def rewards_done(d: Draft) -> None:
    """Close the reward round: the mission ends (turns back to idle; adventure-long charges expire) or,
    under ``perSession``, the session ends."""
    window = rewards_window(d)
    d.event("RewardsClosed", rewarded=window["given"], mvp=window["mvp"], workhorse=window["workhorse"])
    d.set("rewards", None)
    if d.state["turn"]["phase"] == "rewards":
        d.set("turn", "phase", step(TurnPhases, "rewards", "rewards_done", "turn", "rewards done"))
        _expire(d, "adventure", None)
    else:
        _session_over(d, None)


def _spend(d: Draft, who: str, amount: int, bought: str, cause: str | None = None) -> None:
    have = char(d, who)["checks"]
    if have < amount:
        if have == 1:
            raise RuleError("checks", f"{who} has 1 check; {bought.replace('_', ' ')} costs {amount}")
        raise RuleError("checks", f"{who} has {have} checks; {bought.replace('_', ' ')} costs {amount}")
    d.event("ChecksSpent", cause=cause, character=who, amount=amount, bought=bought)
    d.set("characters", who, "checks", have - amount)


def charge(d: Draft, who_name: str, trait: str) -> None:
    """Spend 3 checks to raise a trait one level (at most 3) for ``mouseguard.charge.duration`` (004 Gastar
    marcas: "Cargar"; MG-A24). Checks are spent in the Players' Turn [D] (its gate). Raises ``RuleError``
    (``trait`` at level 3 or charged, ``checks``)."""
    who = find(d, who_name, "character", kind="pc")
    name = trait_of(d, who, trait)
    t = char(d, who)["traits"][name]
    refused = charge_refusal(d, who, name)  # the same predicate its gate lists it by
    if refused:
        raise refused
    _spend(d, who, CHECK_COST["charge"], "charge")
    d.event("TraitCharged", character=who, trait=name, level=t["level"] + 1, duration=opt(d, "mouseguard.charge.duration"))
    d.set("characters", who, "traits", name, "charged", True)


def recharge(d: Draft, who_name: str, trait: str) -> None:
    """Spend 2 checks (level 1) or 4 (level 3) to use a trait again this session (004 Gastar marcas:
    "Recargar"; MG-EX-36; its gate wants the Players' Turn). Raises ``RuleError`` (``trait`` not used or
    level 2, ``checks``)."""
    who = find(d, who_name, "character", kind="pc")
    name = trait_of(d, who, trait)
    level = trait_level(d, who, name)
    refused = recharge_refusal(d, who, name)    # the same predicate its gate lists it by
    if refused:
        raise refused
    _spend(d, who, CHECK_COST["recharge_1" if level == 1 else "recharge_3"], f"recharge_{level}")
    d.event("TraitRecharged", character=who, trait=name, level=level)
    d.set("characters", who, "traits", name, "used", False)


def accept_injury(d: Draft, who_name: str, target: str, condition: str | None) -> str:
    """Take a permanent injury instead of treatment or a roll: Injured or Sick clears and a skill or
    ability (never Circles or Resources) drops by 1 for good. Only in the GM's Turn; costs no check (004
    Condiciones; MG-T18, MG-EX-34; its gate). Raises ``RuleError`` (``condition``, ``target``)."""
    who = find(d, who_name, "character", kind="pc")
    refused = injury_refusal(d, who)        # the same predicate its gate lists it by
    if refused:
        raise refused
    have = [c for c in marked(d, who) if c in ("injured", "sick")]
    if condition:
        from rules.mouseguard.state import condition_id

        cond = condition_id(condition)
        if cond not in have:
            raise RuleError("condition", f"{who} is not {cond}; marked: {', '.join(have)}")
    elif len(have) > 1:
        raise RuleError("condition", f"{who} is Injured and Sick: name the one healed (--condition)")
    else:
        cond = have[0]
    cause = "permanent injury accepted"
    clear_condition(d, who, cond, cause=cause, how="permanent injury")
    return permanent_injury(d, who, target, cause, field="target")


def rest(d: Draft, who_name: str, outdoors: bool) -> None:
    """A night's sleep under a roof clears Tired with no test; sleeping out in the open does not (004
    Condiciones / Cansado; MG-EX-31; its gate wants a running session). Raises ``RuleError`` (``outdoors``,
    ``character`` not Tired)."""
    who = find(d, who_name, "character")
    refused = rest_refusal(d, who)          # the same predicate its gate lists it by
    if refused:
        raise refused
    if outdoors:
        raise RuleError("outdoors", "sleeping out in the open is not a night's rest; Tired clears with a Health test "
                                    "Ob 3 instead (test health --recover tired)")
    clear_condition(d, who, "tired", how="a night's sleep")
