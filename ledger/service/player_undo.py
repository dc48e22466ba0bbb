"""A player's own last action, the one ``player-undo`` lets them undo: asked by the undo itself
(``ledger.service.acting``) and by the table page's offer of it (``ledger.service.offers``), so both ask one rule.

Source: README "Correcting mistakes" (a player's undo: their own last action, in force, while its scene is open).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ledger.aggregates import Campaign
    from ledger.store.application import LedgerApp


def last_own(app: LedgerApp, camp: Campaign, by: str, target: Any = None) -> Any:
    """The action person ``by`` may undo in ``camp`` now (a ``ledger.projections.timeline`` action: ``id``,
    ``command``, ``inputs``) under ``player-undo``: their own last action (group actions aside), still in force (once
    it is undone, nothing earlier of theirs is: one undo, not a walk back through their actions), ``target`` when
    given, and its scene still open (open now, and no action since started another). Raises ``Refused`` (rule
    ``player-undo``, field ``action``). Source: README "Correcting mistakes" (a player's undo)."""
    from ledger.group import COMMANDS as GROUP
    from ledger.group.permissions import refuse
    from ledger.projections.timeline import collect

    acts = collect(app.campaign_events(camp.name))
    mine = [a for a in acts.values() if (a.inputs or {}).get("by") == by and a.command not in GROUP]
    if not mine:
        raise refuse(camp.state, "player-undo", f"{by} has no action to undo", field="action")
    last = max(mine, key=lambda a: a.id)
    if not last.active:
        raise refuse(camp.state, "player-undo", f"{by}'s last action ({last.id}) is undone already; no earlier one is "
                     "theirs to undo", field="action")
    if target is not None and target != last.id:
        raise refuse(camp.state, "player-undo", f"action {target} is not {by}'s last action (theirs: {last.id})",
                     field="action")
    later = [a for a in acts.values() if a.active and a.id > last.id]
    moved = any(ch["path"][:1] == ["scene"] for a in later for spec in a.specs for ch in spec["changes"])
    if (camp.state.get("scene") or {}).get("phase") != "open" or moved:
        raise refuse(camp.state, "player-undo", f"the scene of action {last.id} is closed", field="action")
    return last
