"""Who is who on the web: a short-lived, signed session of one Discord user.

A session is a token the bot's server signs (HMAC-SHA256 with ``WEB_SECRET``) and gives the
page, after Discord's OAuth code exchange (:mod:`bot.web.oauth`) or in the private link of
the table message's **Open table** button: ``<payload>.<signature>``, the payload the
base64 of ``{"u": user id, "l": language, "e": expiry}``. Nothing is kept in memory, so a
session survives a restart of the bot and is good in every process that shares the secret
(the page reconnects to another process, or to the same one restarted, with the same
token). A token whose signature does not match, or whose time is up, is no session.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import time
from collections.abc import Callable
from dataclasses import dataclass

#: How long a session lasts (seconds): long enough for a game, short enough that a copied
#: link is soon worthless.
SESSION_SECONDS = 4 * 3600.0


@dataclass(frozen=True, slots=True)
class Session:
    """A signed-in Discord user and the language their page words things in."""

    user_id: int
    locale: str
    expires: float


def secret_from(text: str) -> bytes:
    """The signing key for a ``WEB_SECRET`` (or, when none is set, the bot's token: every
    process of one bot has it, and it never leaves the server)."""
    return hashlib.sha256(b"cardtable-web:" + text.encode()).digest()


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Sessions:
    """Signs and reads session tokens."""

    def __init__(self, secret: bytes, clock: Callable[[], float] = time.time) -> None:
        self._secret = secret
        self._clock = clock

    def _sign(self, payload: str) -> str:
        return _b64(hmac.new(self._secret, payload.encode(), hashlib.sha256).digest())

    def issue(self, user_id: int, locale: str, seconds: float = SESSION_SECONDS) -> str:
        """A token for ``user_id`` that lasts ``seconds``."""
        body = {"u": str(user_id), "l": locale, "e": round(self._clock() + seconds)}
        payload = _b64(json.dumps(body, separators=(",", ":")).encode())
        return f"{payload}.{self._sign(payload)}"

    def read(self, token: str | None) -> Session | None:
        """The session of ``token``; ``None`` for a forged, damaged or expired one."""
        if not token or token.count(".") != 1:
            return None
        payload, signature = token.split(".")
        if not hmac.compare_digest(signature, self._sign(payload)):
            return None
        try:
            body = json.loads(_unb64(payload))
            session = Session(int(body["u"]), str(body["l"]), float(body["e"]))
        except (ValueError, KeyError, TypeError, binascii.Error):
            return None
        return session if session.expires > self._clock() else None
