/*
 * check.h: the assertions every test program uses.  A failed check prints
 * file, line and the expression, counts the failure and carries on, so one
 * run shows every broken case; main returns check_finish().
 */
#ifndef GIMMIK_TEST_CHECK_H
#define GIMMIK_TEST_CHECK_H

#include <stdio.h>
#include <string.h>

#include "gimmik/error.h"

extern int check_failures;
extern int check_count;

#define CHECK(condition)                                                     \
  do {                                                                       \
    check_count++;                                                           \
    if (!(condition)) {                                                      \
      check_failures++;                                                      \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__,      \
              #condition);                                                   \
    }                                                                        \
  } while (0)

/* Check that `call` returned GIMMIK_OK; print the error's message if not. */
#define CHECK_OK(call, error)                                                \
  do {                                                                       \
    check_count++;                                                           \
    gimmik_status check_status_ = (call);                                    \
    if (check_status_ != GIMMIK_OK) {                                        \
      check_failures++;                                                      \
      fprintf(stderr, "%s:%d: %s failed (%s): %s\n", __FILE__, __LINE__,     \
              #call, gimmik_status_name(check_status_), (error)->message);   \
      if ((error)->log) fprintf(stderr, "%s\n", (error)->log);               \
    }                                                                        \
  } while (0)

/* Check that `call` failed with `status` and that the message holds
 * `fragment`. */
#define CHECK_FAILS(call, error, expected_status, fragment)                  \
  do {                                                                       \
    check_count++;                                                           \
    gimmik_status check_status_ = (call);                                    \
    if (check_status_ != (expected_status) ||                                \
        !strstr((error)->message, (fragment))) {                             \
      check_failures++;                                                      \
      fprintf(stderr,                                                        \
              "%s:%d: %s: expected %s with \"%s\", got %s: \"%s\"\n",        \
              __FILE__, __LINE__, #call,                                     \
              gimmik_status_name(expected_status), (fragment),               \
              gimmik_status_name(check_status_), (error)->message);          \
    }                                                                        \
  } while (0)

int check_finish(const char *test_name);

#endif
