"""The network addresses this computer could serve the phones on (IPv4, no extra library).

Loopback comes first and is the default: a phone can reach the table only once
the player picks a local-network address. Never 0.0.0.0 (every interface).
"""

from __future__ import annotations

import ipaddress
import socket

LOOPBACK = "127.0.0.1"


def local_addresses() -> list[str]:
    """Loopback, then this computer's private (LAN) IPv4 addresses, without duplicates."""
    found: list[str] = []
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    except OSError:
        pass
    # the address the system would use to reach a LAN: a UDP "connect" sends nothing
    for probe in ("192.168.0.1", "10.0.0.1"):
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.connect((probe, 9))
                found.append(str(s.getsockname()[0]))
        except OSError:
            pass
    lan = [a for a in dict.fromkeys(found) if usable(a) and a != LOOPBACK]
    return [LOOPBACK, *lan]


def usable(address: str) -> bool:
    """Loopback or a private network address; never the wildcard nor a public address."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return not ip.is_unspecified and (ip.is_loopback or ip.is_private) and ip.version == 4
