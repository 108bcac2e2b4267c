"""How hard the property tests look: a few examples in every run, many more on request.

    @settings(max_examples=examples(8), deadline=None)

`make test` tries each property on `examples(n)` = n examples. A deeper search, for a change to the
rules or before a release, multiplies every count by ten: `HYPOTHESIS_PROFILE=deep make test` (or
`CUZCO_TEST_DEPTH=<factor>` for any other factor). Hypothesis keeps the examples that failed once in its
database and tries them first, so a failure found by a deep run is tried again by the quick ones.
"""

from __future__ import annotations

import os

DEEP = 10.0  # the factor of the "deep" profile


def depth() -> float:
    if "CUZCO_TEST_DEPTH" in os.environ:
        return max(0.01, float(os.environ["CUZCO_TEST_DEPTH"]))
    return DEEP if os.environ.get("HYPOTHESIS_PROFILE") == "deep" else 1.0


def examples(n: int) -> int:
    """`n` examples in an ordinary run; more in a deep one."""
    return max(1, round(n * depth()))
