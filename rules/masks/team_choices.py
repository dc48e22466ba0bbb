"""Whom a Masks hero could help with Team now: the choices a form offers for ``team spend --for``, the ones
``rules.masks.peripheral.team_spend`` accepts.

Source: seed 000 (spend Team to give a teammate +1; catalogue MK-M13), options ``masks.team.spendTiming``
(after the teammate's roll, by default: the open roll's roller) and ``masks.team.selfSpend`` (one's own roll; MK-A04, MK-A26);
``rules.masks.peripheral.team_spend`` (its refusals of ``for``).
"""

from __future__ import annotations

from typing import Any


def teammates_now(state: dict[str, Any], command: str, field: str, lang: str = "en",
                  actors: tuple[str, ...] | None = None) -> list[str] | None:
    """For ``team spend``'s ``for``: the active heroes who could be helped now by one of ``actors`` (None: the GM,
    anyone): after a roll (``masks.team.spendTiming = afterRoll``) the open roll's roller only, else every active
    hero; never the helper himself (when ``actors`` names one) unless ``masks.team.selfSpend``. None for any other
    field (no opinion). Names as recorded; ``lang`` unused."""
    if command != "team spend" or field not in ("for", "for_"):
        return None
    options = state.get("options") or {}
    heroes = [str(n) for n, rec in (state.get("characters") or {}).items()
              if isinstance(rec, dict) and rec.get("kind", "pc") == "pc" and rec.get("status", "active") == "active"]
    if options.get("masks.team.spendTiming", "afterRoll") == "afterRoll":
        roll = state.get("roll") if isinstance(state.get("roll"), dict) else {}
        heroes = [n for n in heroes if n == (roll or {}).get("roller")]
    one = actors[0] if actors is not None and len(actors) == 1 else None
    return [n for n in heroes if n != one or options.get("masks.team.selfSpend")]
