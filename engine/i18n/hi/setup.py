"""खेल की तैयारी के इनकार: उसके विकल्प और खिलाड़ियों की गिनती (engine/core.py)."""

TEXTS: dict[str, str] = {
    "setup.choices": "विकल्प {name}={value}: इनमें से एक चुनें: {allowed}।",
    "setup.switch": "विकल्प {name} true या false होता है, {value} नहीं।",
    "setup.number": "विकल्प {name} एक पूर्ण संख्या होता है, {value} नहीं।",
    "setup.minimum": "विकल्प {name} कम से कम {minimum} होता है।",
    "setup.maximum": "विकल्प {name} ज़्यादा से ज़्यादा {maximum} होता है।",
    "setup.players": "{game} {least} से {most} खिलाड़ियों से खेला जाता है, {count} से नहीं।",
    "setup.unknown": "अनजाना विकल्प {name} (विकल्प: {known})।",
}
