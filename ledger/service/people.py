"""Who calls the service layer: a person with an account, or the store's owner.

Source: design.md "People, roles and hidden information" (the CLI on the store's own machine is the owner of the
file, and so the GM of every campaign in it) and README "Playing as a group".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar


@dataclass(frozen=True)
class Person:
    """A caller: ``name`` (an account's name, ``ledger.service.accounts``) or the store's owner (``owner``: the CLI
    on the store's machine, a GM of every campaign; ``Person.OWNER``, named ``owner``). Every service call takes
    ``by=`` a ``Person`` (default the owner) and checks what they may do and see."""

    name: str
    owner: bool = False

    OWNER: ClassVar[Person]

    @property
    def who(self) -> str | None:
        """The name the campaign's table knows this caller by (None: the owner)."""
        return None if self.owner else self.name


Person.OWNER = Person("owner", owner=True)


def unknown_person(ledger: Any, given: Any, by: Person) -> str | None:
    """Check a ``grant``'s ``person`` (``given``, as typed) against the store's accounts: someone with an account
    passes (None); for the store's owner, a name with neither is seated ahead of sign-up (README
    "Playing as a group": ``ledger grant Mara`` before ``ledger account add Mara``) and returned, for the answer to
    say so; for anyone else (a GM on the server) it is refused. Raises ``LedgerError("person")`` naming what is
    allowed. A name that is no text is left to the command's own check."""
    from ledger.errors import LedgerError

    if not isinstance(given, str) or not given.strip():
        return None
    name = " ".join(given.split())
    if name in ledger.accounts():
        return None
    if by.owner:
        return name
    raise LedgerError("person", f"{name} has no account on this server; grant a role to an account's name, or "
                      "invite them")
