"""21-card rummy's automatic deal ceremony (the ``ceremony`` option): its events and its
refusal."""

TEXTS = {
    "event.rummy21.cut_for_deal.auto": ("बॉट {name} के लिए काटता है: {above} पत्ते उठाए, {card} दिखा।"),
    "event.rummy21.cut.auto": "बॉट {name} के लिए {above} पत्ते उठाकर गड्डी काटता है।",
    "refusal.rummy21.ceremony.automatic": (
        "इस टेबल पर बॉट खुद ही गड्डी काटता है और जोकर खोलता है: काटने या जोकर निकालने को "
        "कुछ नहीं है। अपनी बारी पर स्टॉक या खुले ढेर से पत्ता उठाइए।"
    ),
}
