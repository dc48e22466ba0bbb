"""Limits and intervals shared by the full paths (``ledger.store.application``) and the fast ones (``ledger.store.fast_reader``,
``ledger.store.fast_undo``), in a module that imports nothing, so a fast path never pulls in the full one.

Source: issue #12 item 6 (free-text fields have documented length limits; README "Using the ledger") and
issue #6's measure (undo of the last action within 2x of ``ledger sheet``).
"""

#: The longest reason an action or a correction records, in characters.
MAX_REASON = 1000

#: A campaign snapshot every this many campaign events (``LedgerApp.snapshotting_intervals``).
SNAPSHOT_EVERY = 200
