"""Animated replays of a whole game from its record: one frame per move, with the move
written under the table, and a pause on the final standings.

The record is played by the engine (:func:`engine.records.start_game`, then each action);
after each action the public view is drawn by the game's own ``table_image`` and the move
is captioned with the engine's event texts (cards as ``7♠``). The frames are scaled to
:data:`FRAME_WIDTH` (Discord shows pictures 350–550 px wide) and mapped to the game's fixed
256-colour palette at once, so a long game costs a third of its RGB memory.

Long games are summarized, never refused: past :data:`MAX_FRAMES` moves, consecutive moves
share a frame (``Moves 41–44``: in Hearts about one trick a frame) and their texts share the
caption; the time a move is shown shrinks with the number of frames so that the moves play
in at most :data:`MOVES_MS`. If the file is still over :data:`SIZE_LIMIT` it is made again
with half the frames.

The format is animated WebP (lossless, of the same 256-colour frames a GIF would hold, so
nothing is lost against GIF): Discord shows animated WebP and GIF inline alike, and for these
pictures WebP comes out about a third smaller than GIF (a long Hearts game: 1.7 MB against
2.6 MB), at the price of a slower encode (seconds, in a worker thread);
``bench/bench_replay.py`` prints both. GIF stays available (``fmt``).
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass
from typing import Any

from PIL import Image

from engine.cards import CardError
from engine.core import Event, IllegalAction
from engine.records import RecordError, start_game
from engine.views import GameView
from images import theme, words
from images.draw import with_symbols, wrap
from images.fonts import Weight, font
from images.plugins import manifest
from images.rendered import clip_alt
from images.text import Draw
from images.words import counted, say

FRAME_WIDTH = 720
CAPTION_H = 78
CAPTION_CHARS = 200
MAX_FRAMES = 200
#: How long a move is shown: at most MOVE_MS, at least MIN_MOVE_MS, all moves in MOVES_MS.
MOVE_MS = 1100
MIN_MOVE_MS = 250
MOVES_MS = 120_000
OPENING_MS = 1500
LAST_MOVE_MS = 2500
STANDINGS_MS = 6000
#: Discord's default upload limit is 10 MB; keep a margin for the message around it.
SIZE_LIMIT = 9_500_000
FORMATS = ("webp", "gif")

_CAPTION_BG = theme.PANEL
_COUNTER = theme.ACCENT


@dataclass(frozen=True, slots=True)
class Frame:
    """One frame: the public view after ``last`` moves, and the caption's lines."""

    view: GameView
    counter: str
    text: str


@dataclass(frozen=True, slots=True)
class Replay:
    """A finished animation: its bytes, how many frames and moves, alt text, file name."""

    data: bytes
    frames: int
    moves: int
    moves_per_frame: int
    alt: str
    filename: str


def move_text(game_players: list[str], player: int, action: str | None, events: list[Event]) -> str:
    """A move in the words a player reads: the engine's event texts, or (for an event
    without text) the player and the action with cards written as ``7♠``."""
    texts = [event_words(event) for event in events if event.text]
    if texts:
        return " ".join(texts)
    if 0 <= player < len(game_players):
        name = game_players[player]
    else:
        name = say("replay.seat", seat=player)
    if action is None:
        return say("replay.timed_out", name=name)
    return say("replay.action", name=name, action=with_symbols(action))


def event_words(event: Event) -> str:
    """An event's sentence in the pictures' language (from the catalogue when the event
    carries its key, else the engine's English sentence)."""
    return event.words(words.locale())


def replay_frames(
    record: dict[str, Any], max_frames: int = MAX_FRAMES
) -> tuple[list[Frame], GameView, int, int]:
    """The frames of a record: the deal, then every move (or, past ``max_frames`` moves,
    runs of moves), and the last view. Also the number of moves played and of moves per
    frame. An illegal action ends the replay there, captioned as such."""
    game = start_game(record)
    actions = record.get("actions") or []
    if not isinstance(actions, list):
        raise RecordError("'actions' is a list")
    per_frame = max(1, math.ceil(len(actions) / max_frames))
    deal = say("replay.deal_text", names=", ".join(game.players))
    frames = [Frame(game.view(None), say("replay.deal"), deal)]
    texts: list[str] = []
    played = 0
    first = 1
    for index, item in enumerate(actions):
        player = item.get("player") if isinstance(item, dict) else None
        if not isinstance(player, int):
            raise RecordError(f"action {index} needs a 'player' seat number")
        try:
            if item.get("timeout"):
                events = game.apply_timeout(player)
                texts.append(move_text(game.players, player, None, events))
            else:
                action = str(item.get("action", ""))
                events = game.apply(player, action)
                texts.append(move_text(game.players, player, action, events))
        except (IllegalAction, CardError) as error:
            refused = error.words(words.locale()) if isinstance(error, IllegalAction) else error
            texts.append(say("replay.refused", number=index + 1, reason=refused))
            break
        played += 1
        if len(texts) == per_frame or played == len(actions) or game.over:
            frames.append(
                Frame(game.view(None), _counter(first, played, len(actions)), " ".join(texts))
            )
            texts, first = [], played + 1
    if texts:
        frames.append(
            Frame(game.view(None), _counter(first, played, len(actions)), " ".join(texts))
        )
    return frames, game.view(None), played, per_frame


def _counter(first: int, last: int, total: int) -> str:
    if first >= last:
        return say("replay.move", number=last, total=total)
    return say("replay.moves", first=first, last=last, total=total)


def _fit(image: Image.Image, width: int, height: int | None) -> Image.Image:
    """``image`` scaled to ``width`` (and, if it would be taller, to ``height``)."""
    scale = width / image.width
    if height is not None and image.height * scale > height:
        scale = height / image.height
    size = (max(1, round(image.width * scale)), max(1, round(image.height * scale)))
    # BOX: a plain average of the pixels, four times faster than LANCZOS and as clear on
    # flat colours and text at these scales.
    return image.convert("RGB").resize(size, Image.Resampling.BOX)


def _compose(picture: Image.Image, counter: str, text: str, width: int, height: int) -> Image.Image:
    """The table picture centred on a canvas, the caption strip under it."""
    canvas = Image.new("RGB", (width, height + CAPTION_H), theme.BACKGROUND)
    canvas.paste(picture, ((width - picture.width) // 2, 0))
    draw = Draw(canvas)
    draw.rectangle((0, height, width, height + CAPTION_H), fill=_CAPTION_BG)
    draw.text((12, height + 6), counter, _COUNTER, font(17, Weight.BOLD))
    # Two lines hold about 150 characters: measuring more only costs time.
    for i, line in enumerate(wrap(text[:CAPTION_CHARS], font(19), width - 24, 2)):
        draw.text((12, height + 28 + i * 23), line, theme.TEXT, font(19))
    return canvas


def render_replay(
    record: dict[str, Any],
    fmt: str = "webp",
    *,
    max_frames: int = MAX_FRAMES,
    width: int = FRAME_WIDTH,
    locale: str = "en",
) -> Replay:
    """The animated replay of ``record`` (``fmt`` ``"webp"`` or ``"gif"``) in ``locale``,
    under :data:`SIZE_LIMIT` bytes. Raises :class:`RecordError` for a record that cannot be
    read."""
    if fmt not in FORMATS:
        raise ValueError(f"format {fmt!r}: choose one of {', '.join(FORMATS)}")
    while True:
        replay = _render(record, fmt, max_frames, width, locale)
        if len(replay.data) <= SIZE_LIMIT or max_frames <= 10:
            return replay
        max_frames //= 2


def _render(record: dict[str, Any], fmt: str, max_frames: int, width: int, locale: str) -> Replay:
    with words.drawing(locale):
        frames, last, played, per_frame = replay_frames(record, max_frames)
        pictures = _pictures(frames, last, width, locale)
    moves_ms = max(MIN_MOVE_MS, min(MOVE_MS, MOVES_MS // max(1, len(frames) - 1)))
    durations = [OPENING_MS] + [moves_ms] * (len(frames) - 1)
    durations[-1] = LAST_MOVE_MS
    if last.over:
        durations.append(STANDINGS_MS)
    data = _encode(pictures, durations, fmt)
    with words.speaking(locale):
        alt = replay_alt(last, played, per_frame)
    game_id = last.game
    return Replay(
        data=data,
        frames=len(pictures),
        moves=played,
        moves_per_frame=per_frame,
        alt=alt,
        filename=f"{game_id}-replay.{fmt}",
    )


def _pictures(frames: list[Frame], last: GameView, width: int, locale: str) -> list[Image.Image]:
    """Every frame composed and mapped to the game's palette, then the final standings."""
    pictures_of = manifest(last.game)
    draw_table = pictures_of.table_image
    palette = pictures_of.palette()
    pictures: list[Image.Image] = []
    height: int | None = None
    for frame in frames:
        picture = _fit(draw_table(frame.view), width, height)
        height = height or picture.height
        composed = _compose(picture, frame.counter, frame.text, width, height)
        pictures.append(composed.quantize(palette=palette, dither=Image.Dither.NONE))
    assert height is not None
    if last.over:
        from images import render_result

        standings = Image.open(io.BytesIO(render_result(last, locale=locale).png))
        picture = _fit(standings, width, height)
        caption = say("replay.standings")
        composed = _compose(picture, caption, _standings_text(last), width, height)
        pictures.append(composed.quantize(palette=palette, dither=Image.Dither.NONE))
    return pictures


def _encode(pictures: list[Image.Image], durations: list[int], fmt: str) -> bytes:
    buffer = io.BytesIO()
    first, rest = pictures[0], pictures[1:]
    if fmt == "gif":
        first.save(
            buffer,
            "GIF",
            save_all=True,
            append_images=rest,
            duration=durations,
            loop=0,
        )
    else:
        # Lossless keeps the cards' small print sharp. Method 1 at the lowest effort is the
        # knee: a file about four times smaller than method 0's (and a third smaller than
        # the GIF); more effort takes far longer for a few per cent.
        first.save(
            buffer,
            "WEBP",
            save_all=True,
            append_images=rest,
            duration=durations,
            loop=0,
            lossless=True,
            method=1,
            quality=0,
        )
    return buffer.getvalue()


def _standings_text(view: GameView) -> str:
    scores = view.result.scores if view.result else view.scores
    players = view.players
    order = sorted(range(len(players)), key=lambda s: -(scores[s]) if _higher(view) else scores[s])
    return "; ".join(f"{players[s]} {scores[s]}" for s in order) + "."


def _higher(view: GameView) -> bool:
    from engine.registry import game_class

    try:
        return game_class(view.game).higher_wins
    except KeyError:
        return True


def replay_alt(view: GameView, moves: int, per_frame: int) -> str:
    """What the animation shows, for the attachment's description."""
    from images.hand import game_title

    shown = say("replay.per_move") if per_frame == 1 else say("replay.per_frame", count=per_frame)
    text = say("replay.alt", game=game_title(view), moves=counted("count.move", moves), shown=shown)
    if view.over:
        text += say("replay.alt_standings", standings=_standings_text(view))
    return clip_alt(text)


def cli(argv: list[str]) -> int:
    """``python -m images replay RECORD.json OUT.webp``: the animated replay of a record
    (``.gif`` for a GIF); prints the frame count, size and alt text. Exit status 2 for a
    record that cannot be read or a file that cannot be written."""
    import argparse
    import sys
    from pathlib import Path

    from engine.i18n import DEFAULT_LOCALE, LOCALES
    from engine.records import load_record

    parser = argparse.ArgumentParser(prog="python -m images replay", description=cli.__doc__)
    parser.add_argument("record", help="a game record (JSON); '-' reads standard input")
    parser.add_argument("out", type=Path, help="the animation to write (.webp or .gif)")
    parser.add_argument("--max-frames", type=int, default=MAX_FRAMES, help="frame budget")
    parser.add_argument(
        "--locale", choices=LOCALES, default=DEFAULT_LOCALE, help="the replay's language"
    )
    args = parser.parse_args(argv)
    fmt = "gif" if args.out.suffix.lower() == ".gif" else "webp"
    try:
        text = sys.stdin.read() if args.record == "-" else Path(args.record).read_text("utf-8")
    except OSError as error:
        print(f"cannot read {args.record}: {error.strerror}", file=sys.stderr)
        return 2
    try:
        replay = render_replay(
            load_record(text), fmt, max_frames=max(2, args.max_frames), locale=args.locale
        )
    except (RecordError, KeyError) as error:
        print(f"bad record: {error.args[0] if error.args else error}", file=sys.stderr)
        return 2
    try:
        args.out.write_bytes(replay.data)
    except OSError as error:
        print(f"cannot write {args.out}: {error.strerror}", file=sys.stderr)
        return 2
    print(f"{replay.frames} frames, {len(replay.data)} bytes: {replay.alt}")
    return 0
