"""The names a refusal lists, and the last seams of the translated histories, in each system's languages.

README "Using the ledger" (``--lang``; a refusal names the field as typed and what is allowed): a list of what is
allowed names each skill, ability, condition, Label, move or stat as the system prints it in the line's language
(``rules.refusals.Phrases.listed`` over each system's ``TERMS``), an argument as typed (``plus-one``, never the id
``plus_one``). Seeds: 000 and 004 (Spanish: "el DJ"), 001 (German: "SL", "EP"), 002 (Italian: "10-13" on the
Exchange of Attacks).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import rules
from conftest import Cli
from rules.errors import RuleError

ROOT = Path(__file__).resolve().parent.parent

#: system -> the lines that set a campaign up for the refusals below
SETUP = {
    "masks": [("add-character", "Gale", "--playbook", "beacon", "--plus-one", "savior")],
    "mouseguard": [("add-character", "Brand", "--nature", "4", "--will", "3", "--health", "5", "--skill", "fighter=4"),
                   ("session", "start"), ("turn", "gm"), ("scene", "start")],
    "mosaic": [("culture", "add", "Nahua", "--playbook", "samurai")],
    "pokemon": [("add-character", "Ash", "--approcci", "2,1,1,0,-1"), ("session", "start"), ("scene", "start")],
}
SAMURAI = ("--playbook", "samurai", "--contacts", "Nahua:understanding", "--background", "Nahua:aggression",
           "--background", "Nahua:cunning")

#: (system, lang, bad command line, names the line must show, English names or ids it must not)
CASES = [
    ("mouseguard", "es", ("test", "nosuch", "--as", "Brand", "--ob", "2"),
     ["Meteorólogo", "Naturaleza", "; habilidades: "], ["weather_watcher", "Weather Watcher", "skills:", "Nature"]),
    ("mouseguard", "en", ("test", "nosuch", "--as", "Brand", "--ob", "2"), ["Weather Watcher", "Nature"], ["weather_watcher"]),
    ("mouseguard", "es", ("mark", "Brand", "nope"), ["Hambriento/Sediento", "Enfadado"], ["Hungry", "Angry"]),
    ("mouseguard", "es", ("test", "fighter", "--as", "Nobody", "--ob", "2"), ["el DJ o un personaje (Brand)"],
     ["GM or a character"]),
    ("masks", "es", ("add-character", "X", "--playbook", "beacon", "--plus-one", "foo"), ["Peligro", "Salvador"],
     ["Danger", "Savior"]),
    ("masks", "es", ("mark", "Gale", "nope"), ["Asustado"], ["Afraid"]),
    ("masks", "es", ("session", "start", "--as", "Nobody"), ["el Narrador o un personaje (Gale)"], ["GM or"]),
    ("mosaic", "de", ("session", "start", "--as", "Nobody"), ["die SL oder eine Figur (noch keine)"], ["none yet", "GM or"]),
    ("mosaic", "de", ("add-character", "K", "--faith", "Nahua:nope", *SAMURAI), ["Disziplin", "Gerissenheit"],
     ["Discipline", "Cunning"]),
    ("mosaic", "de", ("add-character", "K", "--faith", "Nope:inspiration", *SAMURAI), ["Kultur", "erlaubt: Nahua"],
     ["unknown", "the campaign's cultures"]),
    ("mosaic", "de", ("add-character", "K", "--faith", "Nahua:aggression", *SAMURAI), ["noch ohne Rang: Disziplin"],
     ["discipline"]),
    ("pokemon", "it", ("roll", "nope", "--as", "Ash", "--approccio", "grinta"), ["Scambio di Attacchi"],
     ["Exchange of Attacks"]),
    ("pokemon", "en", ("roll", "nope", "--as", "Ash", "--approccio", "grinta"), ["Exchange of Attacks", "Go All Out"],
     ["Scambio di Attacchi"]),
]


@pytest.mark.parametrize("system_id,lang,line,shown,absent", CASES)
def test_a_refusal_lists_names_as_the_system_prints_them(tmp_path: Path, system_id: str, lang: str,
                                                        line: tuple[str, ...], shown: list[str], absent: list[str]) -> None:
    cli = Cli(tmp_path / "l.sqlite")
    cli("create", "C", "--system", system_id)
    for setup in SETUP[system_id]:
        cli(*setup)
    before = cli.bytes()
    proc = cli(*line, "--lang", lang, ok=False)
    assert proc.returncode == 2 and len(proc.stderr.splitlines()) == 1, proc.stderr
    assert all(s in proc.stderr for s in shown) and not any(a in proc.stderr for a in absent), proc.stderr
    assert cli.bytes() == before


def test_an_unknown_argument_is_listed_as_typed() -> None:
    from rules.args import typed_names
    from rules.decide import decide
    from rules.declaration import Context

    system = rules.get_system("masks")
    assert "plus-one" in typed_names(system.commands["add-character"].args)
    with pytest.raises(RuleError) as refused:
        decide(system, system.new_state({}), "add-character", {"name": "X", "playbook": "beacon", "plus-one": "savior", "bogus": 1}, Context(actor="GM", action_id=1))
    assert "plus-one" in refused.value.message and "plus_one" not in refused.value.message


def replayed(tmp_path: Path, sample: str) -> Cli:
    cli = Cli(tmp_path / f"{sample}.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / f"{sample}.yaml"))
    return cli


def test_mosaic_german_history_names_the_gm_sl(tmp_path: Path) -> None:
    cli = replayed(tmp_path, "mosaic-blumen-des-montezuma")
    german = cli("history", "--compact", "--lang", "de").stdout.splitlines()
    english = cli("history", "--compact", "--lang", "en").stdout.splitlines()
    actor = lambda row: re.match(r"\s*\d+\s+\d+/\d+\s+\S+ \S+\s+([^:]+):", row).group(1)   # noqa: E731 - "# S/C time ACTOR: ..."
    assert {actor(r) for r in german} >= {"SL"} and "GM" not in {actor(r) for r in german}
    assert "GM" in {actor(r) for r in english}
    assert any("(1 EP)" in r for r in german) and not any("XP" in r for r in german)


def test_a_promoted_exchange_roll_reads_10_13(tmp_path: Path) -> None:
    cli = replayed(tmp_path, "pokemon-aranciopoli-noir")
    for lang in ("it", "en"):
        rows = [r for r in cli("history", "--compact", "--lang", lang).stdout.splitlines() if "7-9 → 1" in r]
        assert rows and all("7-9 → 10-13" in r for r in rows), rows


def test_a_masks_resolve_lists_each_pick_once_with_its_words(tmp_path: Path) -> None:
    cli = replayed(tmp_path, "masks-halcyon-nights")
    for lang, word in (("es", "opciones:"), ("en", "picks:")):
        rows = [r for r in cli("history", "--compact", "--lang", lang).stdout.splitlines() if word in r]
        assert rows
        for row in rows:
            listed = row.split(word, 1)[1]
            codes = [piece.split(":")[0].strip() for piece in listed.split("; ") if piece.strip()[:2].isupper()]
            assert row.count(word) == 1 and all(row.count(f"{c}:") == 1 for c in codes), row
        assert any("DE1: resistes o evades los golpes" in r for r in rows) or lang == "en"
