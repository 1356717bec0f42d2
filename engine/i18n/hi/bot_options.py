"""/game new के विकल्प: जो पढ़ा न जा सके उसके इनकार।"""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.options.form": "हर विकल्प name=value के रूप में लिखें, जैसे {example}: {token} ऐसा नहीं है।",
    "bot.options.twice": "विकल्प {name} दो बार दिया गया है: एक ही मान रखें।",
    "bot.options.level_for": "`level` पैरामीटर {owners} के लिए है, {game} के लिए नहीं",
    "bot.options.option_for": "विकल्प {name} {owners} के लिए है, {game} के लिए नहीं",
    "bot.options.no_level": "{game} में `level` पैरामीटर नहीं है",
    "bot.options.no_option": "{game} में कोई विकल्प {name} नहीं है",
    "bot.options.leave_level": "`level` ख़ाली छोड़ें",
    "bot.options.remove": "{name} हटाएँ",
    "bot.options.none": "{game} में कोई विकल्प नहीं है: `options` ख़ाली छोड़ें।",
    "bot.options.listed": "{game} के विकल्प, `options` में name=value के रूप में (डिफ़ॉल्ट दिखाए गए): {options}।",
    "bot.options.switch": "विकल्प {name} true या false होता है, {text} नहीं।",
    "bot.options.number": "विकल्प {name} एक पूर्ण संख्या है, {text} नहीं।",
}
