"""My character's why buttons, for every system's sample campaign: every button's URL answers 200 (a row whose label
holds ``/``, ``Fate / Persona / checks``, too), and a value shown on the sheet (a row, or a value of the arc) that
differs from what it was when the character came in has a why listing at least one action.

Source: README "Correcting mistakes and reviewing the past" (``ledger why NAME FIELD``: every action that changed a
value) and "Using the ledger" / "The web table" (My character: a why button on every value shown).
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest

from conftest import ROOT
from web_support import bearer, gm_token

SAMPLES = sorted((ROOT / "sample_campaigns").glob("*.yaml"))


def _first_action(ledger: Any, name: str, character: str, last: int) -> int:
    """The action after which ``character`` is in the campaign (bisected over ``--as-of``)."""
    from ledger.service.ledger import Moment

    low, high = 1, last
    while low < high:
        mid = (low + high) // 2
        camp, _ = ledger.at(name, Moment(as_of=mid))
        if character in camp.state.get("characters", {}):
            high = mid
        else:
            low = mid + 1
    return low


def _shown(system: Any, state: dict[str, Any], character: str, lang: str) -> dict[str, Any]:
    """Every value the sheet shows: its rows, then the values of its arc, by label."""
    sheet = system.views.sheet(state, character, lang)
    shown = {str(label): value for label, value in system.views.sheet_rows(sheet, lang)}
    if system.views.arc:
        shown.update({str(k): v for k, v in system.views.arc(sheet, lang).items() if str(k) not in shown})
    return shown


@pytest.mark.parametrize("sample", SAMPLES, ids=[p.stem for p in SAMPLES])
def test_every_why_button_answers_and_lists_what_changed_the_value(tmp_path: Path, sample: Path) -> None:
    from ledger.service import Ledger
    from ledger.service.ledger import Moment
    from ledger.web import make_app

    ledger = Ledger(str(tmp_path / "why.sqlite"), warm=True)
    try:
        camp, _ = ledger.replay(sample)
        app = make_app(ledger, secret="why-test")
        gm = bearer(app, gm_token(app))
        q = camp.name.replace(" ", "%20")
        system = ledger.system(camp.name)
        now = ledger.now(camp.name)
        checked = 0
        for character in system.views.characters(now.state, system.lang(None)):
            start, _ = ledger.at(camp.name, Moment(as_of=_first_action(ledger, camp.name, character, now.actions)))
            for lang in system.languages:                 # the page in each language its reader may choose
                page = gm.get(f"/c/{q}/character/{character}", headers={"Accept-Language": lang})
                assert page.status_code == 200, (character, lang)
                found = map(html.unescape, re.findall(r'data-why="([^"]+)"', page.text))
                buttons = {unquote(u.rsplit("/", 1)[1]): u for u in found}
                answers = {}
                for label, url in buttons.items():
                    answer = gm.get(url)
                    assert answer.status_code == 200, (character, label, answer.text)
                    answers[label] = answer.json()
                before, after = _shown(system, start.state, character, lang), _shown(system, now.state, character, lang)
                for label, value in after.items():
                    if label in buttons and before.get(label) != value:
                        assert answers[label], (sample.stem, character, lang, label, before.get(label), value)
                        checked += 1
        assert checked, sample.stem                       # every sample changes some value of some character
    finally:
        ledger.close()


def test_the_cli_why_of_a_row_made_of_several_values_is_the_apis(tmp_path: Path) -> None:
    """``ledger why NAME "A / B / marks"`` (a sheet row no single field holds) lists the same actions as the API's why,
    the last one leaving the value the sheet shows now."""
    from conftest import Cli
    from ledger.service import Ledger

    sample = ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"
    cli = Cli(tmp_path / "mg.sqlite")
    cli("replay", str(sample))
    ledger = Ledger(str(cli.store))
    try:
        camp = ledger.now(None)
        system = ledger.system(camp.name)
        rows = dict(system.views.sheet_rows(system.views.sheet(camp.state, "Tamsin", "en"), "en"))
        composite = next(label for label in rows if label.count(" / ") == 2)
        said = cli.json("why", "Tamsin", composite)
        assert said and said == ledger.why(None, "Tamsin", composite)
        assert said[-1]["after"] == rows[composite] and all(r["command"] != "add-character" for r in said)
    finally:
        ledger.close()
