"""The type of a command's dice typed in (``dice``, ``versus_dice``, ``opponent_dice``): strict on the API, typed
text on the command line and in scripts.

Source: README "The server" (a JSON body is strictly typed; a field of another JSON type is 422 naming it) and
"Using the ledger" (``--dice 6,3``); developers' guide ("Every roll can be typed in from physical dice"). A JSON body
is read by ``ledger.web.request_inputs.strict_args`` with pydantic's ``model_validate_json`` (``mode == "json"``):
there dice are a JSON list of whole numbers, checked with the other fields' types before the rules (and their
phases) see them. The command line and a script are read in python mode: their text is split into faces here and
checked by ``rules.dice.parse_dice`` against the roll's count and sides, in its words
(https://docs.pydantic.dev/latest/concepts/validators/#field-wrap-validator). Split from ``rules.dice`` so that
the rules' dice stay free of pydantic.
"""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import PlainSerializer, ValidationInfo, WrapValidator

from rules.whole_numbers import is_whole_text

#: What separates typed faces: a comma (spaces around it allowed) or spaces.
_SPLIT = re.compile(r"\s*,\s*|\s+")


def _face_as_typed(part: Any) -> Any:
    """A typed face ``part`` as a whole number when it is spelled as a face (``"6"``: the digits alone, at most
    20), else as given, for ``parse_dice`` to refuse in its words (``"x"``, ``"1_0"``, ``true``)."""
    return int(part) if isinstance(part, str) and is_whole_text(part, signed=False) and len(part) <= 20 else part


def typed_faces(value: Any) -> Any:
    """Dice as the command line and scripts type them (``"6,3"``, ``"6 3"``, ``["6", "3"]``, ``[6, 3]``) as one
    list of faces, each a whole number where it is spelled as one (``_face_as_typed``); anything else (a number, a
    mapping) as given. Raises nothing: ``rules.dice.parse_dice`` refuses, naming the field, count and sides."""
    if isinstance(value, str):
        text = value.strip()
        value = _SPLIT.split(text) if text else []
    if isinstance(value, (list, tuple)):
        parts = [p for part in value
                 for p in (_SPLIT.split(part.strip()) if isinstance(part, str) and part.strip() else [part])]
        return [_face_as_typed(p) for p in parts]
    return value


def _faces_by_road(value: Any, strict: Any, info: ValidationInfo) -> Any:
    """A dice field's value by road: a JSON body's (``info.mode == "json"``) through ``strict``, the field's own
    ``list[int]`` validation (in strict mode ``"3,4"``, ``["3", 4]``, ``[true, 1]`` and ``[1.0, 1]`` are refused
    by their JSON type); the command line's and a script's (python mode) through ``typed_faces``. None stays None."""
    if value is None:
        return None
    return strict(value) if info.mode == "json" else typed_faces(value)


#: A command's dice typed in: ``dice: Faces = arg(None, text=True, ...)`` (the command line takes ``6,3`` as one
#: text). Kept as read when dumped (``PlainSerializer``), as a script's face that ``parse_dice`` will refuse may be
#: no number.
Faces = Annotated[list[int] | None, WrapValidator(_faces_by_road), PlainSerializer(lambda v: v, return_type=Any)]
