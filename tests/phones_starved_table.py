"""A table with phones in its own process, for the starvation test (run under `prlimit --nofile=1024`).

    python -m tests.phones_starved_table     # CUZCO_HOME names the data directory

It starts an Incan Gold game's PhoneSession on loopback (seats 0 to 2), prints
`url <seat 0's address>` and then answers one command a line on stdin:
    pump    -> `seats <phone seats>` (the queue read as a frame reads it)
    save    -> `saved <True|False> <path>` (the table's own autosave)
    fds     -> `fds <open file handles>` (Linux)
    quit
Nothing else is printed on stdout; stderr is left to what the game itself says.
"""

from __future__ import annotations

import os
import sys


def main() -> None:
    from cuzco.games.incan_gold.rules import Game, Setup
    from cuzco.shell import persistence
    from cuzco.shell.phones.session import PhoneSession

    game = Game(Setup(("Amaru", "Killa", "Inti"), seed=5))
    session = PhoneSession.for_game(game, [0, 1, 2])
    print("url", session.url(0), flush=True)
    for line in sys.stdin:
        command = line.strip()
        if command == "pump":
            session.pump()
            session.publish()
            print("seats", ",".join(str(s) for s in sorted(session.phone_seats)), flush=True)
        elif command == "save":
            ok = persistence.autosave_safely(game)
            print("saved", ok, persistence.autosave_path("incan-gold"), flush=True)
        elif command == "fds":
            print("fds", len(os.listdir("/proc/self/fd")), flush=True)
        elif command == "quit":
            break
    session.stop()


if __name__ == "__main__":
    main()
