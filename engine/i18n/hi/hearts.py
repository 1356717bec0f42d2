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
}
