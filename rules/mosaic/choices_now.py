"""Whose rest task a MOSAIC character could join now: the choices a form offers for ``rest participate --with``, the
ones ``rules.mosaic.downtime.participate`` accepts.

Source: seed 001, "Rest" and "Participate" (join another PC's rest task, or rest with one's Reliable Ally);
catalogue MO-M15; ``rules.mosaic.downtime.participate`` (its refusals of ``with``).
"""

from __future__ import annotations

from typing import Any


def participants_now(state: dict[str, Any], command: str, field: str, lang: str = "en",
                     actors: tuple[str, ...] | None = None) -> list[str] | None:
    """For ``rest participate``'s ``with``: the PCs who did a rest task this rest (not the one joining, when
    ``actors`` names one character) and the Reliable Allies of ``actors`` (None: the GM, every PC's ally); []
    outside a rest. None for any other field (no opinion). Names as recorded; ``lang`` unused."""
    if command != "rest participate" or field not in ("with", "with_"):
        return None
    rest = state.get("rest") or {}
    rests = state.get("rests") if isinstance(state.get("rests"), dict) else {}
    if not rest or rest.get("id") is None:
        return []
    log = rests.get(str(rest["id"])) or {}
    one = actors[0] if actors is not None and len(actors) == 1 else None
    busy = [str(n) for n, tasks in (log.get("tasks") or {}).items() if tasks and n != one]
    allies = [str(n) for n, rec in (state.get("characters") or {}).items()
              if isinstance(rec, dict) and rec.get("kind") == "npc" and rec.get("ally_of") is not None
              and (actors is None or rec.get("ally_of") in actors)]
    return list(dict.fromkeys(busy + allies))
