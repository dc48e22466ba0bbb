"""A read of the past answers the same JSON on the CLI and the API (the action it stands at, and its ``moment``),
and a campaign name every face can reach: no ``/``, not ``.`` or ``..`` (README "Using the ledger" and "The
server")."""

from __future__ import annotations

from pathlib import Path
import pytest
from starlette.testclient import TestClient

from conftest import Cli
from web_support import SAMPLE, gm_token, store_with_sample

CAMPAIGN = "/api/campaigns/Second%20Chances"


def test_status_and_sheet_of_the_past_agree_on_the_cli_and_the_api(tmp_path: Path) -> None:
    from ledger.service import Ledger
    from ledger.web import make_app

    store = store_with_sample(tmp_path)
    cli = Cli(Path(store))
    last = cli.json("status")["action"]
    cli("undo", str(last))                                   # the undone action: a moment a correction touched
    said = {read: cli.json(*read.split(), "--as-of", str(last)) for read in ("status", "sheet Rook")}
    assert said["status"]["action"] == said["status"]["moment"]["action"] == last
    assert said["sheet Rook"]["moment"] == said["status"]["moment"]
    ledger = Ledger(store, warm=True)
    app = make_app(ledger, secret="test-secret")
    with TestClient(app, base_url="http://127.0.0.1") as api:
        api.headers["Authorization"] = f"Bearer {gm_token(app)}"
        status = api.get(f"{CAMPAIGN}/status", params={"as_of": last}).json()
        sheet = api.get(f"{CAMPAIGN}/sheet/Rook", params={"as_of": last}).json()
        assert status == said["status"] and sheet == said["sheet Rook"]
        ended = api.get(f"{CAMPAIGN}/status", params={"session": 1}).json()
        assert ended["moment"] == cli.json("status", "--session", "1")["moment"]
        assert "moment" not in api.get(f"{CAMPAIGN}/status").json()        # now: no moment, as the CLI
    ledger.close()


@pytest.mark.parametrize("name", ["nc-a/b", "/", "..", "."])
def test_a_name_the_server_cannot_carry_is_refused_at_create_and_import(tmp_path: Path, name: str) -> None:
    cli = Cli(tmp_path / "names.sqlite")
    proc = cli("create", name, "--system", "masks", ok=False)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1
    assert proc.stderr.startswith("error: name: a campaign name without '/'")
    assert cli.bytes() == b""                                   # nothing written, not even the store
    cli("replay", str(SAMPLE))
    exported = tmp_path / "out.jsonl"
    cli("export", "--out", str(exported))
    before = cli.bytes()
    proc = cli("import", str(exported), "--as", name, ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: as: a campaign name without '/'")
    assert cli.bytes() == before


def test_a_reachable_name_with_other_signs_is_served(tmp_path: Path) -> None:
    from ledger.service import Ledger
    from ledger.web import make_app

    cli = Cli(tmp_path / "signs.sqlite")
    cli("create", "Ana & Bo? #1 ...", "--system", "masks")
    ledger = Ledger(str(tmp_path / "signs.sqlite"), warm=True)
    app = make_app(ledger, secret="test-secret")
    with TestClient(app, base_url="http://127.0.0.1") as api:
        api.headers["Authorization"] = f"Bearer {gm_token(app)}"
        got = api.get("/api/campaigns/Ana%20%26%20Bo%3F%20%231%20.../status")
        assert got.status_code == 200 and got.json()["campaign"] == "Ana & Bo? #1 ..."
    ledger.close()
