"""Who may correct a side's sealed script (Mouse Guard's conflict script, 004 "Siempre se elige en secreto"): a GM
who is not on that side neither amends nor undoes it (``refused`` 403, rule ``sealed``, nothing written), its own
side corrects its own (a GM the GM's side's); the store's owner types every side's actions and is not checked. Source: design.md
"People, roles and hidden information" (a sealed record is its side's until its reveal). Runs on both stores
(``LEDGER_TEST_STORE``)."""

from __future__ import annotations

from typing import Any

import pytest

from ledger.errors import Refused
import test_group_sealed
from test_group_sealed import MARA

led = test_group_sealed.led          # the fixture: a conflict, both sides scripted, nothing revealed

RULE = ("refused (nobody rewrites another side's sealed record (a secret script) before its reveal: its own side may "
        "correct it; a GM approves it as proposed or rejects it): ")


def brand_script(led: Any) -> int:
    """The number of Brand's (Ana's side's) script action."""
    return next(r["action"] for r in led.records(None) if (r["command"], r["actor"]) == ("conflict script", "Brand"))


@pytest.mark.parametrize("command,args", [("amend", {"actions": ["defend", "defend", "defend"]}), ("undo", {})])
def test_a_gm_rewrites_no_other_side_s_sealed_script(led: Any, command: str, args: dict[str, Any]) -> None:
    number = brand_script(led)
    before = led.now(None).version
    with pytest.raises(Refused) as refused:
        led.correct(None, command, {"action": number, **args}, by=MARA)
    assert (refused.value.field, refused.value.status) == ("action", 403)
    assert str(refused.value) == RULE + (f"action {number} (conflict script) is a side's sealed record that Mara is "
                                         "not on; only that side corrects it before its reveal")
    assert led.now(None).version == before                       # nothing written


def test_a_gm_undoes_the_gm_s_side_s_own_script(led: Any) -> None:
    bandits = next(r["action"] for r in led.records(None) if (r["command"], r["actor"]) == ("conflict script", "GM"))
    led.correct(None, "undo", {"action": bandits}, by=MARA)
    assert bandits not in {r["action"] for r in led.records(None)}     # undone: the Bandit's script is out
    assert brand_script(led) in {r["action"] for r in led.records(None)}


@pytest.mark.parametrize("lang,said", [
    ("en", RULE + "action {0} (conflict script) is a side's sealed record that Mara is not on; only that side corrects "
                  "it before its reveal"),
    ("es", "rechazado (nadie reescribe el registro sellado de otro bando (un guion secreto) antes de su revelación: su "
           "propio bando puede corregirlo; un DJ lo aprueba tal como se propuso o lo rechaza): la acción {0} (conflict "
           "script) es el registro sellado de un bando en el que Mara no está; solo ese bando la corrige antes de su "
           "revelación")])
def test_the_api_refuses_a_gm_s_amend_of_the_players_script_403_worded(led: Any, lang: str, said: str) -> None:
    """The newcomer's ``POST /api/campaigns/M/corrections/amend {"action": N, "actions": [...]}`` by a GM on the
    server: 403 ``refused:sealed`` in the reader's language (004 "Siempre se elige en secreto"), nothing written."""
    from ledger.web import make_app
    from test_web_people import client
    from web_support import token_for

    number = brand_script(led)
    led.close()
    from ledger.service import Ledger

    warm = Ledger(led.location, warm=True)
    try:
        app = make_app(warm, secret="test-secret")
        mara = client(app, token_for(app, "Mara", "gm"))
        before = warm.now(None).version
        got = mara.post(f"/api/campaigns/Darkwater/corrections/amend?lang={lang}",
                        json={"action": number, "actions": ["defend", "defend", "defend"]})
        assert got.status_code == 403, got.text
        assert (got.json()["error"]["code"], got.json()["error"]["field"]) == ("refused:sealed", "action")
        assert got.json()["error"]["message"] == said.format(number)
        assert warm.now(None).version == before
    finally:
        warm.close()


def test_an_amend_row_shows_the_side_its_own_script_and_no_one_else(led: Any) -> None:
    """The store's owner amends Brand's script (Ana's side) before its reveal: Ana reads the amend row's before and
    after whole, as she reads her script; Bo (on no side) and the GM Mara (the other side) read both sealed (004
    "Siempre se elige en secreto")."""
    import json

    from ledger.service.history import HistoryQuery
    from test_group_sealed import ANA, BO, BRANDS, SEALED

    number = brand_script(led)
    led.correct(None, "amend", {"action": number, "actions": ["defend", "defend", "defend"]})

    def amend_row(by: Any) -> tuple[Any, Any]:
        """(before, after) of the conflict's scripts in the amend row's changes, as ``by`` reads them."""
        rows = [json.loads(r) if isinstance(r, bytes) else r
                for r in led.history(None, HistoryQuery(), None, table=False, by=by).rows]
        [change] = [r for r in rows if r["command"] == "amend"][0]["events"][0]["changes"]
        return change["before"]["scripts"]["1"]["0"], change["after"]["scripts"]["1"]["0"]

    assert amend_row(ANA) == (BRANDS, [{"action": "defend", "actor": "Brand"}] * 3)    # her side's, whole
    for other in (BO, MARA):
        assert amend_row(other) == (SEALED, SEALED), other
