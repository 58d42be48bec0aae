/* picks.c: the tuned picks of earlier pyfr_bench CSVs (picks.h). */
#include "picks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The columns a pick is read from, in bench_rows_header's order. */
enum {
  PICK_OPERATOR = 0,
  PICK_IMPLEMENTATION = 6,
  PICK_VARIANT = 7,
  PICK_PARAMS = 8,
  PICK_STATUS = 16,
  PICK_COLUMNS = 17
};

enum { PICK_LINE = 4096 };

/* Splits one CSV line in place into at most `most` fields (quotes
 * stripped, doubled quotes undone); the count, or -1 on an unclosed
 * quote. */
static int split_fields(char *line, char **fields, int most) {
  int count = 0;
  char *in = line;
  while (count < most) {
    char *out = in;
    fields[count++] = out;
    if (*in == '"') {
      for (in++;; in++) {
        if (!*in) return -1;
        if (*in == '"' && in[1] != '"') break;
        if (*in == '"') in++;
        *out++ = *in;
      }
      in++;
    } else {
      while (*in && *in != ',') *out++ = *in++;
    }
    char end = *in;
    *out = '\0';
    if (end != ',') break;
    in++;
  }
  return count;
}

/* params "a=1 b=2" as a --kernel spec "variant:a=1,b=2"; 0 when it does
 * not fit. */
static int make_spec(const char *variant, const char *params, char *spec,
                     size_t size) {
  int used = snprintf(spec, size, "%s%s", variant, params[0] ? ":" : "");
  if (used < 0 || (size_t)used >= size) return 0;
  for (const char *p = params; *p; p++) {
    if ((size_t)used + 1 >= size) return 0;
    spec[used++] = *p == ' ' ? ',' : *p;
  }
  spec[used] = '\0';
  return 1;
}

static bench_pick *find_slot(bench_picks *picks, const char *name) {
  for (int i = 0; i < picks->count; i++)
    if (!strcmp(picks->items[i].name, name)) return &picks->items[i];
  if (picks->count == picks->capacity) {
    int capacity = picks->capacity ? 2 * picks->capacity : 64;
    bench_pick *grown = realloc(picks->items, (size_t)capacity * sizeof *grown);
    if (!grown) return NULL;
    picks->items = grown;
    picks->capacity = capacity;
  }
  bench_pick *slot = &picks->items[picks->count++];
  memset(slot, 0, sizeof *slot);
  return slot;
}

/* One line of the file: a pick stored, a line skipped, or an error. */
static gimmik_status read_line(bench_picks *picks, char *line,
                               const char *path, int number,
                               gimmik_error *error) {
  line[strcspn(line, "\r\n")] = '\0';
  if (!line[0] || line[0] == '#' || !strncmp(line, "operator,", 9))
    return GIMMIK_OK;
  char *fields[PICK_COLUMNS];
  int count = split_fields(line, fields, PICK_COLUMNS);
  if (count < PICK_COLUMNS)
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "%s:%d: %s (expected the %d columns of "
                            "pyfr_bench's CSV)", path, number,
                            count < 0 ? "a quote is not closed"
                                      : "too few columns", PICK_COLUMNS);
  if (strcmp(fields[PICK_IMPLEMENTATION], "gimmikc-tuned") ||
      strncmp(fields[PICK_STATUS], "ok", 2))
    return GIMMIK_OK;
  if (strlen(fields[PICK_OPERATOR]) >= BENCH_PICK_NAME)
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "%s:%d: operator name longer than %d characters",
                            path, number, BENCH_PICK_NAME - 1);
  bench_pick *slot = find_slot(picks, fields[PICK_OPERATOR]);
  if (!slot)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "%s:%d: out of memory",
                            path, number);
  snprintf(slot->name, sizeof slot->name, "%s", fields[PICK_OPERATOR]);
  slot->spec[0] = '\0';
  if (strcmp(fields[PICK_VARIANT], "cublas") &&
      !make_spec(fields[PICK_VARIANT], fields[PICK_PARAMS], slot->spec,
                 sizeof slot->spec))
    return gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                            "%s:%d: the pick's parameters are longer than "
                            "%d characters", path, number,
                            BENCH_PICK_SPEC - 1);
  return GIMMIK_OK;
}

gimmik_status bench_picks_load(bench_picks *picks, const char *path,
                               gimmik_error *error) {
  FILE *file = fopen(path, "r");
  if (!file)
    return gimmik_error_set(error, GIMMIK_ERROR_IO, "%s: cannot be read",
                            path);
  char line[PICK_LINE];
  gimmik_status status = GIMMIK_OK;
  for (int number = 1; status == GIMMIK_OK && fgets(line, sizeof line, file);
       number++) {
    if (!strchr(line, '\n') && !feof(file))
      status = gimmik_error_set(error, GIMMIK_ERROR_INPUT,
                                "%s:%d: line longer than %d characters", path,
                                number, PICK_LINE - 2);
    else
      status = read_line(picks, line, path, number, error);
  }
  fclose(file);
  return status;
}

const char *bench_picks_find(const bench_picks *picks, const char *name) {
  for (int i = 0; i < picks->count; i++)
    if (!strcmp(picks->items[i].name, name))
      return picks->items[i].spec[0] ? picks->items[i].spec : NULL;
  return NULL;
}

void bench_picks_free(bench_picks *picks) {
  free(picks->items);
  memset(picks, 0, sizeof *picks);
}
