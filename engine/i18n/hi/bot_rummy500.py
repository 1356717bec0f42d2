"""Rummy 500 का हाथ का पैनल।"""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.rummy500.pile.alone": "सिर्फ़ यही",
    "bot.rummy500.pile.takes": "{count} पत्ते आते हैं",
    "bot.rummy500.pile.label": "{card} · स्थान {position} · {takes}",
    "bot.rummy500.pile.unusable": " · आप इसे इस्तेमाल नहीं कर पाते",
    "bot.rummy500.panel.heading": "{game} में **आपके पत्ते**: हाथ {hand}, आपका कुल {total} (खेल {target} पर ख़त्म होता है)।",
    "bot.rummy500.panel.to_move": "{player} की चाल है।",
    "bot.rummy500.panel.draw": "आपकी बारी: stock से उठाएँ, या फेंके पत्तों के ढेर से एक पत्ता लें।",
    "bot.rummy500.panel.draw_no_stock": "आपकी बारी, और stock ख़ाली है: फेंके पत्तों के ढेर से ऐसा पत्ता लें जिसे तुरंत इस्तेमाल कर सकें, या हाथ ख़त्म करने के लिए पास करें।",
    "bot.rummy500.panel.meld": "आपकी बारी: जो चाहें मेल करें और जोड़ें, फिर एक पत्ता फेंकें।",
    "bot.rummy500.panel.must_use": "आपने ढेर से {card} लिया: फेंकने से पहले इसे मेल करें या जोड़ें।",
    "bot.rummy500.panel.melds": "आपके हाथ में मेल: {melds}",
    "bot.rummy500.panel.layoffs": "जोड़ने लायक: {layoffs}",
    "bot.rummy500.layoff": "{card} मेल {meld} पर",
    "bot.rummy500.more": "{shown} · और {count} अन्य",
    "bot.rummy500.button.stock": "stock से उठाएँ",
    "bot.rummy500.button.pass": "पास",
    "bot.rummy500.capped": " (पहले {count}; बाक़ी के लिए /rummy {what})",
    "bot.rummy500.menu.draw": "फेंके पत्तों के ढेर से लें…",
    "bot.rummy500.menu.meld": "मेल करें…",
    "bot.rummy500.menu.layoff": "जोड़ें…",
    "bot.rummy500.menu.discard": "फेंकें और अपनी बारी ख़त्म करें…",
}
