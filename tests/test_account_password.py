"""A new password for an account (``ledger account password NAME``; ``Ledger.reset_password``): the old password no
longer signs in, the new one does, and every session signed in before is ended in the same change; an unknown
account or a taken name is refused before any password is asked, nothing written. Source: README "Playing as a
group" (accounts; signing out ends every session of that person).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ledger.errors import LedgerError
from ledger.service import Ledger

OLD, NEW = "an old password", "a new password"


def test_a_new_password_replaces_the_old_and_ends_every_session(tmp_path: Path) -> None:
    led = Ledger(str(tmp_path / "s.sqlite"))
    try:
        led.create("Road", "basic")
        led.make_account("Ana", OLD)
        started = led.session_start()
        assert led.session_valid("Ana", started) is True
        moment = led.reset_password("Ana", NEW)
        assert led.check_password("Ana", OLD) is None
        assert led.check_password("Ana", NEW).name == "Ana"
        assert led.session_valid("Ana", started) is False                  # signed in before: ended
        assert led.session_valid("Ana", moment) is True                    # a session from now on stands
    finally:
        led.close()


@pytest.mark.parametrize(("name", "exists", "said"), [
    ("Zed", True, "name: no account 'Zed'"),
    ("Ana", False, "name: an account 'Ana' exists already"),
])
def test_an_unknown_or_taken_name_is_refused_before_a_password_is_asked(
        tmp_path: Path, name: str, exists: bool, said: str) -> None:
    led = Ledger(str(tmp_path / "s.sqlite"))
    try:
        led.create("Road", "basic")
        led.make_account("Ana", OLD)
        with pytest.raises(LedgerError) as err:
            led.require_account(name, exists=exists)
        assert str(err.value) == said
        with pytest.raises(LedgerError) as err:
            led.reset_password("Zed", NEW)
        assert str(err.value) == "name: no account 'Zed'"
        assert led.accounts() == ["Ana"] and led.check_password("Ana", OLD).name == "Ana"
        led.require_account("Ana")                                          # known: nothing refused
        led.require_account("Bo", exists=False)
    finally:
        led.close()
