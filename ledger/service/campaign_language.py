"""A campaign's own language: the one its group chose (``create --lang``, the GM's ``language`` command), read by
every face as the default of a reader who asked for none.

Source: README "Using the ledger" (``--lang``, ``LEDGER_LANG``) and "Playing as a group" (a campaign's language,
a person's language, ``?lang=``, ``Accept-Language``). The language is kept in the campaign state's ``table``
part (``table.language``, a code of the campaign's system; absent for a campaign that never chose one: it reads as
it always did, in the system's own language). No language or system is named here.

The one rule, for every face: a language the reader asked for (``--lang``, ``?lang=``) first; then, on the CLI, the
preferred language (``LEDGER_LANG``) and, on the web, the person's account setting; then the campaign's language;
then (web) the browser's ``Accept-Language``; then the system's first language (``language_order``).
"""

from __future__ import annotations

from typing import Any


def recorded(state: dict[str, Any] | None) -> str | None:
    """The language campaign ``state`` (a campaign state mapping) records as its own (``table.language``), or None
    (none chosen: an old campaign, or one created without ``--lang``). Never raises."""
    table = (state or {}).get("table") if isinstance(state, dict) else None
    code = table.get("language") if isinstance(table, dict) else None
    return code if isinstance(code, str) and code else None


def checked(system: Any, given: Any, field: str = "language") -> str:
    """``given`` (a language code as typed: ``de``, ``DE``, ``de_DE.UTF-8``) as the code of one of ``system``'s
    languages (``GameSystem.lang``). Raises ``RuleError(field)`` naming the system's languages for anything else
    (a blank, a language the system does not read in, not a text)."""
    from rules.errors import RuleError

    if not isinstance(given, str):
        raise RuleError(field, f"give a language; allowed: {', '.join(system.languages)}")
    try:
        return str(system.lang(given))
    except RuleError as err:
        raise RuleError(field, err.message) from None


def language_order(asked: str | None, own: str | None, campaign: str | None, browser: list[str],
                   offered: tuple[str, ...], first: str) -> str:
    """The reader's language among ``offered`` (a system's language codes), the first of: ``asked`` (``--lang``,
    ``?lang=``), ``own`` (the CLI's ``LEDGER_LANG``, the web person's account setting), ``campaign`` (``recorded``),
    each of ``browser`` (the web's ``Accept-Language`` codes, in order; none on the CLI) that is offered; else
    ``first`` (the system's own language). Why the campaign's before the browser's: a group that chose a language
    reads in it whatever a browser's default says; a person who chose one in their account still reads their own."""
    for code in (asked, own, campaign, *browser):
        if code and code in offered:
            return code
    return first


class CampaignSystem:
    """A campaign's game system speaking the campaign's language by default: every attribute is ``system``'s,
    but ``lang(None)`` is ``LEDGER_LANG`` when the system has it, else the campaign's language (``language``: a
    code of the system, or a callable giving it or None, read once when first needed), else the system's first
    language. ``language_chosen`` is the campaign's language (None: none chosen). Source: this module's rule."""

    def __init__(self, system: Any, language: Any) -> None:
        self._system = system
        self._language = language

    def __getattr__(self, name: str) -> Any:
        if name in ("_system", "_language"):        # not set yet (a copy being made): no recursion
            raise AttributeError(name)
        return getattr(self._system, name)

    @property
    def plain(self) -> Any:
        """The game system itself (``rules.system.GameSystem``)."""
        return self._system

    @property
    def language_chosen(self) -> str | None:
        """The campaign's language when it chose one of the system's, else None."""
        if callable(self._language):
            try:
                self._language = self._language()
            except Exception:  # noqa: BLE001 - a campaign that cannot be read now: no choice known, the system's own
                self._language = None
        code = self._language
        return code if isinstance(code, str) and code in self._system.languages else None

    def lang(self, given: str | None) -> str:
        """``GameSystem.lang``, with the campaign's language as the default before the system's first language
        (``LEDGER_LANG`` still first). Raises ``RuleError("lang")`` as ``GameSystem.lang``."""
        from rules.i18n import PREFERRED

        if given is not None or PREFERRED["lang"] in self._system.languages:      # the campaign is then not read
            return str(self._system.lang(given))
        return language_order(None, None, self.language_chosen, [], tuple(self._system.languages),
                              str(self._system.lang(None)))

    def __eq__(self, other: object) -> bool:
        return (other.plain if isinstance(other, CampaignSystem) else other) == self._system

    def __hash__(self) -> int:
        return hash(self._system)

    def __repr__(self) -> str:
        return f"CampaignSystem({self._system!r})"


def speaking(system: Any, language: Any) -> Any:
    """``system`` speaking a campaign's language (``CampaignSystem``); ``language``: the campaign state (a
    mapping: ``recorded`` reads it), a code, None, or a callable giving a code or None (read when first needed).
    A system already bound is rebound to ``language``."""
    plain = system.plain if isinstance(system, CampaignSystem) else system
    code = recorded(language) if isinstance(language, dict) else language
    return CampaignSystem(plain, code)


def chosen(system: Any) -> str | None:
    """The campaign language ``system`` speaks (``CampaignSystem.language_chosen``), or None for a plain system."""
    return system.language_chosen if isinstance(system, CampaignSystem) else None


def campaign_system(camp: Any) -> Any:
    """The game system ``camp`` plays (a campaign, its read or the fast reader's: ``system`` its id, ``state`` its
    state), speaking the campaign's language by default (``speaking``)."""
    from rules import get_system

    return speaking(get_system(camp.system), getattr(camp, "state", None))


def stored_system(ledger: Any, name: str | None, system: Any) -> Any:
    """``system`` (the game system a command was read for) speaking the language of campaign ``name`` in
    ``ledger``'s store (a ``ledger.service.Ledger``), read only when a default is asked (``CampaignSystem``);
    a campaign that cannot be read leaves the system's own."""
    return speaking(system, lambda: recorded(ledger.now(name).state))
