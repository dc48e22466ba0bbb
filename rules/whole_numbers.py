"""The one reading of a whole number typed as text, on every road in: campaign options, ``--as-of`` and every other
number option, dice typed in, amounts, a script's lines and the shell.

Source: README "Using the ledger" (bad input is refused in one line naming the field as typed and what is allowed,
nothing written). Python's ``int`` is too lax for typed text: it takes ``1_0`` (as 10), `` 3 `` and ``+3 `` with
spaces around, and other scripts' digits (``٣``, ``３``); ``str.isdigit`` even passes ``²``, which ``int`` then
refuses. A whole number here is an optional sign and the ASCII digits 0-9 (``WHOLE_TEXT``), nothing else, within a
signed 64-bit integer (what the store keeps) or the narrower range a field names. Pure: imports nothing but ``re``
and ``rules.errors``.
"""

from __future__ import annotations

import re
from typing import Any

from rules.errors import RuleError

#: The whole numbers any field may hold: a signed 64-bit integer, what the store keeps.
WHOLE_RANGE = (-(2**63), 2**63 - 1)
#: A whole number as text, the one spelling every face takes: an optional sign and ASCII digits, nothing else (no
#: ``_``, no space inside or around, no other script's digits).
WHOLE_TEXT = re.compile(r"[+-]?[0-9]+")
#: How a whole number is written, as a refusal says it.
WHOLE_SPELLING = "an optional sign and the digits 0-9"
#: More digits than any 64-bit number has: such text is out of range before ``int`` reads it (Python refuses to read
#: past 4,300 digits at all).
_MOST_DIGITS = 20


def whole_range_text(low: int, high: int) -> str:
    """``a whole number from 1 to 30`` (``at least 1``/``at most 30`` when the other side is the 64-bit bound; with
    neither, ``DIGITS_ALLOWED``): the one wording of every bounded number's refusal."""
    if low > WHOLE_RANGE[0] and high < WHOLE_RANGE[1]:
        return f"a whole number from {low} to {high}"
    if low > WHOLE_RANGE[0]:
        return f"a whole number of at least {low}"
    if high < WHOLE_RANGE[1]:
        return f"a whole number of at most {high}"
    return f"a whole number of at most {SAFE_DIGITS} digits"       # any the store keeps: never the 64-bit bound


#: The digits every whole number of that many digits or fewer has within ``WHOLE_RANGE`` (the 64-bit bound is 19
#: digits long, but not every 19-digit number is within it).
SAFE_DIGITS = 18
#: What a field with no range of its own allows, as a refusal of a number past 64 bits says it: never the 64-bit
#: bound itself (README "Using the ledger": a refusal names what is allowed, in words a reader can use).
DIGITS_ALLOWED = f"a whole number of at most {SAFE_DIGITS} digits"


def beyond_text(low: int = WHOLE_RANGE[0], high: int = WHOLE_RANGE[1]) -> str:
    """What the refusal of a number past 64 bits (or past a field's range) says a field from ``low`` to ``high``
    allows: its own range (``whole_range_text``) when the field bounds both sides, else ``DIGITS_ALLOWED`` (the field
    takes any number the store keeps). Raises nothing."""
    if low > WHOLE_RANGE[0] and high < WHOLE_RANGE[1]:
        return whole_range_text(low, high)
    return DIGITS_ALLOWED


def is_whole_text(text: Any, signed: bool = True) -> bool:
    """Whether ``text`` is a string spelling a whole number as every face takes it (``WHOLE_TEXT``): ``"12"``,
    ``"-2"``, ``"+3"``; not ``"1_0"``, ``" 3"``, ``"٣"``, ``"²"``, ``"0x10"``. Not ``signed`` (a die face, an
    action number): the digits alone. Raises nothing."""
    return isinstance(text, str) and WHOLE_TEXT.fullmatch(text) is not None and (signed or text[:1] not in "+-")


def read_whole(value: Any, field: str, low: int = WHOLE_RANGE[0], high: int = WHOLE_RANGE[1],
               what: str | None = None) -> int:
    """``value`` (an ``int``, not a flag, or text spelled as ``WHOLE_TEXT``) as a whole number from ``low`` to
    ``high``. Raises ``RuleError(field)`` otherwise, ``field`` being the field as the user typed it (``--as-of``,
    ``dice``, ``options.pokenoir.wheel.rhythm``): ``a whole number from 0 to 20 (an optional sign and the digits
    0-9; got '1_0')`` for text that is no such number, the range and the number for a number outside it (``a whole
    number from 0 to 20 (got -5)``; past 64 bits the range alone); ``what`` words the range instead (``an action number from 0 to ...``)."""
    allowed = what or whole_range_text(low, high)
    if isinstance(value, bool) or not isinstance(value, int) and not is_whole_text(value):
        shown = str(value) if len(str(value)) <= 40 else str(value)[:40] + "..."
        raise RuleError(field, f"{allowed} ({WHOLE_SPELLING}; got {shown!r})")
    beyond = what or beyond_text(low, high)      # past 64 bits: the field's own range, never the 64-bit bound
    if isinstance(value, str) and len(value.lstrip("+-")) > _MOST_DIGITS:
        raise RuleError(field, beyond)
    number = int(value)
    if not WHOLE_RANGE[0] <= number <= WHOLE_RANGE[1]:
        raise RuleError(field, beyond)
    if not low <= number <= high:
        raise RuleError(field, f"{allowed} (got {number})")
    return number


def lax_only(value: Any) -> bool:
    """Whether ``value`` is text that Python's ``int`` (and pydantic's lax mode) would read as a whole number but
    that is not spelled as ``WHOLE_TEXT`` (``"1_0"``, ``" 12 "``, ``"٣"``): text a strict reading must refuse
    rather than leave to a lax one. Raises nothing."""
    if not isinstance(value, str) or is_whole_text(value):
        return False
    try:
        int(value)
    except ValueError:
        return False
    return True
