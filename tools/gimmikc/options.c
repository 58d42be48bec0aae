/* options.c: parsing gimmikc's command line (options.h). */
#include "options.h"

#include "axhelm_options.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gimmikc_print_usage(FILE *stream) {
  fputs(
      "usage: gimmikc OPERATOR -o OUTPUT [options]   emit a kernel\n"
      "       gimmikc run OPERATOR [options]         plan it (disk cache, stored\n"
      "                                              decision), run, check, time it\n"
      "       gimmikc tune OPERATOR... [options]     tune each on the device, store\n"
      "                                              the decisions, print a table\n"
      "       gimmikc --info OPERATOR                print the operator's analysis\n"
      "       gimmikc --list-variants OPERATOR [options]\n"
      "       gimmikc --list-specs                   built-in operator specs\n"
      "       gimmikc --export-mtx OPERATOR -o OUTPUT.mtx\n"
      "       gimmikc axhelm -o OUTPUT [axhelm options]  emit a fused axhelm kernel\n"
      "       gimmikc axhelm --list-variants [axhelm options]\n"
      "       gimmikc dss -o OUTPUT [options]        emit a DSS kernel\n"
      "       gimmikc vector -o OUTPUT [options]     emit a fused vector kernel\n"
      "       gimmikc bp5 [options]                  solve CEED BP5 (Poisson)\n"
      "       gimmikc dss|vector|bp5 --help          their options\n"
      "       gimmikc --help | --version\n"
      "\n"
      "OPERATOR is a Matrix Market file (.mtx), a NumPy file (.npy) or a\n"
      "built-in spec such as gll-diff:8.  The kernel computes\n"
      "C <- alpha*A*B + beta*C with A the operator, B (k x n) and C (m x n)\n"
      "row-major with leading dimensions ldb and ldc.\n"
      "\n"
      "options:\n"
      "  -o, --output FILE     where the kernel goes ('-': standard output);\n"
      "                        the backend follows from .cu, .cl or .c\n"
      "  --backend B           cuda, opencl or c (run: also 'auto')\n"
      "  --variant NAME        cstream, bstream, row-split, col-split,\n"
      "                        rstream, pstream, resident, mma (CUDA)\n"
      "                        (default: chosen from the analysis)\n"
      "  --param KEY=VALUE     a variant parameter; repeatable, once a KEY\n"
      "  --dtype T             f64 (default) or f32\n"
      "  --alpha X, --beta X   scalars (default 1 and 0); tune also takes\n"
      "                        --beta pyfr: 1 for *-m3 and *-m6, else 0\n"
      "  --n N                 bake the number of columns into the kernel;\n"
      "  --ldb L, --ldc L      with --n: leading dimensions (default n)\n"
      "  --kernel-name NAME    entry point name (default gimmik_matmul)\n"
      "  --arch sm_XY          CUDA: the device (mma: m16n8k8 from sm_90,\n"
      "                        and its shared memory); default: not known\n"
      "  --meta FILE           write the kernel's metadata as JSON\n"
      "  --force               replace existing output files (regular files\n"
      "                        only); with --backend, write a file whose\n"
      "                        extension names another backend\n"
      "  --device SELECTOR     run: device index (OpenCL: platform:device)\n"
      "  --repeat R            run, tune: timed repetitions (default 20, 10)\n"
      "  --verbose             tune: print every candidate's time (else a\n"
      "                        progress line on a terminal)\n"
      "  --retune              tune: time again operators that have a stored\n"
      "                        decision for this device (else reported as is)\n"
      "\n"
      "\n",
      stream);
  fputs(
      "\n"
      "gimmikc axhelm emits the fused Poisson/Helmholtz operator on hexahedra\n"
      "(include/gimmik/axhelm.h) for CUDA (.cu), OpenCL (.cl) or C (.c); it takes\n"
      "-o, --backend, --dtype, --param, --kernel-name (default gimmik_axhelm),\n"
      "--meta and --force as above, and:\n"
      "  --points N            GLL points per direction, N = p + 1: 2..16\n"
      "                        (default 8)\n"
      "  --fields D            1 (scalar, default) or 3 (vector)\n"
      "  --equation E          poisson (default) or helmholtz\n"
      "  --coefficients C      constant (default: lambda0, lambda1 folded into\n"
      "                        the kernel) or per-node (arrays)\n"
      "  --lambda0 X           the constant lambda0 (default 1)\n"
      "  --lambda1 X           helmholtz: the constant lambda1 (default 0)\n"
      "  --geometry G          stored (default), parallelepiped or trilinear\n"
      "  --input STATEMENT     evaluate e.g. 'p = d*r + beta*p' where u is\n"
      "                        loaded, store it and apply the operator to it\n"
      "                        (its target is u; lines, mma, cells)\n"
      "  --update STATEMENT    with --input, evaluate e.g. 'x = x + alpha*p'\n"
      "                        first from the same loads and store it\n"
      "                        (lines, cells)\n"
      "  --dot 1               also sum u.Au, one partial a block\n"
      "  --scalar-memory 1     the input's scalars read from memory (const\n"
      "                        double *), the dot's total a double\n"
      "  --layout-block B      u, au, the input and stored factors in\n"
      "                        blocks of B elements (gimmik/dss.h;\n"
      "                        default 0: element-major)\n"
      "  --variant NAME        lines, layers, nodes, mma (GPUs; default\n"
      "                        lines, else layers) or cells (C);\n"
      "                        parameters epb, dmem, fuse, tshared,\n"
      "                        evenodd, stage, stagewarp, regs\n"
      "                        (docs/axhelm.md says which variant takes\n"
      "                        which; --list-variants shows them)\n"
      "  --arch sm_XY          CUDA: the device the kernel is for (mma and\n"
      "                        stage need sm_80+; with it, stage defaults\n"
      "                        to 4); default: not known\n"
      "\n"
      "exit status: 0 success, 1 bad input or failure, 2 usage error\n",
      stream);
}

int gimmikc_usage_error(const char *format, const char *detail) {
  fprintf(stderr, "gimmikc: ");
  fprintf(stderr, format, detail);
  fprintf(stderr, "\n(gimmikc --help shows the usage)\n");
  return 0;
}

/* gimmikc never leaves the "C" locale it starts in, so strtod reads a
 * decimal point. */
int gimmikc_parse_number(const char *text, double *value) {
  char *end;
  errno = 0;
  *value = strtod(text, &end);
  return *text && !*end && errno == 0 && *value - *value == 0.0;
}

static int parse_count(const char *text, long long *value) {
  char *end;
  errno = 0;
  *value = strtoll(text, &end, 10);
  return *text && !*end && errno == 0 && *value > 0;
}

static int parse_param(const char *text, gimmik_matmul_request *request) {
  gimmik_error error;
  gimmik_error_init(&error);
  if (gimmik_matmul_request_parse_param(request, text, &error))
    return gimmikc_usage_error("--param %s", error.message);
  return 1;
}

/* Options that take a value; returns 0 on a usage error. */
static int parse_valued(const char *option, const char *value,
                        gimmikc_options *options) {
  gimmik_matmul_request *request = &options->request;
  gimmik_error error;
  gimmik_error_init(&error);
  long long count;
  if (!strcmp(option, "-o") || !strcmp(option, "--output")) {
    options->output_path = value;
  } else if (!strcmp(option, "--meta")) {
    options->meta_path = value;
  } else if (!strcmp(option, "--backend")) {
    options->backend_given = 1;
    if (strcmp(value, "auto") == 0) {
      options->backend_given = 0;
    } else if (gimmik_backend_parse(value, &request->backend, &error)) {
      return gimmikc_usage_error("%s", error.message);
    }
  } else if (!strcmp(option, "--dtype")) {
    if (gimmik_dtype_parse(value, &request->dtype, &error))
      return gimmikc_usage_error("%s", error.message);
  } else if (!strcmp(option, "--variant")) {
    request->variant = value;
  } else if (!strcmp(option, "--param")) {
    return parse_param(value, request);
  } else if (!strcmp(option, "--alpha")) {
    if (!gimmikc_parse_number(value, &request->alpha))
      return gimmikc_usage_error("--alpha expects a finite number, got '%s'",
                                 value);
  } else if (!strcmp(option, "--beta")) {
    if (!strcmp(value, "pyfr")) {
      options->beta_by_name = 1;
    } else if (!gimmikc_parse_number(value, &request->beta))
      return gimmikc_usage_error("--beta expects a finite number, got '%s'",
                                 value);
  } else if (!strcmp(option, "--n") || !strcmp(option, "--ldb") ||
             !strcmp(option, "--ldc")) {
    if (!parse_count(value, &count))
      return gimmikc_usage_error("expected a positive integer, got '%s'",
                                 value);
    long long *target = !strcmp(option, "--n")     ? &request->n
                        : !strcmp(option, "--ldb") ? &request->ldb
                                                   : &request->ldc;
    *target = count;
  } else if (!strcmp(option, "--kernel-name")) {
    request->kernel_name = value;
  } else if (!strcmp(option, "--arch")) {
    return gimmikc_parse_arch(value, &request->compute_capability);
  } else if (!strcmp(option, "--device")) {
    options->device = value;
  } else if (!strcmp(option, "--repeat")) {
    if (!parse_count(value, &count) || count > 100000)
      return gimmikc_usage_error("--repeat expects 1..100000, got '%s'", value);
    options->repeat = (int)count;
  } else {
    return gimmikc_usage_error("unknown option '%s'", option);
  }
  return 1;
}

static int takes_value(const char *option) {
  static const char *const valued[] = {
      "-o", "--output", "--meta", "--backend", "--dtype", "--variant",
      "--param", "--alpha", "--beta", "--n", "--ldb", "--ldc",
      "--kernel-name", "--device", "--repeat", "--arch", NULL};
  for (int i = 0; valued[i]; i++)
    if (strcmp(option, valued[i]) == 0) return 1;
  return 0;
}

/* Flags that pick the command or take no value. */
static int parse_flag(const char *option, gimmikc_options *options) {
  static const struct {
    const char *name;
    gimmikc_command command;
  } commands[] = {{"--info", COMMAND_INFO},
                  {"--list-variants", COMMAND_LIST_VARIANTS},
                  {"--list-specs", COMMAND_LIST_SPECS},
                  {"--export-mtx", COMMAND_EXPORT},
                  {"--version", COMMAND_VERSION}};
  if (strcmp(option, "--force") == 0) {
    options->force = 1;
    return 1;
  }
  if (strcmp(option, "--verbose") == 0) {
    options->verbose = 1;
    return 1;
  }
  if (strcmp(option, "--retune") == 0) {
    options->retune = 1;
    return 1;
  }
  /* Help wins over any command, so that `gimmikc run --help` helps. */
  if (strcmp(option, "--help") == 0 || strcmp(option, "-h") == 0) {
    options->command = COMMAND_HELP;
    return 1;
  }
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
    if (strcmp(option, commands[i].name) == 0) {
      if (options->command == COMMAND_HELP) return 1;
      if (options->command != COMMAND_EMIT &&
          options->command != commands[i].command)
        return gimmikc_usage_error(
            "'%s' cannot be combined with another command", option);
      options->command = commands[i].command;
      return 1;
    }
  return gimmikc_usage_error("unknown option '%s'", option);
}

static const char *extension_of(const char *path) {
  const char *dot = strrchr(path, '.');
  const char *slash = strrchr(path, '/');
  return dot && (!slash || dot > slash) ? dot : "";
}

int gimmikc_backend_of_extension(const char *path, gimmik_backend *backend) {
  const char *extension = extension_of(path);
  if (!strcmp(extension, ".cu")) *backend = GIMMIK_BACKEND_CUDA;
  else if (!strcmp(extension, ".cl")) *backend = GIMMIK_BACKEND_OPENCL;
  else if (!strcmp(extension, ".c")) *backend = GIMMIK_BACKEND_C;
  else return 0;
  return 1;
}

/* --backend against an extension that names another backend (C written
 * into a .cu file): an error unless --force says it is meant. */
static int check_backend_matches(const gimmikc_options *options) {
  gimmik_backend named;
  if (options->force ||
      !gimmikc_backend_of_extension(options->output_path, &named) ||
      named == options->request.backend)
    return 1;
  char message[512];
  snprintf(message, sizeof message,
           "--backend %s does not match the output %s, which names %s; give "
           "a matching name, or --force to write it anyway",
           gimmik_backend_name(options->request.backend),
           options->output_path, gimmik_backend_name(named));
  return gimmikc_usage_error("%s", message);
}

/* The backend follows from the output's extension unless --backend says. */
static int infer_backend(gimmikc_options *options) {
  /* Standard output has no extension: it gets the default, CUDA. */
  if (options->command != COMMAND_EMIT ||
      strcmp(options->output_path, "-") == 0)
    return 1;
  if (options->backend_given) return check_backend_matches(options);
  if (!gimmikc_backend_of_extension(options->output_path,
                                    &options->request.backend))
    return gimmikc_usage_error(options->axhelm
                                   ? "cannot tell the backend from '%s': use "
                                     ".cu or .cl, or --backend"
                                   : "cannot tell the backend from '%s': use "
                                     ".cu, .cl or .c, or --backend",
                               options->output_path);
  return 1;
}

/* --list-variants reports every variant at its defaults, so a variant
 * or parameters named with it would be ignored: refused instead. */
static int check_listing(const gimmikc_options *options) {
  /* Both families parse --variant and --param into the matmul request;
   * axhelm takes them over when it settles. */
  int chosen = options->request.variant || options->request.param_count;
  if (options->command != COMMAND_LIST_VARIANTS || !chosen) return 1;
  return gimmikc_usage_error("%s", "--list-variants reports every variant "
                                   "at its defaults: --variant and --param "
                                   "are for emitting or running a kernel");
}

static int check_complete(gimmikc_options *options) {
  gimmikc_command command = options->command;
  if (command == COMMAND_HELP || command == COMMAND_VERSION ||
      command == COMMAND_LIST_SPECS)
    return 1;
  if (!check_listing(options)) return 0;
  if (options->axhelm)
    return gimmikc_axhelm_check(options) && infer_backend(options) &&
           gimmikc_axhelm_settle(options);
  if (!options->operator_path)
    return gimmikc_usage_error("%s", "no operator given");
  if (options->operator_count > 1 && command != COMMAND_TUNE)
    return gimmikc_usage_error(
        "unexpected argument '%s' (one operator at a time)",
        options->operators[1]);
  if (options->beta_by_name && command != COMMAND_TUNE)
    return gimmikc_usage_error("%s", "--beta pyfr is for gimmikc tune");
  if (options->retune && command != COMMAND_TUNE)
    return gimmikc_usage_error("%s", "--retune is for gimmikc tune");
  if ((command == COMMAND_EMIT || command == COMMAND_EXPORT) &&
      !options->output_path)
    return gimmikc_usage_error("%s", "no output given (-o FILE, or -o - for "
                                     "standard output)");
  if ((options->request.ldb > 0 || options->request.ldc > 0) &&
      options->request.n < 0)
    return gimmikc_usage_error("%s", "--ldb and --ldc need --n");
  return infer_backend(options);
}

/* Options only the matmul family takes. */
static int matmul_only(const char *option) {
  static const char *const names[] = {
      "--alpha", "--beta", "--n", "--ldb", "--ldc", "--device", "--repeat",
      "--verbose", "--retune", "--info", "--list-specs", "--export-mtx",
      NULL};
  for (int i = 0; names[i]; i++)
    if (strcmp(option, names[i]) == 0) return 1;
  return 0;
}

/* argv[*i] and, if it takes one, its value (then *i moves past it). */
static int parse_option(int argc, char **argv, int *i,
                        gimmikc_options *options) {
  const char *option = argv[*i];
  int for_axhelm = gimmikc_axhelm_takes_value(option) &&
                   (options->axhelm || strcmp(option, "--arch") != 0);
  if (for_axhelm && !options->axhelm)
    return gimmikc_usage_error("'%s' is an option of gimmikc axhelm", option);
  if (options->axhelm && matmul_only(option))
    return gimmikc_usage_error("'%s' does not apply to gimmikc axhelm",
                               option);
  if (!for_axhelm && !takes_value(option)) return parse_flag(option, options);
  if (*i + 1 >= argc)
    return gimmikc_usage_error("option '%s' needs a value", option);
  const char *value = argv[++*i];
  return for_axhelm ? gimmikc_parse_axhelm_valued(option, value, options)
                    : parse_valued(option, value, options);
}

/* run, tune, axhelm; returns the index of the first argument after it. */
static int parse_subcommand(int argc, char **argv, gimmikc_options *options) {
  if (argc < 2) return 1;
  if (strcmp(argv[1], "run") == 0) options->command = COMMAND_RUN;
  else if (strcmp(argv[1], "tune") == 0) options->command = COMMAND_TUNE;
  else if (strcmp(argv[1], "axhelm") == 0) options->axhelm = 1;
  else return 1;
  return 2;
}

int gimmikc_parse_options(int argc, char **argv, gimmikc_options *options) {
  memset(options, 0, sizeof *options);
  gimmik_matmul_request_init(&options->request);
  gimmik_axhelm_request_init(&options->axhelm_request);
  options->repeat = 0;
  int first = parse_subcommand(argc, argv, options);
  /* Operators are gathered in argv's own order, overwriting options
   * already consumed, so no allocation is needed. */
  options->operators = argv + first;
  for (int i = first; i < argc; i++) {
    const char *argument = argv[i];
    if (argument[0] == '-' && argument[1] != '\0') {
      if (!parse_option(argc, argv, &i, options)) return 0;
    } else {
      options->operators[options->operator_count++] = argv[i];
    }
  }
  options->operator_path = options->operator_count ? options->operators[0]
                                                   : NULL;
  if (!options->repeat) options->repeat = options->command == COMMAND_TUNE ? 10 : 20;
  return check_complete(options);
}
