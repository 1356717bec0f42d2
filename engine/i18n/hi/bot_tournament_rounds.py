"""/tournament's rounds: the check-in before each round, absent players, ranked games and
the bracket's round names."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.cmd.tournament.new.opt.checkin.name": "checkin",
    "bot.cmd.tournament.new.opt.checkin.description": "हर राउंड से पहले चेक-इन के मिनट (डिफ़ॉल्ट 0: कोई चेक-इन नहीं)",
    "bot.cmd.tournament.new.opt.absent.name": "absent",
    "bot.cmd.tournament.new.opt.absent.description": "चेक-इन से गैरहाज़िर या समय से बाहर खिलाड़ी: उनकी जगह कंप्यूटर खेले, या वे हार मानें",
    "bot.cmd.tournament.new.opt.ranked.name": "ranked",
    "bot.cmd.tournament.new.opt.ranked.description": "क्या इसके गेम इस सर्वर के लीडरबोर्ड में गिने जाएँ (डिफ़ॉल्ट: हाँ)",
    "bot.choice.computer": "कंप्यूटर खिलाड़ी जगह लेता है",
    "bot.choice.forfeit": "वॉकओवर (हार)",
    "bot.tournament.absence.computer": "उनकी जगह कंप्यूटर खिलाड़ी खेलता है",
    "bot.tournament.absence.forfeit": "वे वॉकओवर से हारते हैं",
    "bot.tournament.signup.checkin": "चेक-इन: हर राउंड से पहले {minutes} मिनट। गैरहाज़िर, या लगातार तीन चालों में समय खत्म: {absence}।",
    "bot.tournament.signup.out_of_time": "लगातार तीन चालों में समय खत्म: {absence}।",
    "bot.tournament.signup.unranked": "इसके गेम इस सर्वर के लीडरबोर्ड में नहीं गिने जाते।",
    "bot.tournament.checkin.post": "**{tournament}**, राउंड {round}: {players}, {when} से पहले **चेक इन** दबाएँ। जिसने तब तक चेक इन नहीं किया: {absence}।",
    "bot.tournament.button.checkin": "चेक इन",
    "bot.tournament.checked_in": "आप राउंड {round} के लिए चेक इन हो गए हैं।",
    "bot.tournament.bracket.round": "राउंड {round}",
    "bot.tournament.bracket.semifinal": "सेमीफ़ाइनल",
    "bot.tournament.bracket.final": "फ़ाइनल",
    "tables.refusal.tournament.no_checkin": "इस राउंड का चेक-इन खुला नहीं है (खत्म हो गया, या अभी खुला नहीं)।",
    "tables.refusal.tournament.checked_in_already": "आप पहले ही चेक इन कर चुके हैं।",
    "tables.refusal.tournament.absence": "{choice} गैरहाज़िर खिलाड़ियों के लिए विकल्प नहीं है: computer या forfeit।",
    "tables.refusal.tournament.checkin_length": "चेक-इन ज़्यादा से ज़्यादा {most} मिनट का होता है।",
}
