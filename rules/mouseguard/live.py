"""The live line of a Mouse Guard campaign (``ledger play``'s bottom line): the status's parts
(``rules.live.parts``) with each patrol mouse's Fate, Persona and checks, the points its player spends.

Source: README "At the table: ledger play"; docs/systems/mouseguard.md "Tests" (Fate and Persona spent on a test)
and "The Players' Turn" (checks spent). Pure.
"""

from __future__ import annotations

from typing import Any

from rules.live import Part, parts, pool

#: (status key, English label, Spanish label), in the order the line shows them (the last left out first).
POOLS = (("fate", "Fate", "Destino"), ("persona", "Persona", "Carácter"), ("checks", "checks", "marcas"))


def live(data: dict[str, Any], lang: str = "en") -> list[Part]:
    """The parts of the live line of ``data`` (``rules.mouseguard.status.status``) in ``lang`` (``en``, ``es``):
    ``Fate: Rogard 1, Brand 3``, short ``Fate R1 B3`` (names cut by ``rules.live.abbreviated``), then Persona
    and checks."""
    from rules.mouseguard.status import status_rows

    labels = [(key, es if lang == "es" else en) for key, en, es in POOLS]
    own = [pool(label, data["pools"][key]) for key, label in labels]
    return parts(status_rows(data, lang), data, own, left_out=[*(label for _, label in labels),
                                                            "ahora se puede" if lang == "es" else "allowed now"])
