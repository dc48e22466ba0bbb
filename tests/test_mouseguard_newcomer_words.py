"""Mouse Guard lines a newcomer found in English or repeated in Spanish, and beginner's luck in a volley: a pool names
its armour once, a front typed below 1 is refused in Spanish, "none marked" agrees with "condiciones", odds write their
percentages as the language writes numbers, and ``conflict roll --ability`` for a skill on the sheet is refused as
``test`` refuses it.

Source: seed 004 "Armaduras" (armadura ligera: +1D a la disposición), "Condiciones", "Elevar habilidades" (beginner's
luck: "Puedes usar una habilidad sin tenerla ... se tira la voluntad o salud ... dividido entre dos"), "Conflictos"
(acción, frente); ``rules.numbers`` (CLDR number symbols); the developers' guide (a refusal names the field as typed,
nothing written).
"""

from __future__ import annotations

import re
from math import comb

import pytest

from conftest import Cli
from rules.numbers import percentage
from test_mouseguard_choice_words import at


def refused(cli: Cli, *args: str) -> str:
    """The one line ``args`` is refused with (exit 2, nothing written)."""
    before = cli.bytes()
    proc = cli(*args, ok=False)
    assert proc.returncode == 2 and cli.bytes() == before, proc.stderr
    return proc.stderr.strip()


@pytest.fixture(scope="module")
def declared(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """The sample's fight declared, no disposition rolled yet (Brand wears light armour; Tamsin is Tired)."""
    return at(tmp_path_factory.mktemp("declared"), "conflict disposition: {as: Wren", "declared")


@pytest.fixture(scope="module")
def revealed(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """The sample's first volley revealed: Brand's Attack (Fighter 4 on his sheet) waits for his roll."""
    return at(tmp_path_factory.mktemp("revealed"), "conflict roll: {as: Brand", "revealed")


def test_a_pool_names_its_armour_once(declared: Cli) -> None:
    """Brand's disposition pool: Hunter 2 and his light armour's +1D, the armour named once in each language."""
    es = refused(declared, "conflict", "disposition", "--as", "Brand", "--dice", "6,5", "--lang", "es")
    en = refused(declared, "conflict", "disposition", "--as", "Brand", "--dice", "6,5", "--lang", "en")
    assert es.endswith("la reserva es de 3 dados (Cazador 2, armadura ligera +1)")
    assert en.endswith("the pool is 3 dice (Hunter 2, light armour +1)")


def test_a_front_below_one_is_refused_in_spanish(declared: Cli) -> None:
    line = refused(declared, "conflict", "disposition", "--as", "Wren", "--front", "-1", "--dice", "6,5,4", "--lang", "es")
    assert re.fullmatch(r"error: front: el conflicto #\d+ tiene un solo frente \(dado: -1\)", line), line


def test_none_marked_agrees_with_its_conditions(declared: Cli) -> None:
    assert refused(declared, "clear", "Brand", "angry", "--lang", "es") == \
        "error: condition: Brand no está Enfadado; marcadas: ninguna"
    assert refused(declared, "clear", "Brand", "angry", "--lang", "en") == "error: condition: Brand is not angry; marked: none"


def test_odds_write_percentages_as_the_language_writes_numbers(declared: Cli) -> None:
    """Brand's disposition: 3 dice, each a success on 4-6; the rows' chances are 3 choose k out of 8."""
    chances = [comb(3, k) / 8 for k in range(4)]
    es = declared("odds", "conflict", "disposition", "--as", "Brand", "--lang", "es").stdout
    en = declared("odds", "conflict", "disposition", "--as", "Brand", "--lang", "en").stdout
    for k, chance in enumerate(chances):
        assert f"{str(100 * chance).replace('.', ',')} % ({comb(3, k)}/8)" in es
        assert f"{100 * chance}% ({comb(3, k)}/8)" in en
    assert "%" in es and not re.search(r"\d\.\d%", es)


def test_percentage_in_each_language() -> None:
    assert [percentage(1 / 3, lang) for lang in ("en", "es", "de", "it", "xx")] == \
        ["33.3%", "33,3 %", "33,3 %", "33,3%", "33.3%"]
    assert percentage(0.5, "es", places=0) == "50 %"


def test_beginners_luck_in_a_volley_is_refused_for_a_skill_on_the_sheet(revealed: Cli, declared: Cli) -> None:
    """``conflict roll --ability`` refused as ``test --ability`` is, in Spanish with the skill's Spanish name."""
    said = "error: ability: Brand tiene Luchador 4; la tirada de principiante es para habilidades que no están en la hoja"
    assert refused(revealed, "conflict", "roll", "--as", "Brand", "--ability", "will", "--dice", "6,5,4,2",
                   "--lang", "es") == said
    assert refused(revealed, "conflict", "roll", "--as", "Brand", "--ability", "will", "--dice", "6,5,4,2",
                   "--lang", "en") == "error: ability: Brand has Fighter 4; beginner's luck is for skills not on the sheet"
    assert refused(declared, "test", "fighter", "--as", "Brand", "--ob", "2", "--ability", "will", "--dice", "6,5,4,2",
                   "--lang", "es") == said
    assert refused(revealed, "conflict", "roll", "--as", "Brand", "--skill", "nature", "--ability", "will",
                   "--dice", "6,5,4,2", "--lang", "es") == \
        "error: ability: actuar a favor o en contra de la Naturaleza tira Naturaleza: sin aptitud de principiante"


def test_hints_in_spanish_name_accepted_spanish_words(declared: Cli) -> None:
    """A disposition's trait against oneself and its Nature tapped are named by the Spanish words the choice
    accepts (``rules.mouseguard.choices``)."""
    assert refused(declared, "conflict", "disposition", "--as", "Wren", "--against-trait", "Quick", "--handicap",
                   "opponent-dice", "--dice", "6", "--lang", "es") == \
        "error: handicap: en una tirada de disposición un rasgo en tu contra da -1D (menos un dado)"
    assert refused(declared, "conflict", "disposition", "--as", "Wren", "--nature", "with", "--dice", "6",
                   "--lang", "es") == ("error: nature: la disposición tira la habilidad del conflicto; la Naturaleza se "
                                       "invoca sobre ella (--nature invocar o invocar contra)")
    rolled = refused(declared, "conflict", "disposition", "--as", "Wren", "--nature", "invocar", "--dice", "6",
                     "--lang", "es")
    assert rolled.startswith("error: dice: escribiste 1 dado; ")     # "invocar" accepted: the pool is counted


@pytest.mark.parametrize("option,choice,words", [
    ("--nature", "nature", ("invocar", "invocar contra", "conforme", "contra")),
    ("--recover", "condition", ("herido", "enfermo", "cansado")),
    ("--armour", "armour", ("ligera", "pesada")),
    ("--buy", "buy", ("desarmar",)),
    ("--ability", "tie", ("voluntad", "salud", "naturaleza")),
    ("--ability", "beginner", ("voluntad", "salud")),
])
def test_the_spanish_refusals_hint_at_words_the_option_accepts(option: str, choice: str, words: tuple[str, ...]) -> None:
    """Each Spanish refusal that hints ``option`` with these words (``rules.mouseguard.refusal_templates``) names
    words the option's choice accepts."""
    from rules.mouseguard.choices import CHOICES
    from rules.mouseguard.refusal_templates import ES

    said = " ".join(es for _, es in ES)
    assert f"{option} {words[0]}" in said or choice == "beginner"          # beginner's luck: rules.mouseguard.refusals
    for word in words:
        assert CHOICES[choice].pick(option.lstrip("-"), word) in CHOICES[choice].names
