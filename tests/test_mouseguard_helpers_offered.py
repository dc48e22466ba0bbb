"""The helpers a Mouse Guard roll's form offers are exactly those the help rule accepts for that roll: a mouse rated
1 or more in the skill or ability tested, in the scene (in a conflict: on the roller's side), never the roller; one
without it is neither offered nor accepted, with a worded reason. And a rating of 0 cannot be tested at all.

Source: seed 004 «Reglas básicas» ("si alguien le ayudara (otro jugador con esa habilidad) sumaría +1 dado"; "Si no
tienes la habilidad tiras con la mitad de dados de una de las aptitudes"), «Condiciones» ("Si se llega a valor 0 no
podrá hacer pruebas de aptitud o habilidad"), «Conflictos» (one's own side helps); README "The web table" (a form
offers what the rules accept now); ``rules.mouseguard.helpers_now`` (the one rule, offer and refusal).
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest

from rules.mouseguard.helpers_now import helper_fits, helpers_now
from rules.names import norm
from test_mouseguard_table import BANDIT, BRAND, MG, ROGARD, faces

TAMSIN = {"nature": 3, "will": 4, "health": 3, "skill": ["healer=3", "hunter=3"]}


@pytest.fixture
def table(tmp_path: Path) -> Any:
    """(the warm ``Ledger``, {"gm", "ana"} clients): Rogard (Ana's), Brand and Tamsin in the GM's Turn's scene."""
    from ledger.service import Ledger
    from ledger.web import make_app
    from web_support import bearer, token_for

    store = str(tmp_path / "help.sqlite")
    owner = Ledger(store)
    owner.create("Darkwater", "mouseguard")
    for name, spec in (("Rogard", ROGARD), ("Brand", BRAND), ("Tamsin", TAMSIN)):
        owner.act(None, "add-character", {"name": name, **spec})
    for command in ("session start", "turn gm", "scene start"):
        owner.act(None, command, {})
    owner.close()
    ledger = Ledger(store, warm=True)
    app = make_app(ledger, secret="help-test")
    clients = {"gm": bearer(app, token_for(app, "Dana", "gm")),
               "ana": bearer(app, token_for(app, "Ana", "player", ["Rogard"]))}
    yield ledger, clients
    ledger.close()


def offered(page: str, command: str, typed: str) -> list[str]:
    """The helpers ``command``'s form offers while its ``skill`` field holds ``typed``: the options of its helper
    select whose ``data-fits`` hold ``typed`` folded (or the select's default while ``typed`` is empty), as the
    page's script (``fit`` in static/fit.js) shows them."""
    form = re.search(rf'data-command="{re.escape(command)}".*?</form>', page, re.S)
    assert form, command
    select = re.search(r'<select name="helper"([^>]*)>(.*?)</select>', form.group(0), re.S)
    assert select, form.group(0)[:300]
    assert 'data-fits-on="skill"' in select.group(1)
    default = re.search(r'data-fits-default="([^"]*)"', select.group(1)).group(1)
    wanted = norm(typed) or default
    return [html.unescape(v) for v, fits in re.findall(r'<option value="([^"]*)" data-fits="([^"]*)"', select.group(2))
            if wanted and wanted in html.unescape(fits).split("|")]


def post_test(client: Any, body: dict[str, Any]) -> Any:
    return client.post("/api/campaigns/Darkwater/commands/test", json=body, headers={"Accept-Language": "es"})


def test_a_test_of_a_skill_offers_only_the_mice_rated_in_it(table: Any) -> None:
    """For a test of Fighter Tamsin (no Fighter) is not offered and is refused in words; Brand (Fighter 4) is offered
    and accepted; typed in Spanish or English alike; Rogard, who rolls, never."""
    _, c = table
    page = c["ana"].get("/c/Darkwater", headers={"Accept-Language": "es"}).text
    assert offered(page, "test", "Luchador") == offered(page, "test", "fighter") == ["Brand"]
    assert offered(page, "test", "sanador") == ["Tamsin"]                  # Healer: Tamsin's, not Brand's
    assert offered(page, "test", "Meteorólogo") == [] and offered(page, "test", "") == []
    assert offered(page, "test", "Salud") == ["Brand", "Tamsin"]            # an ability: both rated
    gm_page = c["gm"].get("/c/Darkwater").text                             # the GM: any roller, so Rogard too
    assert offered(gm_page, "test", "Fighter") == ["Rogard", "Brand"]
    refused = post_test(c["gm"], {"character": "Rogard", "skill": "fighter", "ob": 2, "helper": ["Tamsin"], "dice": [5, 5]})
    assert refused.status_code == 400, refused.text
    said = refused.json()["error"]
    assert said["field"] == "helper"
    assert said["message"] == ("Tamsin no tiene Luchador con que ayudar (un ayudante necesita la habilidad o aptitud "
                               "probada)")
    done = post_test(c["gm"], {"character": "Rogard", "skill": "fighter", "ob": 2, "helper": ["Brand"], "dice": [5, 5]})
    assert done.status_code == 201, done.text


def test_the_gm_is_offered_every_rated_helper_and_the_refusal_lists_them() -> None:
    """The GM's form (any roller) offers each one present rated in the skill; a helper out of the scene is refused
    with the helpers the rule accepts for that test ("helpers now"), never the unrated."""
    mg = MG()
    for name, spec in (("Rogard", ROGARD), ("Brand", BRAND), ("Tamsin", TAMSIN), ("Wren", BRAND)):
        mg.mouse(name, **spec)
    mg.play(present=["Rogard", "Brand", "Tamsin"])
    fits = helper_fits(mg.state, "test", "helper")
    assert fits["on"] == "skill" and fits["default"] == ""
    assert [n for n in helpers_now(mg.state, "test", "helper") if "fighter" in fits["values"][n]] == ["Rogard", "Brand"]
    said = mg.refused("helper", "test", "Rogard", skill="fighter", ob=2, helper=["Wren"], dice=[5, 5])
    assert said == "Wren is not in the scene; helpers now: Brand"
    assert mg.refused("helper", "test", "Rogard", skill="fighter", ob=2, helper=["Tamsin"], dice=[5, 5]) == \
        "Tamsin has no Fighter to help with (a helper needs the skill or ability tested)"
    mg.do("test", "Rogard", skill="fighter", ob=2, helper=["Brand"], dice=[5, 5])
    assert mg.state["test"]["sides"][0]["helpers"] == ["Brand"]


def test_a_conflicts_helpers_are_its_sides_members_rated_in_the_skill() -> None:
    """004 «Conflictos»: a fight's disposition (Fighter) is helped by a member of the side with Fighter (Rogard),
    never one without (Tamsin); a volley's roll offers by the action's skill (Fighter by default)."""
    mg = MG()
    for name, spec in (("Rogard", ROGARD), ("Brand", BRAND), ("Tamsin", TAMSIN), ("Bandit", BANDIT)):
        mg.mouse(name, **spec)
    mg.play()
    mg.fight(team=("Brand", "Tamsin", "Rogard"), opponents=("Bandit",))
    assert helpers_now(mg.state, "conflict disposition", "helper", actors=("Brand",)) == ["Rogard"]
    assert helpers_now(mg.state, "conflict disposition", "helper", actors=("Tamsin",)) == ["Brand", "Rogard"]
    said = mg.refused("helper", "conflict disposition", character="Brand", helper=["Tamsin"], dice=faces(3, 4))
    assert said == "Tamsin has no Fighter to help with (a helper needs the skill or ability tested)"
    mg.do("conflict disposition", character="Brand", helper=["Rogard"], dice=faces(3, 5))
    mg.do("conflict disposition", character="Bandit", dice=faces(2, 4))
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.do("conflict reveal")
    fits = helper_fits(mg.state, "conflict roll", "helper", actors=("Brand",))
    assert fits["default"] == "fighter"
    assert [n for n, words in fits["values"].items() if fits["default"] in words] == ["Rogard"]
    assert "healer" in fits["values"]["Tamsin"] and "fighter" not in fits["values"]["Tamsin"]
    said = mg.refused("helper", "conflict roll", character="Brand", helper=["Tamsin"], dice=faces(3, 5))
    assert said == "Tamsin has no Fighter to help with (a helper needs the skill or ability tested)"
    mg.auto_close = False
    mg.do("conflict roll", character="Brand", helper=["Rogard"], dice=faces(3, 5))
    assert mg.state["test"]["sides"][0]["helpers"] == ["Rogard"]


def test_a_rating_of_zero_cannot_be_tested_nor_help() -> None:
    """004 «Condiciones»: "Si se llega a valor 0 no podrá hacer pruebas de aptitud o habilidad". Rogard's Fighter,
    lowered to 0 by a permanent injury, is still on his sheet: a test of it is refused in words (no beginner's luck:
    that is for a skill not on the sheet, «Reglas básicas»), and he is neither offered nor accepted as a helper of
    Fighter; Lieam, without Fighter at all, rolls half his Health (beginner's luck)."""
    mg = MG()
    mg.mouse("Rogard", **ROGARD)
    mg.mouse("Brand", **BRAND)
    mg.mouse("Lieam", nature=3, will=3, health=4, skill=["scout=2"])
    mg.play()
    mg.do("mark", character="Rogard", condition="injured")
    mg.do("injury", character="Rogard", target="fighter")
    assert mg.ch("Rogard")["skills"]["fighter"] == 0
    said = mg.refused("skill", "test", "Rogard", skill="fighter", ob=2, dice=[5])
    assert said == "Rogard's Fighter is 0 and cannot be tested"
    assert mg.system.views.refusal("skill", said, "es") == "Luchador de Rogard es 0 y no se puede probar"
    assert mg.refused("ability", "test", "Rogard", skill="fighter", ob=2, ability="health", dice=[5, 5]) == \
        "Rogard has Fighter 0; beginner's luck is for skills not on the sheet"
    fits = helper_fits(mg.state, "test", "helper", actors=("Brand",))
    assert "fighter" not in fits["values"]["Rogard"] and "pathfinder" in fits["values"]["Rogard"]
    assert mg.refused("helper", "test", "Brand", skill="fighter", ob=2, helper=["Rogard"], dice=[5] * 4) == \
        "Rogard has no Fighter to help with (a helper needs the skill or ability tested)"
    mg.do("test", "Lieam", skill="fighter", ob=1, ability="health", dice=[5, 2])
    side = mg.state["test"]["sides"][0]
    assert (side["mode"], side["count"]) == ("beginners_luck", 2)
