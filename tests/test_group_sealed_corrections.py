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

RULE = ("refused (nobody rewrites another side's sealed record before its reveal (a secret script): its own side may "
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
