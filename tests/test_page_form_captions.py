"""Every page's form captions follow the one caption rule (``ledger.web.pages.words.caption``: a capital first
letter), in every language: the history's filters, the desk's forms, the sign-in page (README "The web table")."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

import pytest
from web_support import replayed_gm


@pytest.fixture(scope="module")
def halcyon(tmp_path_factory: pytest.TempPathFactory) -> Any:
    _, ledger, gm = replayed_gm(tmp_path_factory.mktemp("captions"), "masks-halcyon-nights.yaml")
    yield gm, quote(next(iter(ledger.campaigns())), safe="")
    ledger.close()


@pytest.mark.parametrize(("lang", "captions"), [
    ("en", ["Character", "Session", "Scene", "Actor", "Kind", "Since", "Until"]),
    ("es", ["Personaje", "Sesión", "Escena", "Actor", "Tipo", "Desde", "Hasta"]),
])
def test_the_history_filters_are_captioned(halcyon: Any, lang: str, captions: list[str]) -> None:
    gm, q = halcyon
    page = gm.get(f"/c/{q}/history", headers={"accept-language": lang})
    assert page.status_code == 200
    assert [c.strip() for c in re.findall(r"<label>([^<]*)<input", page.text)] == captions


def test_the_desk_forms_are_captioned(halcyon: Any) -> None:
    gm, q = halcyon
    page = gm.get(f"/c/{q}/desk", headers={"accept-language": "en"})
    assert re.findall(r'data-caption="([^"]*)"', page.text)[:12] == [
        "Amend #", "Arguments", "Cascade", "Reason", "Undo #", "Cascade", "Reason", "Redo #", "Reason", "Role",
        "Characters", "Expires (empty: 48h)"]
