"""A Mouse Guard fight served for the table page's tests: Brand (Ana's) and Wren (Wen's) against the Bandit (the
GM's side, Dana), Rogard (Ben's) watching; dispositions rolled. Source: seed 004, «Conflictos» (each side scripts its
three actions in secret; its own side sees them); tests/test_mouseguard_table.py's ``conflict_ready``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_mouseguard_table import BANDIT, BRAND, ROGARD, faces
from web_support import account, bearer, token_for

#: The password of every account of the fight (the browser tests sign in with it).
PASSWORD = "a table of five"

WREN = {"nature": 4, "will": 4, "health": 4, "resources": 2, "circles": 2, "skill": ["fighter=3", "hunter=3"]}


def fight(tmp_path: Path) -> tuple[Any, Any, dict[str, Any]]:
    """(the warm ``Ledger``, the app, {"gm", "ana", "wen", "ben": token clients reading Spanish}) of the fight, both
    dispositions rolled, nothing scripted yet. The caller closes the ledger."""
    from ledger.service import Ledger
    from ledger.web import make_app

    store = str(tmp_path / "fight.sqlite")
    owner = Ledger(store)
    owner.create("Darkwater", "mouseguard")
    for name, spec in (("Brand", {**BRAND, "weapon": ["sword"]}), ("Wren", WREN), ("Rogard", ROGARD),
                       ("Bandit", {**BANDIT, "weapon": ["sword"]})):
        owner.act(None, "add-character", {"name": name, **spec})
    for command in ("session start", "turn gm", "scene start"):
        owner.act(None, command, {})
    owner.act(None, "conflict start", {"type": "fight", "team": ["Brand", "Wren"], "goal": "catch them",
                                       "opponents": ["Bandit"], "opponent_goal": "get away"})
    owner.act(None, "conflict disposition", {"character": "Brand", "dice": faces(3, 4)})
    owner.act(None, "conflict disposition", {"character": "Bandit", "dice": faces(2, 4)})
    owner.close()
    ledger = Ledger(store, warm=True)
    for name in ("Dana", "Ana", "Wen", "Ben"):
        account(ledger, name, PASSWORD)
    app = make_app(ledger, secret="fight-test", live_interval=0.1)
    people = {"gm": token_for(app, "Dana", "gm"), "ana": token_for(app, "Ana", "player", ["Brand"]),
              "wen": token_for(app, "Wen", "player", ["Wren"]), "ben": token_for(app, "Ben", "player", ["Rogard"])}
    clients = {k: bearer(app, t) for k, t in people.items()}
    for c in clients.values():
        c.headers["Accept-Language"] = "es"
    return ledger, app, clients


def post(client: Any, command: str, body: dict[str, Any]) -> Any:
    """``client`` posts ``command`` (spaces as path segments) to the campaign's API; the response."""
    return client.post(f"/api/campaigns/Darkwater/commands/{command.replace(' ', '/')}", json=body)


def first_volley(clients: dict[str, Any]) -> None:
    """Both sides script (Brand's player: attack, defend, feint, each member in turn by the rules; the GM: the Bandit defends thrice) and the
    first volley is revealed."""
    for who, body in (("ana", {"side": "Brand", "actions": ["attack", "defend", "feint"]}),
                      ("gm", {"side": "Bandit", "actions": ["defend"] * 3})):
        got = post(clients[who], "conflict script", body)
        assert got.status_code in (200, 201), got.text
    got = post(clients["gm"], "conflict reveal", {})
    assert got.status_code in (200, 201), got.text
