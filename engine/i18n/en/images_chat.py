"""Words of the pictures laid out for chat size (images/): the lines that replaced panels."""

TEXTS: dict[str, str] = {
    "images.rummy500.arithmetic": "Each seat: on the table − in hand = net, then the total.",
}
