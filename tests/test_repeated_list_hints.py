"""An option taking a list in one value (``--fate goal,belief``) given more than once is refused with a hint of a list
the command takes: a value given twice joined once (a list that takes repeats keeps them), and a list of a fixed
number of values given another number shown by its placeholder; in the reader's language.

Source: README "Using the ledger" (a refusal says what is allowed); ``rules.args.arg`` (``sep``, ``repeats``,
``items``); seed 004 (Recompensas: each reason counts once; a side scripts three actions), seed 002 (five
approaches), seed 001 (the PCs who agree).
"""

from __future__ import annotations

from pathlib import Path

import click
import pytest

from conftest import Cli
from ledger.cli.checked import joined_list
from ledger.cli.fields import field_param
from rules import get_system

FRAME = {"en": "given more than once; it takes a list: give every value in one, e.g. ",
         "es": "dado más de una vez; admite una lista: da todos los valores en uno, p. ej. ",
         "it": "dato più di una volta; accetta una lista: dai tutti i valori in uno, ad es. ",
         "de": "mehr als einmal angegeben; es nimmt eine Liste: gib alle Werte in einem an, z. B. "}


def _refused(tmp_path: Path, system: str, *args: str) -> str:
    cli = Cli(tmp_path / f"{system}.sqlite")
    if not cli.has_store():
        cli("create", "C", "--system", system)
    got = cli(*args, ok=False)
    assert got.returncode == 2 and got.stdout == ""
    return got.stderr.strip()


@pytest.mark.parametrize(("lang", "args", "hint"), [
    ("en", ("--fate", "goal", "--fate", "goal"), "--fate goal"),
    ("es", ("--fate", "goal", "--fate", "belief,goal"), "--fate goal,belief"),
    ("en", ("--persona", "mvp", "--persona=mvp,roleplay"), "--persona mvp,roleplay"),
])
def test_a_reason_given_twice_is_hinted_once(tmp_path: Path, lang: str, args: tuple[str, ...], hint: str) -> None:
    said = _refused(tmp_path, "mouseguard", "rewards", "give", "Brand", *args, "--lang", lang)
    field = args[0][2:].partition("=")[0]
    assert said == f"error: {field}: {FRAME[lang]}{hint}"


def test_a_list_of_three_actions_keeps_repeats_and_shows_its_form_for_another_count(tmp_path: Path) -> None:
    base = ("conflict", "script", "--side", "Brand")
    assert _refused(tmp_path, "mouseguard", *base, "--actions", "attack", "--actions", "attack,defend") == \
        f"error: actions: {FRAME['en']}--actions attack,attack,defend"
    assert _refused(tmp_path, "mouseguard", *base, "--actions", "attack", "--actions", "attack", "--lang", "es") == \
        f"error: actions: {FRAME['es']}--actions A,A,A"


def test_five_approaches_and_agreeing_pcs(tmp_path: Path) -> None:
    assert _refused(tmp_path, "pokemon", "add-character", "Ash", "--approcci", "1", "--approcci", "1") == \
        f"error: approcci: {FRAME['it']}--approcci G,C,A,B,G"
    assert _refused(tmp_path, "pokemon", "add-character", "Ash", "--approcci", "1,1,0", "--approcci", "0,1") == \
        f"error: approcci: {FRAME['it']}--approcci 1,1,0,0,1"
    assert _refused(tmp_path, "mosaic", "quest", "start", "Q", "--agree", "Ida", "--agree", "Ida,Max", "--lang", "de") == \
        f"error: agree: {FRAME['de']}--agree Ida,Max"
    assert _refused(tmp_path, "mosaic", "quest", "start", "Q", "--lose", "x", "--lose", "x") == \
        f"error: lose: {FRAME['en']}--lose x,x"


def _list_options() -> list[tuple[str, str, click.Option]]:
    found = []
    for system_id in ("masks", "mouseguard", "mosaic", "pokemon", "basic"):
        for command, spec in get_system(system_id).commands.items():
            for name, info in spec.args.model_fields.items():
                param = field_param(name, info)
                if isinstance(param, click.Option) and getattr(param, "list_sep", None):
                    found.append((system_id, command, param))
    return found


def test_every_list_option_hints_a_list_it_takes() -> None:
    options = _list_options()
    assert len(options) >= 15
    for system_id, command, param in options:
        name = max(param.opts, key=len)[2:]
        hint = joined_list([param], [f"--{name}", "a", f"--{name}", "a"], name)
        items = getattr(param, "list_items", None)
        if items not in (None, 2):
            assert hint == f"--{name} {param.metavar}", (system_id, command, name)
            assert len(param.metavar.split(",")) == items
        elif param.list_repeats:
            assert hint == f"--{name} a,a", (system_id, command, name)
        else:
            assert hint == f"--{name} a", (system_id, command, name)
        if items is not None:
            full = ",".join(str(i) for i in range(items))
            assert joined_list([param], [f"--{name}", full, f"--{name}", "9"], name) == f"--{name} {param.metavar}"
            head = ",".join(str(i) for i in range(items - 1))
            assert joined_list([param], [f"--{name}", head, f"--{name}", "9"], name) == f"--{name} {head},9"
