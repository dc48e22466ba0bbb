"""``ledger keygen``, ``ledger migrate`` and ``ledger chronicle`` speak ``--lang``: their line and their refusals in
the language asked, in the words every system of that language shares (``rules.archive_lines``,
``rules.store_frames``, ``rules.archive_frames``), a language no system plays in refused naming those that are.

Source: README "Using the ledger" (``--lang``) and "Archiving a campaign" (keygen, migrate, the chronicle); seeds
000/004 (Spanish), 001 (German), 002 (Italian) for the words.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ROOT, TEST_STORE, Cli

#: The line keygen prints, after its key id, in each language (the paths as typed).
MADE = {"en": ": private {0} (keep it secret), public {0}.pub", "es": " creada: privada {0} (guárdala en secreto), "
        "pública {0}.pub", "it": " creata: privata {0} (tienila segreta), pubblica {0}.pub",
        "de": " erzeugt: privat {0} (halte ihn geheim), öffentlich {0}.pub"}
#: The refusal of a key file that exists, in each language.
EXISTS = {"en": "{0} exists; a key is never overwritten (name a new file)",
          "es": "{0} ya existe; una clave nunca se sobrescribe (nombra un fichero nuevo)",
          "it": "{0} esiste già; una chiave non si sovrascrive mai (indica un file nuovo)",
          "de": "{0} gibt es schon; ein Schlüssel wird nie überschrieben (nenne eine neue Datei)"}


@pytest.mark.parametrize("lang", ["en", "es", "it", "de"])
def test_keygen_says_its_line_and_its_refusal_in_the_language_asked(tmp_path: Path, lang: str) -> None:
    cli = Cli(tmp_path / "unused.sqlite")
    key = tmp_path / f"gm-{lang}.key"
    out = cli("keygen", "--out", str(key), "--lang", lang).stdout.strip()
    assert out.endswith(MADE[lang].format(key)) and key.exists() and Path(f"{key}.pub").exists()
    first = {"en": "made key ", "es": "clave ", "it": "chiave ", "de": "Schlüssel "}[lang]
    assert out.startswith(first)
    refused = cli("keygen", "--out", str(key), "--lang", lang, ok=False)
    assert refused.returncode == 2
    from rules.archive_frames import said

    expected = EXISTS[lang].format(key)
    assert refused.stderr.strip() == f"error: out: {expected}"
    assert lang == "en" or said(lang, EXISTS["en"].format(key)) == expected


def test_keygen_refuses_a_language_no_system_plays_in(tmp_path: Path) -> None:
    proc = Cli(tmp_path / "unused.sqlite")("keygen", "--out", str(tmp_path / "k.key"), "--lang", "fr", ok=False)
    assert proc.returncode == 2 and not (tmp_path / "k.key").exists()
    assert proc.stderr.strip() == "error: lang: 'fr' is not a language of the ledger's systems; allowed: de, en, es, it"


@pytest.mark.parametrize(("lang", "said"), [("en", "nothing to do: the store is up to date"),
                                            ("es", "nada que hacer: el almacén está al día"),
                                            ("it", "niente da fare: l'archivio è aggiornato"),
                                            ("de", "nichts zu tun: der Speicher ist auf dem neuesten Stand")])
def test_migrate_says_a_store_up_to_date_in_the_language_asked(tmp_path: Path, lang: str, said: str) -> None:
    cli = Cli(tmp_path / "store.sqlite")
    cli("create", "Halcyon")
    assert cli("migrate", "--lang", lang).stdout.strip() == said


@pytest.mark.skipif(TEST_STORE == "postgres", reason="a file path that is no store: SQLite's road")
def test_migrate_refuses_a_missing_store_in_the_language_asked(tmp_path: Path) -> None:
    missing = tmp_path / "none" / "x.sqlite"
    proc = Cli(tmp_path / "unused.sqlite")("migrate", "--store", str(missing), "--lang", "it", ok=False)
    assert proc.returncode == 2
    assert proc.stderr.strip() == (f"error: store: nessun archivio del ledger in {missing}; creane uno con 'ledger "
                                   "create' o 'ledger replay', o indica con --store / LEDGER_STORE un file esistente")


def test_the_chronicle_says_its_line_and_refusals_in_its_language(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "store.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "mosaic-blumen-des-montezuma.yaml"))
    out = tmp_path / "blumen.md"
    line = cli("chronicle", "--out", str(out), "--lang", "de").stdout.strip()
    size = out.stat().st_size
    assert line == f"Chronik von Die Blumen des Montezuma geschrieben (md, {size:,} Bytes) nach {out}"
    again = cli("chronicle", "--out", str(out), "--lang", "de", ok=False).stderr.strip()
    assert again == f"error: out: {out} gibt es schon; nenne eine neue Datei, oder gib --force an, um sie zu ersetzen"
    bad = cli("chronicle", "--out", str(tmp_path / "blumen.txt"), "--lang", "de", ok=False).stderr.strip()
    assert bad == "error: format: gib --format md oder --format html an (die Endung von DATEI nennt keines)"
    english = cli("chronicle", "--out", str(tmp_path / "b.html"), "--lang", "en").stdout.strip()
    assert english.startswith("wrote the chronicle of Die Blumen des Montezuma (html, ")


def test_the_chronicle_without_lang_speaks_the_campaigns_own_language(tmp_path: Path) -> None:
    """Seed 002 (Pokémon Noir plays in Italian first): without ``--lang`` the chronicle, its line and its refusals
    are in the system's first language, as its refusals always were."""
    cli = Cli(tmp_path / "store.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"))
    out = tmp_path / "noir.html"
    said = cli("chronicle", "--out", str(out)).stdout.strip()
    assert said.startswith("cronaca di ") and said.endswith(f" byte) in {out}") and "(html, " in said
