"""What someone not of a campaign's people can learn of it over the API: nothing. Every answer to a campaign that
exists reads byte for byte as the answer to one that does not, but for the name (same status, same code, same
language: the request's or the person's, never the campaign's), and a join with a code that never was reads as
there; one that was used or withdrawn tells its holder why (in the campaign's language: they hold its code), never
the invitation's id. Source: README "The server" (a campaign
not theirs is answered as unknown) and design.md "People, roles and hidden information". Runs on both stores
(``LEDGER_TEST_STORE``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from test_group_naming import served
from test_web_people import client
from web_support import account, token_for

REAL, NONE = "Aranciopoli Noir", "Nowhere Town"          # an Italian-first campaign; one that does not exist
ASKS = [("GET", "history", None), ("GET", "history?last=abc", None), ("GET", "sheet/Nero", None),
        ("GET", "live", None), ("POST", "commands/ball", {"pokemon": "Zanna"}), ("POST", "commands/nope", {}),
        ("POST", "corrections/amend", {"action": 3, "reason": "x"}), ("POST", "join", {"code": "abc"}),
        ("POST", "join", {})]


@pytest.fixture
def app(tmp_path: Path) -> Any:
    """A served store holding the sample Pokémon campaign (seed 002)."""
    made, ledger, _ = served(tmp_path, "pokemon-aranciopoli-noir")
    yield made
    ledger.close()


def asked(who: Any, method: str, campaign: str, tail: str, body: Any) -> tuple[int, str]:
    got = who.request(method, f"/api/campaigns/{quote(campaign)}/{tail}", json=body)
    return got.status_code, got.text.replace(campaign, "NAME")


@pytest.mark.parametrize("lang,setting", [("es", None), ("de", None), ("en", None), ("es", "de")])
def test_a_stranger_reads_the_same_of_a_campaign_that_exists_and_one_that_does_not(app: Any, lang: str,
                                                                                  setting: str | None) -> None:
    ledger = app.state.ledger
    person = account(ledger, "Zed")
    if setting is not None:
        ledger.set_language(person, setting)
    zed = client(app, ledger.issue_token(person, "t"))
    zed.headers["Accept-Language"] = lang
    before = ledger.now(REAL).actions
    for method, tail, body in ASKS:
        real, none = asked(zed, method, REAL, tail, body), asked(zed, method, NONE, tail, body)
        assert real == none, (tail, real, none)
        assert real[0] in (400, 404, 422), tail
    assert ledger.now(REAL).actions == before                          # nothing written
    said = asked(zed, "GET", REAL, "history", None)[1]
    expected = {"es": "ninguna campaña 'NAME' tuya", "de": "keine Kampagne 'NAME' von dir",
                "en": "no campaign 'NAME' of yours"}[setting or lang]
    assert said == '{"error":{"code":"not_found","field":"campaign","message":"' + expected + '"}}'


def test_a_used_or_withdrawn_code_tells_its_holder_why_never_the_id(app: Any) -> None:
    ledger = app.state.ledger
    gm = client(app, token_for(app, "Dana", "gm"))
    path = f"/api/campaigns/{quote(REAL)}"
    used = gm.post(f"{path}/invitations", json={"role": "viewer"}).json()
    gone = gm.post(f"{path}/invitations", json={"role": "viewer"}).json()
    assert gm.post(f"{path}/invitations/{gone['invitation']}/withdraw").status_code == 201
    ana = client(app, ledger.issue_token(account(ledger, "Ana"), "t"))
    assert ana.post(f"{path}/join", json={"code": used["code"]}).status_code == 201
    zed = client(app, ledger.issue_token(account(ledger, "Zed"), "t"))
    zed.headers["Accept-Language"] = "es"
    unknown = asked(zed, "POST", NONE, "join", {"code": "abc"})        # a code that never was: as for no campaign
    assert unknown == asked(zed, "POST", REAL, "join", {"code": "abc"}) == (
        400, '{"error":{"code":"bad_input","field":"code","message":"ninguna invitación de esta campaña tiene este '
        'código; revísalo o pide al DJ uno nuevo"}}')
    before = ledger.now(REAL).actions
    why = {used["code"]: "è già stato usato", gone["code"]: "è stato ritirato"}     # the campaign's language (it, en)
    for code, invitation in ((used["code"], used["invitation"]), (gone["code"], gone["invitation"])):
        got = asked(zed, "POST", REAL, "join", {"code": code})
        assert got == (400, '{"error":{"code":"bad_input","field":"code","message":"l\'invito di questo codice '
                       f'{why[code]}; chiedine uno nuovo al GM"}}}}')
        assert invitation not in got[1]
    assert ledger.now(REAL).actions == before
