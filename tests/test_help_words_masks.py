"""Masks' forms in Spanish: every command's and argument's help has its Spanish (``rules.masks.help_words``), every
argument its Spanish caption (``rules.masks.captions``), and the table page shows them (docs/adding-a-game-system.md,
"Help in the system's languages"; seed 000's Spanish part)."""

from __future__ import annotations

from pathlib import Path

from markupsafe import escape

from help_pages import form_html, left_in_english, table_page
from help_words_check import uncaptioned
from rules import get_system

PLAYED_ON = [("session start", {}), ("scene start", {"title": "Docks"})]      # a scene running: roll is offered


def test_every_help_and_caption_has_its_spanish() -> None:
    assert left_in_english(get_system("masks"), "es") == {"help": [], "captions": [], "shared entries": []}


def test_the_spanish_help_keeps_the_options_and_ids_as_typed() -> None:
    masks = get_system("masks")
    assert masks.help_of("roll", None, "es").startswith("Tira un movimiento: 2d6 + Etiqueta")
    assert masks.help_of("resolve", "pick", "es") == ("Una opción, p. ej. DE1, CS2:condition=afraid, "
                                                      "RI2:up=freak,down=mundane (se puede repetir).")
    assert masks.help_of("mark", "condition", "es") == masks.help_of("clear", "condition", "es")   # "*: condition"
    assert masks.help_of("influence take-advantage", "condition", "es") == "La condición para TA2."  # its own entry
    assert "--as" in masks.help_of("team spend", "character", "es")


def test_english_captions_only_where_the_option_name_reads_badly() -> None:
    from ledger.web.pages.forms import caption_of

    masks = get_system("masks")
    assert caption_of(masks, "gm_move", "en") == "GM move"
    assert "gm_move" not in uncaptioned(masks, "en") and "plus_one" in uncaptioned(masks, "en")
    assert caption_of(masks, "gm_move", "es") == "Movimiento del Narrador"


def test_the_table_page_shows_the_spanish_help_and_captions(tmp_path: Path) -> None:
    masks = get_system("masks")
    page = table_page(tmp_path, "masks-second-chances.yaml", PLAYED_ON, "Gale", "es")
    roll = form_html(page, "roll")
    assert str(escape(masks.help_of("roll", "move", "es"))) in roll
    assert "Enfrentarse a una amenaza&#39;; ledger moves los lista" in roll        # the Spanish, escaped
    assert "<span>Movimiento *</span>" in roll and "<span>Según las respuestas</span>" in roll
    assert str(escape(masks.help_of("roll", None, "es"))) in roll
    english = masks.commands["roll"].args.model_fields["move"].description
    assert str(escape(english)) not in page
