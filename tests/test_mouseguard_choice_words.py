"""Mouse Guard's typed choices read one table (``rules.mouseguard.choices``): every word the help shows for a choice
argument, in English and in Spanish, is a word the command accepts, and every refusal of a word not in the list names
only words it accepts, in the reader's language, with the kind of thing in that language. The walk drives each choice
argument with a bad word on the command line at a moment of the sample campaign where the command reaches it.

Source: seed 004 (Armaduras, Ganar marcas, Reglas de naturaleza, Conflictos, Algunas reglas especiales, Condiciones,
Recompensas, Elevar habilidades: the words of each choice); README "Using the ledger" (a refusal names the field as
typed and what is allowed; ``--lang``); the developers' guide (bad input refused in one line, nothing written).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

import rules
from conftest import ROOT, Cli
from rules.errors import RuleError
from rules.mouseguard.choices import CHOICES
from rules.names import resolve

MG = rules.get_system("mouseguard")
SAMPLE = ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"
LANGS = ("en", "es")


def accepted(choice: Any, words: list[str]) -> list[str]:
    """The ids ``words`` name when typed back (each as ``rules.names.resolve`` reads it)."""
    return [resolve("x", word, choice.names) for word in words]


@pytest.mark.parametrize("name", sorted(CHOICES))
def test_every_word_shown_names_its_choice_in_each_language(name: str) -> None:
    """Each language shows one word per choice, in the table's order, and typed back it names that choice."""
    choice = CHOICES[name]
    for lang in LANGS:
        assert accepted(choice, list(choice.words(lang))) == list(choice.names), (name, lang)


@pytest.mark.parametrize("name", sorted(CHOICES))
def test_the_help_of_every_choice_argument_lists_the_words_accepted(name: str) -> None:
    """The help of each argument taking the choice (``ledger COMMAND --help``, the pages' forms) holds the list of
    the words of its language, each accepted, and no other list of that choice's words."""
    choice = CHOICES[name]
    assert choice.args, name
    for command, key in choice.args:
        for lang in LANGS:
            said = MG.help_of(command, key, lang)
            assert choice.listing(lang) in said, (command, key, lang, said)


@pytest.mark.parametrize("name", sorted(CHOICES))
@pytest.mark.parametrize("lang", LANGS)
def test_a_word_not_in_the_list_is_refused_with_the_words_accepted(name: str, lang: str) -> None:
    """The refusal's list is the language's words, each accepted; its kind is said in that language."""
    choice = CHOICES[name]
    with pytest.raises(RuleError) as err:
        choice.pick("field", "zzz")
    text = MG.refusal(err.value, lang)
    head, listed = re.split(r"; (?:allowed|se admite): ", text)
    assert listed.split(", ") == list(choice.words(lang))
    assert accepted(choice, listed.split(", ")) == list(choice.names)
    assert f"({choice.kind[lang]})" in head if lang == "es" else f"unknown {choice.kind['en']} 'zzz'" in head


def test_no_mouse_guard_rule_resolves_a_choice_outside_the_table() -> None:
    """Every ``resolve`` left under ``rules/mouseguard/`` reads a sheet's names (skills, abilities), not a fixed
    choice; every ``pick`` names a choice of the table."""
    picked, resolved = set(), set()
    for path in sorted((ROOT / "rules" / "mouseguard").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
                if node.func.id == "pick" and isinstance(node.args[0], ast.Constant):
                    picked.add(node.args[0].value)
                elif node.func.id == "resolve" and path.name != "choices.py":
                    resolved.add(ast.unparse(node.args[2]))
    assert picked <= set(CHOICES) and picked
    assert resolved <= {"SKILL_NAMES", "ABILITY_NAMES", "self.names"}


def at(folder: Path, before: str, name: str) -> Cli:
    """A store holding the sample campaign up to (not including) the first entry that starts with ``before``."""
    lines = SAMPLE.read_text(encoding="utf-8").splitlines()
    cut = next(i for i, line in enumerate(lines) if line.strip().startswith(f"- {before}"))
    path = folder / f"{name}.yaml"
    path.write_text("\n".join(lines[:cut]) + "\n", encoding="utf-8")
    cli = Cli(folder / f"{name}.sqlite")
    cli("replay", str(path))
    return cli


#: (the sample's entry the moment comes before, the command with ``BAD`` where the word goes, the field refused,
#: the choice): every choice argument a command takes at that moment of the sample.
BAD = "zzz"
WALK = {
    "conflict start": [
        (("conflict", "start", "--type", BAD, "--team", "Brand", "--goal", "a", "--opponents", "Water Snake",
          "--opponent-goal", "b"), "type", "type"),
        (("add-character", "Zed", "--nature", "3", "--will", "3", "--health", "3", "--armour", BAD), "armour", "armour"),
        (("add-character", "Zed", "--nature", "3", "--will", "3", "--health", "3", "--armour", "light", "--worn", BAD),
         "worn", "worn"),
        (("add-character", "Zed", "--nature", "3", "--will", "3", "--health", "3", "--weapon", BAD), "weapon", "weapon"),
        (("add-character", "Zed", "--nature", "3", "--will", "3", "--health", "3", "--condition", BAD), "condition",
         "condition"),
        (("mark", "Brand", BAD), "condition", "condition"),
        (("clear", "Brand", BAD), "condition", "condition"),
        (("test", "fighter", "--as", "Brand", "--ob", "2", "--nature", BAD), "nature", "nature"),
        (("test", "fighter", "--as", "Brand", "--ob", "2", "--against-trait", "Brave", "--handicap", BAD), "handicap",
         "handicap"),
        (("test", "cook", "--as", "Brand", "--ob", "2", "--ability", BAD), "ability", "beginner"),
        (("test", "health", "--as", "Tamsin", "--recover", BAD), "recover", "condition"),
    ],
    "conflict disposition: {as: Wren": [
        (("conflict", "wield", "Brand", BAD), "weapon", "wield"),
        (("conflict", "disposition", "--as", "Wren", "--against-trait", "Quick", "--handicap", BAD), "handicap",
         "handicap"),
    ],
    "conflict script": [(("conflict", "script", "--side", "Brand", "--actions", f"{BAD},attack,defend"), "actions",
                         "action")],
    "conflict roll: {as: Brand": [
        (("conflict", "roll", "--as", "Brand", "--nature", BAD), "nature", "nature"),
        (("conflict", "roll", "--as", "Brand", "--against-trait", "Brave", "--handicap", BAD), "handicap", "handicap"),
    ],
    "conflict maneuver": [(("conflict", "maneuver", "--as", "Wren", "--buy", BAD), "buy", "buy")],
    "take-condition": [(("take-condition", BAD, "--as", "Tamsin"), "condition", "condition")],
    "oppose": [(("oppose", "--as", "Water Snake", "--nature", BAD), "nature", "nature")],
    "rewards give": [(("rewards", "give", "Brand", "--fate", BAD), "fate", "fate"),
                     (("rewards", "give", "Brand", "--persona", BAD), "persona", "persona")],
}


@pytest.mark.parametrize("moment", sorted(WALK))
def test_every_choice_argument_refuses_a_bad_word_with_the_words_it_accepts(tmp_path: Path, moment: str) -> None:
    """On the command line, in Spanish and in English: one line naming the field as typed, the words listed are the
    table's and each is accepted; nothing is written."""
    cli = at(tmp_path, moment, "walk")
    for args, field, name in WALK[moment]:
        choice = CHOICES[name]
        for lang in LANGS:
            before = cli.bytes()
            proc = cli(*args, "--lang", lang, ok=False)
            assert proc.returncode == 2 and cli.bytes() == before, (args, proc.stderr)
            line = proc.stderr.strip()
            head = f"'{BAD}' no es un nombre conocido ({choice.kind['es']})" if lang == "es" else \
                f"unknown {choice.kind['en']} '{BAD}'"
            assert line.startswith(f"error: {field}: {head}; "), (args, line)
            listed = re.split(r"; (?:allowed|se admite): ", line)[1].split(", ")
            assert listed == list(choice.words(lang)), (args, lang, line)
            assert accepted(choice, listed) == list(choice.names)


def test_the_words_the_newcomer_typed_are_accepted(tmp_path: Path) -> None:
    """``--worn especial`` (seed 004 "ocasión especial") and ``--persona "jugar contra una creencia"`` (004
    "Jugar en contra de una creencia") as the Spanish help worded them before; ``--handicap "menos un dado"``."""
    assert CHOICES["worn"].pick("worn", "especial") == "special"
    assert CHOICES["persona"].pick("persona", "jugar contra una creencia") == "against_belief"
    assert CHOICES["handicap"].pick("handicap", "menos un dado") == "minus_die"
    assert CHOICES["armour"].pick("armour", "ninguna") == CHOICES["armour"].pick("armour", "ninguno") == "none"
