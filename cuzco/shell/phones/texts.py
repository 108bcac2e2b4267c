"""Words about the players' phones that the games' new-game forms share."""

from __future__ import annotations

from cuzco.shell.i18n import _


def switch_label(short: bool = False) -> str:
    return _("Players' phones") if short else _("Players' phones (secret hands)")


def switch_tooltip() -> str:
    return _("Each human player can keep their secrets on their own phone: at the start the table shows a QR "
             "code for each seat; scan it with the phone's camera, on the same Wi-Fi as this computer. No app, "
             "account or internet is needed. A seat without a phone plays here, with the hand-off screen.")
