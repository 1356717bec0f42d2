"""खेल के बाद की समीक्षा और कंप्यूटर खिलाड़ियों के ख़िलाफ़ आसान मदद।"""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.teach.button.review": "समीक्षा",
    "bot.teach.review.unknown": "वह खेल अब यहाँ ज्ञात नहीं: समीक्षा के लिए कुछ नहीं।",
    "bot.teach.review.not_player": "इस खेल की समीक्षा सिर्फ़ इसे खेलने वाले देख सकते हैं।",
    "bot.teach.review.clean.one": "कठिन खिलाड़ी आपके {count} फ़ैसले से सहमत है: समीक्षा के लिए कुछ नहीं।",
    "bot.teach.review.clean.other": "कठिन खिलाड़ी आपके सभी {count} फ़ैसलों से सहमत है: समीक्षा के लिए कुछ नहीं।",
    "bot.teach.review.heading.one": "कठिन खिलाड़ी की नज़र में आपका सबसे महँगा फ़ैसला:",
    "bot.teach.review.heading.other": "कठिन खिलाड़ी की नज़र में आपके {count} सबसे महँगे फ़ैसले:",
    "bot.teach.review.line": "**{number}.** चाल {move}: आपने {played} चला; कठिन खिलाड़ी {best} चलता ({cost})। {why}",
    "bot.teach.cost.points": "{amount} अंक",
    "bot.teach.cost.draws": "{amount} घोषणा वाले पत्ते",
    "bot.teach.cost.cost": "कठिन खिलाड़ी के तौल में {amount}",
    "bot.teach.cost.count": "गिनती के {amount} अंक",
}
