"""The web front's second round (branch web2): who may watch a channel's table from the web
(a member of its server who may view the channel), the /leaderboard link to its page, and
the page's hint when a tap plays a card."""

TEXTS: dict[str, str] = {
    "web.refusal.not_member": (
        "You are not a member of this table's server, so its table is not shown to you."
    ),
    "web.refusal.cannot_view": (
        "You cannot see this table's channel in Discord, so its table is not shown to you."
    ),
    "web.refusal.check_failed": (
        "I could not check with Discord that you may see this table: reload the page soon."
    ),
    "web.page.tap_play": "Tap a card to play it.",
    "web.button.leaderboard_page": "Leaderboard page",
}
