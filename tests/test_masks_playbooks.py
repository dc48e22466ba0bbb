"""Published playbooks and their advancement lists, legal starting arrays, --custom.

Values come from the published playbooks (core book, Halcyon City Herald, Unbound, Secrets of A.E.G.I.S.)
as ``rules.masks.playbooks`` and ``rules.masks.advancement`` record them.
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import Cli, Table
from rules.errors import RuleError
from rules.masks.advancement import ADVANCED_AFTER, LISTS, OPTIONS, box_options
from rules.masks.playbooks import PLAYBOOK_INFO, check_array

LABELS = ("danger", "freak", "savior", "superior", "mundane")
CORE = ("beacon", "bull", "delinquent", "doomed", "janus", "legacy", "nova", "outsider", "protege", "transformed")

#: The core book's lists: (top list, advanced list), option -> times it may be taken.
_TOP = {"playbook_move": 2, "other_move": 2, "lose_influence": 1, "rearrange": 1, "unlock_moment_of_truth": 1}
_ADV = {"moment_of_truth_again": 1, "change_playbook": 1, "adult_move": 2, "lock_label": 1, "retire_or_paragon": 1}
PUBLISHED = {
    "beacon": ({**_TOP, "other_move": 3}, _ADV),
    "bull": ({**_TOP, "bulls_heart_roles": 1}, _ADV),
    "delinquent": ({**_TOP, "two_labels_up": 1}, _ADV),
    "doomed": ({"other_move": 3, "lose_influence": 1, "rearrange": 1, "unlock_moment_of_truth": 1, "clear_doomsign": 1,
                "burn_and_flares": 1},
               {"moment_of_truth_again": 1, "confront_doom": 1, "adult_move": 2, "lock_label": 1, "paragon_while_you_last": 1}),
    "janus": ({"playbook_move": 2, "other_move": 2, "lose_influence": 1, "mask_label": 1, "unlock_moment_of_truth": 1,
               "beacon_drives": 1}, _ADV),
    "legacy": ({**_TOP, "other_move": 1, "doomed_sanctuary": 1, "suite_powers": 1}, _ADV),
    "nova": ({"other_move": 2, "lose_influence": 1, "rearrange": 1, "unlock_moment_of_truth": 1, "new_flares": 2,
              "bulls_heart": 1}, _ADV),
    "outsider": ({**_TOP, "other_move": 1, "two_abilities": 1, "human_life": 1}, _ADV),
    "protege": ({**_TOP, "other_move": 1, "mentor_label": 1, "mentor_resources": 1}, _ADV),
    "transformed": ({**_TOP, "other_move": 1, "doomed_doom": 1, "mutate": 1}, _ADV),
}


def hero(t: Table, name: str, playbook: str, plus_one: str | None = None, advances: int = 0, **extra: Any) -> dict[str, Any]:
    if plus_one is None:                                 # the lowest Label of the array takes the +1
        plus_one = min(zip(PLAYBOOK_INFO[playbook]["labels"], LABELS))[1]
    t.do("add-character", name=name, playbook=playbook, plus_one=plus_one, **extra)
    if advances:
        t.state["characters"][name]["advances_available"] = advances      # earned (fixture: 5 potential each)
    return t.char(name)


def parts(t: Table, who: str, option: str) -> dict[str, Any]:
    """The arguments an option needs, picked from the hero's current Labels."""
    rec = t.char(who)
    room = [lab for lab in LABELS if rec["labels"][lab] <= 1 and lab not in rec["locked"]]
    effect = OPTIONS[option][2]
    args: dict[str, Any] = {}
    if effect in ("lose_influence", "rearrange", "lock", "lock_soldier", "plus_two", "mask"):
        args["label"] = room[0]
    if effect == "lose_influence":
        args["other"] = "Vance"
    if effect == "lock":
        args["lock"] = [lab for lab in LABELS if lab not in rec["locked"]][-1]
    if effect == "two_up":
        args["label"] = room[:2]
    return args


def take(t: Table, who: str, option: str, **extra: Any) -> None:
    t.do("advance", character=who, advancement=option, **{**parts(t, who, option), **extra})


def refused(t: Table, command: str, **args: Any) -> RuleError:
    before = repr(t.state)
    with pytest.raises(RuleError) as info:
        t.do(command, **args)
    assert repr(t.state) == before
    return info.value


# --- item 2: the published lists --------------------------------------------------------------------

@pytest.mark.parametrize("book", CORE)
def test_each_core_list_is_the_published_one(book: str) -> None:
    top, adv = PUBLISHED[book]
    assert LISTS[book] == {"top": top, "advanced": adv}
    assert sum(top.values()) == 8 and sum(adv.values()) == 6


@pytest.mark.parametrize("book", CORE)
def test_each_core_option_is_taken_as_often_as_listed_and_advanced_ones_wait_for_five(book: str) -> None:
    t = Table()
    t.do("add-npc", name="Vance", adult=True)
    hero(t, "Ace", book, advances=30)
    t.state["characters"]["Ace"]["labels"] = dict.fromkeys(LABELS, 0)
    top, adv = PUBLISHED[book]
    first_advanced = next(iter(adv))
    err = refused(t, "advance", character="Ace", advancement=box_options(book, first_advanced)[0])
    assert err.field == "advancement" and f"open after {ADVANCED_AFTER} advancements" in str(err)
    taken = 0
    for key, most in top.items():
        option = box_options(book, key)[0]
        for _ in range(most):
            take(t, "Ace", option)
            taken += 1
            if key == "rearrange":                                       # keep room for the next +1s
                t.state["characters"]["Ace"]["labels"] = dict.fromkeys(LABELS, 0)
        err = refused(t, "advance", character="Ace", advancement=option, **parts(t, "Ace", option))
        assert err.field == "advancement" and f"is listed {most} time(s)" in str(err)
        row = next(o for o in t.sheet("Ace")["advancement_options"]["options"] if o["id"] == key)
        assert (row["taken"], row["max"], row["remaining"], row["open"]) == (most, most, 0, False)
    assert taken == 8 and t.char("Ace")["advances_available"] == 22
    view = t.sheet("Ace")["advancement_options"]
    assert view["list"] == book and view["top_taken"] == 8 and view["advanced_open"] is True
    for _ in range(2):
        take(t, "Ace", "adult_move")
    assert refused(t, "advance", character="Ace", advancement="adult_move").field == "advancement"
    take(t, "Ace", "lock_label")
    assert len(t.char("Ace")["locked"]) == 1 and t.char("Ace")["advancements"][-1] == "lock_label"


@pytest.mark.parametrize("book", sorted(LISTS))
def test_every_published_list_has_eight_options_and_six_advanced_ones(book: str) -> None:
    assert sum(LISTS[book]["top"].values()) == 8 and sum(LISTS[book]["advanced"].values()) == 6
    assert all(key in OPTIONS or key == "retire_or_paragon" for part in LISTS[book].values() for key in part)


def test_the_reference_list_says_whose_list_has_each_option() -> None:
    from rules.masks.reference import advancements

    lines = {e["id"]: e["description"]["en"] for e in advancements()}
    assert lines["go_back"] == "go back to your own time (advanced, after five: innocent)"
    assert lines["retire"].endswith("(advanced, after five: every list but doomed, innocent, harbinger, nomad, brain, soldier)")
    assert lines["new_flares"] == "unlock three new flares (nova)"


def test_an_option_from_another_list_is_refused_with_the_allowed_ones() -> None:
    t = Table()
    hero(t, "Ace", "bull", plus_one="danger", advances=1)
    err = refused(t, "advance", character="Ace", advancement="new_flares")
    assert err.field == "advancement" and "not on the bull list" in str(err) and "bulls_heart_roles" in str(err)


# --- item 2: combined options in one action -----------------------------------------------------------

def test_someone_permanently_loses_influence_and_a_label_goes_up_in_one_action() -> None:
    t = Table()
    t.do("add-npc", name="Vance", adult=True)
    hero(t, "Gale", "beacon", plus_one="savior", advances=1)                 # Danger -1 ... Savior +3
    assert t.state["influence"]["Vance"]["Gale"] is True
    actions = t.actions
    t.do("advance", character="Gale", advancement="lose_influence", other="Vance", label="danger")
    assert t.actions == actions + 1
    assert t.state["influence"]["Vance"].get("Gale") is None and t.state["bans"]["Vance"]["Gale"] is True
    assert t.char("Gale")["labels"]["danger"] == 0 and t.char("Gale")["advances_available"] == 0
    assert t.char("Gale")["advancements"] == ["lose_influence"]
    assert [e.kind for e in t.events][:2] == ["AdvancementTaken", "InfluenceLost"]
    assert refused(t, "influence give", character="Gale", to="Vance").field == "to"     # for good


def test_lock_a_label_and_add_one_in_one_action() -> None:
    t = Table()
    hero(t, "Rook", "bull", plus_one="danger", advances=6)
    t.state["characters"]["Rook"]["advancements"] = ["playbook_move", "playbook_move", "other_move", "other_move", "rearrange"]
    t.do("advance", character="Rook", advancement="lock_label", lock="danger", label="savior")
    assert t.char("Rook")["locked"] == ["danger"] and t.char("Rook")["labels"]["savior"] == 0
    err = refused(t, "shift", character="Rook", up="danger", down="freak", imposed=False)
    assert err.field == "up" and "locked" in str(err)


def test_a_locked_label_cannot_take_the_plus_one() -> None:
    t = Table()
    hero(t, "Rook", "bull", plus_one="danger", advances=2)
    t.state["characters"]["Rook"]["locked"] = ["freak"]
    err = refused(t, "advance", character="Rook", advancement="rearrange", label="freak")
    assert err.field == "label" and "locked" in str(err) and "allowed: savior, superior, mundane" in str(err)
    err = refused(t, "advance", character="Rook", advancement="rearrange", label="danger")     # +3 already
    assert err.field == "label" and "max +3" in str(err)


def test_rearrange_the_labels_and_add_one() -> None:
    t = Table()
    hero(t, "Lumen", "nova", plus_one="freak", advances=2)                   # 1, 3, 0, 0, -1
    t.do("advance", character="Lumen", advancement="rearrange", arrange=[3, 1, -1, 0, 0], label="mundane")
    assert t.char("Lumen")["labels"] == {"danger": 3, "freak": 1, "savior": -1, "superior": 0, "mundane": 1}
    assert [e.kind for e in t.events] == ["AdvancementTaken", "LabelsRearranged"]
    t.state["characters"]["Lumen"]["advancements"] = []
    err = refused(t, "advance", character="Lumen", advancement="rearrange", arrange=[3, 3, -1, 0, 0], label="savior")
    assert err.field == "arrange" and "+3, +1, +1, +0, -1" in str(err)
    t.state["characters"]["Lumen"]["locked"] = ["danger"]
    err = refused(t, "advance", character="Lumen", advancement="rearrange", arrange=[1, 3, -1, 1, 0], label="savior")
    assert err.field == "arrange" and "danger is locked" in str(err)
    assert refused(t, "advance", character="Lumen", advancement="rearrange", arrange=[3, 1, -1, 1, 0]).field == "label"


def test_two_labels_up_and_the_mentor_label() -> None:
    t = Table()
    hero(t, "Vex", "delinquent", plus_one="superior", advances=1)            # 0, 0, -1, 3, 1
    assert refused(t, "advance", character="Vex", advancement="two_labels_up", label=["danger", "danger"]).field == "label"
    t.do("advance", character="Vex", advancement="two_labels_up", label=["danger", "savior"])
    assert t.char("Vex")["labels"] == {"danger": 1, "freak": 0, "savior": 0, "superior": 3, "mundane": 1}
    hero(t, "Pip", "protege", plus_one="mundane", advances=1)                # -1, 0, 1, 2, 1
    assert refused(t, "advance", character="Pip", advancement="mentor_label", label="superior").field == "label"
    t.do("advance", character="Pip", advancement="mentor_label", label="savior")
    assert t.char("Pip")["labels"]["savior"] == 3


def test_the_old_spellings_keep_their_old_effects() -> None:
    t = Table()
    t.do("add-npc", name="Meridian", adult=True)
    hero(t, "Cy", "nova", plus_one="freak", advances=8)
    t.do("advance", character="Cy", advancement="lose_influence", other="Meridian")      # no +1: older records
    assert t.char("Cy")["labels"]["danger"] == 1 and t.state["bans"]["Meridian"]["Cy"] is True
    t.do("advance", character="Cy", advancement="label_up", label="danger")              # a rearrange left as it is
    assert t.char("Cy")["labels"]["danger"] == 2 and t.char("Cy")["advancements"] == ["lose_influence", "rearrange"]
    t.do("advance", character="Cy", advancement="new_move")                              # the Nova has no playbook_move
    assert t.char("Cy")["advancements"][-1] == "other_move"
    t.do("advance", character="Cy", advancement="Desbloquea tu Momento de la Verdad")     # Spanish name
    t.do("advance", character="Cy", advancement="new_move")
    assert t.sheet("Cy")["advancement_options"]["top_taken"] == 5
    t.do("advance", character="Cy", advancement="lock_label", label="superior")         # old form: locks it, no +1
    assert t.char("Cy")["locked"] == ["superior"] and t.char("Cy")["labels"]["superior"] == 0


def test_the_sheet_shows_each_option_taken_and_remaining() -> None:
    t = Table()
    hero(t, "Gale", "beacon", plus_one="savior", advances=2)
    t.do("advance", character="Gale", advancement="other_move", note="Bull: In a china shop")
    view = t.sheet("Gale")["advancement_options"]
    rows = {o["id"]: (o["taken"], o["max"], o["remaining"], o["open"]) for o in view["options"]}
    assert rows["other_move"] == (1, 3, 2, True) and rows["playbook_move"] == (0, 2, 2, True)
    assert rows["adult_move"] == (0, 2, 2, False) and rows["retire_or_paragon"] == (0, 1, 1, False)
    assert (view["list"], view["taken"], view["top_taken"], view["advanced_open"]) == ("beacon", 1, 1, False)


# --- item 3: every published playbook, and the rules that change what the ledger computes ---------------

@pytest.mark.parametrize("book", [b for b in PLAYBOOK_INFO if b != "joined"])
def test_every_published_array_is_legal_and_starts_the_hero(book: str) -> None:
    array = list(PLAYBOOK_INFO[book]["labels"])
    assert check_array(array) == array and sum(array) == 2
    t = Table()
    rec = hero(t, "Ace", book, plus_one="savior" if array[2] < 3 else "danger")
    expected = dict(zip(LABELS, array))
    expected["savior" if array[2] < 3 else "danger"] += 1
    assert {k: rec["labels"][k] for k in LABELS} == expected


def test_the_published_arrays_of_the_other_books() -> None:
    arrays = {b: PLAYBOOK_INFO[b]["labels"] for b in ("innocent", "newborn", "reformed", "star", "harbinger", "nomad",
                                                       "scion", "brain", "soldier")}
    assert arrays == {"innocent": (0, 0, 1, -1, 2), "newborn": (1, 2, 0, 1, -2), "reformed": (2, 1, -1, 0, 0),
                      "star": (-1, 1, 1, 2, -1), "harbinger": (0, 0, 2, 1, -1), "nomad": (0, 2, -1, 2, -1),
                      "scion": (1, 0, 1, 0, 0), "brain": (0, 0, 1, 2, -1), "soldier": (-1, 0, 2, 1, 0)}
    assert len(PLAYBOOK_INFO) == 20 and set(LISTS) == set(PLAYBOOK_INFO)


def test_the_nomad_holds_no_one_s_influence_by_default_and_rejects_at_minus_two() -> None:
    t = Table()
    t.do("add-npc", name="Vance", adult=True)
    hero(t, "Ned", "nomad", plus_one="freak")
    hero(t, "Bea", "beacon", plus_one="savior")
    t.do("add-npc", name="Ms. Hart", adult=True)
    assert t.sheet("Ned")["influenced_by"] == [] and t.sheet("Bea")["influenced_by"] == ["Ms. Hart", "Vance"]
    t.in_scene()
    t.do("roll", move="defend", character="Bea", target="Vance", dice=[6, 6])         # DF2: take Influence over Ned
    t.do("resolve", pick=["DF2:over=Ned"])
    assert t.sheet("Ned")["influenced_by"] == []
    refusal = next(e for e in t.events if e.kind == "InfluenceRefused")
    assert refusal.detail["holder"] == "Bea" and "Nomad" in refusal.detail["reason"]
    t.do("influence give", character="Ned", to="Bea")                                  # given: allowed, counted
    assert t.sheet("Ned")["influenced_by"] == ["Bea"] and t.char("Ned")["influence_given"] == 1
    t.do("roll", move="reject_influence", character="Ned", target="Bea", dice=[4, 4])  # 8 - 2
    roll = t.state["roll"]
    assert roll["total"] == 6 and roll["tier"] == "miss"
    assert {"source": "Nomad: rejects Influence at -2", "amount": -2, "kind": "stat"} in roll["modifiers"]


def test_the_nomad_gives_influence_six_times_at_most() -> None:
    t = Table()
    hero(t, "Ned", "nomad", plus_one="freak")
    for name in ("A", "B", "C", "D", "E", "F", "G"):
        t.do("add-npc", name=name)
    for name in ("A", "B", "C", "D", "E", "F"):
        t.do("influence give", character="Ned", to=name)
    assert t.char("Ned")["influence_given"] == 6
    err = refused(t, "influence give", character="Ned", to="G")
    assert err.field == "to" and "(6)" in str(err)


def test_the_nomad_ignores_afraid_against_someone_who_holds_influence() -> None:
    t = Table()
    hero(t, "Ned", "nomad", plus_one="freak")                                          # Danger +0
    t.do("add-npc", name="Vance")
    t.do("add-npc", name="Grunt")
    t.do("influence give", character="Ned", to="Vance")
    t.do("mark", character="Ned", condition="afraid")
    t.in_scene()
    t.do("roll", move="directly_engage", character="Ned", target="Vance", dice=[3, 3])
    assert t.state["roll"]["total"] == 6                                                # -2 cancelled by +2
    t.do("resolve")
    t.do("roll", move="directly_engage", character="Ned", target="Grunt", dice=[3, 3])
    assert t.state["roll"]["total"] == 4


def test_the_soldier_has_a_sixth_label() -> None:
    t = Table()
    rec = hero(t, "Sam", "soldier", plus_one="soldier")
    assert rec["labels"] == {"danger": -1, "freak": 0, "savior": 2, "superior": 1, "mundane": 0, "soldier": 3}
    assert t.sheet("Sam")["labels"]["soldier"] == 3
    t.do("shift", character="Sam", up="mundane", down="Soldado", imposed=False)
    assert t.char("Sam")["labels"]["soldier"] == 2
    t.in_scene()
    t.do("roll", move="assess", character="Sam", dice=[2, 3], soldier=True)            # +Soldier instead of +Superior
    assert t.state["roll"]["total"] == 7 and t.state["influence"]["A.E.G.I.S."]["Sam"] is True
    t.do("resolve", pick=["AS1"])
    t.state["characters"]["Sam"]["moment_of_truth"] = "unlocked"
    assert refused(t, "moment-of-truth", character="Sam", lock="soldier").field == "lock"
    hero(t, "Gale", "beacon", plus_one="savior")
    err = refused(t, "roll", move="unleash", character="Gale", dice=[2, 3], soldier=True)
    assert err.field == "soldier" and "only the Soldier" in str(err)
    err = refused(t, "roll", move="powerful_blow", character="Sam", dice=[2, 3], soldier=True)
    assert err.field == "soldier" and "not rolled with a Label" in str(err)


def test_aegis_loses_influence_over_a_soldier_only_through_the_advancement() -> None:
    t = Table()
    hero(t, "Sam", "soldier", plus_one="soldier", advances=6)
    t.in_scene()
    t.do("roll", move="unleash", character="Sam", dice=[5, 5], soldier=True)
    t.do("resolve")
    t.do("scene end")
    t.do("session end")
    err = refused(t, "end-of-session", character="Sam", choice="EOS3:from=A.E.G.I.S.")
    assert err.field == "pick" and "only through its advancement" in str(err)
    t.state["characters"]["Sam"]["advancements"] = ["playbook_move"] * 3 + ["other_move", "rearrange"]
    t.do("advance", character="Sam", advancement="aegis_loses_influence")
    assert t.state["influence"]["A.E.G.I.S."].get("Sam") is None and t.state["bans"]["A.E.G.I.S."]["Sam"] is True
    t.do("advance", character="Sam", advancement="lock_soldier", label="savior")
    assert t.char("Sam")["locked"] == ["soldier"] and t.char("Sam")["labels"]["savior"] == 3


def test_the_joined_starts_from_the_other_half() -> None:
    t = Table()
    hero(t, "Rook", "bull", plus_one="danger")                                        # 3, 1, -1, 1, -1
    assert refused(t, "add-character", name="Twin", playbook="joined").field == "other_half"
    assert refused(t, "add-character", name="Twin", playbook="joined", other_half="Rook", up="danger",
                   down="freak").field == "up"                                        # +3 cannot go up
    assert refused(t, "add-character", name="Twin", playbook="joined", other_half="Rook", plus_one="freak").field == "plus_one"
    t.do("add-character", name="Twin", playbook="joined", other_half="Rook", up="savior", down="danger")
    assert t.char("Twin")["labels"] == {"danger": 2, "freak": 1, "savior": 0, "superior": 1, "mundane": -1}
    assert t.char("Twin")["other_half"] == "Rook"


# --- item 4 and --custom: refusals on the command line -------------------------------------------------

BAD = [
    (("--playbook", "", "--plus-one", "danger"), "playbook", "a blank text is not allowed"),          # refused blank before any rule
    (("--playbook", "mine", "--labels", "3,3,3,3,3", "--plus-one", "danger", "--custom"), "labels", "add up to +2"),
    (("--playbook", "mine", "--labels", "4,0,0,-1,-1", "--plus-one", "freak", "--custom"), "labels", "-2..+3"),
    (("--playbook", "mine", "--labels", "0,0,0,0,-3", "--custom"), "labels", "-2..+3"),
    (("--playbook", "mine", "--labels", "1,1,0,0", "--custom"), "labels", "five values"),
    (("--playbook", "revenant", "--labels", "2,1,1,-1,-1", "--plus-one", "danger"), "playbook", "needs --custom"),
    (("--playbook", "mine", "--plus-one", "danger", "--custom"), "labels", "starting array"),
    (("--playbook", "nomad", "--plus-one", "freak", "--custom"), "custom", "drop --custom"),
    (("--playbook", "mine", "--labels", "3,0,0,0,-1", "--plus-one", "danger", "--custom"), "plus_one", "+4"),
]


@pytest.mark.parametrize("args,field,words", BAD, ids=[f"{f}: {w}" for _, f, w in BAD])
def test_illegal_arrays_and_playbooks_are_refused(cli: Cli, args: tuple[str, ...], field: str, words: str) -> None:
    cli("create", "Halcyon")
    before = cli.bytes()
    proc = cli("add-character", "Zed", *args, ok=False)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1 and lines[0].startswith(f"error: {field.replace('_', '-')}:") and words in lines[0], proc.stderr
    assert cli.bytes() == before


def test_a_custom_playbook_is_noted_on_the_sheet_and_in_the_history(cli: Cli) -> None:
    cli("create", "Halcyon")
    cli("add-character", "Rev", "--playbook", "Revenant", "--custom", "--labels", "2,1,1,-1,-1", "--plus-one", "danger")
    sheet = cli.json("sheet", "Rev")
    assert sheet["playbook"] == "Revenant" and sheet["custom"] is True
    assert sheet["labels"] == {"danger": 3, "freak": 1, "savior": 1, "superior": -1, "mundane": -1}
    assert sheet["notes"] == ["a playbook the ledger does not model: its own rules are not applied"]
    assert sheet["advancement_options"]["list"] == "generic"
    assert "its own rules are not applied" in cli("sheet", "Rev").stdout
    row = cli.json("history")[-1]
    assert any("Revenant" in e["summary"] and "not applied" in e["summary"] for e in row["events"])
