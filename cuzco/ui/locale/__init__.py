"""Translation catalogs: one `<code>.json` per language, English text → translation."""
