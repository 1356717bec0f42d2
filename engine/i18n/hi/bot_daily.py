"""/daily: Deal Me In की रोज़ की चुनौती।"""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.daily.guild_only": "रोज़ की चुनौती किसी सर्वर की होती है: इसे किसी सर्वर के चैनल में इस्तेमाल करें।",
    "bot.daily.manage_server": "रोज़ का चैनल सिर्फ़ Manage Server अनुमति वाले सदस्य चुनते हैं।",
    "bot.daily.title": "Deal Me In रोज़ की चुनौती · {day}",
    "bot.daily.streak.days.one": "🔥 लगातार {count} दिन",
    "bot.daily.streak.days.other": "🔥 लगातार {count} दिन",
    "bot.daily.streak.best": "⭐ {count} बार सबसे अच्छी चाल",
    "bot.daily.streak.longest": "सबसे लंबा {count}",
    "bot.daily.of_best": " (सबसे अच्छे का {share})",
    "bot.daily.more": "… और {count} अन्य",
    "bot.daily.nobody": "किसी ने नहीं",
    "bot.daily.reveal.best": "**सबसे अच्छी चाल**: `{action}`, {move}।",
    "bot.daily.reveal.obvious": "सीधी-सी चाल, सबसे ज़्यादा पत्तों वाली, के {score} अंक बने: {move}।",
    "bot.daily.reveal.played": "{count} ने खेला; {who} ने सबसे अच्छी चाल ढूँढी ({score} अंक)।",
    "bot.daily.reveal.nobody_played": "इसे किसी ने नहीं खेला।",
    "bot.daily.reveal.title": "{title}: उत्तर",
    "bot.daily.reveal.footer": "आज की चुनौती: /daily play",
    "bot.daily.answer": "आपकी चाल: `{action}`, {move}।\n**आपके अंक: {score}।** सबसे अच्छी चाल {when} खुलेगी।\n{streak}\n\nइसे साझा करें (बिना राज़ खोले):\n```\n{share}\n```",
    "bot.daily.position": "आपके पत्ते: **{cards}**\nएक चाल, एक मौक़ा: जितने ज़्यादा अंक ढूँढ सकें उनके लिए `/daily place square direction cards` से पत्ते रखें। {placements} जायज़ जगहें हैं, और बोनस व जोकर वाले खाने पहुँच में हैं। यहाँ आज सब यही स्थिति खेलते हैं; सबसे अच्छी चाल {when} खुलेगी।",
    "bot.daily.played_already": "आप आज की चुनौती खेल चुके हैं।\n{answer}",
    "bot.daily.board.title": "{title}: लीडरबोर्ड",
    "bot.daily.board.empty": "अभी तक किसी ने नहीं खेला: `/daily play`!",
    "bot.daily.board.footer": "सबसे अच्छी चाल और उसके अंक दिन ख़त्म होने पर (UTC) खुलते हैं।",
    "bot.daily.channel_set": "हर दिन का उत्तर और लीडरबोर्ड दिन ख़त्म होने पर (आधी रात UTC) {channel} में पोस्ट होंगे।",
}
