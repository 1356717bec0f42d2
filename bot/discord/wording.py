"""How a refusal reads in Discord: the engine's sentence, then the command or button to use.

The engine speaks in plain words with no command syntax ("Draw a card first, from the stock
or the open pile."): it does not know the front end. Where a player needs to know what to
press or type, the engine tags the refusal with a ``code`` (:class:`engine.core.IllegalAction`)
and this table adds the Discord way to do it. The table service passes an engine refusal on
as its own :class:`~bot.tables.ports.TableError` raised *from* it, so the code is found on
the refusal or on its cause.
"""

from __future__ import annotations

from engine.cards import parse_played

#: code -> what to use, as a sentence added after the engine's words.
COMMAND_HINTS: dict[str, str] = {
    # Deal Me In
    "dealmein.place": "Use `/dmi place` (square, direction, cards), or your hand panel.",
    "dealmein.swap": "Use `/dmi swap` with the cards to swap, e.g. `2C 7D`.",
    "dealmein.reclaim": "Use `/dmi reclaim` with the card a board joker stands for.",
    "dealmein.moves": "Use `/dmi place`, `/dmi swap`, `/dmi reclaim` or `/dmi pass`.",
    "dealmein.no_swap": "Use `/dmi place`, or `/dmi pass`.",
    "dealmein.no_pass": "Use `/dmi place` or `/dmi swap`; `/dmi hint` shows a move.",
    # Hearts
    "hearts.pass_first": (
        "Pick three cards in your hand panel (**My hand**), or use `/hearts pass`."
    ),
    "hearts.play": "Press a card in your hand panel (**My hand**), or use `/hearts play`.",
    "hearts.moves": "Use `/hearts pass` or `/hearts play`.",
    # Rummy 500
    "rummy500.draw_first": (
        "Press **Draw from stock** or pick a pile card in your hand panel (**My hand**), or "
        "use `/rummy draw`."
    ),
    "rummy500.stock_empty": (
        "Pick a pile card in your hand panel (**My hand**), or use `/rummy draw`; "
        "**Pass** (or `/rummy pass`) ends the hand."
    ),
    "rummy500.drawn_already": (
        "Use your hand panel (**My hand**), or `/rummy meld`, `/rummy layoff` and `/rummy discard`."
    ),
    "rummy500.meld": "Use `/rummy meld` with the cards, e.g. `5H 6H 7H`.",
    "rummy500.layoff": "Use `/rummy layoff` with the card and the meld's number, e.g. `8H` on `2`.",
    "rummy500.discard": "Use `/rummy discard` with one card, or the discard menu of your panel.",
    "rummy500.moves": "Use `/rummy draw`, `/rummy meld`, `/rummy layoff`, `/rummy discard`.",
    # 21-card rummy
    "rummy21.cut": "Press **Cut** on the table message, or use `/rummy21 cut`.",
    "rummy21.joker": "Press **Draw the Joker** on the table message, or use `/rummy21 joker`.",
    "rummy21.draw_first": (
        "Press **Draw stock** or **Draw open** in your hand panel (**My hand**), or use "
        "`/rummy21 draw`."
    ),
    "rummy21.drawn_already": (
        "Pick a card in the discard menu of your hand panel (**My hand**), or use "
        "`/rummy21 discard` (or `/rummy21 declare`)."
    ),
    "rummy21.discard": "Use `/rummy21 discard` with one card, or your panel's discard menu.",
    "rummy21.declare": (
        "With no groups, `/rummy21 declare` (or **Declare** in your hand panel) declares the "
        "solver's arrangement."
    ),
    "rummy21.drop": "Use `/rummy21 drop` or the **Drop** button.",
    "rummy21.honours": "Use `/rummy21 honours` with the cards, or **Set aside** in your panel.",
    "rummy21.moves": (
        "Use `/rummy21 draw`, `/rummy21 discard`, `/rummy21 declare`, `/rummy21 drop` or "
        "`/rummy21 honours`, or your hand panel (**My hand**)."
    ),
}


def refusal_code(refusal: BaseException) -> str | None:
    """The engine's code of ``refusal``, found on it or on the exception it was raised from."""
    seen: BaseException | None = refusal
    while seen is not None:
        code = getattr(seen, "code", None)
        if isinstance(code, str):
            return code
        seen = seen.__cause__
    return None


def refusal_text(refusal: BaseException) -> str:
    """What the player reads: the refusal's sentence and, when it has one, its hint."""
    text = str(refusal)
    code = refusal_code(refusal)
    hint = command_hint(code) if code else None
    return f"{text} {hint}" if hint else text


def command_hint(code: str) -> str | None:
    """The hint of ``code`` or, failing that, of its nearest shorter prefix
    (``"dealmein.place.no_direction"`` takes the hint of ``"dealmein.place"``)."""
    parts = code.split(".")
    for end in range(len(parts), 0, -1):
        hint = COMMAND_HINTS.get(".".join(parts[:end]))
        if hint is not None:
            return hint
    return None


def suggested_move(game_id: str, action: str) -> str:
    """The computer player's ``action`` (the engine's notation) as the hint tells it: what it
    does, cards as ``7♠``, and the command that plays it."""
    parts = [_move_words(game_id, part.split()) for part in action.split(";") if part.strip()]
    said = ", then ".join(f"{words} (`{command}`)" for words, command in parts)
    return f"The computer player would {said} with your cards."


def _symbols(tokens: list[str]) -> str:
    return " ".join(parse_played(token).symbol for token in tokens)


def _move_words(game_id: str, words: list[str]) -> tuple[str, str]:
    """(what the move does, the slash command that makes it) for one action."""
    verb, args = words[0].lower(), words[1:]
    cards = " ".join(args)
    if game_id == "dealmein":
        if verb == "place":
            square, direction, placed = args[0], args[1], args[2:]
            return (
                f"place {_symbols(placed)} from {square} {direction}",
                f"/dmi place square:{square} direction:{direction} cards:{' '.join(placed)}",
            )
        if verb == "swap":
            return f"swap {_symbols(args)}", f"/dmi swap cards:{cards}"
        if verb == "reclaim":
            return f"reclaim a joker with {_symbols(args)}", f"/dmi reclaim card:{cards}"
        return "pass", "/dmi pass"
    if game_id == "hearts":
        if verb == "pass":
            return f"pass {_symbols(args)}", f"/hearts pass cards:{cards}"
        return f"play {_symbols(args)}", f"/hearts play card:{cards}"
    if game_id == "rummy500":
        if verb == "draw" and args == ["stock"]:
            return "draw from the stock", "/rummy draw source:stock"
        if verb == "draw":
            return f"take {_symbols(args[:1])} from the discard pile", f"/rummy draw source:{cards}"
        if verb == "meld":
            return f"meld {_symbols(args)}", f"/rummy meld cards:{cards}"
        if verb == "layoff":
            return (
                f"lay off {_symbols(args[:1])} on meld {args[1]}",
                f"/rummy layoff card:{args[0]} meld:{args[1]}",
            )
        if verb == "discard":
            return f"discard {_symbols(args)}", f"/rummy discard card:{cards}"
        return "pass", "/rummy pass"
    return " ".join(words), " ".join(words)
