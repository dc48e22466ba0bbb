"""The live line of a Pokémon Noir campaign (``ledger play``'s bottom line): the status's parts
(``rules.live.parts``) with each trainer's Risorse, the points its player spends.

Source: README "At the table: ledger play"; docs/systems/pokemon.md "At the table" (Risorse, a trainer's points). Pure.
"""

from __future__ import annotations

from typing import Any

from rules.live import Part, parts, pool
from rules.pokemon.data import term


def live(data: dict[str, Any], lang: str = "it") -> list[Part]:
    """The parts of the live line of ``data`` (``rules.pokemon.status.status``) in ``lang`` (``it``, ``en``):
    ``Risorse: Nero 4, Vera 6``, short ``Risorse N4 V6``."""
    from rules.pokemon.status import status_rows

    label = term("risorse", lang)
    own = [pool(label, data["pools"]["resources"])]
    return parts(status_rows(data, lang), data, own, left_out=[label, "allowed now" if lang == "en" else "ora si può"])
