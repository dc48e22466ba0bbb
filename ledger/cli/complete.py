"""Completion of the ledger's commands: value candidates for click parameters, and the scripts that hook
click's completion into bash, zsh and fish.

Source: README "At the table: ledger play". Every completion, in ``ledger play`` and in a shell, goes through click's
own mechanism (``Parameter.shell_complete``): the values of a system command's argument come from the
campaign's current state and the system's reference lists (``rules.completion.candidates``,
``rules.completion``); the ledger's own arguments (who acts, a character's name, the language, the
campaign) from the campaign too. Nothing here names a game system. A value holding a control character
is never offered (a shell would print it raw).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import click

from ledger.failure_reasons import NOT_TEXT, os_reason

#: The shells ``ledger --show-completion`` / ``--install-completion`` know.
SHELLS = ("bash", "zsh", "fish")
#: The environment variable click's completion scripts set (``_LEDGER_COMPLETE=bash_complete``).
COMPLETE_VAR = "_LEDGER_COMPLETE"


def matching(values: Iterable[str], incomplete: str) -> list[str]:
    """The ``values`` that start with ``incomplete`` (case-, accent- and hyphen-insensitive, as the input
    matches names), in order, without duplicates or values holding control characters."""
    from ledger.cli.common import safe
    from rules.names import norm

    wanted = norm(incomplete)
    found: list[str] = []
    for value in values:
        text = str(value)
        if text in found or safe(text) != text:
            continue
        if norm(text).startswith(wanted) or text.startswith(incomplete):
            found.append(text)
    return found


def campaign_now(ctx: click.Context) -> Any:
    """The campaign this completion works on, as it stands now (an object with ``name``, ``system``,
    ``state``, ``actions``), from the context's ``--store``/``--campaign`` or the environment; a warm
    shell's kept copy when there is one. Raises whatever the store raises (callers offer nothing then)."""
    from ledger.cli.session import session

    params: dict[str, Any] = {}
    for each in reversed(_chain(ctx)):
        params.update({k: v for k, v in each.params.items() if v is not None})
    store, campaign = params.get("store"), params.get("campaign")
    return session(ctx).ledger(store).now(campaign or None)


def _chain(ctx: click.Context) -> list[click.Context]:
    """``ctx`` and its parents, innermost first."""
    found = []
    while ctx is not None:
        found.append(ctx)
        ctx = ctx.parent  # type: ignore[assignment]
    return found


def _lang(ctx: click.Context, system: Any) -> str:
    for each in _chain(ctx):
        given = each.params.get("lang")
        if given:
            try:
                return system.lang(given)
            except Exception:  # noqa: BLE001 - an unknown language completes in the default one
                break
    return system.lang(None)


def offering(values: Callable[[click.Context, Any, str, Any], Iterable[str]]) -> Callable[..., list[str]]:
    """A click ``shell_complete`` callback from ``values(ctx, campaign, lang, system)``: the campaign is read
    now; any failure (no store, no campaign, a refused read) offers nothing."""
    def complete(ctx: click.Context, _param: click.Parameter, incomplete: str) -> list[str]:
        try:
            from rules import get_system

            camp = campaign_now(ctx)
            system = get_system(camp.system)
            return matching(values(ctx, camp, _lang(ctx, system), system), incomplete)
        except Exception:  # noqa: BLE001 - completion never breaks the line being typed
            return []
    return complete


def argument_values(command: str, field: str) -> Callable[..., list[str]]:
    """Completion of argument ``field`` of a system's ``command`` (``rules.completion.candidates``): the words of
    the line's language; the ids only when no word starts with what was typed (an id typed is accepted). A list
    read from one value split on a separator (``--actions attack,fe``) completes its last item, the items before
    it kept."""
    from rules.completion import candidates

    def complete(ctx: click.Context, _param: click.Parameter, incomplete: str) -> list[str]:
        try:
            from rules import get_system

            camp = campaign_now(ctx)
            system = get_system(camp.system)
            lang = _lang(ctx, system)
            sep = _separator(system, command, field)
            head, _, last = incomplete.rpartition(sep) if sep and sep in incomplete else ("", "", incomplete)
            found = matching(candidates(system, camp.state, command, field, lang), last)
            if not found:
                found = matching(candidates(system, camp.state, command, field, lang, ids=True), last)
            return [f"{head}{sep}{value}" if head else value for value in found]
        except Exception:  # noqa: BLE001 - completion never breaks the line being typed
            return []
    return complete


def _separator(system: Any, command: str, field: str) -> str:
    """The separator a list argument ``field`` of ``command`` is read with from one value (``arg(sep=",")``), or
    ``""`` for any other argument."""
    spec = system.commands.get(command)
    info = spec.args.model_fields.get(field) if spec is not None else None
    extra = info.json_schema_extra if info is not None and isinstance(info.json_schema_extra, dict) else {}
    return str((extra.get("cli") or {}).get("sep") or "")


def _characters(ctx: click.Context, camp: Any, lang: str, system: Any) -> list[str]:
    return [str(n) for n in system.views.characters(camp.state, lang)]


#: A character's name (``sheet NAME``, ``why NAME``).
characters = offering(_characters)
#: Who acts (``--as``): the GM or a character.
actors = offering(lambda ctx, camp, lang, system: ["GM", *_characters(ctx, camp, lang, system)])
#: A language of the campaign's system (``--lang``).
languages = offering(lambda ctx, camp, lang, system: list(system.languages))
#: An action number (``undo``, ``amend``, ``redo``): the latest first.
actions = offering(lambda ctx, camp, lang, system: [str(n) for n in range(int(camp.actions), 0, -1)][:20])


def for_read(info: Any) -> Callable[..., list[str]] | None:
    """The completion of a system read's argument (its model field ``info``): characters for a ``NAME``."""
    extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
    return characters if (extra.get("cli") or {}).get("metavar") == "NAME" else None


def campaigns(ctx: click.Context, _param: click.Parameter, incomplete: str) -> list[str]:
    """Completion of ``--campaign``: the campaigns in the store."""
    from ledger.cli.session import session

    try:
        store = next((c.params.get("store") for c in _chain(ctx) if c.params.get("store")), None)
        return matching(session(ctx).ledger(store).campaigns(), incomplete)
    except Exception:  # noqa: BLE001
        return []


# --- the shells' scripts ------------------------------------------------------------------------------

def script(group: click.Command, shell: str) -> str:
    """The completion script of ``shell`` (bash, zsh or fish) for the ``ledger`` command (click's own).

    Raises ``click.BadParameter`` for another shell.
    """
    from click.shell_completion import get_completion_class

    cls = get_completion_class(shell) if shell in SHELLS else None
    if cls is None:
        raise click.BadParameter(f"{shell!r}; allowed: {', '.join(SHELLS)}", param_hint="shell")
    return cls(group, {}, "ledger", COMPLETE_VAR).source()


def detect() -> str:
    """The user's shell from ``$SHELL`` (its basename); ``bash`` when ``$SHELL`` is unset or empty.

    Raises ``click.BadParameter`` when ``$SHELL`` names a shell other than bash, zsh or fish (the script
    of another shell would be printed silently)."""
    given = os.environ.get("SHELL", "").strip()
    if not given:
        return "bash"
    name = Path(given).name
    if name not in SHELLS:
        raise click.BadParameter(f"$SHELL is {name!r}, which has no completion here; name one of the allowed "
                                 f"shells: {', '.join(SHELLS)}", param_hint="shell")
    return name


def _writable(path: Path) -> None:
    """Refuse (``Refused``, naming the file) unless ``path`` can be written as a regular file: it is one (or a
    link to one) that may be written, or it does not exist and its nearest existing folder is a writable
    folder."""
    from ledger.cli.common import fail

    again = "; mend it and install again"
    try:
        if path.is_symlink() and not path.exists():
            fail(f"install: {path} is a symbolic link to a missing file ({os.readlink(path)}){again}")
        if path.exists():
            if not path.is_file():
                fail(f"install: {path} is not a regular file (a directory?); completion writes a file there{again}")
            if not os.access(path, os.W_OK):
                fail(f"install: {path} cannot be written (permission denied){again}")
            return
        folder = path.parent
        while not folder.exists():
            if folder.is_symlink():
                fail(f"install: {folder} is a symbolic link to a missing folder ({os.readlink(folder)}){again}")
            folder = folder.parent
        if not folder.is_dir():
            fail(f"install: {folder} is not a folder; {path} cannot be made{again}")
        if not os.access(folder, os.W_OK | os.X_OK):
            fail(f"install: {folder} cannot be written (permission denied){again}")
    except OSError as exc:
        fail(f"install: {path} cannot be used: {os_reason(exc)}{again}")


def install(group: click.Command, shell: str, home: Path | None = None) -> list[Path]:
    """Install the completion of ``shell`` for the user (under ``home``, default ``~``); returns the files
    written. bash: ``~/.bash_completions/ledger.sh`` sourced from ``~/.bashrc``; zsh: ``~/.zfunc/_ledger``
    with ``~/.zfunc`` added to ``fpath`` in ``~/.zshrc``; fish: ``~/.config/fish/completions/ledger.fish``.
    A line already in an rc file is not added again.

    Every file is checked before any is written: a file that is a directory, a symbolic link to nothing,
    unreadable or unwritable (or a folder on the way that is a file) is refused with one line naming it
    (``Refused``, exit 2) and nothing is written. Raises ``click.BadParameter`` for an unknown shell."""
    from ledger.cli.common import fail

    home = Path(home or Path.home())
    text = script(group, shell)
    if shell == "bash":
        target = home / ".bash_completions" / "ledger.sh"
        rc, line = home / ".bashrc", f"source {target}"
    elif shell == "zsh":
        target = home / ".zfunc" / "_ledger"
        rc, line = home / ".zshrc", "fpath+=~/.zfunc; autoload -Uz compinit; compinit"
    else:
        target, rc, line = home / ".config" / "fish" / "completions" / "ledger.fish", None, ""
    old = ""
    for path in (target, rc):
        if path is not None:
            _writable(path)
    if rc is not None and rc.exists():
        try:
            old = rc.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            fail(f"install: {rc} cannot be read: {os_reason(exc) if isinstance(exc, OSError) else NOT_TEXT}; mend it and "
                 "install again")
    written: list[Path] = []
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        written.append(target)
        if rc is not None and line not in old.splitlines():
            rc.write_text(old + ("" if not old or old.endswith("\n") else "\n") + line + "\n", encoding="utf-8")
            written.append(rc)
    except OSError as exc:                      # changed since the checks above
        done = f" (written already: {', '.join(map(str, written))})" if written else ""
        fail(f"install: {exc.filename or target} cannot be written: {os_reason(exc)}{done}")
    return written
