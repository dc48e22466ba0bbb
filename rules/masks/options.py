"""Masks campaign options: each resolves an ambiguity of seed 000, default from catalogue Appendix A.

Keys are the catalogue's dotted keys (``masks.team.spendTiming`` ...). The chosen values are stored in
the campaign's first event, so replays always evaluate under the same options.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class MasksOptions(BaseModel):
    """Options for a Masks campaign (catalogue Appendix A; the ambiguity each resolves in brackets)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, frozen=True, defer_build=True)

    clamp_scope: Literal["totalModifier", "situationalPenalties", "conditionsOnly"] = Field(
        "totalModifier", alias="masks.modifierClamp.scope", description="what the -3 floor applies to [MK-A01]")
    clamp_max: int | None = Field(4, strict=True, ge=0, alias="masks.modifierClamp.max", description="cap of the total modifier; null = none [MK-D04]")
    partial_shift: Literal["applyOtherHalf", "voidWholeShift"] = Field(
        "applyOtherHalf", alias="masks.labels.partialShift", description="an out-of-range half leaves the other half [MK-A03]")
    locked_shift: Literal["skip", "markCondition"] = Field(
        "skip", alias="masks.labels.lockedShift", description="an imposed shift on a locked Label [MK-A23]")
    team_spend_timing: Literal["afterRoll", "nextRollOnly"] = Field(
        "afterRoll", alias="masks.team.spendTiming", description="when Team help is spent [MK-A04]")
    team_self_spend: bool = Field(strict=True, default=False, alias="masks.team.selfSpend", description="may you spend Team on your own roll [MK-A26]")
    team_max_pool: int | None = Field(None, strict=True, alias="masks.team.maxPool", ge=1, description="Team pool maximum; null = none [MK-A26]")
    allow_duplicate_picks: bool = Field(strict=True, default=False, alias="masks.options.allowDuplicates", description="may a pick list repeat an option [MK-A13]")
    potential_size: int = Field(5, strict=True, alias="masks.potential.size", ge=1, le=20, description="potential track boxes [MK-A20]")
    potential_on_miss: bool = Field(strict=True, default=True, alias="masks.potential.onMiss", description="mark potential on every resolved miss [MK-D07]")
    npc_overflow: Literal["none", "plusOneForward"] = Field(
        "none", alias="masks.influence.npcOverflow", description="an NPC gaining Influence it already holds [MK-A25]")
