"""Tests of the packaging: wheel, command line, paths, resources, logging, executable."""
