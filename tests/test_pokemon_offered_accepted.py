"""Pokémon Noir: at every step of the sample campaign, each command the "allowed now" list offers (the list ``ledger
status`` shows while a roll is open and every phase refusal ends with, in either language) is accepted by the gate
when typed then, and each command it leaves out is refused as the phase's: both ask one rule (``rules.pokemon.gates``).

Source: README "Using the ledger" (the "allowed now" list of ``status`` and of a phase refusal "come from the same
gates that decide"); docs/systems/pokemon.md "At the table"; the sample ``pokemon-aranciopoli-noir.yaml``.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import rules
from conftest import ROOT, Cli
from ledger.script import load_script
from rules.decide import decide
from rules.declaration import Context
from rules.errors import RuleError
from rules.pokemon.gates import GATES, allowed
from rules.pokemon.violence import violence_refusal

#: A plausible set of arguments per command, so that a refusal is about the phase or the arguments, never a missing one.
PROBES: dict[str, dict[str, Any]] = {
    "add-character": {"name": "Zed"}, "add-pokemon": {"name": "Zedmon", "allenatore": "Nero"},
    "roll": {"move": "osserva", "dice": [3, 3], "character": "Nero"}, "harm": {"character": "Rocco", "slot": "ferita"},
    "heal": {"character": "Zanna", "slot": "ko"}, "rest": {"character": "Nero"},
    "remedy": {"character": "Zanna", "oggetto": "Pozione", "slot": "ko"},
    "condition": {"target": "Nero", "condition": "Zoppo"}, "adjust": {"character": "Nero", "risorse": 1},
    "forward": {"character": "Nero"}, "key": {"character": "Nero", "key": "Nuova", "new": True},
    "debt add": {"character": "Nero", "contact": "X"}, "debt remove": {"character": "Nero", "contact": "Zio Sam"},
    "item": {"character": "Nero", "item": "Corda"}, "wheel rhythm": {"rhythm": 3},
    "evolve": {"pokemon": "Zanna", "into": "Houndoom", "clausola": True}, "ball": {"pokemon": "Zanna", "inside": True},
    "need": {"pokemon": "Zanna"},
}


def _probe(state: dict[str, Any], command: str) -> dict[str, Any]:
    """The probe's arguments for ``command`` in ``state``: Treat Violently names a Pokémon that could be treated."""
    if command == "treat-violently":
        mons = [n for n, r in state["characters"].items() if r["tipo"] == "pokemon"]
        return {"pokemon": next((n for n in mons if violence_refusal(state, n) is None), "Zanna")}
    return dict(PROBES.get(command, {}))


def _phase_refusal(system: Any, state: dict[str, Any], command: str, n: int) -> str | None:
    """The phase refusal ``command`` typed now gets (its one line), or None when the phase lets it through (it may
    still be refused for its arguments)."""
    try:
        decide(system, copy.deepcopy(state), command, _probe(state, command), Context("GM", n, 1))
    except RuleError as exc:
        return str(exc) if exc.field == "phase" else None
    return None


def test_every_offered_command_is_accepted_and_every_other_refused_at_every_step() -> None:
    """Entry by entry through the sample (its 51 actions, recaps aside), the offered list and the gate agree for
    every Pokémon command; the list offers Treat Violently during Vera's own moves (her Lumo) and never a roll while
    one waits."""
    header, entries = load_script(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml")
    system = rules.get_system("pokemon")
    state = system.new_state(system.parse_options(header.options))
    steps, disagreements, offered_during_rolls = 0, [], set()
    for n, (number, command, args, actor) in enumerate(entries, 1):
        if command == "recap":
            continue
        state = decide(system, state, command, dict(args), Context(actor, n, 1))[1]
        steps += 1
        offered = allowed(state)
        for cmd in GATES:                      # every command of the system's table (recap is the ledger's)
            refused = _phase_refusal(system, state, cmd, n + 1)
            if (cmd in offered) != (refused is None):
                disagreements.append((number, cmd, refused))
        if state["roll_phase"] == "adjusting":
            offered_during_rolls.update(offered)
    assert steps == 51
    assert disagreements == []
    assert {"resolve", "treat-violently", "battle start"} <= offered_during_rolls
    assert not {"roll", "scene end", "session end"} & offered_during_rolls


def test_the_status_row_names_the_offered_commands_in_each_language(tmp_path: Path) -> None:
    """A roll open after the sample: ``status``'s "allowed now" row (Italian and English) names exactly the gate's
    commands, each by the word a phase refusal uses."""
    c = Cli(tmp_path / "noir.sqlite")
    c("replay", str(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"))
    c("session", "start")
    c("scene", "start")
    c("roll", "osserva", "--as", "Vera", "--dice", "5,5")
    said = {lang: c("status", "--json", "--lang", lang).stdout for lang in ("it", "en")}
    assert json.loads(said["it"])["roll"]["allowed"] == json.loads(said["en"])["roll"]["allowed"]
    listed = json.loads(said["en"])["roll"]["allowed"]
    assert listed[:3] == ["battle start", "resolve", "treat-violently"] and "roll" not in listed
    refusal = c("scene", "end", "--lang", "en", ok=False).stderr
    assert refusal.split("allowed now: ")[1].strip() == ", ".join(listed)
    it_refusal = c("scene", "end", ok=False).stderr
    assert it_refusal.split("ora si può: ")[1].startswith("inizio battaglia, risoluzione, Trattare Violentemente, ")
    table = " ".join(c("status").stdout.replace("│", " ").split())
    assert "ora si può inizio battaglia, risoluzione, Trattare Violentemente, nuovo allenatore" in table
