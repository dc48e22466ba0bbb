"""What a read uses of a campaign, whichever road it came by: the fast reader's fold, a warm copy or the full fold.

Source: design.md "The service layer and its faces" (reads answer one shape; no face tells the roads apart).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class CampaignRead:
    """A campaign as a read sees it: ``name`` (as stored), ``system`` (its id), ``state`` (the folded JSON-able
    dict the rules read; not to be changed by the reader), ``actions`` (the last action's number) and ``version``
    (the last event's version); ``place``: for a read of the past, ``(session, scene)`` of the action it stands at
    as the history reads them (``ledger.projections.history.Places``: a session's actions before its first scene
    are in scene 0, although the state still names the previous session's last scene), else None."""

    name: str
    system: str
    state: dict[str, Any]
    actions: int
    version: int
    place: tuple[int, int] | None = None

    @classmethod
    def of(cls, camp: Any) -> CampaignRead:
        """The read of a loaded ``Campaign`` aggregate (or another ``CampaignRead``: itself)."""
        if isinstance(camp, CampaignRead):
            return camp
        return cls(name=camp.name, system=camp.system, state=camp.state, actions=camp.actions, version=camp.version)
