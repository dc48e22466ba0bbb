"""The language a command line asks for: ``--lang`` takes a code as people and locales write it (``DE``,
``de_DE.UTF-8``, ``de-AT``: its language part, as ``LEDGER_LANG`` always did), refuses a blank one, and may be given
to ``ledger`` itself (``ledger --lang es status``, ``ledger --help --lang de``), where it is the line's preferred
language unless the command's own ``--lang`` says otherwise.

Source: README "Using the ledger" (``--lang``, ``LEDGER_LANG``); POSIX locale names and BCP 47 tags (the forms a
language code is written in); seed 001 (the German of MOSAIC), seed 004 (the Spanish of Mouse Guard).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ROOT, Cli


@pytest.mark.parametrize(("code", "part"), [("de", "de"), ("DE", "de"), ("de_DE.UTF-8", "de"), ("de-AT", "de"),
                                            ("es_ES@euro", "es"), ("  It ", "it"), ("", "")])
def test_a_codes_language_part(code: str, part: str) -> None:
    from rules.i18n import language_part

    assert language_part(code) == part


@pytest.fixture(scope="module")
def mosaic(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """A store holding the MOSAIC sample (English and German)."""
    cli = Cli(tmp_path_factory.mktemp("lang") / "mosaic.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "mosaic-blumen-des-montezuma.yaml"))
    return cli


@pytest.mark.parametrize("code", ["de", "DE", "de_DE.UTF-8", "de-AT"])
def test_a_commands_lang_takes_the_language_part(mosaic: Cli, code: str) -> None:
    assert mosaic("status", "--lang", code).stdout.splitlines()[0] == "Stand — Die Blumen des Montezuma"
    assert mosaic("campaigns", "--lang", code).returncode == 0


@pytest.mark.parametrize("where", ["status", "campaigns", "root"])
def test_a_blank_lang_is_refused_naming_the_languages(mosaic: Cli, where: str) -> None:
    before = mosaic.bytes()
    args = ("--lang", "", "status") if where == "root" else (where, "--lang", "")
    got = mosaic(*args, ok=False)
    assert got.returncode == 2 and got.stdout == ""
    allowed = "en, de" if where == "status" else "de, en, es, it"
    assert got.stderr.strip().startswith("error: lang: '' is not a language of ")
    assert got.stderr.strip().endswith(f"; allowed: {allowed}")
    assert mosaic.bytes() == before


def test_the_roots_lang_is_the_lines_language(mosaic: Cli) -> None:
    """``ledger --lang de status`` reads in German; the command's own ``--lang`` wins over the root's; a code no
    system plays in is refused (exit 2) in the preferred language."""
    assert mosaic("--lang", "de", "status").stdout.splitlines()[0] == "Stand — Die Blumen des Montezuma"
    assert mosaic("--lang=de", "status", "--lang", "en").stdout.splitlines()[0] == "Status — Die Blumen des Montezuma"
    refused = mosaic("--lang", "fr", "status", ok=False)
    assert refused.returncode == 2
    assert refused.stderr.strip() == "error: lang: 'fr' is not a language of the ledger's systems; allowed: de, en, es, it"
    spanish = Cli(mosaic.store, env={"LEDGER_LANG": "es"})("--lang", "fr", "status", ok=False)
    assert spanish.stderr.strip() == "error: lang: 'fr' no es un idioma de los sistemas del registro; se admite: de, en, es, it"


@pytest.mark.parametrize("args", [("--help", "--lang", "de"), ("--lang", "de", "--help")])
def test_the_roots_help_speaks_the_lang_in_either_order(tmp_path: Path, args: tuple[str, ...]) -> None:
    """Whatever the store's campaign plays in (here Mouse Guard: English and Spanish), ``ledger``'s own help speaks
    the language asked when a system plays in it, and lists ``--lang`` among its options."""
    cli = Cli(tmp_path / "mg.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"))
    said = cli(*args).stdout
    assert said.splitlines()[0].startswith("Aufruf: ledger [OPTIONEN]")
    assert "Sprache dieser Hilfe und des folgenden Befehls" in " ".join(said.split())


def test_the_roots_lang_is_the_commands_own_when_it_gives_none(tmp_path: Path) -> None:
    """``ledger --lang de status`` is ``ledger status --lang de``: on a campaign whose system lacks German (Pokémon
    Noir: Italian and English) it is refused as the command's own would be, never silently ignored."""
    cli = Cli(tmp_path / "noir.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"))
    refused = cli("--lang", "de", "status", ok=False)
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr.strip() == cli("status", "--lang", "de", ok=False).stderr.strip()
    assert refused.stderr.strip().startswith("error: lang: 'de' ")
    assert cli("--lang", "en", "status").stdout.splitlines()[0] == "Status — Aranciopoli Noir"
    assert cli("--lang", "en", "status").stdout == cli("status", "--lang", "en").stdout
