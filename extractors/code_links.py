"""Code links and code promises.

URLs are found in the original text (not the cleaned one) because LaTeX ``\\href{url}{text}``
hides the address in markup; the address is taken from the first argument, and a second
argument that repeats it is not counted twice. Trailing sentence punctuation and
unbalanced closing brackets are stripped. A promise of code without any URL ("code will
be released") is reported as a ``code_promise`` mention.
"""

from __future__ import annotations

import re

from paperkg.extractors.data import confidence, load_patterns
from paperkg.extractors.registry import TextView, register
from paperkg.schema import Mention

_WEB = re.compile(r"(?:https?://|ftp://|www\.)", re.IGNORECASE)
_HREF = re.compile(r"\\href\s*\{\s*([^{}\s]+)\s*\}\s*\{([^{}]*)\}")
_URL = re.compile(
    r"(?:https?://|ftp://|www\.)[^\s<>\"'{}|\\^`]+"
    r"|(?<![\w@./-])(?:github\.com|gitlab\.com|huggingface\.co|bitbucket\.org)/[^\s<>\"'{}|\\^`]+",
    re.IGNORECASE,
)
_TRAIL = ".,;:!?'\"*_~"
_PAIRS = {")": "(", "]": "[", "}": "{", ">": "<"}


def url_key(url: str) -> str:
    """A link without scheme, "www.", case and trailing slash: one repository however it is written."""
    return re.sub(r"^https?://(www\.)?", "", url.lower()).rstrip("/")


def clean_url(url: str) -> str:
    """Strip trailing punctuation and unbalanced closing brackets from a URL."""
    while url:
        last = url[-1]
        if last in _TRAIL:
            url = url[:-1]
        elif last in _PAIRS and url.count(last) > url.count(_PAIRS[last]):
            url = url[:-1]
        else:
            break
    return url


@register("code_links", version="1")
def extract_code_links(view: TextView) -> list[Mention]:
    """URLs (plain and LaTeX \\href) pointing at code, data or project pages."""
    text = view.original
    out: list[Mention] = []
    taken: list[tuple[int, int]] = []
    for m in _HREF.finditer(text):
        url = clean_url(m.group(1))
        if not url or not _WEB.match(url):
            continue  # "\href{javascript:...}" links nowhere a reader can follow
        s = m.start(1)
        out.append(Mention("code", url, s, s + len(url), "code_links", confidence("code_links", "link"), attrs={"url": url}))
        taken.append((m.start(), m.end()))
    for m in _URL.finditer(text):
        if any(a <= m.start() < b for a, b in taken):
            continue
        url = clean_url(m.group())
        if len(url) < 8 or "." not in url.split("/", 3)[-1] + url:
            continue
        s = m.start()
        out.append(Mention("code", url, s, s + len(url), "code_links", confidence("code_links", "link"), attrs={"url": url}))
    return out


_PROMISE = None


@register("code_promise", version="1", data=("patterns.json",))
def extract_code_promise(view: TextView) -> list[Mention]:
    """Promises of code or data release ("code will be made publicly available")."""
    global _PROMISE
    if _PROMISE is None:
        _PROMISE = re.compile("|".join(load_patterns()["code_promise"]), re.IGNORECASE)
    return [
        view.mention("code_promise", m.start(), m.end(), "code_promise", confidence("code_links", "promise"))
        for m in _PROMISE.finditer(view.text)
    ]
