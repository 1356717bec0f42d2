"""चाल की कमांड, हाथ के पैनल की कार्यप्रणाली और /game replay क्या कहते हैं।"""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.moves.drew": "आपने {cards} उठाया।",
    "bot.moves.done": "हो गया: {action}।",
    "bot.replay.no_such_game": "किसी पूरे हुए खेल की आईडी `{game_id}` नहीं है: इस चैनल के पिछले खेल के लिए आईडी ख़ाली छोड़ें।",
    "bot.replay.frame_per_move": "हर चाल का एक फ़्रेम",
    "bot.replay.moves_a_frame": "हर फ़्रेम में {count} चालें",
    "bot.replay.posted": "रीप्ले: {moves} चालें, {summary}, फिर अंतिम नतीजे।",
    "bot.panel.stale": "यह पैनल एक ख़त्म हो चुकी चाल का है: नए पैनल के लिए मेरे पत्ते दबाएँ।",
    "bot.panel.stale_refresh": "यह पैनल एक ख़त्म हो चुकी चाल का है: मेज़ को अभी की हालत में देखने के लिए रीफ़्रेश दबाएँ।",
    "bot.panel.not_yours": "यह पैनल किसी और खिलाड़ी का है: अपने पैनल के लिए मेरे पत्ते दबाएँ।",
    "bot.panel.game_over": "खेल ख़त्म हो गया: अंतिम नतीजे चैनल में हैं।",
    "bot.panel.refresh": "रीफ़्रेश",
}
