"""``--as`` takes the GM as the campaign's language names the GM: a refusal of an unknown actor says "el DJ o un
personaje" (Spanish) or "die SL oder eine Figur" (German), so ``--as DJ`` and ``--as SL`` act as the GM; the action
is recorded under ``GM`` as ``--as GM`` would record it. A character named so is the character (no system lets a
character take its own word for the GM, ``ledger.group.names.check_new_characters``).

Source: seed 004 ("el DJ"), seed 001 ("die SL"); README "Using the ledger" (``--as``).
"""

from __future__ import annotations

import pytest

from conftest import ROOT, Cli


def test_every_systems_word_for_the_gm_is_known() -> None:
    from rules import gm_words

    assert {"gm", "dj", "sl"} <= gm_words()


@pytest.mark.parametrize(("sample", "word", "lang"), [("mouseguard-darkwater-crossing", "DJ", "es"),
                                                      ("mosaic-blumen-des-montezuma", "sl", "de")])
def test_the_gms_word_acts_as_the_gm(tmp_path, sample: str, word: str, lang: str) -> None:
    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / f"{sample}.yaml"))
    before = cli.json("history")
    cli("session", "start", "--as", word, "--lang", lang)
    after = cli.json("history")
    rows = after["rows"] if isinstance(after, dict) else after
    old = before["rows"] if isinstance(before, dict) else before
    assert len(rows) == len(old) + 1
    assert rows[-1]["actor"] == "GM" and rows[-1]["command"] == "session start"


def test_an_unknown_actor_is_still_refused_naming_the_gms_word(tmp_path) -> None:
    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"))
    before = cli.bytes()
    got = cli("session", "start", "--as", "Nadie", "--lang", "es", ok=False)
    assert got.returncode == 2
    assert got.stderr.strip() == ("error: as: 'Nadie' no es nadie de esta campaña; se admite: el DJ o un personaje "
                                  "(Rogard, Brand, Wren, Tamsin, Water Snake)")
    assert cli.bytes() == before
