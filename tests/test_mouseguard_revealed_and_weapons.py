"""A revealed action is public (the conflict view, its history line, who may read the record), and the weapons list
is the table the volley's roll applies, in the seed's words.

Source: seed 004 "Conflictos" ("Siempre se elige en secreto una acción para cada tanda": only what is not revealed
stays secret, and only from the other side), "Algunas reglas especiales" ("Arco: Añade +2D a maniobra contra armas
normales, lanzas o arrojadizas"; "Anzuelo y cuerda: +1D a maniobra y +1e a la siguiente acción tras una maniobra con
éxito"; "Escudo": -1D Health against Tired after a fight it was used in).
"""

from __future__ import annotations

from rules.mouseguard.data import WEAPONS
from rules.mouseguard.reference import _weapon_text
from rules.mouseguard.summaries import redact, sealed
from rules.mouseguard.views import conflict as conflict_view, conflict_rows
from test_mouseguard_table import BANDIT, BRAND, MG, faces, opened
from test_mouseguard_teams import rolled, script_all, two_teams


def scripted(mg: MG, side: int) -> dict:
    return next(r for r in mg.records if r["kind"] == "ActionsScripted" and r["detail"]["side"] == side)


def test_the_conflict_view_seals_only_what_is_not_revealed() -> None:
    """After every volley of the exchange is revealed neither side reads "[sealed]"; nor on a closed conflict."""
    mg = opened()
    mg.exchange(["attack", "defend", "feint"], ["attack", "attack", "attack"])
    assert [s["sealed"] for s in conflict_view(mg.state)["sides"]] == [True, True]
    mg.volley(("Brand", faces(1, 4)), ("Bandit", faces(1, 4)))
    early = conflict_view(mg.state)                                     # as an --as-of read at this moment shows it
    assert [s["sealed"] for s in early["sides"]] == [True, True]
    assert "[sealed]" in "".join(v for _, v in conflict_rows(early))
    mg.volley(("Brand", faces(1, 4)), ("Bandit", faces(1, 4)))
    mg.volley(("Bandit", faces(1, 4)))                                   # Feint vs Attack: the feinter makes no test
    late = conflict_view(mg.state)
    assert [s["sealed"] for s in late["sides"]] == [False, False]
    assert "[sealed]" not in "".join(v for _, v in conflict_rows(late))
    assert [s["sealed"] for s in early["sides"]] == [True, True]        # the earlier read is unchanged


def test_a_scripts_history_line_names_its_revealed_actions() -> None:
    """The scripting row reads "(sealed)" as recorded and before any reveal, then each revealed action by name."""
    mg = opened()
    mg.exchange(["feint", "defend", "maneuver"], ["attack", "attack", "attack"])
    row = scripted(mg, 0)
    say = mg.system.views.summary
    detail, _ = redact("ActionsScripted", row["detail"], row["changes"], mg.state)
    assert say("ActionsScripted", detail, "en").endswith("Brand scripted (sealed)")
    mg.volley(("Bandit", faces(1, 4)))                                   # Feint vs Attack
    detail, _ = redact("ActionsScripted", row["detail"], row["changes"], mg.state)
    assert say("ActionsScripted", detail, "en").endswith("Brand scripted (Feint (Brand), sealed, sealed)")
    assert say("ActionsScripted", row["detail"], "en").endswith("(sealed)")   # as recorded: never the actions
    assert sealed(row, mg.state) == {"Brand"}                             # the other side still may not read it whole
    mg.volley(("Brand", faces(2, 4)), ("Bandit", faces(1, 4)))
    mg.volley(("Brand", faces(1, 4)), ("Bandit", faces(1, 4)))
    detail, _ = redact("ActionsScripted", row["detail"], row["changes"], mg.state)
    assert say("ActionsScripted", detail, "es").endswith("(Finta (Brand), Defensa (Brand), Maniobra (Brand))")
    assert sealed(row, mg.state) is None


def test_a_second_fronts_script_stays_sealed_while_the_first_front_plays() -> None:
    """With several teams the reveals run front by front: front 1's three volleys reveal nothing of front 2's."""
    mg = rolled(two_teams())
    script_all(mg, ["attack"] * 3, ["attack"] * 3, ["attack", "feint", "attack"], ["defend", "attack", "maneuver"])
    mg.volley(("Brand", faces(1, 4)), ("Snake", faces(0, 8)))
    mg.volley(("Rogard", faces(1, 1)), ("Snake", faces(0, 8)))
    mg.volley(("Brand", faces(1, 4)), ("Snake", faces(0, 8)))
    assert sealed(scripted(mg, 0), mg.state) is None and sealed(scripted(mg, 1), mg.state) is None
    assert sealed(scripted(mg, 2), mg.state) == {"Tamsin", "Wren"}       # front 2's team: not one volley revealed
    assert sealed(scripted(mg, 3), mg.state) == {"Snake", "GM"}
    sides = conflict_view(mg.state)["sides"]
    assert [s["sealed"] for s in sides] == [False, False, True, True]


def test_the_weapons_list_is_the_table_the_roll_applies() -> None:
    """Each rule of the table is listed in the seed's words and nothing the roll does not do: the bow's +2D to
    Maneuver against shorter reach, the hook and line's +1D and its +1e after a successful Maneuver."""
    assert _weapon_text("bow", "es") == "alcance proyectil; +2D a maniobra contra armas normales, lanzas o arrojadizas"
    assert _weapon_text("hook_and_line", "es") == ("alcance normal; +1D a maniobra; +1e a la siguiente acción tras una "
                                                   "maniobra con éxito")
    assert "arrastra" not in " ".join(_weapon_text(w, "es") for w in WEAPONS)
    assert "-1D salud para recuperarse del cansancio" in _weapon_text("shield", "es")
    against = WEAPONS["bow"]["dice_against"]["maneuver"]
    for foe, extra in (("sword", against["dice"]), ("sling", 0)):      # a sling is missile reach: no bonus
        mg = MG()
        mg.auto_close = False
        mg.mouse("Brand", **{**BRAND, "weapon": ["bow"]})
        mg.mouse("Bandit", **{**BANDIT, "weapon": [foe]})
        mg.play()
        mg.fight(rolls=(("Brand", faces(3, 4)), ("Bandit", faces(2, 4))))
        mg.exchange(["maneuver"] * 3, ["defend"] * 3)
        mg.do("conflict reveal")
        mg.do("conflict roll", character="Brand", dice=faces(2, 4 + extra))       # Fighter 4 and the bow's dice
        assert mg.detail("VolleyRolled")["count"] == 4 + extra
