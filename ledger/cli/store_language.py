"""The language of a command that works on a store before any campaign's system is known (``export``, ``import``,
``verify``, ``campaigns``, ``create``, ``replay``), and of a refusal no campaign can word (a store that cannot be
found): the languages of the registered systems, worded by the frames every system of a language shares.

Source: README "Using the ledger" (``--lang``, ``LEDGER_LANG``) and the developers' guide ("Bad input gets a clear
one-line error naming the field as the user typed it"; nothing under ledger/ names a system or its languages).
Imports no other module of the CLI: the invocation's session (``ledger.cli.session``) words a store's refusal here.
"""

from __future__ import annotations

from typing import Any

import click

from rules.errors import RuleError


def ledger_languages() -> list[str]:
    """Every language a registered system plays in (``en`` among them), sorted: what ``--lang`` may ask of a command
    that works on a store before any campaign's system is known (``export``, ``import``, ``verify``, ``campaigns``,
    ``create``, ``replay``): ``ledger.service.languages.ledger_languages``. Source: README "Using the ledger"
    (``--lang``)."""
    from ledger.service.languages import ledger_languages as languages

    return languages()


def store_lang(given: str | None) -> str:
    """The language of such a command's refusals: ``given`` (``--lang``, its language part: ``DE``, ``de_DE.UTF-8``;
    a blank one refused), else the preferred
    language (``LEDGER_LANG``) when a system plays in it, else English. Raises ``RuleError("lang")`` naming the
    languages allowed (``ledger_languages``). Source: README "Using the ledger" (``--lang``, ``LEDGER_LANG``)."""
    from rules.i18n import PREFERRED

    from rules.i18n import language_part

    allowed = ledger_languages()
    if given is None:
        return PREFERRED["lang"] if PREFERRED["lang"] in allowed else "en"
    code = language_part(given)
    if code not in allowed:
        raise RuleError("lang", f"{given!r} is not a language of the ledger's systems; allowed: {', '.join(allowed)}")
    return code


def campaign_lang(given: str | None, system: Any) -> str:
    """The language of what such a command says once the campaign's game system is known (``system``, a
    ``GameSystem`` or its id; None: not known): ``given`` (``--lang``) or the preferred language (``LEDGER_LANG``) as
    ``store_lang`` reads them, else the system's own language (``GameSystem.lang(None)``: the one its rows read in
    without ``--lang``), else English. Raises ``RuleError("lang")`` as ``store_lang``. Source: README "Using the
    ledger" (``--lang``; a system's refusals and lines in its own language by default)."""
    from rules import get_system, registered
    from rules.i18n import PREFERRED

    code = store_lang(given)
    if (given is not None and str(given).strip()) or PREFERRED["lang"] in ledger_languages():
        return code
    if isinstance(system, str):
        system = get_system(system) if system in registered() else None
    return str(system.lang(None)) if system is not None else code


def store_words(code: str, system: Any = None) -> Any:
    """How such a command words a refusal (``err`` -> ``field: message``) in ``code``: by ``system`` when it is known
    and plays in ``code`` (``GameSystem.refusal``), else by the frames every system of ``code`` shares
    (``rules.archive_frames.shared_refusal``: no system is known yet). Source: the developers' guide ("Bad input
    gets a clear one-line error naming the field as the user typed it")."""
    from rules.archive_frames import shared_refusal

    def speak(err: RuleError) -> str:
        if system is not None and code in system.languages:
            return system.refusal(err, code)
        return shared_refusal(err.field, err.message, code)
    return speak


def named_words(system_id: str | None, own: str | None, code: str) -> tuple[str, Any]:
    """(the language, how a refusal is worded: ``store_words``) of the refusals of a command asked for no ``--lang``
    whose file (an export, a script) names a campaign of system ``system_id`` (None: the file cannot be read that far)
    whose own language is ``own`` (None: none chosen): ``LEDGER_LANG`` first (``code``, as ``store_lang`` read it),
    else ``own`` when the system plays in it, else the system's first language (``GameSystem.lang(None)``), worded by
    that system; ``code`` by the shared frames for a system the ledger does not know. Source: README "Using the
    ledger" (a campaign's language; a system's refusals in its own language by default) and "Archiving a campaign"
    (an import's refusals speak the language of the campaign the file names)."""
    from rules import get_system, registered
    from rules.i18n import PREFERRED

    if PREFERRED["lang"] in ledger_languages() or system_id not in registered():
        return code, store_words(code)
    system = get_system(system_id)
    said = own if own in system.languages else str(system.lang(None))
    return said, store_words(said, system)


def asked_lang() -> str:
    """The language the running command asks for its refusals before a campaign is read (``store_lang``): its
    ``--lang`` as the click context holds it, else the preferred language or English when that ``--lang`` is none of
    the ledger's languages (or there is no running command). Source: README "Using the ledger" (``--lang``)."""
    ctx = click.get_current_context(silent=True)
    params = ctx.params if ctx is not None else {}
    try:
        return store_lang(params.get("lang"))
    except RuleError:
        return store_lang(None)
