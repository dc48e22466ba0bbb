"""Event-sourced aggregates: the ``Campaign`` and the store's ``CampaignIndex``."""

from ledger.aggregates.campaign import Campaign, CampaignIndex, campaign_id

__all__ = ["Campaign", "CampaignIndex", "campaign_id"]
