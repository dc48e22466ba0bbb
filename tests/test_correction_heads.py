"""The heads and refusals of corrections and of ``odds`` in the campaign's languages, on the sample campaigns
replayed. Source: README "Correcting mistakes and reviewing the past" (``undo --to ACTION``: every action after it)
and "Using the ledger" (``odds``: a roll made now; refusals in the language asked)."""

from __future__ import annotations

from pathlib import Path

import pytest

SAMPLES = Path(__file__).resolve().parent.parent / "sample_campaigns"


@pytest.fixture(scope="module")
def pokemon(tmp_path_factory: pytest.TempPathFactory) -> object:
    from tests.conftest import Cli

    c = Cli(tmp_path_factory.mktemp("f2") / "pokemon.sqlite")
    c("replay", str(SAMPLES / "pokemon-aranciopoli-noir.yaml"))
    return c


def test_undo_to_heads_every_action_after_it(pokemon) -> None:
    out = pokemon("undo", "--to", "22", "--dry-run").stdout.splitlines()
    assert out[0] == "prova (niente registrato): annullamento di tutto ciò che segue l'azione 22"
    data = pokemon.json("undo", "--to", "22", "--dry-run", "--lang", "en")
    assert data["lines"][0] == "dry run (nothing recorded): undo everything after action 22"
    assert 22 not in data["undone"] and data["undone"][0] == 23
    one = pokemon.json("undo", "23", "--dry-run", "--lang", "en", "--cascade")
    assert one["lines"][0] == "dry run (nothing recorded): undo of action 23"


def test_undo_hint_placeholders_in_the_language(pokemon) -> None:
    said = pokemon("undo", "7", ok=False).stderr
    assert "correggila invece: ledger amend 7 --ARGOMENTO VALORE," in said
    assert "--ARGUMENT VALUE" not in said
    english = pokemon("undo", "7", "--lang", "en", ok=False).stderr
    assert "correct it instead: ledger amend 7 --ARGUMENT VALUE," in english


def test_odds_refusal_names_no_command_typed(pokemon) -> None:
    said = pokemon("odds", "osserva", "--as", "Nero", ok=False)
    assert said.returncode == 2
    assert said.stderr.strip() == "error: phase: non si può fare alcun tiro mentre nessuna scena è aperta"
    english = pokemon("odds", "osserva", "--as", "Nero", "--lang", "en", ok=False).stderr.strip()
    assert english == "error: phase: no roll can be made while the scene is closed"
