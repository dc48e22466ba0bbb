"""Whether a Pokémon may be treated violently now: the one predicate ``treat-violently`` refuses by and its gate
lists by (as ``rules.mouseguard.permits`` does for Mouse Guard).

``violence_refusal(state, who)`` answers for one Pokémon with the ``RuleError`` the command raises, or None; the
gate (``rules.pokemon.gates``) opens when some Pokémon gets None, so ``ledger status`` and every "allowed now" list
offer Treat Violently only when it could be given. What depends on the command's own arguments (who acts, the
choice at Friendship -2) stays with the command (``rules.pokemon.rolls.treat_violently``). Pure: reads a state.

Source: seed 002, "Trattare Violentemente" (l.53-55: the result of the triggered move, if any, one class up;
"Non utilizzabile con Tenta il Tutto per Tutto"); catalogue PN-M03, PN-A09.
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError


def open_roll(state: dict[str, Any]) -> dict[str, Any] | None:
    """The roll waiting to be resolved (``{"id", "move", "roller", "pokemon", "violenza", ...}``), or None."""
    return state.get("roll") if state["roll_phase"] == "adjusting" else None


def violence_refusal(state: dict[str, Any], who: str) -> RuleError | None:
    """Why Pokémon ``who`` (a canonical name of a Pokémon in ``state``) may not be treated violently now, or None.

    Refused: it has fled or turned against its trainer (``RuleError("character")``); a roll is open and it is
    another trainer's (``RuleError("phase")``), Go All Out (``RuleError("phase")``), another Pokémon's move
    (``RuleError("character")``) or already promoted (``RuleError("phase")``). Source: seed 002, "Trattare
    Violentemente" ("Non utilizzabile con Tenta il Tutto per Tutto"); the one promotion per roll [D].
    """
    rec = state["characters"][who]
    if rec["stato"] in ("fuggito", "rivoltato"):
        gone = "fled for good and no longer acts for its trainer" if rec["stato"] == "fuggito" else \
            "turned against its trainer for good and no longer acts"
        return RuleError("character", f"{who} has {gone}")
    roll, trainer = open_roll(state), rec["allenatore"]
    if roll is None:
        return None
    if roll["roller"] != trainer:
        return RuleError("phase", f"roll #{roll['id']} is {roll['roller']}'s; {trainer} treats {who} violently during their "
                                  "own move or with no roll open")
    if roll["move"] == "tutto":
        return RuleError("phase", f"roll #{roll['id']} is Go All Out: Treat Violently cannot be used with it")
    if roll["pokemon"] not in (None, who):
        return RuleError("character", f"roll #{roll['id']} is {roll['pokemon']}'s move, not {who}'s")
    if roll.get("violenza"):
        return RuleError("phase", f"roll #{roll['id']} was already promoted by treating {roll['violenza']} violently")
    return None


def someone_treatable(state: dict[str, Any]) -> bool:
    """Whether some Pokémon of ``state`` may be treated violently now (``violence_refusal`` gives None)."""
    return any(violence_refusal(state, n) is None for n, r in state["characters"].items() if r["tipo"] == "pokemon")


def why_no_one(state: dict[str, Any]) -> str:
    """The gate's ``why_not`` when no Pokémon may be treated violently: the open roll's Pokémon's (else the roller's
    first Pokémon's, else the first Pokémon's) own refusal, one reason so a refusal stays one line; "no Pokémon can be
    treated violently" when the campaign has none."""
    mons = [n for n, r in state["characters"].items() if r["tipo"] == "pokemon"]
    roll = open_roll(state) or {}
    first = ([roll["pokemon"]] if roll.get("pokemon") in mons else []) + \
        [n for n in mons if state["characters"][n]["allenatore"] == roll.get("roller")] + mons
    reason = next((violence_refusal(state, n) for n in first), None)
    return reason.message if reason else "no Pokémon can be treated violently"
