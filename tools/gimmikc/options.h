/*
 * options.h: the command line of gimmikc, parsed into one structure.
 */
#ifndef GIMMIKC_OPTIONS_H
#define GIMMIKC_OPTIONS_H

#include "gimmik/axhelm.h"
#include "gimmik/generator.h"

typedef enum gimmikc_command {
  COMMAND_EMIT,          /* gimmikc OP -o OUT, gimmikc axhelm -o OUT */
  COMMAND_INFO,          /* gimmikc --info OP */
  COMMAND_LIST_VARIANTS, /* gimmikc --list-variants OP, gimmikc axhelm
                            --list-variants */
  COMMAND_LIST_SPECS,    /* gimmikc --list-specs */
  COMMAND_EXPORT,        /* gimmikc --export-mtx OP -o OUT.mtx */
  COMMAND_RUN,           /* gimmikc run OP */
  COMMAND_TUNE,          /* gimmikc tune OP... */
  COMMAND_HELP,
  COMMAND_VERSION
} gimmikc_command;

typedef struct gimmikc_options {
  gimmikc_command command;
  const char *operator_path;   /* the first operator */
  char **operators;            /* all of them (tune takes several) */
  int operator_count;
  const char *output_path;
  const char *meta_path;
  int backend_given;     /* --backend was on the command line */
  int force;
  int verbose;
  int retune;            /* tune: time operators with a decision again */
  int beta_by_name;      /* tune: beta 1 for PyFR's M3 and M6, else 0 */
  int repeat;            /* run: timed repetitions */
  const char *device;    /* run: device selector */
  gimmik_matmul_request request;
  /* gimmikc axhelm: the fused operator family.  The options both families
   * take (--backend, --dtype, --variant, --param, --kernel-name) are parsed
   * into `request` and copied into `axhelm_request` once parsing is done. */
  int axhelm;
  int lambda0_given, lambda1_given;
  gimmik_axhelm_request axhelm_request;
} gimmikc_options;

/* Exit statuses. */
enum { EXIT_OK = 0, EXIT_BAD_INPUT = 1, EXIT_USAGE = 2 };

/* Parse argv; on a usage error prints it (with a pointer to --help) and
 * returns 0. */
int gimmikc_parse_options(int argc, char **argv, gimmikc_options *options);

void gimmikc_print_usage(FILE *stream);

/* For the option parsers: print "gimmikc: " format (with one string) and a
 * pointer to --help; returns 0. */
int gimmikc_usage_error(const char *format, const char *detail);

/* A finite number, the whole of `text`. */
int gimmikc_parse_number(const char *text, double *value);

/* The backend an output's extension (.cu, .cl, .c) names; 0 when it
 * names none. */
int gimmikc_backend_of_extension(const char *path, gimmik_backend *backend);

#endif
