"""Mouse Guard campaign options: each resolves an ambiguity of seed 004, default from catalogue Appendix A.

Keys are the catalogue's dotted keys (``mouseguard.advance.rule`` ...). The chosen values are stored
in the campaign's first event, so replays always decide under the same options. Where the seed departs
from the published game, the seed is the default and the published rule a named value (``published``,
``wholePool``, ``GM`` ...).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class MouseGuardOptions(BaseModel):
    """Options of a Mouse Guard campaign (catalogue Appendix A; the ambiguity each resolves in brackets)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, frozen=True, defer_build=True)

    gear_bonus: Literal["+1D", "+1s"] = Field("+1D", alias="mouseguard.gear.bonus",
                                              description="appropriate gear adds a die or a success [MG-A01]")
    bl_halve: Literal["abilityOnly", "wholePool"] = Field(
        "abilityOnly", alias="mouseguard.beginnersLuck.halve",
        description="beginner's luck halves the ability only, or ability+help+gear+wise (published) [MG-A02]")
    swc_requested_by: Literal["player", "GM"] = Field(
        "player", alias="mouseguard.successWithCondition.requestedBy",
        description="who may turn a failed test into a success with a condition [MG-A03]")
    swc_logs_as: Literal["fail", "pass"] = Field("fail", alias="mouseguard.successWithCondition.logsAs",
                                                 description="how such a success logs for advancement [MG-A03]")
    tie_rule: Literal["traitThenRoll"] = Field(
        "traitThenRoll", alias="mouseguard.tie.rule",
        description="a tied versus test: a trait may break it for the opponent, else a tie-break roll; "
                    "no effect in conflict volleys [MG-A04]")
    against_success_tax: Literal[0, 1] = Field(0, alias="mouseguard.nature.againstSuccessTax",
                                               description="Nature tax when acting against Nature succeeds [MG-A05]")
    tap_against_fail_tax: Literal["margin", "onePlusMargin"] = Field(
        "margin", alias="mouseguard.nature.tapAgainstFailTax",
        description="Nature tax when tapping Nature against it fails [MG-A05]")
    with_nature_fail_tax: Literal[0, "margin"] = Field(0, alias="mouseguard.nature.withNatureFailTax",
                                                       description="Nature tax when acting with Nature fails [MG-A05]")
    nature_zero: Literal["mustRetire", "none"] = Field("mustRetire", alias="mouseguard.nature.zeroRule",
                                                       description="Nature taxed to 0 flags the mouse to retire [MG-A06]")
    learn_threshold: Literal["natureMax", "fixed5", "natureCurrent"] = Field(
        "natureMax", alias="mouseguard.learn.threshold",
        description="beginner's-luck attempts needed to learn a skill [MG-A07]")
    advance_rule: Literal["seed", "published"] = Field(
        "seed", alias="mouseguard.advance.rule",
        description="seed: rating+1 passes and rating fails; published: rating passes and rating-1 fails [MG-A08]")
    max_skills: int = Field(24, strict=True, ge=1, le=60, alias="mouseguard.skills.maxCount",
                            description="skills on a sheet, abilities not counted [MG-A09]")
    max_rating: int = Field(6, strict=True, ge=2, le=10, alias="mouseguard.skills.maxRating",
                            description="highest rating of a skill or ability [MG-A09]")
    scripting: Literal["sealedBothSides", "gmDeclaresFirst"] = Field(
        "sealedBothSides", alias="mouseguard.conflict.scripting",
        description="both sides seal scripts in any order, or the GM's side first (seed literal) [MG-A10]")
    disposition_table: Literal["data", "published"] = Field(
        "data", alias="mouseguard.conflict.dispositionTable",
        description="disposition skill and ability per conflict type [MG-A11]")
    exact_half: Literal["compromise", "minor"] = Field(
        "compromise", alias="mouseguard.compromise.exactHalf", description="the winner lost exactly half [MG-A12]")
    both_zero: Literal["drawMajorEach", "noCompromise"] = Field(
        "drawMajorEach", alias="mouseguard.compromise.bothZero", description="both sides reach 0 at once [MG-A12]")
    end_immediately: bool = Field(True, strict=True, alias="mouseguard.conflict.endImmediately",
                                  description="a side at 0 ends the conflict at once, later volleys void [MG-A30]")
    sword_bind_at: Literal["firstUse", "conflictStart"] = Field(
        "firstUse", alias="mouseguard.sword.bindAt", description="when a sword's +1D is bound to an action [MG-A15]")
    override_symmetric: bool = Field(True, strict=True, alias="mouseguard.weaponOverride.symmetric",
                                     description="either side's spear/sling/thrown weapon changes the pairing [MG-A17]")
    injury_penalty: Literal["allTests", "chooseOne"] = Field(
        "allTests", alias="mouseguard.injury.penalty",
        description="Injured/Sick: -1D to every Nature, Will, Health and skill test, or to one chosen [MG-A19]")
    hungry_ob: int = Field(1, strict=True, ge=1, le=10, alias="mouseguard.hungry.ob",
                           description="Ob of the Hungry/Thirsty recovery test [MG-A20]")
    l3_reroll: Literal["failedDice", "wholeRoll"] = Field(
        "failedDice", alias="mouseguard.trait.l3Reroll", description="what a level-3 trait rerolls [MG-A22]")
    handicap_scope: Literal["perTest", "perTurnPhase"] = Field(
        "perTest", alias="mouseguard.checks.selfHandicapScope",
        description="one trait used against yourself per test, or per GM's/Players' Turn [MG-A23]")
    charge_duration: Literal["session", "scene", "adventure"] = Field(
        "session", alias="mouseguard.charge.duration", description="how long a charged trait stays raised [MG-A24]")
    fate_mode: Literal["explodeSixes", "rerollAll", "rerollFailed"] = Field(
        "explodeSixes", alias="mouseguard.fate.mode", description="what a Fate point rerolls [MG-A25]")
    persona_max_dice: int | None = Field(3, strict=True, ge=1, le=20, alias="mouseguard.persona.maxDice",
                                         description="Persona dice on one test; null = no cap [MG-A26]")
    rewards_timing: Literal["perMission", "perSession"] = Field(
        "perMission", alias="mouseguard.rewards.timing",
        description="rewards after each mission's Players' Turn, or at the end of the session [MG-A27]")
    free_tests: int = Field(1, strict=True, ge=0, le=10, alias="mouseguard.playersTurn.freeTests",
                            description="free tests per mouse in the Players' Turn [MG-A28]")
    pending_scope: Literal["sideNextAction", "actorNextAction"] = Field(
        "sideNextAction", alias="mouseguard.conflict.pendingModsScope",
        description="whose next action Impede, Position and the hook's +1s apply to [MG-A29]")
