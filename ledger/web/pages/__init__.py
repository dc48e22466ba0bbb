"""The web pages of ``ledger serve``: sign-in and the campaign list, the table, My character, the GM's desk, history
and the chronicle, server-rendered (jinja2) with one small script and one stylesheet served by the app.

Source: README "The web table". Every page reads through the service layer (``ledger.service``) as the person asking;
its forms post to the JSON API (``ledger.web``) with the session's CSRF token, so the pages and the API are one way in.
"""

from __future__ import annotations

from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from ledger.web.pages import archive, character, desk, home, live_rows, table
from ledger.web.pages.render import HERE

ROUTES = [
    Route("/", home.home, methods=["GET"]),
    Route("/join", home.join_page, methods=["GET"]),
    Route("/pages/language", home.set_language, methods=["POST"]),
    Route("/c/{name}", table.table_page, methods=["GET"]),
    Route("/c/{name}/live", live_rows.live_rows, methods=["GET"]),
    Route("/c/{name}/me", character.mine, methods=["GET"]),
    Route("/c/{name}/character/{character:path}", character.character_page, methods=["GET"]),
    Route("/c/{name}/desk", desk.desk_page, methods=["GET"]),
    Route("/c/{name}/history", archive.history_page, methods=["GET"]),
    Route("/c/{name}/chronicle", archive.chronicle_page, methods=["GET"]),
    Mount("/static", app=StaticFiles(directory=HERE / "static"), name="static"),
]
