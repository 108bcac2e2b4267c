"""`python -m cuzco` runs the same command line as the `cuzco` script."""

from cuzco.app import main

raise SystemExit(main())
