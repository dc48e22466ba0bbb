"""Masks characters as commands name them: creating a hero or an NPC, and the character an action is about.

Source: 000 "Influence" (an adult gains Influence over every PC when introduced), the playbooks' starting
Labels (``rules.masks.playbooks``); README "Using the ledger" (``add-character``, ``add-npc``, ``--as``);
catalogue §1.1, MK-A10, MK-A29.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BeforeValidator, field_validator

from rules.free_text import refused_char, refused_text
from rules.draft import Draft
from rules.errors import RuleError
from rules.masks.state import active_pc, find
from rules.names import find_name, norm
from rules.declaration import Context
from rules.system import Args, arg


#: A list of names that also accepts one bare name (``--overflow-condition X`` or ``[X, Y]``).
Names = Annotated[list[str], BeforeValidator(lambda v: [v] if isinstance(v, str) else v)]


def who_acts(d: Draft, given: str | None, ctx: Context, field: str = "character", active: bool = True) -> str:
    """The hero an action is about: ``given``, else the actor when the actor is a PC; an active PC unless
    ``active`` is false (then any PC). Raises ``RuleError(field)`` when no one is named or the name is not
    such a PC."""
    name = given or (ctx.actor if ctx.actor != "GM" else None)
    if not name:
        raise RuleError(field, "name the character (or act --as the character)")
    return active_pc(d, name, field) if active else find(d, name, field, kind="pc")


def holder(d: Draft, given: str | None, ctx: Context, field: str = "character") -> str:
    """Who acts in an Influence or Team action (any character, an NPC too): ``given``, else the actor when
    the actor is not the GM. Raises ``RuleError(field)`` when no one is named or the name is unknown."""
    name = given or (ctx.actor if ctx.actor != "GM" else None)
    if not name:
        raise RuleError(field, "name who acts (or act --as them)")
    return find(d, name, field)


def _check_name(value: str) -> str:
    """A character name: 1-60 printable characters with a letter or digit, not ``GM``; spaces folded."""
    if refused_char(str(value)) is not None:
        raise ValueError(refused_text("name"))
    value = " ".join(str(value).split())
    if any(c in value for c in ",+=:"):
        raise ValueError("a name cannot contain , + = or : (they separate pick parameters)")
    if not value or len(value) > 60 or norm(value) == "gm" or not any(c.isalnum() for c in value):
        raise ValueError("a name of 1-60 characters with a letter or digit, other than GM")
    return value


class AddCharacter(Args):
    """Create a PC from a playbook's starting Labels plus +1 to one Label of your choice.

    A published playbook (``ledger playbooks``) brings its array: name the +1 with --plus-one. A playbook
    of your own needs --custom and its array with --labels (Danger, Freak, Savior, Superior, Mundane,
    each -2..+3, adding up to +2 as the published ones do), then --plus-one; the ledger notes that its
    own rules are not applied. The Joined starts from --other-half NAME's Labels (--up L --down L to shift
    one each way) and takes no +1. Adults already introduced gain Influence over the new hero.
    """

    name: str = arg(help="The hero's name (1-60 characters; not , + = :).", positional=True, metavar="NAME")
    playbook: str = arg(help="A published playbook (beacon, bull, ... nomad, soldier; see: ledger playbooks), "
                             "or your own with --custom.", metavar="PLAYBOOK")
    plus_one: str | None = arg(None, help="The Label that takes creation's +1.", metavar="LABEL")
    labels: list[int] | None = arg(None, help="A custom playbook's starting array D,F,S,S,M before the +1 (e.g. -1,0,2,0,1; "
                                              "adds up to +2).", sep=",", metavar="D,F,S,S,M", repeats=True, items=5)
    custom: bool = arg(False, help="A playbook the ledger does not model: its own rules are not applied.")
    other_half: str | None = arg(None, help="The Joined: the PC whose Labels yours start from.", metavar="NAME")
    up: str | None = arg(None, help="The Joined: one Label shifted up from your other half's.", metavar="LABEL")
    down: str | None = arg(None, help="The Joined: one Label shifted down from your other half's.", metavar="LABEL")
    _n = field_validator("name")(_check_name)


def add_character(d: Draft, a: AddCharacter, ctx: Context) -> None:
    """Create a PC (``rules.masks.playbooks.create_hero``: docs/systems/masks.md "Playbooks"; catalogue MK-A29, MK-A10)."""
    from rules.masks.playbooks import create_hero

    create_hero(d, a.name, a.playbook, a.plus_one, a.labels, a.custom, a.other_half, a.up, a.down)


class AddNpc(Args):
    """Introduce an NPC. An adult gains Influence over every PC when introduced."""

    name: str = arg(help="The NPC's name.", positional=True, metavar="NAME")
    adult: bool = arg(False, help="Adults hold Influence over every PC when introduced.")
    _n = field_validator("name")(_check_name)


def add_npc(d: Draft, a: AddNpc, ctx: Context) -> None:
    """Introduce an NPC; an adult gains Influence over every PC when first introduced (000 Influence),
    except over a Nomad (Masks: Unbound, "Putting Down Roots")."""
    if find_name(a.name, d.state["characters"]) is not None:
        raise RuleError("name", f"{a.name!r} already exists in this campaign")
    d.event("NpcIntroduced", character=a.name, adult=a.adult)
    d.set("characters", a.name, {"kind": "npc", "adult": a.adult, "status": "active"})
    if a.adult:
        from rules.masks.state import gain_influence, pcs

        from rules.masks.playbook_rules import adult_skips

        for pc in pcs(d, status=None):
            if d.state["characters"][pc]["status"] in ("active", "taken_out") and not adult_skips(d, pc):
                gain_influence(d, a.name, pc, cause=f"adult {a.name} introduced", how="adult")
