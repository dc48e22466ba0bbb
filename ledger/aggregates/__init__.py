"""The campaign's domain model and its stored form.

``campaign`` holds the event-sourced aggregates (``Campaign``, the store's ``CampaignIndex``), ``changes`` the
fold of a recorded change into a campaign's state, ``chain`` the hash chain, ``events`` the base of every event,
``stored`` the stored form every reader and writer shares. The aggregates are imported on first use (PEP 562),
so that a fast reader importing ``changes`` or ``stored`` never pulls in eventsourcing or pydantic.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Accounts", "Campaign", "CampaignIndex", "campaign_id"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from ledger.aggregates import campaign

        return getattr(campaign, name)
    raise AttributeError(f"module 'ledger.aggregates' has no attribute {name!r}")
