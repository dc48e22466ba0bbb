"""An invitation's ``expires``: a moment is UTC unless it says, as the history's ``since`` and ``until``; a span of any
number of digits past the limit is the 366-day refusal, not "not a span"; a span is its digits and unit with nothing
between (README "Playing as a group": ``30m``, ``48h``, ``7d`` or an ISO 8601 moment, UTC unless it says)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

import pytest
from starlette.testclient import TestClient

from test_web_refusals import CAMPAIGN, actions, app, gm, refused  # noqa: F401 - fixtures

TOO_LONG = "at most 366 days ahead (366d); an invitation is for someone about to join: issue another later"


def test_a_moment_without_its_zone_is_utc(gm: TestClient) -> None:
    when = (datetime.now(timezone.utc) + timedelta(days=3)).replace(microsecond=0, tzinfo=None)
    made = gm.post(f"{CAMPAIGN}/invitations", json={"role": "viewer", "expires": when.isoformat()})
    assert made.status_code == 201, made.text
    assert made.json()["expires"] == when.replace(tzinfo=timezone.utc).isoformat()


@pytest.mark.parametrize("expires, message", [
    ("2020-01-01T00:00", "a moment in the future"),
    ("99999999999999999999d", TOO_LONG), ("99999999999999999999999999999m", TOO_LONG), ("527041m", TOO_LONG),
    ("48 h", "'48 h' is not a span (48h, 30m, 7d) or an ISO 8601 moment"),
    ("0h", "a time span above zero (e.g. 48h, 30m, 7d)")])
def test_an_expiry_is_refused_with_its_reason_and_nothing_written(app: Any, gm: TestClient, expires: str,
                                                                  message: str) -> None:
    before = actions(app)
    refused(gm.post(f"{CAMPAIGN}/invitations", json={"role": "viewer", "expires": expires}), 400, "expires", message)
    assert actions(app) == before


@pytest.mark.parametrize("expires, span", [("527040m", timedelta(days=366)), (" 48h ", timedelta(hours=48)),
                                           ("007d", timedelta(days=7))])
def test_a_span_within_the_limit_is_taken(gm: TestClient, expires: str, span: timedelta) -> None:
    start = datetime.now(timezone.utc)
    made = gm.post(f"{CAMPAIGN}/invitations", json={"role": "viewer", "expires": expires})
    assert made.status_code == 201, made.text
    assert timedelta(0) <= datetime.fromisoformat(made.json()["expires"]) - start - span < timedelta(minutes=1)
