"""21 पत्तों वाली भारतीय रमी के नियमों के शब्द (engine/rummy21/): इसके इनकार और घटनाओं के वाक्य।"""

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
    # घटनाएँ: रस्म।
    "event.rummy21.cut_for_deal": "{name} {above} पत्ते काटते हैं और {card} दिखाते हैं।",
    "event.rummy21.cut_tie": "{names} सबसे छोटे पत्ते पर बराबर हैं और फिर से काटते हैं।",
    "event.rummy21.dealer": "{name} ने सबसे छोटा पत्ता काटा और पहले बाँटेंगे।",
    "event.rummy21.shuffled": (
        "बाज़ी {deal}: {dealer} तीनों गड्डियाँ फेंटते हैं; डीलर के दाएँ बैठे {cutter} काटते हैं।"
    ),
    "event.rummy21.cut": "{name} {above} पत्ते उठाकर गड्डी काटते हैं।",
    "event.rummy21.dealt": (
        "{dealer} हर खिलाड़ी को {size} पत्ते बाँटते हैं, {card} खोलते हैं और बाकी फेंटते हैं; "
        "{drawer} जोकर निकालते हैं।"
    ),
    "event.rummy21.joker.number": (
        "{name} जोकर निकालते हैं: {joker}। हर {rank} वाइल्ड है; "
        "सम्मान पत्ते {below} {joker} {above} हैं। {joker} खुला होकर स्टॉक के नीचे जाता है।"
    ),
    "event.rummy21.joker.jack": (
        "{name} जोकर निकालते हैं: {joker}। हर गुलाम वाइल्ड है; "
        "सम्मान पत्ते {below} {joker} {above} हैं। {joker} खुला होकर स्टॉक के नीचे जाता है।"
    ),
    "event.rummy21.joker.queen": (
        "{name} जोकर निकालते हैं: {joker}। हर बेगम वाइल्ड है; "
        "सम्मान पत्ते {below} {joker} {above} हैं। {joker} खुला होकर स्टॉक के नीचे जाता है।"
    ),
    "event.rummy21.joker.king": (
        "{name} जोकर निकालते हैं: {joker}। हर बादशाह वाइल्ड है; "
        "सम्मान पत्ते {below} {joker} {above} हैं। {joker} खुला होकर स्टॉक के नीचे जाता है।"
    ),
    "event.rummy21.joker.ace": (
        "{name} जोकर निकालते हैं: {joker}। हर इक्का वाइल्ड है; "
        "सम्मान पत्ते {below} {joker} {above} हैं। {joker} खुला होकर स्टॉक के नीचे जाता है।"
    ),
    "event.rummy21.wrong_deal": (
        "गलत बँटवारा ({problem}): {dealer} तीनों गड्डियाँ फिर फेंटते हैं, {cutter} फिर काटते "
        "हैं और पत्ते नए सिरे से बाँटे जाते हैं।"
    ),
    # घटनाएँ: खेल।
    "event.rummy21.drew.open": "{name} खुले ढेर से {card} लेते हैं।",
    "event.rummy21.drew.stock": "{name} स्टॉक से पत्ता उठाते हैं।",
    "event.rummy21.stock_renewed": (
        "स्टॉक खाली है: {card} के नीचे का खुला ढेर फेंटकर नया स्टॉक बनाया जाता है।"
    ),
    "event.rummy21.discarded": "{name} {card} फेंकते हैं।",
    "event.rummy21.declared": "{name} {groups} घोषित करते हैं और {card} फेंकते हैं।",
    "event.rummy21.wrong_declaration": (
        "{name} गलत घोषणा करते हैं ({reason}) और हर दूसरे खिलाड़ी को {points} देते हैं; खेल उनके बिना चलता है।"
    ),
    "event.rummy21.dropped.first_drop": (
        "{name} ड्रॉप करते हैं (पहला ड्रॉप) और बाज़ी के विजेता को {points} देंगे।"
    ),
    "event.rummy21.dropped.mid_pack": (
        "{name} ड्रॉप करते हैं (मिड पैक) और बाज़ी के विजेता को {points} देंगे।"
    ),
    "event.rummy21.dropped.timeouts": (
        "{name} ड्रॉप करते हैं (मिड पैक (तीन बार समय खत्म)) और बाज़ी के विजेता को {points} देंगे।"
    ),
    "event.rummy21.honours": ("{name} {cards} अलग रखते हैं (सम्मान पत्ते, बाज़ी के अंत में भुगतान)।"),
    "event.rummy21.timeout.cut": "{name} का समय खत्म: बॉट उनके लिए काटता है।",
    "event.rummy21.timeout.joker": "{name} का समय खत्म: बॉट जोकर निकालता है।",
    "event.rummy21.timeout.play": ("{name} का समय खत्म: बॉट स्टॉक से पत्ता उठाकर एक पत्ता फेंकता है।"),
    "event.rummy21.timeout.drop": (
        "{name} का समय खत्म: लगातार तीसरी बार मिड पैक है, पत्ता नहीं उठाया जाता।"
    ),
    # घटनाएँ: हिसाब।
    "event.rummy21.payment.wrong_declaration": (
        "{payer} ने हर दूसरे खिलाड़ी को {points} दिए: गलत घोषणा।"
    ),
    "event.rummy21.payment.count": "{payer} {payee} को {points} देते हैं: बेमेल पत्तों की गिनती।",
    "event.rummy21.payment.first_drop": "{payer} {payee} को {points} देते हैं: पहला ड्रॉप।",
    "event.rummy21.payment.mid_pack": "{payer} {payee} को {points} देते हैं: मिड पैक।",
    "event.rummy21.payment.timeouts": (
        "{payer} {payee} को {points} देते हैं: मिड पैक (लगातार तीन बार समय खत्म)।"
    ),
    "event.rummy21.payment.honour_card": (
        "{name} का सम्मान पत्ता {cards}: हर दूसरे खिलाड़ी से {points}।"
    ),
    "event.rummy21.payment.honour_cards": ("{name} के सम्मान पत्ते {cards}: हर दूसरे खिलाड़ी से {points}।"),
    "event.rummy21.payment.honour_cards.marriage": (
        "{name} के सम्मान पत्ते {cards}, एक मैरिज: हर दूसरे खिलाड़ी से {points}।"
    ),
    "event.rummy21.payment.honour_cards.marriages": (
        "{name} के सम्मान पत्ते {cards}, {count} मैरिज: हर दूसरे खिलाड़ी से {points}।"
    ),
    "event.rummy21.deal_over.declared": "{name} घोषणा करके बाज़ी {deal} जीतते हैं: {summary}।",
    "event.rummy21.deal_over.last_left": (
        "{name} आखिरी बचे खिलाड़ी के रूप में बाज़ी {deal} जीतते हैं: {summary}।"
    ),
    "event.rummy21.game_over": "{winners} खेल जीतते हैं।",
    # Why a seat left a deal.
    "rummy21.out.first_drop": "पहला ड्रॉप",
    "rummy21.out.mid_pack": "मिड पैक",
    "rummy21.out.timeouts": "मिड पैक (तीन बार समय खत्म)",
    "rummy21.out.wrong_declaration": "गलत घोषणा",
    # A wrong declaration, a wrong deal, a seat's net in a summary.
    "rummy21.declaration.pure_sequences.other": (
        "केवल {count} शुद्ध सीक्वेंस ({needed} चाहिए: ऐसे सीक्वेंस जिनमें कोई वाइल्ड पत्ता किसी और की जगह न हो)।"
    ),
    "rummy21.declaration.pure_sequences.one": (
        "केवल {count} शुद्ध सीक्वेंस ({needed} चाहिए: ऐसे सीक्वेंस जिनमें कोई वाइल्ड पत्ता किसी और की जगह न हो)।"
    ),
    "rummy21.deal.seat": "सीट {seat}",
    "rummy21.deal.hand_size": "{who} के पास {size} की जगह {count} पत्ते हैं",
    "rummy21.deal.too_many": "ज़्यादा पत्ते {cards}",
    "rummy21.deal.missing": "कम पत्ते {cards}",
    "rummy21.deal.not_three_packs": "पत्ते पूरी तीन गड्डियाँ नहीं हैं: {parts}",
    "rummy21.net": "{name} {net}",
}
