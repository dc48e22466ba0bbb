"""The heads and refusals of corrections and of ``odds`` in the campaign's languages, on the sample campaigns
replayed. Source: README "Correcting mistakes and reviewing the past" (``undo --to ACTION``: every action after it)
and "Using the ledger" (``odds``: a roll made now; refusals in the language asked)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import Cli

SAMPLES = Path(__file__).resolve().parent.parent / "sample_campaigns"


def replayed(folder: Path, sample: str) -> Cli:
    """A store in ``folder`` holding the sample campaign ``sample`` (its file's name without ``.yaml``) replayed."""
    c = Cli(folder / f"{sample}.sqlite")
    c("replay", str(SAMPLES / f"{sample}.yaml"))
    return c


@pytest.fixture(scope="module")
def pokemon(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    return replayed(tmp_path_factory.mktemp("f2"), "pokemon-aranciopoli-noir")


def test_undo_to_heads_every_action_after_it(pokemon: Cli) -> None:
    out = pokemon("undo", "--to", "22", "--dry-run").stdout.splitlines()
    assert out[0] == "prova (niente registrato): annullamento di tutto ciò che segue l'azione 22"
    data = pokemon.json("undo", "--to", "22", "--dry-run", "--lang", "en")
    assert data["lines"][0] == "dry run (nothing recorded): undo everything after action 22"
    assert 22 not in data["undone"] and data["undone"][0] == 23
    one = pokemon.json("undo", "23", "--dry-run", "--lang", "en", "--cascade")
    assert one["lines"][0] == "dry run (nothing recorded): undo of action 23"


def test_undo_hint_placeholders_in_the_language(pokemon: Cli) -> None:
    said = pokemon("undo", "7", ok=False).stderr
    assert "correggila invece: ledger amend 7 --ARGOMENTO VALORE," in said
    assert "--ARGUMENT VALUE" not in said
    english = pokemon("undo", "7", "--lang", "en", ok=False).stderr
    assert "correct it instead: ledger amend 7 --ARGUMENT VALUE," in english


def test_odds_refusal_names_no_command_typed(pokemon: Cli) -> None:
    said = pokemon("odds", "osserva", "--as", "Nero", ok=False)
    assert said.returncode == 2
    assert said.stderr.strip() == "error: phase: non si può fare alcun tiro mentre nessuna scena è aperta"
    english = pokemon("odds", "osserva", "--as", "Nero", "--lang", "en", ok=False).stderr.strip()
    assert english == "error: phase: no roll can be made while the scene is closed"


@pytest.fixture(scope="module")
def masks(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    return replayed(tmp_path_factory.mktemp("f2"), "masks-halcyon-nights")


def test_undo_to_zero_in_spanish(masks: Cli) -> None:
    out = masks("undo", "--to", "0", "--dry-run", "--lang", "es").stdout.splitlines()
    assert out[0] == "simulación (nada registrado): deshacer todo lo posterior a la acción 0"
    assert out[1] == "  se desharían:"


def test_an_action_past_the_last_is_refused_alike(masks: Cli) -> None:
    last = masks.json("history")[-1]["action"]
    said = {verb: masks(verb, str(last + 5), "--lang", "es", ok=False) for verb in ("amend", "undo", "redo")}
    want = f"error: action: la acción {last + 5} no es una acción de esta campaña; las acciones van de 1 a {last}"
    assert {verb: (p.returncode, p.stderr.strip()) for verb, p in said.items()} == {v: (2, want) for v in said}
    english = masks("amend", str(last + 5), "--dice", "1,1", ok=False).stderr.strip()
    assert english == f"error: action: action {last + 5} is not an action of this campaign; actions run 1..{last}"


def test_odds_refusal_in_spanish_says_the_session_is_over(masks: Cli) -> None:
    said = masks("odds", "Directly Engage a Threat", "--as", "Gale", "--lang", "es", ok=False)
    assert said.returncode == 2
    assert said.stderr.strip() == ("error: phase: no se puede hacer ninguna tirada mientras la sesión está terminada")


def test_odds_refusal_in_german(tmp_path: Path) -> None:
    c = replayed(tmp_path, "mosaic-blumen-des-montezuma")
    said = c("odds", "Push", "--as", "Diego", "--lang", "de", ok=False).stderr.strip()
    assert said == "error: phase: kein Wurf ist möglich, solange die Sitzung beendet ist"


def test_an_undo_to_reads_so_in_the_history(tmp_path: Path) -> None:
    c = replayed(tmp_path, "pokemon-aranciopoli-noir")
    rows = c.json("history", "--lang", "en")
    last = rows[-1]["action"]
    to = [r for r in rows if r["command"] == "session end"][-1]["action"] - 1   # the last session's end undone
    done = c.json("undo", "--to", str(to), "--lang", "en")
    assert done["lines"][0] == f"action {last + 1}: undo everything after action {to}"
    assert done["undone"] == list(range(to + 1, last + 1))
    summary = c.json("history", "--last", "1", "--lang", "en")[-1]["events"][0]["summary"]
    assert summary == f"undo everything after action {to}; undone: " + ", ".join(map(str, range(to + 1, last + 1)))
    whys = c.json("why", "Vera", "Experience", "--lang", "en")
    assert (whys[-1]["action"], whys[-1]["cause"]) == (last + 1, f"undo everything after action {to}")
