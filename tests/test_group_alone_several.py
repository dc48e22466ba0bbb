"""A command group given alone in a store of several campaigns: its help on stdout, exit 0 (README "Using the
ledger": a command group without its subcommand prints its help and exits 0)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ROOT, Cli


@pytest.fixture(scope="module")
def two(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    cli = Cli(tmp_path_factory.mktemp("two") / "s.sqlite")
    for stem in ("masks-halcyon-nights", "mouseguard-darkwater-crossing"):
        cli("replay", str(ROOT / "sample_campaigns" / f"{stem}.yaml"))
    return cli


@pytest.mark.parametrize("lang", [[], ["--lang", "es"]])
def test_a_group_of_two_systems_alone_names_them(two: Cli, lang: list[str]) -> None:
    proc = two("session", *lang)
    assert (proc.returncode, proc.stderr) == (0, "")
    assert proc.stdout == "'session' is a command of masks, mouseguard; name one with ledger --system ID session --help\n"


def test_a_group_of_one_system_alone_is_its_help_not_its_read(two: Cli) -> None:
    proc = two("conflict")
    assert (proc.returncode, proc.stderr) == (0, "")
    assert proc.stdout.splitlines()[0] == "Usage: ledger conflict [OPTIONS] COMMAND [ARGS]..."
    spanish = two("turn", "--lang", "es")
    assert spanish.stdout.splitlines()[0] == "Uso: ledger turn [OPCIONES] ORDEN [ARGUMENTOS]..."
    assert spanish.stdout.splitlines()[2] == "  Los turnos de la misión: verlos, gm, players, end."


def test_a_named_campaign_still_shows_the_read_and_a_command_still_needs_one(two: Cli) -> None:
    assert two("conflict", "-c", "Darkwater Crossing").stdout.splitlines()[0] == "Conflict — Darkwater Crossing"
    proc = two("session", "start", ok=False)
    assert proc.returncode == 2
    assert proc.stderr == ("error: campaign: name the campaign with --campaign (or LEDGER_CAMPAIGN); in this store: "
                           "Halcyon Nights, Darkwater Crossing\n")


def test_a_store_of_one_system_shows_that_systems_group_help(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "s.sqlite")
    for stem in ("masks-halcyon-nights", "masks-second-chances"):
        cli("replay", str(ROOT / "sample_campaigns" / f"{stem}.yaml"))
    proc = cli("session")
    assert proc.returncode == 0
    assert proc.stdout.splitlines()[0] == "Usage: ledger session [OPTIONS] COMMAND [ARGS]..."
