"""Feld's Cuzco (Stefan Feld, Queen Games 2023): a dice-placement game unrelated to Kiesling & Kramer's Cuzco."""
