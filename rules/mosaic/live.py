"""The live line of a MOSAIC campaign (``ledger play``'s bottom line): the status's parts (``rules.live.parts``)
with the Advantage pool (its tiles against Trust) and the group's Experience.

Source: README "At the table: ledger play"; docs/systems/mosaic.md "Rolling" and "Reads" (the Advantage pool,
spent on bonus dice, against Trust; Experience). Pure.
"""

from __future__ import annotations

from typing import Any

from rules.live import Part, count, parts
from rules.mosaic.data import term

#: Language -> the short name of Experience on the live line.
XP = {"en": "XP", "de": "EP"}


def live(data: dict[str, Any], lang: str = "en") -> list[Part]:
    """The parts of the live line of ``data`` (``rules.mosaic.status.status``) in ``lang`` (``en``, ``de``):
    ``Advantage: Aztec 2 (2/4)``, short ``Advantage 2/4``; ``Experience: 2``, short ``XP 2`` / ``EP 2``."""
    from rules.mosaic.status import status_rows

    pools = data["pools"]
    adv = ", ".join(f"{c} {n}" for c, n in pools["advantage"].items()) or "—"
    filled = f"{pools['advantage_total']}/{pools['capacity']}"
    own = [count(term("Advantage", lang), f"{adv} ({filled})", shown=filled),
           count(term("Experience", lang), pools["experience"], XP.get(lang, XP["en"]))]
    return parts(status_rows(data, lang), data, own, left_out=[term("Advantage", lang), term("Experience", lang),
                                                            "jetzt möglich" if lang == "de" else "allowed now"])
