"""A query parameter given twice is refused naming it, on every route that reads the query: the odds route's
arguments too (``?ob=2&ob=3`` is "given 2 times", never read as a list and refused as "a whole number"), but for a
list argument, whose items repeat their key. Source: README "The server" (400 a query parameter refused, naming
it; the odds route). Runs on both stores (``LEDGER_TEST_STORE``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from web_support import replayed_gm, sample_app

TWICE = "given 2 times; give it once"
GUARD = "/api/campaigns/Darkwater%20Crossing"
MASKS = "/api/campaigns/Second%20Chances"


def error(got: Any) -> tuple[int, str, str]:
    body = got.json()["error"]
    return got.status_code, body["field"], body["message"]


@pytest.fixture(scope="module")
def guard(tmp_path_factory: Any) -> Any:
    """The GM's client over Darkwater Crossing (Mouse Guard) with a scene open, and its ledger."""
    app, ledger, gm = replayed_gm(tmp_path_factory.mktemp("guard"), "mouseguard-darkwater-crossing.yaml")
    for command in ("session start", "turn gm", "scene start"):
        ledger.act("Darkwater Crossing", command, {"title": "The ford"} if command == "scene start" else {})
    yield gm, ledger
    ledger.close()


def test_an_obstacle_given_twice_is_refused_as_given_twice(guard: Any) -> None:
    gm, ledger = guard
    before = ledger.now("Darkwater Crossing").version
    got = gm.get(f"{GUARD}/odds/test?skill=scout&ob=2&ob=3&as=Rogard")
    assert error(got) == (400, "ob", TWICE)
    once = gm.get(f"{GUARD}/odds/test?skill=scout&ob=3&as=Rogard")
    assert once.status_code == 200 and once.json()["ob"] == 3
    assert ledger.now("Darkwater Crossing").version == before


def test_every_argument_of_an_odds_command_but_a_list_is_given_once(guard: Any) -> None:
    from rules import get_system
    from rules.args import list_fields, preview_fields

    gm, ledger = guard
    system = ledger.system("Darkwater Crossing")
    for command in ("test", "oppose", "conflict disposition", "conflict roll", "break-tie", "fate"):
        model = system.commands[command].args
        lists = list_fields(model)
        path = f"{GUARD}/odds/{command.replace(' ', '/')}"
        previews = preview_fields(model)                   # --odds: the command line's switch, no parameter here
        for key in [info.alias or name for name, info in model.model_fields.items()] + ["as", "lang"]:
            got = gm.get(f"{path}?{key}=1&{key}=2")
            if key in previews:
                assert error(got)[:2] == (400, key) and error(got)[2].startswith("unknown query parameter"), key
            elif key in lists:                               # a list's items, each under its key: never "given twice"
                assert got.status_code == 200 or error(got)[2] != TWICE, (command, key)
            else:
                assert error(got) == (400, key, TWICE), (command, key)
    assert system.title == get_system("mouseguard").title


def test_a_list_argument_s_items_repeat_their_key(guard: Any) -> None:
    gm, _ = guard
    alone = gm.get(f"{GUARD}/odds/test?skill=scout&ob=3&as=Rogard").json()
    helped = gm.get(f"{GUARD}/odds/test?skill=scout&ob=3&as=Rogard&helper=Brand&helper=Wren")
    assert helped.status_code == 200, helped.text
    assert (alone["dice"], helped.json()["dice"]) == (2, 4)
    assert [(p["kind"], p["name"]) for p in helped.json()["pool"]] == [("skill", "scout"), ("helper", "Brand"),
                                                                        ("helper", "Wren")]


@pytest.fixture
def masks(tmp_path: Path) -> Any:
    app, ledger = sample_app(tmp_path)
    from web_support import bearer, gm_token

    yield bearer(app, gm_token(app)), ledger
    ledger.close()


@pytest.mark.parametrize("query, field", [
    ("odds/roll?move=Defend&move=Assess%20the%20Situation&as=Gale", "move"),
    ("odds/roll?move=Defend&as=Gale&as=Rook", "as"),
    ("odds/roll?move=Defend&character=Gale&character=Gale", "character"),
    ("history?last=2&last=3", "last"), ("history?kind=roll&kind=mark", "kind"),
    ("status?session=1&session=2", "session"), ("status?lang=en&lang=es", "lang"),
    ("sheet/Gale?as_of=2&as_of=3", "as_of"), ("export?format=history&format=history", "format"),
    ("reference/moves?lang=en&lang=en", "lang"), ("why/Gale/afraid?lang=es&lang=en", "lang")])
def test_every_route_reading_the_query_refuses_a_repeated_parameter_naming_it(masks: Any, query: str,
                                                                               field: str) -> None:
    gm, ledger = masks
    before = ledger.now("Second Chances").version
    assert error(gm.get(f"{MASKS}/{query}")) == (400, field, TWICE)
    assert ledger.now("Second Chances").version == before
