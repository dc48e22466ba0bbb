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
    (the last event's version)."""

    name: str
    system: str
    state: dict[str, Any]
    actions: int
    version: int

    @classmethod
    def of(cls, camp: Any) -> CampaignRead:
        """The read of a loaded ``Campaign`` aggregate (or another ``CampaignRead``: itself)."""
        if isinstance(camp, CampaignRead):
            return camp
        return cls(name=camp.name, system=camp.system, state=camp.state, actions=camp.actions, version=camp.version)
