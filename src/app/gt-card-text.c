/* gt-card-text.c — a text with cards drawn inline
 *
 * Copyright 2026 The Guandan Tutor authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The text is cut where Pango allows a line break (pango_get_log_attrs():
 * between words in English, between characters in Chinese and Japanese),
 * each piece a GtkLabel, each card group a GtHandView, and the pieces are
 * laid out in lines like words in a paragraph, on a common baseline (the
 * cards stand on it like capitals).  A GtkTextView with child anchors would
 * do the flowing for us, but GTK 4.8's makes a line with a widget twice the
 * widget's height and does not do height-for-width; a few dozen labels are
 * cheap.
 *
 * For screen readers the pieces are hidden and the widget reads as one
 * label: the text with each card by its name ("seven of spades").
 */
#define G_LOG_DOMAIN "gt-card-text"

#include "config.h"

#include "gt-card-text.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gt-card-view.h"
#include "gt-explain.h"
#include "gt-hand-view.h"
#include "gt-lesson.h"

#define DEFAULT_CARD_WIDTH 24
#define LINE_SPACING       2
#define PARAGRAPH_SPACING  8
#define CARD_DROP          4   /* px of a card below the baseline */

typedef enum {
  PIECE_WORD,
  PIECE_SPACE,               /* dropped at the start and the end of a line */
  PIECE_CARDS,
} PieceKind;

/* Set on each child. */
typedef struct {
  PieceKind kind;
  gboolean glued;            /* no break allowed before this piece */
  guint newlines;            /* hard line breaks before this piece */
} Piece;

struct _GtCardText {
  GtkWidget parent_instance;

  GString *plain;
  int card_width;
  gboolean four_colour;
  gboolean captioned;
};

G_DEFINE_FINAL_TYPE (GtCardText, gt_card_text, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_FOUR_COLOUR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GQuark piece_quark;

static Piece *
piece_of (GtkWidget *child)
{
  return g_object_get_qdata (G_OBJECT (child), piece_quark);
}

/* ---- Layout -------------------------------------------------------------- */

typedef struct {
  GtkWidget *child;
  int width, height;
  int ascent;                /* above the baseline */
} Item;

static void
measure_item (GtkWidget *child,
              Item      *item)
{
  int min_baseline = -1, nat_baseline = -1, nat_w, nat_h;

  item->child = child;
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat_w, NULL, NULL);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, nat_w, NULL, &nat_h, &min_baseline, &nat_baseline);
  item->width = nat_w;
  item->height = nat_h;
  /* Labels sit on their baseline; cards stand on it, reaching down to
   * where descenders end so that they add less to the line's height. */
  item->ascent = nat_baseline >= 0 ? nat_baseline : MAX (nat_h - CARD_DROP, 0);
}

/* Lays the pieces out at width (or in one line when width < 0).  With
 * allocate, gives each child its place; with ends, appends the bottom of
 * each line (int) to it; returns the height. */
static int
flow (GtCardText *self,
      int         width,
      gboolean    allocate,
      GArray     *ends)
{
  GArray *line = g_array_new (FALSE, FALSE, sizeof (Item));
  int y = 0;
  int x = 0;
  gboolean first_line = TRUE;
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));

  while (TRUE)
    {
      Item item = { 0 };
      Piece *piece = NULL;
      gboolean end_line;
      int ascent = 0, descent = 0, lx = 0;

      if (child != NULL)
        {
          piece = piece_of (child);
          measure_item (child, &item);
        }

      /* Whether this piece starts a new line: a hard break, or it does not
       * fit (a space never breaks a line by itself, it is dropped). */
      end_line = child == NULL || (piece->newlines > 0 && line->len > 0);
      /* A glued piece ("." after cards) stays on its line even if it
       * overflows a little: a full stop alone on a line is worse. */
      if (!end_line && width >= 0 && line->len > 0 && piece->kind != PIECE_SPACE &&
          x + item.width > width && !piece->glued)
        end_line = TRUE;

      if (end_line)
        {
          guint n = line->len;

          /* No spaces at the end of a line. */
          while (n > 0 && piece_of (g_array_index (line, Item, n - 1).child)->kind == PIECE_SPACE)
            {
              if (allocate)
                gtk_widget_set_child_visible (g_array_index (line, Item, n - 1).child, FALSE);
              n--;
            }
          for (guint i = 0; i < n; i++)
            {
              Item *it = &g_array_index (line, Item, i);
              ascent = MAX (ascent, it->ascent);
              descent = MAX (descent, it->height - it->ascent);
            }
          if (!first_line)
            y += LINE_SPACING;
          for (guint i = 0; allocate && i < n; i++)
            {
              Item *it = &g_array_index (line, Item, i);
              GtkAllocation a = { lx, y + ascent - it->ascent, it->width, it->height };

              if (gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL && width >= 0)
                a.x = width - lx - it->width;
              gtk_widget_set_child_visible (it->child, TRUE);
              gtk_widget_size_allocate (it->child, &a, it->ascent);
              lx += it->width;
            }
          y += ascent + descent;
          if (ends != NULL)
            g_array_append_val (ends, y);
          first_line = FALSE;
          g_array_set_size (line, 0);
          x = 0;
          if (child == NULL)
            break;
          if (piece->newlines > 1)
            y += PARAGRAPH_SPACING * (int) (piece->newlines - 1);
        }

      /* No spaces at the start of a line either. */
      if (piece->kind == PIECE_SPACE && line->len == 0)
        {
          if (allocate)
            gtk_widget_set_child_visible (child, FALSE);
        }
      else
        {
          g_array_append_val (line, item);
          x += item.width;
        }
      child = gtk_widget_get_next_sibling (child);
    }

  g_array_unref (line);
  return y;
}

static void
gt_card_text_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  GtCardText *self = GT_CARD_TEXT (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int widest = 0, total = 0;

      /* At least the widest piece; at best everything on one line. */
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
        {
          Item it;
          measure_item (c, &it);
          widest = MAX (widest, it.width);
          total += it.width;
        }
      *minimum = widest;
      *natural = total;
    }
  else
    *minimum = *natural = flow (self, for_size, FALSE, NULL);
}

static void
gt_card_text_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  flow (GT_CARD_TEXT (widget), width, TRUE, NULL);
}

int
gt_card_text_get_whole_lines (GtCardText *self,
                              int         width,
                              int         height,
                              guint       least)
{
  g_autoptr(GArray) ends = g_array_new (FALSE, FALSE, sizeof (int));
  int total, fit = 0;

  g_return_val_if_fail (GT_IS_CARD_TEXT (self), height);

  total = flow (self, width, FALSE, ends);
  if (height >= total)
    return height;
  for (guint i = 0; i < ends->len; i++)
    {
      int end = g_array_index (ends, int, i);

      if (end <= height || i < least)
        fit = end;
      else
        break;
    }
  return fit;
}

static GtkSizeRequestMode
gt_card_text_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* ---- Pieces -------------------------------------------------------------- */

static void
add_piece (GtCardText *self,
           GtkWidget  *child,
           PieceKind   kind,
           gboolean    glued,
           guint       newlines)
{
  Piece *piece = g_new0 (Piece, 1);

  piece->kind = kind;
  piece->glued = glued;
  piece->newlines = newlines;
  g_object_set_qdata_full (G_OBJECT (child), piece_quark, piece, g_free);
  /* The widget reads as one label (see the top of the file). */
  gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_set_parent (child, GTK_WIDGET (self));
}

static GtkWidget *
word_label (const char *text,
            gsize       len)
{
  g_autofree char *s = g_strndup (text, len);
  GtkWidget *label = gtk_label_new (s);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  return label;
}

/* Cuts plain text into words and spaces where Pango allows a break.
 * *glue_first: whether the first piece is glued to what came before
 * (text right after a card group, "{S9}."); *newlines carries hard breaks
 * into the next piece. */
static void
add_text (GtCardText *self,
          const char *text,
          gboolean    glue_first,
          guint      *newlines)
{
  glong n_chars = g_utf8_strlen (text, -1);
  PangoLogAttr *attrs = g_new0 (PangoLogAttr, n_chars + 1);
  const char *p = text;
  const char *start = text;
  gboolean glued = glue_first;

  pango_get_log_attrs (text, (int) strlen (text), -1, pango_language_get_default (), attrs, (int) n_chars + 1);

  for (glong i = 0; i <= n_chars; i++, p = i <= n_chars ? g_utf8_next_char (p) : p)
    {
      gunichar c = i < n_chars ? g_utf8_get_char (p) : 0;

      if (i > 0 && i < n_chars && !attrs[i].is_line_break && c != '\n')
        continue;

      /* A piece runs from start to p (a break is allowed before p). */
      if (p > start)
        {
          const char *end = p;
          const char *word_end;

          /* Line feeds end a piece and count as hard breaks. */
          while (end > start && (end[-1] == '\n' || end[-1] == '\r'))
            end--;
          word_end = end;
          while (word_end > start && (word_end[-1] == ' ' || word_end[-1] == '\t'))
            word_end--;
          if (word_end > start)
            {
              add_piece (self, word_label (start, (gsize) (word_end - start)), PIECE_WORD, glued, *newlines);
              *newlines = 0;
              glued = FALSE;
            }
          if (end > word_end)
            {
              add_piece (self, word_label (" ", 1), PIECE_SPACE, FALSE, *newlines);
              *newlines = 0;
              glued = FALSE;
            }
          for (const char *q = end; q < p; q++)
            if (*q == '\n')
              (*newlines)++;
        }
      start = p;
      if (c == '\n')
        {
          /* The line feed itself: counted, never shown. */
          (*newlines)++;
          start = g_utf8_next_char (p);
          glued = FALSE;
        }
      if (i == n_chars)
        break;
    }
  g_free (attrs);
}

static void
append_names (GString          *out,
              const GtCardList *cards)
{
  for (guint i = 0; i < cards->n; i++)
    {
      g_autofree char *name = gt_card_accessible_name (cards->card[i], FALSE, FALSE);

      if (i > 0)
        g_string_append (out, ", ");
      g_string_append (out, name);
    }
}

static void
append_symbols (GString          *out,
                const GtCardList *cards)
{
  for (guint i = 0; i < cards->n; i++)
    {
      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, gt_card_to_symbol (cards->card[i]));
      if (cards->as[i] != GT_CARD_NONE)
        {
          g_string_append_c (out, '=');
          g_string_append (out, gt_card_to_symbol (cards->as[i]));
        }
    }
}

/* The cards in the table's words, for the caption: "♠9 ♥10", a joker by
 * its name, a wild card with what it stands for ("♥2 as ♠5"). */
static void
append_words (GString          *out,
              const GtCardList *cards)
{
  gboolean declared = FALSE;

  for (guint i = 0; i < cards->n; i++)
    declared |= cards->as[i] != GT_CARD_NONE;
  if (!declared)
    {
      g_autofree char *words = gt_explain_cards (cards);

      g_string_append (out, words);
      return;
    }
  for (guint i = 0; i < cards->n; i++)
    {
      if (i > 0)
        g_string_append (out, _(", "));
      if (cards->as[i] != GT_CARD_NONE)
        g_string_append_printf (out, _("%1$s as %2$s"),
                                gt_explain_card_label (cards->card[i]), gt_explain_card_label (cards->as[i]));
      else
        g_string_append (out, gt_explain_card_label (cards->card[i]));
    }
}

static void
clear (GtCardText *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_string_truncate (self->plain, 0);
}

/* ---- GObject ------------------------------------------------------------- */

static void
gt_card_text_dispose (GObject *object)
{
  clear (GT_CARD_TEXT (object));

  G_OBJECT_CLASS (gt_card_text_parent_class)->dispose (object);
}

static void
gt_card_text_finalize (GObject *object)
{
  GtCardText *self = GT_CARD_TEXT (object);

  g_string_free (self->plain, TRUE);

  G_OBJECT_CLASS (gt_card_text_parent_class)->finalize (object);
}

static void
gt_card_text_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  GtCardText *self = GT_CARD_TEXT (object);

  switch (prop_id)
    {
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_card_text_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  GtCardText *self = GT_CARD_TEXT (object);

  switch (prop_id)
    {
    case PROP_FOUR_COLOUR:
      gt_card_text_set_four_colour (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gt_card_text_class_init (GtCardTextClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gt_card_text_dispose;
  object_class->finalize = gt_card_text_finalize;
  object_class->get_property = gt_card_text_get_property;
  object_class->set_property = gt_card_text_set_property;
  widget_class->measure = gt_card_text_measure;
  widget_class->size_allocate = gt_card_text_size_allocate;
  widget_class->get_request_mode = gt_card_text_get_request_mode;

  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "cardtext");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LABEL);

  piece_quark = g_quark_from_static_string ("gt-card-text-piece");
}

static void
gt_card_text_init (GtCardText *self)
{
  self->plain = g_string_new (NULL);
  self->card_width = DEFAULT_CARD_WIDTH;
}

/* ---- API ----------------------------------------------------------------- */

GtkWidget *
gt_card_text_new (void)
{
  return g_object_new (GT_TYPE_CARD_TEXT, NULL);
}

void
gt_card_text_set_text (GtCardText      *self,
                       const char      *text,
                       const GtRuleset *rs,
                       const GtRuleCtx *ctx)
{
  GPtrArray *runs;
  g_autoptr(GError) error = NULL;
  GString *spoken;
  GString *words;
  guint newlines = 0;
  gboolean after_cards = FALSE;
  gboolean only_cards = TRUE;

  g_return_if_fail (GT_IS_CARD_TEXT (self));

  clear (self);
  if (text == NULL)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
      return;
    }

  runs = gt_text_runs_parse (text, &error);
  if (runs == NULL)
    {
      /* The validator reports this to the author; the learner still reads
       * the words. */
      g_debug ("inline cards: %s", error->message);
      add_text (self, text, FALSE, &newlines);
      g_string_append (self->plain, text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
      return;
    }

  spoken = g_string_new (NULL);
  words = g_string_new (NULL);
  for (guint i = 0; i < runs->len; i++)
    {
      const GtTextRun *run = g_ptr_array_index (runs, i);

      if (!run->is_cards)
        {
          /* Text right after cards, with no space, stays with them. */
          add_text (self, run->text, after_cards && run->text[0] != ' ' && run->text[0] != '\n', &newlines);
          g_string_append (self->plain, run->text);
          g_string_append (spoken, run->text);
          for (const char *p = run->text; *p != '\0'; p++)
            only_cards &= g_ascii_isspace (*p);
          after_cards = FALSE;
        }
      else
        {
          GtkWidget *hand = gt_hand_view_new ();
          gboolean glued = self->plain->len > 0 && !g_ascii_isspace (self->plain->str[self->plain->len - 1]);

          gt_hand_view_set_interactive (GT_HAND_VIEW (hand), FALSE);
          gt_hand_view_set_sort (GT_HAND_VIEW (hand), GT_HAND_SORT_NONE);
          gt_hand_view_set_card_width (GT_HAND_VIEW (hand), self->card_width);
          gt_hand_view_set_four_colour (GT_HAND_VIEW (hand), self->four_colour);
          gt_hand_view_set_cards (GT_HAND_VIEW (hand), &run->cards, rs, ctx);
          gtk_widget_add_css_class (hand, "inline-cards");
          /* "({S9})": an opening bracket stays with the cards too. */
          add_piece (self, hand, PIECE_CARDS, glued && newlines == 0, newlines);
          newlines = 0;
          append_symbols (self->plain, &run->cards);
          append_names (spoken, &run->cards);
          if (words->len > 0)
            g_string_append_c (words, ' ');
          append_words (words, &run->cards);
          after_cards = TRUE;
        }
    }
  gt_text_runs_free (runs);
  if (self->captioned && only_cards && words->len > 0)
    {
      /* After the cards, flowing (and broken) like any text. */
      GtkWidget *last = gtk_widget_get_last_child (GTK_WIDGET (self));

      g_string_prepend_c (words, ' ');
      add_text (self, words->str, FALSE, &newlines);
      for (GtkWidget *c = gtk_widget_get_next_sibling (last); c != NULL; c = gtk_widget_get_next_sibling (c))
        if (piece_of (c)->kind == PIECE_WORD)
          gtk_widget_add_css_class (c, "card-words");
    }
  g_string_free (words, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken->str, -1);
  g_string_free (spoken, TRUE);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
gt_card_text_set_card_width (GtCardText *self,
                             int         width)
{
  g_return_if_fail (GT_IS_CARD_TEXT (self));

  self->card_width = width;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (GT_IS_HAND_VIEW (c))
      gt_hand_view_set_card_width (GT_HAND_VIEW (c), width);
}

void
gt_card_text_set_four_colour (GtCardText *self,
                              gboolean    four_colour)
{
  g_return_if_fail (GT_IS_CARD_TEXT (self));

  four_colour = !!four_colour;
  if (self->four_colour == four_colour)
    return;
  self->four_colour = four_colour;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (GT_IS_HAND_VIEW (c))
      gt_hand_view_set_four_colour (GT_HAND_VIEW (c), four_colour);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

gboolean
gt_card_text_get_four_colour (GtCardText *self)
{
  g_return_val_if_fail (GT_IS_CARD_TEXT (self), FALSE);
  return self->four_colour;
}

void
gt_card_text_set_captioned (GtCardText *self,
                            gboolean    captioned)
{
  g_return_if_fail (GT_IS_CARD_TEXT (self));

  self->captioned = !!captioned;
}

char *
gt_card_text_dup_plain (GtCardText *self)
{
  g_return_val_if_fail (GT_IS_CARD_TEXT (self), NULL);
  return g_strdup (self->plain->str);
}
