"""Translation catalogs (gettext): messages.pot and <code>/LC_MESSAGES/cuzco.po/.mo; see cuzco/shell/i18n.py."""
