#!/usr/bin/env python3
# content-i18n.py — the translation steps for lesson and puzzle files
#
# Copyright 2026 The Guandan Tutor authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Lesson and puzzle files are key files in the desktop-entry syntax, so the
# standard gettext tools handle them: `xgettext --language=Desktop` extracts
# their strings and `msgfmt --desktop` merges the translations back in.  This
# script only finds the files — there is no list to maintain — and tells ninja
# what it read (a depfile naming every file and folder), so that edits, new
# files and new translations are picked up at the next build without
# re-configuring meson.  docs/translating.md describes the whole pipeline.
#
#   content-i18n.py list FOLDER EXT
#       (configure time) The top-level entries of FOLDER that hold content: the
#       EXT files in it and the sub-folders with EXT files below them, one a
#       line.  lessons/ and puzzles/meson.build declare them as the outputs
#       meson installs (a sub-folder is installed with everything in it).
#
#   content-i18n.py pot --xgettext XGETTEXT --source-root ROOT
#                       --folder FOLDER:EXT… --output POT --depfile DEPFILE
#                       [-- XGETTEXT ARGS…]
#       (build time) `xgettext --language=Desktop --keyword --add-comments=
#       TRANSLATORS: ARGS` on every EXT file below each ROOT/FOLDER: the
#       template of their strings, which po/meson.build feeds to the main
#       xgettext run (xgettext reads .pot files as input).
#
#   content-i18n.py merge --msgfmt MSGFMT --po-dir PO --ext EXT
#                         --source FOLDER --output-dir OUT --stamp STAMP
#                         --depfile DEPFILE [--entry NAME]… [-- MSGFMT ARGS…]
#       (build time) Every EXT file below FOLDER goes through
#       `msgfmt --desktop -d PO --template FILE -o OUT/FILE ARGS` (what
#       i18n.merge_file runs), keeping the sub-folders; merged files whose
#       source is gone are removed.  The NAMEs are the entries `list` gave at
#       configure time: a new one (a new chapter folder, a new puzzle) is merged
#       too, but installed only after meson is re-configured — the script says
#       so.

import argparse
import os
import subprocess
import sys


def wanted(name, ext):
    return name.endswith(ext) and not name.startswith('.')


def content_files(folder, ext):
    """Every EXT file below folder, relative to it, sorted."""
    found = []
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = [d for d in dirnames if not d.startswith('.')]
        for name in filenames:
            if wanted(name, ext):
                found.append(os.path.relpath(os.path.join(dirpath, name), folder))
    return sorted(found)


def folders(folder):
    """folder and every folder below it (not hidden)."""
    found = [folder]
    for dirpath, dirnames, _ in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith('.'))
        found += [os.path.join(dirpath, d) for d in dirnames]
    return found


def entries(folder, ext):
    """The top-level names of folder that hold content."""
    return sorted({f.split(os.sep, 1)[0] for f in content_files(folder, ext)})


def read_linguas(po_dir):
    langs = []
    with open(os.path.join(po_dir, 'LINGUAS'), encoding='utf-8') as f:
        for line in f:
            langs += line.split('#', 1)[0].split()
    return langs


def same_bytes(a, b):
    try:
        with open(a, 'rb') as fa, open(b, 'rb') as fb:
            return fa.read() == fb.read()
    except FileNotFoundError:
        return False


def write_depfile(path, target, deps):
    def escape(p):
        return p.replace('\\', '\\\\').replace(' ', '\\ ').replace('#', '\\#').replace('$', '$$')
    deps = deps + [os.path.abspath(__file__)]
    with open(path, 'w', encoding='utf-8') as f:
        f.write('%s: %s\n' % (escape(target), ' \\\n  '.join(escape(d) for d in deps)))


def pot(opts, xgettext_args):
    root = os.path.abspath(opts.source_root)
    files = []
    deps = []
    for spec in opts.folder:
        folder, ext = spec.split(':', 1)
        top = os.path.join(root, folder)
        files += [os.path.join(folder, f) for f in content_files(top, ext)]
        deps += folders(top)
    deps += [os.path.join(root, f) for f in files]

    # --keyword alone drops the desktop defaults (Name, Comment, …): only the
    # keys given in ARGS are extracted.  --force-po: a template even when
    # there is nothing to translate, for the main run to read.
    tmp = opts.output + '.tmp'
    cmd = [opts.xgettext, '--language=Desktop', '--keyword', '--from-code=UTF-8',
           '--add-comments=TRANSLATORS:', '--force-po', '--directory=' + root,
           '--output=' + os.path.abspath(tmp)] + xgettext_args + files
    if subprocess.call(cmd) != 0:
        if os.path.exists(tmp):
            os.unlink(tmp)
        return 1
    os.replace(tmp, opts.output)
    write_depfile(opts.depfile, opts.output, deps)
    return 0


def merge(opts, msgfmt_args):
    source = os.path.abspath(opts.source)
    out = opts.output_dir
    files = content_files(source, opts.ext)

    for rel in files:
        dst = os.path.join(out, rel)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        tmp = dst + '.tmp'
        cmd = [opts.msgfmt, '--desktop', '-d', opts.po_dir, '--template',
               os.path.join(source, rel), '-o', tmp] + msgfmt_args
        if subprocess.call(cmd) != 0:
            sys.stderr.write('content-i18n.py: msgfmt failed on %s\n' % os.path.join(source, rel))
            if os.path.exists(tmp):
                os.unlink(tmp)
            return 1
        if same_bytes(tmp, dst):
            os.unlink(tmp)      # unchanged: keep its time, watchers see nothing
        else:
            os.replace(tmp, dst)

    # Merged files whose source is gone (renamed, moved, deleted).
    keep = set(files)
    for entry in opts.entry:
        top = os.path.join(out, entry)
        if os.path.isdir(top):
            for dirpath, dirnames, filenames in os.walk(top, topdown=False):
                for name in filenames:
                    rel = os.path.relpath(os.path.join(dirpath, name), out)
                    if wanted(name, opts.ext) and rel not in keep:
                        os.unlink(os.path.join(dirpath, name))
                if dirpath != top and not os.listdir(dirpath):
                    os.rmdir(dirpath)
        elif os.path.exists(top) and entry not in keep:
            os.unlink(top)

    name = os.path.basename(source)
    for e in entries(source, opts.ext):
        if e not in opts.entry:
            print('content-i18n.py: %s/%s is new: it is merged, but installed only after '
                  'meson is re-configured (meson setup --reconfigure BUILDDIR)' % (name, e))
    for e in opts.entry:
        if not os.path.exists(os.path.join(source, e)):
            print('content-i18n.py: %s/%s is gone: re-configure meson '
                  '(meson setup --reconfigure BUILDDIR)' % (name, e))

    # Outputs newer than every input, folders included (the time of a folder
    # changes only when an entry right inside it does).
    for entry in opts.entry:
        if os.path.exists(os.path.join(out, entry)):
            os.utime(os.path.join(out, entry))

    deps = [os.path.join(source, f) for f in files] + folders(source)
    deps += [os.path.abspath(os.path.join(opts.po_dir, 'LINGUAS'))]
    deps += [os.path.abspath(os.path.join(opts.po_dir, lang + '.po'))
             for lang in read_linguas(opts.po_dir)]
    write_depfile(opts.depfile, opts.stamp, deps)
    with open(opts.stamp, 'w', encoding='utf-8') as f:
        f.write('%d files\n' % len(files))
    return 0


def main(argv):
    if len(argv) == 3 and argv[0] == 'list':
        for e in entries(argv[1], argv[2]):
            print(e)
        return 0

    tool_args = []
    if '--' in argv:
        tool_args = argv[argv.index('--') + 1:]
        argv = argv[:argv.index('--')]
    parser = argparse.ArgumentParser(prog='content-i18n.py')
    sub = parser.add_subparsers(dest='command', required=True)
    p = sub.add_parser('pot')
    p.add_argument('--xgettext', default='xgettext')
    p.add_argument('--source-root', required=True)
    p.add_argument('--folder', action='append', required=True, help='FOLDER:EXT')
    p.add_argument('--output', required=True)
    p.add_argument('--depfile', required=True)
    m = sub.add_parser('merge')
    m.add_argument('--msgfmt', default='msgfmt')
    m.add_argument('--po-dir', required=True)
    m.add_argument('--ext', required=True)
    m.add_argument('--source', required=True)
    m.add_argument('--output-dir', required=True)
    m.add_argument('--stamp', required=True)
    m.add_argument('--depfile', required=True)
    m.add_argument('--entry', action='append', default=[])
    opts = parser.parse_args(argv)
    return pot(opts, tool_args) if opts.command == 'pot' else merge(opts, tool_args)


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
