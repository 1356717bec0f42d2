"""चैट के आकार के लिए बनी तस्वीरों (images/) के शब्द: पैनलों की जगह आई पंक्तियाँ।"""

TEXTS: dict[str, str] = {
    "images.rummy500.arithmetic": "हर सीट: मेज़ पर − हाथ में = शुद्ध, फिर कुल।",
    "images.dealmein.daily": "आज की चुनौती: इस बोर्ड पर एक चाल। जितना हो सके उतना अच्छा स्कोर बनाइए।",
    "images.dealmein.daily_move": "{squares} पर पत्ते रखे, {score} अंक।",
    "images.hand.wild_rank": " · हर {rank} जोकर है",
}
