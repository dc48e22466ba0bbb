"""What the ledger itself says (its refusals, the lines an undo prints, event kinds, the web history page) reads in
the line's language for every system that plays in another one: the translated words are there and the English
phrase is gone.

Source: the developers' guide ("Bad input gets a clear one-line error naming the field as the user typed it";
"nothing under ledger/ names a system, its terms or its languages"), README "Using the ledger" (``--lang``,
``LEDGER_LANG``; the game's words, never internal names); ``rules.ledger_frames``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import rules
from conftest import ROOT, Cli, copy_store
from rules.errors import RuleError
from test_refusal_catalogue import CASES, english_in, english_left, raised, shared_english

#: The ledger modules whose refusals a person meets on a campaign of any system.
LEDGER_FILES = ("corrections.py", "projections/history.py", "projections/history_filters.py", "projections/moments.py", "projections/review.py",
                "projections/arc_fold.py", "service/drafting.py", "service/history.py")


@pytest.mark.parametrize("system_id,lang", CASES)
def test_every_refusal_the_ledger_raises_reads_in_the_systems_language(system_id: str, lang: str) -> None:
    system = rules.get_system(system_id)
    messages = raised([ROOT / "ledger" / name for name in LEDGER_FILES], ("RuleError", "LedgerError"))
    assert len(messages) > 40                                              # the catalogue is read, not empty
    assert english_in(system, lang, messages) == []


def test_english_stays_english_and_a_name_is_never_rewritten() -> None:
    masks = rules.get_system("masks")
    message = "unknown actor 'or a character'; allowed: GM or a character (Gale, Rook)"
    assert masks.refusal(RuleError("as", message), "en") == f"as: {message}"
    assert masks.refusal(RuleError("as", message), "es") == \
        "as: 'or a character' no es nadie de esta campaña; se admite: el Narrador o un personaje (Gale, Rook)"


SAMPLES = {"masks": "masks-halcyon-nights", "pokemon": "pokemon-aranciopoli-noir", "mosaic": "mosaic-blumen-des-montezuma",
           "mouseguard": "mouseguard-darkwater-crossing"}


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Cli]:
    """Each sample campaign of a system with another language, replayed once (read and refused only)."""
    out = {}
    for system_id, stem in SAMPLES.items():
        cli = Cli(tmp_path_factory.mktemp(stem) / "s.sqlite")
        cli("replay", str(ROOT / "sample_campaigns" / f"{stem}.yaml"))
        out[system_id] = cli
    return out


TAB = "a\tb"

#: (system, the command line, the field, words it must say, the English it must not).
REFUSALS = [
    ("masks", ("undo", "9999", "--lang", "es"), "action", "la acción 9999 no es una acción de esta campaña",
     "is not an action"),
    ("masks", ("sheet", "Nobody", "--lang", "es"), "character", "'Nobody' no es un nombre conocido (personaje)",
     "unknown character"),
    ("masks", ("history", "--session", "9", "--lang", "es"), "session", "ninguna acción en la sesión 9", "no action in"),
    ("masks", ("history", "--since", "ayer", "--lang", "es"), "since", "una fecha o fecha y hora ISO 8601",
     "optionally with"),
    ("masks", ("roll", "directly-engage", "--as", "Nobody", "--lang", "es"), "as", "se admite: el Narrador o un personaje (",
     "or a character"),
    ("masks", ("redo", "5", "--lang", "es"), "action", "la acción 5 (nuevo PNJ) no está deshecha", "(add-npc)"),
    ("pokemon", ("undo", "9999"), "action", "l'azione 9999 non è un'azione di questa campagna", "is not an action"),
    ("pokemon", ("sheet", "Nobody"), "character", "'Nobody' non è un nome conosciuto (personaggio)", "unknown character"),
    ("pokemon", ("recap", TAB), "text", "in un riassunto non sono ammessi caratteri di controllo", "are not"),
    ("pokemon", ("history", "--actor", "Nobody"), "actor", "nessuna azione di 'Nobody'", "no action by"),
    ("mosaic", ("undo", "9999", "--lang", "de"), "action", "Aktion 9999 ist keine Aktion dieser Kampagne",
     "is not an action"),
    ("mosaic", ("history", "--scene", "99", "--lang", "de"), "scene", "keine Aktion in Szene 99", "no action in"),
    ("mouseguard", ("history", "--session", "9", "--lang", "es"), "session", "ninguna acción en la sesión 9",
     "no action in"),
    ("mouseguard", ("sheet", "Nobody", "--lang", "es"), "character", "no es un nombre conocido (personaje)",
     "unknown character"),
]


@pytest.mark.parametrize("system_id,args,field,said,english", REFUSALS)
def test_the_ledgers_refusals_read_in_the_lines_language(played: dict[str, Cli], system_id: str, args: tuple[str, ...],
                                                         field: str, said: str, english: str) -> None:
    cli = played[system_id]
    before = cli.bytes()
    proc = cli(*args, ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith(f"error: {field}: ") and proc.stderr.count("\n") == 1
    assert said in proc.stderr and english not in proc.stderr
    assert cli.bytes() == before                                           # nothing written


def test_the_preferred_language_words_the_ledgers_refusals(played: dict[str, Cli]) -> None:
    cli = Cli(played["masks"].store, env={"LEDGER_LANG": "es"})
    proc = cli("undo", "9999", ok=False)
    assert proc.stderr.startswith("error: action: la acción 9999 no es una acción de esta campaña; las acciones van de 1 a ")
    english = Cli(played["masks"].store, env={"LEDGER_LANG": "es"})("undo", "9999", "--lang", "en", ok=False)
    assert english.stderr.startswith("error: action: action 9999 is not an action of this campaign; actions run 1..")


@pytest.mark.parametrize("system_id,lang,words,english", [
    ("masks", "es", ("deshacer la acción", "  por qué: por error", "  deshecha:"), ("undo of action", "why:", "undone:")),
    ("pokemon", "it", ("annullamento dell'azione", "  perché: per errore", "  annullata:"), ("undo of action", "why:")),
    ("mosaic", "de", ("Rückgängigmachen von Aktion", "  Grund: per errore", "  rückgängig:"), ("undo of action", "why:")),
    ("mouseguard", "es", ("deshacer la acción", "  por qué: por error"), ("undo of action", "why:")),
])
def test_undo_and_redo_print_their_lines_in_the_language_asked(played: dict[str, Cli], tmp_path: Path, system_id: str,
                                                               lang: str, words: tuple[str, ...],
                                                               english: tuple[str, ...]) -> None:
    cli = Cli(tmp_path / "copy.sqlite")
    copy_store(played[system_id].store, cli.store)
    last = cli.json("history")[-1]["action"]
    reason = "por error" if lang == "es" else "per errore"
    out = cli("undo", str(last), "--reason", reason, "--lang", lang).stdout     # --lang after the command, as --store
    assert out.startswith(f"{rules.get_system(system_id).word('action', lang)} {last + 1}: ")
    assert all(w in out for w in words) and not any(e in out for e in english), out
    back = cli("redo", str(last), "--lang", lang).stdout
    assert rules.get_system(system_id).word("redo of action", lang) in back and "redo of action" not in back


def test_a_language_the_system_lacks_is_refused_before_the_undo_is_recorded(played: dict[str, Cli], tmp_path: Path) -> None:
    cli = Cli(tmp_path / "copy.sqlite")
    copy_store(played["masks"].store, cli.store)
    before = cli.bytes()
    proc = cli("undo", "5", "--lang", "xx", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: lang: 'xx' is not a language of Masks")
    assert cli.bytes() == before


@pytest.mark.parametrize("system_id,lang,character", [("masks", "es", "Rook"), ("pokemon", "it", "Vera"),
                                                      ("mosaic", "de", "Itzel"), ("mouseguard", "es", "Brand")])
def test_the_arc_names_event_kinds_in_the_systems_language(played: dict[str, Cli], system_id: str, lang: str,
                                                           character: str) -> None:
    cli = played[system_id]
    out = cli("arc", character, "--lang", lang).stdout
    system = rules.get_system(system_id)
    assert system.word("CharacterCreated", lang) in out and "Character created" not in out
    assert "Move rolled" not in out and "Roll resolved" not in out and "_" not in out


def test_a_masks_advancement_reads_as_its_option_never_its_id(played: dict[str, Cli]) -> None:
    masks = played["masks"]
    es = masks("sheet", "Rook", "--lang", "es").stdout
    assert "desbloquea tu Momento de la Verdad (0 por tomar)" in es and "unlock_moment_of_truth" not in es
    assert "playbook move 0/2" not in es and "toma otro movimiento de tu libreto 0/2" in es
    en = masks("sheet", "Rook").stdout
    assert "unlock moment of truth (0 to take)" in en and "unlock_moment_of_truth" not in en
    arc = masks("arc", "Rook", "--lang", "es").stdout
    assert "Influencia ganada" in arc and "Influence gained" not in arc and "unlock moment" not in arc
    history = masks("history", "--lang", "es").stdout
    assert "toma el avance «desbloquea tu Momento de la Verdad»" in history and "unlock_moment_of_truth" not in history


def test_the_wheels_rhythm_at_session_start_has_a_name() -> None:
    from ledger.projections.detail_words import change_text

    system = rules.get_system("pokemon")
    change = {"path": ["ruota", "ritmo_inizio"], "before": 2, "after": 1}
    assert change_text(change, "it", system) == "Ruota Ritmo a inizio sessione: 2 → 1"
    assert change_text(change, "en", system) == "Wheel Rhythm at session start: 2 → 1"


def test_a_proposals_arguments_read_as_words() -> None:
    from ledger.cli.people import _value

    assert _value(["DE3", "DE4"]) == "DE3, DE4" and _value(None) == "—" and _value([]) == "—"
    assert _value(True) == "true" and _value(3) == "3" and "[" not in _value([["a"], "b"])


def test_the_web_history_page_reads_in_the_pages_language(tmp_path: Path) -> None:
    from starlette.testclient import TestClient

    from ledger.service import Ledger
    from ledger.web import make_app
    from web_support import account, grant, store_with_sample

    ledger = Ledger(store_with_sample(tmp_path), warm=True)
    account(ledger, "Dana", "a table of five")
    grant(ledger, "Dana", "gm")
    try:
        c = TestClient(make_app(ledger, secret="words-test"), base_url="http://127.0.0.1",
                       headers={"Accept-Language": "es"})
        assert c.post("/api/sign-in", json={"name": "Dana", "password": "a table of five"}).status_code == 200
        page = c.get("/c/Second%20Chances/history").text
        refused = c.get("/c/Second%20Chances/history", params={"session": "99"})
    finally:
        ledger.close()
    for spanish in ("<label>Personaje <input", "<label>Desde <input", "<label>Sesión <input",
                    '<span class="cmd">marcar condición</span>', "Condición marcada"):
        assert spanish in page, spanish
    for english in ("<label>character <input", "<label>since <input", '<span class="cmd">mark</span>',
                    "Condition marked", "(character "):
        assert english not in page, english
    assert refused.status_code == 400 and "ninguna acción en la sesión 99" in refused.text
    assert "no action in session" not in refused.text


@pytest.mark.parametrize("system_id,env,said,english", [
    ("pokemon", {}, ("azione ", ": nota: ciao"), "note:"),
    ("masks", {"LEDGER_LANG": "es"}, ("acción ", ": nota: ciao"), "note:"),
    ("mosaic", {"LEDGER_LANG": "de"}, ("Aktion ", ": Notiz: ciao"), "note:"),
])
def test_a_group_commands_line_reads_in_the_campaigns_language(played: dict[str, Cli], tmp_path: Path, system_id: str,
                                                               env: dict[str, str], said: tuple[str, str],
                                                               english: str) -> None:
    cli = Cli(tmp_path / "copy.sqlite", env=env)
    copy_store(played[system_id].store, cli.store)
    out = cli("note", "ciao").stdout
    assert out.startswith(said[0]) and said[1] in out and english not in out
    row = cli("history", "--last", "1").stdout
    assert said[1].removeprefix(": ") in row and english not in row


def test_a_group_line_puts_user_text_in_its_frame_untouched() -> None:
    from ledger.group.words import summary

    es = rules.get_system("masks")
    line = summary("ProposalRejected", {"proposal": "7", "reason": "{0} not now", "by": "Dana"},
                   lambda key: es.word(key, "es"))
    assert line == "propuesta 7 denegada: {0} not now (por Dana)"
    assert summary("RoleGranted", {"person": "Ana", "role": "player", "characters": ["Gale"]}) == "Ana is player of Gale"


def test_a_group_command_takes_lang_after_it_and_refuses_one_the_system_lacks(played: dict[str, Cli],
                                                                             tmp_path: Path) -> None:
    cli = Cli(tmp_path / "copy.sqlite")
    copy_store(played["masks"].store, cli.store)
    assert cli("approval", "players", "--lang", "es").stdout.startswith("acción ")
    assert "aprobación del Narrador: acciones de los jugadores" in cli("history", "--last", "1", "--lang", "es").stdout
    before = cli.bytes()
    proc = cli("note", "x", "--lang", "xx", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: lang: 'xx' is not a language of Masks")
    assert cli.bytes() == before
