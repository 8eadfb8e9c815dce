/* bench-times.h — the decision times of a computer player, as the benches print them
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One line per strength: how many decisions, their mean, median, 99th
 * percentile and worst, in milliseconds (bench-player, bench-strength).
 */
#pragma once

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

static int
bench_cmp_double (const void *a,
                  const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

/* Sorts ms (double: one decision's milliseconds each) and prints its line. */
static inline void
bench_report_times (const char *name,
                    GArray     *ms)
{
  double sum = 0;
  guint n = ms->len;

  qsort (ms->data, n, sizeof (double), bench_cmp_double);
  for (guint i = 0; i < n; i++)
    sum += g_array_index (ms, double, i);
  printf ("%-10s %7u decisions  mean %7.3f ms  median %7.3f ms  99th percentile %8.3f ms  worst %8.3f ms\n",
          name, n, n ? sum / n : 0, n ? g_array_index (ms, double, n / 2) : 0,
          n ? g_array_index (ms, double, n * 99 / 100) : 0, n ? g_array_index (ms, double, n - 1) : 0);
}
