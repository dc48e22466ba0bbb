"""Who may do what at a campaign's table: the rules a GM reads with ``ledger permissions`` and sets per campaign.

Source: design.md "People, roles and hidden information" (a table the service layer checks on every call, from
every face; a refusal writes nothing) and README "Playing as a group" (the defaults). Pure: reads the campaign
state's ``table`` part (``ledger.group.table``) and names no game system.

Roles: ``gm`` (one or more: acts as anyone, corrects anything, runs the table), ``player`` (acts as the
characters bound to them), ``viewer`` (reads only). The store's owner (the CLI on the store's own machine, a
person of None) is a GM of every campaign.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any

from ledger.errors import Refused

#: A rule a GM may set: its id (as ``ledger permissions set RULE VALUE`` types it) -> the values it takes, each
#: with the sentence a refusal names. The first value is the default.
RULES: dict[str, dict[str, str]] = {
    "player-acts": {"own": "players act as their own characters",
                    "any": "players act as any character"},
    "player-undo": {"own-last": "a player may undo their own last action while its scene is open, nothing else",
                    "none": "players correct nothing"},
    "shared-characters": {"no": "a character is played by one person at a time",
                          "yes": "a character may be played by several people"},
}

#: The default value of every settable rule.
DEFAULTS: dict[str, str] = {rule: next(iter(values)) for rule, values in RULES.items()}

#: The rules that are not settable, by the sentence a refusal names (read by ``ledger permissions``).
FIXED: dict[str, str] = {
    "gm": "a GM may act as anyone and correct anything",
    "viewer": "a viewer reads",
    "member": "only the campaign's people act in it",
    "table": "only a GM runs the table (invitations, people, permissions, approval, proposals, private notes)",
    "gm-commands": "only a GM gives the commands that run the table and those that are the GM's rulings",
    "gm-arguments": "only a GM gives an argument that is the GM's ruling (the permissions list them); under "
                    "approval a player proposes it and a GM decides",
    "others-characters": "a player's action changes no other player's character",
    "seed": "only a GM chooses a roll's seed; a player types in physical dice or lets the ledger draw them",
    "sealed": "nobody rewrites another side's sealed record (a secret script) before its reveal: its own side may "
              "correct it; a GM approves it as proposed or rejects it",
    "last-gm": "a campaign keeps a GM among its people: the last one is neither removed nor given another role",
}

#: The argument names by which a command is given a seed of its roller (a system's ``seed`` argument, an exported
#: script's ``action_seed``).
SEED_ARGS = ("seed", "action_seed", "action-seed")

#: ``(state, name) -> owner | None``: the character another character belongs to (a system's ``owner_of``,
#: ``rules.declaration.SystemDeclaration``); None: every character is its own.
Owner = Callable[[dict[str, Any], str], "str | None"] | None

#: ``(state, command) -> (character, ...) | None``: whose open roll a command follows (a system's ``follows``,
#: ``rules.declaration.SystemDeclaration``); None: no command follows anyone's.
Follows = Callable[[dict[str, Any], str], "tuple[str, ...] | None"] | None

ROLES = ("gm", "player", "viewer")
#: The campaign option of GM approval: ``off``, ``players`` (a player's play commands become proposals) or
#: ``all-but-gm`` (every action by someone who is not a GM, corrections too).
APPROVAL = ("off", "players", "all-but-gm")


@dataclass(frozen=True)
class Member:
    """Who a person is in one campaign: ``name`` (None: the store's owner), ``role`` (one of ``ROLES``, or None for
    someone not in it, or removed) and the ``characters`` bound to them (a player's)."""

    name: str | None
    role: str | None
    characters: tuple[str, ...] = ()

    @property
    def gm(self) -> bool:
        """Whether this member runs the table (a GM, or the store's owner)."""
        return self.role == "gm"


def member(state: dict[str, Any], person: str | None) -> Member:
    """``person`` (None: the store's owner, always a GM) as campaign ``state``'s table knows them now."""
    if person is None:
        return Member(None, "gm")
    people = (state.get("table") or {}).get("people") or {}
    entry = people.get(person)
    if entry is None or entry.get("removed") is not None:
        return Member(person, None)
    return Member(person, entry.get("role"), tuple(entry.get("characters") or ()))


def plays(state: dict[str, Any], who: Member, name: str, owner_of: Owner = None) -> bool:
    """Whether member ``who`` plays character ``name`` (a stored name) of ``state``: bound to it, or to the character
    it belongs to (``owner_of``). Source: design.md "People, roles and hidden information" (a player is bound to
    the characters they play) and each system's ``owner_of`` (its seed: whose a character is)."""
    if name in who.characters:
        return True
    owner = owner_of(state, name) if owner_of is not None else None
    return owner is not None and owner != name and owner in who.characters


def players_by_character(state: dict[str, Any], owner_of: Owner = None) -> dict[str, str]:
    """Every character of ``state`` someone plays -> the first person (not removed) who plays it: the characters
    bound to them and those belonging to one of these (``owner_of``)."""
    bound = {name: person for person, entry in ((state.get("table") or {}).get("people") or {}).items()
             if not entry.get("removed") for name in entry.get("characters") or []}
    out = dict(bound)
    if owner_of is not None:
        for name in state.get("characters") or {}:
            owner = owner_of(state, name)
            if name not in out and owner in bound:
                out[name] = bound[owner]
    return out


def settings(state: dict[str, Any]) -> dict[str, str]:
    """Every settable rule's value in ``state`` (defaults where the table sets none)."""
    return {**DEFAULTS, **((state.get("table") or {}).get("permissions") or {})}


def sentence(state: dict[str, Any], rule: str) -> str:
    """The sentence naming rule ``rule``'s current value in ``state`` (a fixed rule's own sentence)."""
    if rule in FIXED:
        return FIXED[rule]
    return RULES[rule][settings(state)[rule]]


def rule_id(text: str) -> str | None:
    """The id of the rule whose sentence (``sentence``: a settable rule's value's, or a fixed rule's) is ``text``, or
    None (the desk's own wording of ``table``, an unknown one)."""
    for rule, values in RULES.items():
        if text in values.values():
            return rule
    return next((rule for rule, said in FIXED.items() if said == text), None)


def refuse(state: dict[str, Any], rule: str, message: str, field: str = "by") -> Refused:
    """The ``Refused`` naming ``rule`` (as ``sentence`` words it) with ``message``."""
    return Refused(sentence(state, rule), message, field=field)


def may_act(state: dict[str, Any], person: str | None, actor: str, owner_of: Owner = None) -> None:
    """Check that ``person`` may record a play action with ``actor`` (``"GM"`` or a character's stored name) in
    ``state``. Raises ``Refused`` naming the rule: not a member, a viewer, a player acting as GM or as a
    character they do not play (``plays``: bound to them or belonging to theirs by ``owner_of``; under
    ``player-acts = own``)."""
    who = member(state, person)
    if who.gm:
        return
    if who.role is None:
        raise refuse(state, "member", f"{person} is not one of this campaign's people")
    if who.role == "viewer":
        raise refuse(state, "viewer", f"{person} is a viewer here")
    if actor == "GM" and len(who.characters) > 1:       # several characters and none named: say which to name
        raise refuse(state, "player-acts", f"{person} plays {', '.join(who.characters)}, not the GM; name the one "
                                           "acting (as)", field="as")
    if actor == "GM":
        raise refuse(state, "player-acts", f"{person} plays {', '.join(who.characters) or 'no character'}, not the GM",
                     field="as")
    if settings(state)["player-acts"] == "own" and not plays(state, who, actor, owner_of):
        raise refuse(state, "player-acts", f"{person} plays {', '.join(who.characters) or 'no character'}, not {actor}",
                     field="as")


def acting_as(state: dict[str, Any], person: str | None, actor: str | None) -> str | None:
    """Who ``person`` acts as when their action names ``actor`` (``--as``, a body's ``as``; None: not given): a
    player bound to exactly one character acts as it when they name no one (the GM's role is not theirs to take);
    otherwise ``actor`` as given (None: the GM, which ``may_act`` then checks). Source: README "Playing as a group"
    (a player acts as their own characters)."""
    if actor is not None:
        return actor
    who = member(state, person)
    if who.gm or who.role != "player" or len(who.characters) != 1:
        return actor
    return who.characters[0]


def may_name(state: dict[str, Any], person: str | None, args: dict[str, Any], owner_of: Owner = None,
             shared: bool = False, own: Collection[str] = ("character",)) -> None:
    """Check the characters a play command's arguments name against ``player-acts``: under ``own`` a player's
    argument naming the acting character or its companion (``own``: the arguments as the model spells them,
    ``rules.naming.naming``; every system's ``character``, whose sheet or roll it is) names only a character they
    play (``plays``); an NPC, a character nobody plays or another player's is the GM's (or theirs). Every other
    argument naming a character (a ``target``, a ``with``: a text or a list of texts equal to a stored name) names
    none another person plays, unless the command is one the system lets change others' characters (``shared``:
    ``SystemDeclaration.shared_commands``). A name the campaign does not know is left to the rules to refuse.
    Raises ``Refused`` (rule ``player-acts``, field the argument as its model names it). Source: README "Playing
    as a group" (a player acts only as their own characters; a companion is its owner's)."""
    from rules.names import norm

    who = member(state, person)
    if who.gm or who.role is None or settings(state)["player-acts"] == "any":
        return
    stored = {norm(c): c for c in state.get("characters") or {}}
    others = players_by_character(state, owner_of)
    owns = {str(key).replace("-", "_") for key in own}
    for key, value in args.items():
        for named in (value if isinstance(value, list) else [value]):
            found = stored.get(norm(named)) if isinstance(named, str) else None
            if found is None or plays(state, who, found, owner_of):
                continue
            if str(key).replace("-", "_") in owns or (not shared and others.get(found, person) != person):
                raise refuse(state, "player-acts", f"{person} plays {', '.join(who.characters) or 'no character'}, "
                             f"not {found}", field=key)


def acting_member(state: dict[str, Any], person: str | None, actor: str | None) -> Member:
    """``person`` as the rule of a roll's follow-ups (``may_follow``) reads them when they act as ``actor`` (``--as``,
    as typed; None or ``"GM"``: as the GM): a GM (the store's owner included: the CLI, ``ledger play --as``) acting as
    one of the campaign's characters is read as that character's player, ``Member(person, "player", (character,))``,
    so that they are offered what its player would be; anyone else, and a GM acting as the GM or as a name the
    campaign does not know, as they are (``member``). Source: README "At the table: ledger play" (``--as``) and
    "Playing as a group" (a player acts only as their own characters)."""
    from rules.names import norm

    who = member(state, person)
    if not who.gm or actor is None or norm(actor) == "gm":
        return who
    found = {norm(c): c for c in state.get("characters") or {}}.get(norm(actor))
    return who if found is None else Member(person, "player", (found,))


def may_follow(state: dict[str, Any], person: str | Member | None, command: str, follows: Follows = None,
               owner_of: Owner = None, players: Any = None, field: str = "as") -> None:
    """Check that ``person`` may give ``command`` when it follows someone's open roll (``follows``: the system's
    ``SystemDeclaration.follows``, ``(state, command) -> the characters whose roll it follows, or None``): under
    ``player-acts = own`` a player gives a roll's follow-ups (its resolution, its picks, a spend on it) only when
    they play one of those characters (``plays``: bound to them or belonging to theirs by ``owner_of``); a GM, and
    a command that follows no one's roll, pass. ``person`` may be a ``Member`` already (``acting_member``: a GM
    acting as a character, read as its player). One rule for the table's offer (``ledger.service.offers``), the
    shell's (``ledger play --as``) and the refusal when the command comes. Raises ``Refused`` (rule
    ``player-acts``, field ``field``: ``as`` when the action named who acts, else ``command``) naming whose roll
    it is: the characters it follows that players play (``players``: the system's ``players`` function, state ->
    names; None: every one), never a GM's character such as a roll's target, else its roller. Source: README
    "Playing as a group" (a player acts only as their own characters); each system's docs page, "Who gives which
    command"."""
    who = person if isinstance(person, Member) else member(state, person)
    person = who.name if isinstance(person, Member) else person
    if follows is None or who.role != "player" or settings(state)["player-acts"] == "any":
        return
    whose = follows(state, command)
    if whose is None or any(plays(state, who, name, owner_of) for name in whose):
        return
    playable = set(players(state)) if players is not None else set(whose)
    named = [name for name in whose if name in playable] or list(whose[:1])
    raise refuse(state, "player-acts", f"{person} plays {', '.join(who.characters) or 'no character'}, not "
                 f"{', '.join(named)}", field=field)


def may_command(state: dict[str, Any], person: str | Member | None, command: str,
                gm_commands: frozenset[str] | set[str], rulings: frozenset[str] | set[str] = frozenset()) -> None:
    """Check that ``person`` may give play command ``command`` at all: one of the system's ``gm_commands``
    (``rules.system.GameSystem.gm_commands``) is a GM's: checked before the character a player names, so a
    player's GM command cites this rule whoever it is given as. Raises ``Refused`` (rule ``gm-commands``) for a
    player, saying the command runs the table, or, one of ``rulings`` (``GameSystem.gm_rulings``: a mark
    the GM imposes, a track adjusted), that it is the GM's ruling; a stranger's or a viewer's command is left to
    ``may_act``. ``person`` may be a ``Member`` already (``acting_member``: a GM acting as a character, read as its
    player)."""
    who = person if isinstance(person, Member) else member(state, person)
    person = who.name if isinstance(person, Member) else person
    if who.role == "player" and command in gm_commands:        # a stranger or a viewer: ``may_act`` says why
        what = f"{command} is the GM's (a ruling)" if command in rulings else f"{command} runs the table"
        raise refuse(state, "gm-commands", f"{person} is a player, not a GM; {what}", field="command")


def may_argue(state: dict[str, Any], person: str | None, ruled: list[tuple[str, str]]) -> None:
    """Check that ``person`` may give the GM's rulings ``ruled`` (``rules.rulings.gm_ruled``: ``[(argument,
    as typed)]``, the arguments of a player's command that are a GM's ruling, such as an imposed shift): only a GM
    gives them, or a player whose action becomes a proposal a GM decides (``needs_approval``). Raises ``Refused``
    (rule ``gm-arguments``, field the first argument as its model names it) naming the argument as typed
    (``--imposed``); a stranger's or a viewer's action is left to ``may_act``. Source: each system's docs page,
    "Who gives which command" (the seed behind each ruling)."""
    who = member(state, person)
    if ruled and who.role == "player" and not needs_approval(state, person):
        raise refuse(state, "gm-arguments", f"{person} is a player, not a GM; {ruled[0][1]} is the GM's",
                     field=ruled[0][0])


def may_seed(state: dict[str, Any], person: str | None, args: dict[str, Any]) -> None:
    """Check that ``person`` may choose the seed of a command's roll (``args`` naming one of ``SEED_ARGS``): the
    dice follow from the seed alone, so a seed chosen is dice chosen; only a GM (or the store's owner) gives one
    (a test, a demonstration). A player's roll is typed in (``dice``) or drawn by the ledger. Raises ``Refused``
    (rule ``seed``, field ``seed``). Source: developers' guide ("Every roll can be typed in from physical dice;
    the seeded roller is the other path")."""
    given = next((key for key in SEED_ARGS if args.get(key) is not None), None)
    if given is not None and not member(state, person).gm:
        raise refuse(state, "seed", f"{person} may not give {given.replace('_', '-')}; give the dice rolled "
                     "(dice) or leave both out for dice the ledger draws", field="seed")


def may_change(state: dict[str, Any], person: str | None, specs: list[Any], owner_of: Owner = None,
               shared: bool = False) -> None:
    """Check that the events a person's action would record (``specs``: ``rules.draft.EventSpec``) change no
    character another person plays (``players_by_character``: bound to them or belonging to theirs by
    ``owner_of``; a change whose path is ``["characters", NAME, ...]``, the state's shape every system shares:
    docs/adding-a-game-system.md). A GM's change anything, and so do a player's under ``player-acts = any`` and a
    command the system lets change others' characters (``shared``: ``SystemDeclaration.shared_commands``, such as
    a help on another's test). Raises ``Refused`` (rule ``others-characters``)."""
    who = member(state, person)
    if who.gm or shared or settings(state)["player-acts"] == "any":
        return
    theirs = {name: other for name, other in players_by_character(state, owner_of).items() if other != person}
    for spec in specs:
        for change in getattr(spec, "changes", None) or []:
            path = change.get("path") or []
            if (len(path) >= 2 and path[0] == "characters" and path[1] in theirs
                    and not plays(state, who, path[1], owner_of)):
                raise refuse(state, "others-characters", f"this would change {path[1]}, whom {theirs[path[1]]} plays",
                             field="character")


def may_correct(state: dict[str, Any], person: str | None, command: str) -> Member:
    """Check that ``person`` may make a correction (``undo``/``redo``/``amend``) at all; returns the member (a
    player's undo is further checked against their own last action by the service). Raises ``Refused``."""
    who = member(state, person)
    if who.gm:
        return who
    if who.role is None:
        raise refuse(state, "member", f"{person} is not one of this campaign's people")
    if who.role == "viewer":
        raise refuse(state, "viewer", f"{person} is a viewer here")
    if command != "undo" or settings(state)["player-undo"] == "none":
        raise refuse(state, "player-undo", f"{person} may not {command} here", field="command")
    return who


def may_run_table(state: dict[str, Any], person: str | None, command: str) -> None:
    """Check that ``person`` may run group command ``command`` (GMs only). Raises ``Refused``."""
    who = member(state, person)
    if not who.gm:
        raise refuse(state, "table", f"{person} is {'a ' + who.role if who.role else 'not one of this campaign’s people'}"
                     f", not a GM; {command} is the GM's", field="command")


def may_read(state: dict[str, Any], person: str | None) -> Member:
    """Check that ``person`` belongs to the campaign (any role reads); returns the member. Raises ``Refused``."""
    who = member(state, person)
    if who.role is None:
        raise refuse(state, "member", f"{person} is not one of this campaign's people")
    return who


def needs_approval(state: dict[str, Any], person: str | None, correction: bool = False,
                   approved: bool = False) -> bool:
    """Whether an action by ``person`` becomes a proposal under the campaign's approval option (``APPROVAL``):
    never a GM's; a player's play command under ``players``, and their undo of an action a GM approved (what a GM
    decided, only a GM un-decides); any of theirs under ``all-but-gm``. ``correction``: the action is an undo;
    ``approved``: the action it undoes was approved by a GM. Source: README "Playing as a group" (approval)."""
    who = member(state, person)
    mode = (state.get("table") or {}).get("approval") or "off"
    if who.gm or who.role is None or mode == "off":
        return False
    return mode == "all-but-gm" or not correction or approved


def table_of(state: dict[str, Any]) -> list[dict[str, Any]]:
    """Every rule with its value now: ``[{"rule", "value", "allowed", "meaning"}]`` (fixed rules with value
    ``fixed`` and no allowed values), as ``ledger permissions`` prints it."""
    now = settings(state)
    out = [{"rule": rule, "value": now[rule], "allowed": list(values), "meaning": values[now[rule]]}
           for rule, values in RULES.items()]
    out += [{"rule": rule, "value": "fixed", "allowed": [], "meaning": text} for rule, text in FIXED.items()]
    return out


def listed_in(row: dict[str, Any], command: Any = str, word: Any = str, argument: Any = None) -> str:
    """What a ``ledger permissions`` row lists after its sentence, as the CLI and the desk print it: the GM's commands
    of the ``gm-commands`` row (``commands``: those running the table, then its ``rulings``, each list after its
    label, ``running the table: session start, ...; rulings: harm, ...``, after the sentence's "; "), the GM's rulings of the ``gm-arguments`` row (``arguments``, each
    ``COMMAND --ARGUMENT`` and the values that are the GM's in brackets, when not every value is), joined
    with commas; ``""`` for any other row. ``command(name) -> str`` names a command in the reader's language (the
    desk: the system's command words), ``word(text) -> str`` the values (``GameSystem.word``); both as typed by
    default (the CLI); ``argument(entry) -> str`` names a ruling's argument (the desk: as its form captions the
    field), by default as the command line types it (``--gm-move``). Source: README "Playing as a group"."""
    if row.get("commands"):                 # the system's own: those that run its table, then its rulings, labelled
        ruled = set(row.get("rulings") or ())
        runs, rulings = ([command(c) for c in row["commands"] if (c in ruled) == r] for r in (False, True))
        return "; ".join(f"{word(label)}: {', '.join(names)}"
                         for label, names in (("running the table", runs), ("rulings", rulings)) if names)
    named = argument or (lambda a: a["argument"])
    return ", ".join((f"{command(a['command'])}: {named(a)}" if argument else f"{command(a['command'])} {named(a)}")
                     + (f" ({word(a['values'])})" if a.get("values") else "") for a in row.get("arguments") or [])
