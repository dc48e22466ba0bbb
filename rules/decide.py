"""The pure ``decide`` step: validate a command's arguments against its model, then run its handler on a draft of
the state.

Source: design.md "One-way flow" (rules validate against current state and return effects; no I/O) and
docs/adding-a-game-system.md ("The rule", "Gates").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from rules.args import canonical_args, check_whole_numbers, taken_names, validation_error
from rules.declaration import MAX_TEXT, Context
from rules.draft import Draft, EventSpec
from rules.errors import NOT_UTF8, RuleError, utf8

if TYPE_CHECKING:
    from rules.system import GameSystem


def decide(system: GameSystem, state: dict[str, Any], command: str, args: dict[str, Any], ctx: Context) -> tuple[list[EventSpec], dict[str, Any]]:
    """Validate and run ``command`` with ``args`` against ``state``; return (event specs, new state).

    Pure: ``state`` is not modified. Raises ``RuleError`` for an unknown command, bad arguments, a
    command the system's gates close in this phase (``rules.phases.check``) or a refusal by the rules; a
    text argument that is not valid UTF-8 is refused as ``<field>: not valid UTF-8 text ...`` (``utf8``), one
    holding a control character by ``rules.free_text.control_problem`` (status 422 on the API), then one left blank
    by ``rules.free_text.blank_problem`` (422 too); a field's own refusal of its value (a name's words) comes first.
    """
    spec = system.commands.get(command)
    if spec is None:
        raise RuleError("command", f"unknown command {command!r}; allowed: {', '.join(sorted(system.commands))}")
    for key, value in args.items():
        for text in (value if isinstance(value, (list, tuple)) else [value]):
            if isinstance(text, str) and len(text) > MAX_TEXT:
                _own_limit_first(spec.args, args)
                _name_limit(system, command, str(key))
                raise RuleError(str(key), f"at most {MAX_TEXT} characters")
            if not utf8(text):
                raise RuleError(str(key), NOT_UTF8)
    given = canonical_args(spec.args, args)
    check_whole_numbers(spec.args, given)
    controls = _controls(given) or _blank(spec.args, given)
    try:
        parsed = spec.args.model_validate(given)
    except ValidationError as exc:
        refused = validation_error(exc, allowed=taken_names(spec.args), model=spec.args)
        if controls is None or _same(refused.field, controls.field):   # a name's, a title's own words come first
            raise refused from None
        raise controls from None
    if controls is not None:
        raise controls
    gates = system.gate_table
    if gates is not None:                   # the phases first: the same table lists what is allowed now
        from rules.phases import check

        check(gates, state, command)
    draft = Draft(state)
    spec.handler(draft, parsed, ctx)
    return draft.events, draft.state


def _cut(value: Any) -> Any:
    """``value`` with each text in it cut to ``MAX_TEXT + 1`` characters (still too long for every road in)."""
    if isinstance(value, str):
        return value[:MAX_TEXT + 1]
    if isinstance(value, (list, tuple)):
        return type(value)(_cut(v) for v in value)
    return value


def _own_limit_first(model: Any, args: dict[str, Any]) -> None:
    """Refuse ``args`` (one text in them longer than ``MAX_TEXT``) by the fields' own checks when they refuse it
    (a name's ``a name of 1-60 characters ...``: README "Using the ledger", names are 1-60 characters), read on the
    texts cut to ``MAX_TEXT + 1`` characters so that no check reads more than every road in takes. Returns when the
    fields take the cut texts (the caller then refuses the length: ``at most MAX_TEXT characters``). Raises
    ``RuleError`` (``rules.args.validation_error``)."""
    cut = {key: _cut(value) for key, value in args.items()}
    try:
        given = canonical_args(model, cut)
        check_whole_numbers(model, given)
        model.model_validate(given)
    except ValidationError as exc:
        raise validation_error(exc, allowed=taken_names(model), model=model) from None
    except RuleError:
        return


#: The refusal of a name too long for any (README "Using the ledger": names are 1-60 characters).
NAME_WORDS = "a name of 1-60 characters"


def _name_limit(system: GameSystem, command: str, key: str) -> None:
    """Refuse argument ``key`` (as given: ``plus-one`` or ``plus_one``) of ``command``, a text longer than every
    road in takes, with a name's words (``NAME_WORDS``) when the argument names something: a character or an
    entry of a reference list (``rules.completion.source_of``: a condition, a move, a Label). Returns for any other
    argument (the caller refuses the length). Raises ``RuleError(key)``."""
    from rules.completion import OPEN_PICKS, source_of

    model = system.commands[command].args
    for name, info in model.model_fields.items():
        if _same(key, info.alias or name) or _same(key, name):
            source = source_of(system, command, name)
            if source and source != OPEN_PICKS and not source.startswith("|"):
                raise RuleError(key, NAME_WORDS)
            return


def _same(a: str, b: str) -> bool:
    """Whether two argument names are one (``plus_one`` is ``plus-one``)."""
    return a.replace("_", "-") == b.replace("_", "-")


def _blank(model: Any, args: dict[str, Any]) -> RuleError | None:
    """The ``RuleError(argument, refusal)``, with ``status`` 422, of the first text argument of ``args`` given blank
    (``rules.free_text.blank_problem``), or None when none is."""
    from rules.free_text import blank_problem

    problem = blank_problem(model, args)
    if problem is None:
        return None
    exc = RuleError(*problem)
    exc.status = 422                        # type: ignore[attr-defined]
    return exc


def _controls(args: dict[str, Any]) -> RuleError | None:
    """The ``RuleError(argument, refusal)``, with ``status`` 422, of the first text of ``args`` holding a control
    character (``rules.free_text.control_problem``: every system's free text, an amend's too, goes through here), or
    None when none does."""
    from rules.free_text import control_problem

    problem = control_problem(args)
    if problem is None:
        return None
    exc = RuleError(*problem)
    exc.status = 422                        # type: ignore[attr-defined]
    return exc
