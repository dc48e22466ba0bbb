"""Dice primitives shared by all systems: typed-in physical dice and the seeded roller.

Source: developers' guide ("Every roll can be typed in from physical dice ... the seeded random roller
is the other path, and replaying never re-rolls"); design.md "Rules are pure"; 000 "roll two
six-sided dice".
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from rules.errors import RuleError
from rules.numbers import counted
from rules.whole_numbers import is_whole_text


def parse_dice(value: str | Sequence[int] | Sequence[str], count: int, sides: int = 6, field: str = "dice") -> list[int]:
    """Parse typed-in dice such as ``"6,3"`` or ``[6, 3]`` into a list of ``count`` faces.

    Each face must be an integer in ``1..sides``. Raises ``RuleError(field)`` for a wrong count, a
    non-integer or a face out of range.
    """
    example = ",".join(str(min(sides, n)) for n in (6, 3, 5, 2)[:count])
    if isinstance(value, str):
        text = value.strip()
        parts = re.split(r"\s*,\s*|\s+", text) if text else []
    elif isinstance(value, (list, tuple)):
        parts = list(value)
    else:
        raise RuleError(field, f"give {counted(count, 'face', 'en')} 1..{sides} as a list or text, e.g. {example}")
    faces: list[int] = []
    for part in parts:
        typed = str(part).strip()                          # digits 0-9 alone (rules.whole_numbers): no 1_0, no ٣
        if isinstance(part, bool) or not (isinstance(part, int) or (is_whole_text(typed, signed=False) and len(typed) <= 20)):
            raise RuleError(field, f"{part!r} is not a die face; give {counted(count, 'whole', 'en')} 1..{sides}, e.g. {example}")
        face = int(part)
        if not 1 <= face <= sides:
            raise RuleError(field, f"face {face} is outside 1..{sides}")
        faces.append(face)
    if len(faces) != count:
        raise RuleError(field, f"got {counted(len(faces), 'die', 'en')}, need exactly {count} (faces 1..{sides}, e.g. 6,3)")
    return faces


def roll_seeded(seed: int, count: int, sides: int = 6) -> list[int]:
    """Roll ``count`` dice of ``sides`` faces with ``random.Random(seed)``; the same seed gives the same faces."""
    rng = random.Random(seed)
    return [rng.randint(1, sides) for _ in range(count)]


def new_seed() -> int:
    """A fresh seed from the OS, recorded with the roll so that it can be audited and replayed."""
    return random.SystemRandom().randrange(1, 2**31)


def roll_dice(dice: str | Sequence[int] | Sequence[str] | None, seed: int | None, action_seed: int | None, count: int,
              sides: int = 6, field: str = "dice") -> tuple[list[int], str]:
    """The faces of a roll and their source: typed-in ``dice`` (``"physical"``), else the seeded roller.

    The seed is ``seed`` when the user gave one, else ``action_seed`` (the seed the ledger drew and
    recorded for the action, ``rules.declaration.Context.seed``), else a fresh one (pure callers outside
    the ledger). Returns (faces, ``"physical"`` or ``"seed:N"``). Raises ``RuleError(field)`` when both
    dice and a seed are given, or for bad faces (see ``parse_dice``).
    """
    if dice is not None and seed is not None:
        raise RuleError(field, "give either dice or seed, not both")
    if dice is not None:
        return parse_dice(dice, count, sides, field), "physical"
    chosen = seed if seed is not None else action_seed if action_seed is not None else new_seed()
    return roll_seeded(chosen, count, sides), f"seed:{chosen}"


def clamp(value: int, low: int | None, high: int | None) -> int:
    """Clamp ``value`` into ``[low, high]``; a ``None`` bound is open."""
    if low is not None and value < low:
        return low
    if high is not None and value > high:
        return high
    return value
