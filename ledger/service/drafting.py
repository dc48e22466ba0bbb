"""An action drafted by its system's rules, before any road records it: who acts, the events, the inputs kept.

Source: design.md "One-way flow" (rules decide, the aggregate records, the store saves) and "Undo" (the first event
of an action keeps its inputs, enough to decide it again). The full road records a ``Drafted`` action through the
``Campaign`` aggregate (``ledger.service.acting.apply``); the fast writer (``ledger.store.fast_writer``) writes the
same events as stored rows. Both draft here, so that both check, decide and keep exactly the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import orjson

from ledger.errors import LedgerError
from rules.names import norm


def actor_name(state: dict[str, Any], actor: str | None, allowed: list[str] | None = None) -> str:
    """``GM`` (also for None: no ``--as`` given) or the stored name of a character in ``state``. Raises
    ``LedgerError("as")`` otherwise (an empty name too: only a missing ``--as`` means the GM), listing ``allowed``
    (the names the person asking may act as: ``ledger.service.offers.actors_for``; None: the GM, every one)."""
    from ledger.store.fast_reader import known_actor

    who = known_actor(state, actor)
    if who is not None:
        return who
    if not norm(actor or ""):
        raise LedgerError("as", "give GM or a character's name (an empty name names nobody)")
    if allowed is not None and "GM" not in allowed:
        raise LedgerError("as", f"unknown actor {actor!r}; allowed: {', '.join(allowed) or 'none'}")
    raise LedgerError("as", f"unknown actor {actor!r}; allowed: GM or a character ({', '.join(state.get('characters', {})) or 'none yet'})")


def person_acts(command: str, actor: str | None, by: str | None) -> bool:
    """Whether ``actor`` (as typed) names the person ``by`` giving group command ``command`` (a name of
    ``ledger.group.COMMANDS``): a person who is not a GM (a player's public note, a joiner) gives the table's
    commands as themselves, never as the GM or a character, and is recorded as the actor (``Ledger.group``;
    an exported script's entry says ``as: NAME`` with ``action-by: NAME``). Source: README "Playing as a group"
    (every history face names the person who acted; ``--actor`` finds a person's actions by their name)."""
    from ledger.group import COMMANDS

    return command in COMMANDS and by is not None and actor is not None and norm(actor) == norm(by)


def checked_reason(reason: Any) -> str | None:
    """The reason as recorded, checked by ``ledger.inputs.reason`` (at most ``MAX_REASON`` characters, text).
    Raises ``LedgerError("reason")``."""
    from ledger.inputs import reason as checked

    return checked(reason)


def free_text(args: dict[str, Any]) -> None:
    """Refuse a group command's arguments (a system's: ``rules.decide``; every road's) holding a text with a control
    character (``rules.free_text.control_problem``: NUL, ESC, a line break outside a recap's or a note's text).
    Raises ``LedgerError(the argument's name as typed)`` carrying HTTP status 422 (a value of a kind no text may
    hold); nothing is written then."""
    from rules.free_text import control_problem

    problem = control_problem(args)
    if problem is not None:
        exc = LedgerError(*problem)
        exc.status = 422            # type: ignore[attr-defined]
        raise exc


@dataclass
class Drafted:
    """An action the rules accepted, not yet recorded: ``command``, ``actor`` (as stored), ``specs`` (the
    ``rules.draft.EventSpec``s; never empty), ``inputs`` (``{"args", "seed"}`` and who acted, JSON-able),
    ``reason`` (checked) and ``rules_version`` (of the code that decided it)."""

    command: str
    actor: str
    specs: list[Any]
    inputs: dict[str, Any]
    reason: str | None
    rules_version: str


def draft_action(state: dict[str, Any], system_id: str, actions: int, command: str, args: dict[str, Any],
                 actor: str | None, reason: str | None = None, seed: int | None = None, by: str | None = None,
                 also: dict[str, Any] | None = None) -> Drafted:
    """Decide ``command`` (a system or group command; not a correction) with ``args`` on a campaign of system
    ``system_id`` whose folded ``state`` has ``actions`` actions; nothing is recorded.

    The inputs keep the arguments as the command model spells them and the seed drawn (``seed``, or an exported
    script's ``action_seed`` argument, or a new one); a ``reason`` argument of a command whose model has none is
    the action's reason. ``by``: the person acting (None: the store's owner), kept in the inputs with ``also`` (an
    approval's ``approver`` and ``proposal``) and checked against ``others-characters``
    (``ledger.group.permissions.may_change``). A group command (``ledger.group.COMMANDS``) is decided by
    ``ledger.group.decide``. An exported script's entry names who gave it (``action-by``, ``action-approver``,
    ``action-proposal``: ``recorded_people``), taken as ``by`` and ``also``. A group command's actor may be its
    person ``by`` (``person_acts``: a player's note, a join), recorded under their name. Raises ``LedgerError`` (``as``,
    ``reason``, ``action-seed``, ``action-by``, ``command``: an action that would change nothing), ``RuleError`` (the rules refuse), ``Refused``.
    """
    from ledger.group import COMMANDS as GROUP
    from ledger.inputs import actor as checked_actor, whole_numbers
    from rules import get_system

    args, by, also = recorded_people(args, by, also)       # an exported script's action-by, action-approver
    actor = checked_actor(actor)
    actor = by if person_acts(command, actor, by) else actor_name(state, actor)
    reason = checked_reason(reason)
    system = get_system(system_id)
    whole_numbers(args, ranges=_ranges(system, command))  # every road's arguments: no number the store cannot keep
    who = {"by": by} if by is not None else {}
    if command in GROUP and command not in system.commands:
        from ledger.group import REASON_ARGUMENT, decide as decide_group

        given = orjson.loads(orjson.dumps(dict(args), default=str))
        free_text(given)                                   # no control character in a text (NUL, ESC)
        if "reason" in given and command not in REASON_ARGUMENT:     # a script's entry: the action's reason
            said = checked_reason(given.pop("reason"))
            reason = reason if reason is not None else said
        from rules.players import player_characters

        specs = decide_group(state, command, given, by, actions + 1, player_characters(system, state),
                             system.owner_of)
        return Drafted(command, actor, list(specs), {"args": given, "seed": None, **who, **(also or {})}, reason,
                       system.rules_version)
    args, reason, seed = _given(system, command, dict(args), reason, seed)
    from rules.decide import decide
    from rules.declaration import Context

    specs, _ = decide(system, state, command, args, Context(actor, actions + 1, seed))
    if not specs:
        raise LedgerError("command", f"'{command}' would change nothing here; nothing was recorded")
    from ledger.group.names import check_new_characters
    from rules import gm_names

    check_new_characters(state, specs, gm_names(system))
    if by is not None:
        from ledger.group.permissions import may_change

        may_change(state, by, specs, system.owner_of, shared=command in system.shared_commands)
    inputs = {"args": orjson.loads(orjson.dumps(args, default=str)), "seed": seed, **who, **(also or {})}
    return Drafted(command, actor, list(specs), inputs, reason, system.rules_version)


#: The keys of a script entry naming who gave its action (``ledger.archive.export_script``), as the rules' keys
#: spell them -> the action's inputs key they restore.
RECORDED = {"action_by": "by", "action_approver": "approver", "action_proposal": "proposal"}


def recorded_people(args: dict[str, Any], by: str | None,
                    also: dict[str, Any] | None) -> tuple[dict[str, Any], str | None, dict[str, Any] | None]:
    """(``args`` without the keys naming who gave the action, its person, its ``also``): an exported script's
    ``action-by`` (the person who recorded it), ``action-approver`` and ``action-proposal`` (the GM who approved it
    as that proposal), which the store's owner replaying the script records again as the action's inputs ``by``,
    ``approver`` and ``proposal``. Unchanged when ``args`` names none. Raises ``LedgerError`` naming the key as
    typed: given by a person (only the store's owner replays who acted), or not a person's name / a proposal's
    number (``RuleError`` from ``ledger.group.table.person_name`` for a name). Source: README "Campaign scripts" (a script replays what was recorded, who gave it included)."""
    from ledger.group.table import person_name

    found = {k: v for k, v in args.items() if isinstance(k, str) and k.replace("-", "_") in RECORDED}
    if not found:
        return args, by, also
    typed = next(iter(found)).replace("_", "-")
    if by is not None or also:
        raise LedgerError(typed, "only the store's owner replaying a script names who gave an action")
    people: dict[str, Any] = {}
    for key, value in found.items():
        name = RECORDED[key.replace("-", "_")]
        if name == "proposal":
            if not (isinstance(value, (str, int)) and not isinstance(value, bool) and str(value).isdigit()):
                raise LedgerError(key.replace("_", "-"), f"{str(value)[:40]!r} is not a proposal's number")
            people[name] = str(value)
            continue
        people[name] = person_name(value, key.replace("_", "-"))          # RuleError naming the key as typed
    rest = type(args)((k, v) for k, v in args.items() if k not in found)
    if hasattr(args, "typed"):                        # a script's entry: how it spelled each key
        rest.typed = args.typed   # type: ignore[attr-defined]
    by = people.pop("by", None)
    return rest, by, people or None


def _given(system: Any, command: str, args: dict[str, Any], reason: str | None,
           seed: int | None) -> tuple[dict[str, Any], str | None, int]:
    """(the arguments as the command model spells them, the reason, the seed) of a system command: an exported
    script's ``action_seed`` taken out, a ``reason`` argument the model has no field for taken as the reason.
    Raises ``LedgerError("action-seed")``, ``RuleError`` for arguments the model refuses."""
    from rules.dice import new_seed
    from rules.system import canonical_args

    spec = system.commands.get(command)
    if "action_seed" in args or "action-seed" in args:     # an exported script: the seed drawn back then
        given_seed = args.pop("action_seed", args.pop("action-seed", None))
        if not isinstance(given_seed, int) or isinstance(given_seed, bool):
            raise LedgerError("action-seed", f"{given_seed!r} is not a seed (a whole number)")
        seed = given_seed if seed is None else seed
    if spec is not None:
        if "reason" not in spec.args.model_fields and "reason" in args:
            given = checked_reason(args.pop("reason"))
            reason = reason if reason is not None else given
        args = canonical_args(spec.args, args)
        if reason is None and "reason" in spec.args.model_fields and isinstance(args.get("reason"), str):
            reason = checked_reason(args["reason"])
    return args, reason, new_seed() if seed is None else seed


def _ranges(system: Any, command: str) -> dict[str, tuple[int, int]] | None:
    """The whole-number arguments of ``command`` (of ``system``) and their ranges (``rules.args.field_ranges``), for
    a number past 64 bits to be refused with its argument's own range; None for a command the system lacks."""
    from rules.args import field_ranges

    spec = system.commands.get(command)
    return field_ranges(spec.args) if spec is not None and spec.args is not None else None
