"""The dice a Mouse Guard roll is built from, as every roll command takes them: helpers, a wise, Persona, traits for
and against, a handicap, beginner's luck, and the dice typed in or the seed.

Source: 004 "Pruebas" (the pool: ability or skill, +1D per helper, a wise, Persona points, traits; beginner's luck
halves the ability) and "Rasgos" (a trait used for or against oneself); every roll can be typed in from physical
dice (the developers' guide). The models are the command table's (``rules.mouseguard.commands``).
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BeforeValidator

from rules.dice_field import Faces
from rules.mouseguard.choices import listing
from rules.system import Args, arg


def _split(value: Any) -> Any:
    """A list typed as one value: ``"a,b"`` -> ``["a", "b"]``; a list stays a list."""
    if isinstance(value, str):
        return [part.strip() for part in value.split(",") if part.strip()]
    return value


#: A list given as repeated options, a YAML list, or one comma-separated value.
Names = Annotated[list[str], BeforeValidator(_split)]


class PoolArgs(Args):
    """Dice adders shared by every roll."""

    helper: Names = arg(default_factory=list, help="A helper in the scene with the skill: +1D each (repeat).",
                        metavar="NAME")
    wise: str | None = arg(None, help="A wise of the roller: +1D.", metavar="WISE")
    persona: int = arg(0, ge=0, le=20, help="Persona points spent for +1D each (mouseguard.persona.maxDice).", metavar="N")
    trait: str | None = arg(None, help="A trait used for you: level 1 +1D once a session, level 2 +1D.", metavar="TRAIT")
    against_trait: str | None = arg(None, help="A trait used against yourself (earns checks).", metavar="TRAIT")
    handicap: str | None = arg(None, help=f"How it hinders: {listing('handicap', 'en')} (minus-die: -1D, 1 check; "
                                          "opponent-dice: +2D to the opponent, 2 checks).", metavar="KIND")
    ability: str | None = arg(None, help=f"Beginner's luck: the ability halved ({listing('beginner', 'en')}), GM's pick.",
                              metavar="ABILITY")
    dice: Faces = arg(None, text=True, help="Physical dice typed in, exactly the pool (e.g. 6,5,3,2).", metavar="A,B,...")
    seed: int | None = arg(None, help="Roll with this seed instead (recorded).", metavar="N")
    odds: bool = arg(False, preview="odds",
                     help="First print the exact chance of each result (ledger odds); not recorded.")
