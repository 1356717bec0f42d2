"""हार्ट्स डीलक्स के नियमों के शब्द (engine/hearts): इनकार."""

TEXTS: dict[str, str] = {
    "refusal.hearts.passed_already": ("आप पत्ते दे चुके हैं: {waiting} के पत्ते देने की प्रतीक्षा है।"),
    "refusal.hearts.play.keeper": "यह कीपर हाथ है: पत्ते नहीं दिए जाते। एक पत्ता खेलें।",
    "refusal.hearts.play.passed": "पत्ते दिए जा चुके हैं। एक पत्ता खेलें।",
    "refusal.hearts.play.one_card": "ठीक एक पत्ता खेलें।",
    "refusal.hearts.pass_first.left": "पहले तीन पत्ते बाईं ओर दें।",
    "refusal.hearts.pass_first.right": "पहले तीन पत्ते दाईं ओर दें।",
    "refusal.hearts.pass_first.across": "पहले तीन पत्ते सामने वाले को दें।",
    "refusal.hearts.pass_first.count": "ठीक तीन पत्ते दें: आपने {count} बताए।",
    "refusal.hearts.moves.unknown": ("'{verb}' हार्ट्स की कोई चाल नहीं है: तीन पत्ते दें, या एक खेलें।"),
    "refusal.hearts.named_twice": "आपने {card} दो बार बताया: तीन अलग पत्ते दें।",
    "refusal.hearts.not_held": "आपके पास {card} नहीं है।",
    "refusal.hearts.lead_club": "पहली चाल चिड़ी से शुरू करें: आपके पास {cards} हैं।",
    "refusal.hearts.follow": "आपको {suit} ही खेलना होगा: आपके पास {cards} हैं।",
    "refusal.hearts.first_trick_points": (
        "पहली चाल में अंक नहीं: जब तक आपके पास दूसरे पत्ते हैं (जैसे {example}), {card} नहीं खेला जा सकता।"
    ),
    "refusal.hearts.not_broken": (
        "पान अभी टूटे नहीं हैं: जब तक आपके पास पान और Q♠ के अलावा पत्ते हैं (जैसे {example}), "
        "आप {card} से शुरू नहीं कर सकते।"
    ),
    # Event sentences.
    "event.hearts.dealt.keeper": "हाथ {number} बँटा: कीपर हाथ, पत्ते नहीं दिए जाते।",
    "event.hearts.dealt.left": "हाथ {number} बँटा: तीन पत्ते बाईं ओर दें।",
    "event.hearts.dealt.right": "हाथ {number} बँटा: तीन पत्ते दाईं ओर दें।",
    "event.hearts.dealt.across": "हाथ {number} बँटा: तीन पत्ते सामने वाले को दें।",
    "event.hearts.timed_out.pass": "{name} का समय समाप्त: उनके तीन सबसे छोटे पत्ते दिए गए।",
    "event.hearts.timed_out.play": "{name} का समय समाप्त: उनका सबसे छोटा चलने लायक पत्ता खेला गया।",
    "event.hearts.passed": "{name} ने तीन पत्ते दे दिए।",
    "event.hearts.pass_done.left": (
        "सबने बाईं ओर पत्ते दे दिए। {leader} के पास 2♣ है और वे चिड़ी से शुरू करेंगे।"
    ),
    "event.hearts.pass_done.right": (
        "सबने दाईं ओर पत्ते दे दिए। {leader} के पास 2♣ है और वे चिड़ी से शुरू करेंगे।"
    ),
    "event.hearts.pass_done.across": (
        "सबने सामने पत्ते दे दिए। {leader} के पास 2♣ है और वे चिड़ी से शुरू करेंगे।"
    ),
    "event.hearts.played": "{name} ने {card} खेला।",
    "event.hearts.broken": "पान टूट गए।",
    "event.hearts.trick": "{name} ने चाल जीती।",
    "event.hearts.trick.point": "{name} ने चाल और {points} अंक लिया।",
    "event.hearts.trick.points": "{name} ने चाल और {points} अंक लिए।",
    # A hand's score and the end of the game.
    "event.hearts.hand_scored": "हाथ {number}: {summary}।",
    "event.hearts.hand_scored.moon": "{name} ने चाँद पर निशाना लगाया! हाथ {number}: {summary}।",
    "hearts.seat_score": "{name} {points}",
    "hearts.seat_score.why": "{name} {points} ({why})",
    "hearts.why.moon": "चाँद पर निशाना −26",
    "hearts.why.hearts.other": "{count} पान",
    "hearts.why.hearts.one": "{count} पान",
    "event.hearts.game_over": (
        "एक कुल योग {limit} से ऊपर चला गया: खेल खत्म। {winners} {points} के साथ जीतते हैं।"
    ),
    "event.hearts.game_over.shared": (
        "एक कुल योग {limit} से ऊपर चला गया: खेल खत्म। {winners} {points} के साथ जीत बाँटते हैं।"
    ),
}
