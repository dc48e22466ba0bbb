"""Refusals say the game's words, never an id, in every language the system has: Mouse Guard's conflict actions
(Feint, Attack) and its conflict's phase; MOSAIC's rest steps; Pokémon's exchange; an unknown argument's refusal
lists everything the command takes (``as`` and ``reason`` too); an empty text is asked for, never shown as ``''``
(rules/mouseguard/gates.py, rules/mosaic/gates.py, rules/pokemon/gates.py, rules/args.py ``taken_names``)."""

from __future__ import annotations

from typing import Any, Callable

import pytest

import rules
from rules.errors import RuleError
from rules.phases import check
from test_mouseguard_table import faces, opened


def test_a_volley_action_that_makes_no_test_is_named_in_the_game_s_words() -> None:
    mg = opened()
    mg.exchange(["attack", "feint", "defend"], ["attack", "attack", "defend"])
    mg.volley(("Brand", faces(1, 4)), ("Bandit", faces(1, 4)))
    mg.do("conflict reveal")
    message = mg.refused("phase", "conflict roll", character="Brand", dice=faces(0, 4))
    assert message == "Brand's Feint makes no test against the other side's Attack"
    said = mg.system.refusal(RuleError("phase", message), "es")
    assert said == "phase: Finta de Brand no hace prueba contra Ataque del otro bando"


def test_a_conflict_s_phase_is_said_in_words() -> None:
    mg = opened()
    mg.exchange(["attack", "attack", "defend"], ["attack", "attack", "defend"])
    mg.do("conflict reveal")
    message = mg.refused("phase", "conflict reveal")
    assert message.startswith("'conflict reveal' is not allowed while an action is being played; allowed now: ")
    assert mg.system.refusal(RuleError("phase", message), "es").startswith(
        "phase: 'revelar acción' no se puede mientras se está jugando una acción; ahora se puede: ")


def _rest(phase: str) -> Callable[[dict[str, Any]], None]:
    return lambda s: s["rest"].update(phase=phase)


def _battle(s: dict[str, Any]) -> None:
    s["battle"].update(phase="open")


@pytest.mark.parametrize("system_id, command, tweak, english, translated", [
    ("mosaic", "rest task", _rest("conversion"), "the rest is converting Advantage into Experience",
     "'Rastaufgabe' ist nicht erlaubt, solange die Rast Vorteile in Erfahrung umwandelt"),
    ("mosaic", "rest task", _rest("milestones"), "the rest is at its milestones",
     "'Rastaufgabe' ist nicht erlaubt, solange die Rast bei den Meilensteinen ist"),
    ("mosaic", "rest participate", _rest("conversion"), "the rest is converting Advantage into Experience",
     "'Teilnahme' ist nicht erlaubt, solange die Rast Vorteile in Erfahrung umwandelt"),
    ("mosaic", "advantage convert", _rest("idle"), "no rest is running",
     "'Vorteil umwandeln' ist nicht erlaubt, solange keine Rast läuft"),
    ("pokemon", "battle harm", _battle, "no exchange is open",
     "'scambio di Danni' non è permesso mentre nessuno scambio è aperto"),
])
def test_a_phase_is_said_in_words_in_every_language(system_id: str, command: str, tweak: Any, english: str,
                                                      translated: str) -> None:
    system = rules.get_system(system_id)
    state = system.new_state(system.parse_options({}))
    state["session"]["phase"] = "running"
    tweak(state)
    with pytest.raises(RuleError) as caught:
        check(system.gate_table, state, command)
    assert caught.value.message.startswith(f"{command!r} is not allowed while {english}; allowed now: ")
    other = next(lang for lang in system.languages if lang != "en")
    assert system.refusal(caught.value, other).startswith(f"phase: {translated}; ")


def test_no_phase_of_a_gate_is_said_by_its_id() -> None:
    """Every gate's phase that says itself ("the rest is tasks") is one of the shared machines' plain words."""
    plain = {"not started", "running", "ending", "ended", "closed", "open", "out of battle", "in battle"}
    for system_id in rules.registered():
        gates = rules.get_system(system_id).gate_table or {}
        for ways in gates.values():
            for need in (n for w in (ways or ()) for n in w.needs if n.describe is None):
                ids = {s.id.replace("_", " ") for s in need.machine.load().states}
                assert ids <= plain, (system_id, need.what, ids - plain)


def test_an_unknown_argument_s_refusal_lists_as_and_reason_too() -> None:
    from rules.decide import decide
    from rules.declaration import Context

    system = rules.get_system("masks")
    with pytest.raises(RuleError) as caught:
        decide(system, system.new_state(system.parse_options({})), "mark",
               {"character": "Gale", "condition": "angry", "bogus": 1}, Context(actor="GM", action_id=1))
    assert (caught.value.field, caught.value.message) == ("bogus", "unknown argument; allowed: character, condition, "
                                                                   "as, reason")


def test_the_api_s_unknown_argument_lists_as_and_reason_too() -> None:
    from ledger.web.commands import checked_args
    from ledger.web.errors import HttpError

    with pytest.raises(HttpError) as caught:
        checked_args(rules.get_system("masks").commands["mark"],
                     {"character": "Gale", "condition": "angry", "bogus": 1})
    assert (caught.value.status, caught.value.field, caught.value.message) == (
        422, "bogus", "unknown argument; allowed: character, condition, as, reason")


@pytest.mark.parametrize("given, message", [("", "give a text"), ("   ", "give a text"), (None, "give a text"),
                                            (5, "'5' is not a text")])
def test_an_empty_text_is_asked_for(given: Any, message: str) -> None:
    from ledger.group.table import _text

    with pytest.raises(RuleError) as caught:
        _text({"text": given}, "text")
    assert (caught.value.field, caught.value.message) == ("text", message)
