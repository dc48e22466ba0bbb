"""``ledger play`` at a table: the bottom line shows what each system's table watches (its pools, an ended session's
word) as the system declares it (``Views.live``, ``rules.live``), fitted to 80 and 120 columns; Tab on ``odds``
offers the move names in the campaign's language; the ledger's own commands' help speaks it too
(``rules.command_frames``).

Source: README "At the table: ledger play" (the live line speaks the game and fits the width; completion of names;
``help``); the sample campaigns' moments (sample_campaigns/*.yaml); the pools: docs/systems/masks.md "How a table
plays it" (Team), mosaic.md "Rolling" (Advantage against Trust, Experience), mouseguard.md "Tests" and "The
Players' Turn" (Fate, Persona, checks), pokemon.md "At the table" (Risorse), basic.md "Commands" (progress bars).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

import rules
from conftest import ROOT, Cli
from ledger.cli import root
from ledger.cli.shell.completer import LedgerCompleter
from ledger.cli.shell.live_line import status_line
from ledger.cli.shell.shell import Shell
from rules.command_frames import HELP
from rules.live import abbreviated
from test_play import completions, shell_store, start

STEMS = ("masks-halcyon-nights", "mosaic-blumen-des-montezuma", "mouseguard-darkwater-crossing",
         "pokemon-aranciopoli-noir", "basic-the-salt-road")

#: (campaign, action or None for now, --lang) -> the whole line, at 120 columns, at 80 columns.
LINES = {
    ("masks-halcyon-nights", None, "es"): (
        "sesión 2 (terminada) · escena 7 (cerrada) · Equipo: 5 · líder: Gale · acción 121",
        "sesión 2 (terminada) · escena 7 (cerrada) · Equipo: 5 · líder: Gale · acción 121",
        "sesión 2 (terminada) · escena 7 (cerrada) · Equipo 5 · líder: Gale · acción 121"),
    ("masks-halcyon-nights", 29, "en"): (
        "session 1 (running) · scene 2 (open) · #29 Reject Influence by Vex vs Captain Meridian: 4+4 +0 = 8 → weak hit "
        "(7-9) · pick 1: RI1, RI2, RI3 · Team: 3 · leader: Gale · action 29",
        "session 1 · scene 2 · #29 Reject Influence by Vex …: 4+4 +0 = 8 → weak hit · pick 1: RI1, RI2, RI3 · Team 3 · "
        "action 29",
        "session 1 · scene 2 · #29 Reject Influence …: 4+4 +0 = 8 → weak hit · action 29"),
    ("mosaic-blumen-des-montezuma", None, "en"): (
        "session 2 (ended) · scene 3 (closed) · Advantage: — (0/4) · Experience: 2 · waiting for a roll: Diego: "
        "temporary highlight (Understanding) · Quest: Find the Flowers of Montezuma before they wake · action 72",
        "session 2 (ended) · Advantage 0/4 · XP 2 · waiting for a roll: Diego: temporary highlight (Understanding) · "
        "action 72",
        "session 2 (ended) · Advantage 0/4 · XP 2 · action 72"),
    ("mosaic-blumen-des-montezuma", None, "de"): (
        "Sitzung 2 (beendet) · Szene 3 (geschlossen) · Vorteil: — (0/4) · Erfahrung: 2 · wartet auf einen Wurf: Diego: "
        "vorübergehende Hervorhebung (Verständnis) · Queste: Find the Flowers of Montezuma before they wake · Aktion 72",
        "Sitzung 2 (beendet) · Vorteil 0/4 · EP 2 · Aktion 72",
        "Sitzung 2 (beendet) · Vorteil 0/4 · EP 2 · Aktion 72"),
    ("mouseguard-darkwater-crossing", None, "es"): (
        "sesión 1 (terminada) · escena 4 (cerrada) — Sprucetuck infirmary · Destino: Rogard 1, Brand 3, Wren 1, "
        "Tamsin 3 · Carácter: Rogard 3, Brand 3, Wren 2, Tamsin 2 · marcas: Rogard 0, Brand 0, Wren 0, Tamsin 0 · "
        "turno: entre misiones (misión 1) · acción 84",
        "sesión 1 (terminada) · Destino R1 B3 W1 T3 · Carácter R3 B3 W2 T2 · marcas R0 B0 W0 T0 · acción 84",
        "sesión 1 (terminada) · Destino R1 B3 W1 T3 · Carácter R3 B3 W2 T2 · acción 84"),
    ("mouseguard-darkwater-crossing", 20, "en"): (
        "session 1 (running) · scene 2 (open) — The flooded stones of Darkwater · #20 Pathfinder (Tamsin, Ob 2): 6, 4 = "
        "2 successes → pass · Fate: Rogard 1, Brand 1, Wren 0, Tamsin 1 · Persona: Rogard 2, Brand 1, Wren 1, Tamsin 1 · "
        "checks: Rogard 1, Brand 0, Wren 0, Tamsin 0 · turn: GM's Turn (mission 1) · action 20",
        "session 1 · scene 2 · #20 Pathfinder (Tamsin, Ob 2): 6, 4 = 2 successes → pass · Fate R1 B1 W0 T1 · action 20",
        "session 1 · scene 2 · #20 Pathfinder (T…: 6, 4 = 2 successes → pass · action 20"),
    ("pokemon-aranciopoli-noir", None, "it"): (
        "sessione 2 (finita) · scena 3 (chiusa) · Risorse: Nero 4, Vera 6, Rocco 0 · Modalità Bisogno: Zanna (cibo) · "
        "Ruota: Passi 3, Ritmo 2 · azione 53",
        "sessione 2 (finita) · Risorse N4 V6 R0 · Modalità Bisogno: Zanna (cibo) · Ruota: Passi 3, Ritmo 2 · azione 53",
        "sessione 2 (finita) · Risorse N4 V6 R0 · azione 53"),
    ("pokemon-aranciopoli-noir", 12, "en"): (
        "session 1 (running) · scene 1 (open) · #12 Threaten with a Pokémon by Nero (Zanna): 3+4 +2 = 9 → 7-9 · pick 1: "
        "fugge, consegna, pokemon, difesa, calma · Resources: Nero 4, Vera 2, Rocco 0 · Wheel: Steps 0, Rhythm 1 · "
        "action 12",
        "session 1 · scene 1 · #12 Threaten with a Pokémon by Nero (Zanna): 3+4 +2 = 9 → 7-9 · Resources N4 V2 R0 · "
        "action 12",
        "session 1 · scene 1 · #12 Threaten with a Pokémo…: 3+4 +2 = 9 → 7-9 · action 12"),
    ("basic-the-salt-road", None, "en"): (
        "session 2 (ended) · scene 3 (closed) · progress bars: Rebuild the ford 40/40 ✓, Seal the barrow 60/60 ✓ · "
        "action 65",
        "session 2 (ended) · scene 3 (closed) · progress bars: Rebuild the ford 40/40 ✓, Seal the barrow 60/60 ✓ · "
        "action 65",
        "session 2 (ended) · progress bars R40/40 ✓ S60/60 ✓ · action 65"),
}


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Cli]:
    out = {}
    for stem in STEMS:
        cli = Cli(tmp_path_factory.mktemp(stem) / "s.sqlite")
        cli("replay", str(ROOT / "sample_campaigns" / f"{stem}.yaml"))
        out[stem] = cli
    return out


def line_at(cli: Cli, action: int | None, lang: str, width: int | None) -> str:
    from ledger.cli.session import Session
    from ledger.cli.table import status_data
    from ledger.service.ledger import Moment
    from rules import get_system

    ledger = Session().ledger(shell_store(cli.store))
    name = ledger.campaign_name(None)
    camp = ledger.now(name) if action is None else ledger.at(name, Moment(as_of=action))[0]
    system = get_system(camp.system)
    return status_line(status_data(camp, system, lang), system, lang, width)


@pytest.mark.parametrize("stem, action, lang", list(LINES))
def test_the_live_line_shows_each_systems_pools_at_80_and_120_columns(played: dict[str, Cli], stem: str,
                                                                     action: int | None, lang: str) -> None:
    whole, at_120, at_80 = LINES[(stem, action, lang)]
    assert line_at(played[stem], action, lang, None) == whole
    assert line_at(played[stem], action, lang, 120) == at_120
    assert line_at(played[stem], action, lang, 80) == at_80
    assert len(at_80) <= 79 and len(at_120) <= 119


#: Language -> the word an ended session keeps on the live line, however narrow (each system's own word).
ENDED = {("masks-halcyon-nights", "es"): "(terminada)", ("masks-halcyon-nights", "en"): "(ended)",
         ("mosaic-blumen-des-montezuma", "de"): "(beendet)", ("mouseguard-darkwater-crossing", "es"): "(terminada)",
         ("pokemon-aranciopoli-noir", "it"): "(finita)", ("pokemon-aranciopoli-noir", "en"): "(ended)"}


@pytest.mark.parametrize("stem, lang", list(ENDED))
def test_an_ended_session_keeps_its_word_at_every_width(played: dict[str, Cli], stem: str, lang: str) -> None:
    for width in (40, 60, 80, 120, 200):
        line = line_at(played[stem], None, lang, width)
        assert line.split(" · ")[0].endswith(" " + ENDED[(stem, lang)]), (width, line)


def test_the_shell_draws_the_declared_line_in_the_campaigns_language(played: dict[str, Cli]) -> None:
    """Driven through prompt_toolkit's pipe input: the shell's bottom line after a read is the system's line."""
    for stem, lang in (("mouseguard-darkwater-crossing", "es"), ("mosaic-blumen-des-montezuma", "de")):
        with create_pipe_input() as pipe:
            pipe.send_text("status\r\x04")
            with Shell(root(), shell_store(played[stem].store), lang=lang) as shell:
                assert shell.loop(input=pipe, output=DummyOutput()) == 0
                assert shell.status == LINES[(stem, None, lang)][0]


def test_a_pools_names_are_cut_to_what_tells_them_apart() -> None:
    """rules.live.abbreviated: the shortest start no other name shares."""
    assert abbreviated(["Rogard", "Brand", "Ruth", "Wren"]) == {"Rogard": "Ro", "Brand": "B", "Ruth": "Ru", "Wren": "W"}
    assert abbreviated(["Ann", "Anna"]) == {"Ann": "Ann", "Anna": "Anna"}


# --- odds completes in the campaign's language ----------------------------------------------------------

#: (campaign, --lang, typed line) -> what Tab offers (inserted text): seed 004's Spanish move and skill names
#: (Masks "Enfrentarse a una amenaza", Mouse Guard "Guía"), seed 001's German (MOSAIC "Vorstoßen"), seed 002's
#: Italian (Pokémon "Minacciare con un Pokémon").
ODDS = [
    ("masks-halcyon-nights", "es", "odds Enf", ["'Enfrentarse a una amenaza'"]),
    ("masks-halcyon-nights", "es", "odds --as Rook Enf", ["'Enfrentarse a una amenaza'"]),
    ("masks-halcyon-nights", "es", "odds roll Enf", ["'Enfrentarse a una amenaza'"]),
    ("masks-halcyon-nights", "es", "odds 'Enfrentarse a una amenaza' --ta", ["--target"]),
    ("masks-halcyon-nights", "es", "odds 'Enfrentarse a una amenaza' --target R", ["Rook"]),
    ("mouseguard-darkwater-crossing", "es", "odds ", ["test", "oppose", "break-tie", "conflict"]),
    ("mouseguard-darkwater-crossing", "es", "odds conflict ", ["disposition", "roll"]),
    ("mouseguard-darkwater-crossing", "es", "odds test Gu", ["'Guía'"]),
    ("mosaic-blumen-des-montezuma", "de", "odds Vors", ["'Vorstoßen'"]),
    ("pokemon-aranciopoli-noir", "it", "odds Minac", ["'Minacciare con un Pokémon'"]),
    ("pokemon-aranciopoli-noir", "en", "odds Thr", ["'Threaten with a Pokémon'"]),
]


@pytest.mark.parametrize("stem, lang, text, offered", ODDS)
def test_tab_on_odds_offers_the_names_as_the_campaign_types_them(played: dict[str, Cli], stem: str, lang: str,
                                                                 text: str, offered: list[str]) -> None:
    with Shell(root(), shell_store(played[stem].store), lang=lang) as shell:
        assert [t for t, _ in completions(shell, text)] == offered
        roll = text.replace("odds ", "", 1) if stem.startswith(("masks", "mosaic", "pokemon")) else None
        if roll is not None and not roll.startswith(("-", "roll")) and "--" not in roll:
            assert [t for t, _ in completions(shell, f"roll {roll}")] == offered       # as the rolling command's own


def test_tab_then_enter_runs_the_odds_of_the_spanish_move(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli = start(tmp_path / "o.sqlite")
    cli("session", "start")
    cli("scene", "start")
    before = cli.bytes()
    capsys.readouterr()
    with create_pipe_input() as pipe:
        pipe.send_text("odds --as Rook Enf\t\r\x04")
        with Shell(root(), shell_store(cli.store), lang="es") as shell:
            assert shell.loop(input=pipe, output=DummyOutput()) == 0
    out = capsys.readouterr()
    assert out.err == "" and "Enfrentarse a una amenaza" in out.out and "%" in out.out
    assert cli.bytes() == before                                     # odds records nothing


# --- the ledger's own commands' help ----------------------------------------------------------------------

#: Language -> the help lines (``  NAME  TEXT``, the names padded as ``help`` pads them) of four ledger commands.
OWN = {
    "es": {"undo": "Deshace una acción: se añade un undo, no se borra nada.",
           "amend": "Corrige la entrada de una acción; las siguientes se deciden de nuevo.",
           "history": "Muestra la historia: una fila por acción, qué cambió y por qué.",
           "sheet": "Muestra la hoja de un personaje, ahora o en un momento anterior."},
    "de": {"undo": "Macht eine Aktion rückgängig: ein Undo-Eintrag, nichts wird gelöscht.",
           "amend": "Korrigiert die Eingabe einer Aktion; spätere werden neu entschieden.",
           "history": "Zeigt die Geschichte: eine Zeile pro Aktion, was sich änderte, warum.",
           "sheet": "Zeigt einen Charakterbogen, jetzt oder zu einem früheren Zeitpunkt."},
    "it": {"undo": "Annulla un'azione: si aggiunge un undo, non si cancella nulla.",
           "amend": "Corregge l'input di un'azione; le successive sono decise di nuovo.",
           "history": "Mostra la storia: una riga per azione, cosa è cambiato e perché.",
           "sheet": "Mostra la scheda di un personaggio, ora o in un momento precedente."},
}


@pytest.mark.parametrize("system, lang", [("masks", "es"), ("mouseguard", "es"), ("mosaic", "de"), ("pokemon", "it")])
def test_help_words_the_ledgers_own_commands_in_the_campaigns_language(tmp_path: Path, system: str, lang: str,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    cli = Cli(tmp_path / "h.sqlite")
    cli("create", "Table", "--system", system)
    capsys.readouterr()
    with create_pipe_input() as pipe:
        pipe.send_text("help\r\x04")
        with Shell(root(), shell_store(cli.store), lang=lang) as shell:
            assert shell.loop(input=pipe, output=DummyOutput()) == 0
            offered = dict(completions(shell, "und"))
            subs = {t: h for t, h, _ in LedgerCompleter(shell.group, shell).candidates("token ")}
    rows = {line.split()[0]: " ".join(line.split()[1:]) for line in capsys.readouterr().out.split("\n\n")[0].splitlines()[1:]}
    for name, text in OWN[lang].items():
        assert rows[name] == text
    assert offered == {"undo": "undo"}
    assert subs == {"issue": HELP[lang]["token issue"], "list": HELP[lang]["token list"],
                    "revoke": HELP[lang]["token revoke"]}


def test_every_language_words_every_command_the_shell_lists(tmp_path: Path) -> None:
    """Every language a system plays in (English aside: each command's own help) has each of the ledger's own
    commands the shell lists, and each group's subcommands, in 70 characters at most (the shell's one line)."""
    from ledger.cli.build import entry_names

    cli = Cli(tmp_path / "e.sqlite")
    cli("create", "Table", "--system", "basic")
    with Shell(root(), shell_store(cli.store)) as shell:
        mine = set(entry_names(shell.system()))
        own = [name for name, _ in shell.commands() if name not in mine]
        subs = [f"{name} {sub}" for name in own for sub in getattr(shell.group.commands[name], "commands", {})]
    languages = {lang for name in rules.registered() for lang in rules.get_system(name).languages} - {"en"}
    assert languages == set(HELP) and len(own) > 20 and "token issue" in subs
    from ledger.cli.shell.words import NOT_IN_SHELL

    for lang in languages:       # besides, the commands the shell does not list and ``ledger`` (``ledger --help``)
        shown = [name for name in HELP[lang] if name != "ledger" and name not in NOT_IN_SHELL]
        assert sorted(shown) == sorted([*own, *subs]), lang
        assert all(len(text) <= 70 and "\n" not in text for name, text in HELP[lang].items() if name != "ledger"), lang
