"""Words of the rummy melds (engine/melds.py): why cards make no meld or do not fit one."""

TEXTS: dict[str, str] = {
    "melds.too_few": "{cards}: मेल के लिए कम से कम {count} पत्ते चाहिए।",
    "melds.not_a_meld": "{cards} कोई मेल नहीं है: {reason}।",
    "melds.no_fit": "{card} {meld} पर नहीं बैठता।",
    "melds.no_cards": "कोई पत्ता नहीं",
    "melds.kind.run": "सीक्वेंस {cards}",
    "melds.kind.set": "सेट {cards}",
    # Why cards are no meld (inside "... is not a meld: {reason}.").
    "melds.reason.set_or_run": ("सेट एक ही रैंक के पत्ते होते हैं, सीक्वेंस एक ही सूट के लगातार पत्ते"),
    "melds.reason.set_one_rank": "सेट एक ही रैंक के पत्ते होते हैं",
    "melds.reason.set_no_joker_only": "सेट में कम से कम एक ऐसा पत्ता चाहिए जो जोकर न हो",
    "melds.reason.set_min": "सेट में कम से कम {count} पत्ते होते हैं",
    "melds.reason.set_max": "सेट में अधिक से अधिक {count} पत्ते होते हैं",
    "melds.reason.set_suits": "सेट के पत्ते अलग-अलग सूट के होने चाहिए",
    "melds.reason.set_suits_max": "अलग-अलग सूट के सेट में अधिक से अधिक {count} पत्ते होते हैं",
    "melds.reason.run_min": "सीक्वेंस में कम से कम {count} पत्ते होते हैं",
    "melds.reason.run_max": "सीक्वेंस में अधिक से अधिक {count} पत्ते होते हैं",
    "melds.reason.run_one_suit": "सीक्वेंस एक ही सूट के पत्ते होते हैं",
    "melds.reason.run_no_joker_only": "सीक्वेंस में कम से कम एक ऐसा पत्ता चाहिए जो जोकर न हो",
    "melds.reason.run_consecutive": "सीक्वेंस के पत्ते लगातार होने चाहिए",
    "melds.reason.run_gaps": ("सीक्वेंस के पत्ते लगातार होने चाहिए, और खाली जगहें भरने के लिए वाइल्ड पत्ते कम हैं"),
    "melds.reason.run_same_rank": "सीक्वेंस में एक ही रैंक के दो पत्ते नहीं हो सकते",
    "melds.reason.run_corner": (
        "सीक्वेंस कोने से घूम नहीं सकता: इक्का ऊँचा (Q-K-A) या नीचा (A-2-3) होता है, दोनों कभी नहीं"
    ),
}
