"""Sheet-keeping commands of Pokémon Noir GdR: harm and its care, Conditions, tracks, modifiers, Experience
Keys, the Debt List, the Backpack, the Wheel's Rhythm, evolution, the Ball and Need.

Source: seed 002 (harm slots l.39 and l.47-51; Friendship floor l.57; Alert, Resources and the Debt List
l.103-117 and l.173-179; the Wheel l.187; evolution l.47 and l.55; the Ball and Need l.59 and l.81) and
catalogue §3.1, §3.4, §3.6; rest and remedies follow the published game [P]. The argument models and
handlers here join the table in ``rules.pokemon.commands``.
"""

from __future__ import annotations

from pydantic import field_validator

from rules.draft import Draft
from rules.errors import RuleError
from rules.pokemon.state import (
    add_condition, add_debt, add_forward, add_item, change_alert, change_friendship, change_resources, clear_harm, find,
    mark_harm, mark_xp, remove_condition, slot_id, take_item,
)
from rules.declaration import Context
from rules.system import Args, arg, lazy_module

session = lazy_module("rules.pokemon.session")


# --- harm, conditions, tracks -------------------------------------------------------------------------

class CharacterSlot(Args):
    """A character and one of their harm slots."""

    character: str = arg(help="Trainer or Pokémon.", positional=True, metavar="NAME")
    slot: str = arg(help="ferita, fatica, ko, cicatrice, rottura, menomazione, mortale (Italian or English).", positional=True, metavar="SLOT")


def do_harm(d: Draft, a: CharacterSlot, ctx: Context) -> None:
    """Mark a harm slot (a GM Reaction, a fall...): refused when it is already marked."""
    who = find(d, a.character)
    mark_harm(d, who, slot_id(d, who, a.slot))


def do_heal(d: Draft, a: CharacterSlot, ctx: Context) -> None:
    """Clear a marked harm slot (care the fiction allows, or a correction)."""
    who = find(d, a.character)
    clear_harm(d, who, slot_id(d, who, a.slot), how="GM")


class Rest(Args):
    """Rest (published game): a short rest clears Light harm but Ferita and KO; --giorni (1-3 days) clears KO too."""

    character: str = arg(help="Trainer or Pokémon.", positional=True, metavar="NAME")
    giorni: bool = arg(False, help="Days of rest: KO clears too.")


class Remedy(Args):
    """Use a Remedy from a trainer's Backpack on someone: it clears one slot the remedy table allows."""

    character: str = arg(help="Who is treated.", positional=True, metavar="NAME")
    oggetto: str = arg(help="The Remedy, e.g. Pozione, Revitalizzante.", metavar="ITEM")
    slot: str = arg(help="The slot cleared, e.g. ferita, ko.", metavar="SLOT")
    da: str | None = arg(None, help="Whose Backpack (default: --as, or the Pokémon's trainer).", metavar="TRAINER",
                         own=True)


def do_remedy(d: Draft, a: Remedy, ctx: Context) -> None:
    """Use a Remedy (see ``rules.pokemon.session.remedy``)."""
    who = find(d, a.character)
    user = a.da or (ctx.actor if ctx.actor != "GM" else None)
    if not user:
        rec = d.state["characters"][who]
        user = who if rec["tipo"] == "allenatore" else rec["allenatore"]
    session.remedy(d, find(d, user, "da", kind="allenatore"), who, a.oggetto, a.slot)


class ConditionArgs(Args):
    """Impose (or remove) a Condition: a free-text tag on a trainer, a Pokémon, a person or the environment (ambiente)."""

    target: str = arg(help="A character, ambiente, or any other name.", positional=True, metavar="TARGET")
    condition: str = arg(help="The Condition, e.g. Paralizzato.", positional=True, metavar="CONDITION")
    remove: bool = arg(False, help="Remove it instead.")


def do_condition(d: Draft, a: ConditionArgs, ctx: Context) -> None:
    """Impose or remove a Condition (catalogue §3.1 conditions)."""
    (remove_condition if a.remove else add_condition)(d, a.target, a.condition, field="condition")


class Adjust(Args):
    """Change a track by an amount (the fiction, a GM Reaction, a correction): bounds are enforced.

    Friendship never below -2 (nor above pokenoir.friendship.max), Alert within its floor and max,
    Resources not below their floor, Experience and Mutation Points not below 0.
    """

    character: str = arg(help="Trainer or Pokémon.", positional=True, metavar="NAME")
    amicizia: int | None = arg(None, help="Friendship change (a Pokémon).", metavar="+-N")
    allerta: int | None = arg(None, help="Alert change (a trainer).", metavar="+-N")
    risorse: int | None = arg(None, help="Resources change (a trainer).", metavar="+-N")
    esperienza: int | None = arg(None, help="Experience change (a trainer).", metavar="+-N")
    reason: str | None = arg(None, help="Why (shown in the history).", metavar="TEXT")


def do_adjust(d: Draft, a: Adjust, ctx: Context) -> None:
    """Change Friendship, Alert, Resources or Experience within their bounds (catalogue §3.4)."""
    who = find(d, a.character)
    kind = d.state["characters"][who]["tipo"]
    given = {k: v for k, v in (("amicizia", a.amicizia), ("allerta", a.allerta), ("risorse", a.risorse),
                               ("esperienza", a.esperienza)) if v is not None}
    if not given:
        raise RuleError("amicizia", "give at least one change: --amicizia, --allerta, --risorse or --esperienza")
    for key, value in given.items():
        if value == 0:
            raise RuleError(key, "a change of 0 changes nothing; give a non-zero amount")
    for key in given:
        if (key == "amicizia") != (kind == "pokemon"):
            raise RuleError(key, f"{who} is {'a Pokémon' if kind == 'pokemon' else 'a trainer'}; "
                                 f"{'only Friendship' if kind == 'pokemon' else 'Friendship belongs to a Pokémon'}")
    cause = a.reason
    if "amicizia" in given:
        change_friendship(d, who, given["amicizia"], cause=cause)
    if "allerta" in given:
        change_alert(d, who, given["allerta"], cause=cause)
    if "risorse" in given:
        change_resources(d, who, given["risorse"], cause=cause)
    if "esperienza" in given:
        if d.state["characters"][who]["esperienza"] + given["esperienza"] < 0:
            raise RuleError("esperienza", f"{who} has {d.state['characters'][who]['esperienza']} Experience; it cannot go below 0")
        mark_xp(d, who, given["esperienza"], a.reason or ctx.actor, cause=cause)   # who gave it, never "GM" for a player


class Forward(Args):
    """Give a trainer a modifier on their next roll (or, --ongoing, on every roll until the scene ends)."""

    character: str = arg(help="The trainer.", positional=True, metavar="NAME")
    amount: int = arg(1, ge=-3, le=3, help="The modifier, -3..+3 (not 0).", metavar="N")
    ongoing: bool = arg(False, help="Every roll until the scene ends.")
    reason: str | None = arg(None, help="Source shown on the roll (left out: who gives it).", metavar="TEXT")

    @field_validator("amount")
    @classmethod
    def _nonzero(cls, v: int) -> int:
        if v == 0:
            raise ValueError("a modifier of -3..+3 other than 0")
        return v


def do_forward(d: Draft, a: Forward, ctx: Context) -> None:
    """Grant a forward or ongoing modifier (catalogue PN-D04)."""
    add_forward(d, find(d, a.character, kind="allenatore"), a.amount, a.reason or ctx.actor, ongoing=a.ongoing)


class KeyArgs(Args):
    """Note that a trainer activated an Experience Key this session (+1 XP at the end of the session)."""

    character: str = arg(help="The trainer.", positional=True, metavar="NAME")
    key: str = arg(help="The Experience Key.", positional=True, metavar="KEY")
    new: bool = arg(False, help="Add this key to the trainer's keys first.")


class DebtArgs(Args):
    """A contact on a trainer's Debt List (Lista dei Debiti)."""

    character: str = arg(help="The trainer.", positional=True, metavar="NAME")
    contact: str = arg(help="The contact.", positional=True, metavar="CONTACT")
    reason: str = arg("favore", help="rifiuto (turned their back), favore (you owe a favour), affari (no more deals) or text.", metavar="TEXT")


def do_debt_add(d: Draft, a: DebtArgs, ctx: Context) -> None:
    """Put a contact on the Debt List."""
    who = find(d, a.character, kind="allenatore")
    contact = " ".join(a.contact.split())
    from rules.pokemon.state import on_debt_list

    if on_debt_list(d, who, contact):
        raise RuleError("contact", f"{contact} is already on {who}'s Debt List")
    add_debt(d, who, contact, a.reason, field="contact")


def do_debt_remove(d: Draft, a: DebtArgs, ctx: Context) -> None:
    """Take a contact off the Debt List (the debt is settled; the seed gives no rule for it)."""
    who = find(d, a.character, kind="allenatore")
    from rules.pokemon.state import on_debt_list

    listed = on_debt_list(d, who, a.contact)
    if not listed:
        raise RuleError("contact", f"{a.contact} is not on {who}'s Debt List; listed: {', '.join(d.state['characters'][who]['debiti']) or 'none'}")
    d.event("DebtSettled", character=who, contact=listed)
    d.set("characters", who, "debiti", listed, None)


class ItemArgs(Args):
    """Put an item in a trainer's Backpack (Zaino), or take it out."""

    character: str = arg(help="The trainer.", positional=True, metavar="NAME")
    item: str = arg(help="The item, e.g. Pozione, Ultra Ball.", positional=True, metavar="ITEM")
    remove: bool = arg(False, help="Take it out instead.")


def do_item(d: Draft, a: ItemArgs, ctx: Context) -> None:
    """Add or remove a Backpack item."""
    who = find(d, a.character, kind="allenatore")
    item = " ".join(a.item.split())
    if not item:
        raise RuleError("item", "name the item")
    (take_item if a.remove else add_item)(d, who, item, **({"field": "item"} if a.remove else {}))


class Rhythm(Args):
    """Set the Wheel's Rhythm: the Steps it moves at every end of session."""

    rhythm: int = arg(help="Steps per session, 0-20.", positional=True, metavar="N", ge=0, le=20)


class Evolve(Args):
    """Evolve a Pokémon: after Go All Out 10+ or trade radiation, or when its Evolution Clause is met (--clausola)."""

    pokemon: str = arg(help="The Pokémon.", positional=True, metavar="POKEMON")
    into: str = arg(help="The species it becomes.", metavar="SPECIES")
    clausola: bool = arg(False, help="Its Evolution Clause is met (the GM's call).")


class BallArgs(Args):
    """Put a Pokémon in its Ball or send it out (in Need Mode it goes back only with the Recall roll)."""

    pokemon: str = arg(help="The Pokémon.", positional=True, metavar="POKEMON", own=True)
    inside: bool = arg(True, flag="--in/--out", help="Into the Ball (default) or out of it.")


class NeedArgs(Args):
    """A Pokémon's Need is satisfied: Need Mode ends."""

    pokemon: str = arg(help="The Pokémon.", positional=True, metavar="POKEMON", own=True)
