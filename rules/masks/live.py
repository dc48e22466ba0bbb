"""The live line of a Masks campaign (``ledger play``'s bottom line): the status's parts (``rules.live.parts``) with
the Team pool the heroes spend.

Source: README "At the table: ledger play"; docs/systems/masks.md "How a table plays it" (the Team pool: +1 each session, spent with ``team spend``). Pure.
"""

from __future__ import annotations

from typing import Any

from rules.live import Part, count, parts


def live(data: dict[str, Any], lang: str = "en") -> list[Part]:
    """The parts of the live line of ``data`` (``rules.masks.status.status``) in ``lang`` (``en``, ``es``):
    ``Team: 5`` / ``Equipo: 5``, short ``Team 5``; "in battle: no" left out."""
    from rules.masks.status import status_rows

    label = "Equipo" if lang == "es" else "Team"
    team = count(label, data["pools"]["team"])
    return parts(status_rows(data, lang), data, [team], left_out=[label, "ahora se puede" if lang == "es" else "allowed now"], nothing=("—", "", "-", "no"))
