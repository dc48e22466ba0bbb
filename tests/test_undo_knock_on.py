"""An undo refused because later actions would change says how many would change, not that they are refused, and
what ``--redecide`` would then do (README "Corrections": ``undo``, ``--redecide``, ``--cascade``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import quote

from conftest import ROOT, Cli

SAMPLE = ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"


def test_the_cli_counts_the_later_actions_that_would_change(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "store.sqlite", process=True)
    cli("replay", str(SAMPLE))
    refused = cli("undo", "38", ok=False)
    assert refused.returncode == 2
    (line,) = refused.stderr.strip().splitlines()
    assert "; and 64 more after them whose outcome would change;" in line, line
    assert "refused)" not in line and "keep the 4 that only change" not in line
    assert line.endswith("keep all 67, decided again, with --redecide, or undo all 67 with --cascade"), line
    spanish = cli("undo", "38", "--lang", "es", ok=False).stderr
    assert "y 64 más tras ellas cuyo resultado cambiaría" in spanish
    assert "conserva las 67, decididas de nuevo, con --redecide" in spanish
    done = json.loads(cli("undo", "38", "--redecide", "--json").stdout)
    assert (done["undone"], done["refused"]) == ([38], {})                  # --redecide refuses none of the 67
    assert 54 in {int(n) for n in done["revised"]}


def test_the_api_says_it_as_the_cli_does(tmp_path: Path) -> None:
    from web_support import bearer, gm_token

    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(str(tmp_path / "web.sqlite"), warm=True)
    camp, _ = ledger.replay(SAMPLE)
    app = make_app(ledger, secret="test-secret")
    gm = bearer(app, gm_token(app))
    got = gm.post(f"/api/campaigns/{quote(camp.name)}/corrections/undo", json={"action": 38})
    error: dict[str, Any] = got.json()["error"]
    assert got.status_code >= 400 and error["field"] == "action"
    assert "and 64 more after them whose outcome would change" in error["message"] and "refused)" not in error["message"]
    assert "keep all 67, decided again, with \"redecide\": true, or undo all 67 with \"cascade\": true" in error["message"]
    done = gm.post(f"/api/campaigns/{quote(camp.name)}/corrections/undo", json={"action": 38, "redecide": True})
    assert done.status_code == 201 and done.json()["refused"] == {} and done.json()["undone"] == [38]
    ledger.close()


def test_an_amend_s_dry_run_counts_the_rest_as_changing(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "store.sqlite", process=True)
    cli("replay", str(SAMPLE))
    dry = cli("amend", "29", "--dice", "5,5", "--dry-run").stdout.splitlines()
    assert dry[1].strip().startswith("would be refused") and dry[2].startswith("    30 (resolve): pick:")
    assert dry[5].startswith("    and 79 more after them whose outcome would change: 34, 35, 36,")
    spanish = cli("amend", "29", "--dice", "5,5", "--dry-run", "--lang", "es").stdout
    assert "    y 79 más tras ellas cuyo resultado cambiaría: 34, 35" in spanish
    answer = json.loads(cli("amend", "29", "--dice", "5,5", "--dry-run", "--json").stdout)
    assert len(answer["refused"]) == 82 and answer["undone"][:3] == [30, 31, 32]


def test_the_desk_s_preview_reads_as_the_cli_s_dry_run(tmp_path: Path) -> None:
    """The desk's **Preview** shows the API's ``lines`` (``ledger.projections.correction_lines``, which the CLI prints
    too): the same lines as ``ledger amend --dry-run``, the knock-on changes counted, in the language asked, but for
    the controls the refused actions are pointed to (the desk's cascade box with ``?face=desk``, the API's body
    fields, the CLI's flags)."""
    from web_support import bearer, gm_token

    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(str(tmp_path / "web.sqlite"), warm=True)
    camp, _ = ledger.replay(SAMPLE)
    app = make_app(ledger, secret="test-secret")
    gm = bearer(app, gm_token(app))
    url = f"/api/campaigns/{quote(camp.name)}/corrections/amend"
    try:
        english = gm.post(url, json={"action": 29, "dice": [5, 5], "dry_run": True})
        spanish = gm.post(url, params={"lang": "es"}, json={"action": 29, "dice": [5, 5], "dry_run": True})
        desk = gm.post(url, params={"lang": "es", "face": "desk"}, json={"action": 29, "dice": [5, 5], "dry_run": True})
        script = (ROOT / "ledger" / "web" / "pages" / "static" / "ledger.js").read_text(encoding="utf-8")
    finally:
        ledger.close()
    assert english.status_code == spanish.status_code == 200
    lines = english.json()["lines"]
    assert lines[0] == "dry run (nothing recorded): amend of action 29"
    assert lines[5].startswith("    and 79 more after them whose outcome would change: 34, 35, 36,")
    assert "would no longer hold" not in " ".join(lines)
    assert spanish.json()["lines"][5].startswith("    y 79 más tras ellas cuyo resultado cambiaría: 34, 35")
    cli = Cli(tmp_path / "store.sqlite", process=True)
    cli("replay", str(SAMPLE))
    said = cli("amend", "29", "--dice", "5,5", "--dry-run").stdout.splitlines()
    dicho = cli("amend", "29", "--dice", "5,5", "--dry-run", "--lang", "es").stdout.splitlines()
    # the same lines but the one pointing the refused actions to each face's own controls
    assert said[:1] + said[2:] == lines[:1] + lines[2:] and dicho[:1] + dicho[2:] == spanish.json()["lines"][:1] + \
        spanish.json()["lines"][2:]
    assert (said[1], lines[1]) == ("  would be refused (correct them with --and N ARGUMENTS, or --cascade undoes them):",
                                   '  would be refused (correct them in "and", or "cascade": true undoes them):')
    assert spanish.json()["lines"][1] == '  serían rechazadas (corrígelas en "and", o "cascade": true las deshace):'
    assert desk.json()["lines"][1] == "  serían rechazadas (marca «En cascada» para deshacerlas también):"
    assert desk.json()["lines"][2:] == spanish.json()["lines"][2:]
    assert "data.lines" in script and "would no longer hold" not in script      # the page shows the server's lines
