"""Hearts Deluxe का हाथ का पैनल।"""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.hearts.pass.left": "बाएँ ({player} को)",
    "bot.hearts.pass.right": "दाएँ ({player} को)",
    "bot.hearts.pass.across": "सामने ({player} को)",
    "bot.hearts.pass.keeper": "keeper ({player} को)",
    "bot.hearts.panel.heading": "हार्ट्स डीलक्स में **आपके पत्ते**: हाथ {hand}, आपका कुल {total}, इस हाथ में {taken} लिए (कोई कुल {limit} पार करते ही खेल ख़त्म होता है)।",
    "bot.hearts.panel.received": "आपको {player} से {cards} मिले।",
    "bot.hearts.panel.pass_now": "आपकी चाल: तीन पत्ते {where} दें।",
    "bot.hearts.panel.passed": "आप {cards} दे रहे हैं: {waiting} के देने का इंतज़ार है।",
    "bot.hearts.panel.on_table": "मेज़ पर: {cards}।",
    "bot.hearts.panel.lead": "आपकी बारी: {cards} में से एक से शुरुआत करें।",
    "bot.hearts.panel.play": "आपकी बारी: {cards} में से एक चलें।",
    "bot.hearts.panel.waiting": "{player} के चलने का इंतज़ार है।",
    "bot.hearts.panel.choose_pass": "आगे देने के लिए तीन पत्ते चुनें…",
}
