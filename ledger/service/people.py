"""Who calls the service layer: a person with an account, or the store's owner.

Source: design.md "People, roles and hidden information" (the CLI on the store's own machine is the owner of the
file, and so the GM of every campaign in it) and README "Playing as a group".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


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
