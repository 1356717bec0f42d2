"""``python -m images RECORD.json --out FILE.png [--player N] [--result] [--locale hi]``: draw
the table at the end of a game record (or, with ``--player``, that player's hand; with
``--result``, the final standings of a finished game), its words in ``--locale`` (English by
default), and print the image's alt text.

``python -m images replay RECORD.json OUT.webp``: the whole game as an animation
(:mod:`images.replay`).

``python -m images preview OUTDIR``: contact sheets of every picture at chat size (see
:mod:`images.preview`).

``python -m images web-theme OUT.css``: the pictures' colours for the web page
(:mod:`images.web`)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine.i18n import DEFAULT_LOCALE, LOCALES
from engine.records import RecordError, load_record, replay_game
from images import Rendered, render_hand, render_result, render_table


class UsageError(ValueError):
    """A request the record cannot satisfy (exit status 2)."""


def render_record(
    text: str, player: int | None, result: bool, locale: str = DEFAULT_LOCALE
) -> Rendered:
    """The image a command line asks for, from the record's JSON ``text``, in ``locale``."""
    game = replay_game(load_record(text))
    if player is not None:
        if not 0 <= player < len(game.players):
            raise UsageError(f"--player {player} is not a seat (0 to {len(game.players) - 1})")
        return render_hand(game.view(player), locale=locale)
    view = game.view(None)
    if result:
        if not game.over:
            raise UsageError("--result needs a finished game, and this one is not over")
        return render_result(view, locale=locale)
    return render_table(view, locale=locale)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["replay"]:  # python -m images replay RECORD.json OUT.webp
        from images.replay import cli as replay_cli

        return replay_cli(argv[1:])
    if argv[:1] == ["preview"]:
        from images import preview

        return preview.main(argv[1:])
    if argv[:1] == ["web-theme"] and len(argv) == 2:  # python -m images web-theme OUT.css
        from images.web import theme_css

        Path(argv[1]).write_text(theme_css(), "utf-8")
        return 0
    parser = argparse.ArgumentParser(prog="python -m images", description=__doc__)
    parser.add_argument("record", help="a game record (JSON); '-' reads standard input")
    parser.add_argument("--out", required=True, type=Path, help="the PNG file to write")
    parser.add_argument("--player", type=int, help="draw this seat's hand instead of the table")
    parser.add_argument("--result", action="store_true", help="draw the final standings")
    parser.add_argument(
        "--locale", choices=LOCALES, default=DEFAULT_LOCALE, help="the language of its words"
    )
    args = parser.parse_args(argv)
    try:
        text = sys.stdin.read() if args.record == "-" else Path(args.record).read_text("utf-8")
    except OSError as error:
        print(f"cannot read {args.record}: {error.strerror}", file=sys.stderr)
        return 2
    try:
        image = render_record(text, args.player, args.result, args.locale)
    except (RecordError, UsageError, KeyError) as error:
        print(f"bad record: {error.args[0] if error.args else error}", file=sys.stderr)
        return 2
    try:
        args.out.write_bytes(image.png)
    except OSError as error:
        print(f"cannot write {args.out}: {error.strerror}", file=sys.stderr)
        return 2
    print(image.alt)
    return 0


if __name__ == "__main__":
    sys.exit(main())
