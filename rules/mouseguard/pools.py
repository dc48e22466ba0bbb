"""Dice pools: the rating tested and every die added or taken away, each with its source.

Source: 004 "Reglas básicas" (dice = rating; 4-6 succeed; wise, help and gear), "Reglas de naturaleza"
(acting with or against Nature, tapping it), "Rasgos" (trait levels), "Ganar marcas" (traits against
yourself), "Carácter" (Persona dice), "Condiciones" (Injured and Sick), "Armaduras" and "Escudo";
catalogue §5.2 MG-D01..D09, MG-A01, MG-A02, MG-A19, MG-A21, MG-A26. ``build_pool`` only reads the state
and returns a plan; ``commit_pool`` writes what the pool spends (Persona, a level-1 trait's use, checks
earned by a handicap) once the roll is accepted.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mouseguard.data import ABILITIES, HANDICAPS, NO_TAP, WEAPONS, half_up, term
from rules.mouseguard.state import char, find, opt, rating
from rules.mouseguard.nature_tax import refuse_exhausted
from rules.mouseguard.choices import pick
from rules.names import find_name

#: Adders halved with the ability under ``mouseguard.beginnersLuck.halve = wholePool`` (catalogue MG-D06 [P]).
HALVED_WITH_ABILITY = ("helper", "wise", "gear")


def successes(faces: list[int]) -> int:
    """Successes among ``faces``: each 4, 5 or 6 (004: "tantos 4s o más (éxitos)")."""
    return sum(1 for f in faces if f >= 4)


def nature_mode(value: str | None) -> str | None:
    """Canonical Nature mode (``with``, ``against``, ``tap_with``, ``tap_against``) or None; ``RuleError("nature")``."""
    return pick("nature", "nature", value) if value else None


def trait_of(d: Draft | dict[str, Any], who: str, name: str, field: str = "trait") -> str:
    """The stored name of ``who``'s trait ``name`` (case-insensitive); ``RuleError(field)`` listing the traits."""
    traits = char(d, who).get("traits") or {}
    known = find_name(name, traits)
    if known is not None:
        return known
    raise RuleError(field, f"{who} has no trait {name!r}; traits: {', '.join(traits) or 'none'}")


def trait_level(d: Draft | dict[str, Any], who: str, trait: str) -> int:
    """A trait's level in play: its level, one higher while charged (catalogue MG-T14), at most 3."""
    t = char(d, who)["traits"][trait]
    return min(3, t["level"] + (1 if t.get("charged") else 0))


def armour_counts(rec: dict[str, Any]) -> str | None:
    """The armour that counts (``light``/``heavy``), or None: armour put on just for a fight does not
    (004 Armaduras: "si quieres llevar siempre armadura, la llevas siempre")."""
    gear = rec.get("gear") or {}
    if gear.get("armour") in ("light", "heavy") and gear.get("worn") in ("habitual", "special"):
        return gear["armour"]
    return None


def _helpers(d: Draft, who: str, tested: str, helpers: list[str], scope: list[str] | None, field: str) -> list[str]:
    """The helpers ``helpers`` (as typed) of ``who``'s roll of ``tested``, canonical, each asked of
    ``rules.mouseguard.helpers_now.help_refusal`` (the rule the forms' helper choices are listed by); ``scope``: the
    roller's side of a conflict (None: those in the scene). Raises ``RuleError(field)``: a helper named twice, or one
    that rule refuses. Source: seed 004 «Reglas básicas» (Trabajo en equipo)."""
    from rules.mouseguard.helpers_now import help_refusal

    present = scope if scope is not None else d.state["scene"].get("present") or []
    where = "on this side of the conflict" if scope is not None else "in the scene"
    names: list[str] = []
    for given in helpers:
        helper = find(d, given, field)
        if helper in names:
            raise RuleError(field, f"{helper} is named twice; each helper adds one die")
        refused = help_refusal(d.state, who, helper, tested, list(present), field, where)
        if refused is not None:
            raise refused
        names.append(helper)
    return names


def build_pool(d: Draft, who: str, target: str, *, field: str = "skill", nature: str | None = None,
               ability: str | None = None, helpers: list[str] | None = None, helper_scope: list[str] | None = None,
               wise: str | None = None, gear: str | None = None, persona: int = 0, trait: str | None = None,
               handicap: tuple[str, str] | None = None, extra: list[dict[str, Any]] | None = None,
               extra_successes: list[dict[str, Any]] | None = None, stealth: bool = False,
               tired_recovery: bool = False, negated: list[str] | None = None, who_field: str = "character") -> dict[str, Any]:
    """Plan ``who``'s pool for testing ``target`` (a skill or ability id); reads the state only.

    Returns ``{"roller", "target", "tested", "mode", "nature_mode", "ability", "base", "dice": [{"kind",
    "name"?, "dice"}], "successes": [{"kind", "name"?, "successes"}], "count", "persona", "trait",
    "trait_level", "handicap", "helpers"}``. ``tested`` is what the dice rate and what advancement logs
    (Nature when acting with or against it); ``mode`` is ``rated``, ``beginners_luck`` or ``animal``.
    ``extra`` / ``extra_successes`` are dice and successes from outside (conflict effects, weapons, an
    opponent's +2D). Raises ``RuleError`` naming the argument: a rating of 0 (MG-A21), beginner's luck
    without ``ability``, tapping on Resources/Circles (MG-EX-09), a helper not in the scene, Persona past
    its cap or its holding, an unknown wise or trait, a level-1 trait already used, a level-3 trait
    (it rerolls instead), a negated trait; ``who_field`` (the option that named ``who``: ``character``, or ``as``)
    for a mouse at Nature 0 (seed 004, "Condiciones": ``rules.mouseguard.nature_tax.refuse_exhausted``).
    """
    refuse_exhausted(d, who, who_field)
    rec = char(d, who)
    mode_n = nature_mode(nature)
    succ: list[dict[str, Any]] = list(extra_successes or [])
    tested, mode, base, bl_ability, first = _rated(d, who, target, field, mode_n, ability)
    dice: list[dict[str, Any]] = [first]
    for helper in _helpers(d, who, tested, list(helpers or []), helper_scope, "helper"):
        dice.append({"kind": "helper", "name": helper, "dice": 1})
    if wise:
        known = find_name(wise, rec.get("wises") or [])
        if known is None:
            raise RuleError("wise", f"{who} has no wise {wise!r}; wises: {', '.join(rec.get('wises') or []) or 'none'}")
        dice.append({"kind": "wise", "name": known, "dice": 1})
    if gear:
        if opt(d, "mouseguard.gear.bonus") == "+1s":
            succ.append({"kind": "gear", "name": gear, "successes": 1})
        else:
            dice.append({"kind": "gear", "name": gear, "dice": 1})
    spent = _persona_and_tap(d, who, target, mode_n, persona, dice)
    used_trait, level = _trait_die(d, who, trait, negated, dice)
    hc = _handicap(d, who, handicap, used_trait, negated, dice)
    dice += list(extra or [])
    _penalties(d, rec, tested, stealth, tired_recovery, dice, succ)
    count = sum(x["dice"] for x in dice)
    if mode == "beginners_luck":
        halved = [x for x in dice if x["kind"] == "beginners_luck" or
                  (opt(d, "mouseguard.beginnersLuck.halve") == "wholePool" and x["kind"] in HALVED_WITH_ABILITY)]
        whole = sum(x["dice"] for x in halved)
        count = count - whole + half_up(whole)
        dice.append({"kind": "halved", "name": "+".join(x["kind"] for x in halved), "dice": half_up(whole) - whole})
    return {"roller": who, "target": target, "tested": tested, "mode": mode, "nature_mode": mode_n,
            "ability": bl_ability, "base": base, "dice": dice, "successes": succ, "count": max(0, count),
            "persona": spent, "trait": used_trait, "trait_level": level, "handicap": hc,
            "helpers": [x["name"] for x in dice if x["kind"] == "helper"]}


def _rated(d: Draft, who: str, target: str, field: str, mode_n: str | None,
           ability: str | None) -> tuple[str, str, int, str | None, dict[str, Any]]:
    """What ``who``'s test of ``target`` rolls first: ``(tested, mode, base, beginner's luck ability, first die)``.
    Nature when acting with or against it, an animal's Nature for what it has no rating in, half an ability for a
    skill not on the sheet (beginner's luck), else the rating. Raises ``RuleError`` (``ability``, ``nature`` or
    ``field``) for a rating of 0, beginner's luck without ``ability`` or past the skills' cap. Source: 004 "Reglas de
    naturaleza", "Reglas básicas"; catalogue MG-A21, MG-D06."""
    rec = char(d, who)
    bl_ability = None
    if mode_n in ("with", "against"):
        if ability:
            raise RuleError("ability", "acting with or against Nature rolls Nature: no beginner's luck ability")
        tested, mode, base = "nature", "rated", rec["abilities"]["nature"]
        first = {"kind": "nature", "name": mode_n, "dice": base}
    else:
        tested = target
        value = rating(d, who, target)
        if ability and value is not None:
            raise RuleError("ability", f"{who} has {term(target)} {value}; beginner's luck is for skills not on the sheet")
        if value is None and rec["kind"] == "animal":
            tested, mode, base = "nature", "animal", rec["abilities"]["nature"]
            first = {"kind": "nature", "name": "animal", "dice": base}
        elif value is None:
            if not ability:
                raise RuleError("ability", f"{term(target)} is not on {who}'s sheet: beginner's luck rolls half of an ability "
                                           "the GM picks (--ability will for mental tasks, health for physical ones)")
            bl_ability = pick("beginner", "ability", ability)
            base = rec["abilities"][bl_ability]
            mode = "beginners_luck"
            if base <= 0:
                raise RuleError("ability", f"{who}'s {term(bl_ability)} is 0 and cannot be tested")
            learning = rec.get("learning") or {}
            if rec["kind"] == "pc" and target not in learning and len(rec["skills"]) + len(learning) >= opt(d, "mouseguard.skills.maxCount"):
                raise RuleError(field, f"{who} already has {opt(d, 'mouseguard.skills.maxCount')} skills on the sheet; "
                                       f"a mouse cannot learn another ({target})")
            first = {"kind": "beginners_luck", "name": bl_ability, "dice": base}
        else:
            mode, base = "rated", value
            first = {"kind": "ability" if target in ABILITIES else "skill", "name": target, "dice": base}
    if base <= 0:
        raise RuleError("nature" if mode_n in ("with", "against") else field, f"{who}'s {term(tested)} is 0 and cannot be tested")
    return tested, mode, base, bl_ability, first


def _persona_and_tap(d: Draft, who: str, target: str, mode_n: str | None, persona: int,
                     dice: list[dict[str, Any]]) -> int:
    """Add the Persona dice and a Nature tap to ``dice``; returns the Persona the test spends (one more to tap).
    Raises ``RuleError`` (``persona``, ``nature``): past the cap or the holding, a tap on Resources or Circles, on
    Nature itself or with Nature 0. Source: 004 "Carácter", "Invocar la Naturaleza"; catalogue MG-A26, MG-D09, MG-EX-09."""
    rec = char(d, who)
    taps = mode_n in ("tap_with", "tap_against")
    spent = persona + (1 if taps else 0)
    cap = opt(d, "mouseguard.persona.maxDice")
    if persona < 0 or (cap is not None and persona > cap):
        raise RuleError("persona", f"Persona dice on one test: 0 to {cap} (mouseguard.persona.maxDice)")
    if spent > rec["persona"]:
        raise RuleError("persona", f"{who} has {rec['persona']} Persona; this test spends {spent}"
                                   f"{' (one to tap Nature)' if taps else ''}")
    if persona:
        dice.append({"kind": "persona", "dice": persona})
    if taps:
        if target in NO_TAP:
            raise RuleError("nature", f"Nature cannot be tapped on a {target} test (never on Resources or Circles)")
        if target == "nature":
            raise RuleError("nature", "tapping adds Nature to another test; to roll Nature use --nature with or against")
        if rec["abilities"]["nature"] <= 0:
            raise RuleError("nature", f"{who}'s Nature is 0 and cannot be tapped")
        dice.append({"kind": "nature", "name": mode_n, "dice": rec["abilities"]["nature"]})
    return spent


def _trait_die(d: Draft, who: str, trait: str | None, negated: list[str] | None,
               dice: list[dict[str, Any]]) -> tuple[str | None, int | None]:
    """Add a trait's die to ``dice``; returns ``(trait, level in play)`` or ``(None, None)``. Raises
    ``RuleError("trait")``: disarmed in this conflict, level 3 (it rerolls instead), level 1 already used this
    session. Source: 004 "Rasgos"; catalogue MG-D08, MG-T14."""
    if not trait:
        return None, None
    rec = char(d, who)
    used_trait = trait_of(d, who, trait)
    if used_trait in (negated or []):
        raise RuleError("trait", f"{who}'s {used_trait} was disarmed for the rest of this conflict")
    level = trait_level(d, who, used_trait)
    if level == 3:
        raise RuleError("trait", f"{used_trait} is level 3: it rerolls a failed test once a session (reroll --trait) "
                                 "instead of adding a die")
    if level == 1 and rec["traits"][used_trait].get("used"):
        raise RuleError("trait", f"{used_trait} (level 1) was already used this session; recharge it with 2 checks "
                                 "(trait recharge)")
    dice.append({"kind": "trait", "name": used_trait, "dice": 1})
    return used_trait, level


def _handicap(d: Draft, who: str, handicap: tuple[str, str] | None, used_trait: str | None,
              negated: list[str] | None, dice: list[dict[str, Any]]) -> dict[str, Any] | None:
    """A trait used against ``who`` (``handicap``: trait, kind): ``{"trait", "kind", "checks"}``, its -1D added to
    ``dice`` for ``minus_die``; None without one. Raises ``RuleError("against_trait")``: the trait helping this test,
    or disarmed. Source: 004 "Ganar marcas", "Rasgos"."""
    if not handicap:
        return None
    name = trait_of(d, who, handicap[0], "against_trait")
    if name == used_trait:
        raise RuleError("against_trait", f"{name} is already helping this test; a trait cannot work for and against you at once")
    if name in (negated or []):
        raise RuleError("against_trait", f"{who}'s {name} was disarmed for the rest of this conflict")
    if handicap[1] == "minus_die":
        dice.append({"kind": "handicap", "name": name, "dice": -1})
    return {"trait": name, "kind": handicap[1], "checks": HANDICAPS[handicap[1]]}


def _penalties(d: Draft, rec: dict[str, Any], tested: str, stealth: bool, tired_recovery: bool,
               dice: list[dict[str, Any]], succ: list[dict[str, Any]]) -> None:
    """Add what conditions, armour and a shield take away: Injured/Sick -1D (but on Resources and Circles), heavy
    armour on a stealthy Scout or Nature test, armour and a shield used last fight on recovering from Tired.
    Source: 004 "Condiciones", "Armaduras", "Escudo"; catalogue MG-A19."""
    if tested != "resources" and tested != "circles":
        for cond in ("injured", "sick"):
            if rec["conditions"].get(cond):
                chosen = (rec.get("condition_targets") or {}).get(cond)
                if opt(d, "mouseguard.injury.penalty") == "allTests" or chosen == tested:
                    dice.append({"kind": "condition", "name": cond, "dice": -1})
    armour = armour_counts(rec)
    if stealth and armour == "heavy" and tested in ("scout", "nature"):
        dice.append({"kind": "armour", "name": "heavy", "dice": -1})
    if tired_recovery:
        if armour:
            dice.append({"kind": "armour", "name": armour, "dice": -1})
        shield = rec.get("shield_last_fight") or {}
        if shield.get("used"):              # the table ``ledger weapons`` lists (``data.WEAPONS``)
            spec = WEAPONS["shield"]["tired_recovery"]
            dice.append({"kind": "shield", "dice": spec["dice"]})
            if shield.get("with_weapon"):
                succ.append({"kind": "shield", "name": "with another weapon", "successes": spec["with_weapon_successes"]})


def commit_pool(d: Draft, plan: dict[str, Any], cause: str) -> None:
    """Write what a rolled pool spends: Persona, a level-1 trait's use this session, and the checks a
    trait used against yourself earns (004 Ganar marcas: 1 for -1D, 2 for +2D to the opponent)."""
    who = plan["roller"]
    rec = char(d, who)
    if plan["persona"]:
        d.event("PersonaSpent", cause=cause, character=who, amount=plan["persona"],
                tap=plan["nature_mode"] in ("tap_with", "tap_against"))
        d.set("characters", who, "persona", rec["persona"] - plan["persona"])
    if plan["trait"] and plan["trait_level"] == 1:
        d.event("TraitUsed", cause=cause, character=who, trait=plan["trait"], level=1)
        d.set("characters", who, "traits", plan["trait"], "used", True)
    if plan["handicap"]:
        earn_checks(d, who, plan["handicap"]["trait"], plan["handicap"]["kind"], cause)


def earn_checks(d: Draft, who: str, trait: str, kind: str, cause: str) -> None:
    """``who`` used ``trait`` against themselves (``minus_die``, ``opponent_dice`` or ``tie``): earn its checks
    (004 Ganar marcas). Only one such handicap per test, or per turn under
    ``mouseguard.checks.selfHandicapScope = perTurnPhase`` (catalogue MG-A23); NPCs earn none.

    Raises ``RuleError("against_trait")`` for a second handicap in the same turn.
    """
    rec = char(d, who)
    if rec["kind"] != "pc":
        return
    if opt(d, "mouseguard.checks.selfHandicapScope") == "perTurnPhase":
        turn = f"{d.state['session']['number']}/{d.state['turn']['number']}/{d.state['turn']['phase']}"
        if rec.get("handicap_turn") == turn:
            raise RuleError("against_trait", f"{who} already used a trait against themselves this turn (one per turn)")
        d.event("ChecksEarned", cause=cause, character=who, trait=trait, handicap=kind, amount=HANDICAPS[kind])
        d.set("characters", who, "handicap_turn", turn)
    else:
        d.event("ChecksEarned", cause=cause, character=who, trait=trait, handicap=kind, amount=HANDICAPS[kind])
    d.set("characters", who, "checks", rec["checks"] + HANDICAPS[kind])


def handicap_arg(trait: str | None, kind: str | None) -> tuple[str, str] | None:
    """``(trait, kind)`` from ``--against-trait T --handicap K`` (K: minus-die / opponent-dice, Spanish too);
    ``RuleError`` when one is given without the other."""
    if not trait and not kind:
        return None
    if not trait:
        raise RuleError("against_trait", "name the trait you use against yourself (--against-trait)")
    k = pick("handicap", "handicap", kind or "minus-die")
    return trait, k
