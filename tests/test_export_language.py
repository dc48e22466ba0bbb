"""``ledger export --format history --lang L`` writes the rows as ``ledger history --json --lang L`` prints them
(their summaries and changes in L), and the line it prints about a campaign reads in that campaign's language
(without ``--lang``, its system's default: Italian for Pokémon Noir).

Source: README "Using the ledger" (``export``, ``--lang``); seed 000 (Spanish), seed 002 (Italian).
"""

from __future__ import annotations

import json
from pathlib import Path

from conftest import ROOT, Cli


def _replayed(tmp_path: Path, sample: str) -> Cli:
    cli = Cli(tmp_path / f"{sample}.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / f"{sample}.yaml"))
    return cli


def test_a_history_export_is_worded_in_the_language_asked(tmp_path: Path) -> None:
    masks = _replayed(tmp_path, "masks-halcyon-nights")
    out = tmp_path / "es.json"
    said = masks("export", "--format", "history", "--out", str(out), "--lang", "es")
    assert said.stdout.startswith("campaña Halcyon Nights exportada: ")
    assert json.loads(out.read_text()) == masks.json("history", "--lang", "es")
    english = tmp_path / "en.json"
    masks("export", "--format", "history", "--out", str(english))
    assert json.loads(english.read_text()) == masks.json("history")
    assert json.loads(english.read_text()) != json.loads(out.read_text())


def test_a_pokemon_export_speaks_italian_unless_asked(tmp_path: Path) -> None:
    noir = _replayed(tmp_path, "pokemon-aranciopoli-noir")
    out = tmp_path / "it.json"
    said = noir("export", "--format", "history", "--out", str(out))
    assert said.stdout.startswith("campagna Aranciopoli Noir esportata: ")
    assert json.loads(out.read_text()) == noir.json("history")
    english = tmp_path / "en.json"
    assert noir("export", "--format", "history", "--out", str(english), "--lang", "en").stdout.startswith(
        "exported campaign Aranciopoli Noir: ")
    assert json.loads(english.read_text()) == noir.json("history", "--lang", "en")
    whole = noir("export", "--out", str(tmp_path / "all.jsonl"))
    assert whole.stdout.startswith("campagna Aranciopoli Noir esportata: ") and " eventi in " in whole.stdout


def test_a_language_the_system_lacks_is_refused_and_nothing_written(tmp_path: Path) -> None:
    masks = _replayed(tmp_path, "masks-halcyon-nights")
    out = tmp_path / "de.json"
    got = masks("export", "--format", "history", "--out", str(out), "--lang", "de", ok=False)
    assert got.returncode == 2 and not out.exists()
    assert got.stderr.strip() == "error: lang: 'de' ist keine Sprache von Masks: A New Generation; erlaubt: en, es"
