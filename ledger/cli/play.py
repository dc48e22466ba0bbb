"""The ``play`` command (the interactive session shell, ``ledger.cli.shell``) and ``completion`` (shell scripts).

Source: README "At the table: ledger play". prompt_toolkit is imported only when the shell starts, so other commands
start as fast as before.
"""

from __future__ import annotations

import click

from ledger.cli import complete
from ledger.cli.options import command, store_options
from ledger.cli.common import fail, safe
from ledger.cli.session import SHARED


@command(*store_options(),
         click.Option(["--as", "actor"], metavar="NAME", shell_complete=complete.actors,
                      help="Who acts when a line gives no --as (default GM)."),
         click.Option(["--lang"], metavar="LANG", shell_complete=complete.languages,
                      help="Display language when a line gives no --lang."))
def play(store: str | None, campaign: str | None, actor: str | None, lang: str | None) -> None:
    """Play a session in an interactive shell: type the ledger's commands without "ledger".

    Tab completes commands, options and values from the campaign as it stands (characters, the names
    the system accepts, the open roll's picks...); the bottom line shows the session, scene, open roll and pools;
    F2 (Alt-U) puts "undo LAST" on the line, F3 (Alt-A) "amend LAST "; Ctrl-C cancels a line; Ctrl-D or
    "exit" leaves. Each line answers as the CLI would, one warm process for the whole session.

    \b
    Example: ledger play --campaign "Halcyon Nights" --as Rook
    """
    if SHARED:
        fail("command: play is already running; type the commands here")
    from ledger.cli.shell.shell import Shell

    with Shell(click.get_current_context().find_root().command, store, campaign, actor, lang) as shell:
        code = shell.loop()
    click.get_current_context().exit(code)


@command(click.Argument(["shell"], type=click.Choice(complete.SHELLS), required=False),
         click.Option(["--install"], is_flag=True, help="Install it for your user instead of printing it."))
def completion(shell: str | None, install: bool) -> None:
    """Print (or install) the completion script of bash, zsh or fish (default: $SHELL).

    The same as ledger --show-completion / --install-completion. Completion offers the commands, their
    options and the values the campaign in $LEDGER_STORE (or --store on the line) takes now.

    \b
    Examples: ledger completion bash > ~/.bash_completions/ledger.sh
              eval "$(ledger completion zsh)"
              ledger completion fish --install
    """
    group = click.get_current_context().find_root().command
    chosen = shell or complete.detect()
    if install:
        for path in complete.install(group, chosen):
            click.echo(f"wrote {safe(path)}")
        click.echo(f"completion for {chosen} installed; open a new shell to use it")
    else:
        click.echo(complete.script(group, chosen), nl=False)


COMMANDS = [play, completion]
