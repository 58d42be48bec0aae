/*
 * test_npy.c: the NumPy .npy reader.
 *
 * Most inputs are built here byte by byte (magic, version, header length,
 * the header dict padded as NumPy pads it, the data) and written to a
 * scratch folder; data/numpy_*.npy were written by NumPy itself
 * (data/make_npy_fixtures.py).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gimmik/operator.h"
#include "scratch.h"

/* The header dict NumPy writes for a 2 x 3 float64 C-order array. */
#define DICT_2X3_F8 "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 3), }"

/* A file under construction. */
typedef struct byte_buffer {
  unsigned char *bytes;
  size_t size;
  size_t capacity;
} byte_buffer;

static void append(byte_buffer *buffer, const void *bytes, size_t size) {
  if (buffer->size + size > buffer->capacity) {
    size_t capacity = (buffer->size + size) * 2 + 64;
    unsigned char *grown = realloc(buffer->bytes, capacity);
    if (!grown) {
      fprintf(stderr, "test_npy: out of memory\n");
      exit(2);
    }
    buffer->bytes = grown;
    buffer->capacity = capacity;
  }
  memcpy(buffer->bytes + buffer->size, bytes, size);
  buffer->size += size;
}

static void append_little_endian(byte_buffer *buffer, uint64_t value,
                                 int size) {
  unsigned char bytes[8];
  for (int i = 0; i < size; i++) bytes[i] = (unsigned char)(value >> (8 * i));
  append(buffer, bytes, (size_t)size);
}

/* Magic, version, header length and the dict padded with spaces and a
 * newline so that the data starts at a multiple of 64, as NumPy does. */
static void append_header(byte_buffer *buffer, int major, const char *dict) {
  append(buffer, "\x93NUMPY", 6);
  unsigned char version[2] = {(unsigned char)major, 0};
  append(buffer, version, 2);
  size_t length_size = major == 1 ? 2 : 4;
  size_t unpadded = 8 + length_size + strlen(dict) + 1;
  size_t padding = (64 - unpadded % 64) % 64;
  append_little_endian(buffer, strlen(dict) + padding + 1, (int)length_size);
  append(buffer, dict, strlen(dict));
  for (size_t i = 0; i < padding; i++) append(buffer, " ", 1);
  append(buffer, "\n", 1);
}

/* Values as stored: `order` is 'C' (row-major) or 'F' (column-major). */
static void append_values(byte_buffer *buffer, const double *row_major,
                          int rows, int cols, char order, int item_size) {
  for (int k = 0; k < rows * cols; k++) {
    int row = order == 'F' ? k % rows : k / cols;
    int col = order == 'F' ? k / rows : k % cols;
    double value = row_major[row * cols + col];
    if (item_size == 4) {
      float single = (float)value;
      uint32_t bits;
      memcpy(&bits, &single, sizeof bits);
      append_little_endian(buffer, bits, 4);
    } else {
      uint64_t bits;
      memcpy(&bits, &value, sizeof bits);
      append_little_endian(buffer, bits, 8);
    }
  }
}

static const char *write_buffer(const scratch *area, const char *name,
                                 byte_buffer *buffer, char *path) {
  const char *written =
      scratch_write(area, name, buffer->bytes, buffer->size, path);
  CHECK(written != NULL);
  free(buffer->bytes);
  memset(buffer, 0, sizeof *buffer);
  return path;
}

static void check_reads(const char *path, int rows, int cols,
                        const double *expected) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_operator *op = NULL;
  CHECK_OK(gimmik_operator_read_npy(path, &op, &error), &error);
  if (op) check_values(op, path, rows, cols, expected);
  gimmik_operator_destroy(op);
  gimmik_error_clear(&error);
}

static void check_fails(const char *path, gimmik_status status,
                        const char *fragment) {
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_operator *op = NULL;
  CHECK_FAILS(gimmik_operator_read_npy(path, &op, &error), &error, status,
              fragment);
  CHECK(op == NULL);
  gimmik_error_clear(&error);
}

/* A file of the given header dict followed by `data_size` bytes of the
 * 2 x 3 test matrix's float64 data (cut or extended with zeros). */
static const char *write_with_dict(const scratch *area, const char *name,
                                   int major, const char *dict,
                                   size_t data_size, char *path) {
  const double values[] = {1, 2, 3, 4, 5, 6};
  byte_buffer buffer = {NULL, 0, 0};
  append_header(&buffer, major, dict);
  byte_buffer data = {NULL, 0, 0};
  append_values(&data, values, 2, 3, 'C', 8);
  for (size_t i = 0; i < data_size; i++)
    append(&buffer, i < data.size ? data.bytes + i : (const void *)"\0", 1);
  free(data.bytes);
  return write_buffer(area, name, &buffer, path);
}

static void check_dict_fails(const scratch *area, const char *dict,
                             const char *fragment) {
  char path[SCRATCH_PATH_SIZE];
  write_with_dict(area, "dict.npy", 1, dict, 48, path);
  check_fails(path, GIMMIK_ERROR_INPUT, fragment);
}


/* ---------------------------------------------------------- valid files */

static const double matrix_2x3[] = {1.0, -2.5, 0.0, 0.1, 1e-300, -7.0e200};
/* Exactly representable as float32. */
static const double matrix_3x2[] = {0.5, -1.25, 3.0, 0.0, -0.0078125, 1024.0};

static void test_orders_and_dtypes(const scratch *area) {
  char path[SCRATCH_PATH_SIZE];
  byte_buffer buffer = {NULL, 0, 0};

  /* Subnormals stored in the file are exact values, taken as they are
   * (only text can underflow; see test_mtx). */
  const double subnormals[] = {4.9406564584124654e-324, 1.0,
                               -2.2250738585072009e-308,
                               1.2345678901234572e-310, 0.0, 1e-45};
  append_header(&buffer, 1, DICT_2X3_F8);
  append_values(&buffer, subnormals, 2, 3, 'C', 8);
  check_reads(write_buffer(area, "subnormal_f8.npy", &buffer, path), 2, 3,
              subnormals);
  const double float_subnormals[] = {(double)1.40129846e-45f, 1.0,
                                     (double)-1.17549421e-38f, 0.5, 0.0,
                                     2.0};
  append_header(&buffer, 1,
                "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }");
  append_values(&buffer, float_subnormals, 2, 3, 'C', 4);
  check_reads(write_buffer(area, "subnormal_f4.npy", &buffer, path), 2, 3,
              float_subnormals);

  append_header(&buffer, 1, DICT_2X3_F8);
  append_values(&buffer, matrix_2x3, 2, 3, 'C', 8);
  check_reads(write_buffer(area, "c_f8.npy", &buffer, path), 2, 3,
              matrix_2x3);

  append_header(&buffer, 1,
                "{'descr': '<f8', 'fortran_order': True, 'shape': (2, 3), }");
  append_values(&buffer, matrix_2x3, 2, 3, 'F', 8);
  check_reads(write_buffer(area, "fortran_f8.npy", &buffer, path), 2, 3,
              matrix_2x3);

  append_header(&buffer, 2,
                "{'descr': '<f4', 'fortran_order': False, 'shape': (3, 2), }");
  append_values(&buffer, matrix_3x2, 3, 2, 'C', 4);
  check_reads(write_buffer(area, "c_f4_v2.npy", &buffer, path), 3, 2,
              matrix_3x2);

  append_header(&buffer, 3,
                "{'descr': '<f4', 'fortran_order': True, 'shape': (3, 2), }");
  append_values(&buffer, matrix_3x2, 3, 2, 'F', 4);
  check_reads(write_buffer(area, "fortran_f4_v3.npy", &buffer, path), 3, 2,
              matrix_3x2);

  /* Keys in another order, double quotes, odd spacing, no trailing comma. */
  append_header(&buffer, 1,
                "{ \"shape\" :( 2 ,3 ) ,\"fortran_order\":True,\t'descr' : "
                "\"<f8\"}");
  append_values(&buffer, matrix_2x3, 2, 3, 'F', 8);
  check_reads(write_buffer(area, "odd_dict.npy", &buffer, path), 2, 3,
              matrix_2x3);

  /* A 1 x 1 operator with an unpadded header. */
  const char dict[] = "{'descr':'<f8','fortran_order':False,'shape':(1,1)}";
  append(&buffer, "\x93NUMPY\x01\x00", 8);
  append_little_endian(&buffer, sizeof dict - 1, 2);
  append(&buffer, dict, sizeof dict - 1);
  const double one[] = {-3.75};
  append_values(&buffer, one, 1, 1, 'C', 8);
  check_reads(write_buffer(area, "unpadded.npy", &buffer, path), 1, 1, one);
}

/* Files written by NumPy itself (data/make_npy_fixtures.py). */
static void test_numpy_fixtures(void) {
  check_reads("data/numpy_c_f8.npy", 2, 3, matrix_2x3);
  check_reads("data/numpy_fortran_f4.npy", 3, 2, matrix_3x2);
  const double arange[] = {1, 2, 3, 4, 5, 6};
  check_reads("data/numpy_v2_f8.npy", 3, 2, arange);
}


/* ------------------------------------------------------ malformed files */

static void test_bad_paths(void) {
  check_fails("data/no_such_file.npy", GIMMIK_ERROR_IO,
              "data/no_such_file.npy: cannot open: No such file or "
              "directory");
  check_fails("data", GIMMIK_ERROR_IO, "data: read failed: Is a directory");
  gimmik_error error;
  gimmik_error_init(&error);
  gimmik_operator *op;
  CHECK_FAILS(gimmik_operator_read_npy(NULL, &op, &error), &error,
              GIMMIK_ERROR_ARGUMENT, "no path");
  CHECK_FAILS(gimmik_operator_read_npy("data/numpy_c_f8.npy", NULL, &error),
              &error, GIMMIK_ERROR_ARGUMENT, "no result");
}

static void check_bytes_fail(const scratch *area, const void *bytes,
                             size_t size, const char *fragment) {
  char path[SCRATCH_PATH_SIZE];
  CHECK(scratch_write(area, "preamble.npy", bytes, size, path));
  check_fails(path, GIMMIK_ERROR_INPUT, fragment);
}

static void test_bad_preambles(const scratch *area) {
  check_bytes_fail(area, "", 0, "preamble.npy: empty file");
  check_bytes_fail(area, "\x93NUMPX\x01\x00\x10\x00", 10,
                   "preamble.npy: byte 0: bad magic: not a .npy file");
  check_bytes_fail(area, "PK\x03\x04", 4, "byte 0: bad magic");
  check_bytes_fail(area, "\x93NUMPY\x01", 7,
                   "truncated: the file ends at byte 7, inside the version");
  check_bytes_fail(area, "\x93NUMPY\x01\x00\x10", 9,
                   "truncated: the file ends at byte 9, inside the header "
                   "length");
  check_bytes_fail(area, "\x93NUMPY\x02\x00\x10\x00\x00", 11,
                   "ends at byte 11, inside the header length");
  check_bytes_fail(area, "\x93NUMPY\x04\x00\x10\x00", 10,
                   "byte 6: unsupported .npy format version 4.0");
  check_bytes_fail(area, "\x93NUMPY\x01\x01\x10\x00", 10,
                   "unsupported .npy format version 1.1");
  check_bytes_fail(area, "\x93NUMPY\x00\x00\x10\x00", 10,
                   "unsupported .npy format version 0.0");
  check_bytes_fail(area, "\x93NUMPY\x02\x00\xff\xff\xff\x7f{}", 14,
                   "byte 8: header length 2147483647 exceeds the limit of "
                   "1048576 bytes");
  check_bytes_fail(area, "\x93NUMPY\x01\x00\xc8\x00{'descr': '<f8'", 25,
                   "truncated header: expected 200 bytes from byte 10, "
                   "found 15");
  check_bytes_fail(area, "\x93NUMPY\x01\x00\x05\x00{'d\0'", 15,
                   "byte 13: bad header: it holds a NUL byte");
}

static void test_bad_dtypes(const scratch *area) {
  check_dict_fails(area,
                   "{'descr': '>f8', 'fortran_order': False, 'shape': (2, "
                   "3), }",
                   "dict.npy: byte 20: big-endian dtype '>f8' is not "
                   "supported");
  check_dict_fails(area,
                   "{'descr': '>f4', 'fortran_order': False, 'shape': (2, "
                   "3), }",
                   "big-endian dtype '>f4'");
  check_dict_fails(area,
                   "{'descr': '<i4', 'fortran_order': False, 'shape': (2, "
                   "3), }",
                   "byte 20: unsupported dtype '<i4': expected '<f8'");
  check_dict_fails(area,
                   "{'descr': '|b1', 'fortran_order': False, 'shape': (2, "
                   "3), }",
                   "unsupported dtype '|b1'");
  check_dict_fails(area,
                   "{'descr': '<c16', 'fortran_order': False, 'shape': (2, "
                   "3), }",
                   "unsupported dtype '<c16'");
  check_dict_fails(area,
                   "{'descr': [('a', '<f8')], 'fortran_order': False, "
                   "'shape': (2, 3), }",
                   "byte 20: bad header: expected a quoted dtype, found '['");
}

static void test_bad_shapes(const scratch *area) {
  check_dict_fails(area,
                   "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 2, "
                   "2), }",
                   "byte 60: unsupported shape (2, 2, 2): expected a 2-D "
                   "matrix, found 3-D");
  check_dict_fails(area,
                   "{'descr': '<f8', 'fortran_order': False, 'shape': (6,), "
                   "}",
                   "unsupported shape (6,): expected a 2-D matrix, found "
                   "1-D");
  check_dict_fails(area,
                   "{'descr': '<f8', 'fortran_order': False, 'shape': (), }",
                   "unsupported shape (): expected a 2-D matrix, found 0-D");
  check_dict_fails(area,
                   "{'descr': '<f8', 'fortran_order': False, 'shape': (0, "
                   "3), }",
                   "shape (0, 3) is empty");
  check_dict_fails(area,
                   "{'descr': '<f8', 'fortran_order': False, 'shape': "
                   "(16385, 1), }",
                   "shape (16385, 1): a dimension exceeds the limit of "
                   "16384 (GIMMIK_MAX_DIMENSION)");
  check_dict_fails(area,
                   "{'descr': '<f8', 'fortran_order': False, 'shape': "
                   "(99999999999999999999999999, 2), }",
                   "exceeds the limit of 16384 (GIMMIK_MAX_DIMENSION)");
  check_dict_fails(area,
                   "{'descr': '<f8', 'fortran_order': False, 'shape': "
                   "(4096, 4097), }",
                   "shape (4096, 4097): 16781312 entries exceed the limit "
                   "of 16777216 (GIMMIK_MAX_ENTRIES)");
  check_dict_fails(area,
                   "{'descr': '<f8', 'fortran_order': False, 'shape': (2, "
                   "-3), }",
                   "expected a dimension in 'shape', found '-'");
  check_dict_fails(area,
                   "{'descr': '<f8', 'fortran_order': False, 'shape': [2, "
                   "3], }",
                   "expected '(' to open 'shape', found '['");
  check_dict_fails(area,
                   "{'descr': '<f8', 'fortran_order': False, 'shape': (2 "
                   "3), }",
                   "expected ',' or ')' in 'shape', found '3'");
}

static void test_bad_dicts(const scratch *area) {
  check_dict_fails(area, "{'descr': '<f8', 'fortran_order': False, }",
                   "bad header: the key 'shape' is missing");
  check_dict_fails(area, "{'fortran_order': False, 'shape': (2, 3)}",
                   "bad header: the key 'descr' is missing");
  check_dict_fails(area,
                   "{'descr': '<f8', 'order': False, 'shape': (2, 3), }",
                   "byte 27: bad header: unexpected key 'order'");
  check_dict_fails(area,
                   "{'descr': '<f8', 'descr': '<f8', 'fortran_order': "
                   "False, 'shape': (2, 3), }",
                   "byte 27: bad header: key 'descr' appears twice");
  check_dict_fails(area,
                   "{'descr': '<f8', 'fortran_order': 0, 'shape': (2, 3), }",
                   "'fortran_order' must be True or False");
  check_dict_fails(area, "[('descr', '<f8')]",
                   "byte 10: bad header: expected '{' to open the header, "
                   "found '['");
  check_dict_fails(area, DICT_2X3_F8 " x",
                   "bad header: unexpected 'x' after the dict");
  check_dict_fails(area, "{'descr",
                   "byte 11: bad header: unterminated key");
  check_dict_fails(area,
                   "{'descr' '<f8', 'fortran_order': False, 'shape': (2, 3)}",
                   "expected ':' after a key");
  check_dict_fails(area,
                   "{'descr': '<f8' 'fortran_order': False, 'shape': (2, 3)}",
                   "expected ',' or '}' after a value");
  check_dict_fails(area, "{'descr': '<f8', 'fortran_order': False, 'shape': "
                         "(2, 3)",
                   "expected ',' or '}' after a value, found the end of the "
                   "header");
  check_dict_fails(area,
                   "{'de\\x73cr': '<f8', 'fortran_order': False, 'shape': "
                   "(2, 3)}",
                   "escape sequences in a key are not supported");
  check_dict_fails(area, "", "expected '{' to open the header");
}

static void test_bad_data(const scratch *area) {
  char path[SCRATCH_PATH_SIZE];
  write_with_dict(area, "short.npy", 1, DICT_2X3_F8, 40, path);
  check_fails(path, GIMMIK_ERROR_INPUT,
              "short.npy: truncated data: a 2 x 3 '<f8' array needs 48 bytes "
              "from byte 128, found 40");
  write_with_dict(area, "no_data.npy", 2, DICT_2X3_F8, 0, path);
  check_fails(path, GIMMIK_ERROR_INPUT, "needs 48 bytes from byte 128, found 0");
  write_with_dict(area, "long.npy", 1, DICT_2X3_F8, 53, path);
  check_fails(path, GIMMIK_ERROR_INPUT,
              "long.npy: 5 trailing bytes after the data (from byte 176)");

  byte_buffer buffer = {NULL, 0, 0};
  const double with_nan[] = {1, NAN, 0, 0, 0, 0};
  append_header(&buffer, 1, DICT_2X3_F8);
  append_values(&buffer, with_nan, 2, 3, 'C', 8);
  check_fails(write_buffer(area, "nan.npy", &buffer, path), GIMMIK_ERROR_INPUT,
              "nan.npy: byte 136: entry (1, 2) is not finite");

  const double with_inf[] = {1, 0, 0, 0, 0, -INFINITY};
  append_header(&buffer, 1,
                "{'descr': '<f4', 'fortran_order': True, 'shape': (3, 2), }");
  append_values(&buffer, with_inf, 3, 2, 'F', 4);
  check_fails(write_buffer(area, "inf.npy", &buffer, path), GIMMIK_ERROR_INPUT,
              "inf.npy: byte 148: entry (3, 2) is not finite (-inf)");

  const double zeros[] = {0, -0.0, 0, 0, 0, 0};
  append_header(&buffer, 1, DICT_2X3_F8);
  append_values(&buffer, zeros, 2, 3, 'C', 8);
  check_fails(write_buffer(area, "zeros.npy", &buffer, path),
              GIMMIK_ERROR_INPUT,
              "zeros.npy: every entry of the 2 x 3 matrix is zero");
}

/* splitmix64 with a fixed seed: the same mutations every run. */
static uint64_t next_random(uint64_t *state) {
  uint64_t z = (*state += 0x9E3779B97F4A7C15u);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
  return z ^ (z >> 31);
}

/* Random byte edits and cuts of a valid file: anything but a crash, a leak
 * or an error without the "PATH: " prefix is fine. */
static void test_mutations(const scratch *area) {
  byte_buffer base = {NULL, 0, 0};
  append_header(&base, 1, DICT_2X3_F8);
  append_values(&base, matrix_2x3, 2, 3, 'C', 8);
  unsigned char *bytes = malloc(base.size);
  uint64_t seed = 777;
  int well_formed = 1;
  char path[SCRATCH_PATH_SIZE];
  for (int round = 0; round < 400 && bytes; round++) {
    memcpy(bytes, base.bytes, base.size);
    size_t size = base.size;
    int edits = 1 + (int)(next_random(&seed) % 3);
    for (int e = 0; e < edits; e++) {
      /* Mostly the preamble and header, where the parsing is. */
      size_t at = next_random(&seed) % 70;
      bytes[at] = (unsigned char)next_random(&seed);
    }
    if (next_random(&seed) % 4 == 0) size = next_random(&seed) % base.size;
    scratch_write(area, "mutated.npy", bytes, size, path);
    gimmik_error error;
    gimmik_error_init(&error);
    gimmik_operator *op = NULL;
    if (gimmik_operator_read_npy(path, &op, &error) == GIMMIK_OK)
      well_formed &= op != NULL;
    else
      well_formed &= op == NULL &&
                     strncmp(error.message, path, strlen(path)) == 0 &&
                     strncmp(error.message + strlen(path), ": ", 2) == 0;
    gimmik_operator_destroy(op);
    gimmik_error_clear(&error);
  }
  CHECK(well_formed);
  free(bytes);
  free(base.bytes);
}


int main(void) {
  test_numpy_fixtures();
  test_bad_paths();
  scratch area;
  CHECK(scratch_create(&area) == 0);
  if (area.folder[0]) {
    test_orders_and_dtypes(&area);
    test_bad_preambles(&area);
    test_bad_dtypes(&area);
    test_bad_shapes(&area);
    test_bad_dicts(&area);
    test_bad_data(&area);
    test_mutations(&area);
    scratch_remove(&area);
  }
  return check_finish("test_npy");
}
