"""Volleys: reveal, the Attack/Defend/Feint/Maneuver interaction matrix, weapon rules, rolls and the
changes to both sides at once (the maneuver effects bought with a margin are ``rules.mouseguard.maneuver``).

Source: 004 "Conflictos" (the four actions and their Obs; Finta against each action; Maniobra:
Obstaculizar, Ganar posición, Desarmar), "Algunas reglas especiales" (halberd, hook and line, bow,
staff, knife, shield, sword, sling, spear), "Armaduras", "Ejemplo de conflicto"; catalogue §5.5
(matrix, maneuver effects, weapon table, override semantics), MG-EX-13..23, MG-EX-25, MG-EX-26,
MG-A13, MG-A17, MG-A29, MG-A30.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.mouseguard import advancement
from rules.mouseguard.compromise import decide_front, finish
from rules.mouseguard.conflict import current, move  # noqa: F401
from rules.mouseguard.fronts import front_count, front_of, keys, open_fronts, sides  # noqa: F401
from rules.mouseguard.weapons import disarm, weapon_info, wielded  # noqa: F401
from rules.mouseguard.data import ACTION_OB, WEAPONS, action_passes_at
from rules.mouseguard.phases import ConflictPhases, step
from rules.mouseguard.state import char, opt

PAIR = frozenset


def rolls_needed(a0: str, a1: str) -> list[bool]:
    """Which sides roll in a volley (004 Finta): against an Attack the feinter cannot act; against a
    Feint the defender may not roll. Every other side rolls."""
    need = [True, True]
    for i, (mine, theirs) in enumerate(((a0, a1), (a1, a0))):
        if (mine == "feint" and theirs == "attack") or (mine == "defend" and theirs == "feint"):
            need[i] = False
    return need


def test_kind(a0: str, a1: str, override: bool) -> str:
    """``"versus"`` or ``"independent"`` for the pair of actions (catalogue §5.5 matrix): Attack-Defend,
    Defend-Maneuver and Feint-Feint are versus; Attack-Attack is independent (Ob 0 each) unless a weapon
    override makes it versus; Attack-Maneuver is versus unless an override makes it two independent
    tests; the rest are independent (a side that cannot roll makes no test)."""
    pair = PAIR((a0, a1))
    if a0 == a1 == "attack":
        return "versus" if override else "independent"
    if pair == PAIR(("attack", "maneuver")):
        return "independent" if override else "versus"
    if pair in (PAIR(("attack", "defend")), PAIR(("defend", "maneuver"))) or a0 == a1 == "feint":
        return "versus"
    return "independent"


def qualifies(weapon: dict[str, Any], thrown: bool, other_reach: str) -> bool:
    """Whether a side's weapon changes an Attack's pairing against a weapon of ``other_reach`` (004:
    spear and a thrown staff or knife only against normal weapons and spears; a sling against shorter
    reach)."""
    if thrown or weapon["as"] == "spear":
        return other_reach in ("normal", "spear")
    if weapon["as"] == "sling":
        return other_reach in ("normal", "spear", "thrown")
    return False


def override(actions: list[str], weapons: list[dict[str, Any]], thrown: list[bool], symmetric: bool) -> bool:
    """Whether a weapon override applies to this volley (catalogue "Override semantics" and MG-A17): in
    Attack-Attack either side's qualifying weapon counts; in Attack-Maneuver either side's
    (``mouseguard.weaponOverride.symmetric``), else only the attacker's."""
    if "attack" not in actions or not set(actions) <= {"attack", "maneuver"}:
        return False
    reach = [("thrown" if thrown[k] else weapons[k]["reach"]) for k in (0, 1)]
    for k in (0, 1):
        if not symmetric and actions[k] != "attack":
            continue
        if qualifies(weapons[k], thrown[k], reach[1 - k]):
            return True
    return False


def outcome(actions: list[str], succ: list[int | None], kind: str) -> dict[str, Any]:
    """Disposition changes, maneuver budgets and passes of a volley (catalogue §5.5 matrix).

    ``succ`` are the sides' successes (None: that side made no test). Versus: the winner's action alone
    takes effect with the margin (a tie: nothing, MG-A04). Independent: each side that rolled uses its
    margin over the action's Ob (Attack/Feint 0, Defend 3, Maneuver 0). Attack and Feint take the
    margin off the other side; Defend adds it to its own (up to its start, applied by the caller);
    Maneuver gets it to spend. Returns ``{"kind", "winner", "margin", "delta": [d0, d1], "budget": [m0, m1],
    "passed": [bool, bool]}``.
    """
    delta, budget, passed = [0, 0], [0, 0], [False, False]

    def apply(i: int, margin: int) -> None:
        if actions[i] in ("attack", "feint"):
            delta[1 - i] -= margin
        elif actions[i] == "defend":
            delta[i] += margin
        else:
            budget[i] = margin

    winner, margin = None, 0
    if kind == "versus":
        if succ[0] != succ[1]:
            winner = 0 if succ[0] > succ[1] else 1
            margin = abs(succ[0] - succ[1])
            apply(winner, margin)
            passed[winner] = True
    else:
        for i in (0, 1):
            if succ[i] is None:
                continue
            m = succ[i] - ACTION_OB[actions[i]]
            passed[i] = succ[i] >= action_passes_at(actions[i])
            if m > 0:
                apply(i, m)
    return {"kind": kind, "winner": winner, "margin": margin, "delta": delta, "budget": budget, "passed": passed}


def reveal(d: Draft) -> dict[str, Any]:
    """Reveal the next volley's two actions (C4). Raises ``RuleError("phase")`` unless both scripts are
    sealed and the previous volley is over."""
    conflict = current(d)
    cid = str(conflict["id"])
    phase = step(ConflictPhases, conflict["phase"], "reveal", "conflict", "conflict reveal")
    e, k = conflict["exchange"], conflict["volley"] + 1
    script = conflict["scripts"][str(e)]
    pair = keys(conflict)
    acts = [script[pair[0]][k - 1], script[pair[1]][k - 1]]
    need = rolls_needed(acts[0]["action"], acts[1]["action"])
    where = {} if front_count(conflict) == 1 else {"front": front_of(conflict) + 1}
    d.event("VolleyRevealed", cause=f"conflict #{conflict['id']}", conflict=conflict["id"], exchange=e, volley=k,
            **where, actions=acts, rolls=need)
    # the volleys shown this exchange, counted across the fronts in order (3 per front before this one)
    d.set("conflicts", cid, "revealed", str(e), 3 * front_of(conflict) + k)
    d.set("conflicts", cid, "volley", k)
    d.set("conflicts", cid, "current", {"exchange": e, "volley": k, "actions": acts, "needs": need, "rolls": [None, None],
                                        "budgets": None})
    d.set("conflicts", cid, "phase", phase)
    return d.state["conflicts"][cid]["current"]


def resolve_volley(d: Draft, conflict: dict[str, Any], bought: list[bool] | None = None) -> dict[str, Any]:
    """Apply a fully rolled volley: both sides' dispositions change at once (never below 0, a Defend
    never above the start); a successful hook-and-line maneuver gives +1s next; a knife's successful
    maneuver disarms a spear, missile or thrown weapon; thrown weapons are lost; each mouse logs each
    skill at most once per conflict; then the margins to spend, the next volley or exchange, or the end."""
    cid = str(conflict["id"])
    vol = conflict["current"]
    acts = [x["action"] for x in vol["actions"]]
    rolls = vol["rolls"]
    weapons = [weapon_info(conflict, char(d, x["actor"]), x["actor"]) for x in vol["actions"]]
    thrown = [bool(r and r.get("thrown")) for r in rolls]
    ov = override(acts, weapons, thrown, opt(d, "mouseguard.weaponOverride.symmetric"))
    kind = test_kind(acts[0], acts[1], ov)
    res = outcome(acts, [r["successes"] if r else None for r in rolls], kind)
    both = sides(conflict)
    before = [s["disposition"] for s in both]
    after = [min(both[k]["start"], max(0, before[k] + res["delta"][k])) for k in (0, 1)]
    cause = f"conflict #{conflict['id']}"
    d.event("VolleyResolved", cause=cause, conflict=conflict["id"], exchange=vol["exchange"], volley=vol["volley"],
            **({} if front_count(conflict) == 1 else {"front": front_of(conflict) + 1}), actions=acts, actors=[x["actor"] for x in vol["actions"]], test_kind=kind, override=ov or None,
            successes=[r["successes"] if r else None for r in rolls], winner=res["winner"], margin=res["margin"],
            delta=res["delta"], dispositions=after, budget=res["budget"])
    for k in (0, 1):
        d.set("conflicts", cid, "sides", keys(conflict)[k], "disposition", after[k])
    for k in (0, 1):
        actor = vol["actions"][k]["actor"]
        good = acts[k] == "maneuver" and (res["budget"][k] > 0)
        spec = WEAPONS.get(weapons[k]["as"] or "", {})
        next_s = (spec.get("after_success") or {}).get(acts[k])
        if good and next_s:                 # the hook and line's +1s on the next action (the same table lists it)
            pend = list(d.state["conflicts"][cid]["sides"][keys(conflict)[k]]["pending"])
            pend.append({"kind": "hook", "successes": next_s, "actor": actor, "from": f"volley {vol['exchange']}.{vol['volley']}"})
            d.set("conflicts", cid, "sides", keys(conflict)[k], "pending", pend)
        foe = vol["actions"][1 - k]["actor"]
        reaches = WEAPONS.get(weapons[k]["weapon"] or "", {}).get("disarms") or ()
        if good and weapons[1 - k]["reach"] in reaches and weapons[1 - k]["weapon"]:
            disarm(d, conflict, foe, weapons[1 - k]["weapon"], None, cause, automatic=True)
        if thrown[k]:
            lost = list(conflict["lost"].get(actor, [])) + [weapons[k]["weapon"]]
            d.event("WeaponThrown", cause=cause, conflict=conflict["id"], character=actor, weapon=weapons[k]["weapon"])
            d.set("conflicts", cid, "lost", actor, lost)
    logged = list(conflict["logged"])
    for k, r in enumerate(rolls):
        if not r:
            continue
        key = f"{r['roller']}|{r['tested'] if r['mode'] != 'beginners_luck' else r['target']}"
        if r["mode"] == "animal" or key in logged or char(d, r["roller"])["kind"] != "pc":
            continue
        logged.append(key)
        skill = key.split("|", 1)[1]
        passed = res["passed"][k] and not ((bought or [False, False])[k]
                                           and opt(d, "mouseguard.successWithCondition.logsAs") == "fail")
        advancement.log_test(d, r["roller"], skill, "pass" if passed else "fail",
                             "beginners_luck" if r["mode"] == "beginners_luck" else "rated", r["roll"], f"test #{r['roll']}")
    d.set("conflicts", cid, "logged", logged)
    where = {} if front_count(conflict) == 1 else {"front": front_of(conflict) + 1}
    archived = {"exchange": vol["exchange"], "volley": vol["volley"], **where, "actions": vol["actions"], "kind": kind,
                "override": ov, "successes": [r["successes"] if r else None for r in rolls],
                "faces": [r["faces"] if r else None for r in rolls], "winner": res["winner"], "margin": res["margin"],
                "delta": res["delta"], "dispositions": after}
    d.set("conflicts", cid, "volleys", list(conflict["volleys"]) + [archived])
    budgets = {str(k): res["budget"][k] for k in (0, 1) if res["budget"][k] > 0}
    return after_volley(d, d.state["conflicts"][cid], budgets, cause)


def after_volley(d: Draft, conflict: dict[str, Any], budgets: dict[str, int], cause: str) -> dict[str, Any]:
    """Where the conflict goes after a volley: the end at once when a side is at 0
    (``mouseguard.conflict.endImmediately``; otherwise at the end of the exchange), maneuver margins to
    spend, the next volley, or the next exchange."""
    cid = str(conflict["id"])
    if front_count(conflict) > 1:
        return _after_front_volley(d, conflict, budgets, cause)
    zero = any(s["disposition"] <= 0 for s in sides(conflict))
    last = conflict["volley"] >= 3
    if zero and (opt(d, "mouseguard.conflict.endImmediately") or (last and not budgets)):
        finish(d, conflict, cause)
        return d.state["conflicts"][cid]
    if budgets:
        move(d, conflict, "spend", "conflict roll")
        d.set("conflicts", cid, "current", "budgets", budgets)
        return d.state["conflicts"][cid]
    d.set("conflicts", cid, "current", None)
    if not last:
        move(d, conflict, "next_volley", "conflict roll")
        return d.state["conflicts"][cid]
    if zero:
        finish(d, conflict, cause)
        return d.state["conflicts"][cid]
    move(d, conflict, "next_exchange", "conflict roll")
    nxt = conflict["exchange"] + 1
    d.event("ExchangeStarted", cause=cause, conflict=conflict["id"], exchange=nxt)
    d.set("conflicts", cid, "exchange", nxt)
    d.set("conflicts", cid, "volley", 0)
    return d.state["conflicts"][cid]


def _after_front_volley(d: Draft, conflict: dict[str, Any], budgets: dict[str, int], cause: str) -> dict[str, Any]:
    """``after_volley`` in a conflict of several fronts: a side at 0 decides its front at once
    (``conflict.decide_front``: a team at 0 drops out, the others fight on; its margins to spend are void);
    the conflict ends when every front is decided. After a front's third volley the next open front plays
    its three; after the last, the next exchange begins at the first open front."""
    cid = str(conflict["id"])
    f = front_of(conflict)
    zero = any(s["disposition"] <= 0 for s in sides(conflict))
    if zero:
        decide_front(d, conflict, cause)
        if not open_fronts(d.state["conflicts"][cid]):
            finish(d, d.state["conflicts"][cid], cause)
            return d.state["conflicts"][cid]
    elif budgets:
        move(d, conflict, "spend", "conflict roll")
        d.set("conflicts", cid, "current", "budgets", budgets)
        return d.state["conflicts"][cid]
    d.set("conflicts", cid, "current", None)
    now = d.state["conflicts"][cid]
    if not zero and now["volley"] < 3:
        move(d, now, "next_volley", "conflict roll")
        return d.state["conflicts"][cid]
    later = [g for g in open_fronts(now) if g > f]
    if later:
        move(d, now, "next_volley", "conflict roll")
        d.set("conflicts", cid, "front", later[0])
        d.set("conflicts", cid, "volley", 0)
        return d.state["conflicts"][cid]
    move(d, now, "next_exchange", "conflict roll")
    nxt = now["exchange"] + 1
    d.event("ExchangeStarted", cause=cause, conflict=conflict["id"], exchange=nxt)
    d.set("conflicts", cid, "exchange", nxt)
    d.set("conflicts", cid, "volley", 0)
    d.set("conflicts", cid, "front", open_fronts(now)[0])
    return d.state["conflicts"][cid]


__all__ = ["after_volley", "outcome", "override", "reveal", "rolls_needed", "test_kind", "wielded"]
