"""हर खेल विकल्प क्या करता है, जैसा /game new का ऑटोकम्प्लीट और विकल्पों के इनकार बताते हैं।"""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.option.dealmein.level": "हर चाल का समय: unlimited (असीमित), social (120 से.), competitive (60 से.), expert (30 से.)",
    "bot.option.dealmein.blocked_rounds": "बिना किसी पत्ता रखे पूरे दौर (गड्डी ख़ाली न हो) जिनके बाद खेल ख़त्म होता है",
    "bot.option.hearts.point_limit": "जिस हाथ में किसी खिलाड़ी का कुल इससे ऊपर जाए, उसके बाद खेल ख़त्म होता है",
    "bot.option.hearts.turn_seconds": "एक चाल या पास के लिए सेकंड (0: कोई सीमा नहीं)",
    "bot.option.rummy500.decks": "52 पत्तों की गड्डियाँ: auto चार खिलाड़ियों तक एक और पाँच या छह के लिए दो है",
    "bot.option.rummy500.target": "जिस हाथ में कोई कुल यहाँ तक पहुँचे, उसके बाद खेल ख़त्म होता है",
    "bot.option.rummy500.turn_seconds": "एक बारी के लिए सेकंड (0: कोई सीमा नहीं)",
    "bot.option.rummy21.deals": "एक खेल में बाँटों की संख्या",
    "bot.option.rummy21.first_drop": "पहली बार उठाने से पहले ड्रॉप करने वाला खिलाड़ी जितने अंक देता है",
    "bot.option.rummy21.mid_pack": "बाद में ड्रॉप करने वाला खिलाड़ी जितने अंक देता है",
    "bot.option.rummy21.wrong_declaration": "ग़लत घोषणा हर दूसरे खिलाड़ी को जितने अंक देती है",
    "bot.option.rummy21.count_cap": "गिनती की अधिकतम क़ीमत (0: कोई सीमा नहीं)",
    "bot.option.rummy21.honour": "एक ऑनर पत्ता हर दूसरे खिलाड़ी से जितने अंक पाता है",
    "bot.option.rummy21.marriage": "तीनों ऑनर पत्ते साथ में जितने अंक पाते हैं",
    "bot.option.rummy21.turn_seconds": "एक चाल के लिए सेकंड",
}
