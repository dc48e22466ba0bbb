"""A Mouse Guard correction in the reader's words, in each language the system offers: the keys a resolve records
(``rolled_pass``, ``passed``, ``marked``, ``passes``) and a list of tallies as the resolve rows word them, the
commands of a dry run by their words, never a recorded key or a raw list (README "Correcting mistakes and reviewing
the past"; 004 "Avance": éxitos y fallos)."""

from __future__ import annotations

from ledger.projections.detail_words import change_text
from rules import get_system
from test_mouseguard_corrections import dark, replayed  # noqa: F401  (the fixtures)

MG = get_system("mouseguard")

#: The pieces the amend of test 15 (a pass misread: 5,2 -> 3,2) shows for the resolve after it, in each language.
RESOLVE = {
    "en": "action 16 (resolve): roll passed yes → no; passed yes → no; margin 0 → -1; outcome pass → fail; "
          "passes 1 → 0; fails 0 → 1;",
    "es": "acción 16 (resolver): tirada superada sí → no; superada sí → no; margen 0 → -1; superada → fallida; "
          "éxitos 1 → 0; fallos 0 → 1;",
}
MARKED = {"en": "action 19 (resolve): tally marked yes → no; passes 1 → 0;",
          "es": "acción 19 (resolver): marca anotada sí → no; éxitos 1 → 0;"}
HEAD = {"en": "Tamsin tallies: Pathfinder — → passes 1 (#20), fails 1 (#15)",              # the head said once
        "es": "Tamsin marcas de avance: Guía — → éxitos 1 (#20), fallos 1 (#15)"}


def test_an_amend_words_every_recorded_key_in_each_language(dark) -> None:  # noqa: F811
    assert MG.languages == ("en", "es")
    dark("amend", "15", "--dice", "3,2", "--reason", "misread die")
    for lang in MG.languages:
        text = " ".join(dark("history", "--last", "1", "--lang", lang).stdout.split())
        assert RESOLVE[lang] in text and MARKED[lang] in text and HEAD[lang] in text, text
        for raw in ("rolled pass", "rolled_pass", "; marked", "[", "]"):
            assert raw not in text


def test_a_dry_run_names_the_commands_by_their_words(dark) -> None:  # noqa: F811
    lines = {lang: dark("amend", "20", "--dice", "1,1", "--dry-run", "--lang", lang).stdout.splitlines()
             for lang in MG.languages}
    assert [x.strip() for x in lines["es"] if x.startswith("  acción")] == ["acción 20 (prueba):", "acción 21 (resolver):"]
    assert [x.strip() for x in lines["en"] if x.startswith("  action")] == ["action 20 (test):", "action 21 (resolve):"]


def test_a_list_of_tallies_reads_as_the_resolve_rows_word_it() -> None:
    gone = {"path": ["characters", "Brand", "tallies", "fighter", "passes"], "before": [33, 100], "after": [33]}
    made = {"path": ["characters", "Brand", "tallies", "fighter", "fails"], "before": None, "after": [100]}
    assert [change_text(gone, lang, MG) for lang in MG.languages] == [
        "Brand Fighter passes: 2 (#33, #100) → 1 (#33)", "Brand éxitos de Luchador: 2 (#33, #100) → 1 (#33)"]
    assert [change_text(made, lang, MG) for lang in MG.languages] == [
        "Brand Fighter fails: 0 → 1 (#100)", "Brand fallos de Luchador: 0 → 1 (#100)"]


def test_a_pokemon_correction_words_its_keys_in_each_language(tmp_path) -> None:
    """The tier of an amended roll is the system's outcome name (``10+``, ``6-``) after its key in the reader's
    language (002: esito), the modifiers likewise."""
    from conftest import ROOT, Cli

    noir = Cli(tmp_path / "noir.sqlite")
    noir("replay", str(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml"))
    noir("amend", "10", "--dice", "1,1", "--cascade")
    pk = get_system("pokemon")
    assert pk.languages == ("it", "en")
    said = {lang: " ".join(noir("history", "--last", "1", "--lang", lang).stdout.split()) for lang in pk.languages}
    assert "azione 10 (tiro): dadi 4,5 → 1,1; totale 11 → 4; esito 10+ → 6-" in said["it"]
    assert "azione 30 (tiro): modificatori 1 quantità 2 → 1; totale 6 → 5" in said["it"]
    assert "action 10 (roll): dice 4,5 → 1,1; total 11 → 4; tier 10+ → 6-" in said["en"]
    assert " tier " not in said["it"] and "modifiers" not in said["it"]
