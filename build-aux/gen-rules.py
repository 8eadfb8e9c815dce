#!/usr/bin/env python3
"""Generates the table of rules (id, game, section, text, name) from data/rules/ (one Markdown file per game).

    gen-rules.py OUTPUT.c RULES.md…
    gen-rules.py --pot OUTPUT.pot --source-root ROOT RULES.md…

Every rule of the specification is a list item that starts with its id in
backticks: "- `gd.combo.tube` — three pairs …".  Ids mentioned inside a rule's
text ("(`gd.seq.no-wrap`)") are rules too, documented by the sentence that
names them.  The app's rules reference, the lesson validator ("unknown rule
id") and the tests all read this one table.  The game of a rule is the name
of its file (guandan.md: "guandan", the id that gt_ruleset_lookup() knows).

Each rule's short name for learners ("Tube") comes from the file beside its
Markdown file with the extension .names (guandan.names: "gd.combo.tube = Tube"),
as the specification has ids and texts only.  A name for an id that is no rule,
or two for one, stops the build with the file and line; a rule without a name
gets NULL, which test-rules reports.

With --pot the same rules are written as a gettext template instead: every
rule text and every rule name with the rule's id as msgctxt, every section
title with msgctxt "rules section", and `#:` references to the Markdown file.  po/meson.build
feeds it to the main xgettext run, like the lessons' template, and the app
reads the translations with g_dpgettext2() (gt_rule_get_text()).
"""
import os
import re
import sys

ID = r"[a-z]+(?:\.[a-z0-9-]+)+"
SECTION_CONTEXT = "rules section"


def c_string(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n') + '"'


def po_string(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n') + '"'


def capitalised(text):
    # Rules are shown one by one, as sentences: "a wild card …" → "A wild card …".
    return text[:1].upper() + text[1:] if text[:1].islower() else text


def sentences(text):
    # A sentence ends with . ! or ? before a capital letter or an opening
    # bracket; "e.g. both" and "1. 4 cards" do not end one.
    return re.split(r"(?<=[.!?])\s+(?=[A-Z(\"“])", text)


def sentence_naming(text, rid):
    """The sentence of text that names `rid`, with the sentence before it when
    it starts with a pronoun ("It may not be the card just received")."""
    parts = sentences(text)
    for i, s in enumerate(parts):
        if "`%s`" % rid in s:
            if i > 0 and re.match(r"^(It|They|This|That|These|Those)\b", s):
                return parts[i - 1] + " " + s
            return s
    return text


def read_items(path):
    """The list items and paragraphs of one file: (section, line, text)."""
    section = ""
    section_line = 0
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    item = None
    items = []
    sections = []
    for number, line in enumerate(lines, 1):
        if line.startswith("## "):
            section = line[3:].strip()
            sections.append((section, number))
            item = None
            continue
        m = re.match(r"^(\s*)(?:- |\d+\. )(.*)$", line)
        if m and m.group(1) and item is not None:
            # A list nested in an item ("1. 4 cards of one rank; 2. …") is part of it.
            item[2] += "\n" + line.strip()
        elif m:
            item = [section, number, m.group(2).strip()]
            items.append(item)
        elif item is not None and line.strip():
            item[2] += " " + line.strip()
        elif line.strip() and not line.startswith("#"):
            # A paragraph: rules named inline in it are documented by it.
            item = [section, number, line.strip()]
            items.append(item)
        else:
            item = None
    return sections, items


def read_rules(files):
    """(id, game, section, text, path, line) of every rule, in file order;
    (section, game, path, line) of every section that holds a rule."""
    rules = []
    sections = []
    seen = set()
    for path in files:
        game = os.path.splitext(os.path.basename(path))[0]
        file_sections, items = read_items(path)
        # Rules with an item of their own first, so that an id named inline
        # before (or besides) its own item gets that item's text.
        headed = {}
        for section, line, text in items:
            head = re.match(r"^`(" + ID + r")`\s*(?:—|-)\s*(.*)$", text, re.S)
            if head and head.group(1) not in headed:
                headed[head.group(1)] = True
        found = []
        for section, line, text in items:
            head = re.match(r"^`(" + ID + r")`\s*(?:—|-)\s*(.*)$", text, re.S)
            body = text
            if head:
                rid = head.group(1)
                body = head.group(2)
                if rid not in seen:
                    seen.add(rid)
                    found.append((rid, game, section, capitalised(body), path, line))
            for inner in re.finditer(r"`(" + ID + r")`", body):
                rid = inner.group(1)
                if rid not in seen and rid not in headed and not rid.startswith("gt."):
                    seen.add(rid)
                    found.append((rid, game, section,
                                  capitalised(sentence_naming(body, rid)), path, line))
        rules += found
        used = {r[2] for r in found}
        sections += [(s, game, path, line) for s, line in file_sections if s in used]
    return rules, sections


def names_path(path):
    return os.path.splitext(path)[0] + ".names"


def read_names(files, rules):
    """id -> (name, path, line) from the .names file beside each rules file."""
    known = {r[0] for r in rules}
    names = {}
    for md in files:
        path = names_path(md)
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                m = re.match(r"^(" + ID + r")\s*=\s*(\S.*)$", line)
                if not m:
                    sys.exit("%s:%d: expected “id = Name”: %s" % (path, number, line))
                rid, name = m.group(1), m.group(2).strip()
                if rid not in known:
                    sys.exit("%s:%d: %s is no rule of the rules files" % (path, number, rid))
                if rid in names:
                    sys.exit("%s:%d: a second name for %s" % (path, number, rid))
                names[rid] = (name, path, number)
    return names


def c_or_null(s):
    return "NULL" if s is None else c_string(s)


def write_table(out_path, rules, names):
    with open(out_path, "w", encoding="utf-8") as out:
        out.write("/* Generated by build-aux/gen-rules.py from data/rules/: do not edit. */\n")
        out.write('#include "gt-rules.h"\n\n')
        out.write("const GtRuleInfo gt_rules_table[] = {\n")
        for rid, game, section, text, _, _ in rules:
            name = names[rid][0] if rid in names else None
            out.write("  { %s, %s, %s, %s, %s },\n"
                      % (c_string(rid), c_string(section), c_string(text), c_string(game),
                         c_or_null(name)))
        out.write("};\n")
        out.write("const guint gt_rules_table_len = %d;\n" % len(rules))


def write_pot(out_path, root, rules, sections, names):
    def where(path, line):
        return "%s:%d" % (os.path.relpath(os.path.abspath(path), root).replace(os.sep, "/"), line)

    # One entry per (context, text), each section before its rules: a section
    # title two games share is one message with two references.
    section_line = {(path, title): line for title, game, path, line in sections}
    entries = {}
    order = []
    previous = None
    for rid, game, section, text, path, line in rules:
        if (path, section) != previous and (path, section) in section_line:
            key = (SECTION_CONTEXT, section)
            if key not in entries:
                entries[key] = {"refs": [], "comments": [
                    "TRANSLATORS: a section of the rules reference (the rules of one game)."]}
                order.append(key)
            entries[key]["refs"].append(where(path, section_line[(path, section)]))
        previous = (path, section)
        key = (rid, text)
        comments = []
        if "`" in text or "**" in text:
            comments.append("TRANSLATORS: a rule of the rules reference (msgctxt: its id). "
                            "Keep `…` as written (rule ids, names of variants) and **…** "
                            "around the words to stress.")
        entries[key] = {"refs": [where(path, line)], "comments": comments}
        order.append(key)
        if rid in names:
            name, npath, nline = names[rid]
            key = (rid, name)
            entries[key] = {"refs": [where(npath, nline)], "comments": [
                "TRANSLATORS: the short name of a rule (msgctxt: its id), heading it in the rules "
                "reference and in a verdict's popover: the glossary's terms, as short as the English."]}
            order.append(key)

    tmp = out_path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as out:
        out.write('# The rules of every game (data/rules/*.md), for the rules reference.\n'
                  '# Generated by build-aux/gen-rules.py: do not edit.\n'
                  '#, fuzzy\n'
                  'msgid ""\n'
                  'msgstr ""\n'
                  '"Content-Type: text/plain; charset=UTF-8\\n"\n'
                  '"Content-Transfer-Encoding: 8bit\\n"\n\n')
        for context, text in order:
            e = entries[(context, text)]
            for c in e["comments"]:
                out.write("#. %s\n" % c)
            out.write("#: %s\n" % " ".join(e["refs"]))
            out.write("msgctxt %s\n" % po_string(context))
            out.write("msgid %s\n" % po_string(text))
            out.write('msgstr ""\n\n')
    os.replace(tmp, out_path)


def main(argv):
    if argv and argv[0] == "--pot":
        out_path, root = argv[1], None
        if argv[2] == "--source-root":
            root = os.path.abspath(argv[3])
            files = argv[4:]
        else:
            files = argv[2:]
        rules, sections = read_rules(files)
        write_pot(out_path, root or os.getcwd(), rules, sections, read_names(files, rules))
    else:
        rules, _ = read_rules(argv[1:])
        write_table(argv[0], rules, read_names(argv[1:], rules))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
