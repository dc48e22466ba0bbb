"""The contract every game system keeps (``rules.contract``; docs/adding-a-game-system.md).

Every registered system, the toy house system included, passes the whole check. Then a toy system is
broken one way at a time and each kind of fault is caught with a message naming the system and what is
wrong: in its declaration (when ``rules.get_system`` loads it), its views, its command table and its
gates (each when it first loads), and what two parts need together (a preview switch and its view).
"""

from __future__ import annotations

import dataclasses
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

import rules
from conftest import ROOT
from rules.contract import ContractError, check_declared, check_system
from rules.errors import RuleError
from rules.phases import Way
from rules.reference import Reference
from rules.decide import decide
from rules.declaration import Command, Context, Read, Views
from rules.system import Args, arg

sys.path.insert(0, str(ROOT / "tests" / "systems"))
import toy2d6  # noqa: E402  (the toy house system, registered with LEDGER_SYSTEMS in its own tests)

TOY = toy2d6.SYSTEM


@pytest.mark.parametrize("system_id", [*rules.SYSTEM_MODULES, "toy"])
def test_every_registered_system_keeps_the_contract(system_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LEDGER_SYSTEMS", "toy=toy2d6")
    system = rules.get_system(system_id)
    check_system(system, system_id)                       # raises ContractError on any fault
    assert system.views.sheet is not None and system.commands
    if system_id in rules.SYSTEM_MODULES:                 # one phase mechanism: a gate table in every system
        from rules.sessions import UNGATED

        assert list(system.gate_table) == [c for c in system.commands if c not in UNGATED]
        assert "recap" in system.commands and "recap" in system.gm_commands   # the shared recap, every system


def _broken(problem: str, **changes: Any) -> None:
    """``check_system`` on the toy with ``changes`` finds ``problem`` (and names the toy)."""
    with pytest.raises(ContractError) as caught:
        check_system(dataclasses.replace(TOY, **changes))
    assert caught.value.system == "toy" and problem in caught.value.problems, caught.value.problems
    assert str(caught.value).startswith("game system 'toy' breaks its contract: ")


def test_a_broken_declaration_is_named() -> None:
    _broken("title is empty", title=" ")
    _broken("load_views is not callable", load_views=None)
    _broken("options_model 'toy.Options' is neither a model nor 'module:Name'", options_model="toy.Options")
    _broken("language 'XX' is not a lower-case code", languages=("en", "XX"))
    _broken("languages en, en repeat a code", languages=("en", "en"), words={})
    _broken("words are given for 'xx', which is not one of its languages (en)", languages=("en",))
    _broken("language 'zz' has no interface words (rules.i18n.WORDS or its own words)", languages=("en", "xx", "zz"))
    _broken("completion 'NAME' names 'people', which is neither 'characters' nor 'open picks' nor a reference kind",
            completions={"NAME": "people"})
    _broken("read 'party' needs a callable view and rows", reads={"party": Read(view=None, rows=None)})  # type: ignore[arg-type]
    with pytest.raises(ContractError) as caught:
        check_declared(TOY, "dice")
    assert caught.value.problems == ["its id is 'toy' but it is registered as 'dice'"]


def test_a_reference_kind_named_like_a_read_is_refused_when_declared() -> None:
    with pytest.raises(ContractError, match="game system 'toy' breaks its contract: reference kinds party are already reads"):
        dataclasses.replace(TOY, reference={"party": Reference(lambda: [], "Party", "List them.")})


def _views(**changes: Any) -> Views:
    return dataclasses.replace(toy2d6.VIEWS, **changes)


def test_broken_views_are_named() -> None:
    _broken("view 'sheet' is missing", load_views=lambda: _views(sheet=None))
    _broken("view 'summary' is not callable", load_views=lambda: _views(summary="summary"))
    _broken("view 'status' is given without 'status_rows'", load_views=lambda: _views(status=lambda s, lang: {}))
    _broken("view 'odds_rows' is given without 'odds'", load_views=lambda: _views(odds_rows=lambda d, lang: []))
    _broken("view 'redaction_key' is given without 'redact'", load_views=lambda: _views(redaction_key=lambda s: 1))
    _broken("its views are a dict, not rules.declaration.Views", load_views=lambda: {"sheet": toy2d6.sheet})
    _broken("its views cannot be loaded: No module named 'toy_views'",
            load_views=lambda: __import__("toy_views").VIEWS)


def test_views_are_checked_when_they_first_load() -> None:
    system = dataclasses.replace(TOY, load_views=lambda: _views(describe=None))
    with pytest.raises(ContractError, match="view 'describe' is missing"):
        system.views.sheet                                 # noqa: B018 - the first use loads and checks


def _commands(**changes: Command | None) -> dict[str, Command]:
    table = {**toy2d6.COMMANDS, **changes}
    return {k: v for k, v in table.items() if v is not None}


def test_a_broken_command_table_is_named() -> None:
    harm = toy2d6.COMMANDS["harm"]
    _broken("command 'harm' is named 'hurt'", load_commands=lambda: _commands(harm=dataclasses.replace(harm, name="hurt")))
    _broken("command 'harm' has no Args model", load_commands=lambda: _commands(harm=dataclasses.replace(harm, args=dict)))
    _broken("command 'harm' has no handler", load_commands=lambda: _commands(harm=dataclasses.replace(harm, handler=None)))
    _broken("command 'harm' needs one line of help", load_commands=lambda: _commands(harm=dataclasses.replace(harm, help="")))
    _broken("command 'harm' is not a Command", load_commands=lambda: _commands(harm="harm"))
    _broken("'party' is both a command and a read", load_commands=lambda: _commands(party=dataclasses.replace(harm, name="party")))
    _broken("group 'scene' has no command", load_commands=lambda: _commands(**{"scene start": None, "scene end": None}))
    _broken("its command table is not a non-empty mapping of name -> Command", load_commands=dict)
    system = dataclasses.replace(TOY, load_commands=lambda: _commands(harm=dataclasses.replace(harm, handler=None)))
    with pytest.raises(ContractError, match="command 'harm' has no handler"):
        system.commands                                    # noqa: B018 - checked when it first loads


GATES: dict[str, Any] = {name: None for name in toy2d6.COMMANDS}


def test_a_broken_gate_table_is_named_when_it_is_first_used() -> None:
    _broken("gate 'heal' names no command", gates={**GATES, "heal": None})
    _broken("command 'harm' has no gate (None: allowed in every phase)", gates={k: v for k, v in GATES.items() if k != "harm"})
    _broken("gate 'roll' is not a tuple of rules.phases.Way", gates={**GATES, "roll": ()})
    _broken("gate 'roll' is not a tuple of rules.phases.Way", gates={**GATES, "roll": ("open",)})
    _broken("gates is not a mapping of command -> gate", gates=["roll"])
    system = dataclasses.replace(TOY, gates={**GATES, "heal": None})
    state = system.new_state(system.parse_options({}))
    with pytest.raises(ContractError, match="gate 'heal' names no command"):
        decide(system, state, "add-character", {"name": "Ash"}, Context("GM", 1))
    sound = dataclasses.replace(TOY, gates={**GATES, "harm": (Way(when=lambda s: False, why_not="no harm today"),)})
    assert sound.allowed_now(state) == [c for c in GATES if c != "harm"]


class _Previewed(Args):
    """Roll with a preview switch."""

    stat: str = arg("might", help="The stat.")
    chances: bool = arg(False, preview="chances", help="Show the chances first.")


def test_a_preview_switch_needs_its_view_and_odds_need_a_switch() -> None:
    roll = dataclasses.replace(toy2d6.COMMANDS["roll"], args=_Previewed)
    _broken("command 'roll' previews view 'chances' (--chances), which it does not give",
            load_commands=lambda: _commands(roll=roll))
    _broken("view 'odds' is given but no command has a preview=\"odds\" switch",
            load_views=lambda: _views(odds=lambda *a: {}))


def test_every_problem_is_listed_at_once() -> None:
    with pytest.raises(ContractError) as caught:
        check_system(dataclasses.replace(TOY, title="", load_views=lambda: _views(sheet=None, term=None)))
    assert caught.value.problems == ["title is empty", "view 'sheet' is missing", "view 'term' is missing"]


def test_get_system_refuses_a_broken_house_system_in_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "brokentoy.py").write_text(textwrap.dedent("""
        import dataclasses
        import toy2d6
        SYSTEM = dataclasses.replace(toy2d6.SYSTEM, id="broken", languages=("en", "xx", "Klingon"))
    """))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("LEDGER_SYSTEMS", "broken=brokentoy")
    with pytest.raises(RuleError) as caught:
        rules.get_system("broken")
    assert caught.value.field == "system"
    assert caught.value.message == ("system 'broken' cannot be loaded from brokentoy: game system 'broken' breaks its "
                                    "contract: language 'Klingon' is not a lower-case code; language 'Klingon' has no interface "
                                    "words (rules.i18n.WORDS or its own words)")


def test_an_argument_naming_the_actor_s_own_that_is_not_a_character_is_named() -> None:
    """``rules.naming.undeclared``: an ``own`` argument whose values are not the characters (README "Playing as a
    group": the permission check reads which arguments name a character from their declarations)."""
    from rules.system import Args, arg

    class Pet(Args):
        """Feed a companion."""

        pet: str = arg(help="Your companion.", metavar="COMPANION", own=True)

    harm = toy2d6.COMMANDS["harm"]
    _broken("feed pet: names a character but its values are not the characters (give it the placeholder NAME or "
            "a completions entry to the characters)",
            load_commands=lambda: _commands(feed=dataclasses.replace(harm, name="feed", args=Pet)))
