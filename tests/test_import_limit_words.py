"""A limit or shape an import or a script refuses is worded whole in the language asked: an imported title or recap
past its limit, an imported campaign name ``create`` would refuse, a script's header and an entry's ``as`` and
``reason`` (``rules.archive_frames``, ``rules.input_frames``, ``rules.refusal_frames``), in Spanish, German, Italian
and English; nothing is written.

Source: README "Using the ledger" (``--lang``; one-line refusals naming the field as typed), "Stores, groups and what
survives" (import and replay check what every road in checks).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest

from conftest import Cli
from test_input_limits import rechained

LANGS = ("es", "de", "it", "en")

#: Language -> the refusal of an imported scene title of 300 characters.
LONG_TITLE = {
    "es": "error: file: línea 5: el título de su evento SceneStarted: un título de 1 a 200 caracteres (el límite de "
          "toda vía de entrada)",
    "de": "error: file: Zeile 5: der Titel seines Ereignisses SceneStarted: ein Titel aus 1-200 Zeichen (die Grenze "
          "jedes Eingangswegs)",
    "it": "error: file: riga 5: il titolo del suo evento SceneStarted: un titolo di 1-200 caratteri (il limite di "
          "ogni via d'ingresso)",
    "en": "error: file: line 5: its SceneStarted title: a title of 1-200 characters (the limit every road in has)",
}

#: Language -> the refusal of an imported scene title holding a tab.
TAB_TITLE = {
    "es": "error: file: línea 5: el título de su evento SceneStarted: no se admiten caracteres de control ni "
          "invisibles (tampoco tabuladores ni saltos de línea) en un título; los unificadores U+200C y U+200D sí; "
          "escríbelo en una línea (el límite de toda vía de entrada)",
    "de": "error: file: Zeile 5: der Titel seines Ereignisses SceneStarted: Steuer- oder unsichtbare Zeichen (auch "
          "Tabulatoren und Zeilenumbrüche) sind in einem Titel nicht erlaubt; die Verbinder U+200C und U+200D schon; "
          "schreib ihn in eine Zeile (die Grenze jedes Eingangswegs)",
    "it": "error: file: riga 5: il titolo del suo evento SceneStarted: in un titolo non sono ammessi caratteri di "
          "controllo o invisibili (nemmeno tabulazioni e a capo); i joiner U+200C e U+200D sì; scrivilo su una riga "
          "(il limite di ogni via d'ingresso)",
    "en": "error: file: line 5: its SceneStarted title: control or invisible characters (tabs and line breaks "
          "included) are not allowed in a title; the joiners U+200C and U+200D are; write it on one line (the limit "
          "every road in has)",
}

#: Language -> the refusal of an imported campaign name holding an escape character.
BAD_NAME = {
    "es": "error: file: línea 1: el nombre de la campaña: no se admiten caracteres de control ni invisibles (tampoco "
          "tabuladores ni saltos de línea) en un nombre de campaña; los unificadores U+200C y U+200D sí",
    "de": "error: file: Zeile 1: der Name der Kampagne: Steuer- oder unsichtbare Zeichen (auch Tabulatoren und "
          "Zeilenumbrüche) sind in einem Kampagnennamen nicht erlaubt; die Verbinder U+200C und U+200D schon",
    "it": "error: file: riga 1: il nome della campagna: in un nome di campagna non sono ammessi caratteri di "
          "controllo o invisibili (nemmeno tabulazioni e a capo); i joiner U+200C e U+200D sì",
    "en": "error: file: line 1: the campaign's name: control or invisible characters (tabs and line breaks included) "
          "are not allowed in a campaign name; the joiners U+200C and U+200D are",
}


@pytest.fixture
def exported(tmp_path: Path) -> list[bytes]:
    """A Masks campaign's export: its creation, a session started and a scene titled "Night one"."""
    cli = Cli(tmp_path / "src.sqlite")
    cli("create", "Limits", "--system", "masks")
    cli("session", "start")
    cli("scene", "start", "--title", "Night one")
    out = tmp_path / "e.jsonl"
    cli("export", "--out", str(out))
    return out.read_bytes().splitlines()


def titled(title: str) -> Any:
    """A change of an export line giving the scene's start ``title`` (the detail every road in checks)."""
    def change(obj: dict[str, Any]) -> None:
        detail = obj["state"].get("detail")
        if obj["state"].get("kind") == "SceneStarted" and isinstance(detail, dict):
            detail["title"] = title
    return change


@pytest.mark.parametrize("title,said", [("x" * 300, LONG_TITLE), ("a\tb", TAB_TITLE)], ids=["long", "tab"])
@pytest.mark.parametrize("lang", LANGS)
def test_an_imported_title_past_its_limit_is_refused_whole_in_the_language(tmp_path: Path, exported: list[bytes],
                                                                           lang: str, title: str,
                                                                           said: dict[str, str]) -> None:
    path = tmp_path / "f.jsonl"
    path.write_bytes(b"\n".join(rechained(exported, titled(title))) + b"\n")
    target = Cli(tmp_path / "t.sqlite")
    proc = target("import", str(path), "--lang", lang, ok=False)
    assert (proc.returncode, proc.stderr) == (2, said[lang] + "\n")
    assert not target.has_store()


@pytest.mark.parametrize("lang", LANGS)
def test_an_imported_campaign_name_create_refuses_is_refused_whole_in_the_language(tmp_path: Path,
                                                                                   exported: list[bytes],
                                                                                   lang: str) -> None:
    header = orjson.loads(exported[0])
    header["campaign"] = "Halcyon\x1b[31m"
    path = tmp_path / "f.jsonl"
    path.write_bytes(b"\n".join([orjson.dumps(header), *exported[1:]]) + b"\n")
    target = Cli(tmp_path / "t.sqlite")
    proc = target("import", str(path), "--lang", lang, ok=False)
    got = {"es": "dado: ", "de": "angegeben: ", "it": "dato: ", "en": "got "}[lang]            # the name, escaped
    assert (proc.returncode, proc.stderr) == (2, f"{BAD_NAME[lang]} ({got}'Halcyon\\x1b[31m')\n")
    assert not target.has_store()


#: (the script's header and first entry, language -> its refusal) for a Masks script (Masks: English and Spanish; a
#: German or Italian line reads the frames every system of that language shares).
SCRIPTS = [
    ('campaign: [a]\nsystem: masks\nactions: []\n',
     {"es": "campaign: un texto", "de": "campaign: ein Text", "it": "campaign: un testo", "en": "campaign: a text"}),
    ('campaign: S\nsystem: masks\noptions: [1]\nactions: []\n',
     {"es": "options: un mapa (nombre: valor)", "de": "options: eine Abbildung (Name: Wert)",
      "it": "options: una mappa (nome: valore)", "en": "options: a mapping (name: value)"}),
    ('campaign: S\nsystem: masks\nactions:\n  - session start: {as: [1]}\n',
     {"es": "entry 1: as: da GM o el nombre de un personaje (un texto)",
      "de": "entry 1: as: gib GM oder den Namen einer Figur an (einen Text)",
      "it": "entry 1: as: dai GM o il nome di un personaggio (un testo)",
      "en": "entry 1: as: give GM or a character's name (text)"}),
    ('campaign: S\nsystem: masks\nactions:\n  - session start: {reason: [1]}\n',
     {"es": "entry 1 (session start): reason: un motivo es un texto (una lista o un mapa no lo son)",
      "de": "entry 1 (session start): reason: eine Begründung ist ein Text (eine Liste oder eine Abbildung ist keiner)",
      "it": "entry 1 (session start): reason: un motivo è un testo (una lista o una mappa non lo sono)",
      "en": "entry 1 (session start): reason: a reason is text (a list or a mapping is not one)"}),
    ('campaign: S\nsystem: masks\nactions:\n  - session start: {reason: "' + "y" * 1001 + '"}\n',
     {"es": "entry 1 (session start): reason: un motivo de como mucho 1000 caracteres",
      "de": "entry 1 (session start): reason: eine Begründung von höchstens 1000 Zeichen",
      "it": "entry 1 (session start): reason: un motivo di al massimo 1000 caratteri",
      "en": "entry 1 (session start): reason: a reason of at most 1000 characters"}),
    ('campaign: S\nsystem: masks\nactions:\n  - session start: {title: "' + "x" * 201 + '"}\n',
     {"es": "entry 1 (session start): title: un título de 1 a 200 caracteres (dado: 'xxxxxxxxxxxxxxxxxxxxxxxx…', 201 caracteres)",
      "de": "entry 1 (session start): title: ein Titel aus 1-200 Zeichen (angegeben: 'xxxxxxxxxxxxxxxxxxxxxxxx…', 201 Zeichen)",
      "it": "entry 1 (session start): title: un titolo di 1-200 caratteri (dato: 'xxxxxxxxxxxxxxxxxxxxxxxx…', 201 caratteri)",
      "en": "entry 1 (session start): title: a title of 1-200 characters (got 'xxxxxxxxxxxxxxxxxxxxxxxx…', 201 characters)"}),
    ('campaign: "a\\tb"\nsystem: masks\nactions: []\n',
     {"es": "header campaign: no se admiten caracteres de control ni invisibles (tampoco tabuladores ni saltos de "
            "línea) en un nombre de campaña; los unificadores U+200C y U+200D sí (dado: 'a\\tb')",
      "de": "header campaign: Steuer- oder unsichtbare Zeichen (auch Tabulatoren und Zeilenumbrüche) sind in einem "
            "Kampagnennamen nicht erlaubt; die Verbinder U+200C und U+200D schon (angegeben: 'a\\tb')",
      "it": "header campaign: in un nome di campagna non sono ammessi caratteri di controllo o invisibili (nemmeno "
            "tabulazioni e a capo); i joiner U+200C e U+200D sì (dato: 'a\\tb')",
      "en": "header campaign: control or invisible characters (tabs and line breaks included) are not allowed in a "
            "campaign name; the joiners U+200C and U+200D are (got 'a\\tb')"}),
]


@pytest.mark.parametrize("body,said", SCRIPTS, ids=["campaign", "options", "as", "reason-list", "reason-long", "title",
                                                    "name-tab"])
@pytest.mark.parametrize("lang", LANGS)
def test_a_scripts_limit_or_shape_is_refused_whole_in_the_language(tmp_path: Path, lang: str, body: str,
                                                                   said: dict[str, str]) -> None:
    script = tmp_path / "s.yaml"
    script.write_text("ledger-script: 1\n" + body, encoding="utf-8")
    target = Cli(tmp_path / "r.sqlite")
    proc = target("replay", str(script), "--lang", lang, ok=False)
    assert (proc.returncode, proc.stderr) == (2, f"error: {said[lang]}\n")
    assert target("campaigns", "--json", ok=False).stdout.strip() in ("", "[]")
