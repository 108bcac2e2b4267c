"""Computer players for Feld's Cuzco; each sees only its seat's view."""
