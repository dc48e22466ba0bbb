"""An invitation or grant naming a character twice is refused naming ``characters`` (nothing written); a player of
several characters who names none is told to name one (``as``); the group's refusals read in Italian and German
grammar (README "Playing as a group"; design.md "People, roles and hidden information")."""

from __future__ import annotations

from typing import Any

import pytest

from rules import group_frames
from test_web_people import CAMPAIGN, actions, app, client  # noqa: F401 - Second Chances served
from web_support import token_for


def error(got: Any) -> tuple[int, str, str]:
    return got.status_code, got.json()["error"]["field"], got.json()["error"]["message"]


def test_an_invitation_naming_a_character_twice_is_refused(app: Any) -> None:  # noqa: F811
    dana = client(app, token_for(app, "Dana", "gm"))
    before = actions(app)
    got = dana.post(f"{CAMPAIGN}/invitations", json={"role": "player", "characters": ["Gale", "Gale"]})
    assert error(got) == (400, "characters", "Gale is named more than once; name each character once")
    spanish = dana.post(f"{CAMPAIGN}/invitations", json={"role": "player", "characters": ["Gale", "gale"]},
                        headers={"Accept-Language": "es"})
    assert error(spanish) == (400, "characters", "Gale aparece más de una vez; nombra cada personaje una sola vez")
    assert actions(app) == before and dana.get(f"{CAMPAIGN}/invitations").json() == {}
    app.state.ledger.make_account("Bo")
    assert error(dana.post(f"{CAMPAIGN}/people/Bo/grant", json={"role": "player", "characters": ["Rook", "Rook"]})) \
        == (400, "characters", "Rook is named more than once; name each character once")
    assert actions(app) == before


def test_a_player_of_several_characters_naming_none_is_told_to_name_one(app: Any) -> None:  # noqa: F811
    bo = client(app, token_for(app, "Bo", "player", ["Gale", "Rook"]))
    before = actions(app)
    got = bo.post(f"{CAMPAIGN}/commands/mark", json={"condition": "afraid"})
    status, field, message = error(got)
    assert (status, field) == (403, "as") and message.endswith("Bo plays Gale, Rook, not the GM; name the one acting (as)")
    assert actions(app) == before


@pytest.mark.parametrize(("lang", "english", "said"), [
    ("it", "Bo plays Vera, Nero, Ferro, not the GM; name the one acting (as)",
     "Bo gioca Vera, Nero, Ferro, non il GM; indica quale agisce (as)"),
    ("de", "Bo plays Vera, Nero, not the GM; name the one acting (as)",
     "Bo spielt Vera, Nero, nicht die SL; nenne die handelnde Figur (as)"),
    ("es", "Bo plays Vera, Nero, not the GM; name the one acting (as)",
     "Bo juega a Vera, Nero, no al DJ; nombra al que actúa (as)"),
    ("it", "only a player is bound to characters, not a viewer",
     "solo un giocatore è legato a dei personaggi, non chi è spettatore"),
    ("de", "action 12 is not Ana's last action (theirs: 87)",
     "Aktion 12 ist nicht die letzte Aktion von Ana (letzte Aktion von Ana: 87)"),
    ("it", "Itzel is named more than once; name each character once",
     "Itzel è nominato più di una volta; nomina ogni personaggio una volta sola"),
    ("de", "Itzel is named more than once; name each character once",
     "Itzel ist mehr als einmal genannt; nenne jede Figur nur einmal"),
])
def test_the_group_s_refusals_in_each_language(lang: str, english: str, said: str) -> None:
    gm = {"it": "GM", "de": "SL", "es": "DJ"}[lang]
    assert group_frames.said(lang, english, gm) == said
