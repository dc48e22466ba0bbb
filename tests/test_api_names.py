"""Each system's guide says how a command's arguments are named in the API (generated from the command table by
``rules.api_names``), and a body missing a field while sending an unknown one is told the unknown one first, with the
names the command takes (a field misspelled).

Source: README "The server" (a command's body keyed as its model spells it; 422 for a field missing or unknown);
docs/systems/*.md ("Arguments in the API"); seed 002 (Pokémon Noir, Italian: ``condition``, ``key``, ``ball``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from conftest import ROOT
from web_support import replayed_gm

from rules import SYSTEM_MODULES, get_system
from rules.api_names import placed, section


@pytest.mark.parametrize("system_id", list(SYSTEM_MODULES))
def test_each_guide_holds_the_generated_names(system_id: str) -> None:
    guide = (ROOT / "docs" / "systems" / f"{system_id}.md").read_text(encoding="utf-8")
    system = get_system(system_id)
    assert section(system) in guide, "run python -m rules.api_names"
    assert placed(guide, system) == guide                     # generated again: the same text
    for command, spec in system.commands.items():
        for name, info in spec.args.model_fields.items():
            assert f"`{info.alias or name}`" in guide.partition("### Arguments in the API")[2], (command, name)


def test_the_noir_guide_names_the_fields_newcomers_missed() -> None:
    guide = (ROOT / "docs" / "systems" / "pokemon.md").read_text(encoding="utf-8")
    assert "| `condition` | `condition` | `TARGET` → `target`, `CONDITION` → `condition`, " in guide
    assert "| `key` | `key` | `NAME` → `character`, `KEY` → `key`" in guide
    assert "| `ball` | `ball` | `POKEMON` → `pokemon`, `--in/--out` → `inside` |" in guide


@pytest.fixture
def noir(tmp_path: Path) -> Any:
    """The Noir sample with the app over it and the GM's token client; the campaign's quoted name; the ledger."""
    _, ledger, gm = replayed_gm(tmp_path, "pokemon-aranciopoli-noir.yaml")
    yield gm, quote(next(iter(ledger.campaigns())), safe=""), ledger
    ledger.close()


@pytest.mark.parametrize(("command", "body", "field", "lang", "said"), [
    ("condition", {"target": "Nero", "text": "x"}, "text", "it",                   # the unknown one first, with
     "argomento sconosciuto; ammessi: target, condition, remove, as, reason"),     # the names the body takes
    ("key", {"trainer": "Nero", "key": "x"}, "trainer", "en", "unknown argument; allowed: character, key, new, as, reason"),
    ("key", {"key": "x"}, "character", "it",                                       # nothing unknown sent: the
     "manca questo dato; ammessi: Nero, Vera, Rocco, Zanna, Lumo, Ferro"),          # values it takes
])
def test_an_unknown_field_sent_is_named_before_a_missing_one(noir: Any, command: str, body: dict[str, Any], field: str,
                                                     lang: str, said: str) -> None:
    gm, q, ledger = noir
    before = gm.get(f"/api/campaigns/{q}/history").json()
    got = gm.post(f"/api/campaigns/{q}/commands/{command}", json=body, headers={"accept-language": lang})
    assert got.status_code == 422, got.text
    assert got.json()["error"] == {"code": "invalid_value", "field": field, "message": said}
    assert gm.get(f"/api/campaigns/{q}/history").json() == before
