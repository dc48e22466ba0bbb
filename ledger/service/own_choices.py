"""What a player's own commands leave to them: the values a field that names a character offers them, and the
character a field naming the actor's own takes when they leave it out.

Source: README "Playing as a group" (a player acts only as their own characters; a player of one character who
names no one acts as that character; a player's action changes no other player's character) and
``ledger.group.permissions.may_name`` (the check every write makes of the characters its arguments name).
"""

from __future__ import annotations

from typing import Any

from ledger.service.people import Person


def choosable(ledger: Any, name: str, by: Person, command: str, key: str, values: list[str]) -> list[str]:
    """``values`` (the names a field ``key`` of ``command`` offers, as the model spells it) that ``by`` may choose in
    campaign ``name`` (as stored): for a player, a field naming the actor's own (``rules.naming.naming``) offers the
    characters they may act as (``ledger.service.offers.Offer.actors``), and another field naming characters none
    another person plays (``Offer.others``) unless the command is one the system shares; every value for a GM and
    for a field naming no character. Raises ``Refused`` for someone not in the campaign."""
    from ledger.service.offers import offered
    from rules.naming import naming

    if by.owner:
        return values
    offer = offered(ledger, name, by)
    if offer.role != "player":
        return values
    own = naming(ledger.system(name), command).get(key)
    if own is None:
        return values
    if own:
        return [v for v in values if v in offer.actors and v != "GM"]
    return values if command in offer.shared else [v for v in values if v not in offer.others]


def own_defaults(ledger: Any, name: str, by: Person, command: str, body: dict[str, Any]) -> dict[str, Any]:
    """``body`` (a command's arguments as sent, ``as`` still in it or not) with each field naming the actor's own
    (``rules.naming.naming``) that it leaves out given the one character ``by`` plays, when ``by`` is a player of
    exactly one character who names no one else (``as`` left out or that character) and the command requires it: as
    ``ledger.group.permissions.acting_as`` makes them its actor. ``body`` itself otherwise (a copy when filled)."""
    from ledger.group.permissions import acting_as
    from rules.naming import naming

    if by.owner:
        return body
    state = ledger.now(name, by=by).state
    mine = acting_as(state, by.who, None)
    if mine is None or body.get("as") not in (None, mine):
        return body
    system = ledger.system(name)
    spec = system.commands.get(command)
    needed = {info.alias or f for f, info in spec.args.model_fields.items() if info.is_required()} if spec else set()
    missing = [k for k, own in naming(system, command).items() if own and k in needed
               and k not in body and k.replace("_", "-") not in body and k.replace("-", "_") not in body]
    return {**body, **{k: mine for k in missing}} if missing else body
