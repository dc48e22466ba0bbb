"""The shapes every language's table of the ledger's own refusal frames is built on (``rules.ledger_frames``): the
placeholders of an amend's command line, German's word order for undoing a number of actions, and the whole frames
whose inner part the campaign's system reads (the later actions that fall, the odds' refusal of a roll the phase
forbids, the ``--since`` form).

Source: ``ledger.corrections`` and ``ledger.correction_hints`` (the later actions' frames), ``ledger.service.odds``
(a roll the phase forbids), ``ledger.projections.history`` (``BOUND_FORM``); README "Using the ledger" (``--lang``).
"""

from __future__ import annotations

from rules.placeholders import spoken
from rules.refusals import Phrases


def amend_line(lang: str) -> tuple[tuple[str, str], tuple[str, str]]:
    """The placeholders of an amend's command line in a hint (``--ARGUMENT VALUE``, and ``--ARGUMENT ...`` where an
    amend's refusal names the action to correct with it) and in ``lang`` (``rules.placeholders``: ``--ARGOMENTO
    VALORE``, ``--ARGOMENTO``); the option's dashes stay as typed."""
    return ("--ARGUMENT VALUE", "--" + spoken("ARGUMENT VALUE", lang)), ("--ARGUMENT", "--" + spoken("ARGUMENT", lang))

def undo_counted_de() -> tuple[tuple[str, str], ...]:
    """German's ways to undo a number of later actions (``undo the 3 with --cascade``), the verb's particle
    (``rückgängig``) after the option as German places it; read before the word-for-word parts."""
    return ((r"(?<![\w-])undo the (\d+) refused with (--redecide --cascade)", r"mach die \1 abgelehnten mit \2 rückgängig"),
            (r"(?<![\w-])undo the one refused with (--redecide --cascade)", r"mach die eine abgelehnte mit \1 rückgängig"),
            (r"(?<![\w-])undo (?:the|all) (\d+) with --cascade", r"mach alle \1 mit --cascade rückgängig"))


#: What ``--since``/``--until`` allow (``ledger.projections.history.BOUND_FORM``), as a pattern's tail.
_ISO = r"an ISO 8601 date or date-time: (?P<form>YYYY-MM-DD, YYYY-MM-DDTHH:MM\[:SS\[\.ffffff\]\]), optionally with Z or \+HH:MM \(UTC otherwise\)"
_DEPEND = r"later actions depend on action (?P<act>[^:]+): (?P<rest>.*)"
_CHANGE = r"later actions would change if action (?P<act>[^:]+) came back: (?P<rest>.*)"
_AMEND = r"after this amend, later actions would be refused: (?P<rest>.*)"
#: The odds' refusal of a roll the phase forbids (``ledger.service.odds``): the gate's reason may hold clauses of its
#: own ("... the Players' Turn; no mission turn is running"), so it is a whole frame, its reason read by the system.
_NO_ROLL_NOW = r"no roll can be made now: (?P<rest>.*)"
_NO_ROLL_WHILE = r"no roll can be made while (?P<rest>.*)"


def language(lang: str, iso: tuple[str, str, str], depend: str, change: str, amend: str,
              templates: tuple[tuple[str, str], ...], parts: tuple[tuple[str, str], ...],
              no_roll: tuple[str, str] = ("", "")) -> Phrases:
    """``lang``'s table: the ``--since`` form, alone, after "no such date or time" and after "a moment within
    years 1-9999 in UTC" (``iso``, each with ``{form}``), the three frames naming the later actions that fall
    (``{act}``, ``{rest}``), the odds' two refusals of a roll the phase forbids (``no_roll``: now, while; each with
    ``{rest}``), the ``templates`` and the ``parts`` (the words inside ``rest``)."""
    return Phrases(templates=templates, parts=parts, again=("rest",), lang=lang,
                   whole=((_ISO, iso[0]), (rf"no such date or time; {_ISO}", iso[1]),
                          (rf"a moment within years 1-9999 in UTC; {_ISO}", iso[2]),
                          (_DEPEND, depend), (_CHANGE, change), (_AMEND, amend),
                          (_NO_ROLL_NOW, no_roll[0]), (_NO_ROLL_WHILE, no_roll[1])))
