"""Deal Me In का हाथ का पैनल।"""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.dealmein.panel.heading": "Deal Me In में **आपके पत्ते**: {cards} · आपके अंक {score} · गड्डी में {deck} पत्ते।",
    "bot.dealmein.panel.waiting": "{player} की चाल का इंतज़ार है।",
    "bot.dealmein.panel.choose": "आपकी चाल: मेनू में पत्ते चुनें, फिर वे कहाँ जाएँ (या उन्हें बदलें); **सुझाव** कंप्यूटर की चाल दिखाता है।",
    "bot.dealmein.panel.too_many": "{cards}: एक बार में 1 से {most} पत्ते रखें, या उन्हें बदलें।",
    "bot.dealmein.panel.nowhere": "{cards} एक साथ कहीं नहीं रखे जा सकते: दूसरे चुनें।",
    "bot.dealmein.panel.page_of": " (पृष्ठ {page} / {pages})",
    "bot.dealmein.panel.places.one": "{cards}: उन्हें रखने की {count} जगह{where}, सबसे अच्छी {spot}, {score} अंक।",
    "bot.dealmein.panel.places.other": "{cards}: उन्हें रखने की {count} जगहें{where}, सबसे अच्छी {spot}, {score} अंक।",
    "bot.dealmein.panel.picked": "**{spot}**: {cards}, {score}। इसे खेलने के लिए **रखें** दबाएँ।",
    "bot.dealmein.menu.cards": "रखने या बदलने के पत्ते चुनें…",
    "bot.dealmein.menu.spot": "चुनें कि पत्ते कहाँ जाएँ…",
    "bot.dealmein.joker": "जोकर",
    "bot.dealmein.joker_help": "आप जो पत्ता कहें, वही बनता है",
    "bot.dealmein.spot": "{spot} · {score} अंक",
    "bot.dealmein.button.place": "रखें",
    "bot.dealmein.button.swap": "बदलें",
    "bot.dealmein.button.pass": "पास",
    "bot.dealmein.button.reclaim": "{card} से वापस लें",
    "bot.dealmein.button.hint": "सुझाव",
    "bot.dealmein.button.page": "पृष्ठ",
    "bot.dealmein.hint.reclaim": "सुझाव: {cards} से जोकर वापस लें (**वापस लें**), फिर कंप्यूटर {placement} रखता।",
    "bot.dealmein.hint.place": "सुझाव: {placement} रखें: यह नीचे चुना हुआ है, **रखें** दबाएँ।",
    "bot.dealmein.hint.swap": "सुझाव: कोई जगह फ़ायदे की नहीं; {cards} बदलें (**बदलें**)।",
    "bot.dealmein.hint.pass": "सुझाव: न कुछ रखा जा सकता है न बदला: **पास**।",
}
