"""Modules, mappings and attributes imported on first use, so that declaring a game system (``ledger --help``, a
one-off read) imports none of its heavy modules.

Source: docs/adding-a-game-system.md, "Start-up"; Python's ``importlib`` (``import_module``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any


class lazy_module:  # noqa: N801 - used like a module
    """A module imported on first attribute access, so that a command table can name its handlers'
    modules without importing them (help and reads then stay fast): ``per = lazy_module("rules.x.moves")``."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attr: str) -> Any:
        import importlib

        return getattr(importlib.import_module(self._name), attr)


class lazy_mapping(Mapping[str, Any]):  # noqa: N801 - used like a dict
    """The dict ``attr`` of module ``module``, imported on first use (a system's views, say)."""

    def __init__(self, module: str, attr: str) -> None:
        self._where = (module, attr)
        self._data: Mapping[str, Any] | None = None

    def _load(self) -> Mapping[str, Any]:
        if self._data is None:
            import importlib

            self._data = getattr(importlib.import_module(self._where[0]), self._where[1])
        return self._data

    def __getitem__(self, key: str) -> Any:
        return self._load()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._load())

    def __len__(self) -> int:
        return len(self._load())


def loaded(module: str, attr: str) -> Callable[[], Any]:
    """A function returning attribute ``attr`` of module ``module``, imported when it is first called: a
    system's ``load_views=loaded("rules.foo.views", "VIEWS")`` or ``load_commands``, so that declaring the
    system (``ledger --help``, a one-off read) imports none of its heavy modules (docs/adding-a-game-system.md,
    "Start-up")."""
    def load() -> Any:
        import importlib

        return getattr(importlib.import_module(module), attr)

    load.__qualname__ = f"loaded({module!r}, {attr!r})"
    return load
