"""21 पत्तों वाली भारतीय रमी के नियमों के शब्द (engine/rummy21/): इसके इनकार।"""

TEXTS: dict[str, str] = {
    # रस्म।
    "refusal.rummy21.cut.choose_dealer": (
        "पहले डीलर चुनने के लिए गड्डी काटी जाती है: {low} से {high} पत्ते उठाइए।"
    ),
    "refusal.rummy21.cut.for_dealer": (
        "पहले डीलर के लिए गड्डी काटी जाती है: {low} से {high} पत्ते उठाइए।"
    ),
    "refusal.rummy21.cut.size": "बताइए कितने पत्ते उठाने हैं, {low} से {high} तक।",
    "refusal.rummy21.cut.margin": (
        "कट के ऊपर और नीचे कम से कम {margin} पत्ते रहते हैं: उठाने के लिए {low} से {high} के बीच पत्ते चुनिए।"
    ),
    "refusal.rummy21.joker.first": "पहले बाकी गड्डी में से जोकर निकाला जाता है।",
    # खेल।
    "refusal.rummy21.moves.unknown": (
        "'{verb}' 21 पत्तों वाली रमी की कोई चाल नहीं है: पत्ता उठाइए (स्टॉक से या खुले ढेर से), "
        "पत्ता फेंकिए, घोषणा कीजिए, ड्रॉप कीजिए, या सम्मान पत्ते अलग रखिए।"
    ),
    "refusal.rummy21.drawn_already.discard": ("आप पत्ता उठा चुके हैं: एक पत्ता फेंकिए (या घोषणा कीजिए)।"),
    "refusal.rummy21.drawn_already.drop": (
        "ड्रॉप केवल अपनी बारी की शुरुआत में, पत्ता उठाने से पहले हो सकता है: अब एक पत्ता फेंकिए।"
    ),
    "refusal.rummy21.draw_first.draw": "पहले एक पत्ता उठाइए, स्टॉक से या खुले ढेर से।",
    "refusal.rummy21.draw_first.open_empty": "खुला ढेर खाली है: स्टॉक से पत्ता उठाइए।",
    "refusal.rummy21.draw_first.source": "स्टॉक से या खुले ढेर से पत्ता उठाइए।",
    "refusal.rummy21.draw_first.stock_empty": (
        "स्टॉक खाली है और खुले ढेर में केवल ऊपर का पत्ता है: वही पत्ता खुले ढेर से लीजिए।"
    ),
    "refusal.rummy21.hand.missing": "आपके पास {card} नहीं है।",
    "refusal.rummy21.hand.missing_copies": "आपके पास {card} के {count} पत्ते नहीं हैं।",
    "refusal.rummy21.discard.one": "ठीक एक पत्ता फेंकिए।",
    "refusal.rummy21.declare.format": (
        "अपने समूह | से अलग करके लिखिए, फिर फेंकने वाला पत्ता, जैसे 3♥ 4♥ 5♥ | 7♠ 8♠ 9♠ | … discard K♦।"
    ),
    "refusal.rummy21.declare.one_discard": "समूहों के बाद फेंकने के लिए ठीक एक पत्ता बताइए।",
    "refusal.rummy21.declaration.empty_group": ("दो | के बीच का एक समूह खाली है: हर समूह के पत्ते लिखिए।"),
    "refusal.rummy21.declaration.size": (
        "आपके समूहों में {count} पत्ते हैं: रखे जाने वाले सभी {size} पत्ते घोषित कीजिए और 22वाँ पत्ता फेंकिए।"
    ),
    "refusal.rummy21.drop.no_cards": "ड्रॉप में कोई पत्ता नहीं बताया जाता।",
    # अलग रखे गए सम्मान पत्ते।
    "refusal.rummy21.honours.none_named": "अलग रखने के लिए सम्मान पत्ते बताइए।",
    "refusal.rummy21.set_aside.not_seated": ("केवल बैठे हुए खिलाड़ी ही सम्मान पत्ते अलग रख सकते हैं।"),
    "refusal.rummy21.set_aside.before_joker": ("जोकर निकलने के बाद ही सम्मान पत्ते अलग रखे जा सकते हैं।"),
    "refusal.rummy21.set_aside.out": ("आप इस बाज़ी से बाहर हैं: अब आप सम्मान पत्ते अलग नहीं रख सकते।"),
    "refusal.rummy21.set_aside.not_honour": (
        "{card} सम्मान पत्ता नहीं है: इस बाज़ी के सम्मान पत्ते {honours} हैं।"
    ),
    "refusal.rummy21.set_aside.already": (
        "आप {card} पहले ही अलग रख चुके हैं और आपके पास कोई दूसरा {card} नहीं है।"
    ),
    "refusal.rummy21.set_aside.not_held": "आपके पास {card} नहीं है।",
}
