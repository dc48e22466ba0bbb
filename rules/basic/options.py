"""Basic abilities campaign options: each settles something seed 003 leaves open.

Keys and defaults are the catalogue's (Appendix A, ``generic.*``; §4.1 names ``generic.passive.formula``);
``generic.attributes`` and ``generic.passive.base`` are ours (the seed names only brawn and gives no
passive formula). The validated values are stored in the campaign's first event, so a replay always
decides under the same options.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from rules.whole_numbers import is_whole_text

#: The attributes of a campaign that does not list its own (ours: the seed names only brawn).
DEFAULT_ATTRIBUTES = ("brawn", "agility", "wits", "heart")


def parse_dice_expression(text: str) -> tuple[int, int]:
    """``"1d20"`` -> ``(1, 20)``: how many dice of how many sides a test rolls (``generic.test.baseDice``).

    One to ten dice of 2-100 sides. Raises ``ValueError`` otherwise (pydantic turns it into the
    option's ``RuleError``).
    """
    m = re.fullmatch(r"\s*([0-9]{1,4})\s*[dD]\s*([0-9]{1,4})\s*", str(text))
    if not m or not 1 <= int(m.group(1)) <= 10 or not 2 <= int(m.group(2)) <= 100:
        raise ValueError("a dice expression NdS with 1-10 dice of 2-100 sides, e.g. 1d20 or 3d6")
    return int(m.group(1)), int(m.group(2))


def _as_list(value: Any) -> list[Any]:
    """A list from a YAML list or a comma-separated string (``--option key=a,b,c``)."""
    if isinstance(value, str):
        return [p.strip() for p in value.split(",")]
    if isinstance(value, (list, tuple)):
        return list(value)
    raise ValueError("give a list, or the values separated by commas")


class BasicOptions(BaseModel):
    """Options of a Basic abilities campaign (catalogue Appendix A; the ambiguity each settles in brackets)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, frozen=True, defer_build=True)

    attributes: list[str] = Field(list(DEFAULT_ATTRIBUTES), alias="generic.attributes",
                                  description="the attributes characters have; must include brawn [§4.1]")
    base_dice: str = Field("1d20", alias="generic.test.baseDice", description="the dice every test rolls [GS-A01]")
    bands: list[int] = Field([0, 5, 10], alias="generic.tier.bands",
                             description="lowest margin of partial, full and critical success [GS-A01]")
    precedence: Literal["defender", "attacker", "higherTotal"] = Field(
        "defender", alias="generic.contest.precedence", description="whose table sets a contest's damage [GS-A02]")
    rounding: Literal["floor", "ceil", "nearest"] = Field("floor", alias="generic.half.rounding",
                                                         description="how half damage rounds [GS-A04]")
    help_requires_success: bool = Field(False, strict=True, alias="generic.help.requiresSuccess",
                                        description="a failed Help or Hinder stacks nothing [GS-A05]")
    help_min_operations: int = Field(1, strict=True, ge=0, le=1, alias="generic.help.minOperations",
                                     description="operations of a Help/Hinder with a total below 0 [GS-A06]")
    stack_consumption: Literal["nextTestOfCharacter", "namedTest"] = Field(
        "nextTestOfCharacter", alias="generic.stack.consumption", description="which test rolls stacked dice [GS-A07]")
    progress_overflow: Literal["discard", "carry"] = Field("discard", alias="generic.progress.overflow",
                                                           description="what a bar does with a fill past its size [GS-A10]")
    passive_formula: Literal["given", "basePlusAttribute"] = Field(
        "given", alias="generic.passive.formula", description="passive values set by the GM, or base + attribute [GS-A08]")
    passive_base: int = Field(10, strict=True, ge=0, le=50, alias="generic.passive.base",
                              description="the base of basePlusAttribute passive values")

    @field_validator("attributes", mode="before")
    @classmethod
    def _attributes(cls, value: Any) -> list[str]:
        names = [str(v).strip().lower() for v in _as_list(value)]
        if not 1 <= len(names) <= 12 or any(not re.fullmatch(r"[a-z][a-z0-9_]{0,19}", n) for n in names):
            raise ValueError("1-12 attribute ids (letters, digits, _), e.g. brawn,agility,wits,heart")
        if len(set(names)) != len(names):
            raise ValueError("each attribute once")
        if "brawn" not in names:
            raise ValueError("the list must include brawn (an undefended attack's difficulty is passive brawn)")
        return names

    @field_validator("base_dice", mode="before")
    @classmethod
    def _dice(cls, value: Any) -> str:
        count, sides = parse_dice_expression(value)
        return f"{count}d{sides}"

    @field_validator("bands", mode="before")
    @classmethod
    def _bands(cls, value: Any) -> list[int]:
        items = _as_list(value)
        whole = [v for v in items if (isinstance(v, int) and not isinstance(v, bool))
                 or (is_whole_text(v.strip()) and len(v.strip()) <= 5)]
        bands = [int(v) for v in whole]
        if len(bands) != 3 or len(items) != 3 or not bands[0] < bands[1] < bands[2]:
            raise ValueError("three increasing margins: the lowest partial, full and critical margin, e.g. 0,5,10")
        return bands
