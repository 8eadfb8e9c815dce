/* fuzz.h — what the fuzz targets share
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each target defines LLVMFuzzerTestOneInput().  Built with -Dfuzzing=true
 * (clang), libFuzzer supplies main(); in a normal build replay-main.c does,
 * and replays the kept corpus as a GLib test (tests/fuzz-corpus/TARGET/).
 */
#pragma once

#include <glib.h>
#include <stddef.h>

/* Larger inputs than the loaders' own limit (256 KiB) only slow the fuzzer
 * down; the limit itself is tested by the content tests. */
#define GT_FUZZ_MAX_INPUT (300 * 1024)

int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);
/* Optional: libFuzzer calls it once before the first input. */
int LLVMFuzzerInitialize   (int          *argc,
                            char       ***argv);
