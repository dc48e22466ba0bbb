"""The table page as a Mouse Guard side plays it: a side sees its own script (its log row and the volleys still to
come) and never the other side's; a roll's form offers only the helpers the rules accept now; the live log's rows
are the page's own rows; the desk's refusals name its controls; a form's fields carry what a refusal names them by.
Source: seed 004, «Conflictos» ("Siempre se elige en secreto"; help from one's own side); README "The web table"
and "The server" (the desk's corrections); docs/systems/mouseguard.md "Conflicts" (scripts seen whole by their own
side).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from mg_side_support import fight, first_volley, post
from web_support import live_until

PAGE = "/c/Darkwater"
MINE = "acciones por revelar de tu bando"


@pytest.fixture
def table(tmp_path: Path) -> Any:
    """(the warm ``Ledger``, the clients by name) of the fight, nothing scripted yet."""
    ledger, _, clients = fight(tmp_path)
    yield ledger, clients
    ledger.close()


def status_rows(page: str) -> dict[str, str]:
    """The status box's rows of a table page, label -> value (tags left out)."""
    box = re.search(r'<section class="card" id="status">(.*?)</section>', page, re.S)
    assert box, page[:200]
    return {re.sub(r"<[^>]+>", "", k).strip(): re.sub(r"<[^>]+>", "", v).strip()
            for k, v in re.findall(r"<dt>(.*?)</dt><dd>(.*?)</dd>", box.group(1), re.S)}


def log_summaries(page: str) -> list[str]:
    """Every event summary of the page's log, newest first."""
    log = re.search(r'<ol id="log".*?</ol>\s*</section>', page, re.S)
    assert log
    return [re.sub(r"<[^>]+>", "", s).strip() for s in re.findall(r'<div class="summary">(.*?)</div>', log.group(0), re.S)]


def form(page: str, command: str) -> str:
    """The HTML of ``command``'s form on a table page."""
    found = re.search(rf'<details class="command" data-command="{re.escape(command)}">.*?</details>', page, re.S)
    assert found, command
    return found.group(0)


def test_a_side_sees_its_own_script_and_never_the_others(table: Any) -> None:
    _, c = table
    first_volley(c)
    pages = {who: c[who].get(PAGE).text for who in ("ana", "wen", "ben", "gm")}
    ours = "conflicto #8 tanda 1: Brand, Wren eligen sus acciones (Ataque (Brand), Defensa (Wren), Finta (Brand))"
    for who in ("ana", "wen"):                                       # Brand's player and Wren's: the same side
        assert ours in log_summaries(pages[who]), who
        assert status_rows(pages[who])[MINE] == "tanda 1: 2 Defensa (Wren), 3 Finta (Brand)"
        assert "Bandit elige sus acciones (Defensa (Bandit), sellado, sellado)" in " ".join(log_summaries(pages[who]))
    assert status_rows(pages["gm"])[MINE] == "tanda 1: 2 Defensa (Bandit), 3 Defensa (Bandit)"   # the GM's side
    for who in ("ben", "gm"):                                        # on neither side, or the other one
        assert "conflicto #8 tanda 1: Brand, Wren eligen sus acciones (Ataque (Brand), sellado, sellado)" in \
            log_summaries(pages[who]), who
        assert "Finta" not in pages[who] and "Defensa (Wren)" not in pages[who], who
    assert MINE not in status_rows(pages["ben"])
    assert "Defensa (Bandit), 3" not in pages["ana"] + pages["wen"] + pages["ben"]


def test_before_the_reveal_only_the_side_sees_its_script(table: Any) -> None:
    _, c = table
    assert post(c["ana"], "conflict script", {"side": "Brand", "actions": ["attack", "defend", "feint"]}).status_code == 201
    ana, ben = c["ana"].get(PAGE).text, c["ben"].get(PAGE).text
    assert status_rows(ana)[MINE] == "tanda 1: 1 Ataque (Brand), 2 Defensa (Wren), 3 Finta (Brand)"
    assert "conflicto #8 tanda 1: Brand, Wren eligen sus acciones (sellado)" in log_summaries(ben)
    assert MINE not in status_rows(ben) and "Ataque" not in ben


def test_a_roll_offers_only_the_helpers_the_rules_accept(table: Any) -> None:
    _, c = table
    first_volley(c)
    options = lambda page: re.findall(r'<option value="([^"]*)"', re.search(    # noqa: E731
        r'<select name="helper"[^>]*>(.*?)</select>', form(page, "conflict roll"), re.S).group(1))
    assert options(c["ana"].get(PAGE).text) == ["Wren"]           # Brand rolls: his side's other member only
    assert options(c["gm"].get(PAGE).text) == ["Wren"]            # the Bandit rolls alone: Brand's side's helper
    refused = post(c["ana"], "conflict roll", {"helper": ["Rogard"], "dice": [6, 6, 6, 6]})
    assert refused.status_code == 400 and refused.json()["error"]["field"] == "helper"
    assert refused.json()["error"]["message"].endswith("pueden ayudar ahora: Wren")


def test_the_live_rows_are_the_pages_rows(table: Any) -> None:
    ledger, c = table
    first_volley(c)
    page = c["wen"].get(PAGE).text                                   # nothing is written after it
    shown = sorted(int(a) for a in re.findall(r'data-action="(\d+)"', page))
    got = live_until(c["wen"], f"{PAGE}/live", shown[-1])
    rows = [data for _, data in got]
    assert [r["action"] for r in rows][-len(shown):] == shown
    for row in rows[-len(shown):]:
        assert row["html"].strip() in page, row["action"]             # the very <li> the page shows
    grant = next(r["html"] for r in rows if "Ben es jugador de Rogard" in r["html"])   # the store owner's: the GM
    assert '<b class="actor">DJ</b>' in grant and ">GM<" not in grant
    api = live_until(c["wen"], "/api/campaigns/Darkwater/live", shown[-1])
    assert [i for i, _ in api] == [i for i, _ in got]                # the same ids, the API's rows
    assert all("html" not in data and "actor" in data for _, data in api)


def test_the_desk_names_its_controls_in_an_undo_refused(table: Any) -> None:
    ledger, c = table
    first_volley(c)
    start = next(r["action"] for r in c["gm"].get("/api/campaigns/Darkwater/history").json()
                 if r["command"] == "conflict disposition")
    url = "/api/campaigns/Darkwater/corrections/undo"
    desk = c["gm"].post(f"{url}?face=desk", json={"action": start})
    api = c["gm"].post(url, json={"action": start})
    assert desk.status_code == api.status_code == 400
    said, raw = desk.json()["error"]["message"], api.json()["error"]["message"]
    assert f"«Corregir» #{start}" in said and "«En cascada»" in said and "POST /api" not in said and '"cascade"' not in said
    assert f'POST /api/campaigns/Darkwater/corrections/amend {{"action": {start}, ...}}' in raw and '"cascade": true' in raw
    api_said = raw.replace(f'POST /api/campaigns/Darkwater/corrections/amend {{"action": {start}, ...}}', "X").replace(
        '"cascade": true', "Y")
    kept = re.sub(r", o conserva [^,]* con \"redecide\": true, Y", "", api_said)   # the desk has no redecide control
    assert kept != api_said and '"redecide"' not in said
    assert said.replace(f"«Corregir» #{start}", "X").replace("«En cascada»", "Y") == kept     # the rest word for word
    other = c["gm"].post(f"{url}?face=cli", json={"action": start})
    assert other.status_code == 400 and other.json()["error"]["field"] == "face"
    desk_page = c["gm"].get(f"{PAGE}/desk").text
    assert 'data-api="/api/campaigns/Darkwater/corrections/undo?face=desk"' in desk_page


def test_a_forms_fields_carry_their_labels_for_a_refusal(table: Any) -> None:
    _, c = table
    first_volley(c)
    roll = form(c["ana"].get(PAGE).text, "conflict roll")
    assert re.search(r'data-caption="Dados \(vacío: tira el servidor\)">\s*<span>Dados \(vacío: tira el servidor\)</span>\s*'
                     r'<input name="dice"', roll)
    assert re.search(r'data-caption="Ayudante">\s*<span>Ayudante</span>\s*<select name="helper"', roll)
    assert re.search(r'<p class="error" id="f-\d+-error" role="alert" hidden>', roll)
    refused = post(c["ana"], "conflict roll", {"dice": [9]})           # the API keeps its field ids
    assert refused.json()["error"]["field"] == "dice"


def test_a_helper_field_is_left_out_when_nobody_could_help(table: Any) -> None:
    _, c = table
    first_volley(c)
    roll = form(c["wen"].get(PAGE).text, "conflict roll")    # Wren's player: Brand's action, not his, this volley
    assert 'name="dice"' in roll and 'name="helper"' not in roll
