"""डील मी इन के नियमों के शब्द (engine/dealmein): इनकार, दैनिक चुनौती के भी."""

TEXTS: dict[str, str] = {
    # चाल पढ़ना।
    "refusal.dealmein.square": ("'{square}' कोई खाना नहीं है: स्तंभ A-K और पंक्तियाँ 1-11 हैं (जैसे F6)"),
    "refusal.dealmein.place.incomplete": (
        "'{text}': चाल में शुरुआती खाना, दिशा (across या down) और पत्ते बताएँ।"
    ),
    "refusal.dealmein.place.no_direction": (
        "'{direction}' कोई दिशा नहीं है: चाल में शुरुआती खाना, दिशा (across या down) और पत्ते बताएँ।"
    ),
    "refusal.dealmein.swap.no_cards": "बताएँ कि कौन से पत्ते बदलने हैं।",
    "refusal.dealmein.reclaim.no_cards": "बताएँ कि किन पत्तों से जोकर वापस लेने हैं।",
    "refusal.dealmein.pass_alone": "'pass' के बाद कुछ नहीं लिखा जाता।",
    "refusal.dealmein.moves.unknown": (
        "'{verb}' कोई चाल नहीं है: पत्ते रखें, बदलें, जोकर वापस लें या पास करें।"
    ),
    "refusal.dealmein.moves.empty": ("बताएँ कि क्या करना है: पत्ते रखें, बदलें, जोकर वापस लें या पास करें।"),
    "refusal.dealmein.moves.order": (
        "चाल में पहले जोकर वापस लिए जाते हैं, फिर एक बार पत्ते रखना, बदलना या पास।"
    ),
    # खिलाड़ी के पत्ते।
    "refusal.dealmein.not_held": "आपके पास {card} नहीं है।",
    "refusal.dealmein.held_once": "आपके पास {card} एक ही है, {count} नहीं।",
    "refusal.dealmein.no_joker_held": "आपके पास कोई जोकर नहीं है।",
    "refusal.dealmein.jokers_held.other": "आपके पास केवल {count} जोकर हैं।",
    "refusal.dealmein.jokers_held.one": "आपके पास केवल {count} जोकर है।",
    # जोकर वापस लेना, पत्ते बदलना, पास।
    "refusal.dealmein.reclaim.joker": ("जोकर उसी असली पत्ते से वापस लें जिसके लिए बोर्ड का जोकर खड़ा है।"),
    "refusal.dealmein.no_joker_for": "बोर्ड पर कोई जोकर {card} के लिए नहीं खड़ा है।",
    "refusal.dealmein.swap_joker": "जोकर बदले नहीं जा सकते।",
    "refusal.dealmein.swap_twice": "बदलने वाला हर पत्ता एक ही बार बताएँ।",
    "refusal.dealmein.no_swap.deck_empty": ("गड्डी खाली है: आप पत्ते नहीं बदल सकते; पत्ते रखें या पास करें।"),
    "refusal.dealmein.swap_too_many.other": (
        "गड्डी में {count} पत्ते हैं: आप अधिक से अधिक {count} बदल सकते हैं।"
    ),
    "refusal.dealmein.swap_too_many.one": (
        "गड्डी में {count} पत्ता है: आप अधिक से अधिक {count} बदल सकते हैं।"
    ),
    "refusal.dealmein.no_pass.deck_left": ("आप तभी पास कर सकते हैं जब गड्डी खाली हो: पत्ते रखें या बदलें।"),
    "refusal.dealmein.no_pass.joker_placeable": (
        "आपके पास केवल जोकर हैं, जो बदले नहीं जा सकते, और एक रखा जा सकता है: उसे रखें।"
    ),
    # पत्ते रखना।
    "refusal.dealmein.card_count": "1 से {most} पत्ते रखें, {count} नहीं।",
    "refusal.dealmein.off_board.other": (
        "पत्ते बोर्ड से बाहर जाते हैं: {square} से {direction} केवल {count} खाली खाने हैं।"
    ),
    "refusal.dealmein.off_board.one": (
        "पत्ते बोर्ड से बाहर जाते हैं: {square} से {direction} केवल {count} खाली खाना है।"
    ),
    "refusal.dealmein.first.centre": "पहली चाल में {square} ढकना ज़रूरी है।",
    "refusal.dealmein.first.two_cards": "पहली चाल में कम से कम दो पत्ते रखे जाते हैं।",
    "refusal.dealmein.touch": "पत्तों को बोर्ड के किसी पत्ते से छूना चाहिए।",
    "refusal.dealmein.line.too_long": (
        "{line} में {count} पत्ते हो जाएँगे: एक पंक्ति में अधिक से अधिक {most} होते हैं।"
    ),
    "refusal.dealmein.line.twice": "{line} में {card} दो बार हो जाएगा: {cards}।",
    "refusal.dealmein.line.no_combination": ("{line} में {cards} होंगे, जो कोई संयोजन नहीं है।"),
    "refusal.dealmein.line.complete": (
        "{line} पूरी है ({combination}): इसमें कोई पत्ता नहीं जोड़ा जा सकता।"
    ),
    # दैनिक चुनौती।
    "refusal.dealmein.daily.no_direction": (
        "'{direction}' कोई दिशा नहीं है: SQUARE across|down CARDS लिखें, जैसे G7 down 7H 7D।"
    ),
    "refusal.dealmein.daily.no_cards": (
        "बताएँ कि कौन से पत्ते रखने हैं: SQUARE across|down CARDS लिखें, जैसे G7 down 7H 7D।"
    ),
    "refusal.dealmein.daily.one_placement": (
        "दैनिक चाल एक बार पत्ते रखना है: SQUARE across|down CARDS लिखें, जैसे G7 down 7H 7D।"
    ),
    # Event sentences.
    "event.dealmein.timeout.swap": "{name} का समय समाप्त: एक पत्ता बदला गया (−{penalty})।",
    "event.dealmein.timeout.jokers": (
        "{name} का समय समाप्त और उनके पास केवल जोकर हैं: पास, कोई दंड नहीं।"
    ),
    "event.dealmein.timeout.pass": "{name} का समय समाप्त: पास, कोई दंड नहीं।",
    "event.dealmein.reclaimed": "{name} ने {square} का जोकर {card} से वापस लिया।",
    "event.dealmein.placed.one": "{name} ने {cards} {squares} पर रखा: {score}।",
    "event.dealmein.placed.across": "{name} ने {cards} {squares} आड़े रखे: {score}।",
    "event.dealmein.placed.down": "{name} ने {cards} {squares} खड़े रखे: {score}।",
    "event.dealmein.drew.other": "{name} ने {count} पत्ते उठाए।",
    "event.dealmein.drew.one": "{name} ने {count} पत्ता उठाया।",
    "event.dealmein.joker_won": "{name} ने {square} का जोकर जीता।",
    "event.dealmein.swapped.other": "{name} ने {count} पत्ते बदले (−{penalty})।",
    "event.dealmein.swapped.one": "{name} ने {count} पत्ता बदला (−{penalty})।",
    "event.dealmein.passed": "{name} ने पास किया।",
    # The end of the game.
    "event.dealmein.game_over": "खेल खत्म: {reason}। अंतिम अंक: {final}।",
    "event.dealmein.game_over.detail": "खेल खत्म: {reason}। {detail}। अंतिम अंक: {final}।",
    "dealmein.end.out": "एक खिलाड़ी के पास कोई पत्ता नहीं बचा",
    "dealmein.end.no_play": "अब कोई चाल संभव नहीं",
    "dealmein.end.blocked": "बोर्ड अटक गया है",
    "dealmein.settled.other": (
        "{payee} को {payer} से {points} मिलते हैं ({count} पत्ते ज़्यादा, हर एक के {each})"
    ),
    "dealmein.settled.one": (
        "{payee} को {payer} से {points} मिलते हैं ({count} पत्ता ज़्यादा, हर एक के {each})"
    ),
    "dealmein.joker_penalty.other": (
        "{name} हाथ में रखे {count} जोकरों के लिए {points} देते हैं (हर एक के {each})"
    ),
    "dealmein.joker_penalty.one": (
        "{name} हाथ में रखे {count} जोकर के लिए {points} देते हैं (हर एक के {each})"
    ),
    # A placement and its score (inside the placed event and the daily answer).
    "dealmein.placement.one": "{cards} {square} पर",
    "dealmein.placement.across": "{cards} {squares} आड़े",
    "dealmein.placement.down": "{cards} {squares} खड़े",
    "dealmein.line_score": "{combination} {points}{times}",
    "dealmein.line_score.bonus": "{combination} {points}{times} + 5 पत्तों का बोनस {bonus}",
    # The combinations, as sentences name them.
    "dealmein.combination.pair": "जोड़ी",
    "dealmein.combination.two_pair": "दो जोड़ी",
    "dealmein.combination.three_of_a_kind": "तीन एक जैसे",
    "dealmein.combination.straight": "सीक्वेंस",
    "dealmein.combination.flush": "फ्लश",
    "dealmein.combination.full_house": "फुल हाउस",
    "dealmein.combination.four_of_a_kind": "चार एक जैसे",
    "dealmein.combination.straight_flush": "स्ट्रेट फ्लश",
    "dealmein.combination.royal_flush": "रॉयल फ्लश",
}
