"""The README's and the docs' pictures, redrawn from the current code: the bot as players
see it in Discord (a Deal Me In table message with its buttons, a Hearts hand panel with its
card buttons), and every sample picture of ``docs/images/README.md`` (tables, hands,
results, the daily challenge, the replay) from the game records beside them.

Nothing here is drawn by hand: the bot runs for real (its store, table service, cogs and
views) against SimCord's in-process Discord, ann plays a few moves against computer
players, and the messages the bot posted are drawn as a Discord client shows them: the
embed (colour bar, title, text, fields), the image the bot attached (made by the project's
own renderers) and the components (buttons, menus).

    .venv/bin/python scripts/screenshots.py            # writes every docs/images picture
    .venv/bin/python scripts/screenshots.py OUT_DIR

Needs the test tools (SimCord): ``pip install -e '.[test]'``.
"""

from __future__ import annotations

import asyncio
import io
import random
import re
import sys
import tempfile
import time
from collections.abc import Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import simcord
from PIL import Image, ImageDraw

import images
from bot.config import Settings
from bot.discord.client import CardTableBot, create_bot
from engine.registry import computer_action
from engine.views import GameView
from images.draw import wrap
from images.fonts import Weight, font

OUT = Path(__file__).resolve().parents[1] / "docs" / "images"
#: SimCord's virtual clock starts at this unix time (2026-01-01 UTC).
EPOCH = 1_767_225_600.0

# Discord's dark theme.
BACKGROUND = (49, 51, 56)
EMBED = (43, 45, 49)
TEXT = (219, 222, 225)
MUTED = (148, 155, 164)
WHITE = (242, 243, 245)
MENTION = (201, 205, 251)
MENTION_BG = (60, 66, 112)
BUTTONS = {
    1: (88, 101, 242),  # primary
    2: (78, 80, 88),  # secondary
    3: (36, 128, 70),  # success
    4: (218, 55, 60),  # danger
}
WIDTH = 600
PAD = 16
EMBED_W = WIDTH - 2 * PAD


class IdleWaits:
    """The table service's ``idle_wait``: its idle waits declared to SimCord, which would
    otherwise take a table's sleeping driver task for a hung one."""

    env: simcord.Env | None = None

    async def __call__(self, waiting: Coroutine[Any, Any, bool]) -> bool:
        if self.env is None:
            return await waiting
        return await self.env.external_wait(waiting, reason="table driver: idle")


IDLE = IdleWaits()


def virtual_clock() -> float:
    return EPOCH + time.monotonic()


# ---------------------------------------------------------------------- the text


@dataclass
class Names:
    """Discord ids to the names a client shows."""

    users: dict[int, str]
    #: Unix time on SimCord's clock when the message is looked at.
    now: float = EPOCH

    def plain(self, text: str) -> list[tuple[str, str]]:
        """``text`` (Discord markdown) as runs of (style, text): ``b`` bold, ``c`` code,
        ``m`` mention, ``t`` plain."""
        text = re.sub(r"<t:(\d+):R>", lambda m: self.relative(int(m[1])), text)
        text = re.sub(r"<@!?(\d+)>", lambda m: f"\0m@{self.users.get(int(m[1]), 'user')}\0", text)
        text = re.sub(r"\*\*(.+?)\*\*", lambda m: f"\0b{m[1]}\0", text)
        text = re.sub(r"`([^`]+)`", lambda m: f"\0c{m[1]}\0", text)
        runs = []
        for index, part in enumerate(text.split("\0")):
            if not part:
                continue
            if index % 2:
                runs.append((part[0], part[1:]))
            else:
                runs.append(("t", part))
        return runs

    def relative(self, unix: int) -> str:
        seconds = max(0, int(unix - self.now))
        return f"in {seconds} seconds" if seconds < 90 else f"in {round(seconds / 60)} minutes"


def face(style: str, size: int = 15) -> Any:
    return font(size, Weight.BOLD if style in ("b", "title") else Weight.REGULAR)


def draw_runs(
    draw: ImageDraw.ImageDraw, runs: list[tuple[str, str]], x: int, y: int, width: int
) -> int:
    """Draw styled runs wrapped to ``width``; the y below them."""
    line_h = 21
    cx: float = x
    for style, text in runs:
        for word in re.split(r"(\s+)", text):
            if word == "":
                continue
            if "\n" in word:
                for _ in range(word.count("\n")):
                    cx, y = x, y + line_h
                continue
            typeface = face(style)
            w = draw.textlength(word, font=typeface)
            if word.isspace():
                if cx > x:
                    cx += w
                continue
            if cx + w > x + width and cx > x:
                cx, y = x, y + line_h
            if style == "c":
                draw.rounded_rectangle((cx - 2, y, cx + w + 2, y + 19), 3, fill=(30, 31, 34))
            if style == "m":
                draw.rounded_rectangle((cx - 2, y, cx + w + 2, y + 19), 3, fill=MENTION_BG)
            colour = {"b": WHITE, "m": MENTION}.get(style, TEXT)
            draw.text((cx, y + 1), word, font=typeface, fill=colour)
            cx += w
    return y + line_h


# ---------------------------------------------------------------------- a message


@dataclass
class Shown:
    """A message as a client shows it: content, embeds, the attached PNGs, components."""

    author: str
    content: str
    embeds: list[discord.Embed]
    pictures: list[Image.Image]
    components: list[dict[str, Any]]
    note: str = ""


def render(shown: Shown, names: Names) -> Image.Image:
    """The message drawn on Discord's dark background."""
    canvas = Image.new("RGB", (WIDTH, 4000), BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    draw.ellipse((PAD, PAD, PAD + 40, PAD + 40), fill=BUTTONS[1])
    draw.text((PAD + 12, PAD + 9), "CT", font=font(16, Weight.BOLD), fill=WHITE)
    x = PAD + 56
    draw.text((x, PAD), shown.author, font=font(16, Weight.BOLD), fill=WHITE)
    badge_x = x + draw.textlength(shown.author, font=font(16, Weight.BOLD)) + 8
    draw.rounded_rectangle((badge_x, PAD + 2, badge_x + 34, PAD + 18), 3, fill=BUTTONS[1])
    draw.text((badge_x + 5, PAD + 3), "APP", font=font(11, Weight.BOLD), fill=WHITE)
    y = PAD + 26
    width = WIDTH - x - PAD
    if shown.note:
        draw.text((x, y), shown.note, font=font(13), fill=MUTED)
        y += 22
    if shown.content:
        y = draw_runs(draw, names.plain(shown.content), x, y, width) + 4
    pictures: list[Image.Image | None] = [*shown.pictures]
    pictures += [None] * (len(shown.embeds) - len(pictures))
    for embed, picture in zip(shown.embeds, pictures, strict=False):
        y = draw_embed(canvas, draw, embed, picture, names, x, y, width) + 8
    if not shown.embeds:
        for picture in shown.pictures:
            scaled = scale(picture, width)
            canvas.paste(scaled, (x, y))
            y += scaled.height + 8
    y = draw_components(draw, shown.components, x, y, width)
    return canvas.crop((0, 0, WIDTH, y + PAD))


def scale(picture: Image.Image, width: int) -> Image.Image:
    if picture.width <= width:
        return picture.convert("RGB")
    height = round(picture.height * width / picture.width)
    return picture.convert("RGB").resize((width, height), Image.Resampling.LANCZOS)


def draw_embed(
    canvas: Image.Image,
    draw: ImageDraw.ImageDraw,
    embed: discord.Embed,
    picture: Image.Image | None,
    names: Names,
    x: int,
    y: int,
    width: int,
) -> int:
    inner = width - 32
    top = y
    # Draw on a scratch canvas first to learn the height, then paste with the frame.
    scratch = Image.new("RGB", (width, 3000), EMBED)
    sd = ImageDraw.Draw(scratch)
    cy = 12
    if embed.title:
        for line in wrap(embed.title, font(16, Weight.BOLD), inner, 3):
            sd.text((16, cy), line, font=font(16, Weight.BOLD), fill=WHITE)
            cy += 22
        cy += 4
    if embed.description:
        cy = draw_runs(sd, names.plain(embed.description), 16, cy, inner) + 6
    for field in embed.fields:
        sd.text((16, cy), field.name or "", font=font(14, Weight.BOLD), fill=WHITE)
        cy = draw_runs(sd, names.plain(field.value or ""), 16, cy + 20, inner) + 6
    if picture is not None:
        scaled = scale(picture, inner)
        scratch.paste(scaled, (16, cy + 4))
        cy += scaled.height + 12
    if embed.footer and embed.footer.text:
        sd.text((16, cy), embed.footer.text, font=font(12), fill=MUTED)
        cy += 20
    height = cy + 6
    frame = Image.new("RGB", (width, height), BACKGROUND)
    fd = ImageDraw.Draw(frame)
    fd.rounded_rectangle((0, 0, width - 1, height - 1), 4, fill=EMBED)
    colour = embed.colour.to_rgb() if embed.colour else BUTTONS[2]
    fd.rounded_rectangle((0, 0, 4, height - 1), 2, fill=colour)
    frame.paste(scratch.crop((4, 0, width - 4, height - 6)), (4, 0))
    canvas.paste(frame, (x, top))
    return top + height


def draw_components(
    draw: ImageDraw.ImageDraw, rows: list[dict[str, Any]], x: int, y: int, width: int
) -> int:
    for row in rows:
        cx = x
        for item in row.get("components", []):
            if item.get("type") == 2:  # button
                label = item.get("label") or ""
                w = int(draw.textlength(label, font=font(14, Weight.BOLD))) + 32
                if cx + w > x + width:
                    cx, y = x, y + 40
                colour: tuple[int, ...] = BUTTONS.get(item.get("style", 2), BUTTONS[2])
                if item.get("disabled"):
                    colour = tuple(c // 2 + 20 for c in colour)
                draw.rounded_rectangle((cx, y, cx + w, y + 32), 4, fill=colour)
                draw.text((cx + 16, y + 7), label, font=font(14, Weight.BOLD), fill=WHITE)
                cx += w + 8
            else:  # a select menu
                placeholder = item.get("placeholder") or "Make a selection"
                draw.rounded_rectangle((cx, y, x + width, y + 36), 4, fill=(30, 31, 34))
                draw.text((cx + 12, y + 9), placeholder, font=font(14), fill=MUTED)
                draw.text((x + width - 24, y + 8), "▾", font=font(16), fill=TEXT)
        y += 40
    return y


# ---------------------------------------------------------------------- the game


async def pictures_of(message: discord.Message, game_view: GameView | None) -> list[Image.Image]:
    """The PNGs attached to ``message``; re-rendered from the game if they cannot be read."""
    shown: list[Image.Image] = []
    for attachment in message.attachments:
        try:
            data = await attachment.read()
        except Exception:
            if game_view is None:
                continue
            data = images.render_table(game_view).png
        shown.append(Image.open(io.BytesIO(data)))
    return shown


def place_options(action: str) -> dict[str, Any]:
    _verb, square, direction, *cards = action.split()
    return {"square": square, "direction": direction, "cards": " ".join(cards)}


async def play_deal_me_in(env: simcord.Env, ann: Any, channel: Any, bot: CardTableBot) -> None:
    """ann against a computer player: a few of her moves, as the hint would play them."""
    await ann.slash(channel, "game new", game="dealmein", level="social")
    await ann.slash(channel, "game addbot")
    await ann.slash(channel, "game start")
    rng = random.Random(4)
    for _ in range(3):
        table = bot.service.table(channel.id)
        game = table.game if table is not None else None
        if game is None or game.over or 0 not in game.to_move():
            break
        *reclaims, action = [part.strip() for part in computer_action(game, 0, rng).split(";")]
        for reclaim in reclaims:
            await ann.slash(channel, "dmi reclaim", card=reclaim.split()[1])
        if action.startswith("place "):
            await ann.slash(channel, "dmi place", **place_options(action))
        elif action.startswith("swap "):
            await ann.slash(channel, "dmi swap", cards=action.split(None, 1)[1])
        else:
            await ann.slash(channel, "dmi pass")


def table_message(channel: Any, bot: CardTableBot) -> discord.Message:
    table = bot.service.table(channel.id)
    assert table is not None
    return next(m for m in reversed(channel.history()) if m.id == table.message_id)


async def capture(out: Path) -> list[Path]:
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(token="simcord", database_url=f"sqlite+aiosqlite:///{folder}/c.db")
        bot = create_bot(
            settings,
            service_options={"clock": virtual_clock, "bot_delay": 0.0, "idle_wait": IDLE},
        )
        assert isinstance(bot, CardTableBot)
        async with simcord.run(bot) as env:
            IDLE.env = env
            guild = env.create_guild(name="Card club")
            # The tables open in the channels themselves (not a thread each), as drawn.
            await bot.guild_settings.update(guild.id, {"threads": False})
            ann = guild.add_member(env.create_user("ann"))
            names = Names({ann.id: "ann"}, env.now().timestamp())
            written = []

            dmi = guild.create_text_channel("deal-me-in")
            await play_deal_me_in(env, ann, dmi, bot)
            message = table_message(dmi, bot)
            game = bot.service.table(dmi.id).game  # type: ignore[union-attr]
            shown = Shown(
                "Card Table",
                message.content,
                list(message.embeds),
                await pictures_of(message, game.view(None) if game else None),
                [dict(c.to_dict()) for c in message.components],
            )
            written.append(save(render(shown, names), out / "discord-table.png"))

            hearts = guild.create_text_channel("hearts")
            await ann.slash(hearts, "game new", game="hearts")
            await ann.slash(hearts, "game start")
            table = bot.service.table(hearts.id)
            assert table is not None and table.game is not None
            low = " ".join(str(c) for c in table.game.hand(0)[:3])
            await ann.slash(hearts, "hearts pass", cards=low)
            panel = await ann.click(table_message(hearts, bot), label="My hand")
            response = panel.response
            assert response is not None
            hand_pictures: list[Image.Image] = []
            for attachment in response.attachments:
                try:
                    hand_pictures.append(Image.open(io.BytesIO(await attachment.read())))
                except Exception:
                    view = table.game.view(0)
                    hand_pictures.append(Image.open(io.BytesIO(images.render_hand(view).png)))
            shown = Shown(
                "Card Table",
                response.content,
                list(response.embeds),
                hand_pictures,
                response.components,
                note="Only you can see this",
            )
            written.append(save(render(shown, names), out / "discord-hand-panel.png"))
            await bot.service.stop()
            await bot.store.close()
            IDLE.env = None
            return written


def save(picture: Image.Image, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    picture.save(path, optimize=True)
    return path


#: The sample pictures drawn from a record (``docs/images/README.md``): file, record, and
#: what to draw of it (the table at the end, a seat's hand, the result), in a language.
RECORDS: tuple[tuple[str, str, int | None, bool, str], ...] = (
    ("dealmein-table.png", "dealmein-midgame.json", None, False, "en"),
    ("dealmein-hand.png", "dealmein-opening.json", 0, False, "en"),
    ("dealmein-final-table.png", "dealmein-finished.json", None, False, "en"),
    ("dealmein-result.png", "dealmein-finished.json", None, True, "en"),
    ("hearts-table.png", "hearts-midgame.json", None, False, "en"),
    ("rummy500-table.png", "rummy500-midgame.json", None, False, "en"),
    ("rummy21-table.png", "rummy21-midgame.json", None, False, "en"),
    ("rummy21-table-hi.png", "rummy21-midgame.json", None, False, "hi"),
    ("hearts-table-es.png", "hearts-midgame.json", None, False, "es"),
)
#: The day and server of the daily challenge's pictures.
DAILY = ("2026-12-01", 1)


def docs_pictures(out: Path) -> list[Path]:
    """Every sample picture of ``docs/images/README.md``, drawn into ``out``."""
    from engine.dealmein.daily import daily_position
    from engine.records import load_record, replay_game
    from images.__main__ import render_record
    from images.replay import cli as replay_cli
    from images.rummy21.arranged_hand import render_arranged_hand
    from images.samples import samples

    written = []
    out.mkdir(parents=True, exist_ok=True)
    for name, record, player, result, locale in RECORDS:
        text = (OUT / record).read_text("utf-8")
        picture = render_record(text, player, result, locale)
        written.append(write(out / name, picture.png))
    rummy21 = replay_game(load_record((OUT / "rummy21-midgame.json").read_text("utf-8")))
    seat = rummy21.to_move()[0]
    written.append(write(out / "rummy21-hand.png", render_arranged_hand(rummy21.view(seat)).png))
    hearts = replay_game(load_record((OUT / "hearts-midgame.json").read_text("utf-8")))
    to_move = hearts.to_move()[0]
    written.append(write(out / "hearts-hand.png", images.render_hand(hearts.view(to_move)).png))
    daily = daily_position(*DAILY)
    board, after = daily.view(), daily.view_after(daily.best.action())
    written.append(write(out / "daily-board.png", images.render_table(board).png))
    written.append(write(out / "daily-hand.png", images.render_hand(board).png))
    written.append(write(out / "daily-answer.png", images.render_table(after).png))
    (six,) = [s for s in samples(("rummy500",)) if s.name == "rummy500-6p-middle-table"]
    written.append(write(out / "rummy500-six-scripts.png", six.draw().png))
    replay = out / "dealmein-replay.webp"
    replay_cli([str(OUT / "dealmein-finished.json"), str(replay)])
    written.append(replay)
    return written


def write(path: Path, png: bytes) -> Path:
    path.write_bytes(png)
    return path


def main(argv: list[str]) -> None:
    out = Path(argv[0]) if argv else OUT
    for path in [*docs_pictures(out), *asyncio.run(capture(out))]:
        print(path)


if __name__ == "__main__":
    main(sys.argv[1:])
