"""The live line of a Basic campaign (``ledger play``'s bottom line): the status's parts (``rules.live.parts``),
the progress bars as the pool the table watches.

Source: README "At the table: ledger play"; docs/systems/basic.md "Commands" (progress bars) and "At the table". Pure.
"""

from __future__ import annotations

from typing import Any

from rules.live import POOL, Part, parts, pool


def live(data: dict[str, Any], lang: str = "en") -> list[Part]:
    """The parts of the live line of ``data`` (``rules.basic.status.status``) in ``lang`` (``en``):
    ``progress bars: Rebuild the ford 40/40 ✓``, short ``progress bars R40/40✓``."""
    from rules.basic.status import status_rows

    bars = {n: f"{b['filled']}/{b['size']}{' ✓' if b['complete'] else ''}" for n, b in data["pools"]["bars"].items()}
    own = [pool("progress bars", bars, rank=POOL)] if bars else []
    return parts(status_rows(data, lang), data, own, left_out=["progress bars", "allowed now"])
