/* gt-registry.h — the registry: every game, one line each, in the order the
 * app lists them (docs/architecture.md, "Adding a game")
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GT_GAME (NAME) names a game whose folder defines gt_ruleset_NAME ().  This
 * file is read twice with GT_GAME defined, so it has no include guard:
 * gt-ruleset.h declares the functions, gt-ruleset.c lists them.
 */
GT_GAME (guandan)
GT_GAME (gandengyan)
GT_GAME (baohuang)
GT_GAME (dabaifen)
GT_GAME (doudizhu)
