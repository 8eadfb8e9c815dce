/* edges-main.c — how much of the fuzzer's coverage each input touches
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer's own work per run grows with the coverage counters the run
 * touches (each is a feature it looks up; clang 14 looks the rare ones up
 * in a list, docs/benchmarks.md), and a run's time under load is a noisy
 * figure.  This counts, for a fixed set of inputs, the counters each one
 * touches and the features (counter and hit-count bucket) all of them
 * show: figures that do not move with the machine's load.  Built with
 * -Dfuzzing=true only, on the same instrumented libraries as the fuzzer,
 * without libFuzzer, which would bring its own main().
 * Usage: edges-TARGET FILE…
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "fuzz.h"

/* The instrumented code's counters, one per edge: the runtime calls this
 * with them before main(). */
static guint8 *counters;
static gsize n_counters;

void __sanitizer_cov_8bit_counters_init (guint8 *start,
                                         guint8 *end);

void
__sanitizer_cov_8bit_counters_init (guint8 *start,
                                    guint8 *end)
{
  if (counters == NULL)
    {
      counters = start;
      n_counters = (gsize) (end - start);
    }
}

/* This file's own code counts nothing: its loops would touch counters
 * while they are read. */
#define NOT_COUNTED __attribute__ ((no_sanitize ("coverage")))

/* libFuzzer's hit-count buckets: 1, 2, 3, 4–7, 8–15, 16–31, 32–127, 128+. */
NOT_COUNTED static guint
bucket (guint8 count)
{
  if (count >= 128)
    return 7;
  if (count >= 32)
    return 6;
  if (count >= 16)
    return 5;
  if (count >= 8)
    return 4;
  if (count >= 4)
    return 3;
  return count - 1u;
}

NOT_COUNTED int
main (int   argc,
      char *argv[])
{
  g_autofree guint8 *seen = NULL;
  guint64 touched = 0;
  guint n_inputs = 0, n_features = 0;

  if (counters == NULL)
    {
      fprintf (stderr, "%s: no coverage counters: build with -Dfuzzing=true\n", argv[0]);
      return 1;
    }
  seen = g_new0 (guint8, n_counters);
  for (int i = 1; i < argc; i++)
    {
      g_autofree char *data = NULL;
      gsize len = 0;

      if (!g_file_get_contents (argv[i], &data, &len, NULL))
        continue;
      memset (counters, 0, n_counters);
      LLVMFuzzerTestOneInput ((const guint8 *) data, len);
      for (gsize k = 0; k < n_counters; k++)
        if (counters[k] != 0)
          {
            touched++;
            seen[k] |= (guint8) (1u << bucket (counters[k]));
          }
      n_inputs++;
    }
  for (gsize k = 0; k < n_counters; k++)
    for (guint8 b = seen[k]; b != 0; b &= (guint8) (b - 1))
      n_features++;
  printf ("%u inputs, %zu counters: %.1f touched per input, %u features in all\n",
          n_inputs, n_counters, n_inputs > 0 ? (double) touched / n_inputs : 0.0, n_features);
  return 0;
}
