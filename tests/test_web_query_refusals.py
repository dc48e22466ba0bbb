"""A query parameter refused is 400 on every route that reads one (the odds' arguments, a read's own arguments:
missing, out of range, unknown), never 422 (a JSON body's field); and a refused ``?lang=`` reads in the reader's
language (their setting, ``Accept-Language``, the campaign's own), never in the language it refuses.

Source: README "The server" (400: any query parameter refused; 422: a field of a well-formed JSON body),
docs/api-errors.md (``message`` in the reader's language; a refusal of ``lang`` itself too); seed 004 (Mouse Guard,
Spanish: the odds of a test, ``Ob`` 1-20).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from web_support import replayed_gm

GUARD = "/api/campaigns/Darkwater%20Crossing"


@pytest.fixture
def guard(tmp_path: Path) -> Any:
    """The Mouse Guard sample with the app over it and the GM's token client (no ``Accept-Language``), and the
    ledger."""
    _, ledger, gm = replayed_gm(tmp_path, "mouseguard-darkwater-crossing.yaml")
    yield gm, ledger
    ledger.close()


@pytest.mark.parametrize(("query", "field", "said"), [
    ("/odds/test?skill=healer&ob=99999&as=Tamsin", "ob", "a whole number from 1 to 20"),
    ("/odds/test?skill=healer&ob=0&as=Tamsin", "ob", "a whole number from 1 to 20"),
    ("/odds/test?skill=healer&ob=abc&as=Tamsin", "ob", "a whole number from 1 to 20"),     # its own range
    ("/odds/test?as=Tamsin", "skill", "Field required"),
    ("/odds/test?skil=healer", "skil", "unknown query parameter; allowed: as, lang, "),
    ("/reference/advancement", "name", "Field required"),
    ("/reference/advancement?character=Tamsin", "character", "unknown query parameter; allowed: as_of, session, "),
])
def test_a_query_parameter_refused_is_400_on_every_route(guard: Any, query: str, field: str, said: str) -> None:
    gm, ledger = guard
    before = ledger.now("Darkwater Crossing").version
    got = gm.get(GUARD + query)
    error = got.json()["error"]
    assert (got.status_code, error["code"], error["field"]) == (400, "bad_input", field), got.text
    assert error["message"].startswith(said), error
    assert ledger.now("Darkwater Crossing").version == before


@pytest.mark.parametrize(("headers", "said"), [
    ({}, "'it' is not a language of Mouse Guard; allowed: en, es"),
    ({"accept-language": "es"}, "'it' no es un idioma de Mouse Guard; se admite: en, es"),
    # the reader's first language the system reads in: every error of the request in it (ledger.web.reader.error_lang)
    ({"accept-language": "de, es;q=0.5"}, "'it' no es un idioma de Mouse Guard; se admite: en, es"),
])
@pytest.mark.parametrize("route", ["/history", "/reference/skills", "/sheet/Tamsin"])
def test_a_refused_lang_reads_in_the_readers_language(guard: Any, route: str, headers: dict[str, str],
                                                      said: str) -> None:
    gm = guard[0]
    got = gm.get(f"{GUARD}{route}?lang=it", headers=headers)
    assert got.status_code == 400 and got.json()["error"]["field"] == "lang", got.text
    assert got.json()["error"]["message"] == said


def test_a_refused_lang_follows_the_persons_setting(guard: Any) -> None:
    gm, ledger = guard
    ledger.set_language("Dana", "es")
    got = gm.get(f"{GUARD}/history?lang=de", headers={"accept-language": "de"})
    assert got.json()["error"] == {"code": "bad_input", "field": "lang",
                                   "message": "'de' no es un idioma de Mouse Guard; se admite: en, es"}
