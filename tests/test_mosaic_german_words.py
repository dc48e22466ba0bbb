"""MOSAIC in German says one word for one thing: the seed's "Playbook" (never "Rollenbuch") on every face, and the GM
as "SL" wherever a German face names who acted (the chronicle as the history).

Source: seed 001 "Stats" ("1 Tile predetermined by the Playbook"), the forum German of the catalogue's MOSAIC
section (SL, Spielleitung); README "Archiving a campaign" (the chronicle names who acted).
"""

from __future__ import annotations

from pathlib import Path

from chronicle_support import replay
from rules import get_system
from rules.errors import RuleError

SAMPLE = "mosaic-blumen-des-montezuma"


def test_an_unknown_playbook_is_a_playbook_in_german() -> None:
    mosaic = get_system("mosaic")
    said = mosaic.refusal(RuleError("playbook", "unknown playbook 'Ninja'; allowed: Priester, Samurai"), "de")
    assert said == "playbook: 'Ninja' ist kein bekannter Name (Playbook); erlaubt: Priester, Samurai"


def test_the_german_chronicle_names_the_gm_sl(tmp_path: Path) -> None:
    cli = replay(tmp_path / "store.sqlite", SAMPLE)
    out = tmp_path / "c.md"
    cli("chronicle", "--format", "md", "--out", str(out), "--lang", "de")
    md = out.read_text(encoding="utf-8")
    assert "- **\\#0** SL · *anlegen*" in md and " GM · " not in md        # the command as the history names it
    cli("chronicle", "--format", "md", "--out", str(out), "--lang", "en", "--force")
    assert "- **\\#0** GM · *create*" in out.read_text(encoding="utf-8")
    history = cli("history", "--lang", "de").stdout
    assert " SL " in history and " GM " not in history


def test_no_german_face_says_rollenbuch(tmp_path: Path) -> None:
    cli = replay(tmp_path / "store.sqlite", SAMPLE)
    for args in (("playbooks",), ("status",), ("history",), ("sheet", "Itzel")):
        shown = cli(*args, "--lang", "de").stdout
        assert "Rollenbuch" not in shown, args
    assert "Playbook" in cli("sheet", "Itzel", "--lang", "de").stdout


def test_the_gms_advantage_is_given_by_the_sl_in_german(tmp_path: Path) -> None:
    """Seed 001 "Advantage" (the GM adds Advantage) in the forum German's SL: ``advantage add`` with no reason
    records the GM as its why, shown "(SL)" in German, "(GM)" in English."""
    cli = replay(tmp_path / "store.sqlite", SAMPLE)
    cli("advantage", "add", "Mexica")
    history = cli("history", "--lang", "de").stdout
    assert "(SL)" in history and "(GM)" not in history
    assert "(GM)" in cli("history", "--lang", "en").stdout
