"""``ledger play``, the interactive session shell (prompt_toolkit): ``shell`` runs the lines and draws the
status line, ``completer`` completes them through click's own completion. Imported only by ``ledger play``."""
