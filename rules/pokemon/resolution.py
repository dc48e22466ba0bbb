"""What every move's resolution shares: how many picks an outcome allows and which, no option twice unless it may
repeat, and the GM's Reaction recorded as its own event.

Source: catalogue §3.2 and §0.2 item 4 (the GM's Reaction); seed 002, each move's "scegli" lists (the picks of a
tier) and PN-A04 (an option picked once unless the move says it repeats).
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.pokemon.listing import picks_of, refuse


def count_check(picks: list[dict[str, Any]], low: int, high: int, what: str, allowed: list[str], move: str = "") -> None:
    """Refuse a number of picks outside ``low..high`` or an option outside ``allowed`` (``RuleError("pick")``, the
    options named in the reader's language as ``move``'s: ``rules.pokemon.listing``)."""
    for p in picks:
        if p["option"] not in allowed:
            raise refuse("pick", f"{p['option']} is not an option here; allowed: " + "{ids}", {"ids": (allowed, picks_of(move))})
    if not low <= len(picks) <= high:
        need = f"exactly {low}" if low == high else f"{low} to {high}"
        raise refuse("pick", f"pick {need} of " + "{ids}" + f" for {what} (got {len(picks)})", {"ids": (allowed, picks_of(move))})


def distinct(picks: list[dict[str, Any]], repeatable: tuple[str, ...] = (), move: str = "") -> None:
    """Refuse the same option twice unless it is ``repeatable`` (PN-A04), named as ``move``'s options."""
    seen: set[str] = set()
    for p in picks:
        if p["option"] in seen and p["option"] not in repeatable:
            if not repeatable:
                raise refuse("pick", f"{p['option']} is picked twice; no option may repeat", {})
            raise refuse("pick", f"{p['option']} is picked twice; only " + "{ids}" + " may repeat",
                         {"ids": (repeatable, picks_of(move))})
        seen.add(p["option"])


def gm_reaction(d: Draft, text: str | None, cause: str) -> None:
    """Record the GM's Reaction (a narrative event, catalogue §0.2 item 4)."""
    d.event("GMReaction", cause=cause, text=text or None)

