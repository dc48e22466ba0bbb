"""Pokémon Noir's forms in Italian and English: every command's and argument's help has its Italian
(``rules.pokemon.help_words``), every argument an Italian caption, and every Italian option name an English caption
(``rules.pokemon.captions``); the table page shows them (docs/adding-a-game-system.md, "Help in the system's
languages"; seed 002)."""

from __future__ import annotations

from pathlib import Path

from markupsafe import escape

from help_pages import form_html, left_in_english, table_page
from help_words_check import uncaptioned
from rules import get_system

PLAYED_ON = [("session start", {}), ("scene start", {"title": "Il molo"})]   # a scene running: roll is offered
#: The option names already English words, which an English reader may read as they are.
ENGLISH_KEYS = {"amount", "character", "choice", "condition", "contact", "dice", "fate", "inside", "into", "item",
                "key", "move", "name", "new", "ongoing", "pick", "pokemon", "private", "reason", "remove", "rhythm",
                "scene", "seed", "session", "slot", "target", "text", "title"}


def test_every_help_and_caption_has_its_italian() -> None:
    assert left_in_english(get_system("pokemon"), "it") == {"help": [], "captions": [], "shared entries": []}


def test_every_italian_option_name_has_an_english_caption() -> None:
    from ledger.web.pages.forms import caption_of

    pokemon = get_system("pokemon")
    assert set(uncaptioned(pokemon, "en")) <= ENGLISH_KEYS
    assert caption_of(pokemon, "allenatore", "en") == "Trainer"
    assert caption_of(pokemon, "slot_avversario", "en") == "Opponent's slot"
    assert caption_of(pokemon, "avversario", "en") == "Opponent"                  # detail_words.EN's, kept
    assert caption_of(pokemon, "slot_avversario", "it") == "Slot dell'avversario"


def test_the_italian_help_keeps_the_typed_values() -> None:
    pokemon = get_system("pokemon")
    assert pokemon.help_of("roll", "subito", "it") == ("scambio, primo tiro di uno scambio: il grado del Danno in "
                                                       "arrivo (nullo, leggero, severo, mortale).")
    assert pokemon.help_of("roll", "potere", "it") == "tutto: il Potere Estremo; droga --tipo mt: il Potere insegnato."
    assert pokemon.help_of("debt add", "reason", "it") == pokemon.help_of("debt remove", "reason", "it")
    assert pokemon.help_of("adjust", "reason", "it") == "Perché (mostrato nella cronologia)."   # its own entry
    assert pokemon.help_of("roll", "move", "en") == pokemon.commands["roll"].args.model_fields["move"].description


def test_the_table_page_shows_the_italian_help_and_captions(tmp_path: Path) -> None:
    pokemon = get_system("pokemon")
    page = table_page(tmp_path, "pokemon-aranciopoli-noir.yaml", PLAYED_ON, "Nero", "it")
    roll = form_html(page, "roll")
    assert str(escape(pokemon.help_of("roll", "contatto", "it"))) in roll
    assert "l&#39;avversario (il nome di un personaggio o un testo)" in roll      # the Italian, escaped
    assert "<span>Danno subito</span>" in roll and "<span>Sfrutta le informazioni</span>" in roll
    assert '<span class="muted">Tira una mossa (2d6 + caratteristica); poi risolvila.</span>' in roll
    english = pokemon.commands["roll"].args.model_fields["avversario"].description
    assert str(escape(english)) not in page


def test_the_english_page_captions_the_italian_options_in_english(tmp_path: Path) -> None:
    page = table_page(tmp_path, "pokemon-aranciopoli-noir.yaml", PLAYED_ON, "Nero", "en", role="gm")
    adjust = form_html(page, "adjust")                                            # adjust is the GM's ruling
    assert "<span>Friendship</span>" in adjust and "<span>Alert</span>" in adjust
    assert "<span>amicizia</span>" not in adjust
    assert "Friendship change (a Pokémon)." in adjust                             # English help as the table has it
