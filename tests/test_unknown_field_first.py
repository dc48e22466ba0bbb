"""A command body sending an unknown field is told that field first, whatever else is missing: field ``nope``,
``unknown argument; allowed: ...`` (the names the command takes), nothing written; one rule for every command
route of every system (README "The server": 422 for a field missing or unknown, naming the field as sent)."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from web_support import replayed_gm

from rules import get_system
from rules.args import taken_names

SAMPLES = ["masks-halcyon-nights", "mouseguard-darkwater-crossing", "pokemon-aranciopoli-noir", "basic-the-salt-road",
           "mosaic-blumen-des-montezuma"]


@pytest.mark.parametrize("stem", SAMPLES)
def test_every_command_route_names_the_unknown_field_first(tmp_path: Path, stem: str) -> None:
    _, ledger, gm = replayed_gm(tmp_path, f"{stem}.yaml")
    try:
        name = next(iter(ledger.campaigns()))
        system = get_system(ledger.campaigns()[name])
        q = quote(name, safe="")
        before = gm.get(f"/api/campaigns/{q}/history").json()
        wrong: dict[str, Any] = {}
        for command, spec in system.commands.items():
            got = gm.post(f"/api/campaigns/{q}/commands/{command.replace(' ', '/')}", json={"nope": 1},
                          headers={"accept-language": "en"})
            allowed = ", ".join(taken_names(spec.args, previews=False))
            if (got.status_code, got.json()["error"]["field"], got.json()["error"]["message"]) != (
                    422, "nope", f"unknown argument; allowed: {allowed}"):
                wrong[command] = got.json()
        assert wrong == {}
        assert gm.get(f"/api/campaigns/{q}/history").json() == before
    finally:
        ledger.close()


def test_the_newcomers_mark_in_spanish(tmp_path: Path) -> None:
    _, ledger, gm = replayed_gm(tmp_path, "masks-halcyon-nights.yaml")
    try:
        q = quote(next(iter(ledger.campaigns())), safe="")
        for body in ({"nope": 1}, {"character": "Gale", "nope": 1}):
            got = gm.post(f"/api/campaigns/{q}/commands/mark", json=body, headers={"accept-language": "es"})
            assert got.status_code == 422
            assert got.json()["error"] == {"code": "invalid_value", "field": "nope",
                                           "message": "argumento desconocido; se admite: character, condition, as, reason"}
    finally:
        ledger.close()
