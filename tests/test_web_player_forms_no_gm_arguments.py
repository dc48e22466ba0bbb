"""A player's forms leave every GM's argument out (``SystemDeclaration.gm_arguments``, as ``ledger permissions``
lists them), on every command of every system, in every language it reads in; a rolling form with **Odds** keeps
them only in its box for the odds, never sent with the action. The reported case: MOSAIC's German ``auflösen``
form showed the ``SL-Zug`` (GM move) input to a player, whose post of it is refused 403.

Source: README "Playing as a group" (``gm-arguments``: a player's form leaves them out) and "The web table".
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import quote

import pytest

from conftest import ROOT

SAMPLES = {"basic": ("basic-the-salt-road.yaml", "Mara"), "masks": ("masks-second-chances.yaml", "Rook"),
           "mosaic": ("mosaic-blumen-des-montezuma.yaml", "Kenji"),
           "mouseguard": ("mouseguard-darkwater-crossing.yaml", "Rogard"),
           "pokemon": ("pokemon-aranciopoli-noir.yaml", "Nero")}


@pytest.mark.parametrize("system", sorted(SAMPLES))
def test_no_players_form_of_any_command_has_a_gm_argument(tmp_path: Path, system: str) -> None:
    """Every command a player may give (not the GM's own), each language: no field of the command's GM arguments
    among the form's fields (the Odds box aside, marked ``odds_only``); the GM's form keeps them."""
    from ledger.service import Ledger
    from ledger.service.offers import offered
    from ledger.service.people import Person
    from ledger.web.pages.forms import fields_of
    from ledger.web.pages.table import own_characters
    from rules.rulings import gm_fields, listed
    from web_support import account, grant

    sample, pc = SAMPLES[system]
    ledger = Ledger(str(tmp_path / "forms.sqlite"))
    try:
        ledger.replay(ROOT / "sample_campaigns" / sample)
        name = next(iter(ledger.campaigns()))
        account(ledger, "Bo")
        grant(ledger, "Bo", "player", [pc])
        sys_, state = ledger.system(name), ledger.now(name).state
        offer, gm = offered(ledger, name, Person("Bo")), offered(ledger, name, Person.OWNER)
        assert "GM" not in offer.actors and "GM" in gm.actors
        ruled = {(row["command"], row["field"]) for row in listed(sys_)}
        assert ruled                                          # every system declares some
        seen = set()
        for command in sys_.commands:
            keys = gm_fields(sys_, command)
            if not keys or command in sys_.gm_commands:
                continue
            for lang in sys_.languages:
                fields = fields_of(sys_, command, state, lang, offer.actors)
                for odds in (False, True):
                    mine = own_characters(fields, offer, keys, command, odds=odds)
                    assert not [f.key for f in mine if f.key in keys and not f.odds_only], (command, lang, odds)
                    assert odds or not [f for f in mine if f.odds_only]
                seen |= {(command, f.key) for f in own_characters(fields, gm, keys, command) if f.key in keys}
        assert seen <= ruled and seen, (seen, ruled)              # the GM's own form has them
    finally:
        ledger.close()


def test_mosaics_german_resolve_form_has_no_gm_move_for_a_player(tmp_path: Path) -> None:
    """The reported page: Kenji's roll open, Bo (plays Kenji) reads the table in German: the ``auflösen`` form
    asks for the pick, never the ``SL-Zug`` nor the critical's Advantage culture (both the GM's)."""
    from web_support import gm_and_player

    with gm_and_player(tmp_path / "m.sqlite", SAMPLES["mosaic"][0], "Kenji", "de") as (ledger, gm, bo, path):
        for step in ("session/start", "scene/start"):
            assert gm.post(f"{path}/commands/{step}", json={}).status_code == 201
        assert bo.post(f"{path}/commands/roll", json={"move": "Vorstoßen", "dice": [4, 2, 1]}).status_code == 201
        page = bo.get("/c/" + quote(next(iter(ledger.campaigns())))).text
        form = re.search(r'data-command="resolve">(.*?)</details>', page, re.S)
        assert form is not None
        names = re.findall(r'name="([^"]+)"', form.group(1))
        assert "pick" in names and "gm_move" not in names and "advantage_culture" not in names
        assert "SL-Zug" not in form.group(1).split("data-captions=")[0] + form.group(1).split("</form>")[-1]
        assert "(nur die SL)" not in page
        refused = bo.post(f"{path}/commands/resolve", json={"pick": ["PU1"], "gm_move": "x"})
        assert (refused.status_code, refused.json()["error"]["field"]) == (403, "gm_move")
