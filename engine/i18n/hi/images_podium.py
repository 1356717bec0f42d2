"""सीज़न और टूर्नामेंट के पोडियम चित्र के शब्द (images/podium.py)।"""

TEXTS: dict[str, str] = {
    "images.podium.heading.season": "सीज़न की अंतिम तालिका",
    "images.podium.heading.tournament": "टूर्नामेंट तालिका",
    "images.podium.player": "खिलाड़ी",
    "images.podium.empty": "किसी ने नहीं खेला।",
    "images.podium.alt": "{title}, {subtitle}।",
    "images.podium.alt_line": "{place}. {name} ({cells})",
}
