"""A MOSAIC amend refused in German reads whole in German: the later actions by their commands' words, the critical
and the waiting roll's move by their names, the dice pool's pieces counted in words, in a dry run and in the error
(seed 001's German; README "Correcting mistakes and reviewing the past")."""

from __future__ import annotations

from rules import get_system
from rules.errors import RuleError
from test_mosaic_corrections import blumen, replayed  # noqa: F401  (the fixtures)

MOSAIC = get_system("mosaic")

DRY = ["54 (auflösen): advantage_culture: nenne die Kultur des Vorteils, den die SL für die kritische 12 hinzufügt "
       "(--advantage-culture)",
       "55 (Wurf): phase: 'Wurf' ist nicht erlaubt, solange Wurf #53 (Die Blumen von Kenji) auf seine Auflösung wartet",
       "56 (auflösen): as: Wurf #53 löst die SL auf oder Kenji (Selbstauflösung)"]


def test_a_refused_amend_reads_in_german_in_a_dry_run_and_the_error(blumen) -> None:  # noqa: F811
    assert MOSAIC.languages == ("en", "de")
    dry = [x.strip() for x in blumen("amend", "53", "--dice", "6,6", "--lang", "de", "--dry-run").stdout.splitlines()]
    assert dry[2:5] == DRY
    error = blumen("amend", "53", "--dice", "6,6", "--lang", "de", ok=False).stderr
    for piece in ("54 (auflösen): abgelehnt: advantage_culture: nenne die Kultur des Vorteils, den die SL für die "
                  "kritische 12", "55 (Wurf): abgelehnt: phase:", "(Die Blumen von Kenji)", "56 (auflösen)"):
        assert piece in error
    for english in ("the critical", "(resolve)", "(roll)", "flowers von"):
        assert english not in error
    english = [x.strip() for x in blumen("amend", "53", "--dice", "6,6", "--dry-run").stdout.splitlines()][2:4]
    assert english[0].startswith("54 (resolve): advantage_culture: name the culture of the Advantage the GM adds for "
                                 "the critical")
    assert english[1] == \
        "55 (roll): phase: 'roll' is not allowed while roll #53 (The Flowers by Kenji) waits for its resolution"


def test_a_wrong_count_of_dice_names_the_pool_in_german(blumen) -> None:  # noqa: F811
    error = blumen("amend", "53", "--dice", "6", "--lang", "de", ok=False).stderr.strip()
    assert error == ("error: dice: 1 Würfel angegeben, genau 2 Würfel nötig (Augen 1..6, z. B. 6,3); der Vorrat ist "
                     "2 Grundwürfel")
    said = MOSAIC.refusal(RuleError("dice", "got 1 die, need exactly 4 (faces 1..6, e.g. 6,3); the pool is "
                                            "2 base + 1 highlight + 1 tile"), "de")
    assert said == ("dice: 1 Würfel angegeben, genau 4 Würfel nötig (Augen 1..6, z. B. 6,3); der Vorrat ist "
                    "2 Grundwürfel + 1 Würfel für die Hervorhebung + 1 Würfel für den Mosaikstein")


def test_a_waiting_roll_and_the_action_depended_on_are_named_by_their_words(blumen) -> None:  # noqa: F811
    """Seed 001 "Rolling the Dice" (the moves' names, German "Die Blumen"): undoing the resolve a later roll needs
    names the waiting roll's move by its name in each language and the resolve by its command's word, never the
    ids ``flowers`` or ``resolve`` inside a German line."""
    german = blumen("undo", "54", "--lang", "de", ok=False).stderr.strip()
    assert german.startswith("error: action: spätere Aktionen hängen von Aktion 54 (auflösen) ab: 55 (Wurf): "
                             "abgelehnt: phase: 'Wurf' ist nicht erlaubt, solange Wurf #53 (Die Blumen von Kenji) auf "
                             "seine Auflösung wartet;"), german
    for english in ("flowers", "(resolve)", " by "):
        assert english not in german
    english = blumen("undo", "54", ok=False).stderr
    assert "later actions depend on action 54 (resolve): 55 (roll): refused: phase: 'roll' is not allowed while roll " \
           "#53 (The Flowers by Kenji) waits for its resolution" in english
    said = MOSAIC.refusal(RuleError("phase", "'roll' is not allowed while roll #9 (flowers by Kenji) waits for its "
                                             "resolution; allowed now: resolve"), "de")
    assert "Wurf #9 (Die Blumen von Kenji) auf seine Auflösung wartet" in said        # a line recorded before: its id
