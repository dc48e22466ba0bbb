"""Every Masks move is accepted by its full name and its common short forms, in English
and in the seed's Spanish, whatever the case, accents or apostrophe; an unknown name is refused with
the names a player types, not the internal ids.

The names below are read from seed 000 (the English and Spanish headings, each move's trigger sentence,
the Conditions lists) and from the catalogue §1.3 "Move (EN / ES)" column, not from the code.
"""

from __future__ import annotations

import pytest

from conftest import Cli, Table
from rules.errors import RuleError
from rules.masks.data import MOVES
from rules.masks.rolls import move_id

SEED_NAMES = {
    "directly_engage": ["Directly Engage a Threat", "directly engage", "Directly Engage", "Enfrentarse a una amenaza",
                        "Enfrentar", "Enfrentarse", "enfrentarse directamente a una amenaza"],
    "unleash": ["Unleash Your Powers", "unleash your powers", "Unleash", "Desatar tus poderes", "Desatar Tus Poderes"],
    "comfort": ["Comfort or Support", "Comfort or Support Someone", "comfort or support someone", "Comfort", "Support",
                "Consolar o apoyar", "Consolar o Apoyar a alguien", "Consolar", "Apoyar"],
    "pierce_the_mask": ["Pierce the Mask", "pierce someone's mask", "Pierce someone\u2019s mask", "Atravesar la máscara",
                        "ATRAVESAR LA MASCARA", "Atravesar"],
    "defend": ["Defend", "Defend Someone", "defend someone or something", "stand in defense", "Defender",
               "Defender a alguien"],
    "assess": ["Assess the Situation", "Assess", "Evaluar la situación", "evaluar la situacion", "Evaluar"],
    "provoke": ["Provoke Someone", "provoke", "Provocar a alguien", "Provocar"],
    "powerful_blow": ["Take a Powerful Blow", "take-a-powerful-blow", "Powerful Blow", "Recibir un golpe brutal",
                      "Golpe Brutal"],
    "reject_influence": ["Reject Influence", "reject someone's influence", "Rechazar la Influencia", "rechazar",
                         "Reject"],
}


def test_every_move_is_covered() -> None:
    assert set(SEED_NAMES) == set(MOVES)


@pytest.mark.parametrize("move,name", [(m, n) for m, names in SEED_NAMES.items() for n in names])
def test_full_names_and_short_forms_in_english_and_spanish(move: str, name: str) -> None:
    assert move_id(name) == move


def test_an_unknown_move_lists_the_names_not_the_ids() -> None:
    with pytest.raises(RuleError) as info:
        move_id("Fly Away")
    err = info.value
    assert err.field == "move"
    assert err.message == (
        "unknown move 'Fly Away'; allowed: Directly Engage a Threat / Enfrentarse a una amenaza, "
        "Unleash Your Powers / Desatar tus poderes, Comfort or Support / Consolar o apoyar, "
        "Pierce the Mask / Atravesar la máscara, Defend / Defender, Assess the Situation / Evaluar la situación, "
        "Provoke Someone / Provocar a alguien, Take a Powerful Blow / Recibir un golpe brutal, "
        "Reject Influence / Rechazar la Influencia")
    assert "directly_engage" not in err.message and "powerful_blow" not in err.message


def test_other_messages_name_the_move() -> None:
    t = Table()
    t.pc("A")
    t.in_scene()
    with pytest.raises(RuleError, match="^target: Comfort or Support needs a target"):
        t.do("roll", move="Comfort or Support Someone", character="A", dice=[3, 3])
    t.do("roll", move="Directly Engage a Threat", character="A", dice=[1, 2])
    with pytest.raises(RuleError, match=r"roll #\d+ \(Directly Engage a Threat by A\) is waiting"):
        t.do("roll", move="assess", character="A", dice=[3, 3])
    with pytest.raises(RuleError, match="a miss on Directly Engage a Threat has no options to pick"):
        t.do("resolve", pick=["DE1"])


def test_the_cli_takes_the_sheet_names(cli: Cli) -> None:
    cli("create", "Names")
    cli("add-character", "Gale", "--playbook", "beacon", "--plus-one", "mundane")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    cli("session", "start")
    cli("scene", "start")
    out = cli("roll", "Comfort or Support Someone", "--as", "Gale", "--target", "Rook", "--dice", "3,4", "--json")
    assert '"comfort"' in out.stdout
    cli("resolve", "--pick", "CS1")
    before = cli.bytes()
    bad = cli("roll", "Comfort Everyone", "--as", "Gale", "--target", "Rook", "--dice", "3,4", ok=False)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1
    assert bad.stderr.startswith("error: move: unknown move 'Comfort Everyone'; allowed: Directly Engage a Threat / ")
    assert "comfort," not in bad.stderr and cli.bytes() == before
