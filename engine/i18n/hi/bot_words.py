"""बॉट के बाक़ी शब्द: जगह न रहने पर टेबल क्यों बंद हुई, स्लैश कमांड के लिए discord.py के इनकार, और
Rummy 500 का जोड़ने वाला ऑटोकम्प्लीट।"""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.words.closed.guild_left": "बॉट सर्वर छोड़ गया",
    "bot.words.closed.channel_deleted": "चैनल हटा दिया गया",
    "bot.words.closed.thread_deleted": "थ्रेड हटा दिया गया",
    "bot.words.error.cooldown": "आप कूलडाउन पर हैं। {seconds} सेकंड बाद फिर कोशिश करें।",
    "bot.words.error.missing_permissions": "यह कमांड चलाने के लिए आपके पास {permissions} अनुमति नहीं है।",
    "bot.words.error.bot_missing_permissions": "यह कमांड चलाने के लिए बॉट को {permissions} अनुमति चाहिए।",
    "bot.words.error.missing_role": "यह कमांड चलाने के लिए रोल {role} ज़रूरी है।",
    "bot.words.error.missing_any_role": "ज़रूरी रोलों में से कम से कम एक आपके पास नहीं है: {roles}",
    "bot.words.error.check": "आप यहाँ यह कमांड इस्तेमाल नहीं कर सकते।",
    "bot.words.error.value": "“{value}” {kind} नहीं है: दिए गए विकल्पों में से एक चुनें, या फिर से लिखें।",
    "bot.words.error.other": "वह कमांड नहीं चला: जो टाइप किया उसे जाँचें और फिर कोशिश करें।",
    "bot.words.or": " या ",
    "bot.words.fits_meld": " · मेल {melds} में बैठता है",
    # /dmi hint, /hearts hint, /rummy hint: कंप्यूटर खिलाड़ी की चाल शब्दों में।
    "bot.suggest.move": "आपके पत्तों से कंप्यूटर खिलाड़ी यह करता: {moves}।",
    "bot.suggest.then": ", फिर ",
    "bot.suggest.place": "{cards} को {square} से {direction} रखना",
    "bot.suggest.swap": "{cards} बदलना",
    "bot.suggest.reclaim": "{cards} से एक जोकर वापस लेना",
    "bot.suggest.pass": "पास करना",
    "bot.suggest.pass_cards": "{cards} आगे देना",
    "bot.suggest.play": "{cards} चलना",
    "bot.suggest.draw_stock": "stock से उठाना",
    "bot.suggest.take": "फेंके पत्तों के ढेर से {card} लेना",
    "bot.suggest.meld": "{cards} का मेल बनाना",
    "bot.suggest.layoff": "{card} को मेल {meld} पर जोड़ना",
    "bot.suggest.discard": "{cards} फेंकना",
}
