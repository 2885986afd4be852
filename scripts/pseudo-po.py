#!/usr/bin/env python3
"""Makes the pseudo-language (qps) from the English template.

    scripts/pseudo-po.py po/collection.pot OUT.po

Every message becomes about 40% longer than its English, with accented
letters, inside brackets: "[Šéţţîñĝš ~~~~]".  A screen shown in it proves
that the words of a longer language (French runs 20-30% longer) fit and
that no string a player reads was left unmarked (it would show plain).
The conversions (%s, %2$d, %.1f, %%) and the escapes (\\n) are kept as
they are, and so are a strftime format's (%Y, %m, %H: the messages
flagged no-c-format are the days' formats); the decimal separator stays '.'.
Run by the build (po/CMakeLists.txt): build/po/qps.po, then qps.mo.
"""
import re
import sys

ACCENTS = dict(zip(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"))

# What is kept whole: a printf conversion, a C escape.
KEEP = re.compile(r"%(?:[0-9]+\$)?[-+ #0]*(?:\*(?:[0-9]+\$)?|[0-9]+)?(?:\.(?:\*(?:[0-9]+\$)?|[0-9]*))?"
                  r"(?:hh|ll|[hlzjt])?[diuxXocspfFeEgGaA%]|\\.")

# A strftime format's conversions (%Y, %d, %H:%M), kept whole too.
KEEP_TIME = re.compile(r"%[A-Za-z%]|\\.")

FILLER = "ĀāĂăĄąĆćĈĉ"


def pseudo(text, keep=KEEP):
    if text == "":
        return ""
    out = []
    pos = 0
    for m in keep.finditer(text):
        chunk = text[pos:m.start()]
        out.append("".join(ACCENTS.get(c, c) for c in chunk))
        out.append(m.group(0))
        pos = m.end()
    chunk = text[pos:]
    out.append("".join(ACCENTS.get(c, c) for c in chunk))
    body = "".join(out)
    # About 40% longer: the padding counts the visible characters.
    visible = len(keep.sub("x", text))
    pad = max(1, (visible * 4 + 9) // 10 - 2)
    # In words of five letters: a long sentence still wraps between them.
    letters = (FILLER * (pad // len(FILLER) + 1))[:pad]
    filler = " ".join(letters[i:i + 5] for i in range(0, len(letters), 5))
    # A leading or trailing newline stays first or last, so that msgfmt
    # --check agrees.
    head, tail = "", ""
    while body.startswith("\\n"):
        body = body[2:]
        head += "\\n"
    while body.endswith("\\n"):
        body = body[:-2]
        tail += "\\n"
    return head + "[" + body + " " + filler + "]" + tail


def parse(path):
    """The entries of a .pot: (comments, {field: value}) with the values
    joined (still escaped)."""
    entries = []
    comments, fields, last = [], {}, None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line.strip():
            if fields:
                entries.append((comments, fields))
            comments, fields, last = [], {}, None
            continue
        if line.startswith("#"):
            comments.append(line)
            continue
        m = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$', line)
        if m:
            last = m.group(1)
            fields[last] = m.group(2)
            continue
        m = re.match(r'^"(.*)"$', line)
        if m and last is not None:
            fields[last] += m.group(1)
            continue
        raise SystemExit("pseudo-po: %s: cannot read the line %r" % (path, line))
    if fields:
        entries.append((comments, fields))
    return entries


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: pseudo-po.py TEMPLATE.pot OUT.po")
    entries = parse(sys.argv[1])
    out = []
    for comments, f in entries:
        flags = [c for c in comments if c.startswith("#,")]
        if f.get("msgid") == "" and "msgctxt" not in f:
            out.append('msgid ""\nmsgstr ""\n'
                       '"Project-Id-Version: racko pseudo-language\\n"\n'
                       '"PO-Revision-Date: 2026-11-27 00:00+0000\\n"\n'
                       '"Last-Translator: scripts/pseudo-po.py\\n"\n'
                       '"Language-Team: none\\n"\n'
                       '"Language: qps\\n"\n'
                       '"MIME-Version: 1.0\\n"\n'
                       '"Content-Type: text/plain; charset=UTF-8\\n"\n'
                       '"Content-Transfer-Encoding: 8bit\\n"\n'
                       '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n')
            continue
        lines = [c for c in flags if "fuzzy" not in c]
        if "msgctxt" in f:
            lines.append('msgctxt "%s"' % f["msgctxt"])
        lines.append('msgid "%s"' % f["msgid"])
        if f.get("msgctxt") == "decimal separator":
            lines.append('msgstr "%s"' % f["msgid"])
        elif "msgid_plural" in f:
            lines.append('msgid_plural "%s"' % f["msgid_plural"])
            lines.append('msgstr[0] "%s"' % pseudo(f["msgid"]))
            lines.append('msgstr[1] "%s"' % pseudo(f["msgid_plural"]))
        elif any("no-c-format" in c for c in flags):
            lines.append('msgstr "%s"' % pseudo(f["msgid"], KEEP_TIME))
        else:
            lines.append('msgstr "%s"' % pseudo(f["msgid"]))
        out.append("\n".join(lines) + "\n")
    with open(sys.argv[2], "w", encoding="utf-8") as fh:
        fh.write("\n".join(out))


if __name__ == "__main__":
    main()
