"""A rejected proposal's reason as its reader reads it (``ledger.group.words.rejection``): the state's refusal
recorded as data and worded when read, a refusal recorded as English text before that read the same way, the GM's
own text as typed (design.md "People, roles and hidden information": how a proposal was decided is on record)."""

from __future__ import annotations

from ledger.group.words import rejection
from rules import get_system

MASKS = get_system("masks")
SPANISH = ("la propuesta 65 ya no está permitida: phase: 'tirada' no se puede mientras no hay escena abierta; ahora se puede: empieza la escena")


def spanish(err):
    return MASKS.refusal(err, "es")


def test_a_refusal_recorded_as_data_is_worded_in_the_reader_s_language() -> None:
    detail = {"proposal": "65", "refused": {"field": "phase", "message": "'roll' is not allowed while the scene is closed; allowed now: scene start"}}
    assert rejection(detail, spanish) == SPANISH
    assert rejection(detail, str) == "proposal 65 is no longer allowed: phase: 'roll' is not allowed while the scene is closed; allowed now: scene start"


def test_a_refusal_recorded_as_english_text_before_is_read_as_the_refusal_it_names() -> None:
    old = {"proposal": "65", "reason": "proposal 65 is no longer allowed: phase: 'roll' is not allowed while the scene "
                                       "is closed; allowed now: scene start"}
    assert rejection(old, spanish) == SPANISH
    assert rejection({"id": "65", "reason": old["reason"]}, spanish) == SPANISH      # a proposal's state, by id


def test_the_gm_s_own_reason_is_kept_as_typed() -> None:
    assert rejection({"proposal": "65", "reason": "the scene is over"}, spanish) == "the scene is over"
    other = "proposal 12 is no longer allowed: phase: 'roll' is not allowed while the scene is closed; allowed now: scene start"
    assert rejection({"proposal": "65", "reason": other}, spanish) == other          # another proposal's words: text
    assert rejection({"proposal": "65"}, spanish) is None
