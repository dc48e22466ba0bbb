"""Whether one side or one mouse may do a thing now: the one predicate a command refuses by and its gate lists by.

Each ``*_refusal`` function answers for one side of the open test (or one mouse) with the ``RuleError`` the command
raises, or None when it is allowed; the command raises it, and its gate (``rules.mouseguard.gates``) opens when some
side or mouse gets None, so that ``ledger status`` and every "allowed now" list offer a command only when someone
could give it (README "Using the ledger": the list comes "from the same gates that decide"). Pure: they read a
state (or a draft's), never change it.

Source: seed 004 "Destino" (a point rerolls the dice; ``mouseguard.fate.mode``, catalogue MG-A25), "Rasgos" (level 3:
reroll a failed roll once a session; MG-A22), "Condiciones" (Cansado: "una noche de sueño"; Herido/Enfermo: the
permanent injury "solo durante el turno del DJ"), "Conflictos" (each side tests its action once per volley),
"Recompensas" (Destino and Carácter are what a reward gives).
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mouseguard import condition_marks

#: ``mark``'s and ``clear``'s predicates, here with the others: the gates ask ``permits`` by name.
mark_refusal = condition_marks.mark_refusal
clear_refusal = condition_marks.clear_refusal


def _state(d: Draft | dict[str, Any]) -> dict[str, Any]:
    return d.state if isinstance(d, Draft) else d


# --- the open test's post-roll window (004 "Destino", "Rasgos") ------------------------------------------

def fate_refusal(d: Draft | dict[str, Any], test: dict[str, Any], i: int) -> RuleError | None:
    """Why side ``i`` (0 or 1) of the open ``test`` may not spend a Fate point now, or None: it has not rolled, its
    roller has no Fate, it already spent one on this test, or the dice give the mode nothing to reroll (no 6 under
    ``explodeSixes``, no die below 4 under ``rerollFailed``). Source: 004 "Destino"; catalogue MG-A25."""
    state = _state(d)
    side = test["sides"][i]
    if side is None:
        return RuleError("character", f"side {i + 1} has not rolled")
    who = side["roller"]
    if state["characters"][who].get("fate", 0) < 1:
        return RuleError("fate", f"{who} has no Fate to spend")
    if side.get("fate"):
        return RuleError("fate", f"{who} already spent Fate on test #{test['id']}")
    mode = state["options"]["mouseguard.fate.mode"]
    if mode == "explodeSixes" and 6 not in side["faces"]:
        return RuleError("fate", f"no die of {who} shows a 6: a Fate point makes each 6 roll another die "
                                 "(mouseguard.fate.mode=explodeSixes)")
    if mode == "rerollFailed" and not any(f < 4 for f in side["faces"]):
        return RuleError("fate", f"no die of {who} failed: nothing to reroll (mouseguard.fate.mode=rerollFailed)")
    return None


def failing(state: dict[str, Any], test: dict[str, Any], i: int) -> bool:
    """Whether side ``i`` of the open test is failing now: an independent test below its Ob with no success bought, a
    versus side not ahead of the other, a volley's action as ``rules.mouseguard.volley_window.failing`` says."""
    from rules.mouseguard.volley_window import failing as volley_failing, is_volley

    if is_volley(test):
        return volley_failing(state, test, i)
    side = test["sides"][i]
    if test["kind"] == "independent":
        return side["successes"] < test["ob"] and not test["condition_bought"]
    other = test["sides"][1 - i]
    return other is not None and side["successes"] <= other["successes"]


def level3_traits(state: dict[str, Any], who: str) -> list[str]:
    """``who``'s traits at level 3 in play (a charged level 2 counts; catalogue MG-T14), not cancelled in the running
    conflict, in sheet order."""
    from rules.mouseguard.pools import trait_level

    conflict = state["conflicts"].get(str(state.get("conflict"))) if state.get("conflict") else None
    negated = (conflict or {}).get("negated", {}).get(who, [])
    return [t for t in (state["characters"][who].get("traits") or {}) if trait_level(state, who, t) >= 3 and t not in negated]


def reroll_refusal(d: Draft | dict[str, Any], test: dict[str, Any], i: int, trait: str | None = None) -> RuleError | None:
    """Why side ``i`` of the open ``test`` may not reroll with a level-3 trait now, or None. ``trait`` names the trait
    (as typed: ``RuleError("trait")`` when ``who`` has none of that name); without it, whether any of the roller's
    traits could. Refused: not rolled, a trait below level 3 or already used this session, a second reroll of this
    test, a side that is not failing. Source: 004 "Rasgos" (nivel 3: "Repetir tirada fallida, puedes utilizarlo una
    vez por sesión"); catalogue MG-T12, MG-A22."""
    from rules.mouseguard.pools import trait_level, trait_of

    state = _state(d)
    side = test["sides"][i]
    if side is None:
        return RuleError("character", f"side {i + 1} has not rolled")
    who = side["roller"]
    if trait is not None:
        name = trait_of(state, who, trait)
        if trait_level(state, who, name) < 3:
            return RuleError("trait", f"{name} is level {trait_level(state, who, name)}; only a level-3 trait rerolls a failed test")
        if state["characters"][who]["traits"][name].get("used"):
            return RuleError("trait", f"{name} already rerolled a test this session; recharge it with 4 checks (trait recharge)")
    else:
        ready = [t for t in level3_traits(state, who) if not state["characters"][who]["traits"][t].get("used")]
        if not ready:
            return RuleError("trait", f"{who} has no level-3 trait ready to reroll a failed test")
    if side.get("reroll"):
        return RuleError("trait", f"{who} already rerolled this test")
    if not failing(state, test, i):
        return RuleError("phase", f"{who}'s side is not failing; a level-3 trait rerolls a failed test")
    return None


def any_side(test: dict[str, Any] | None, refusal: Any) -> bool:
    """Whether ``refusal(test, i)`` is None for some side ``i`` of the open ``test``."""
    return bool(test) and any(refusal(test, i) is None for i in (0, 1))


def why_no_side(test: dict[str, Any], refusal: Any) -> str:
    """A gate's ``why_not`` when no side may: the first rolled side's refusal (``refusal(test, i)``; each names its
    roller), one reason so that a refusal stays one line in every language."""
    reasons = [refusal(test, i) for i in (0, 1) if test["sides"][i] is not None]
    return next((r.message for r in reasons if r is not None), f"test #{test['id']} has no side rolled")


# --- a volley's rolls (004 "Conflictos") -----------------------------------------------------------------

def volley_roll_refusal(d: Draft | dict[str, Any], i: int) -> RuleError | None:
    """Why side ``i`` may not make its ``conflict roll`` in the revealed volley now, or None: its action makes no
    test against the other's (a Feint against an Attack, a Defend against a Feint), or it already rolled. Source: 004
    "Conflictos" (Finta: "Si se juega contra Defensa el Defensor no podrá tirar"; "Si se juega contra un Ataque el
    jugador que Finta no puede atacar ni defender"); each action is one test."""
    from rules.mouseguard.data import EN

    state = _state(d)
    cid = state.get("conflict")
    vol = state["conflicts"][str(cid)].get("current") if cid else None
    if not vol:
        return RuleError("phase", "no volley is revealed")
    who = vol["actions"][i]["actor"]
    if not vol["needs"][i]:
        mine, theirs = (EN[vol["actions"][j]["action"]] for j in (i, 1 - i))   # the game's words: Feint, Attack
        return RuleError("phase", f"{who}'s {mine} makes no test against the other side's {theirs}")
    if vol["rolls"][i] is not None:
        return RuleError("phase", f"{who} already rolled this volley")
    return None


def volley_rollable(state: dict[str, Any]) -> bool:
    """Whether some side of the revealed volley still has its ``conflict roll`` to make."""
    return any(volley_roll_refusal(state, i) is None for i in (0, 1))


def why_no_volley_roll(state: dict[str, Any]) -> str:
    """Why no side of the revealed volley may roll (every side that tests has rolled), for a gate's ``why_not``."""
    return "each side that tests in this volley has rolled (resolve decides it)"


# --- what takes time, and the GM's Turn (004 "Condiciones") ----------------------------------------------

def busy(d: Draft | dict[str, Any]) -> RuleError | None:
    """Why nothing that takes time (a night's sleep, a recovery test or a healer's treatment) fits now, or None: a
    test is waiting to be resolved, or a conflict is running (until ``conflict close``). Source: 004 "Condiciones"
    (Cansado: "Con una noche de sueño"; Herido, Enfermo: recovery and treatment are tests of their own, after the
    fight: "Después de algún enfrentamiento puede que el pj acabe sufriendo alguna condición")."""
    state = _state(d)
    test = state.get("test")
    if test:
        return RuleError("phase", "a test is waiting to be resolved: a recovery takes time")
    if state.get("conflict"):
        return RuleError("phase", "a conflict is running: a recovery takes time; recover after it (conflict close)")
    return None


def rest_refusal(d: Draft | dict[str, Any], who: str) -> RuleError | None:
    """Why ``who`` may not sleep a night now (``rest``), or None: something is under way (``busy``), or ``who`` is not
    Tired. Source: 004 "Condiciones" (Cansado: "Con una noche de sueño ... conseguirás seguir adelante")."""
    state = _state(d)
    return busy(state) or (None if state["characters"][who]["conditions"].get("tired")
                           else RuleError("character", f"{who} is not Tired"))


def injury_refusal(d: Draft | dict[str, Any], who: str) -> RuleError | None:
    """Why ``who`` may not accept a permanent injury now, or None: not a patrol mouse (``find`` refuses), or neither
    Injured nor Sick (the GM's Turn is the command's gate). Source: 004 "Condiciones" (Herido, Enfermo: "El jugador
    puede elegir obtener la herida permanente directamente ... pero solo durante el turno del DJ")."""
    state = _state(d)
    if not any(state["characters"][who]["conditions"].get(c) for c in ("injured", "sick")):
        return RuleError("character", f"{who} is neither Injured nor Sick")
    return None


# --- marking and clearing a condition (004 "Condiciones") --------------------------------------------------

def someone(state: dict[str, Any], refusal: Any, kind: str | None = "pc") -> bool:
    """Whether ``refusal(state, who)`` is None for some character (of ``kind``, None: any)."""
    return any(refusal(state, n) is None for n, r in state["characters"].items() if kind is None or r["kind"] == kind)


def why_no_one(state: dict[str, Any], refusal: Any, what: str | None, kind: str | None = "pc") -> str:
    """``why_not`` of a gate that wants someone ``refusal`` allows: the state-wide reason (``busy``) when there is one,
    else that no one is ``what`` (``"Tired"``), or with ``what`` None the first character's own refusal (it names
    them)."""
    wide = busy(state) if refusal is rest_refusal else None
    if wide:
        return wide.message
    if what is None:
        first = next((refusal(state, n) for n, r in state["characters"].items() if kind is None or r["kind"] == kind), None)
        return first.message if first else "no patrol mouse"
    return f"no one is {what}"      # "Tired", "Injured or Sick": a template each


# --- the rewards (004 "Recompensas") -----------------------------------------------------------------------

def empty_reward(fate: list[str], persona: list[str]) -> RuleError | None:
    """A reward that gives nothing is refused (nothing written, the mouse's reward not used up): a reward is Fate for
    a Belief, a Goal or an Instinct, and Persona for a Goal accomplished, a Belief played against, MVP, Workhorse or
    good role-playing. Source: 004 "Recompensas" ("Ganando puntos de destino o de carácter")."""
    if fate or persona:
        return None
    return RuleError("fate", "say what the reward gives: its Fate reasons (--fate), its Persona reasons (--persona) "
                             "or both")


# --- checks spent on traits in the Players' Turn (004 "Gastar marcas") --------------------------------------

def _first_trait(state: dict[str, Any], who: str, trait: str | None, why: Any) -> tuple[str | None, RuleError | None]:
    """The trait named (``trait`` as typed), or the first of ``who``'s traits ``why(name)`` does not refuse: (name,
    None), else (None, the first refusal)."""
    from rules.mouseguard.pools import trait_of

    names = [trait_of(state, who, trait)] if trait else list(state["characters"][who].get("traits") or {})
    first = None
    for name in names:
        refused = why(name)
        if refused is None:
            return name, None
        first = first or refused
    return None, first or RuleError("trait", f"{who} has no trait to spend checks on")


def _checks(state: dict[str, Any], who: str, bought: str, amount: int) -> RuleError | None:
    have = state["characters"][who].get("checks", 0)
    return RuleError("checks", f"{who} has {have} checks; {bought} costs {amount}") if have < amount else None


def charge_refusal(d: Draft | dict[str, Any], who: str, trait: str | None = None) -> RuleError | None:
    """Why ``who`` may not charge ``trait`` (as typed; None: any of their traits) now, or None: it is charged already
    or at level 3, or ``who`` has fewer than 3 checks (the Players' Turn is the command's gate). Source: 004 "Gastar
    marcas" ("3 marcas -> Cargar: aumentar un rasgo"); catalogue MG-T14."""
    from rules.mouseguard.data import CHECK_COST

    state = _state(d)
    traits = state["characters"][who].get("traits") or {}

    def why(name: str) -> RuleError | None:
        if traits[name].get("charged"):
            return RuleError("trait", f"{name} is already charged")
        return RuleError("trait", f"{name} is level 3, the highest") if traits[name]["level"] >= 3 else None
    name, refused = _first_trait(state, who, trait, why)
    return refused or _checks(state, who, "charge", CHECK_COST["charge"])


def recharge_refusal(d: Draft | dict[str, Any], who: str, trait: str | None = None) -> RuleError | None:
    """Why ``who`` may not recharge ``trait`` (as typed; None: any of their traits) now, or None: it is level 2 (never
    used up), not used this session, or ``who`` has fewer checks than its level costs (2 for level 1, 4 for level 3).
    Source: 004 "Gastar marcas" ("2 o 4 marcas -> Recargar rasgo nivel 1 o nivel 3"); catalogue MG-EX-36."""
    from rules.mouseguard.data import CHECK_COST
    from rules.mouseguard.pools import trait_level

    state = _state(d)
    traits = state["characters"][who].get("traits") or {}

    def why(name: str) -> RuleError | None:
        level = trait_level(state, who, name)
        if level == 2:
            return RuleError("trait", f"{name} is level 2: it helps every roll and never needs recharging")
        if not traits[name].get("used"):
            return RuleError("trait", f"{name} has not been used this session")
        return _checks(state, who, f"recharge {level}", CHECK_COST[f"recharge_{level}"])
    return _first_trait(state, who, trait, why)[1]
