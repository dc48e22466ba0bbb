"""A missing field is named with what it takes, on every command of every system (the values allowed, or its kind:
a text, a whole number from 1 to 6, true or false, a list), and a field given JSON null where a value is required
says what it takes and "not null" on every route taking a JSON body.

Source: README "The server" (a missing field is named with what it takes) and "Using the ledger" (bad input: one
line naming the field as typed and what is allowed, nothing written).
"""

from __future__ import annotations

import re
import typing
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

SAMPLES = {"basic": "basic-the-salt-road.yaml", "masks": "masks-second-chances.yaml",
           "mosaic": "mosaic-blumen-des-montezuma.yaml", "mouseguard": "mouseguard-darkwater-crossing.yaml",
           "pokemon": "pokemon-aranciopoli-noir.yaml"}

#: A missing field's refusal in English: what it takes after the frame.
TAKES = re.compile(r"Field required; (give (a text|a list|true or false|a number|a mapping \(name: value\)"
                   r"|a whole number from -?[\d,]+ to -?[\d,]+|a whole number of at most \d+ digits)"
                   r"|allowed: .+|none allowed now)")


def _dummy(info: Any) -> Any:
    """A value of the kind field ``info`` (a pydantic ``FieldInfo``) takes, for a body one field short."""
    annotation = info.annotation
    members = [m for m in typing.get_args(annotation) or (annotation,) if m is not type(None)]
    first = members[0] if members else str
    if typing.get_origin(first) is typing.Literal:
        return typing.get_args(first)[0]
    origin = typing.get_origin(first) or first
    return (["x"] if origin in (list, tuple, set) else {} if origin is dict else True if first is bool
            else 1 if first in (int, float) else "x")


@pytest.mark.parametrize("system", sorted(SAMPLES))
def test_every_commands_missing_field_says_what_it_takes(tmp_path: Path, system: str) -> None:
    """``POST {}`` and a body one required field short, on every command: each missing field's 422 names the field
    left out and what it takes; nothing is written."""
    from web_support import replayed_gm

    app, ledger, gm = replayed_gm(tmp_path, SAMPLES[system])
    try:
        name = next(iter(ledger.campaigns()))
        spec_of = ledger.system(name).commands
        before = ledger.now(name).version
        told = []
        for command, spec in spec_of.items():
            required = [(info.alias or key, info) for key, info in spec.args.model_fields.items() if info.is_required()]
            for place, left in enumerate(required):          # every required field before it given
                body = {k: _dummy(i) for k, i in required[:place]}
                got = gm.post(f"/api/campaigns/{quote(name)}/commands/{command.replace(' ', '/')}?lang=en", json=body)
                said = got.json().get("error", {}) if got.status_code >= 400 else {}
                if got.status_code == 422 and said["message"].startswith("Field required"):
                    assert said["field"].replace("-", "_") == left[0].replace("-", "_"), (command, body, said)
                    assert TAKES.fullmatch(said["message"]), (command, said)
                    told.append((command, said["field"]))
        assert ledger.now(name).version == before
        assert len(told) >= 3, told
    finally:
        ledger.close()


def test_the_reported_mosaic_refusals_say_what_they_take(tmp_path: Path) -> None:
    """MOSAIC ``tap {}`` and an ``add-character`` without its ``faith``, in English and in German."""
    from web_support import replayed_gm

    app, ledger, gm = replayed_gm(tmp_path, SAMPLES["mosaic"])
    path = f"/api/campaigns/{quote('Die Blumen des Montezuma')}/commands/"
    try:
        for lang, text in (("en", "Field required; give a text"), ("de", "Angabe fehlt; erwartet: ein Text")):
            for command, body, field in (("tap", {}, "mark"),
                                         ("add-character", {"name": "Zed", "playbook": "<b>x</b>"}, "faith")):
                got = gm.post(f"{path}{command}?lang={lang}", json=body)
                assert got.status_code == 422
                assert got.json()["error"] == {"code": "invalid_value", "field": field, "message": text}
    finally:
        ledger.close()


def test_a_whole_number_missing_is_told_its_range() -> None:
    """``rules.args.missing_takes``: each kind in the ledger's words; a literal's values."""
    from pydantic import Field
    from pydantic.fields import FieldInfo

    from rules.args import missing_takes

    def info(annotation: Any, **limits: Any) -> FieldInfo:
        return FieldInfo.merge_field_infos(FieldInfo.from_annotation(annotation), Field(**limits))

    assert missing_takes(info(int, ge=1, le=6)) == "give a whole number from 1 to 6"
    assert missing_takes(info(str)) == "give a text"
    assert missing_takes(info(bool)) == "give true or false"
    assert missing_takes(info(list[str])) == "give a list"
    assert missing_takes(info(typing.Literal["up", "down"])) == "allowed: up, down"


@pytest.mark.parametrize(("route", "body", "field", "message"), [
    ("/api/sign-in", {"name": "Bo", "password": None}, "password", "a text, not null"),
    ("/api/sign-in", {"name": None, "password": "x"}, "name", "a text, not null"),
    ("CAMPAIGN/commands/add-npc", {"name": None}, "name", "a text, not null"),
    ("CAMPAIGN/commands/roll", {"move": None, "as": "Gale"}, "move", None),
    ("CAMPAIGN/notes", {"text": None}, "text", "a text, not null"),
    ("CAMPAIGN/approval", {"approval": None}, "approval", "one of: off, players, all-but-gm, not null"),
    ("CAMPAIGN/invitations", {"role": None}, "role", "one of: gm, player, viewer, not null"),
])
def test_a_null_where_a_value_is_required_says_not_null(tmp_path: Path, route: str, body: dict[str, Any],
                                                        field: str, message: str | None) -> None:
    """Every JSON body: a required field given null is refused 422 naming it, what it takes, and "not null"."""
    from web_support import replayed_gm

    app, ledger, gm = replayed_gm(tmp_path, SAMPLES["masks"])
    try:
        got = gm.post(route.replace("CAMPAIGN", "/api/campaigns/Second%20Chances"), json=body)
        said = got.json()["error"]
        assert (got.status_code, said["field"]) == (422, field)
        if message is None:                     # the moves, listed: one of them
            assert said["message"].startswith("one of: Directly Engage a Threat, ")
            assert said["message"].endswith(", not null")
        else:
            assert said["message"] == message
        spanish = gm.post(route.replace("CAMPAIGN", "/api/campaigns/Second%20Chances") + "?lang=es", json=body)
        if message == "a text, not null" and not route.startswith("/api/sign-in"):
            assert spanish.json()["error"]["message"] == "un texto, no null"
    finally:
        ledger.close()
