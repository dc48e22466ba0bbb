"""A command's form, generated from its pydantic argument model: the same model the CLI's options and the API's body
come from, so the pages offer exactly the arguments the command takes.

Source: docs/adding-a-game-system.md (one command table: a ``rules.declaration.Command`` holds ``args``, a pydantic model,
and ``help``); pydantic's ``FieldInfo`` (``annotation``, ``alias``, ``description``, ``is_required``:
https://docs.pydantic.dev/latest/api/fields/). A field's kind decides its widget: a yes/no is a checkbox, a whole
number a number box, a list of texts the CLI reads from one value split on its ``sep`` a text box split on it, any
other list of texts (the CLI's repeatable option, one value an item, commas kept) a box of one item a line, anything
else a text box; the names the
system accepts for a field now (``rules.completion.candidates``: characters, names, states...) become a select, or a
list of suggestions when other text is allowed too.
"""

from __future__ import annotations

import typing
from dataclasses import dataclass
from typing import Any

#: Fields never shown: the CLI's own switches that are not an action's input.
HIDDEN = frozenset({"odds"})
#: Fields of dice typed in from physical dice, and of a seed for the server's roller.
DICE = frozenset({"dice"})
SEED = frozenset({"seed"})
#: Fields naming what the command creates (a character, a culture, a track): no suggestions, an existing name is
#: the ``NAME`` placeholder (``rules.completion.source_of``) would suggest the existing ones, which the command refuses.
NEW_NAMES = frozenset({"name"})


@dataclass(frozen=True)
class Field:
    """One input of a command's form: ``key`` (as the API's body spells it), ``caption`` (the CLI's option name),
    ``kind`` (``"bool"``, ``"int"``, ``"list"``, ``"int-list"``, ``"text"``, ``"dice"``, ``"paragraphs"``: a text that
    keeps its paragraphs, a recap's or a note's, ``rules.free_text.LINE_ARGS``: a textarea), ``required``, ``help`` (the
    model's description in the reader's language: ``GameSystem.help_of``),
    ``choices`` (names the system accepts now, in the reader's language; empty when free), ``closed`` (only those:
    a select), ``meanings`` (what each choice means, shown in its place while the value posted stays the choice;
    empty: the choices themselves), ``ordered`` (a list typed as one value split on a separator, in order and
    repeats allowed, as the CLI's ``sep`` reads it: a text box suggesting the choices, never a multiple select),
    ``sep`` (that separator, ``","``; empty for any other field: a list of texts without one is typed one item a
    line, as the CLI's repeatable option takes one item a value, so an item keeps its commas: ``CS2:k=a,j=b``),
    ``odds_only`` (a GM's ruling offered to a player for the **Odds** button alone, never recorded from the form:
    ``ledger.web.pages.table.own_characters``),
    ``fits_on`` (another field of the form whose value decides which choices are offered: the system's ``fits``
    view), ``fits_default`` (what counts as that field's value while it is empty, folded) and ``fits`` (per choice,
    the values of ``fits_on`` it fits, folded as ``rules.names.norm`` folds them and joined by ``|``), ``fits_apart``
    (fields naming who acts, space-joined: no choice equal to the first one filled is offered)."""

    key: str
    caption: str
    kind: str
    required: bool
    help: str
    choices: tuple[str, ...] = ()
    closed: bool = False
    meanings: tuple[str, ...] = ()
    ordered: bool = False
    sep: str = ""
    odds_only: bool = False
    fits_on: str = ""
    fits_default: str = ""
    fits: tuple[str, ...] = ()
    fits_apart: str = ""


def _kind(annotation: Any) -> str:
    """The widget kind of a field's type: bool, int, list, int-list or text."""
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    origin = typing.get_origin(annotation)
    if annotation is bool or (args and all(a is bool for a in args)):
        return "bool"
    if annotation is int or (args and all(a is int for a in args)):
        return "int"
    if origin is list:
        inner = typing.get_args(annotation)
        return "int-list" if inner and inner[0] is int else "list"
    for a in args:
        if typing.get_origin(a) is list:
            inner = typing.get_args(a)
            return "int-list" if inner and inner[0] is int else "list"
    return "text"


def fields_of(system: Any, command: str, state: dict[str, Any], lang: str,
              actors: tuple[str, ...] | None = None) -> list[Field]:
    """The form's fields of ``system``'s ``command`` in ``state`` (choices from ``rules.completion.candidates`` in ``lang``
    for someone acting as one of ``actors``, None: the GM; captions from ``caption_of``).
    The choices are the words of ``lang`` (a reference entry's id is accepted when posted, never offered); a field
    in ``NEW_NAMES`` suggests none; a field the system's ``choices`` view rules (``_ruled``) offers exactly those
    (``closed``), and is left out when it takes none now and may be left empty."""
    from rules.completion import candidates
    from rules.free_text import LINE_ARGS

    spec = system.commands[command]
    out: list[Field] = []
    for name, info in spec.args.model_fields.items():
        key = info.alias or name
        if key in HIDDEN or name in HIDDEN:
            continue
        kind = "dice" if name in DICE else _kind(info.annotation)
        kind = "paragraphs" if kind == "text" and key in LINE_ARGS else kind
        ruled = _ruled(system, state, command, key, lang, actors)
        if ruled == () and not info.is_required():
            continue                        # nobody the rules would accept now: the field is not offered
        try:
            choices = ruled if ruled is not None else () if key in NEW_NAMES else tuple(
                dict.fromkeys(candidates(system, state, command, key, lang, ids=False, actors=actors) or ()))
        except Exception:  # noqa: BLE001 - a system's suggestions are a help, never a reason to lose the form
            choices = ()
        if kind == "list" and choices and len(choices) > 12:
            kind = "list"
        cli = (info.json_schema_extra or {}).get("cli", {}) if isinstance(info.json_schema_extra, dict) else {}
        sep = str(cli.get("sep") or "") if kind in ("list", "int-list") else ""
        on, default, fits, apart = (_fitting(system, state, command, key, lang, actors, choices[:60]) if ruled
                                    else ("", "", (), ""))
        out.append(Field(key=key, caption=caption_of(system, key, lang), kind=kind,
                         required=info.is_required() and kind != "list",
                         help=page_help(system, system.help_of(command, key, lang), lang), choices=choices[:60],
                         closed=ruled is not None, ordered=bool(sep), sep=sep,
                         fits_on=on, fits_default=default, fits=fits, fits_apart=apart))
    return out


def _fitting(system: Any, state: dict[str, Any], command: str, key: str, lang: str, actors: tuple[str, ...] | None,
             choices: tuple[str, ...]) -> tuple[str, str, tuple[str, ...], str]:
    """``(fits_on, fits_default, fits, fits_apart)`` of field ``key`` (see ``Field``) from the system's ``fits`` view
    (``rules.declaration.Views.fits``), each value folded by ``rules.names.norm``; ``("", "", ())`` where it has no
    opinion (or fails: the form is kept whole, the service still checks what comes)."""
    from rules.names import norm

    view = getattr(system.views, "fits", None)
    try:
        found = view(state, command, key, lang, actors) if view is not None else None
    except Exception:  # noqa: BLE001 - a help to the form, never a reason to lose it
        return "", "", (), ""
    if not found:
        return "", "", (), ""
    values = found.get("values") or {}
    return (str(found["on"]), norm(str(found.get("default") or "")),
            tuple("|".join(dict.fromkeys(norm(str(v)) for v in values.get(c) or ())) for c in choices),
            " ".join(str(a) for a in found.get("apart") or ()))


def _ruled(system: Any, state: dict[str, Any], command: str, key: str, lang: str,
           actors: tuple[str, ...] | None) -> tuple[str, ...] | None:
    """The only values field ``key`` of ``command`` takes now from one of ``actors`` (the system's ``choices`` view,
    ``rules.declaration.Views.choices``: a helper who could help their roll), or None where the system has no
    opinion (or its view fails: the form is kept, the service still checks what comes)."""
    view = getattr(system.views, "choices", None)
    try:
        found = view(state, command, key, lang, actors) if view is not None else None
    except Exception:  # noqa: BLE001 - a help to the form, never a reason to lose it
        return None
    return None if found is None else tuple(dict.fromkeys(str(v) for v in found))


def page_help(system: Any, text: str, lang: str) -> str:
    """A field's help ``text`` (``GameSystem.help_of``, written for the command line) as the form says it: each
    option it names (``--as``, ``--ob``) by the caption of that field on the form, in quotes (``caption_of``:
    "(predefinito: --as)" -> "(predefinito: "come")"). Source: README "The web table" (a form speaks the page's
    words, not the command line's)."""
    import re

    return re.sub(r"(?<![\w-])--([a-z][a-z0-9-]*)", lambda m: f'"{caption_of(system, m[1].replace("-", "_"), lang)}"',
                  text)


def caption_of(system: Any, key: str, lang: str) -> str:
    """A field's caption in ``lang``: the system's word for the field (``GameSystem.word``, underscores as spaces:
    ``character`` -> "Personaje"), else the pages' own (``ledger.web.pages.words``: ``name``), else the CLI's option
    name (``extra_test`` -> "Extra-test"), its first letter a capital (``ledger.web.pages.words.caption``)."""
    from ledger.web.pages.words import WORDS, caption

    spaced = key.replace("_", " ").strip()
    said = system.word(spaced, lang)
    if said != spaced:
        return caption(said)
    return caption(WORDS[spaced].get(lang, spaced) if spaced in WORDS else key.replace("_", "-").rstrip("-"))


def all_captions(system: Any, command: str, lang: str) -> dict[str, str]:
    """``{field as the API names it: its caption in lang}`` (``caption_of``) for every argument of ``command``, the
    ones its form leaves out too (a GM's ruling, a seed): a refusal naming one reads by its caption on the page
    (ledger.js ``refused``), never by the API's key. Source: README "The web table" (a refusal names the field as
    the caption its form shows)."""
    model = system.commands[command].args
    return {(info.alias or name): caption_of(system, info.alias or name, lang)
            for name, info in (model.model_fields.items() if model is not None else ())}


def list_names(system: Any) -> dict[str, list[str]]:
    """The arguments an amend's typed ``KEY=VALUE`` lines send as a JSON list (the desk's ``data-lists`` and
    ``data-split``): every name (``some_name`` and ``some-name``) that is a list argument (``rules.args.list_fields``)
    in each command of ``system`` taking it, since a JSON body's list argument is a list
    (``ledger.web.request_inputs.listed``). ``{"split": [...], "each": [...]}``: ``split`` the lists typed as one
    value split on commas (``arg(sep=",")``: ``with=A,B``), ``each`` those typed one item a line, repeated as the
    CLI's option is (``pick=X`` then ``pick=Y``; an item may hold commas: ``X:k=a,j=b``).
    A name that is a list in one command and one value in another is sent as typed (``[a, b]`` sends a list). Sorted."""
    from rules.args import list_fields

    kinds: dict[str, set[str]] = {}
    for spec in system.commands.values():
        model = spec.args
        listed = list_fields(model)
        for name, info in (model.model_fields.items() if model is not None else ()):
            key = info.alias or name
            extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
            split = (extra.get("cli") or {}).get("sep")
            kinds.setdefault(key, set()).add(("split" if split else "each") if key in listed else "one")
    out: dict[str, list[str]] = {"split": [], "each": []}
    for key, found in kinds.items():
        if len(found) == 1 and "one" not in found:
            out[next(iter(found))] += [key, key.replace("_", "-")]
    return {k: sorted(set(v)) for k, v in out.items()}


@dataclass(frozen=True)
class PickDetail:
    """One detail a pick takes (``Views.pick_details``), as its form asks for it: ``key`` (as the pick is typed,
    ``ID:key=...``), ``caption`` (``caption_of``, in the reader's language), ``kind`` (``"one"``, ``"list"``:
    values joined by ``+``, ``"flag"``: a bare key), ``choices`` (the values the rules take now; empty: any text),
    ``meanings`` (each choice in words) and ``note`` (the view's words when there is no value to take now: the form
    shows them in place of the input; "" otherwise)."""

    key: str
    caption: str
    kind: str
    choices: tuple[str, ...] = ()
    meanings: tuple[str, ...] = ()
    note: str = ""


def pick_details(system: Any, state: dict[str, Any], lang: str,
                 picks: tuple[str, ...]) -> dict[str, list[PickDetail]]:
    """``{pick id: [PickDetail]}`` for each of ``picks`` (ids, as the pick field offers them) that takes details,
    from the system's ``pick_details`` view (``rules.declaration.Views``), {} for a system without one (or when it
    fails: the form is kept, the service still checks the picks). Source: README "Using the ledger" (``resolve
    --pick ID:key=value,key=value``); README "The web table" (a form asks for what the command takes)."""
    view = getattr(system.views, "pick_details", None)
    try:
        found = view(state, lang) if view is not None else {}
    except Exception:  # noqa: BLE001 - a help to the form, never a reason to lose it
        return {}
    return {p: [PickDetail(key=str(d["key"]), caption=caption_of(system, str(d["key"]), lang), kind=str(d["kind"]),
                           choices=tuple(str(c[0]) for c in d.get("choices") or ()),
                           meanings=tuple(str(c[1]) for c in d.get("choices") or ()), note=str(d.get("note") or ""))
                for d in found[p]]
            for p in picks if found.get(p)}
