"""Runs Debian's wapiti 3.0.4 with one fix: its URL exclusion (-x) builds a regular expression
with the flags at the end, which Python 3.11 refuses ("global flags not at the start"), so any
-x ends the run. The flags go first here; everything else is wapiti's own."""
import re
import sys

from wapitiCore.net import crawler


def wildcard_translate(pattern):
    return re.compile(r'(?ms)' + ''.join('.*' if char == '*' else re.escape(char) for char in pattern) + r'\Z')


crawler.wildcard_translate = wildcard_translate

from wapitiCore.main.wapiti import wapiti_main  # noqa: E402

sys.argv[0] = 'wapiti'
sys.exit(wapiti_main())
