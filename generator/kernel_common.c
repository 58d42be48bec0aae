/* kernel_common.c: pieces shared by the kernel families (kernel_common.h). */
#include "generator/kernel_common.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

struct gimmik_kernel {
  char *source;
  gimmik_kernel_info info;
};

gimmik_status gimmik_kernel_wrap(char *source, const gimmik_kernel_info *info,
                                 gimmik_kernel **result, gimmik_error *error) {
  *result = NULL;
  gimmik_kernel *kernel = malloc(sizeof *kernel);
  if (!kernel) {
    free(source);
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory");
  }
  kernel->source = source;
  kernel->info = *info;
  *result = kernel;
  return GIMMIK_OK;
}

/* The CUDA Programming Guide's maximum shared memory per block, by
 * compute capability. */
static int cuda_shared_budget(int capability) {
  /* Not known: what sm_70 and most devices since allow. */
  if (capability == 0) return 96 * 1024;
  if (capability < 70) return 48 * 1024;
  if (capability == 75) return 64 * 1024;
  if (capability < 80) return 96 * 1024;    /* sm_70, sm_72 */
  if (capability == 80 || capability == 87) return 163 * 1024;
  /* sm_86, sm_89, sm_120 */
  if (capability < 90 || capability >= 120) return 99 * 1024;
  return 227 * 1024;                        /* sm_90, sm_100 */
}

int gimmik_shared_budget(gimmik_backend backend, int compute_capability) {
  if (backend != GIMMIK_BACKEND_CUDA) return 48 * 1024;
  return cuda_shared_budget(compute_capability);
}

const char *gimmik_kernel_source(const gimmik_kernel *kernel) {
  return kernel->source;
}

const gimmik_kernel_info *gimmik_kernel_metadata(const gimmik_kernel *kernel) {
  return &kernel->info;
}

void gimmik_kernel_destroy(gimmik_kernel *kernel) {
  if (!kernel) return;
  free(kernel->source);
  free(kernel);
}

gimmik_status gimmik_param_list_set(gimmik_param *params, int *count,
                                    const char *name, int value,
                                    gimmik_error *error) {
  size_t length = strlen(name);
  if (length == 0 || length >= sizeof params[0].name)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "parameter name '%s' is empty or too long", name);
  for (int i = 0; i < *count; i++)
    if (strcmp(params[i].name, name) == 0) {
      params[i].value = value;
      return GIMMIK_OK;
    }
  if (*count == GIMMIK_MAX_PARAMS)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "more than %d parameters", GIMMIK_MAX_PARAMS);
  memcpy(params[*count].name, name, length + 1);
  params[*count].value = value;
  (*count)++;
  return GIMMIK_OK;
}

/* Names a kernel may not take because one of the three targets already
 * defines them: in its language (C, C++ for CUDA, OpenCL C) or in the
 * headers its kernels see.  Families of names go by rule (the checks in
 * is_reserved); the rest are listed here. */
static const char *const reserved_words[] = {
    /* C17 and C23 keywords */
    "auto", "break", "case", "char", "const", "continue", "default", "do",
    "double", "else", "enum", "extern", "float", "for", "goto", "if",
    "inline", "int", "long", "register", "restrict", "return", "short",
    "signed", "sizeof", "static", "struct", "switch", "typedef", "union",
    "unsigned", "void", "volatile", "while", "bool", "true", "false",
    "nullptr", "alignas", "alignof", "static_assert", "thread_local",
    "typeof", "typeof_unqual", "constexpr",
    /* C++ keywords and alternative tokens (CUDA is C++) */
    "asm", "catch", "class", "const_cast", "decltype", "delete",
    "dynamic_cast", "explicit", "export", "friend", "mutable", "namespace",
    "new", "noexcept", "operator", "protected", "public", "reinterpret_cast",
    "static_cast", "template", "this", "throw", "try", "typeid",
    "typename", "using", "virtual", "wchar_t", "char8_t", "char16_t",
    "char32_t", "concept", "requires", "consteval", "constinit",
    "co_await", "co_return", "co_yield", "and", "and_eq", "bitand", "bitor",
    "compl", "not", "not_eq", "or", "or_eq", "xor", "xor_eq",
    /* OpenCL C qualifiers and builtins */
    "kernel", "global", "local", "constant", "private", "read_only",
    "write_only", "read_write", "uniform", "pipe", "barrier", "mad",
    "mad24", "mul24", "clamp", "mix", "step", "smoothstep", "sign",
    "degrees", "radians", "dot", "cross", "length", "normalize",
    "distance", "select", "bitselect", "shuffle", "shuffle2", "popcount",
    "rotate", "upsample", "hadd", "rhadd", "abs_diff", "add_sat", "sub_sat",
    "mad_hi", "mad_sat", "mul_hi", "rsqrt", "sincos", "pown", "powr",
    "rootn", "fract", "maxmag", "minmag", "clz", "ctz", "any", "all",
    "isequal", "isnotequal", "isgreater", "isless", "isordered",
    "isunordered", "signbit", "isfinite", "isinf", "isnan", "isnormal",
    "prefetch", "printf", "wait_group_events",
    /* CUDA builtins */
    "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "dim3",
    "clock", "clock64", "assert", "malloc", "free", "memcpy", "memset",
    "tex1D", "tex2D", "tex3D", "tex1Dfetch", "texCubemap", "min", "max",
    /* the math functions of <math.h>, OpenCL C and CUDA */
    "acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "cbrt",
    "ceil", "copysign", "cos", "cosh", "erf", "erfc", "exp", "exp2",
    "exp10", "expm1", "fabs", "fdim", "floor", "fma", "fmax", "fmin",
    "fmod", "frexp", "hypot", "ilogb", "ldexp", "lgamma", "log", "log10",
    "log1p", "log2", "logb", "modf", "nan", "nextafter", "pow", "remainder",
    "remquo", "rint", "round", "sin", "sinh", "sqrt", "tan", "tanh",
    "tgamma", "trunc", "abs",
    /* <stddef.h>, which the C kernels include, and the C program's entry */
    "offsetof", "main",
    /* the argument array of the C backend's NAME_entry */
    "args", NULL};

/* Prefixes of builtin families: OpenCL's get_global_id, convert_float4,
 * as_uint, vload4, atomic_add, native_exp, async_work_group_copy, ...,
 * CUDA's atomicAdd and make_float4. */
static const char *const reserved_prefixes[] = {
    "__", "get_", "convert_", "as_", "vload", "vstore", "atomic", "atom_",
    "native_", "half_", "async_", "work_group_", "sub_group_", "read_image",
    "write_image", "mem_fence", "read_mem_fence", "write_mem_fence",
    "make_", NULL};

/* Scalar and vector types by rule: a base (char, uint, float, longlong,
 * ...) with no count or one of 1, 2, 3, 4, 8, 16: uint, float4, uchar16. */
static int is_type_name(const char *name) {
  static const char *const bases[] = {
      "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
      "longlong", "ulonglong", "float", "double", "half", "bool", NULL};
  size_t length = strlen(name), base = length;
  while (base > 0 && isdigit((unsigned char)name[base - 1])) base--;
  const char *count = name + base;
  if (*count && strcmp(count, "1") && strcmp(count, "2") &&
      strcmp(count, "3") && strcmp(count, "4") && strcmp(count, "8") &&
      strcmp(count, "16"))
    return 0;
  for (int i = 0; bases[i]; i++)
    if (strlen(bases[i]) == base && strncmp(name, bases[i], base) == 0)
      return 1;
  return 0;
}

/* Names no target leaves free: keywords, builtins and header names by the
 * list above, and by rule the reserved forms of C (a leading underscore
 * and a capital, as _Bool; two underscores), the type names of C and
 * POSIX headers (size_t, ptrdiff_t, int32_t, image2d_t: ending in _t),
 * scalar and vector types, and names without a lowercase letter, which
 * the headers keep for macros (NULL, INFINITY, FLT_MAX, CLK_GLOBAL...). */
static int is_reserved(const char *name) {
  for (int i = 0; reserved_words[i]; i++)
    if (strcmp(name, reserved_words[i]) == 0) return 1;
  for (int i = 0; reserved_prefixes[i]; i++)
    if (strncmp(name, reserved_prefixes[i], strlen(reserved_prefixes[i])) ==
        0)
      return 1;
  size_t length = strlen(name);
  if (name[0] == '_' && isupper((unsigned char)name[1])) return 1;
  if (length >= 2 && strcmp(name + length - 2, "_t") == 0) return 1;
  int has_lower = 0;
  for (size_t i = 0; i < length; i++)
    has_lower |= islower((unsigned char)name[i]) != 0;
  return !has_lower || is_type_name(name);
}

gimmik_status gimmik_kernel_name_check(const char *name, gimmik_error *error) {
  size_t length = strlen(name);
  int valid = length > 0 && length < GIMMIK_NAME_SIZE - 8 &&
              (isalpha((unsigned char)name[0]) || name[0] == '_');
  for (size_t i = 1; valid && i < length; i++)
    valid = isalnum((unsigned char)name[i]) || name[i] == '_';
  if (!valid || is_reserved(name))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "kernel name '%s' is not a usable identifier "
                            "(letters, digits and '_', not starting with a "
                            "digit or '__', at most %d characters, with a "
                            "lowercase letter, and not a name CUDA, OpenCL "
                            "C or C defines: a keyword, a type such as "
                            "size_t or float4, or a builtin such as "
                            "get_global_id or threadIdx)",
                            name, GIMMIK_NAME_SIZE - 9);
  return GIMMIK_OK;
}
