"""A side's own script on its readers' status: the volleys of the running exchange its side scripted and that are
not revealed yet, shown to the side that scripted them only (the state every reader gets holds no unrevealed
action, so the table's status cannot show them otherwise).

Source: seed 004, «Conflictos» ("Siempre se elige en secreto": each side scripts its three actions in secret, and
knows its own); docs/systems/mouseguard.md "Conflicts" (scripts are seen whole by their own side);
``rules.mouseguard.summaries.sealed`` (who a script is sealed to: its side's members, "GM" for the opponents').
"""

from __future__ import annotations

from typing import Any

from rules.mouseguard.data import term
from rules.mouseguard.words import _w

#: The status row's label, by language (English as written).
LABEL = {"en": "your side's actions to come", "es": "acciones por revelar de tu bando"}


def own_script(state: dict[str, Any], lang: str, sees: Any) -> list[tuple[str, str]]:
    """Status rows ``[(label, value)]`` of ``state`` (the whole state, scripts unsealed) for a reader whose
    ``sees(names)`` says whether a record sealed to ``names`` is theirs (``Visibility.unseals``): for each side of
    the running conflict's current exchange whose script they see, its volleys not yet revealed
    (``2 Defensa (Wren), 3 Finta (Brand)``). [] with no conflict running, no script, or none of theirs."""
    conflict = (state.get("conflicts") or {}).get(str(state.get("conflict")))
    if not isinstance(conflict, dict):
        return []
    exchange = str(conflict.get("exchange") or "")
    scripts = ((conflict.get("scripts") or {}).get(exchange) or {}) if exchange else {}
    revealed = int((conflict.get("revealed") or {}).get(exchange, 0))
    rows = []
    for key, entries in sorted(scripts.items(), key=lambda kv: str(kv[0])):
        side = (conflict.get("sides") or {}).get(str(key)) or {}
        members = {str(m) for m in side.get("members") or []}
        start = max(0, revealed - 3 * (int(key) // 2)) if str(key).isdigit() else revealed
        left = [(k, e) for k, e in enumerate(entries or [], start=1) if k > start and isinstance(e, dict)]
        if not left or not sees(members | {"GM"} if str(key).isdigit() and int(key) % 2 == 1 else members):
            continue
        rows.append((LABEL.get(lang, LABEL["en"]), f"{_w('exchange', lang)} {exchange}: " + ", ".join(
            f"{k} {term(e['action'], lang)} ({e['actor']})" for k, e in left)))
    return rows
