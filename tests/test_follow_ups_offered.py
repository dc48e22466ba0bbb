"""A roll's follow-ups (its resolution and picks, a spend on it, a conflict's actions) are offered to, and taken
from, only the one who may give them: the GM or whoever plays the roller (or, where the rules say so, the target or
a conflict's members); a player whose character did not roll gets no form for them, and posting one is refused
(403, worded, nothing written). One rule decides both: ``ledger.group.permissions.may_follow`` over each system's
``follows`` declaration (``rules.follow_ups``).

Source: README "Playing as a group" (a player acts only as their own characters; their pages offer what they may
do); each system's docs page, "Who gives which command": seed 000 'THE BASIC MOVES' (picks: the GM, the roller or
the target), seed 001 'Rolling the Dice' (the roller's bonus dice and resolution), seed 002 'Tutto' (the trainer
who rolled resolves), seed 003 'Attack' (the attacker rolls; attacker, target or defender resolves), seed 004
'Reglas básicas' and 'Conflictos' (the roller's Fate, Persona and resolution; the sides' members act).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT


@dataclass(frozen=True)
class Case:
    """One system's table: the sample, the GM's steps to an open roll (``(command, args, actor)``), the roller and
    another player's character, the follow-ups the roller is offered and the one posted by the other player."""

    sample: str
    campaign: str
    steps: tuple[tuple[str, dict[str, Any], str], ...]
    roller: str
    other: str
    follow_ups: tuple[str, ...]
    posted: str
    body: dict[str, Any] = field(default_factory=dict)


CASES = {
    "masks": Case("masks-second-chances", "Second Chances",
                  (("session start", {}, "GM"), ("scene start", {"title": "Museum"}, "GM"),
                   ("roll", {"move": "Directly Engage a Threat", "target": "Doctor Arclight", "dice": [5, 5]},
                    "Rook")),
                  "Rook", "Gale", ("resolve",), "resolve", {"pick": ["DE1"]}),
    "mosaic": Case("mosaic-blumen-des-montezuma", "Die Blumen des Montezuma",
                   (("session start", {}, "GM"), ("scene start", {"title": "Markt"}, "GM"),
                    ("roll", {"move": "Vorstoßen"}, "Kenji")),
                   "Kenji", "Diego", ("spend-tile", "press", "resolve"), "resolve"),
    "pokemon": Case("pokemon-aranciopoli-noir", "Aranciopoli Noir",
                    (("session start", {}, "GM"), ("scene start", {"title": "Il molo"}, "GM"),
                     ("roll", {"move": "osserva", "dice": [4, 5]}, "Vera")),
                    "Vera", "Nero", ("resolve", "treat-violently"), "resolve"),
    "basic": Case("basic-the-salt-road", "The Salt Road",
                  (("session start", {}, "GM"), ("scene start", {"title": "Ford"}, "GM"),
                   ("attack declare", {"target": "Korrow", "attribute": "brawn"}, "Mara")),
                  "Mara", "Tobin", ("attack roll", "attack call-off"), "attack roll", {"dice": [16]}),
    "mouseguard": Case("mouseguard-darkwater-crossing", "Darkwater Crossing",
                       (("session start", {}, "GM"), ("turn gm", {}, "GM"), ("scene start", {"title": "Ford"}, "GM"),
                        ("test", {"skill": "scout", "ob": 2, "dice": [5, 2, 1, 6]}, "Wren")),
                       "Wren", "Rogard", ("fate", "resolve"), "resolve"),
}


#: What a follow-up's body needs besides who acts, so that only the table's rule refuses it.
BODIES = {"press": {"culture": "Mexica"}, "treat-violently": {"pokemon": "Zanna"}}


@pytest.fixture(scope="module")
def tables(tmp_path_factory: Any) -> Any:
    """The app over a store of every system's sample, each with two players seated (the roller's and another's)
    and the roll of ``Case.steps`` open."""
    from ledger.service import Ledger
    from ledger.service.people import Person
    from ledger.web import make_app
    from web_support import bearer

    from conftest import TEST_STORE, pg_url

    store = str(tmp_path_factory.mktemp("follow") / "web.sqlite")
    store = pg_url(store) if TEST_STORE == "postgres" else store    # a module's store: on the run's own road
    setup = Ledger(store)
    for case in CASES.values():
        setup.replay(ROOT / "sample_campaigns" / f"{case.sample}.yaml")
    setup.close()
    ledger = Ledger(store, warm=True)
    app = make_app(ledger, secret="test-secret")
    clients = {}
    for system, case in CASES.items():
        for who in (case.roller, case.other):
            person = f"{system}-{who}".replace(" ", "")
            if person not in ledger.accounts():
                ledger.make_account(person, None)
            ledger.group(case.campaign, "grant", {"person": person, "role": "player", "characters": [who]})
            clients[system, who] = bearer(app, ledger.issue_token(Person(person), "test"))
        for command, args, actor in case.steps:
            ledger.act(case.campaign, command, args, actor=actor)
    yield ledger, clients
    ledger.close()


def _forms(client: Any, campaign: str) -> list[str]:
    """The commands the table page of ``campaign`` offers a form for, as ``client`` reads it."""
    import re

    page = client.get(f"/c/{campaign.replace(' ', '%20')}")
    assert page.status_code == 200
    return re.findall(r'data-command="([^"]+)"', page.text)


@pytest.mark.parametrize("system", sorted(CASES))
def test_a_players_page_offers_no_follow_up_of_anothers_roll(tables: Any, system: str) -> None:
    """Each system's declaration (``follows``): the roller's page has the roll's follow-ups, another player's none;
    every other form (a cooperative move, a mark) is on both pages alike."""
    ledger, clients = tables
    case = CASES[system]
    theirs, mine = _forms(clients[system, case.roller], case.campaign), _forms(clients[system, case.other], case.campaign)
    assert set(case.follow_ups) <= set(theirs)
    assert not set(case.follow_ups) & set(mine)
    state, follows = ledger.now(case.campaign).state, ledger.system(case.campaign).follows
    assert [c for c in theirs if follows(state, c) is None] == mine
    assert {c for c in theirs if follows(state, c) is not None} >= set(case.follow_ups)


@pytest.mark.parametrize("system", sorted(CASES))
def test_posting_a_follow_up_of_anothers_roll_is_refused_worded(tables: Any, system: str) -> None:
    """The same rule refuses the post of every follow-up: 403, rule ``player-acts``, naming whose roll it is (its
    roller only, never an NPC it targets: Masks' Doctor Arclight, Basic's Korrow), in the campaign's language,
    nothing written; the field named is ``as`` when the body sent one, else the command (none was sent)."""
    ledger, clients = tables
    case = CASES[system]
    before = ledger.now(case.campaign).version
    for command in dict.fromkeys((case.posted, *case.follow_ups)):
        for extra, named in (({}, "command"), ({"as": case.other}, "as")):
            body = {**(case.body if command == case.posted else BODIES.get(command, {})), **extra}
            got = clients[system, case.other].post(
                f"/api/campaigns/{case.campaign}/commands/{command.replace(' ', '/')}", json=body)
            said = got.json()["error"]
            assert (got.status_code, said["code"], said["field"]) == (403, "refused:player-acts", named), command
            assert said["message"].endswith(f"{system}-{case.other} {_plays(ledger, case)} {case.other}, "
                                            f"{_not(ledger, case)} {case.roller}"), (command, said["message"])
    assert ledger.now(case.campaign).version == before


def _plays(ledger: Any, case: Case) -> str:
    """The word of "plays" in the campaign's language (the group's frames, ``rules.group_frames``)."""
    return {"it": "gioca"}.get(ledger.system(case.campaign).languages[0], "plays")


def _not(ledger: Any, case: Case) -> str:
    return {"it": "non"}.get(ledger.system(case.campaign).languages[0], "not")


def test_the_roller_may_post_the_follow_up_the_other_may_not(tables: Any) -> None:
    """Seed 002 'Tutto': the trainer who rolled resolves their own roll (201), after another's post was refused."""
    ledger, clients = tables
    case = CASES["pokemon"]
    refused = clients["pokemon", case.other].post(f"/api/campaigns/{case.campaign}/commands/resolve", json={})
    assert refused.status_code == 403
    try:
        done = clients["pokemon", case.roller].post(f"/api/campaigns/{case.campaign}/commands/resolve",
                                                    json={"pick": ["Chi comanda"]})
        assert done.status_code == 201, done.text
        assert ledger.now(case.campaign).state.get("roll") is None
    finally:                                    # the roll open again for the module's other tests
        ledger.act(case.campaign, *case.steps[-1][:2], actor=case.steps[-1][2])


def test_treating_violently_on_anothers_roll_is_refused(tables: Any) -> None:
    """Seed 002 'Trattare Violentemente': the treatment improves the trainer's own open move; with another trainer's
    roll open it is neither offered nor taken from a player (403 ``player-acts``, naming whose roll it is, nothing
    written); the roller's page offers it."""
    ledger, clients = tables
    case = CASES["pokemon"]
    assert "treat-violently" in _forms(clients["pokemon", case.roller], case.campaign)
    assert "treat-violently" not in _forms(clients["pokemon", case.other], case.campaign)
    before = ledger.now(case.campaign).version
    got = clients["pokemon", case.other].post(f"/api/campaigns/{case.campaign}/commands/treat-violently",
                                              json={"pokemon": "Zanna"})
    said = got.json()["error"]
    assert got.status_code == 403 and said["code"] == "refused:player-acts"
    assert said["message"].endswith(f"pokemon-{case.other} gioca {case.other}, non {case.roller}")
    assert ledger.now(case.campaign).version == before


def test_a_conflicts_actions_are_offered_to_its_members_only(tmp_path: Path) -> None:
    """Seed 004 'Conflictos': each side's members roll their disposition and script their actions; a player whose
    mouse is on neither side gets no form for them, and their post is refused (403, nothing written)."""
    from ledger.service import Ledger
    from ledger.service.people import Person
    from ledger.web import make_app
    from web_support import bearer

    store = str(tmp_path / "mg.sqlite")
    Ledger(store).replay(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml")
    ledger = Ledger(store, warm=True)
    name = "Darkwater Crossing"
    try:
        app = make_app(ledger, secret="test-secret")
        clients = {}
        for who in ("Wren", "Rogard"):
            ledger.make_account(f"p-{who}", None)
            ledger.group(name, "grant", {"person": f"p-{who}", "role": "player", "characters": [who]})
            clients[who] = bearer(app, ledger.issue_token(Person(f"p-{who}"), "test"))
        for command, args in (("session start", {}), ("turn gm", {}), ("scene start", {"title": "The snake"}),
                              ("conflict start", {"type": "Fight Animal", "team": ["Brand", "Wren", "Tamsin"],
                                                  "goal": "Drive it off", "opponents": ["Water Snake"],
                                                  "opponent_goal": "Eat a mouse"})):
            ledger.act(name, command, args, actor="GM")
        member, outsider = _forms(clients["Wren"], name), _forms(clients["Rogard"], name)
        assert "conflict disposition" in member and "conflict disposition" not in outsider
        assert [c for c in member if not c.startswith("conflict ")] == outsider
        before = ledger.now(name).version
        got = clients["Rogard"].post(f"/api/campaigns/{name}/commands/conflict/disposition", json={})
        assert got.status_code == 403 and got.json()["error"]["message"].endswith(
            "p-Rogard plays Rogard, not Brand, Wren, Tamsin")     # the GM's Water Snake unnamed
        assert ledger.now(name).version == before
    finally:
        ledger.close()


@pytest.mark.parametrize("system", sorted(CASES))
def test_the_status_and_a_refusal_list_no_follow_up_of_anothers_roll(tables: Any, system: str) -> None:
    """The lists of what a reader may do (the status's ``allowed``, a refusal's "allowed now") follow the same rule:
    the roller's lists hold the follow-ups, another player's none."""
    ledger, clients = tables
    case = CASES[system]
    status = {who: clients[system, who].get(f"/api/campaigns/{case.campaign}/status").json() for who in
              (case.roller, case.other)}
    allowed = {who: [e.split(" --")[0] for e in (s.get("roll") or {}).get("allowed") or []] for who, s in status.items()}
    if not allowed[case.roller]:
        pytest.skip(f"{system}'s status lists no commands allowed")
    assert set(case.follow_ups) & set(allowed[case.roller]) and not set(case.follow_ups) & set(allowed[case.other])
    state, follows = ledger.now(case.campaign).state, ledger.system(case.campaign).follows
    assert [c for c in allowed[case.roller] if follows(state, c) is None] == allowed[case.other]
