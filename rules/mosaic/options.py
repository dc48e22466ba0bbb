"""MOSAIC campaign options: each resolves an ambiguity of seed 001; keys and defaults from catalogue Appendix A.

The chosen values are stored in the campaign's first event, so a replay always decides under them.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class MosaicOptions(BaseModel):
    """Options of a MOSAIC campaign (catalogue Appendix A; the ambiguity each resolves in brackets)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, frozen=True, defer_build=True)

    crit_add_advantage: bool = Field(True, strict=True, alias="mosaic.crit.addAdvantage",
                                     description="a critical 12 puts one Advantage into the pool [MO-A01]")
    crit_restore_tile: bool = Field(True, strict=True, alias="mosaic.crit.restoreTile",
                                    description="a critical 12 restores one spent Mosaic Tile of the roller's choice [MO-A01]")
    tiles_model: Literal["onePerRank", "freePool"] = Field(
        "onePerRank", alias="mosaic.tiles.model", description="one tile per rank, capped by ranks per culture; or uncapped [MO-A02]")
    adapt_playbook_rank: bool = Field(False, strict=True, alias="mosaic.adapt.allowPlaybookRank",
                                      description="may Adapt change the playbook's rank [MO-A03]")
    gm_advantage_culture: Literal["rolledStatCulture", "GMchoice"] = Field(
        "rolledStatCulture", alias="mosaic.gmAdvantage.culture",
        description="culture of Advantage the GM adds (critical, Learn, Empathy); --advantage-culture overrides [MO-A05]")
    xp_rate: int = Field(1, strict=True, ge=1, le=10, alias="mosaic.xp.conversionRate",
                         description="Experience per Advantage converted [MO-A06]")
    upkeep_per: Literal["batch", "conversion"] = Field(
        "batch", alias="mosaic.upkeep.per", description="upkeep once per rest's conversions, or per Advantage converted [MO-A06]")
    trim_on_drop: bool = Field(True, strict=True, alias="mosaic.trust.trimOnDrop",
                               description="trim the Advantage pool at once when Trust drops below it [MO-A07]")
    quest_delta: int = Field(1, strict=True, ge=1, le=5, alias="mosaic.trust.questDelta",
                             description="Trust gained or lost per Quest challenge [MO-A08]")
    pairs_among: Literal["allPartyMembers", "agreeingMembers"] = Field(
        "allPartyMembers", alias="mosaic.trust.pairsAmong", description="whose non-talking pairs reduce Trust [MO-A08]")
    culture_press: bool = Field(False, strict=True, alias="mosaic.cultureRoll.allowPress",
                                description="may a culture roll press an Advantage [MO-A11]")
    culture_highlight: bool = Field(False, strict=True, alias="mosaic.cultureRoll.highlightDie",
                                    description="a culture roll gets a highlight die when a stat of that culture is highlighted [MO-A11]")
    nothing_bonus: bool = Field(False, strict=True, alias="mosaic.nothingRoll.allowBonusDice",
                                description="may The Flowers (+NOTHING) take bonus dice [MO-A11]")
    care_on_miss: bool = Field(False, strict=True, alias="mosaic.care.influenceOnMiss",
                               description="Care marks influence on a miss too [MO-A12]")
    travel_per_obstacle: bool = Field(True, strict=True, alias="mosaic.travel.rollPerObstacle",
                                      description="one Travel roll per key obstacle, else one for the journey [MO-A13]")
    upkeep_scope: Literal["group", "character"] = Field(
        "group", alias="mosaic.upkeep.scope", description="upkeep counts the group's safe locations or the converter's [MO-A16]")
