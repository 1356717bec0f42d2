"""Words of the table service (bot/tables): its refusals and its public notices."""

TEXTS: dict[str, str] = {
    "tables.command.new": "नया-खेल कमांड",
    "tables.command.join": "शामिल-हों कमांड",
    "tables.command.leave": "छोड़ें कमांड",
    "tables.command.addbot": "कंप्यूटर-जोड़ें कमांड",
    "tables.command.start": "शुरू करें कमांड",
    "tables.command.abort": "रद्द करें कमांड",
    "tables.and": " और ",
    "tables.refusal.no_table": "इस चैनल में कोई खेल नहीं है: {command_new} से एक शुरू करें।",
    "tables.refusal.not_seated": "आप इस टेबल पर नहीं बैठे हैं: {command_join} से शामिल हों।",
    "tables.refusal.stale_turn": ("यह बटन एक ऐसी चाल का है जो खत्म हो चुकी है: टेबल का सबसे नया संदेश देखें।"),
    "tables.refusal.not_saved": (
        "मैं अभी इसे सहेज नहीं सका, इसलिए टेबल पर कुछ नहीं बदला: कृपया थोड़ी देर में फिर कोशिश करें।"
    ),
    "tables.refusal.game_over": "खेल खत्म हो गया है: उसका नतीजा दर्ज हो रहा है।",
    "tables.refusal.owned_elsewhere": ("यह टेबल अभी कहीं और व्यस्त है: थोड़ी देर में फिर कोशिश करें।"),
    "tables.refusal.broken": (
        "इस चैनल की {game} टेबल डेटाबेस से लोड नहीं हो सकी, इसलिए वह आगे नहीं चल सकती। "
        "उसे हटाने के लिए {command_abort} का उपयोग करें, फिर {command_new} से नई टेबल खोलें।"
    ),
    "tables.refusal.has_table": (
        "इस चैनल में पहले से एक टेबल है: {command_join} से शामिल हों, या किसी थ्रेड में खेलें।"
    ),
    "tables.refusal.no_such_game": "ऐसा कोई खेल नहीं है: {game}।",
    "tables.refusal.bad_options": "{reason} कोई दूसरा मान चुनें।",
    "tables.refusal.setup": "{reason}",
    "tables.refusal.rules": "{reason}",
    "tables.refusal.already_seated": "आप इस टेबल पर पहले से बैठे हैं।",
    "tables.refusal.not_at_table": "आप इस टेबल पर नहीं बैठे हैं।",
    "tables.refusal.bad_level": "कंप्यूटर खिलाड़ी का स्तर इनमें से एक है: {levels}।",
    "tables.refusal.add_bot_seated_only": ("केवल इस टेबल पर बैठे खिलाड़ी ही कंप्यूटर खिलाड़ी जोड़ सकते हैं।"),
    "tables.refusal.remove_bot_seated_only": ("केवल इस टेबल पर बैठे खिलाड़ी ही कंप्यूटर खिलाड़ी हटा सकते हैं।"),
    "tables.refusal.no_bot": "इस लॉबी में कोई कंप्यूटर खिलाड़ी नहीं है।",
    "tables.refusal.kick_host_only": "केवल होस्ट या मॉडरेटर ही किसी खिलाड़ी को हटा सकते हैं।",
    "tables.refusal.kick_self": "खुद टेबल छोड़ने के लिए {command_leave} का उपयोग करें।",
    "tables.refusal.user_not_seated": "वह उपयोगकर्ता इस टेबल पर नहीं बैठा है।",
    "tables.refusal.start_host_only": "केवल होस्ट ही खेल शुरू कर सकता है।",
    "tables.refusal.too_few": (
        "{game} के लिए कम से कम {minimum} खिलाड़ी चाहिए: {missing} और {command_join} से "
        "शामिल हो सकते हैं, या {command_addbot} से कंप्यूटर खिलाड़ी जोड़ें।"
    ),
    "tables.refusal.countdown_host_only": "केवल होस्ट ही लॉबी की उलटी गिनती तय कर सकता है।",
    "tables.refusal.countdown_range": ("उलटी गिनती 1 से {maximum} सेकंड की होती है (0 उसे बंद करता है)।"),
    "tables.refusal.abort_host_only": "केवल होस्ट या मॉडरेटर ही खेल रद्द कर सकते हैं।",
    "tables.refusal.lobby_not_started": ("खेल शुरू नहीं हुआ है: {command_join} से लॉबी में शामिल हों।"),
    "tables.refusal.already_playing": "आप इस टेबल पर पहले से खेल रहे हैं।",
    "tables.refusal.no_seat_to_take": "इस टेबल पर आपकी कोई सीट वापस लेने को नहीं है।",
    "tables.refusal.seat_taken_over": (
        "आपकी सीट पर एक कंप्यूटर खिलाड़ी है: {command_join} से उसे वापस लें।"
    ),
    "tables.refusal.started.join": (
        "खेल पहले ही शुरू हो चुका है: अब आप उसमें शामिल नहीं हो सकते। अगले खेल की प्रतीक्षा करें, या यह खेल देखें।"
    ),
    "tables.refusal.started.add_bot": (
        "खेल पहले ही शुरू हो चुका है: अब आप उसमें कंप्यूटर खिलाड़ी नहीं जोड़ सकते। अगले खेल "
        "की प्रतीक्षा करें, या यह खेल देखें।"
    ),
    "tables.refusal.started.remove_bot": (
        "खेल पहले ही शुरू हो चुका है: अब आप उससे कंप्यूटर खिलाड़ी नहीं हटा सकते। अगले खेल "
        "की प्रतीक्षा करें, या यह खेल देखें।"
    ),
    "tables.refusal.started.start": (
        "खेल पहले ही शुरू हो चुका है: अब आप उसे शुरू नहीं कर सकते। अगले खेल की प्रतीक्षा करें, या यह खेल देखें।"
    ),
    "tables.refusal.full": "टेबल भरी हुई है ({maximum} खिलाड़ी): अगले खेल की प्रतीक्षा करें।",
    "tables.refusal.not_started": ("खेल अभी शुरू नहीं हुआ है: होस्ट उसे {command_start} से शुरू करता है।"),
    "tables.refusal.restarting": "बॉट फिर से शुरू हो रहा है: थोड़ी देर में फिर कोशिश करें।",
    "tables.refusal.export_running": (
        "खेल खत्म होने के बाद ही उसका रिकॉर्ड निर्यात हो सकता है (उसमें हर हाथ दिखता है)।"
    ),
    "tables.refusal.nothing_to_export": "इस चैनल में निर्यात करने को कोई खत्म हुआ खेल नहीं है।",
    "tables.notice.broken": (
        "इस चैनल की {game} टेबल डेटाबेस से लोड नहीं हो सकी, इसलिए वह आगे नहीं चल सकती। "
        "उसे हटाने के लिए {command_abort} का उपयोग करें, फिर {command_new} से नई टेबल खोलें।"
    ),
    "tables.notice.left_lobby_empty": "{name} चले गए और लॉबी खाली है: बंद की गई।",
    "tables.notice.left_replaced": (
        "{name} चले गए: उनकी सीट पर एक कंप्यूटर खिलाड़ी खेलता है ({name} {command_join} से "
        "उसे वापस ले सकते हैं)।"
    ),
    "tables.notice.kicked_lobby_empty": "{name} को हटाया गया और लॉबी खाली है: बंद की गई।",
    "tables.notice.kicked_replaced": (
        "{name} को टेबल से हटाया गया: उनकी सीट पर एक कंप्यूटर खिलाड़ी खेलता है।"
    ),
    "tables.notice.aborted_lobby": "{name} ने लॉबी रद्द कर दी।",
    "tables.notice.aborted_game": "{name} ने खेल रद्द कर दिया।",
    "tables.notice.back": "{name} टेबल पर लौट आए हैं।",
    "tables.notice.lobby_expired": (
        "किसी ने {game} लॉबी समय पर शुरू नहीं की: वह बंद है। {command_new} से नई लॉबी खोलें।"
    ),
    "tables.notice.lobby_failed": "{game} लॉबी शुरू नहीं हो सकी: {reason}",
    "tables.notice.time_up": "{names} का समय खत्म हो गया।",
    "tables.notice.time_up_events": "{names} का समय खत्म हो गया। {events}",
    "tables.notice.replaced_after_timeouts": (
        "{name} का समय लगातार {count} चालों में खत्म हुआ: एक कंप्यूटर खिलाड़ी सीट लेता है। "
        "{name}, {command_join} से उसे वापस लें।"
    ),
    "tables.notice.won": "{winners} जीते! अंतिम स्कोर: {scores}।",
    "tables.notice.shared": "{winners} जीत साझा करते हैं! अंतिम स्कोर: {scores}।",
}
