"""Every line a reader gets reads in one language, and names what the face they use takes: a MOSAIC campaign read in
German and a Pokémon campaign read in Italian, over the API, the pages and the CLI. One language for every error of
a request (``ledger.web.reader.error_lang``: the 413 of its size too, after who asks), the API's fields and query
parameters where the command line has options (``ledger.web.api_terms``), the GM's rulings said as rulings, and
the words between them the language's own (pool dice, a die's face, "none", a private note).

Source: README "The server" (an error's message in the reader's language: ``lang``, their setting,
``Accept-Language`` among the campaign system's languages, the system's own; a body is the command's fields as
docs/systems/ID.md "Arguments in the API" names them; ``GET .../export?format=history``), README "Playing as a
group" (the GM's commands and rulings) and the developers' guide (one line in the reader's language).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from web_support import gm_and_player

POOL = "der Vorrat ist 2 Grundwürfel + 1 Würfel für die Hervorhebung"


SAMPLES = {"mosaic": "mosaic-blumen-des-montezuma.yaml", "pokemon": "pokemon-aranciopoli-noir.yaml"}


def message(got: Any) -> tuple[int, str, str]:
    """(status, field, message) of an error answer."""
    error = got.json()["error"]
    return got.status_code, error["field"], error["message"]


@pytest.fixture
def mosaic(tmp_path: Path) -> Any:
    """``gm_and_player`` over the MOSAIC sample, Bo the player of Diego; no ``Accept-Language`` sent."""
    sample = SAMPLES["mosaic"]
    with gm_and_player(tmp_path / "mosaic.sqlite", sample, "Diego") as served:
        yield served


@pytest.fixture
def pokemon(tmp_path: Path) -> Any:
    """``gm_and_player`` over the Pokémon Noir sample, Bo the player of Nero; no ``Accept-Language`` sent."""
    sample = SAMPLES["pokemon"]
    with gm_and_player(tmp_path / "pokemon.sqlite", sample, "Nero") as served:
        yield served


def test_every_error_of_a_request_reads_in_one_language(pokemon: Any) -> None:
    ledger, gm, _, base = pokemon
    german = {"accept-language": "de"}                        # a language Pokémon Noir lacks: the system's own
    unknown = "argomento sconosciuto; ammessi: title, as, reason"
    assert message(gm.post(f"{base}/commands/session/start", json={"lang": "it"}, headers=german)) == (422, "lang", unknown)
    assert message(gm.post(f"{base}/commands/session/start", json={"zzz": 1}, headers=german)) == (422, "zzz", unknown)
    refused = "'de' non è una lingua di Pokémon Noir GdR; ammesse: it, en"       # a write's ?lang= is checked
    assert message(gm.post(f"{base}/commands/session/start?lang=de", json={}, headers=german)) == (400, "lang", refused)
    query = "parametro di query sconosciuto; ammessi: lang"
    assert message(gm.post(f"{base}/commands/session/start?zz=1", json={}, headers=german)) == (400, "zz", query)


def test_a_body_too_large_reads_in_the_person_s_language_setting(mosaic: Any) -> None:
    ledger, gm, _, base = mosaic
    ledger.set_language("Dana", "de")
    big = b'{"text": "' + b"x" * 70_000 + b'"}'
    for path in ("/api/sign-out", f"{base}/notes"):                       # outside a campaign and in one
        got = gm.post(path, content=big, headers={"content-type": "application/json", "accept-language": "en"})
        assert message(got) == (413, "body", "ein Anfrage-Body von höchstens 65536 Bytes")


def test_dice_and_a_seed_together_read_in_german_with_the_pool(mosaic: Any) -> None:
    ledger, gm, _, base = mosaic
    de = {"accept-language": "de"}
    for command in ("session/start", "scene/start"):
        assert gm.post(f"{base}/commands/{command}", json={}, headers=de).status_code == 201
    before = ledger.now(None).version
    got = gm.post(f"{base}/commands/roll", json={"move": "Push", "character": "Kenji", "dice": [3, 4], "seed": 3},
                  headers=de)
    assert message(got) == (400, "dice", f"gib Würfel oder Saat an, nicht beides; {POOL}")
    assert ledger.now(None).version == before


def test_the_pool_s_dice_and_an_empty_list_read_in_german() -> None:
    from rules import get_system
    from rules.errors import RuleError

    mosaic = get_system("mosaic")
    said = lambda m: mosaic.refusal(RuleError("dice", m), "de")  # noqa: E731
    assert said("got 1 die, need exactly 2 (faces 1..6, e.g. 6,3); the pool is 2 dice for the press") == \
        "dice: 1 Würfel angegeben, genau 2 Würfel nötig (Augen 1..6, z. B. 6,3); der Vorrat ist 2 Würfel für den " \
        "ausgespielten Vorteil"
    assert said("got 1 die, need exactly 6 (faces 1..6, e.g. 6,3); the pool is 3 for Mexica + 1 tile + 2 press") == \
        "dice: 1 Würfel angegeben, genau 6 Würfel nötig (Augen 1..6, z. B. 6,3); der Vorrat ist 3 Würfel für " \
        "Mexica + 1 Würfel für den Mosaikstein + 2 Würfel für den ausgespielten Vorteil"
    assert mosaic.refusal(RuleError("roll", "no GM move is due for roll #17; due: none"), "de") == \
        "roll: für Wurf #17 ist kein SL-Zug fällig; fällig: keine"


@pytest.mark.parametrize(("system", "lang", "line"), [("mosaic", "de", "2. Würfel: 5 → 4"),
                                                      ("pokemon", "it", "dado 2: 5 → 4"),
                                                      ("masks", "es", "dado 2: 5 → 4")])
def test_a_die_s_face_corrected_reads_in_the_language(system: str, lang: str, line: str) -> None:
    from ledger.projections.detail_diff import detail_diff
    from rules import get_system

    before, after = {"roll": {"dice": [{"face": 3}, {"face": 5}]}}, {"roll": {"dice": [{"face": 3}, {"face": 4}]}}
    assert detail_diff(before, after, lang, get_system(system)) == [line]


def test_a_corrected_resolution_names_the_die_s_face_in_german(mosaic: Any) -> None:
    _, gm, _, base = mosaic
    assert gm.post(f"{base}/corrections/amend", json={"action": 17, "dice": [6, 2, 4]}).status_code in (200, 201)
    row = gm.get(f"{base}/history?last=1&lang=de").json()[-1]
    assert "Aktion 19 (auflösen): 3. Würfel: 3 → 4" in row["corrections"], row


def test_a_player_s_private_note_and_rulings_are_the_gm_s_in_italian(pokemon: Any) -> None:
    ledger, _, bo, base = pokemon
    before = ledger.now(None).version
    table = "rifiutato (solo un GM gestisce il tavolo (inviti, persone, permessi, approvazione, proposte, note private)): "
    assert message(bo.post(f"{base}/notes", json={"text": "psst", "private": True})) == (
        403, "command", table + "Bo è un giocatore, non un GM; una nota privata spetta al GM")
    ruling = ("rifiutato (solo un GM dà i comandi che gestiscono il tavolo e quelli che sono decisioni del GM): Bo è "
              "un giocatore, non un GM; "
              "{} spetta al GM (è una sua decisione)")
    for command, body in (("condition", {"target": "Nero", "condition": "Felice"}),
                          ("adjust", {"character": "Nero", "risorse": 9}), ("harm", {"character": "Nero", "slot": "ferita"})):
        word = {"condition": "Condizione", "adjust": "modifica", "harm": "Danno"}[command]     # as the history names it
        assert message(bo.post(f"{base}/commands/{command}", json=body)) == (403, "command", ruling.format(word))
    assert ledger.now(None).version == before


def test_reads_name_query_parameters_and_writes_name_fields(mosaic: Any) -> None:
    _, gm, bo, base = mosaic
    de = {"accept-language": "de"}
    kind = message(bo.get(f"{base}/history?kind=nope", headers=de))
    assert kind[:2] == (400, "kind") and kind[2].endswith("; oder eine Ereignisart, wie JSON sie zeigt"), kind
    page = bo.get(base.replace("/api/campaigns", "/c") + "/history?kind=nope", headers=de)     # the page says the same
    assert page.status_code == 400 and kind[2].replace("'", "&#39;") in page.text and "--json" not in page.text
    assert message(bo.get(f"{base}/export?format=jsonl", headers=de)) == (
        403, "format", "abgelehnt (nur eine SL leitet den Tisch (Einladungen, Leute, Rechte, Freigabe, Vorschläge, "
                       "private Notizen)): Bo darf den Verlauf exportieren, den Bo sieht (?format=history), nicht das "
                       "ganze Register")
    for command in ("session/start", "scene/start"):
        assert gm.post(f"{base}/commands/{command}", json={}).status_code == 201
    assert bo.post(f"{base}/commands/roll", json={"move": "Push", "as": "Diego", "dice": [3, 4]}).status_code == 201
    got = message(bo.post(f"{base}/commands/resolve", json={"as": "Diego", "pick": ["PU1"], "gm_move": "x"}, headers=de))
    assert got == (403, "gm_move", "abgelehnt (nur eine SL gibt ein Argument, über das die SL entscheidet, wie die "
                                   "Berechtigungen sie listen; mit Freigabe schlägt ein Spieler es vor und eine SL "
                                   "entscheidet): Bo ist Spieler, keine SL; \"gm_move\" ist Sache der SL")


def test_the_desk_names_a_ruling_as_its_form_captions_it(mosaic: Any) -> None:
    import html
    import re

    _, gm, _, base = mosaic
    page = gm.get(base.replace("/api/campaigns", "/c") + "/desk", headers={"accept-language": "de"}).text
    listed = [html.unescape(s) for s in re.findall(r'<span class="listed">([^<]*)</span>', page)]
    assert "auflösen: SL-Zug, auflösen: Kultur des Vorteils" in listed, listed


def test_a_json_type_wrong_for_a_field_reads_in_the_language() -> None:
    """Every field of every command of every system, sent each wrong JSON type: pydantic's refusal reads in each of
    the system's other languages (no "Input should", no "Field required" left)."""
    from pydantic import ValidationError

    from rules import SYSTEM_MODULES, get_system
    from rules.args import validation_error
    from rules.errors import RuleError

    wrong = ["a", 1.5, [1], ["a"], [[1]], {"a": 1}, True, None, "1.5", [{"a": 1}]]
    left, seen = [], 0
    for system_id in SYSTEM_MODULES:
        system = get_system(system_id)
        for name, command in system.commands.items():
            for field, info in command.args.model_fields.items():
                for value in wrong:
                    try:
                        command.args.model_validate({info.alias or field: value})
                    except ValidationError as exc:
                        for err in exc.errors():
                            if not err["loc"] or err["loc"][0] != (info.alias or field):
                                continue
                            refused = validation_error(exc, error=err, model=command.args)
                            assert "[" not in refused.field, refused.field          # no union member in the name
                            for lang in set(system.languages) - {"en"}:
                                seen += 1
                                said = system.refusal(RuleError(refused.field, refused.message), lang)
                                if any(w in said for w in ("Input should", "Field required", "valid", "item ")):
                                    left.append((system_id, name, field, value, lang, said))
    assert seen > 500 and not left, left[:5]


@pytest.mark.parametrize(("lang", "line"), [
    ("es", "error: labels: elemento 1: un número entero"), ("en", "error: labels: item 1: a whole number")])
def test_a_custom_playbook_s_label_that_is_no_number_reads_in_the_language(cli: Any, lang: str, line: str) -> None:
    cli("create", "Halcyon")
    proc = cli("add-character", "Rev", "--playbook", "Mine", "--custom", "--labels", "a,1,1,-1,-1", "--plus-one",
               "danger", "--lang", lang, ok=False)
    assert (proc.returncode, proc.stderr.strip()) == (2, line)


def test_german_lines_keep_german_word_order() -> None:
    from ledger.group.words import summary
    from rules import get_system
    from rules.usage_frames import DE as USAGE
    from rules.web_frames import negated

    mosaic = get_system("mosaic")
    w = lambda key: mosaic.word(key, "de")  # noqa: E731
    assert summary("InvitationAccepted", {"person": "Bo", "role": "player", "characters": ["Diego"]}, w) == \
        "Bo ist als Spieler von Diego beigetreten"
    assert summary("ProposalApproved", {"proposal": 18, "action": 19}, w) == "Vorschlag 18 als Aktion 19 angenommen"
    assert USAGE.say("No such option '--lang'.") == "Die Option '--lang' gibt es nicht"
    assert negated("eine Liste, nicht ein Text; nicht eine Zahl") == "eine Liste, kein Text; keine Zahl"
    from rules.errors import RuleError

    assert mosaic.refusal(RuleError("name", "a name of 1-60 characters with a letter or digit, other than GM"),
                          "de") == "name: ein Name aus 1-60 Zeichen mit einem Buchstaben oder einer Ziffer, nicht SL"
