"""The one error type rules raise.

Source: the developers' guide ("Bad input gets a clear one-line error naming the field and what is
allowed"). Every refusal in ``rules/`` is a ``RuleError``; the ledger turns it into a non-zero exit and
writes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any


class RuleError(ValueError):
    """A refused command: ``field`` names the input at fault, ``message`` says what is allowed.

    ``str(err)`` is a single line: ``"<field>: <message>"``. ``words`` (optional) maps a piece of the English
    message that a system words from its own record (a pool ``Fighter 4, gear laser +1``) to a function of a
    language code giving that piece in the language (``GameSystem.refusal`` puts it in place of the English, which
    the phrase tables keep as a value); a function answering None keeps the English.
    """

    def __init__(self, field: str, message: str, words: Mapping[str, Callable[[str], str | None]] | None = None) -> None:
        self.field = field
        self.message = " ".join(str(message).split())
        self.words = dict(words or {})
        super().__init__(f"{field}: {self.message}")

    def worded(self, text: str, lang: str) -> str:
        """``text`` (this refusal as a language's tables said it) with each of ``words``' English pieces in
        ``lang``; unchanged for English or when a piece is no longer in ``text``. A piece that is the whole message
        gives the whole refusal in ``lang`` (when its function answers), whatever the tables said."""
        whole = next((say for english, say in self.words.items() if " ".join(english.split()) == self.message), None)
        local = whole(lang) if whole is not None and lang != "en" else None
        if local:                                   # a piece that is the whole message: the whole refusal here
            return local
        for english, say in self.words.items() if lang != "en" else ():
            local = say(lang)
            if local:
                text = text.replace(" ".join(english.split()), local)
        return text


#: The refusal of a text that is not valid UTF-8 (after ``<field>: ``).
NOT_UTF8 = "not valid UTF-8 text (retype it; invalid bytes cannot be recorded)"
#: The refusal of an option or field that takes one value, given more than once (after ``<field>: ``).
GIVEN_TWICE = "given more than once; give it once"
#: The refusal of an option that takes a list in one value (``--tags a,b``), given more than once; ``{0}`` is the
#: option as it should have been typed, every value given in one (after ``<field>: ``).
GIVEN_TWICE_LIST = "given more than once; it takes a list: give every value in one, e.g. {0}"
#: The refusal of an option that takes a value, given with none: the next word is another option (after
#: ``<field>: ``).
VALUE_MISSING = "value missing"


def utf8(value: Any) -> bool:
    """True unless ``value`` is, or holds (lists, tuples, dict keys and values), a string that cannot be
    written as UTF-8: lone surrogates, which is what the bytes of a command line or file that were not
    UTF-8 decode to. Source: the newcomer's text-safety findings, item 1."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return False
        return True
    if isinstance(value, dict):
        return all(utf8(k) and utf8(v) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return all(utf8(v) for v in value)
    return True
