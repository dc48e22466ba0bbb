"""The words of the ledger's shell that both its loop and its completion read (README "At the table: ledger play").
Imports nothing, so the shell's loop reads them without loading prompt_toolkit."""

#: The ledger's commands that are not the campaign's (they make or move whole stores and campaigns, start a shell or
#: a server that would hold the shell): neither listed by ``help`` nor offered by Tab in ``ledger play``, and
#: refused there in one line when typed.
NOT_IN_SHELL = ("create", "replay", "campaigns", "import", "migrate", "play", "completion", "serve")
