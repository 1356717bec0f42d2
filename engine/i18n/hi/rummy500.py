"""रमी 500 के नियमों के शब्द (engine/rummy500/): इसके इनकार और घटनाओं के वाक्य।"""

TEXTS: dict[str, str] = {
    # पत्ता उठाना।
    "refusal.rummy500.draw_first.how": (
        "स्टॉक का ऊपर का पत्ता उठाइए, या फेंके गए पत्तों के ढेर का वह पत्ता बताइए जो "
        "लेना है (उसके ऊपर के सभी पत्तों के साथ)।"
    ),
    "refusal.rummy500.draw_first.draw": (
        "पहले एक पत्ता उठाइए: स्टॉक का ऊपर का पत्ता, या फेंके गए पत्तों के ढेर से एक पत्ता "
        "(उसके ऊपर के सभी पत्तों के साथ)।"
    ),
    "refusal.rummy500.draw_first.pass": (
        "पास केवल तब कर सकते हैं जब स्टॉक खाली हो: स्टॉक से या फेंके गए पत्तों के ढेर से पत्ता उठाइए।"
    ),
    "refusal.rummy500.stock_empty.draw": (
        "स्टॉक खाली है: फेंके गए पत्तों के ढेर से ऐसा पत्ता लीजिए जिसे आप तुरंत इस्तेमाल कर "
        "सकें, या हाथ खत्म करने के लिए पास कीजिए।"
    ),
    "refusal.rummy500.stock_empty.play": (
        "स्टॉक खाली है: फेंके गए पत्तों के ढेर से एक पत्ता लीजिए (उसके ऊपर के सभी पत्तों के "
        "साथ), या हाथ खत्म करने के लिए पास कीजिए।"
    ),
    "refusal.rummy500.drawn_already.play": (
        "आप पत्ता उठा चुके हैं: अपनी बारी खत्म करने के लिए मेल बनाइए, पत्ता जोड़िए, या एक पत्ता फेंकिए।"
    ),
    "refusal.rummy500.pile.no_position": (
        "'{token}' फेंके गए पत्तों के ढेर में कोई स्थान नहीं है: उसके पत्ते 1 (नीचे) से {size} (ऊपर) तक गिने जाते हैं।"
    ),
    "refusal.rummy500.pile.position_holds": (
        "फेंके गए पत्तों के ढेर के स्थान {position} पर {held} है, {card} नहीं।"
    ),
    "refusal.rummy500.pile.not_in_pile": "{card} फेंके गए पत्तों के ढेर में नहीं है।",
    "refusal.rummy500.pile.unusable": (
        "आप {card} फेंके गए पत्तों के ढेर से केवल तुरंत इस्तेमाल करने के लिए ले सकते हैं, "
        "और वह न आपके पत्तों के साथ मेल बनाता है न मेज़ के किसी मेल में जुड़ता है।"
    ),
    # मेल, पत्ते जोड़ना, पत्ता फेंकना।
    "refusal.rummy500.moves.unknown": (
        "'{verb}' रमी 500 की कोई चाल नहीं है: पत्ता उठाइए (स्टॉक से या फेंके गए पत्तों के "
        "ढेर से), मेल बनाइए, पत्ता जोड़िए, पत्ता फेंकिए, या स्टॉक खाली होने पर पास कीजिए।"
    ),
    "refusal.rummy500.meld.none_named": "मेल बनाने के लिए पत्ते बताइए।",
    "refusal.rummy500.melding.invalid": "{reason}",
    "refusal.rummy500.layoff.how": (
        "एक पत्ता किसी मेल में जोड़िए, मेल को उसकी संख्या से बताकर (मेज़ के मेल क्रमांकित हैं)।"
    ),
    "refusal.rummy500.layoff.number": ("'{token}' कोई मेल संख्या नहीं है: मेज़ के मेल 1 से गिने जाते हैं।"),
    "refusal.rummy500.table.no_melds": "मेज़ पर अभी कोई मेल नहीं है जिसमें पत्ता जोड़ा जा सके।",
    "refusal.rummy500.table.no_such_meld": ("मेल {number} नहीं है: मेज़ के मेल 1 से {count} तक क्रमांकित हैं।"),
    "refusal.rummy500.table.does_not_fit": "{card} मेल {number} ({meld}) में नहीं जुड़ता।",
    "refusal.rummy500.discard.one": "ठीक एक पत्ता फेंकिए।",
    "refusal.rummy500.hand.missing": "आपके पास {card} नहीं है।",
    "refusal.rummy500.hand.missing_again": "आपके पास {card} इतनी बार नहीं है।",
    "refusal.rummy500.must_use.unmelded": (
        "इससे {card}, जो आपने फेंके गए पत्तों के ढेर से लिया था, बिना मेल या जोड़ के रह "
        "जाएगा: उसे इसी बारी में इस्तेमाल करना है, इसलिए पहले उसे इस्तेमाल कीजिए।"
    ),
    "refusal.rummy500.must_use.discard": (
        "अभी पत्ता फेंकने से {card}, जो आपने फेंके गए पत्तों के ढेर से लिया था, बिना "
        "इस्तेमाल के रह जाएगा: पहले उससे मेल बनाइए या उसे जोड़िए।"
    ),
    # घटनाएँ।
    "event.rummy500.dealt": "हाथ {hand} बाँटा गया: पहले {name} खेलेंगे।",
    "event.rummy500.drew_stock": "{name} स्टॉक से पत्ता उठाते हैं।",
    "event.rummy500.drew_pile.alone": "{name} फेंके गए पत्तों के ढेर से {card} लेते हैं।",
    "event.rummy500.drew_pile.with_one": (
        "{name} फेंके गए पत्तों के ढेर से {card} और उसके ऊपर का {above} पत्ता लेते हैं।"
    ),
    "event.rummy500.drew_pile.with_more": (
        "{name} फेंके गए पत्तों के ढेर से {card} और उसके ऊपर के {above} पत्ते लेते हैं।"
    ),
    "event.rummy500.passed": ("स्टॉक खाली है और {name} ढेर से पत्ता नहीं लेते: हाथ खत्म होता है।"),
    "event.rummy500.melded": "{name} मेल बनाते हैं: {meld} (मेल {number})।",
    "event.rummy500.laid_off": "{name} {card} को मेल {number} में जोड़ते हैं।",
    "event.rummy500.discarded": "{name} {card} फेंकते हैं।",
    "event.rummy500.stock_out": (
        "स्टॉक खाली है और {name} ढेर का कोई पत्ता इस्तेमाल नहीं कर सकते: हाथ खत्म होता है।"
    ),
    "event.rummy500.hand_scored": "हाथ {hand}: {summary}।",
    "event.rummy500.hand_scored.went_out": "{name} के पत्ते खत्म। हाथ {hand}: {summary}।",
    "event.rummy500.game_over": (
        "एक कुल योग {target} तक पहुँच गया: {winners} {points} अंकों के साथ जीतते हैं।"
    ),
    "event.rummy500.timed_out": "{name} का समय खत्म: उनकी बारी उनके लिए खेली जाती है।",
    # One seat's score in a hand's summary.
    "rummy500.seat_score": "{name} {net} (मेज़ पर {table} − हाथ में {hand})",
}
