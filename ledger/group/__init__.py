"""The group at a campaign's table: people and roles, invitations, who may do what, GM approval, private notes.

Source: design.md "People, roles and hidden information". System-agnostic and pure: the group commands are
decided over the campaign state's ``table`` part (``ledger.group.table``), the permission rules live in
``ledger.group.permissions``, what a reader may see in ``ledger.group.visibility``. The service layer
(``ledger.service``) routes a group command here and checks ``may_*`` on every call from every face.
"""

from __future__ import annotations

from ledger.group.permissions import DEFAULTS, RULES, may_act, may_correct, may_read, may_run_table, member
from ledger.group.table import HANDLERS, decide

#: The group commands (recorded as ordinary campaign actions under these names).
COMMANDS = frozenset(HANDLERS)

#: The group commands that take ``reason`` as an argument of their own (a rejection's words to the proposer); for the
#: others a ``reason`` given with the arguments (a campaign script's entry) is the action's reason.
REASON_ARGUMENT = frozenset({"reject"})

#: The event kinds the group commands record.
KINDS = ("RoleGranted", "RoleRemoved", "InvitationIssued", "InvitationWithdrawn", "InvitationAccepted",
         "PermissionSet", "OptionSet", "LanguageSet", "ProposalMade", "ProposalApproved", "ProposalRejected", "NoteRecorded")

__all__ = ["COMMANDS", "DEFAULTS", "KINDS", "REASON_ARGUMENT", "RULES", "decide", "may_act", "may_correct", "may_read", "may_run_table",
           "member"]
