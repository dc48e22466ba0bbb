"""Who could help a Mouse Guard roll now: the one rule a helper is refused by (``help_refusal``), the choices a form
offers for a roll's ``helper`` field (``helpers_now``: only those that rule accepts) and what each of them could help
with (``helper_fits``: the skills and abilities, for a form whose tested skill is typed in the same form).

Source: seed 004, «Reglas básicas» ("Trabajo en equipo: La ayuda de otro jugador da +1D"; the example: "si alguien le
ayudara (otro jugador con esa habilidad) sumaría +1 dado"), «Condiciones» ("Si se llega a valor 0 no podrá hacer
pruebas de aptitud o habilidad": a rating of 0 helps no one either) and «Conflictos» (in a conflict only one's own
side helps); ``rules.mouseguard.pools._helpers`` (the refusal, which asks ``help_refusal``).
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError
from rules.mouseguard.data import ABILITIES, ABILITY_NAMES, CONFLICT_TYPES, SKILL_NAMES, term

#: The roll commands taking helpers.
ROLLS = ("test", "oppose", "conflict disposition", "conflict roll")


def help_refusal(state: dict[str, Any], who: str | None, helper: str, tested: str, present: list[str],
                 field: str = "helper", where: str = "in the scene") -> RuleError | None:
    """Why ``helper`` (a canonical name) may not help ``who``'s roll of ``tested`` (a skill or ability id) now, or None.

    ``present``: who may help at all (those in the scene, or the roller's side of a conflict: ``where`` says which, as
    the refusal words it). ``who`` None: any roller (only the other reasons are asked). Refused (``RuleError(field)``):
    the roller themself, someone not in ``present``, a helper without ``tested`` on the sheet or at 0 (004: "otro
    jugador con esa habilidad"; "Si se llega a valor 0 no podrá hacer pruebas"). The list a refusal names ("helpers
    now") holds exactly those this rule accepts. Source: seed 004 «Reglas básicas», «Condiciones»."""
    if helper == who:
        return RuleError(field, f"{who} cannot help their own test")
    if helper not in present:
        able = [p for p in present if p != who and _rated(state, p, tested)]
        return RuleError(field, f"{helper} is not {where}; helpers now: {', '.join(able) or 'none'}")
    if not _rated(state, helper, tested):
        return RuleError(field, f"{helper} has no {term(tested)} to help with (a helper needs the skill or ability tested)")
    return None


def _rated(state: dict[str, Any], name: str, tested: str) -> bool:
    """Whether ``name`` has ``tested`` rated 1 or more (an ability, Nature at its current value, or a skill)."""
    rec = (state.get("characters") or {}).get(name) or {}
    value = (rec.get("abilities") or {}).get(tested) if tested in ABILITIES else (rec.get("skills") or {}).get(tested)
    return (value or 0) >= 1


def helpers_now(state: dict[str, Any], command: str, field: str, lang: str = "en",
                actors: tuple[str, ...] | None = None) -> list[str] | None:
    """The helpers ``command``'s ``helper`` field may name now when its roll is made by one of ``actors`` (None: the
    GM, any roller), each one ``help_refusal`` accepts for some roll of it: in a conflict's volley, the members of
    each side still to roll other than its scripted roller (that roller one of ``actors``); for a disposition, the
    members of a side without one (one of ``actors`` on it) rated in the conflict type's skill, other than the one
    rolling; for a test or its opposition, those present in the scene rated in some skill or ability (which one the
    test names: ``helper_fits``). ``actors`` of one character: never that character. None for any other field (no
    opinion). Names as recorded; ``lang`` unused (names are not translated). Source: seed 004 «Reglas básicas»."""
    if field != "helper" or command not in ROLLS:
        return None
    return [name for name, can in _candidates(state, command, actors).items() if can]


def helper_fits(state: dict[str, Any], command: str, field: str, lang: str = "en",
                actors: tuple[str, ...] | None = None) -> dict[str, Any] | None:
    """What each helper ``helpers_now`` offers could help with, for a form whose ``skill`` field names what is tested:
    ``{"on": "skill", "default": id or "", "values": {helper: [every spelling of each skill and ability they are
    rated 1 or more in, English and Spanish, and its id]}, "apart": ["character", "as"]}`` (the roller, named by
    ``--character`` or else ``as``, is never their own helper). ``default``: what the roll tests when ``skill`` is left
    empty (an opposition: the first side's skill; a volley: the conflict type's action skill; a test: nothing, its
    skill is required). None for any other field or command, and for a disposition (its skill is the conflict's:
    ``helpers_now`` already asks it). Source: seed 004 «Reglas básicas» ("otro jugador con esa habilidad")."""
    if field != "helper" or command not in ("test", "oppose", "conflict roll"):
        return None
    names = helpers_now(state, command, field, lang, actors) or []
    values = {}
    for name in names:
        rec = (state.get("characters") or {}).get(name) or {}
        rated = [a for a in ABILITIES if _rated(state, name, a)] + [s for s in rec.get("skills") or {} if _rated(state, name, s)]
        values[name] = [w for k in rated for w in (k, *(ABILITY_NAMES.get(k) or SKILL_NAMES.get(k) or ()))]
    return {"on": "skill", "default": _default_tested(state, command) or "", "values": values,
            "apart": ["character", "as"]}             # who rolls (``--character``, else ``as``) helps no one's own roll


def _default_tested(state: dict[str, Any], command: str) -> str | None:
    """What ``command``'s roll tests when no skill is typed: the open test's first skill for ``oppose``, the running
    conflict type's action skill for a volley, its disposition skill for a disposition; None for a test."""
    if command == "oppose":
        first = ((state.get("test") or {}).get("sides") or [None])[0]
        return (first or {}).get("target")
    conflict = (state.get("conflicts") or {}).get(str(state.get("conflict")))
    spec = CONFLICT_TYPES.get((conflict or {}).get("type")) if isinstance(conflict, dict) else None
    if spec is None or not command.startswith("conflict"):
        return None
    return spec["skill"] if command == "conflict disposition" else spec["actions"]


def _candidates(state: dict[str, Any], command: str, actors: tuple[str, ...] | None) -> dict[str, bool]:
    """Each name who might help ``command``'s next roll by one of ``actors``, in order: whether ``help_refusal``
    accepts them (for a disposition, for its skill; otherwise for some skill or ability of theirs)."""
    one = actors[0] if actors is not None and len(actors) == 1 else None
    if command.startswith("conflict"):
        found = _conflict_helpers(state, command, actors)
    else:
        found = [(str(n), None) for n in (state.get("scene") or {}).get("present") or []]
    out: dict[str, bool] = {}
    for name, roller in found:
        if name == one or name == roller or out.get(name):
            continue
        if command == "conflict disposition":
            tested = [_default_tested(state, command) or ""]
        else:
            rec = (state.get("characters") or {}).get(name) or {}
            tested = [*ABILITIES, *(rec.get("skills") or {})]
        out[name] = any(help_refusal(state, roller or one, name, t, [name]) is None for t in tested)
    return out


def _conflict_helpers(state: dict[str, Any], command: str, actors: tuple[str, ...] | None) -> list[tuple[str, str | None]]:
    """The members who could help the running conflict's next roll of ``command``, each with the roller they would
    help (None: any member of that side): see ``helpers_now``."""
    from rules.mouseguard.fronts import sides

    conflict = (state.get("conflicts") or {}).get(str(state.get("conflict")))
    if not isinstance(conflict, dict):
        return []
    mine = (lambda name: True) if actors is None else (lambda name: name in actors)   # noqa: E731
    found: list[tuple[str, str | None]] = []
    for i, side in enumerate(sides(conflict)):
        members = [str(m) for m in side.get("members") or []]
        if command == "conflict disposition":
            if side.get("start") is None and any(mine(m) for m in members):
                found += [(m, None) for m in members]
            continue
        vol = conflict.get("current") or {}
        acts, needs, rolls = vol.get("actions") or [], vol.get("needs") or [], vol.get("rolls") or []
        if i < len(acts) and i < len(needs) and needs[i] and (i >= len(rolls) or rolls[i] is None):
            roller = str((acts[i] or {}).get("actor"))
            if mine(roller):
                found += [(m, roller) for m in members if m != roller]
    return found
