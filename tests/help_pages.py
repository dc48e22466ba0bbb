"""Helpers of the help-table tests (docs/adding-a-game-system.md, "Help in the system's languages"): a sample
campaign played on and its table page as a player reads it, and the check that a help table's shared entries
(``"*: KEY"``) stand only for arguments whose English help is the same in every command they would word."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from conftest import ROOT
from web_support import account, grant

PASSWORD = "a table of five"


def table_page(tmp_path: Path, sample: str, acts: list[tuple[str, dict]], player: str, lang: str,
               role: str = "player") -> str:
    """The HTML of the table page of ``sample`` (a file of sample_campaigns/) after the GM's ``acts``
    (``(command, arguments)``), fetched by an account that plays ``player`` (``role`` ``gm``: a GM's, who is
    offered the GM's commands too) from a browser asking for ``lang`` (``Accept-Language``: the pages read in it;
    ``ledger.web.pages.render.languages_of``)."""
    from starlette.testclient import TestClient

    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(str(tmp_path / "help.sqlite"))
    try:
        ledger.replay(ROOT / "sample_campaigns" / sample)
        for command, args in acts:
            ledger.act(None, command, args)
        account(ledger, "Ana", PASSWORD)
        grant(ledger, "Ana", role, [player] if role == "player" else None)
        client = TestClient(make_app(ledger, secret="help-test"), base_url="http://127.0.0.1",
                            headers={"accept-language": lang})
        signed = client.post("/api/sign-in", json={"name": "Ana", "password": PASSWORD})
        assert signed.status_code == 200, signed.text
        name = next(iter(ledger.campaigns()))
        got = client.get(f"/c/{name}")
        assert got.status_code == 200, got.text[:300]
        return got.text
    finally:
        ledger.close()


def form_html(page: str, command: str) -> str:
    """The HTML of ``command``'s form on a table ``page`` (its ``<details>``: the summary with the command's help,
    each field's caption and help)."""
    return page.split(f'<details class="command" data-command="{command}">')[1].split("</details>")[0]


def misshared(system: Any, lang: str) -> list[str]:
    """``["*: reason", ...]``: the shared entries of ``system``'s help table for ``lang`` that would word arguments
    of different English help (a command with the key and no entry of its own whose English is not the others')."""
    def keys(spec: Any) -> list[str]:        # every argument, the forms' hidden ones (``--odds``) too: the CLI shows them
        return [info.alias or name for name, info in spec.args.model_fields.items()]

    table = system.load_help().get(lang, {})
    wrong = []
    for entry in (k for k in table if k.startswith("*: ")):
        key = entry[3:]
        english = {system.help_of(c, key, "en") for c, spec in system.commands.items()
                   if key in keys(spec) and f"{c}: {key}" not in table}
        if len(english) != 1:
            wrong.append(entry)
    return wrong


def left_in_english(system: Any, lang: str) -> dict[str, list[str]]:
    """What ``system``'s forms would still show in English under ``lang``: help without a translation, arguments
    without a caption (``help_words_check``) and shared entries that word the wrong argument (``misshared``)."""
    from help_words_check import uncaptioned, untranslated_help

    return {"help": untranslated_help(system, lang), "captions": uncaptioned(system, lang),
            "shared entries": misshared(system, lang)}
