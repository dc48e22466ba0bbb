"""Pokémon Noir GdR campaign options: each resolves an ambiguity of seed 002 (catalogue §3.8, Appendix A).

Keys are the catalogue's dotted ``pokenoir.*`` keys; keys the catalogue does not list (the harm slots,
rest, remedies, the Wheel's starting Rhythm, black-market prices) are this system's own, marked [W]
in their descriptions. The chosen values are stored in the campaign's first event, so a replay always
decides under the same options.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from rules.whole_numbers import whole_range_text


class PokemonOptions(BaseModel):
    """Options of a Pokémon Noir GdR campaign (catalogue Appendix A; the ambiguity each resolves in brackets)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, frozen=True, defer_build=True)

    friendship_max: int | None = Field(None, strict=True, ge=-1, alias="pokenoir.friendship.max",
                                       description="Friendship ceiling; null = none (published game: 3) [PN-A07]")
    alert_floor: int = Field(0, strict=True, ge=0, alias="pokenoir.alert.floor", description="lowest Alert [PN-A14]")
    alert_max: int | None = Field(None, strict=True, ge=1, alias="pokenoir.alert.max", description="highest Alert; null = none [PN-A14]")
    resources_floor: int = Field(0, strict=True, ge=0, alias="pokenoir.resources.floor", description="lowest Resources [PN-A14]")
    xp_on_miss: bool = Field(True, strict=True, alias="pokenoir.xp.onMiss", description="mark 1 XP on a 6- [PN-D05, PN-A15]")
    all_out_stacks: bool = Field(False, strict=True, alias="pokenoir.xp.allOutStacksWithMiss",
                                 description="Go All Out's XP adds to the miss XP [PN-A15]")
    mutation_stacks: bool = Field(True, strict=True, alias="pokenoir.xp.mutationStacksWithMiss",
                                  description="the mutation XP adds to the miss XP [PN-A15]")
    mutation_every: int | Literal["onceOnly"] = Field(3, alias="pokenoir.mutation.every",
                                                       description="every Nth Mutation Point gives XP and a Pathology, or onceOnly at the 3rd [PN-A10]")
    ko_side_effects: bool = Field(False, strict=True, alias="pokenoir.ko.sideEffects",
                                  description="published KO rule: a Pokémon marking KO loses 1 Friendship and enters Need Mode [PN-A08]")
    ko_can_fight: bool = Field(False, strict=True, alias="pokenoir.ko.canFight",
                               description="a Pokémon with [KO] marked may still roll the Exchange of Attacks or Go All Out "
                                           "(the published rule: a KO'd Pokémon cannot fight)")
    promote_at_minus2: bool = Field(False, strict=True, alias="pokenoir.treatViolently.promoteAtMinus2",
                                    description="Treat Violently at Friendship -2 still promotes the result [PN-A09]")
    black_market_alert_sign: Literal[1, -1] = Field(1, alias="pokenoir.blackMarket.alertSign",
                                                    description="the black-market roll adds Alert (+1) or subtracts it (-1) [PN-A13]")
    harmless_on_miss: bool = Field(False, strict=True, alias="pokenoir.harmlessBonus.onMiss",
                                   description="the harmless Simple Power bonus pick also on a 6- [PN-A06]")
    harm_slots: Literal["seed", "published"] = Field("seed", alias="pokenoir.harm.slots",
                                                     description="[W] seed slots for all, or the published ones (adds Disarmo, "
                                                                 "Posizione; trainers have no Fatica; Fatica loses the harmless bonus)")
    rest: Literal["published", "off"] = Field("published", alias="pokenoir.rest",
                                              description="[W] the published rest: a short rest clears Light harm but Ferita and "
                                                          "KO, days of rest clear KO too; off = no rest command")
    remedies: dict[str, list[str]] = Field(
        default_factory=lambda: {"Pozione": ["ferita"], "Superpozione": ["ferita", "fatica"], "Iperpozione": ["ferita", "fatica", "ko"],
                                 "Revitalizzante": ["ko"]},
        alias="pokenoir.remedies", description="[W] remedy (Backpack item) -> the Light slots one use may clear (one slot per use)")
    wheel_rhythm: int = Field(1, strict=True, ge=0, le=20, alias="pokenoir.wheel.rhythm", description="[W] the Wheel's starting Rhythm")
    prices: dict[str, int] = Field(default_factory=dict, alias="pokenoir.blackMarket.prices",
                                   description="[W] black-market prices in Resources by item (the seed gives none); "
                                               "an item not listed needs --prezzo")

    @field_validator("mutation_every")
    @classmethod
    def _every_from_one(cls, every: int | str) -> int | str:
        """Every Nth Mutation Point counts from the first: N is 1 to 99 (0 would never come; seed 002, the move "Quando somministri una Droga…", its 6-:
        the 3rd point by default). Raises ``ValueError`` with what the option takes."""
        if isinstance(every, int) and not 1 <= every <= 99:
            raise ValueError(f"one of: onceOnly, or {whole_range_text(1, 99)}")
        return every
