"""``ledger status`` shows the commands allowed now in every phase, in every system: before any session, between
scenes, after a session ended (and, in Mouse Guard, a conflict awaiting its dispositions or ended), the same list
the phase gates accept, in the reader's language; ``status --as CHARACTER`` offers only what its player may give.

Source: README "Using the ledger" (``status``: "the commands allowed now"; the list comes "from the same gates that
decide"), README "Playing as a group" and each system's docs page, "Who gives which command" (a player is offered
no GM command).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import Cli, Table
from test_table_status import states_of

#: The "allowed now" row's label per language (the systems' status rows).
LABEL = {"en": "allowed now", "es": "ahora se puede", "de": "jetzt möglich", "it": "ora si può"}
SAMPLES = {"mouseguard": "mouseguard-darkwater-crossing.yaml", "mosaic": "mosaic-blumen-des-montezuma.yaml",
           "pokemon": "pokemon-aranciopoli-noir.yaml", "basic": "basic-the-salt-road.yaml"}


@pytest.fixture(scope="module")
def samples() -> dict[str, tuple[Any, dict[int, dict[str, Any]]]]:
    return {name: states_of(sample) for name, sample in SAMPLES.items()}


def first(states: dict[int, dict[str, Any]], session: str, scene: str) -> dict[str, Any]:
    """The first state whose session and scene are in those phases with no roll open."""
    return next(s for s in states.values() if s["session"]["phase"] == session and s["scene"]["phase"] == scene
                and not s.get("test") and not (s.get("roll") or {}).get("id"))


def shown(system: Any, state: dict[str, Any], has: str, lacks: str) -> None:
    """The status of ``state`` lists what the gates allow (``has`` among it, ``lacks`` not), and each language's rows
    say it under that language's label, each command in that language's words."""
    expected = system.allowed_now(state)
    assert has in expected and lacks not in expected
    for lang in system.languages:
        data = system.views.status(state, lang)
        assert data["allowed"] == expected, (system.id, lang)
        row = dict(system.views.status_rows(data, lang))[LABEL[lang]]
        assert system.command_word(has, lang) in row and system.command_word(lacks, lang) not in row, (system.id, lang)
        if lang != "en" and system.command_word(has, lang) != has:
            assert has not in row.split(", "), (system.id, lang, row)


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_allowed_now_before_any_session(samples: dict[str, Any], name: str) -> None:
    system, states = samples[name]
    shown(system, first(states, "not_started", "closed"), "session start", "scene start")


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_allowed_now_between_scenes(samples: dict[str, Any], name: str) -> None:
    system, states = samples[name]
    shown(system, first(states, "running", "closed"), "scene start", "scene end")


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_allowed_now_after_the_session_ended(samples: dict[str, Any], name: str) -> None:
    system, states = samples[name]
    shown(system, first(states, "ended", "closed"), "session start", "session end")


def test_masks_allowed_now_in_every_phase() -> None:
    """Masks (driven through its rules): no session, between scenes, the session ending and ended."""
    table = Table()
    table.pc("Gale")
    shown(table.system, table.state, "session start", "scene start")
    table.do("session start")
    shown(table.system, table.state, "scene start", "scene end")
    table.do("scene start")
    table.do("scene end")
    shown(table.system, table.state, "scene start", "scene end")
    table.do("session end")
    shown(table.system, table.state, "end-of-session", "session start")
    table.do("end-of-session", character="Gale", choice="EOS2:up=danger,down=mundane")
    assert table.state["session"]["phase"] == "ended"
    shown(table.system, table.state, "session start", "session end")


def test_mouseguard_allowed_now_around_a_conflict(samples: dict[str, Any]) -> None:
    """A conflict declared, its dispositions awaited; and a conflict ended, awaiting its close."""
    system, states = samples["mouseguard"]
    declared = next(s for s in states.values() if s.get("conflict") and s["conflicts"][str(s["conflict"])]["phase"] == "declared")
    shown(system, declared, "conflict disposition", "conflict reveal")
    ended = next(s for s in states.values() if s.get("conflict") and s["conflicts"][str(s["conflict"])]["phase"] == "ended")
    shown(system, ended, "conflict close", "conflict roll")


def test_status_as_a_character_offers_no_gm_command(tmp_path: Path) -> None:
    """``status --as Tamsin`` (the store's owner acting as her player) lists no GM command, in the JSON and the rows;
    the GM's own status does; a character's player keeps what the permissions let a player do."""
    cli = Cli(tmp_path / "mg.sqlite")
    cli("create", "Vado", "--system", "mouseguard", "--lang", "es")
    cli("add-character", "Tamsin", "--nature", "3", "--will", "4", "--health", "3", "--skill", "healer=3")
    cli("session", "start")
    gm = cli.json("status")["allowed"]
    assert {"add-character", "scene start", "turn gm", "session end"} <= set(gm)
    tamsin = cli.json("status", "--as", "Tamsin")["allowed"]
    assert tamsin == [c for c in gm if c not in {"add-character", "scene start", "turn gm", "turn players",
                                                  "session end", "session start"}]
    assert "mark" in tamsin
    rows = cli("status", "--as", "Tamsin").stdout
    assert "ahora se puede" in rows and "nuevo personaje" not in rows and "marcar condición" in rows
    assert "nuevo personaje" in cli("status").stdout
