"""API refusals in the reader's language under Italian (Pokémon, seed 002) and German (MOSAIC, seed 001): an
invitation's expiry too far ahead, a reason too long, a reference list that is none (saying what is wrong), and an
event's detail that names its own key said once (README "The server": errors in the reader's language)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from web_support import ROOT, token_for

CAMPAIGNS = {"it": "/api/campaigns/Aranciopoli%20Noir", "de": "/api/campaigns/Die%20Blumen%20des%20Montezuma"}
SAMPLES = ("pokemon-aranciopoli-noir.yaml", "mosaic-blumen-des-montezuma.yaml")


@pytest.fixture(scope="module")
def gm(tmp_path_factory: Any) -> Any:
    """The Pokémon and MOSAIC samples served; Dana, a GM of both, signed in by token."""
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(Path(tmp_path_factory.mktemp("words")) / "s.sqlite", warm=True)
    for sample in SAMPLES:
        ledger.replay(ROOT / "sample_campaigns" / sample)
    app = make_app(ledger, secret="test-secret", live_interval=0.05)
    made = TestClient(app)
    made.headers["Authorization"] = "Bearer " + token_for(app, "Dana", "gm")
    yield made
    ledger.close()


def error(got: Any) -> tuple[int, str, str]:
    return got.status_code, got.json()["error"]["field"], got.json()["error"]["message"]


@pytest.mark.parametrize(("lang", "expires", "reason", "read"), [
    ("it", "al massimo 366 giorni avanti (366d); un invito è per chi sta per unirsi: emettine un altro più tardi",
     "un motivo di al massimo 1000 caratteri",
     "'nonsense' non è un elenco di riferimento né una lettura di questa campagna; ammessi: wheel, "),
    ("de", "höchstens 366 Tage im Voraus (366d); eine Einladung ist für jemanden, der bald beitritt: stelle später "
           "eine neue aus", "eine Begründung von höchstens 1000 Zeichen",
     "'nonsense' ist keine Referenzliste oder Abfrage dieser Kampagne; erlaubt: group, "),
])
def test_the_api_s_refusals_in_the_reader_s_language(gm: TestClient, lang: str, expires: str, reason: str,
                                                     read: str) -> None:
    base, said = CAMPAIGNS[lang], {"Accept-Language": lang}
    assert error(gm.post(f"{base}/invitations", json={"role": "viewer", "expires": "367d"}, headers=said)) == (
        400, "expires", expires)
    assert error(gm.post(f"{base}/corrections/undo", json={"action": 3, "reason": "x" * 1001}, headers=said)) == (
        400, "reason", reason)
    status, field, message = error(gm.get(f"{base}/reference/nonsense", headers=said))
    assert (status, field) == (404, "read") and message.startswith(read), message


def test_an_answer_acted_on_names_its_question_once(gm: TestClient) -> None:
    rows = gm.get(f"{CAMPAIGNS['de']}/history?lang=de").json()
    lines = [r["events"][0]["summary"] for r in rows if r["command"] == "act-on-answer"]
    assert lines and lines[0] == "Nach der Antwort gehandelt (Figur: Itzel; Frage: Was haben sie vor?)"


@pytest.mark.parametrize(("lang", "start", "one"), [
    ("de", "start gehört zu session=N oder scene=N", "gib nur eines von as_of, session und scene an"),
    ("it", "start va con session=N o scene=N", "dai uno solo tra as_of, session e scene"),
])
def test_a_moment_s_parameters_are_named_as_the_request_names_them(gm: TestClient, lang: str, start: str,
                                                                   one: str) -> None:
    base, said = CAMPAIGNS[lang], {"Accept-Language": lang}
    assert error(gm.get(f"{base}/status?start=1", headers=said)) == (400, "start", start)
    assert error(gm.get(f"{base}/status?session=1&scene=1", headers=said)) == (400, "scene", one)
    page = gm.get(f"{base.replace('/api/campaigns', '/c')}/character/Nobody?start=1", headers=said)
    assert page.status_code == 400 and f'role="alert"><b>start</b>: {start}<' in page.text and "--start" not in page.text
    assert gm.get(f"{base}/status?session=1&start=1", headers=said).status_code == 200


def test_a_body_over_the_limit_is_refused_in_the_campaign_s_language(gm: TestClient) -> None:
    big = b'{"a":"' + b"x" * 100_000 + b'"}'
    got = gm.post(f"{CAMPAIGNS['it']}/invitations", content=big, headers={"Content-Type": "application/json"})
    assert error(got) == (413, "body", "un corpo della richiesta di al massimo 65536 byte")     # no header: Italian
    said = gm.post(f"{CAMPAIGNS['it']}/invitations", json={"role": "viewer", "expires": "367d"})
    assert error(said)[2].startswith("al massimo 366 giorni avanti")                           # as the others are
