"""The campaign ledger: an event-sourced record of play (storage, projections, CLI).

The rules live in the top-level ``rules`` package; ``ledger`` only records what they decide.
"""

__version__ = "0.1.0"
