"""What a person may do now at a campaign's table: the commands the phase allows, as whom, and whether they run the
table or correct. The pages offer exactly this; the service still checks every write when it comes.

Source: design.md "People, roles and hidden information" (who may do what is the service's answer, from every
face); ``ledger.group.permissions`` (``may_act``, ``may_correct``, ``may_run_table``: the same checks ``Ledger.act``,
``Ledger.correct`` and ``Ledger.group`` make); ``rules.system.GameSystem.allowed_now`` (the gates' list of the
commands allowed in a state, as ``ledger status`` prints it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ledger.errors import Refused
from ledger.service.people import Person


@dataclass(frozen=True)
class Offer:
    """What ``Offer.person`` may do in one campaign now.

    ``role``: ``"gm"``, ``"player"``, ``"viewer"`` or None; ``characters``: those bound to them; ``actors``: the names
    they may act as (``"GM"`` first for a GM, else their own characters, or every character under ``player-acts =
    any``); ``commands``: the play commands the phase allows now and those no phase gates (``rules.sessions.UNGATED``:
    a recap), in the command table's order, without the follow-ups of a roll that is not theirs
    (``ledger.group.permissions.may_follow``, the rule the refusal cites), and empty when they may act as no one;
    ``table``: whether they run the table (invitations, people, permissions, approval, proposals);
    ``correct``: the corrections they may ask for (``undo``/``redo``/``amend``, a player's undo still checked against
    their own last action when it comes); ``others``: the characters other people play, which their arguments may
    not name (``ledger.group.permissions.may_name``; empty for a GM and under ``player-acts = any``) but in the
    system's ``shared`` commands (``SystemDeclaration.shared_commands``)."""

    role: str | None
    characters: tuple[str, ...] = ()
    actors: tuple[str, ...] = ()
    commands: tuple[str, ...] = ()
    table: bool = False
    correct: tuple[str, ...] = field(default=())
    others: tuple[str, ...] = ()
    shared: frozenset[str] = frozenset()


def offered(ledger: Any, name: str, by: Person) -> Offer:
    """The ``Offer`` of campaign ``name`` (as stored) for ``by``, read from the campaign as it stands now. Raises
    ``Refused`` for someone not in the campaign (as every read does)."""
    from ledger.group.permissions import (may_act, may_command, may_correct, may_run_table, member,
                                          players_by_character, plays, settings)

    ledger.visible(name, by)                     # Refused for a stranger, before anything is told
    camp = ledger.now(name)
    state = camp.state
    who = member(state, by.who)
    system = ledger.system(name)
    characters = list(system.views.characters(state, system.lang(None)))

    def allowed(check: Any, *args: Any) -> bool:
        try:
            check(state, by.who, *args)
        except Refused:
            return False
        return True

    actors = tuple(a for a in ["GM", *characters] if allowed(may_act, a, system.owner_of))
    limited = who.role == "player" and settings(state)["player-acts"] == "own"
    others = tuple(n for n, p in players_by_character(state, system.owner_of).items()
                   if limited and p != by.who and not plays(state, who, n, system.owner_of))
    phase = system.allowed_now(state)
    follows = may_give(state, by.who, system)                 # another's roll: its follow-ups are not theirs
    from rules.sessions import UNGATED

    commands = tuple(c for c in system.commands if (phase is None or c in phase or c in UNGATED)
                     and allowed(may_command, c, system.gm_commands)
                     and follows(c)) if actors else ()
    return Offer(role=who.role, characters=tuple(who.characters), actors=actors, commands=commands,
                 table=allowed(may_run_table, "invite"),
                 correct=tuple(c for c in ("undo", "redo", "amend") if allowed(may_correct, c)),
                 others=others, shared=frozenset(system.shared_commands))


def may_give(state: dict[str, Any], person: str | None, system: Any, actor: str | None = None) -> Any:
    """``command -> bool``: whether ``person`` may give ``command`` in campaign ``state`` (whole, as the service
    checks it) as far as a roll's follow-ups go (``ledger.group.permissions.may_follow`` over the system's
    ``follows``: another's roll's resolution is not theirs), for the lists of what they may do (a status's
    ``allowed``, a refusal's "allowed now", the shell's completion). ``actor``: who they act as (``--as``; None:
    as the GM): a GM acting as a character is offered what its player would be
    (``ledger.group.permissions.acting_member``). Source: README "Playing as a group" and "At the table: ledger
    play"."""
    from ledger.group.permissions import acting_member, may_follow

    who = acting_member(state, person, actor)

    def may(command: str) -> bool:
        try:
            may_follow(state, who, command, system.follows, system.owner_of)
        except Refused:
            return False
        return True
    return may


def may_offer(state: dict[str, Any], person: str | None, system: Any, actor: str | None = None) -> Any:
    """``command -> bool``: whether ``person``, acting as ``actor`` (``--as``; None: as who they are), is offered
    ``command`` in campaign ``state``: the permissions' rules a player's commands are checked by, as the table's page
    offers them (``offered``): not a GM's command for a player (``ledger.group.permissions.may_command``, rule
    ``gm-commands``) and not another's roll's follow-ups (``may_give``). A GM acting as a character is read as its
    player (``ledger.group.permissions.acting_member``). Source: README "Playing as a group" and ``ledger status
    --as``; each system's docs page, "Who gives which command"."""
    from ledger.group.permissions import acting_member, may_command

    who = acting_member(state, person, actor)
    follows = may_give(state, person, system, actor)

    def may(command: str) -> bool:
        try:
            may_command(state, who, command, system.gm_commands)
        except Refused:
            return False
        return follows(command)
    return may


def yours(entries: list[Any], may: Any) -> list[Any]:
    """The entries of an "allowed now" list (commands, each maybe with a hint: ``"roll --option TA2"``) whose command
    ``may(command)`` says the reader may give. Source: README "Playing as a group" (a reader is offered what they
    may do)."""
    return [e for e in entries if not isinstance(e, str) or may(e.split(" --", 1)[0])]


def for_reader(err: Exception, state: dict[str, Any], person: str | None, system: Any,
               actor: str | None = None) -> Exception:
    """``err`` as ``person`` should read it: a rules' refusal's "allowed now" list (``rules.phases``) without the
    commands they may not give (a GM's, for a player: ``ledger.group.permissions.may_command``; another's roll's
    follow-ups: ``may_give``, as who they act as, ``actor``: a GM acting as a character reads that character's
    player's list, the GM's commands kept); ``err`` itself for a GM acting as the GM or any other refusal. Source:
    README "Playing as a group"; design.md "People, roles and hidden information" (who may do what is the
    service's answer)."""
    from ledger.group.permissions import member
    from rules.errors import RuleError

    marker = "; allowed now: "
    gm = member(state, person).gm
    if not isinstance(err, RuleError) or marker not in err.message or (gm and actor is None):
        return err
    reason, _, listed = err.message.rpartition(marker)
    follows = may_give(state, person, system, actor)
    mine = yours(listed.split(", "), lambda c: (gm or c not in system.gm_commands) and follows(c))
    if mine == listed.split(", "):
        return err
    return RuleError(err.field, f"{reason}{marker}{', '.join(mine) or 'none'}", err.words)


def ruling_missing(err: Exception, state: dict[str, Any], person: str | None, system: Any, command: str) -> Exception:
    """``err`` as a player should read it when it asks for an argument of ``command`` that is a GM's ruling
    (``rules.rulings.gm_fields``) which they may not give themselves (not a GM, no GM approval
    that would make their action a proposal): "a GM gives this ..., ask a GM" naming the same field, since the
    refusal's own hint (give it) would only be refused next (rule ``gm-arguments``), the command as the reader's
    language names it (``GameSystem.command_word``). ``err`` itself otherwise.
    Source: README "Playing as a group" (``gm-arguments``); each system's docs page ("Who gives which command")."""
    from ledger.group.permissions import member, needs_approval
    from rules.errors import RuleError
    from rules.rulings import gm_fields

    if not isinstance(err, RuleError) or member(state, person).gm or needs_approval(state, person):
        return err
    ruled = {f.replace("-", "_") for f in gm_fields(system, command)}
    if str(err.field).replace("-", "_") not in ruled:
        return err
    return RuleError(err.field, f"a GM gives this (their ruling), not a player: ask a GM to give it, or to make "
                                f"this {command}", {command: lambda lang: system.command_word(command, lang)})


def actors_for(state: dict[str, Any], person: str | None, characters: list[str], owner_of: Any = None) -> list[str]:
    """The names ``person`` may act as among ``"GM"`` and ``characters`` (``ledger.group.permissions.may_act``):
    every one for a GM, a player's own characters and those belonging to them (``owner_of``, the system's: a
    companion belonging to a character they play), every character under ``player-acts = any``."""
    from ledger.group.permissions import may_act

    def allowed(actor: str) -> bool:
        try:
            may_act(state, person, actor, owner_of)
        except Refused:
            return False
        return True
    return [a for a in ["GM", *characters] if allowed(a)]


def chronicle_for(ledger: Any, name: str, lang: str | None, by: Person) -> str:
    """Campaign ``name``'s chronicle as HTML (``ledger.service.archiving.chronicle``) for ``by``, any of the
    campaign's people: told from the events their role may see (``ledger.group.visibility``: a GM's private notes,
    the invitations and others' proposals left out for a player or a viewer), with what a system seals hidden until
    its reveal. Raises ``Refused`` for someone not in the campaign."""
    from ledger.service.archiving import chronicle

    return "".join(chronicle(ledger, name, "html", lang, by)[1])


def undoable(ledger: Any, name: str, by: Person) -> dict[str, Any] | None:
    """The action a player ``by`` may undo in campaign ``name`` (as stored) now, ``{"action": number, "command":
    name}``, as ``Ledger.correct`` would allow their undo of it (``ledger.group.permissions.may_correct`` and
    ``ledger.service.player_undo.last_own``: their own last action, in force, its scene open); None for a GM or the
    store's owner (who correct from the desk), a viewer, under ``player-undo = none``, or when nothing is theirs to
    undo. Raises ``Refused`` for someone not in the campaign. Source: README "Correcting mistakes" (a player's undo);
    design.md "People, roles and hidden information"."""
    from ledger.group.permissions import may_correct
    from ledger.service.player_undo import last_own

    ledger.visible(name, by)
    if by.owner:
        return None
    camp = ledger.app.campaign(name)
    try:
        if may_correct(camp.state, by.who, "undo").gm:
            return None
        last = last_own(ledger.app, camp, by.who)
    except Refused:
        return None
    return {"action": last.id, "command": last.command}
