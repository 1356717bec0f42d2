"""किसी इनकार के वाक्य के बाद जोड़ा जाने वाला कमांड या बटन (bot/discord/wording.py)।

स्लैश कमांड वैसे ही रहते हैं जैसे खिलाड़ी टाइप करते हैं (`/dmi place`); ** में बटनों के नाम
वही हैं जो हिंदी पैनल दिखाते हैं।
"""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    # Deal Me In
    "bot.hint.dealmein.place": "`/dmi place` (खाना, दिशा, पत्ते) या अपने हाथ का पैनल इस्तेमाल करें।",
    "bot.hint.dealmein.swap": "बदलने वाले पत्तों के साथ `/dmi swap` इस्तेमाल करें, जैसे `2C 7D`।",
    "bot.hint.dealmein.reclaim": "बोर्ड का जोकर जिस पत्ते की जगह है, उस पत्ते के साथ `/dmi reclaim` इस्तेमाल करें।",
    "bot.hint.dealmein.moves": "`/dmi place`, `/dmi swap`, `/dmi reclaim` या `/dmi pass` इस्तेमाल करें।",
    "bot.hint.dealmein.no_swap": "`/dmi place` या `/dmi pass` इस्तेमाल करें।",
    "bot.hint.dealmein.no_pass": "`/dmi place` या `/dmi swap` इस्तेमाल करें; `/dmi hint` एक चाल दिखाता है।",
    # Hearts
    "bot.hint.hearts.pass_first": "अपने हाथ के पैनल (**मेरे पत्ते**) में तीन पत्ते चुनें, या `/hearts pass` इस्तेमाल करें।",
    "bot.hint.hearts.play": "अपने हाथ के पैनल (**मेरे पत्ते**) में एक पत्ता दबाएँ, या `/hearts play` इस्तेमाल करें।",
    "bot.hint.hearts.moves": "`/hearts pass` या `/hearts play` इस्तेमाल करें।",
    # Rummy 500
    "bot.hint.rummy500.draw_first": "अपने हाथ के पैनल (**मेरे पत्ते**) में **stock से उठाएँ** दबाएँ या ढेर का कोई पत्ता चुनें, या `/rummy draw` इस्तेमाल करें।",
    "bot.hint.rummy500.stock_empty": "अपने हाथ के पैनल (**मेरे पत्ते**) में ढेर का कोई पत्ता चुनें, या `/rummy draw` इस्तेमाल करें; **पास** (या `/rummy pass`) हाथ ख़त्म करता है।",
    "bot.hint.rummy500.drawn_already": "अपने हाथ का पैनल (**मेरे पत्ते**), या `/rummy meld`, `/rummy layoff` और `/rummy discard` इस्तेमाल करें।",
    "bot.hint.rummy500.meld": "पत्तों के साथ `/rummy meld` इस्तेमाल करें, जैसे `5H 6H 7H`।",
    "bot.hint.rummy500.layoff": "पत्ते और मेल की संख्या के साथ `/rummy layoff` इस्तेमाल करें, जैसे `8H` को `2` पर।",
    "bot.hint.rummy500.discard": "एक पत्ते के साथ `/rummy discard` इस्तेमाल करें, या अपने पैनल का फेंकने वाला मेनू।",
    "bot.hint.rummy500.moves": "`/rummy draw`, `/rummy meld`, `/rummy layoff`, `/rummy discard` इस्तेमाल करें।",
    # 21-card rummy
    "bot.hint.rummy21.cut": "टेबल संदेश पर **काटें** दबाएँ, या `/rummy21 cut` इस्तेमाल करें।",
    "bot.hint.rummy21.joker": "टेबल संदेश पर **जोकर निकालें** दबाएँ, या `/rummy21 joker` इस्तेमाल करें।",
    "bot.hint.rummy21.draw_first": "अपने हाथ के पैनल (**मेरे पत्ते**) में **गड्डी से उठाएँ** या **खुला उठाएँ** दबाएँ, या `/rummy21 draw` इस्तेमाल करें।",
    "bot.hint.rummy21.drawn_already": "अपने हाथ के पैनल (**मेरे पत्ते**) के फेंकने वाले मेनू में एक पत्ता चुनें, या `/rummy21 discard` (या `/rummy21 declare`) इस्तेमाल करें।",
    "bot.hint.rummy21.discard": "एक पत्ते के साथ `/rummy21 discard` इस्तेमाल करें, या अपने पैनल का फेंकने वाला मेनू।",
    "bot.hint.rummy21.declare": "बिना समूहों के, `/rummy21 declare` (या अपने हाथ के पैनल में **घोषणा करें**) आपके हाथ को बॉट की जमावट में घोषित करता है।",
    "bot.hint.rummy21.drop": "`/rummy21 drop` या **ड्रॉप** बटन इस्तेमाल करें।",
    "bot.hint.rummy21.honours": "पत्तों के साथ `/rummy21 honours` इस्तेमाल करें, या अपने पैनल में **ऑनर अलग रखें**।",
    "bot.hint.rummy21.moves": "`/rummy21 draw`, `/rummy21 discard`, `/rummy21 declare`, `/rummy21 drop` या `/rummy21 honours`, या अपने हाथ का पैनल (**मेरे पत्ते**) इस्तेमाल करें।",
}
