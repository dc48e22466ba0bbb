"""The words of the ledger's shell that both its loop and its completion read (README "At the table: ledger play").
Imports nothing, so the shell's loop reads them without loading prompt_toolkit."""

#: The ledger's commands that make no sense inside a campaign's shell (they make or move whole stores and campaigns,
#: or start a shell): neither listed by ``help`` nor offered by Tab in ``ledger play`` (they still run when typed).
NOT_IN_SHELL = ("create", "replay", "campaigns", "import", "migrate", "play", "completion")
