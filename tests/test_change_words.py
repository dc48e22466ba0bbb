"""A change of a whole record reads as the values that changed, in the game's words, never a record dumped.

Source: README "Correcting mistakes and reviewing the past" (an amend that decided a conflict again shows what it
changed); ``ledger.projections.detail_words.change_text``.
"""

from __future__ import annotations

from ledger.projections.detail_words import DICT_DELTA_SHOWN, change_text
from rules import get_system


def test_a_record_changed_reads_as_its_changed_values() -> None:
    system = get_system("mouseguard")
    before = {"id": 14, "sides": {"0": {"disposition": 5, "goal": "cross"}}, "phase": "volley", "volley": 1}
    after = {"id": 14, "sides": {"0": {"disposition": 3, "goal": "cross"}}, "phase": "effects", "volley": 1}
    text = change_text({"path": ["conflicts", "14"], "before": before, "after": after}, "en", system)
    assert text == "conflict #14: team disposition 5 → 3; phase volley revealed → maneuver effects"
    spanish = change_text({"path": ["conflicts", "14"], "before": before, "after": after}, "es", system)
    assert spanish == "conflicto #14: disposición del equipo 5 → 3; fase acción revelada → efectos de maniobra"
    assert "{" not in text and " id " not in text and "goal" not in text


def test_many_changed_values_are_counted_past_the_first_few() -> None:
    system = get_system("basic")
    before = {f"k{i}": i for i in range(DICT_DELTA_SHOWN + 3)}
    after = {f"k{i}": i + 1 for i in range(DICT_DELTA_SHOWN + 3)}
    text = change_text({"path": ["bars", "ford"], "before": before, "after": after}, "en", system)
    assert text.endswith("k3 3 → 4 (+3)") and text.count("→") == DICT_DELTA_SHOWN
    same = change_text({"path": ["bars", "ford"], "before": {"a": 1}, "after": {"a": 1}}, "en", system)
    assert same is None                                   # nothing a person reads changed: no line
