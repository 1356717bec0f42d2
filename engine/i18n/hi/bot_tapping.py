"""Tap-to-play words: the hint buttons of every game, the daily challenge's panel, Deal Me
In's placement preview, 21-card rummy's ceremony option."""

TEXTS = {
    "bot.tapping.daily.intro": "टैप करके खेलिए: अपने पत्ते चुनिए, फिर पहला खाना, फिर दिशा, और **रखें** दबाइए। एक ही मौका: उससे पहले कोई स्कोर नहीं दिखता।",
    "bot.tapping.daily.too_many": "{cards}: एक चाल में ज़्यादा से ज़्यादा {most} पत्ते रखे जाते हैं। कम चुनिए।",
    "bot.tapping.daily.nowhere": "{cards} साथ में कहीं नहीं रखे जा सकते। दूसरे पत्ते चुनिए।",
    "bot.tapping.daily.choose_square": "{cards}: अब पहला खाना चुनिए।",
    "bot.tapping.daily.choose_direction": "**{square}** से {cards}: अब दिशा चुनिए।",
    "bot.tapping.daily.ready": "{cards} **{square}** से {direction} इसी क्रम में रखे जाएँगे। दिन की अपनी एक चाल के लिए **रखें** दबाइए।",
    "bot.tapping.daily.across": "आड़ा",
    "bot.tapping.daily.down": "खड़ा",
    "bot.tapping.daily.cards_menu": "रखने के लिए आपके पत्ते",
    "bot.tapping.daily.square_menu": "पहला खाना",
    "bot.tapping.daily.other_day": "यह चुनौती किसी और दिन की है: आज की स्थिति फिर से माँगिए।",
    "bot.tapping.daily.incomplete": "पहले पत्ते, पहला खाना और दिशा चुनिए।",
    "bot.tapping.button.hint": "संकेत",
    "bot.tapping.hint": "💡 संकेत: कंप्यूटर खिलाड़ी यह करता: {moves}।",
    "bot.tapping.rummy21.draw_open": "खुला पत्ता उठाना",
    "bot.tapping.rummy21.declare": "{groups} घोषित करना और {card} फेंकना",
    "bot.tapping.rummy21.honours": "ऑनर पत्ते {cards} अलग रखना",
    "bot.tapping.rummy21.drop": "ड्रॉप करना",
    "bot.tapping.rummy21.cut": "गड्डी काटना",
    "bot.tapping.rummy21.joker": "जोकर निकालना",
    "bot.option.rummy21.ceremony": "गड्डी काटना और जोकर: हाथ से, या अपने आप",
}
