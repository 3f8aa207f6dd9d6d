#!/usr/bin/env python3
"""
Writes the site's two web fonts, subset, into app/fonts/ (ADR 0019).

Each font becomes two files:

- `<font>-core.woff2`: the characters the site's pages and copy use (printable ASCII, a few
  Latin-1 symbols, the three accented letters our copy has, and the common typographic
  punctuation; found by scanning the built pages, the blog and app/), with the layout features
  that change how those render (kerning, marks, contextual alternates, ligatures, tabular figures
  for the CMS tables) and the weight axis cut to 400-800, the weights the design uses
  (font-normal to font-extrabold).
- `<font>-rest.woff2`: every other character of the @fontsource "latin" file, same features and
  weights. Its @font-face carries the complementary unicode-range, so a browser fetches it only for
  a page that has such a character (an editor's "naïve" in an article); none of ours do today.

Next to them, each font's license (SIL Open Font License 1.1, copied from the package).

The outlines and advance widths are the original's (kerning and the other kept features are
copied as they are), so the size-matched fallbacks in app/app.css still match and pages look the
same (full-page screenshots at 390 and 1280 px were pixel-identical). The check below compares
every glyph at 400, 500, 600, 700 and 800: exact at 400 and 800; in between, cutting the axis
re-rounds deltas by at most one font unit (1/2048 em for Inter, 1/1000 em for Plus Jakarta Sans).

Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli) and the
@fontsource-variable packages in node_modules. Run from the repository root after upgrading them:

    /usr/bin/python3 scripts/subset-fonts.py

It also writes app/fonts.css, the @font-face rules with each file's unicode-range.
"""

import io
import pathlib
import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "app" / "fonts"

FONTS = {
    "inter": ROOT / "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    "plus-jakarta-sans": ROOT
    / "node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
}
FAMILIES = {"inter": "Inter Variable", "plus-jakarta-sans": "Plus Jakarta Sans Variable"}
WEIGHTS = (400, 800)
FEATURES = ["ccmp", "locl", "calt", "liga", "kern", "mark", "mkmk", "tnum"]

# What @fontsource's latin file covers (its unicode-range).
LATIN = [
    (0x0000, 0x00FF), (0x0131, 0x0131), (0x0152, 0x0153), (0x02BB, 0x02BC), (0x02C6, 0x02C6),
    (0x02DA, 0x02DA), (0x02DC, 0x02DC), (0x0304, 0x0304), (0x0308, 0x0308), (0x0329, 0x0329),
    (0x2000, 0x206F), (0x20AC, 0x20AC), (0x2122, 0x2122), (0x2191, 0x2191), (0x2193, 0x2193),
    (0x2212, 0x2212), (0x2215, 0x2215), (0xFEFF, 0xFEFF), (0xFFFD, 0xFFFD),
]
CORE = sorted(
    # ASCII with its control characters (tabs and line breaks in preformatted text), no DEL.
    set(range(0x00, 0x7F))
    # Latin-1 symbols: no-break space, © ® ° · ×.
    | {0xA0, 0xA9, 0xAE, 0xB0, 0xB7, 0xD7}
    # Accented letters in our copy (menus, template names, a demo firm's partner).
    | {ord(c) for c in "éèñ"}
    # Typographic punctuation: hyphens and dashes, curly quotes, bullet, ellipsis, euro, trade mark.
    | {0x2010, 0x2011, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x20AC, 0x2122}
)


CSS_HEADER = """/*
 * Written by scripts/subset-fonts.py: edit the script, not this file.
 *
 * The two self-hosted web fonts, subset. "core" holds the characters our pages use and is all a
 * page normally fetches (Inter 20 KB, Plus Jakarta Sans 12 KB, from 48 + 27 KB); "rest" holds the
 * rest of @fontsource's latin file, fetched only by a page with one of those characters. Weights
 * 400-800, the ones the design uses. This sheet is written into the page switched off and switched
 * on after the page's first full paint (app/lib/web-fonts.tsx), so the fonts never share the link
 * with the page itself; until they arrive the text shows in the size-matched fallbacks of
 * app/app.css.
 */
"""


def latin_codepoints():
    return sorted({cp for start, end in LATIN for cp in range(start, end + 1)})


def unicode_range(codepoints):
    """CSS unicode-range for a sorted list of code points, runs collapsed."""
    parts, start, prev = [], None, None
    for cp in codepoints + [None]:
        if start is not None and (cp is None or cp != prev + 1):
            parts.append(f"U+{start:04X}" if start == prev else f"U+{start:04X}-{prev:04X}")
            start = None
        if cp is not None and start is None:
            start = cp
        prev = cp
    return ",".join(parts)


def build(source, codepoints):
    font = TTFont(source, recalcTimestamp=False)
    options = subset.Options()
    options.layout_features = FEATURES
    options.glyph_names = False
    options.notdef_outline = True
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codepoints)
    subsetter.subset(font)
    # Cut the weight axis after subsetting (fontTools 4.38's instancer trips over the full file).
    buffer = io.BytesIO()
    font.flavor = None
    font.save(buffer)
    buffer.seek(0)
    font = instancer.instantiateVariableFont(TTFont(buffer, recalcTimestamp=False), {"wght": WEIGHTS})
    font.flavor = "woff2"
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def outlines(font_bytes, weight, chars):
    """Glyph outlines and advances of `chars` at one weight, for comparing two fonts."""
    font = instancer.instantiateVariableFont(TTFont(io.BytesIO(font_bytes)), {"wght": weight})
    cmap, glyf, hmtx = font.getBestCmap(), font["glyf"], font["hmtx"]
    result = {}
    for cp in chars:
        if cp not in cmap:
            continue
        name = cmap[cp]
        glyph = glyf[name]
        coords = glyph.getCoordinates(glyf)[0] if glyph.numberOfContours else []
        result[cp] = (hmtx[name][0], [tuple(round(v) for v in point) for point in coords])
    return result


def same_glyph(a, b):
    """Equal up to one font unit (1/2048 em for Inter): cutting the axis re-rounds the deltas at
    weights between 400 and 800 (the two ends are exact); the browser interpolates unrounded."""
    (advance_a, points_a), (advance_b, points_b) = a, b
    return (
        abs(advance_a - advance_b) <= 1
        and len(points_a) == len(points_b)
        and all(abs(p - q) <= 1 for pa, pb in zip(points_a, points_b) for p, q in zip(pa, pb))
    )


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    # The fonts are under the SIL Open Font License, which travels with every copy.
    for name, source in FONTS.items():
        (OUT / f"{name}-LICENSE.txt").write_bytes((source.parent.parent / "LICENSE").read_bytes())
    latin = latin_codepoints()
    core = [cp for cp in CORE if cp in set(latin)]
    rest = [cp for cp in latin if cp not in set(core)]
    failures = 0
    for name, source in FONTS.items():
        original = source.read_bytes()
        for part, codepoints in (("core", core), ("rest", rest)):
            data = build(source, codepoints)
            (OUT / f"{name}-{part}.woff2").write_bytes(data)
            print(f"{name}-{part}.woff2: {len(data)} bytes (latin file {len(original)})")
            for weight in (WEIGHTS[0], 500, 600, 700, WEIGHTS[1]):
                before, after = outlines(original, weight, codepoints), outlines(data, weight, codepoints)
                missing = [cp for cp in before if cp not in after]
                changed = [cp for cp in after if not same_glyph(before[cp], after[cp])]
                if changed or missing:
                    failures += 1
                    print(f"  wght {weight}: {len(changed)} glyphs differ, {len(missing)} missing", file=sys.stderr)
    faces = []
    for name, family in FAMILIES.items():
        for part, codepoints in (("core", core), ("rest", rest)):
            faces.append(
                "@font-face {\n"
                f'  font-family: "{family}";\n'
                "  font-style: normal;\n"
                "  font-display: swap;\n"
                f"  font-weight: {WEIGHTS[0]} {WEIGHTS[1]};\n"
                f'  src: url("./fonts/{name}-{part}.woff2") format("woff2-variations");\n'
                f"  unicode-range: {unicode_range(codepoints)};\n"
                "}\n"
            )
    (ROOT / "app" / "fonts.css").write_text(CSS_HEADER + "".join(faces))
    print("app/fonts.css written")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
