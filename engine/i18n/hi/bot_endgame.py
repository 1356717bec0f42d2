"""खेल के अंत और लॉबी के बटनों के शब्द (देखें ``en/bot_endgame.py``)।"""

TEXTS: dict[str, str] = {
    "bot.endgame.button.again": "फिर से खेलें",
    "bot.endgame.button.replay": "रीप्ले",
    "bot.endgame.button.stats": "मेरे आँकड़े",
    "bot.endgame.won": "{winners} जीते!",
    "bot.endgame.shared": "{winners} जीत साझा करते हैं!",
    "bot.endgame.deciding": "निर्णायक पल: {moment}",
    "bot.endgame.again.started": "{game} उन्हीं सीटों के साथ फिर से शुरू हो गया: शुभकामनाएँ!",
    "bot.endgame.again.waiting": (
        "{game} उन्हीं सीटों के साथ फिर से खुला है। {players} के **फिर से खेलें** या "
        "**जुड़ें** दबाने का इंतज़ार है: जो सीट {when} तक पक्की नहीं होती, वह चली जाती है।"
    ),
    "bot.endgame.seat.awaiting": "{seat} (पक्का करना बाकी)",
    "tables.refusal.rematch_gone": (
        "वह खेल अब यहाँ दोबारा नहीं खेला जा सकता: {command_new} से नई मेज़ खोलें।"
    ),
    "tables.refusal.rematch_players_only": (
        "वह खेल दोबारा सिर्फ़ उसके खिलाड़ी खेल सकते हैं: मेज़ खुलने पर, अगर कोई सीट ख़ाली है, "
        "तो {command_join} से जुड़ें।"
    ),
    "bot.endgame.joker_as": "{card} बना जोकर",
    "bot.endgame.export.where_link": "नियम-पुस्तिका में [खेल के रिकॉर्ड]({url}#game-records)",
    "bot.endgame.export.where_book": "नियम-पुस्तिका का “Game records” (खेल के रिकॉर्ड) भाग",
    "bot.endgame.rating.provisional": "{rating} (अस्थायी)",
    "bot.endgame.rating.about": (
        "रेटिंग 1000 से शुरू होती है और हर खेल के साथ बदलती है, इस पर कि आप मेज़ के बाकी "
        "खिलाड़ियों के मुक़ाबले किस स्थान पर रहे; किसी खेल के आपके पहले {games} खेलों तक यह "
        "अस्थायी रहती है।"
    ),
    "bot.endgame.option": "{name}: {value}",
    "bot.endgame.optname.dealmein.level": "चाल का समय",
    "bot.endgame.optname.dealmein.blocked_rounds": "बिना चाल के दौर, जिनसे खेल ख़त्म होता है",
    "bot.endgame.optname.hearts.point_limit": "खेल ख़त्म करने वाले अंक",
    "bot.endgame.optname.hearts.turn_seconds": "हर चाल के सेकंड",
    "bot.endgame.optname.rummy500.decks": "पत्तों की गड्डियाँ",
    "bot.endgame.optname.rummy500.target": "जीत के अंक",
    "bot.endgame.optname.rummy500.turn_seconds": "हर बारी के सेकंड",
    "bot.endgame.optname.rummy21.deals": "बाँटें",
    "bot.endgame.optname.rummy21.first_drop": "पहले ड्रॉप की क़ीमत",
    "bot.endgame.optname.rummy21.mid_pack": "बाद के ड्रॉप की क़ीमत",
    "bot.endgame.optname.rummy21.wrong_declaration": "गलत घोषणा की क़ीमत",
    "bot.endgame.optname.rummy21.count_cap": "सबसे ऊँची गिनती",
    "bot.endgame.optname.rummy21.honour": "ऑनर पत्ते की कमाई",
    "bot.endgame.optname.rummy21.marriage": "मैरिज की कमाई",
    "bot.endgame.optname.rummy21.turn_seconds": "हर चाल के सेकंड",
    "bot.endgame.optname.rummy21.ceremony": "कट और जोकर",
    "bot.endgame.optvalue.auto": "अपने-आप",
    "bot.endgame.optvalue.hand": "हाथ से",
    "bot.endgame.optvalue.no_limit": "कोई सीमा नहीं",
    "bot.endgame.timer.seconds": "हर चाल के {seconds} सेकंड",
    "bot.endgame.timer.none": "इस खेल में चुनने के लिए चाल का कोई समय नहीं है: समय ख़ाली छोड़ें।",
    "bot.endgame.timer.bad": "{value} {game} की चाल का कोई समय नहीं है: सूची में से एक चुनें।",
    "bot.lobby.button.leave": "छोड़ें",
    "bot.lobby.button.rules": "कैसे खेलें",
    "bot.lobby.add_bot.placeholder": "कंप्यूटर खिलाड़ी जोड़ें…",
    "bot.lobby.add_bot.option": "कंप्यूटर खिलाड़ी: {level}",
    "bot.lobby.add_bot.about.easy": "सीधा खेलता है: सीखने के लिए अच्छा",
    "bot.lobby.add_bot.about.normal": "ठोस खेल खेलता है",
    "bot.lobby.add_bot.about.hard": "आगे की सोचता है: असली मुक़ाबला",
    "bot.words.kind.string": "कोई पाठ",
    "bot.words.kind.integer": "कोई पूर्ण संख्या",
    "bot.words.kind.number": "कोई संख्या",
    "bot.words.kind.boolean": "हाँ या नहीं",
    "bot.words.kind.user": "इस सर्वर का कोई सदस्य",
    "bot.words.kind.channel": "यहाँ का कोई चैनल",
    "bot.words.kind.role": "यहाँ की कोई भूमिका",
    "bot.words.kind.mentionable": "यहाँ का कोई सदस्य या भूमिका",
    "bot.words.kind.attachment": "कोई फ़ाइल",
    "bot.words.kind.other": "इस विकल्प का कोई मान",
    "bot.cmd.game.new.opt.timer.name": "समय",
    "bot.cmd.game.new.opt.timer.description": "हर चाल का समय (सूची चुने गए खेल की है)",
}
