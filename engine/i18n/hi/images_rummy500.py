"""रमी 500 के चित्रों के शब्द (images/rummy500.py): लेबल और वैकल्पिक पाठ."""

TEXTS: dict[str, str] = {
    "images.rummy500.turn.draw": "{name} को पत्ता उठाना है",
    "images.rummy500.turn.play": "{name} की चाल",
    "images.rummy500.turn_you.draw": "{name} (आप) को पत्ता उठाना है",
    "images.rummy500.turn_you.play": "{name} (आप) की चाल",
    "images.rummy500.hand_of": "हाथ {number} · खेल {target} तक",
    "images.rummy500.must_use": "ढेरी से लिया {card} इसी बारी में इस्तेमाल करना है",
    "images.rummy500.you": "{name} (आप)",
    "images.rummy500.on_table": "मेज़ पर {points}",
    "images.rummy500.stock": "गड्डी",
    "images.rummy500.empty": "खाली",
    "images.rummy500.discard_pile": "फेंके पत्ते · नीचे → ऊपर",
    "images.rummy500.melds": "मेल्ड · पत्ते के नीचे का चिह्न: किसने रखा",
    "images.rummy500.no_melds": "इस हाथ में अभी कोई मेल्ड नहीं।",
    "images.rummy500.kind.set": "सेट",
    "images.rummy500.kind.run": "सीक्वेंस",
    "images.rummy500.went_out": "{name} के पत्ते खत्म",
    "images.rummy500.stock_out": "गड्डी खत्म हो गई",
    "images.rummy500.scored": "हाथ {number} के अंक · {how}",
    "images.rummy500.column.went_out": "पत्ते खत्म किए",
    "images.rummy500.column.best_hand": "सबसे अच्छा हाथ",
    "images.rummy500.column.last_hand": "आखिरी हाथ",
    "images.rummy500.alt.turn": "{turn}।",
    "images.rummy500.alt.must_use": "ढेरी से लिया {card} इस्तेमाल करना है।",
    "images.rummy500.alt.seat": "{name} {score}, {cards}, इस हाथ में मेज़ पर {table}",
    "images.rummy500.alt.table": "रमी 500 की मेज़, हाथ {number}, खेल {target} तक।",
    "images.rummy500.alt.scored": "हाथ {number} के अंक: {points}।",
    "images.rummy500.alt.stock": "गड्डी: {cards}।",
    "images.rummy500.alt.discard": "फेंके पत्ते, नीचे से ऊपर: {cards}।",
    "images.rummy500.alt.meld": "मेल्ड {number}, {kind} {cards} ({owners})।",
    "images.rummy500.reason.one": (
        "{hands} हाथों के बाद {names} {target} अंक तक पहुँचे; सबसे ज़्यादा कुल अंक वाला जीतता है।"
    ),
    "images.rummy500.reason.many": (
        "{hands} हाथों के बाद {names} सभी {target} अंक तक पहुँचे; सबसे ज़्यादा कुल अंक वाला जीतता है।"
    ),
    "images.rummy500.reason.none": (
        "{hands} हाथों के बाद कोई {target} अंक तक नहीं पहुँचा; सबसे ज़्यादा कुल अंक वाला जीतता है।"
    ),
    "images.rummy500.note.last_hand": "आखिरी हाथ: {points}।",
}
