"""Tests: independent (against an Ob) and versus, from the roll to the resolution.

Source: 004 "Reglas básicas" (pruebas independientes y enfrentadas; éxito a cambio de una condición),
"Reglas de naturaleza" (the tax), "Condiciones" (recovery tests; Hungry/Thirsty first; the healer),
"Gastar marcas" (a test in the Players' Turn, a recovery in the GM's Turn); catalogue §5.2, §5.3
(MG-T01..T18), MG-A03, MG-A20, MG-A28. A test is ``test #<action>``: ``test`` rolls the first side and
opens the roll (``RollPhases``: idle -> adjusting); ``oppose`` rolls a versus opponent; the post-roll
changes live in ``rules.mouseguard.rerolls``; ``resolve`` freezes the result, taxes Nature, logs
advancement and applies a recovery.
"""

from __future__ import annotations

import re
from typing import Any

from rules.dice import roll_dice
from rules.draft import Draft
from rules.errors import RuleError
from rules.mouseguard import advancement
from rules.mouseguard.data import RECOVERY, TREATABLE, TREATMENT_OB, term
from rules.mouseguard.pools import build_pool, commit_pool, handicap_arg, successes
from rules.mouseguard.state import (
    char, clear_condition, condition_id, find, opt, permanent_injury, skill_or_ability, typed, who_acts,
)
from rules.mouseguard.nature_tax import nature_tax, tax_nature
from rules.numbers import counted
from rules.phases import RollPhases, advance


def describe_pool(plan: dict[str, Any], lang: str = "en") -> str:
    """The pool in words in ``lang``, as the history shows it (``Fighter 2, helper Brand +1``; for error messages,
    ``RuleError.words`` in another language)."""
    from rules.mouseguard.summaries import _pool

    return _pool({"pool": plan["dice"]}, lang)


def roll_pool(plan: dict[str, Any], dice: Any, seed: int | None, action_seed: int | None, field: str = "dice") -> dict[str, Any]:
    """Roll ``plan``'s dice: typed-in faces (exactly the pool's count) or seeded; returns the side record
    ``{roller, target, tested, mode, nature_mode, ability, pool, bonus, count, faces, dice_source, successes,
    handicap, helpers}``. Raises ``RuleError(field)`` when the typed dice do not match the pool."""
    try:
        faces, source = roll_dice(dice, seed, action_seed, plan["count"], field=field)
    except RuleError as exc:
        typed = re.match(r"got (\d+) di(?:e|ce), need exactly", exc.message)
        if typed:
            raise RuleError(field, f"got {counted(int(typed[1]), 'die', 'en')}, need exactly {plan['count']}: the pool "
                                   f"is {counted(plan['count'], 'die', 'en')} ({describe_pool(plan)})",
                            words={describe_pool(plan): lambda lang: describe_pool(plan, lang)}) from None
        raise
    bonus = sum(x["successes"] for x in plan["successes"])
    return {"roller": plan["roller"], "target": plan["target"], "tested": plan["tested"], "mode": plan["mode"],
            "nature_mode": plan["nature_mode"], "ability": plan["ability"], "pool": plan["dice"],
            "bonus": plan["successes"], "count": plan["count"], "faces": faces, "dice_source": source,
            "successes": max(0, successes(faces) + bonus), "handicap": plan["handicap"], "helpers": plan["helpers"],
            "fate": False, "reroll": False}


def recount(side: dict[str, Any]) -> int:
    """A side's successes from its faces and bonus successes (floor 0)."""
    return max(0, successes(side["faces"]) + sum(x["successes"] for x in side["bonus"]))


def open_test(d: Draft) -> dict[str, Any]:
    """The test waiting to be resolved (the gates of the commands that read it, ``rules.mouseguard.gates``,
    want one open)."""
    return d.state["test"]


def side_of(d: Draft, test: dict[str, Any], given: str | None, actor: str, field: str = "character") -> int:
    """Index (0 or 1) of the side whose roller is ``given`` (or the actor); ``RuleError(field)`` otherwise. In a
    volley (``rules.mouseguard.volley_window``) the GM acting without a name means the only side rolled so far."""
    if given is None and actor == "GM" and test.get("kind") == "volley":
        rolled = [i for i, s in enumerate(test["sides"]) if s]
        if len(rolled) == 1:
            return rolled[0]
    who = who_acts(d, given, actor, field)
    for i, side in enumerate(test["sides"]):
        if side and side["roller"] == who:
            return i
    rollers = [s["roller"] for s in test["sides"] if s]
    raise RuleError(typed(given, field), f"{who} did not roll test #{test['id']}; rollers: {', '.join(rollers)}")


def _turn_cost(d: Draft, who: str, turn: str, recovery: bool, hungry: bool, spend_check: bool) -> dict[str, Any]:
    """What this test costs in the current turn (catalogue §5.5, MG-T14, MG-A28); raises ``RuleError``.

    Players' Turn: each mouse's first ``mouseguard.playersTurn.freeTests`` tests are free, each further
    one costs 1 check. GM's Turn: tests are free, except a recovery test, which costs 2 checks;
    Hungry/Thirsty is recovered only in the Players' Turn.
    """
    rec = char(d, who)
    if turn == "gm":
        if recovery and hungry:
            raise RuleError("recover", "Hungry/Thirsty is recovered in the Players' Turn (allowed now: turn players)")
        if recovery:
            if not spend_check:
                raise RuleError("spend_check", f"a recovery test in the GM's Turn costs 2 checks: add --spend-check "
                                               f"({who} has {rec['checks']})")
            if rec["checks"] < 2:
                if rec["checks"] == 1:
                    raise RuleError("spend_check", f"{who} has 1 check; a recovery test in the GM's Turn costs 2")
                raise RuleError("spend_check", f"{who} has {rec['checks']} checks; a recovery test in the GM's Turn "
                                               "costs 2")
            return {"checks": 2, "for": "gm_recovery", "count": False}
        if spend_check:
            raise RuleError("spend_check", "in the GM's Turn checks buy only a recovery test (2 checks); "
                                           "an extra test is bought in the Players' Turn")
        return {"checks": 0, "for": None, "count": False}
    if rec["kind"] != "pc":
        if spend_check:
            raise RuleError("spend_check", f"{who} is not a patrol mouse and has no checks")
        return {"checks": 0, "for": None, "count": False}
    taken = d.state["turn"]["tests"].get(who, 0)
    free = opt(d, "mouseguard.playersTurn.freeTests")
    if taken < free:
        if spend_check:
            raise RuleError("spend_check", f"{who} still has a free test this Players' Turn ({taken} of {free} taken); "
                                           "a check buys a test after that")
        return {"checks": 0, "for": None, "count": True}
    if not spend_check:
        raise RuleError("spend_check", f"{who} has taken {taken} of {free} free test(s) this Players' Turn: another "
                                       f"costs 1 check (--spend-check; {who} has {rec['checks']})")
    if rec["checks"] < 1:
        raise RuleError("spend_check", f"{who} has no checks to spend on another test")
    return {"checks": 1, "for": "extra_test", "count": True}


def _pay(d: Draft, who: str, cost: dict[str, Any], cause: str) -> None:
    if cost["count"]:
        d.set("turn", "tests", who, d.state["turn"]["tests"].get(who, 0) + 1)
    if cost["checks"]:
        d.event("ChecksSpent", cause=cause, character=who, amount=cost["checks"], bought=cost["for"])
        d.set("characters", who, "checks", char(d, who)["checks"] - cost["checks"])


def _recovery(d: Draft, who: str, target: str, recover: str | None, patient_name: str | None,
              ob: int | None) -> tuple[dict[str, Any] | None, int | None]:
    """The recovery a test attempts and its Ob (004 Condiciones; MG-T16, MG-T17); refused while a conflict runs,
    as a night's sleep is (``rules.mouseguard.permits.busy``: a recovery takes time)."""
    if patient_name and not recover:
        raise RuleError("patient", "a healer's treatment names the condition treated: --recover injured|sick")
    if not recover:
        return None, ob
    from rules.mouseguard.permits import busy

    if busy(d):
        raise RuleError("recover", busy(d).message)
    cond = condition_id(recover, "recover")
    patient = find(d, patient_name, "patient") if patient_name else who
    if not char(d, patient)["conditions"].get(cond):
        raise RuleError("recover", f"{patient} is not {cond}")
    if patient != who:
        if cond not in TREATABLE:
            raise RuleError("recover", f"a healer treats Injured or Sick, not {cond}")
        if target != "healer":
            raise RuleError("skill", f"treating {patient} is a Healer test (Ob {TREATMENT_OB})")
        need = TREATMENT_OB
    else:
        allowed = RECOVERY[cond]["tests"]
        if target not in allowed:
            raise RuleError("skill", f"recovering from {cond} tests {', '.join(allowed)}, not {target}")
        need = opt(d, "mouseguard.hungry.ob") if cond == "hungry" else RECOVERY[cond]["ob"]
    if ob is not None and ob != need:
        raise RuleError("ob", f"recovering from {cond} is Ob {need}; leave --ob out")
    return {"condition": cond, "patient": patient, "treatment": patient != who}, need


def start_test(d: Draft, a: Any, actor: str, test_id: int, action_seed: int | None) -> dict[str, Any] | None:
    """Roll the first side of ``test #<test_id>`` and open it; returns the test record (None when an
    attempt failed automatically).

    ``a`` carries: skill, character, ob, versus, recover, patient, ability, nature, helper, wise, gear,
    persona, trait, against_trait, handicap, stealth, spend_check, dice, seed. Independent tests need
    ``ob`` (1+), versus tests ``versus`` (another character, who then rolls with ``oppose``). A recovery
    attempt while Hungry/Thirsty fails automatically (004: "has de eliminar esta condición antes de
    ocuparte de cualquier otra, o fallarás"; MG-EX-32): typed dice are then refused (``dice``: nothing would read
    them), and the attempt still costs what it costs (a check spent on it is spent: seed 004, "Gastar marcas", "2
    marcas -> Una prueba para recuperarse"). Raises ``RuleError`` (``skill``,
    ``ob``, ``versus``, ``recover``, ``spend_check``, ``dice`` ... see ``build_pool``).
    """
    turn = d.state["turn"]["phase"]         # its gate wants a scene open in the GM's or the Players' Turn
    phase = advance(RollPhases, d.state["roll_phase"], "roll", "roll", "test")
    who = who_acts(d, a.character, actor)
    target = skill_or_ability(a.skill)
    if a.ob is not None and a.versus:
        raise RuleError("ob", "a test is either independent (--ob N) or versus (--versus NAME), not both")
    opponent = find(d, a.versus, "versus") if a.versus else None
    if opponent == who:
        raise RuleError("versus", f"{who} cannot test against themselves")
    recovery, ob = _recovery(d, who, target, a.recover, a.patient, a.ob)
    if recovery and opponent:
        raise RuleError("versus", "a recovery test is independent (its Ob comes from the condition)")
    if opponent is None and ob is None:
        raise RuleError("ob", "give the obstacle (--ob N, 1 or more) or an opponent (--versus NAME)")
    hungry_block = bool(recovery and recovery["condition"] != "hungry" and char(d, recovery["patient"])["conditions"]["hungry"])
    cost = _turn_cost(d, who, turn, bool(recovery), bool(recovery and recovery["condition"] == "hungry"), a.spend_check)
    cause = f"test #{test_id}"
    if hungry_block and a.dice is not None:
        raise RuleError("dice", f"{recovery['patient']} is Hungry/Thirsty: recovering from {term(recovery['condition'])} "
                                "fails without a roll (Hungry/Thirsty is recovered first), so typed dice would not be "
                                "read; leave out --dice to record the failed attempt")
    if hungry_block:
        d.event("TestAutoFailed", test=test_id, roller=who, target=target, condition=recovery["condition"],
                patient=recovery["patient"], reason="hungry")
        _pay(d, who, cost, cause)
        return None
    handicap = handicap_arg(a.against_trait, a.handicap)
    if handicap and handicap[1] == "opponent_dice" and not opponent:
        raise RuleError("handicap", "+2D to the opponent needs a versus test")
    plan = build_pool(d, who, target, nature=a.nature, ability=a.ability, helpers=a.helper, wise=a.wise, gear=a.gear,
                      persona=a.persona, trait=a.trait, handicap=handicap, stealth=a.stealth,
                      tired_recovery=bool(recovery and recovery["condition"] == "tired" and not recovery["treatment"]),
                      who_field=typed(a.character))
    side = roll_pool(plan, a.dice, a.seed, action_seed)
    record = {"id": test_id, "kind": "versus" if opponent else "independent", "ob": ob, "opponent": opponent,
              "recovery": recovery, "turn": turn, "sides": [side, None], "condition_bought": None, "tie": None}
    d.event("TestRolled", test=test_id, test_kind=record["kind"], ob=ob, versus=opponent,
            recover=recovery["condition"] if recovery else None, patient=recovery["patient"] if recovery else None,
            **{k: side[k] for k in ("roller", "target", "tested", "mode", "nature_mode", "ability", "pool", "bonus",
                                    "count", "faces", "dice_source", "successes")})
    d.set("roll_phase", phase)
    d.set("test", record)
    _pay(d, who, cost, cause)
    commit_pool(d, plan, cause)
    return d.state["test"]


def oppose(d: Draft, a: Any, actor: str, action_seed: int | None) -> dict[str, Any]:
    """Roll the versus opponent's side of the open test (004 "Pruebas enfrentadas"); returns the test.

    The opponent tests ``a.skill`` (default: the skill the first side tested) with their own adders; a
    first side's trait used for +2D to the opponent adds two dice here. An opponent who gives the first
    side +2D (a trait against themselves) types those two dice with ``opponent_dice``. Raises
    ``RuleError`` (``phase``, ``character``, ``dice`` ...).
    """
    test = open_test(d)                     # its gate wants a versus test waiting for its opponent
    phase = advance(RollPhases, d.state["roll_phase"], "adjust", "roll", "oppose")
    who = who_acts(d, a.character, actor)
    if who != test["opponent"]:
        raise RuleError(typed(a.character), f"test #{test['id']} is opposed by {test['opponent']}, not {who}")
    first = test["sides"][0]
    target = skill_or_ability(a.skill) if a.skill else first["target"]
    handicap = handicap_arg(a.against_trait, a.handicap)
    extra = []
    if first["handicap"] and first["handicap"]["kind"] == "opponent_dice":
        extra.append({"kind": "opponent_handicap", "name": first["roller"], "dice": 2})
    plan = build_pool(d, who, target, nature=a.nature, ability=a.ability, helpers=a.helper, wise=a.wise, gear=a.gear,
                      persona=a.persona, trait=a.trait, handicap=handicap, extra=extra, stealth=a.stealth,
                      who_field=typed(a.character))
    side = roll_pool(plan, a.dice, a.seed, action_seed)
    cause = f"test #{test['id']}"
    d.event("TestOpposed", cause=cause, test=test["id"],
            **{k: side[k] for k in ("roller", "target", "tested", "mode", "nature_mode", "ability", "pool", "bonus",
                                    "count", "faces", "dice_source", "successes")})
    d.set("roll_phase", phase)
    d.set("test", "sides", [first, side])
    if handicap and handicap[1] == "opponent_dice":
        more, source = roll_dice(a.opponent_dice, None, (action_seed or 0) + 1 if action_seed is not None else None, 2,
                                 field="opponent_dice")
        first = dict(first, faces=first["faces"] + more, count=first["count"] + 2,
                     pool=first["pool"] + [{"kind": "opponent_handicap", "name": who, "dice": 2}])
        first["successes"] = recount(first)
        d.event("DiceAdded", cause=cause, test=test["id"], roller=first["roller"], faces=more, dice_source=source,
                source=f"{who}'s trait {handicap[0]} against themselves", successes=first["successes"])
        d.set("test", "sides", [first, side])
    elif a.opponent_dice is not None:
        raise RuleError("opponent_dice", "--opponent-dice are the two dice a +2D handicap gives the first side")
    commit_pool(d, plan, cause)
    return d.state["test"]


def outcome(test: dict[str, Any]) -> dict[str, Any]:
    """The result of a fully rolled test.

    Independent: ``{"kind", "passed", "rolled_pass", "margin"}`` (margin = successes - Ob; negative is the
    margin of failure). Versus: ``{"kind", "winner" (0/1 or None on a tie), "margin"}``; a tie broken by
    a trait makes the other side win by one (004 Ganar marcas), a tie-break roll by its own result.
    """
    a = test["sides"][0]
    if test["kind"] == "independent":
        rolled = a["successes"] >= test["ob"]
        return {"kind": "independent", "rolled_pass": rolled, "passed": rolled or bool(test["condition_bought"]),
                "margin": a["successes"] - test["ob"]}
    b = test["sides"][1]
    if a["successes"] != b["successes"]:
        winner = 0 if a["successes"] > b["successes"] else 1
        return {"kind": "versus", "winner": winner, "margin": abs(a["successes"] - b["successes"])}
    tie = test.get("tie") or {}
    if tie.get("winner") is not None:
        return {"kind": "versus", "winner": tie["winner"], "margin": 1}
    return {"kind": "versus", "winner": None, "margin": 0}


def resolve(d: Draft, injury: str | None) -> dict[str, Any]:
    """Resolve the open test: freeze the result, tax Nature, log advancement, apply a recovery.

    Each side's roller logs one test (pass or fail; a success bought with a condition logs as
    ``mouseguard.successWithCondition.logsAs``); helpers log nothing. A passed recovery clears the
    condition; a failed healer's treatment clears it too and lowers ``injury`` (the GM's pick) by one
    for good (004 Condiciones). Raises ``RuleError("injury")``.
    """
    test = open_test(d)                     # its gate wants it fully rolled and not tied
    from rules.mouseguard.volley_window import close, is_volley

    if is_volley(test):                     # a conflict action: the volley is decided now
        if injury:
            raise RuleError("injury", "a permanent injury is named only when a healer's treatment fails")
        close(d)
        return {"kind": "volley"}
    res = outcome(test)
    phase = advance(RollPhases, d.state["roll_phase"], "resolve", "roll", "resolve")
    cause = f"test #{test['id']}"
    recovery = test.get("recovery")
    if injury and not (recovery and recovery["treatment"] and not res.get("passed")):
        raise RuleError("injury", "a permanent injury is named only when a healer's treatment fails")
    d.event("TestResolved", cause=cause, test=test["id"], test_kind=res["kind"],
            **{k: v for k, v in res.items() if k != "kind"},
            condition=test["condition_bought"],
            winner_name=test["sides"][res["winner"]]["roller"] if res.get("winner") is not None else None)
    d.set("roll_phase", phase)
    d.set("test", None)
    for i, side in enumerate(s for s in test["sides"] if s):
        if test["kind"] == "independent":
            rolled_pass, passed = res["rolled_pass"], res["passed"]
            failure = max(0, -res["margin"])
        else:
            rolled_pass = passed = res["winner"] == i
            failure = 0 if passed else res["margin"]
        tax_nature(d, side["roller"], nature_tax(d, side["nature_mode"], rolled_pass, failure), cause, side["nature_mode"] or "")
        logged = "pass" if rolled_pass else ("pass" if passed and opt(d, "mouseguard.successWithCondition.logsAs") == "pass" else "fail")
        skill = side["target"] if side["mode"] == "beginners_luck" else side["tested"]
        mode = "beginners_luck" if side["mode"] == "beginners_luck" else "rated"
        if side["mode"] != "animal":
            advancement.log_test(d, side["roller"], skill, logged, mode, test["id"], cause)
    if recovery:
        passed = res["passed"]
        if passed or recovery["treatment"]:
            clear_condition(d, recovery["patient"], recovery["condition"], cause=cause,
                            how="treatment" if recovery["treatment"] else "recovery test")
        if recovery["treatment"] and not passed:
            if not injury:
                raise RuleError("injury", f"the treatment failed: {recovery['condition']} clears but {recovery['patient']} "
                                          "takes a permanent injury; the GM names the skill or ability lowered (--injury)")
            permanent_injury(d, recovery["patient"], injury, cause)
    return res
