"""A command's click parameters from its argument model: options, flags, repeatable options, positional arguments,
defaults, allowed values and help all come from the model's fields (``rules.system.arg``).

Source: docs/adding-a-game-system.md (one command table drives the CLI, scripts and help).
"""

from __future__ import annotations

import types
import typing
from typing import Any, Literal

import click

from ledger.cli.common import WHOLE, Whole
from click.core import ParameterSource

def _strip_optional(annotation: Any) -> Any:
    """``X | None`` -> ``X``; other annotations unchanged."""
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        rest = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(rest) == 1:
            return rest[0]
    return annotation


def _click_type(annotation: Any, info: Any = None) -> Any:
    """The click type for a (non-list) field annotation: a whole number within the field's bounds (``info``: its
    ``FieldInfo``; ``rules.args.bounds``), a Choice for a Literal, else STRING."""
    if annotation is int:
        from rules.args import bounds

        return Whole(*bounds(info), checked=False) if info is not None else WHOLE
    if typing.get_origin(annotation) is Literal:
        return click.Choice([str(a) for a in typing.get_args(annotation)], case_sensitive=False)
    return click.STRING


def field_param(name: str, info: Any, values: Any = None) -> click.Parameter:
    """One click parameter for the model field ``name`` (its ``FieldInfo``), following ``rules.system.arg``;
    ``values`` is its completion (a click ``shell_complete`` callback; a Literal completes its choices). Its
    ``help_key`` is the argument's key as the API's body spells it (the alias, else the name), which
    ``GameSystem.help_of`` translates its help by (``ledger.cli.help_language``); its ``list_sep`` is the separator of
    a list given in one option (``rules.args.arg``'s ``sep``: ``","``), else None; ``list_repeats`` whether a value may
    come more than once in that list and ``list_items`` the exact number of values it takes (None: any), both
    ``rules.args.arg``'s."""
    param = _field_param(name, info, values)
    param.help_key = info.alias or name  # type: ignore[attr-defined]
    meta = (info.json_schema_extra or {}).get("cli", {}) if isinstance(info.json_schema_extra, dict) else {}
    param.list_sep = meta.get("sep")  # type: ignore[attr-defined]    # one option holding a list (``--tags a,b``)
    param.list_repeats = bool(meta.get("repeats"))  # type: ignore[attr-defined]   # a value may come twice in it
    param.list_items = meta.get("items")  # type: ignore[attr-defined]             # the exact number it takes
    return param


def _field_param(name: str, info: Any, values: Any = None) -> click.Parameter:
    """``field_param``'s parameter, without its ``help_key``."""
    meta = dict((info.json_schema_extra or {}).get("cli", {})) if isinstance(info.json_schema_extra, dict) else {}
    annotation = _strip_optional(info.annotation)
    spelled = (info.alias or name).replace("_", "-")
    metavar = meta.get("metavar")
    help_text = info.description or ""
    is_list = typing.get_origin(annotation) is list
    if meta.get("positional"):
        required = bool(meta.get("required")) or info.is_required()
        return click.Argument([name], required=required, metavar=metavar or name.upper(),
                              type=_click_type(annotation, info), shell_complete=values)
    if annotation is bool:
        decl = meta.get("flag") or f"--{spelled}"
        return click.Option([decl, name], is_flag=True, default=None if info.default is None else bool(info.default),
                            help=help_text)
    if is_list and not meta.get("sep") and not meta.get("text"):
        inner = _strip_optional((typing.get_args(annotation) or (str,))[0])
        return click.Option([f"--{spelled}", name], multiple=True, type=_click_type(inner), metavar=metavar, help=help_text,
                            shell_complete=values)
    required = bool(meta.get("required")) or info.is_required()
    shown = None if info.is_required() or info.default in (None, [], ()) or callable(info.default) else info.default
    if shown is not None and not isinstance(shown, (str, int)):
        shown = None
    return click.Option([f"--{spelled}", name], required=required, type=click.STRING if is_list else _click_type(annotation, info),
                        metavar=metavar, help=help_text + (f" [default: {shown}]" if shown is not None else ""),
                        shell_complete=values)


def given_arguments(ctx: click.Context, model: Any, values: dict[str, Any]) -> dict[str, Any]:
    """The model arguments typed on the command line (defaults left out), keyed as the model spells them."""
    args: dict[str, Any] = {}
    for name, info in model.model_fields.items():
        if ctx.get_parameter_source(name) not in (ParameterSource.COMMANDLINE, ParameterSource.ENVIRONMENT):
            continue
        value = values.get(name)
        meta = (info.json_schema_extra or {}).get("cli", {}) if isinstance(info.json_schema_extra, dict) else {}
        if isinstance(value, tuple):
            value = list(value)
            if not value:
                continue
        if meta.get("sep") and isinstance(value, str):
            value = [part.strip() for part in value.split(meta["sep"])]
        args[info.alias or name] = value
    return args


def command_help(spec: Any, said: Any = None, placeholder: Any = None) -> str:
    """A command's help: its model's docstring, its positional arguments, and its example. With ``said``
    (``key | None -> text``: ``GameSystem.help_of`` in another language) the command's one-line help in its place
    (the docstring has no translation) and each positional argument's help as ``said`` gives it; with
    ``placeholder`` (``metavar -> metavar``: ``GameSystem.placeholder``) each positional argument's placeholder."""
    doc = (spec.args.__doc__ or "").strip()
    if said is not None:
        doc = said(None)
    elif not doc or not spec.args.model_fields:
        doc = spec.help
    paragraphs = ["\n".join(line.strip() for line in block.splitlines()) for block in doc.split("\n\n")]
    positionals = []
    for name, info in spec.args.model_fields.items():
        meta = (info.json_schema_extra or {}).get("cli", {}) if isinstance(info.json_schema_extra, dict) else {}
        if meta.get("positional"):
            text = said(info.alias or name) if said is not None else info.description
            shown = meta.get('metavar') or name.upper()
            positionals.append(f"  {placeholder(shown) if placeholder is not None else shown}  {text or ''}")
    if positionals:
        paragraphs.append("\b\nArguments:\n" + "\n".join(positionals))
    if spec.example:
        paragraphs.append(f"\b\nExample:\n  ledger {spec.example}")
    return "\n\n".join(paragraphs)
