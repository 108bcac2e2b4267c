from cuzco.app import main

raise SystemExit(main())
