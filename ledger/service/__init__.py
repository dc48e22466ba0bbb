"""The service layer: the use cases every face (the CLI, ``ledger play``, campaign scripts, the web server) calls.

Source: design.md "The service layer and its faces". ``Ledger`` is one store as the faces use it: reads now or at a
moment, history with its filters, actions and corrections; ``acting`` makes new campaigns, ``replaying`` replays scripts,
``archiving`` verifies, exports, imports and writes the chronicle; ``table`` runs the group at a campaign's table
and ``accounts`` the store's accounts, every call taking ``by=`` the ``Person`` calling. This layer alone picks the
storage road a read or a write takes. Importing it is cheap (the store, eventsourcing and the rules load on first use).
"""

from ledger.service.ledger import CampaignRead, Ledger, Moment
from ledger.service.people import Person

__all__ = ["CampaignRead", "Ledger", "Moment", "Person"]
