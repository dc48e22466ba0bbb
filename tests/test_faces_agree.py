"""Small things every face says alike: a bounded number's range from its model (help and refusal, CLI and API), the
shell's refusal of commands that are not the campaign's, a download's file name in ASCII with its UTF-8 form, and
the GM's desk wording (README "Using the ledger", "The server")."""

from __future__ import annotations

from pathlib import Path

import pytest
from starlette.testclient import TestClient

from conftest import TEST_STORE, Cli, pg_url
from web_support import gm_token, token_for


@pytest.fixture
def basic(tmp_path: Path) -> Cli:
    cli = Cli(tmp_path / "basic.sqlite")
    cli("create", "Bounds", "--system", "basic")
    return cli


def test_a_bounded_number_shows_and_refuses_its_models_range(basic: Cli) -> None:
    from rules import get_system
    from rules.args import bounds

    field = get_system("basic").commands["add-character"].args.model_fields["level"]
    low, high = bounds(field)
    shown = basic("add-character", "--help").stdout
    assert f"[{low}..{high}]" in shown and str(2**63 - 1) not in shown
    before = basic.bytes()
    for given in ("0", str(high + 1)):                       # the model's check, as every face words it
        proc = basic("add-character", "Ana", "--level", given, ok=False)
        assert (proc.returncode, proc.stderr) == (2, f"error: level: a whole number from {low} to {high} (got {given})\n")
    huge = "9" * 25
    proc = basic("add-character", "Ana", "--attributes", f"brawn={huge}", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith(f"error: attributes: brawn={huge} is outside ")
    assert basic.bytes() == before                                        # nothing written


def test_the_api_words_a_bounded_number_as_the_cli(basic: Cli) -> None:
    from ledger.service import Ledger
    from ledger.web import make_app

    proc = basic("add-character", "Ana", "--level", "0", ok=False)
    ledger = Ledger(pg_url(basic.store) if TEST_STORE == "postgres" else str(basic.store), warm=True)
    app = make_app(ledger, secret="test-secret")
    with TestClient(app, base_url="http://127.0.0.1") as api:
        api.headers["Authorization"] = f"Bearer {gm_token(app)}"
        got = api.post("/api/campaigns/Bounds/commands/add-character", json={"name": "Ana", "level": 0})
        assert got.status_code == 422
        assert f"{got.json()['error']['field']}: {got.json()['error']['message']}" == \
            proc.stderr.removeprefix("error: ").strip()
    ledger.close()


def test_the_link_minutes_are_the_services_bound(tmp_path: Path) -> None:
    from ledger.service.accounts import MAX_LINK_MINUTES

    cli = Cli(tmp_path / "links.sqlite")
    assert f"1..{MAX_LINK_MINUTES}" in " ".join(cli("account", "link", "--help").stdout.split())
    proc = cli("account", "link", "Ana", "--minutes", str(MAX_LINK_MINUTES + 1), ok=False)
    assert (proc.returncode, proc.stderr) == (2, f"error: minutes: a whole number from 1 to {MAX_LINK_MINUTES} "
                                                  f"(got {MAX_LINK_MINUTES + 1})\n")


@pytest.mark.parametrize("command", ["serve", "create Other", "migrate", "campaigns"])
def test_the_shell_refuses_what_is_not_the_campaigns(tmp_path: Path, command: str,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    from ledger.cli import root
    from ledger.cli.shell.shell import Shell

    cli = Cli(tmp_path / "shell.sqlite")
    cli("create", "Halcyon")
    before = cli.bytes()
    store = pg_url(cli.store) if TEST_STORE == "postgres" else str(cli.store)
    with Shell(root(), store) as shell:
        assert shell.run_line(command) == 2
    word = command.split()[0]
    assert capsys.readouterr().err == f"error: command: {word} is not this campaign's; leave the shell (exit) to run " \
                                      f"ledger {word}\n"
    assert cli.bytes() == before


def test_a_download_names_its_file_in_ascii_and_utf8_and_the_desk_reads_as_a_sentence(tmp_path: Path) -> None:
    from ledger.service import Ledger
    from ledger.web import make_app

    cli = Cli(tmp_path / "names.sqlite")
    cli("create", "Café Noir")
    cli("add-character", "Gale", "--playbook", "nova", "--plus-one", "freak")
    cli("approval", "players")
    ledger = Ledger(pg_url(cli.store) if TEST_STORE == "postgres" else str(cli.store), warm=True)
    app = make_app(ledger, secret="test-secret")
    with TestClient(app, base_url="http://127.0.0.1") as web:
        gm = gm_token(app)
        ana = token_for(app, "Ana", "player", ["Gale"])
        for path in ("/c/Caf%C3%A9%20Noir/chronicle?download=1", "/api/campaigns/Caf%C3%A9%20Noir/export"):
            said = web.get(path, headers={"Authorization": f"Bearer {gm}"}).headers["content-disposition"]
            said.encode("ascii")                                          # no byte outside ASCII
            assert said.startswith('attachment; filename="Cafe-Noir') and "filename*=UTF-8''Caf%C3%A9%20Noir" in said
        made = web.post("/api/campaigns/Caf%C3%A9%20Noir/commands/mark", headers={"Authorization": f"Bearer {ana}"},
                        json={"character": "Gale", "condition": "afraid", "as": "Gale"})
        assert made.status_code == 202
        desk = web.get("/c/Caf%C3%A9%20Noir/desk", headers={"Authorization": f"Bearer {gm}"}).text
        assert "Ana as <b>Gale</b>" in desk and " As " not in desk
    ledger.close()
