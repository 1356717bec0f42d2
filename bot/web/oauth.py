"""Discord's OAuth2 for embedded apps, on the bot's server: the Activity's page asks the
Discord client for an authorisation code (the Embedded App SDK's ``authorize``), sends it
here, and the server exchanges it for an access token with the application's secret
(``DISCORD_CLIENT_SECRET``, which never reaches the page), then asks Discord whose token it
is. The user's id comes from Discord, never from the page.

``api_base`` is the REST base (``DISCORD_API_BASE``, as for the bot's own requests); tests
point it at a local test double.
"""

from __future__ import annotations

from dataclasses import dataclass

import aiohttp

#: Discord's REST base when ``DISCORD_API_BASE`` names none.
DEFAULT_API_BASE = "https://discord.com/api/v10"

#: How long one request to Discord may take (seconds).
TIMEOUT = 10.0


class OAuthFailed(Exception):
    """Discord refused the code (expired, used, forged) or could not be reached."""


@dataclass(frozen=True, slots=True)
class Authorised:
    """Who signed in, and the access token the page gives the SDK's ``authenticate``."""

    user_id: int
    locale: str | None
    access_token: str


class OAuth:
    """Exchanges an embedded app's authorisation codes (see the module docstring)."""

    def __init__(self, client_id: str, client_secret: str, api_base: str | None = None) -> None:
        self.client_id = client_id
        self._client_secret = client_secret
        self._api_base = (api_base or DEFAULT_API_BASE).rstrip("/")

    async def exchange(self, code: str) -> Authorised:
        """The user behind ``code``; :class:`OAuthFailed` when Discord says no."""
        timeout = aiohttp.ClientTimeout(total=TIMEOUT)
        form = {
            "client_id": self.client_id,
            "client_secret": self._client_secret,
            "grant_type": "authorization_code",
            "code": code,
        }
        try:
            async with aiohttp.ClientSession(timeout=timeout) as http:
                async with http.post(f"{self._api_base}/oauth2/token", data=form) as answer:
                    if answer.status != 200:
                        raise OAuthFailed(f"token exchange answered {answer.status}")
                    token = str((await answer.json())["access_token"])
                headers = {"Authorization": f"Bearer {token}"}
                async with http.get(f"{self._api_base}/users/@me", headers=headers) as answer:
                    if answer.status != 200:
                        raise OAuthFailed(f"users/@me answered {answer.status}")
                    user = await answer.json()
        except (aiohttp.ClientError, TimeoutError, KeyError, ValueError) as error:
            raise OAuthFailed(repr(error)) from error
        return Authorised(int(user["id"]), user.get("locale"), token)
