"""The OpenAPI document names each command as its own system does: a command only one system has carries that
system's help as its summary; a name several systems share (``rest``, ``resolve``, ``roll``...) is summed up
neutrally, and its description gives every system's own help, so no system's text stands for another's.

Source: README "The server" (``GET /api/openapi.json``: every game system's commands); each system's command table
(``rules.<system>.commands``: the help of each command).
"""

from __future__ import annotations

from rules import get_system, registered


def _doc() -> dict:
    from starlette.testclient import TestClient

    from ledger.web.openapi import ROUTES
    from starlette.applications import Starlette

    got = TestClient(Starlette(routes=ROUTES)).get("/api/openapi.json")
    assert got.status_code == 200
    return got.json()


def _having() -> dict[str, list[str]]:
    """Command name -> the systems that have it, in the registry's order."""
    out: dict[str, list[str]] = {}
    for sid in registered():
        for name in get_system(sid).commands:
            out.setdefault(name, []).append(sid)
    return out


def test_a_shared_command_s_summary_is_no_one_system_s_text() -> None:
    doc, having = _doc(), _having()
    shared = {name: sids for name, sids in having.items() if len(sids) > 1}
    assert {"rest", "resolve", "roll", "session start"} <= set(shared)
    for name, sids in shared.items():
        op = doc["paths"][f"/api/campaigns/{{name}}/commands/{name.replace(' ', '/')}"]["post"]
        helps = [get_system(sid).commands[name].help for sid in sids]
        assert op["x-systems"] == sids
        assert op["summary"] == f"{name}: a command of {len(sids)} systems, each its own (see the description and x-systems)"
        assert not any(h and h in op["summary"] for h in helps)
        assert op["description"].split("\n") == [f"{get_system(sid).title} ({sid}): {h or name}"
                                                 for sid, h in zip(sids, helps)]


def test_rest_names_each_system_s_own_rest() -> None:
    """Seed 004 'Descanso' and seed 002's published rest: two different commands under one name."""
    op = _doc()["paths"]["/api/campaigns/{name}/commands/rest"]["post"]
    lines = dict(line.split(": ", 1) for line in op["description"].split("\n"))
    assert lines == {f"{get_system(s).title} ({s})": get_system(s).commands["rest"].help for s in ("mouseguard", "pokemon")}
    assert len(op["requestBody"]["content"]["application/json"]["schema"]["oneOf"]) == 2


def test_a_command_of_one_system_keeps_its_help() -> None:
    doc, having = _doc(), _having()
    for name, sids in having.items():
        if len(sids) == 1:
            op = doc["paths"][f"/api/campaigns/{{name}}/commands/{name.replace(' ', '/')}"]["post"]
            assert op["summary"] == (get_system(sids[0]).commands[name].help or name) and "description" not in op
