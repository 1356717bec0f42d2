"""The web front's second round (branch web2): who may watch a channel's table from the web
(a member of its server who may view the channel), the /leaderboard link to its page, and
the page's hint when a tap plays a card."""

TEXTS: dict[str, str] = {
    "web.refusal.not_member": (
        "आप इस टेबल के सर्वर के सदस्य नहीं हैं, इसलिए इसकी टेबल आपको नहीं दिखाई जाती।"
    ),
    "web.refusal.cannot_view": (
        "आप Discord में इस टेबल का चैनल नहीं देख सकते, इसलिए इसकी टेबल आपको नहीं दिखाई जाती।"
    ),
    "web.refusal.check_failed": (
        "मैं Discord से जाँच नहीं कर पाया कि आप यह टेबल देख सकते हैं: थोड़ी देर में पेज फिर से लोड करें।"
    ),
    "web.page.tap_play": "कोई पत्ता चलने के लिए उसे टैप करें।",
    "web.button.leaderboard_page": "लीडरबोर्ड पेज",
}
