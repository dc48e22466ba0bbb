"""The "allowed now" lists name each command as the history does in the reader's language (``ledger status``, the
web table's status rows, every phase refusal); English keeps the ids one types.

Source: README "Using the ledger" (``--lang``); ``rules.phases.worded`` and ``GameSystem.command_word`` (a history's
action column: seed 004 "prueba", seed 001 "Wurf", seed 002 "tiro").
"""

from __future__ import annotations

from typing import Any

import pytest

import rules
from rules.errors import RuleError
from rules.phases import worded
from test_api_error_language import api  # noqa: F401 - the signed-in API client
from test_table_status import states_of


@pytest.fixture(scope="module")
def samples() -> dict[str, tuple[Any, dict[int, dict[str, Any]]]]:
    names = ["mouseguard-darkwater-crossing.yaml", "mosaic-blumen-des-montezuma.yaml", "pokemon-aranciopoli-noir.yaml",
             "masks-halcyon-nights.yaml"]
    return {name.split("-")[0]: states_of(name) for name in names}


@pytest.mark.parametrize("system_id,action,lang,label,said,english", [
    # Rogard's passed test with a 6 and Fate 1: no reroll (not failing), no rest (a test waits), no injury (no one hurt)
    ("mouseguard", 9, "es", "ahora se puede", "Destino, resolver, marcar condición, nuevo personaje",
     "fate, resolve, mark, add-character"),
    ("mosaic", 17, "de", "jetzt möglich", "Herausforderung, Queste endet, Mosaikstein, investieren, Vorteil ausspielen, "
     "auflösen, Interaktion beginnt", "quest challenge, quest end, spend-tile, invest, press, resolve"),
    ("pokemon", 10, "it", "ora si può", "inizio battaglia, risoluzione, Trattare Violentemente, nuovo allenatore",
     "battle start, resolve, treat-violently, add-character"),
    ("masks", 12, "es", "ahora se puede", "tirada Defender --from Vex, resolver, acción para despejar, "
     "aprovechar la Influencia, gastar Equipo", "roll Defend --from Vex, resolve, clearing-action"),
])
def test_the_status_row_names_the_commands_in_the_language(samples: dict[str, Any], system_id: str, action: int,
                                                           lang: str, label: str, said: str, english: str) -> None:
    system, states = samples[system_id]
    rows = dict(system.views.status_rows(system.views.status(states[action], lang), lang))
    assert rows[label].startswith(said)              # the hint after a command as one types it in the language
    rows = dict(system.views.status_rows(system.views.status(states[action], "en"), "en"))
    assert rows["allowed now"].startswith(english)                # English: the ids
    assert system.views.status(states[action], lang)["roll"]["allowed"][0] == english.split(", ")[0]   # JSON: the ids


@pytest.mark.parametrize("system_id,lang,english,said", [
    ("mosaic", "de", "'scene end' is not allowed while the scene is closed; allowed now: session end, quest challenge, "
     "spend-tile", "phase: 'Szene endet' ist nicht erlaubt, solange keine Szene offen ist; jetzt möglich: Sitzung endet, "
     "Herausforderung, Mosaikstein"),
    ("mouseguard", "es", "'fate' is not allowed while no test is waiting to be resolved; allowed now: test, turn gm",
     "phase: 'Destino' no se puede mientras ninguna prueba espera resolverse; ahora se puede: prueba, turno del DJ"),
    ("masks", "es", "'scene end' is not allowed while the scene is closed; allowed now: session start, "
     "influence take-advantage --option TA2", "phase: 'termina la escena' no se puede mientras no hay escena abierta; ahora se "
     "puede: empieza la sesión, aprovechar la Influencia --option TA2"),
    ("pokemon", "it", "'scene end' is not allowed while the scene is closed; allowed now: session start, debt add",
     "phase: 'fine scena' non è permesso mentre nessuna scena è aperta; ora si può: inizio Sessione, nuovo debito"),
])
def test_a_phase_refusal_names_the_commands_in_the_language(system_id: str, lang: str, english: str, said: str) -> None:
    system = rules.get_system(system_id)
    assert system.refusal(RuleError("phase", english), lang) == said
    assert system.refusal(RuleError("phase", english), "en") == f"phase: {english}"    # English: as raised


def test_typed_syntax_in_a_refusal_stays_and_only_the_list_is_worded() -> None:
    """A command named inside the reason (``gm-move --roll N``) is the syntax to type; the list after it is worded."""
    said = rules.get_system("mosaic").refusal(RuleError("phase", "'session end' is not allowed now: GM moves are due "
                                                        "for roll #4 (gm-move --roll N --text ... or --waive); allowed "
                                                        "now: gm-move, roll"), "de")
    assert said.endswith("(gm-move --roll N --text ... oder --waive); jetzt möglich: SL-Zug, Wurf")


def test_worded_takes_the_longest_command_and_keeps_unknown_items() -> None:
    names = ["conflict", "conflict start", "rest"]
    say = {"conflict": "C", "conflict start": "empieza el conflicto", "rest": "descanso"}.get
    assert worded(["conflict start --type fight", "conflict", "restart", "rest"], names, say) == \
        ["empieza el conflicto --type fight", "C", "restart", "descanso"]


def test_the_api_refusal_names_the_commands_in_the_readers_language(api: Any) -> None:
    """The HTTP API's phase refusal (the web table's forms post to it) lists the commands as the history names them:
    Italian for the Pokémon sample, whose last session has ended; English the ids."""
    client, q, _ = api
    said = client.post(f"/api/campaigns/{q}/commands/scene%20end", json={}).json()["error"]["message"]
    assert said.startswith("'fine scena' non è permesso mentre ") and "; ora si può: inizio Sessione, nuovo allenatore" in said
    english = client.post(f"/api/campaigns/{q}/commands/scene%20end", json={}, headers={"accept-language": "en"})
    assert "; allowed now: session start, add-character" in english.json()["error"]["message"]
