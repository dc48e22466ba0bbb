"""The GM's desk has a field for every reason the API takes: the undo's and the redo's, and the GM's own reason for
approving a proposal, apart from the proposer's arguments (README "Corrections", "People, roles and who may do
what")."""

from __future__ import annotations

import re
from typing import Any

from starlette.testclient import TestClient

from test_web_proposals import ana, propose, row  # noqa: F401 - fixtures
from test_web_refusals import CAMPAIGN, app, gm  # noqa: F401 - fixtures


def _form(page: str, api: str) -> str:
    """The HTML of the form of ``page`` posting to ``api``."""
    found = re.search(r'<form data-api="' + re.escape(api) + r'"[^>]*>(.*?)</form>', page, re.S)
    assert found, api
    return found.group(1)


def _names(form: str) -> list[str]:
    return re.findall(r'<input[^>]*? name="([^"]+)"', form)


def test_the_desk_s_undo_redo_and_approve_forms_take_the_gm_s_reason(gm: TestClient,  # noqa: F811
                                                                     ana: TestClient) -> None:  # noqa: F811
    pid = propose(ana, "mark", {"condition": "afraid", "reason": "scared"})
    desk = gm.get("/c/Second%20Chances/desk").text
    api = "/api/campaigns/Second%20Chances"
    assert _names(_form(desk, f"{api}/corrections/undo?face=desk")) == ["action", "cascade", "reason"]
    assert _names(_form(desk, f"{api}/corrections/redo?face=desk")) == ["action", "reason"]
    approve = _form(desk, f"{api}/proposals/{pid}/approve")
    assert _names(approve)[-1] == "approval-reason" and "data-approval-reason" in approve
    assert "Your reason for approving" in approve
    done = gm.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={"reason": "well argued"})     # what the form sends
    assert done.status_code == 201, done.text
    assert row(gm, done.json()[-1]["action"])["reason"] == "well argued"
    undone = gm.post(f"{CAMPAIGN}/corrections/undo", json={"action": done.json()[0]["action"], "reason": "too soon"})
    assert undone.status_code == 201, undone.text
    assert row(gm, undone.json()["action"])["reason"] == "too soon"
