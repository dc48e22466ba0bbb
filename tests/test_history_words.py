"""README "Using the ledger" (the game's words, never internal names): every detail of every event, in every language
a system offers, as a person reads it in the history.

Every sample campaign (``sample_campaigns/``) is replayed; the history is read in each language of its system and
every event's line is checked: no snake_case identifier, no ``key=value``, no ``None``, no record's braces; in a
language other than English, the event kind has its words, and no detail key, nor an id-like value the rules recorded,
shows as it was recorded (a key that already is the language's word is listed below, with the reason). A few lines
are checked word for word. The compact history's marks read as the table's ("amended by #N").
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

import rules
from conftest import ROOT, Cli
from ledger.projections.detail_words import kind_text

SAMPLES = sorted(p.stem for p in (ROOT / "sample_campaigns").glob("*.yaml"))

#: (system, language) -> detail keys and recorded values that already are that language's words (Pokémon Noir's
#: rules name some details in Italian; "total", "animal" and "playbook" are the Spanish interface's words too).
NATIVE = {
    ("masks", "es"): {"playbook", "total"},
    ("mouseguard", "es"): {"animal", "total"},
    ("mosaic", "de"): set(),
    ("pokemon", "it"): {"allenatore", "battaglia", "da", "mossa", "ritmo", "ritmo cambiato", "scambio", "tipo",
                        "vittima", "titolo", "bonus", "ambiente", "attivo", "mercato nero", "affari", "favore", "giocatore"},
}

_SNAKE = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b")
_RAW = re.compile(r"\w=|=\w|\bNone\b|[{}]")


@pytest.fixture(scope="module")
def histories(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], list[dict[str, Any]]]:
    """(sample, language) -> the sample's history rows (``--json``) in that language."""
    out = {}
    for stem in SAMPLES:
        cli = Cli(tmp_path_factory.mktemp(stem) / "s.sqlite")
        cli("replay", str(ROOT / "sample_campaigns" / f"{stem}.yaml"))
        for lang in rules.get_system(stem.split("-")[0]).languages:
            out[stem, lang] = cli.json("history", "--lang", lang)
        out[stem, "compact"] = cli("history", "--compact").stdout.splitlines()    # type: ignore[assignment]
    return out


def _user_text(stem: str) -> set[str]:
    """Every string of a sample script (names, titles, reasons typed by a person): the output may echo them."""
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                walk(k)
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
        elif isinstance(node, str):
            found.update({node, one_line(node)})     # a recap's line breaks as a history line shows them

    from ledger.user_text import one_line

    walk(yaml.safe_load((ROOT / "sample_campaigns" / f"{stem}.yaml").read_text(encoding="utf-8")))
    return found


def _whole(word: str, text: str) -> bool:
    return re.search(r"(?<![\w-])" + re.escape(word) + r"(?![\w-])", text) is not None


def _faults(stem: str, lang: str, rows: list[dict[str, Any]]) -> list[str]:
    """Every raw key or value in the events' lines of ``rows``, as ``kind: fault | line``."""
    system = rules.get_system(stem.split("-")[0])
    typed = _user_text(stem)
    native = NATIVE.get((system.id, lang), set())
    faults = []
    for row in rows:
        for ev in row["events"]:
            line, kind, detail = ev["summary"], ev["kind"], ev["detail"] or {}
            for text in sorted(typed, key=len, reverse=True):    # what a person typed is theirs, whatever it looks like
                if len(text) > 2 and text in line:
                    line = line.replace(text, "…")
            found = [f"identifier {m}" for m in _SNAKE.findall(line)] + [f"raw {m}" for m in _RAW.findall(line)]
            if lang != "en":
                if system.word(kind, lang) == kind:
                    found.append(f"kind in English ({kind_text(kind, lang, system)})")
                for key, value in detail.items():
                    said = key.replace("_", " ")
                    if said not in native and _whole(said, line):
                        found.append(f"key {key}")
                    for v in value if isinstance(value, list) else [value]:
                        if isinstance(v, str) and re.fullmatch(r"[a-z][a-z_ ]*[a-z]", v) and v not in native \
                                and _whole(v.replace("_", " "), line):
                            found.append(f"value {v}")
            faults += [f"{kind}: {f} | {ev['summary']}" for f in found]
    return sorted(set(faults))


@pytest.mark.parametrize("stem", SAMPLES)
def test_every_event_worded_in_every_language(histories: dict[tuple[str, str], Any], stem: str) -> None:
    system = rules.get_system(stem.split("-")[0])
    kinds = {ev["kind"] for row in histories[stem, system.languages[0]] for ev in row["events"]}
    assert len(kinds) >= 10                              # the sample records many kinds: the walk is not empty
    for lang in system.languages:
        assert _faults(stem, lang, histories[stem, lang]) == [], (stem, lang)


def _lines(rows: list[dict[str, Any]], kind: str) -> list[str]:
    return [ev["summary"] for row in rows for ev in row["events"] if ev["kind"] == kind]


def test_spanish_details_word_for_word(histories: dict[tuple[str, str], Any]) -> None:
    rows = histories["masks-halcyon-nights", "es"]
    assert "Sesión terminada (número 1)" in _lines(rows, "SessionEnded")
    assert "Escena terminada (número 1)" in _lines(rows, "SceneEnded")
    assert "Etiquetas cambiadas (personaje: Vex; elige: jugador; sube: Peligro; baja: Salvador)" in _lines(rows, "LabelsShifted")
    assert "Influencia ganada (Captain Meridian la tiene sobre Gale; por ser adulto)" in _lines(rows, "InfluenceGained")
    assert "Equipo añadido: 1 (motivo: inicio de sesión)" in _lines(rows, "TeamAdded")
    assert "Personaje creado (personaje: Gale; libreto: Beacon)" in _lines(rows, "CharacterCreated")
    assert any("(cambio egoísta de Peligro)" in s for s in _lines(rows, "RollAdjusted"))
    en = histories["masks-halcyon-nights", "en"]
    assert any("(selfish shift of Danger)" in s for s in _lines(en, "RollAdjusted"))


def test_other_languages_word_for_word(histories: dict[tuple[str, str], Any]) -> None:
    mg = histories["mouseguard-darkwater-crossing", "es"]
    assert "Marcas gastadas: 1 (personaje: Rogard; compra: prueba extra)" in _lines(mg, "ChecksSpent")
    assert any(s.endswith("éxitos: —, 3)") for s in _lines(mg, "VolleyClosed"))
    assert "Turno del DJ empezado (misión 1)" in _lines(mg, "GMTurnStarted")
    en = histories["mouseguard-darkwater-crossing", "en"]
    assert "Checks spent: 1 (character: Rogard; bought: extra test)" in _lines(en, "ChecksSpent")
    de = histories["mosaic-blumen-des-montezuma", "de"]
    assert "Vorteil genommen (Kultur: Mexica; Anzahl 1; Grund: ausgespielt)" in _lines(de, "AdvantageTaken")
    it = histories["pokemon-aranciopoli-noir", "it"]
    assert "Esperienza segnata: 1 (personaggio: Nero; perché: tiro fallito)" in _lines(it, "ExperienceMarked")


def test_compact_marks_read_as_the_table(histories: dict[tuple[str, str], Any]) -> None:
    """``history --compact``'s marks: "undone by #N", "amended by #N" (as the table and the web page), never a bare
    number in brackets."""
    lines = [line for stem in SAMPLES for line in histories[stem, "compact"]]
    marked = [line for line in lines if re.search(r"\[(undone|amended) by #\d+", line)]
    assert marked and any("amended by #" in line for line in marked) and any("undone by #" in line for line in marked)
    assert not [line for line in lines if re.search(r"(undone|amended) \(\d+\)", line)]
