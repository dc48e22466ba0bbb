"""The one error type rules raise.

Source: the developers' guide ("Bad input gets a clear one-line error naming the field and what is
allowed"). Every refusal in ``rules/`` is a ``RuleError``; the ledger turns it into a non-zero exit and
writes nothing.
"""

from __future__ import annotations


class RuleError(ValueError):
    """A refused command: ``field`` names the input at fault, ``message`` says what is allowed.

    ``str(err)`` is a single line: ``"<field>: <message>"``.
    """

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        self.message = " ".join(str(message).split())
        super().__init__(f"{field}: {self.message}")
