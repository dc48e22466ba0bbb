"""The one interface every game system exposes, and the pure ``decide`` step.

Source: design.md "One-way flow" (rules validate against current state and return effects; no I/O)
and fracturing.space's game-systems note (a system-agnostic core plus one package per system).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from rules.draft import Draft, EventSpec
from rules.errors import RuleError


class Args(BaseModel):
    """Base of every command's argument model: unknown arguments are refused."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


@dataclass(frozen=True)
class Context:
    """Who acts and under which action number: ``actor`` is ``"GM"`` or a character name."""

    actor: str
    action_id: int


@dataclass(frozen=True)
class Command:
    """A command of a system: its ``name`` (as typed in the CLI and scripts), argument model,
    handler ``(draft, args, ctx) -> None`` that drafts events or raises ``RuleError``, and help text."""

    name: str
    args: type[Args]
    handler: Callable[[Draft, Any, Context], None]
    help: str = ""


@dataclass
class GameSystem:
    """One game system: id, rules version, options model, command table and read views.

    ``new_state(options)`` returns the initial campaign state (a JSON-able dict); ``views`` maps a view
    name (``"sheet"``, ``"team"``, ``"characters"``) to ``(state, lang, **kw) -> dict``. The command
    table comes from ``load_commands()`` on first use, so reads never import the move machinery.
    """

    id: str
    title: str
    rules_version: str
    options_model: type[BaseModel]
    new_state: Callable[[dict[str, Any]], dict[str, Any]]
    load_commands: Callable[[], dict[str, Command]] = dict
    views: dict[str, Callable[..., Any]] = field(default_factory=dict)
    _commands: dict[str, Command] | None = field(default=None, init=False, repr=False)

    @property
    def commands(self) -> dict[str, Command]:
        """Command name -> ``Command`` (loaded once, on first use)."""
        if self._commands is None:
            self._commands = self.load_commands()
        return self._commands

    def parse_options(self, raw: dict[str, Any] | None) -> dict[str, Any]:
        """Validate campaign options (dotted keys as in the catalogue's Appendix A); returns all keys with defaults.

        Raises ``RuleError("options.<key>")``.
        """
        try:
            model = self.options_model.model_validate(raw or {})
        except ValidationError as exc:
            keys = [f.alias or name for name, f in self.options_model.model_fields.items()]
            raise validation_error(exc, prefix="options.", allowed=keys) from None
        return model.model_dump(by_alias=True)


def validation_error(exc: ValidationError, prefix: str = "", allowed: list[str] | None = None) -> RuleError:
    """Turn a pydantic ``ValidationError`` into a one-line ``RuleError`` naming the first bad field."""
    err = exc.errors()[0]
    loc = ".".join(str(p) for p in err.get("loc", ())) or "arguments"
    msg = str(err.get("msg", "invalid")).removeprefix("Value error, ")
    if err.get("type") == "extra_forbidden":
        msg = f"unknown {'option' if prefix else 'argument'}"
        if allowed:
            msg += f"; allowed: {', '.join(allowed)}"
    return RuleError(prefix + loc, msg)


def decide(system: GameSystem, state: dict[str, Any], command: str, args: dict[str, Any], ctx: Context) -> tuple[list[EventSpec], dict[str, Any]]:
    """Validate and run ``command`` with ``args`` against ``state``; return (event specs, new state).

    Pure: ``state`` is not modified. Raises ``RuleError`` for an unknown command, bad arguments or a
    refusal by the rules.
    """
    spec = system.commands.get(command)
    if spec is None:
        raise RuleError("command", f"unknown command {command!r}; allowed: {', '.join(sorted(system.commands))}")
    try:
        parsed = spec.args.model_validate({k: v for k, v in args.items() if v is not None})
    except ValidationError as exc:
        raise validation_error(exc) from None
    draft = Draft(state)
    spec.handler(draft, parsed, ctx)
    return draft.events, draft.state
