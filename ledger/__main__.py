"""``python -m ledger``: the same as the ``ledger`` console command (``ledger.entry.main``).

Source: README "Quick start" (the console command is ``ledger``); Python docs, "__main__ — Top-level code
environment" (a package run with ``-m`` executes its ``__main__`` module).
"""

from ledger.entry import main

if __name__ == "__main__":
    main()
