"""Masks' Spanish refusals (seed 000, Spanish part: condiciones Asustado, Enojado ...; avances): a condition's name
is a masculine adjective ("marcado"), and an advancement refused lists the ids one types, each with its Spanish."""

from __future__ import annotations

import rules
from rules.errors import RuleError
from rules.masks.advancement import OPTIONS


def said(field: str, message: str) -> str:
    return rules.get_system("masks").refusal(RuleError(field, message), "es")


def test_a_condition_marked_twice_is_masculine() -> None:
    assert said("condition", "Rook already has afraid marked; unmarked: angry") == \
        "condition: Rook ya tiene Asustado marcado; sin marcar: Enojado"


def test_an_advancement_off_the_list_lists_the_ids_one_types() -> None:
    line = said("advancement", "take_adult is not on the Bull list; allowed: playbook_move, rearrange")
    assert line == (f"advancement: take_adult no está en la lista de Bull; se admite: playbook_move "
                    f"({OPTIONS['playbook_move'][1]}), rearrange ({OPTIONS['rearrange'][1]})")
