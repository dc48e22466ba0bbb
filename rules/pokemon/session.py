"""Sessions, scenes, the end of session, the Wheel, Need Mode, evolution, the Ball, rest and remedies.

Source: seed 002 l.183-187 (end of session: XP per Experience Key, Resources per Session, the Wheel's
Rhythm and Steps), l.59 (an unmet Need at the end of the scene), l.47 and l.55 (evolution and its
block), l.81 (the Ball); catalogue PN-M11, §3.5, §3.6. Rest and remedies follow the published game [P]
under the campaign options ``pokenoir.rest`` and ``pokenoir.remedies``.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.names import find_name, norm
from rules.phases import ScenePhases, SessionPhases, advance
from rules.sessions import start_session
from rules.pokemon.data import NEED_FATES
from rules.pokemon.harm_words import not_marked
from rules.pokemon.listing import choices, refuse as refuse_listed, resolve_named, terms
from rules.pokemon.gates import refuse
from rules.pokemon.state import clear_harm, find, mark_xp, opt, slot_id, take_item, usable_pokemon


def trainers(d: Draft) -> list[str]:
    """Trainer names in creation order."""
    return [n for n, r in d.state["characters"].items() if r["tipo"] == "allenatore"]


def session_start(d: Draft, title: str | None = None) -> None:
    """Start a session (with the GM's ``title``, if any): phase running, number +1; the Wheel's Rhythm is noted
    to see whether it changes."""
    start_session(d, title)
    d.set("ruota", "ritmo_inizio", d.state["ruota"]["ritmo"])


def session_end(d: Draft) -> dict[str, Any]:
    """End the session (PN-M11, in the seed's order): (1) each trainer +1 XP per Experience Key activated
    at least once, and the keys reset; (2) Resources per Session; (3) whether the Rhythm changed is
    recorded; (4) the Wheel moves Steps equal to the Rhythm. Refused while a scene is open. Returns
    ``{"passi", "ritmo", "ritmo_cambiato"}``."""
    phase = advance(SessionPhases, d.state["session"]["phase"], "begin_end", "session", "session end")
    number = d.state["session"]["number"]
    cause = f"session {number}"
    d.event("SessionEnding", number=number)
    d.set("session", "phase", phase)
    for who in trainers(d):
        keys = d.state["characters"][who].get("chiavi") or {}
        hit = [k for k, v in keys.items() if v]
        if hit:
            d.event("KeysScored", cause=cause, character=who, keys=hit)
            mark_xp(d, who, len(hit), "chiavi", cause=cause)
            for k in hit:
                d.set("characters", who, "chiavi", k, False)
    for who in trainers(d):
        per = d.state["characters"][who].get("risorse_per_sessione") or 0
        if per:
            d.event("ResourcesPerSession", cause=cause, character=who, amount=per)
            d.add("characters", who, "risorse", per)
    wheel = d.state["ruota"]
    changed = wheel["ritmo"] != wheel["ritmo_inizio"]
    d.event("WheelTurned", cause=cause, ritmo=wheel["ritmo"], ritmo_cambiato=changed, da=wheel["ritmo_inizio"] if changed else None)
    d.add("ruota", "passi", wheel["ritmo"])
    d.set("session", "phase", advance(SessionPhases, phase, "finish", "session", "session end"))
    d.event("SessionEnded", number=number)
    return {"passi": d.state["ruota"]["passi"], "ritmo": wheel["ritmo"], "ritmo_cambiato": changed}


def set_rhythm(d: Draft, rhythm: int) -> None:
    """Set the Wheel's Rhythm (Steps per session); the end of session notes the change."""
    d.event("RhythmChanged", ritmo=rhythm)
    d.set("ruota", "ritmo", rhythm)


def scene_end(d: Draft, fates: list[str]) -> None:
    """Close the scene. A Pokémon whose Need (from Treat Violently at -2) is still unmet must take one of
    the other outcomes (002 l.59): ``fates`` ``["NAME=rivolta", "NAME=fuga"]``. What lasts for the scene
    ends: the information of Read a Tense Situation, ongoing modifiers, the evolution block and chance.
    Raises ``RuleError`` (``phase``: a roll, exchange or battle still open; ``fate``)."""
    number = d.state["scene"]["number"]
    phase = advance(ScenePhases, d.state["scene"]["phase"], "end", "scene", "scene end")
    given: dict[str, str] = {}
    for item in fates:
        name, eq, fate = str(item).partition("=")
        if not eq:
            raise RuleError("fate", f"{item!r} is not NAME=rivolta or NAME=fuga")
        who = find(d, name.strip(), "fate", kind="pokemon")
        given[who] = resolve_named("fate", fate.strip(), NEED_FATES, "fate", choices)
    due = [n for n, r in d.state["characters"].items()
           if r["tipo"] == "pokemon" and r["modalita_bisogno"] and r.get("scadenza_bisogno") == number]
    for who in due:
        if who not in given:
            raise RuleError("fate", f"{who}'s Need is unmet at the end of the scene: give --fate '{who}=rivolta' or "
                                    f"'{who}=fuga' (or satisfy it first: need {who})")
    for who in given:
        if who not in due:
            raise RuleError("fate", f"{who} has no unmet Need due at the end of this scene; drop its --fate")
    d.event("SceneEnded", number=number)
    d.set("scene", "phase", phase)
    for who in due:
        d.event("NeedUnmet", cause=f"scene {number}", character=who, fate=given[who])
        d.set("characters", who, "stato", "rivoltato" if given[who] == "rivolta" else "fuggito")
        d.set("characters", who, "scadenza_bisogno", None)
    for who, rec in d.state["characters"].items():
        if rec.get("informazioni"):
            d.set("characters", who, "informazioni", None)
        if any(f.get("ongoing") for f in rec.get("forward") or []):
            d.set("characters", who, "forward", [f for f in rec["forward"] if not f.get("ongoing")] or None)
        for key in ("violenza", "evoluzione"):
            if rec.get(key) is not None:
                d.set("characters", who, key, None)


def need_met(d: Draft, name: str) -> None:
    """The Pokémon's Need is satisfied: Need Mode and its deadline end. ``RuleError("character")`` when not in Need Mode."""
    who = find(d, name, kind="pokemon")
    if not d.state["characters"][who]["modalita_bisogno"]:
        raise RuleError("character", f"{who} is not in Need Mode")
    d.event("NeedMet", character=who)
    d.set("characters", who, "modalita_bisogno", False)
    d.set("characters", who, "scadenza_bisogno", None)


def evolve(d: Draft, name: str, into: str, clause: bool, action_id: int) -> None:
    """Evolve a Pokémon into species ``into``: when a roll opened the chance (Go All Out 10+, trade
    radiation; ``evoluzione``) or the GM says its Evolution Clause is met (``clause``). Never while it is
    treated violently (002 l.55: the rest of that scene [D]), nor into the species it is now (the row would read
    ``Lanturn → Lanturn``). Raises ``RuleError`` (``character``, ``clausola``, ``into``)."""
    who = usable_pokemon(d, name, field="character")
    rec = d.state["characters"][who]
    if rec.get("violenza") is not None:
        raise RuleError("character", f"{who} was treated violently in this scene (violenza #{rec['violenza']}) and cannot evolve "
                                     "until the scene ends")
    if not rec.get("evoluzione") and not clause:
        raise RuleError("clausola", f"{who} has no open evolution: it needs Go All Out 10+, trade radiation, or its Evolution Clause "
                                    "met (--clausola, the GM's call)")
    into = " ".join(str(into).split())
    if not into:
        raise RuleError("into", "name the species it evolves into")
    if norm(into) == norm(rec.get("specie") or ""):              # Lanturn -> Lanturn: nothing evolves
        raise RuleError("into", f"{who} is a {rec['specie']} already; name the species it evolves into")
    d.event("PokemonEvolved", cause=rec.get("evoluzione"), evoluzione=action_id, character=who, da=rec.get("specie"), a=into,
            via="clausola" if not rec.get("evoluzione") else "roll")
    d.set("characters", who, "evoluzioni", list(rec.get("evoluzioni") or []) + [rec.get("specie")])
    d.set("characters", who, "specie", into)
    d.set("characters", who, "evoluzione", None)


def ball(d: Draft, name: str, inside: bool) -> None:
    """Put a Pokémon in its Ball (``inside``) or send it out. In Need Mode it goes back only with the
    Recall roll (002 l.81). Raises ``RuleError("character")``."""
    who = usable_pokemon(d, name, field="character")
    rec = d.state["characters"][who]
    want = "nella_ball" if inside else "attivo"
    if rec["stato"] == want:
        raise RuleError("character", f"{who} is already {'in its Ball' if inside else 'out'}")
    if inside and rec["modalita_bisogno"]:
        raise RuleError("character", f"{who} is in Need Mode: putting it back takes the Recall roll (roll ritira --pokemon {who})")
    d.event("BallUsed", character=who, into=want)
    d.set("characters", who, "stato", want)


def rest(d: Draft, name: str, days: bool) -> list[str]:
    """Rest under ``pokenoir.rest = published`` [P]: a short rest clears every Light harm but [Ferita]
    and [KO]; days of rest (``days``) clear [KO] too. Returns the slots cleared. Raises ``RuleError``
    (``rest`` when off, ``character``)."""
    if opt(d, "pokenoir.rest") == "off":
        raise RuleError("rest", "rest is off in this campaign (pokenoir.rest = off)")
    who = find(d, name)
    harm = d.state["characters"][who]["danni"]
    keep = ("ferita",) if days else ("ferita", "ko")
    from rules.pokemon.state import slots_of

    cleared = [s for s in slots_of(d, who)["leggero"] if harm.get(s) and s not in keep]
    d.event("Rested", character=who, giorni=days, cleared=cleared)
    for s in cleared:
        clear_harm(d, who, s, cause="riposo", how="riposo")
    return cleared


def remedy(d: Draft, user: str, name: str, item: str, slot: str) -> None:
    """Use a Remedy from ``user``'s Backpack on ``name``: it clears one ``slot`` that the remedy table
    (``pokenoir.remedies``) allows. Raises ``RuleError`` (``oggetto``, ``slot``)."""
    remedies = opt(d, "pokenoir.remedies") or {}
    known = find_name(item, remedies)
    if known is None:
        raise RuleError("oggetto", f"{item!r} is not a Remedy of this campaign; remedies: {', '.join(remedies) or 'none'}")
    clears = remedies[known]
    who = find(d, name)
    sid = slot_id(d, who, slot)
    if sid not in clears:
        raise refuse_listed("slot", f"{known} clears " + "{ids}; not {sid}", {"ids": (clears, terms), "sid": ([sid], terms)})
    if not d.state["characters"][who]["danni"].get(sid):
        raise not_marked("slot", who, sid, [s for s, v in d.state["characters"][who]["danni"].items() if v])
    take_item(d, user, known, field="oggetto")
    clear_harm(d, who, sid, cause=f"rimedio {known}", how=known)


def mark_key(d: Draft, name: str, key: str, new: bool) -> None:
    """Note that trainer ``name`` activated Experience Key ``key`` this session (``new`` adds a key first)."""
    who = find(d, name, kind="allenatore")
    keys = d.state["characters"][who].get("chiavi") or {}
    match = find_name(key, keys)
    if match is None and not new:
        raise RuleError("key", f"{who} has no Experience Key {key!r}; keys: {', '.join(keys) or 'none'} (--new adds one)")
    if match is not None and new:
        raise RuleError("key", f"{who} already has the key {match!r}")
    if d.state["session"]["phase"] != "running" and not new:
        raise refuse(d.state, "keys are activated during a running session")
    k = match or " ".join(str(key).split())
    active = d.state["session"]["phase"] == "running"
    d.event("KeyActivated" if active else "KeyAdded", character=who, key=k)
    d.set("characters", who, "chiavi", k, active)
