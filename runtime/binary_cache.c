/* binary_cache.c: the cache of compiled kernels (binary_cache.h). */
#include "runtime/binary_cache.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum {
  HEADER_SIZE = 96,
  FORMAT_VERSION = 1,
  INITIAL_BUCKETS = 64 /* a power of two, as the table relies on */
};

static const unsigned char file_magic[8] = {'G', 'I', 'M', 'M',
                                            'I', 'K', 'B', '1'};

/* One entry of the in-process table, chained in its bucket. */
typedef struct table_node {
  unsigned char key[GIMMIK_DIGEST_SIZE];
  unsigned char *metadata;
  size_t metadata_size;
  unsigned char *binary;
  size_t binary_size;
  struct table_node *next;
} table_node;

struct gimmik_binary_cache {
  char *folder;    /* never NULL; "" when none could be named */
  int persistent;  /* files are read and written under `folder` */
  pthread_mutex_t lock; /* guards everything below */
  table_node **buckets;
  size_t bucket_count;
  size_t entry_count;
  gimmik_cache_stats stats;
  int warned_about_writes; /* the one write-failure warning was printed */
};

/* ---- small helpers ----------------------------------------------------- */

/* A malloc'd string made like printf; NULL when memory runs out. */
static char *format_text(const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

static char *format_text(const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  int length = vsnprintf(NULL, 0, format, arguments);
  va_end(arguments);
  if (length < 0) return NULL;
  char *text = malloc((size_t)length + 1);
  if (!text) return NULL;
  va_start(arguments, format);
  vsnprintf(text, (size_t)length + 1, format, arguments);
  va_end(arguments);
  return text;
}

static gimmik_status out_of_memory(gimmik_error *error) {
  gimmik_error_set(error, GIMMIK_ERROR_MEMORY, "out of memory in the binary cache");
  return GIMMIK_ERROR_MEMORY;
}

/* A copy followed by a NUL the size does not count, so that empty strings
 * still get a real pointer and text can be read as a C string. */
static unsigned char *duplicate_bytes(const void *bytes, size_t size) {
  unsigned char *copy = malloc(size + 1);
  if (!copy) return NULL;
  if (size > 0) memcpy(copy, bytes, size);
  copy[size] = '\0';
  return copy;
}

static void store_little_endian(uint64_t value, unsigned char *bytes,
                                int width) {
  for (int i = 0; i < width; i++) bytes[i] = (unsigned char)(value >> (8 * i));
}

static uint64_t load_little_endian(const unsigned char *bytes, int width) {
  uint64_t value = 0;
  for (int i = width - 1; i >= 0; i--) value = value << 8 | bytes[i];
  return value;
}

/* ---- the folder -------------------------------------------------------- */

/* A copy of `folder` without trailing slashes, except for "/" itself, so
 * that messages and joined paths read cleanly. */
static char *trimmed_folder(const char *folder) {
  size_t length = strlen(folder);
  while (length > 1 && folder[length - 1] == '/') length--;
  char *copy = malloc(length + 1);
  if (!copy) return NULL;
  memcpy(copy, folder, length);
  copy[length] = '\0';
  return copy;
}

gimmik_status gimmik_cache_default_folder(char **folder, gimmik_error *error) {
  *folder = NULL;
  const char *explicit_folder = getenv("GIMMIK_CACHE_DIR");
  const char *xdg_cache = getenv("XDG_CACHE_HOME");
  const char *home = getenv("HOME");
  if (explicit_folder && *explicit_folder)
    *folder = trimmed_folder(explicit_folder);
  else if (xdg_cache && xdg_cache[0] == '/')
    *folder = format_text("%s/gimmik", xdg_cache);
  else if (home && *home)
    *folder = format_text("%s/.cache/gimmik", home);
  else
    return gimmik_error_set(error, GIMMIK_ERROR_IO,
                            "no cache folder can be named (GIMMIK_CACHE_DIR, "
                            "XDG_CACHE_HOME and HOME are all unset)");
  return *folder ? GIMMIK_OK : out_of_memory(error);
}

static int is_folder(const char *path) {
  struct stat info;
  return stat(path, &info) == 0 && S_ISDIR(info.st_mode);
}

/* mkdir -p: create each missing folder along `path` (which this function
 * cuts and mends in place).  Returns 0 or the errno of the failure. */
static int make_folder_with_parents(char *path) {
  if (is_folder(path)) return 0;
  for (char *slash = strchr(path + 1, '/'); slash;
       slash = strchr(slash + 1, '/')) {
    *slash = '\0';
    int failed = mkdir(path, 0755) != 0 && errno != EEXIST;
    int reason = errno;
    *slash = '/';
    if (failed) return reason;
  }
  if (mkdir(path, 0755) != 0 && errno != EEXIST) return errno;
  return is_folder(path) ? 0 : ENOTDIR;
}

/* Create and remove a file: the only sure test that we may write here
 * (access(2) answers for the real user and ignores read-only mounts). */
static int probe_folder(const char *folder) {
  char *probe = format_text("%s/.probe-%ld-XXXXXX", folder, (long)getpid());
  if (!probe) return ENOMEM;
  int descriptor = mkstemp(probe);
  int reason = errno;
  if (descriptor >= 0) {
    close(descriptor);
    unlink(probe);
  }
  free(probe);
  return descriptor >= 0 ? 0 : reason;
}

gimmik_status gimmik_cache_folder_prepare(const char *folder,
                                          gimmik_error *error) {
  char *path = trimmed_folder(folder);
  if (!path) return out_of_memory(error);
  int reason = make_folder_with_parents(path);
  free(path);
  if (reason != 0)
    return gimmik_error_set(error, GIMMIK_ERROR_IO,
                            "cache folder %s cannot be created (%s)", folder,
                            strerror(reason));
  reason = probe_folder(folder);
  if (reason != 0)
    return gimmik_error_set(error, GIMMIK_ERROR_IO,
                            "cache folder %s is not writable (%s)", folder,
                            strerror(reason));
  return GIMMIK_OK;
}

gimmik_status gimmik_binary_cache_entry_path(const char *folder,
                                             const unsigned char key[GIMMIK_DIGEST_SIZE],
                                             char **path, gimmik_error *error) {
  char hex[GIMMIK_DIGEST_HEX_SIZE];
  gimmik_digest_hex(key, hex);
  *path = format_text("%s/%.2s/%s.bin", folder, hex, hex);
  return *path ? GIMMIK_OK : out_of_memory(error);
}

/* ---- the in-process table ---------------------------------------------- */

/* The key is already a uniform hash: its first bytes pick the bucket. */
static size_t bucket_of(const unsigned char key[GIMMIK_DIGEST_SIZE],
                        size_t bucket_count) {
  return (size_t)load_little_endian(key, 8) & (bucket_count - 1);
}

static void node_free(table_node *node) {
  if (!node) return;
  free(node->metadata);
  free(node->binary);
  free(node);
}

static table_node *node_create(const unsigned char key[GIMMIK_DIGEST_SIZE],
                               const void *metadata, size_t metadata_size,
                               const void *binary, size_t binary_size) {
  table_node *node = calloc(1, sizeof *node);
  if (!node) return NULL;
  memcpy(node->key, key, GIMMIK_DIGEST_SIZE);
  node->metadata = duplicate_bytes(metadata, metadata_size);
  node->metadata_size = metadata_size;
  node->binary = duplicate_bytes(binary, binary_size);
  node->binary_size = binary_size;
  if (!node->metadata || !node->binary) {
    node_free(node);
    return NULL;
  }
  return node;
}

/* The caller holds the lock. */
static table_node *table_find(const gimmik_binary_cache *cache,
                              const unsigned char key[GIMMIK_DIGEST_SIZE]) {
  table_node *node = cache->buckets[bucket_of(key, cache->bucket_count)];
  while (node && memcmp(node->key, key, GIMMIK_DIGEST_SIZE) != 0)
    node = node->next;
  return node;
}

/* Double the buckets to keep chains short.  Without memory for a bigger
 * array the table keeps working with longer chains. The caller holds the
 * lock. */
static void table_grow(gimmik_binary_cache *cache) {
  size_t bucket_count = cache->bucket_count * 2;
  table_node **buckets = calloc(bucket_count, sizeof *buckets);
  if (!buckets) return;
  for (size_t i = 0; i < cache->bucket_count; i++) {
    table_node *node = cache->buckets[i];
    while (node) {
      table_node *next = node->next;
      size_t bucket = bucket_of(node->key, bucket_count);
      node->next = buckets[bucket];
      buckets[bucket] = node;
      node = next;
    }
  }
  free(cache->buckets);
  cache->buckets = buckets;
  cache->bucket_count = bucket_count;
}

/* Put `node` in the table, dropping an older node with the same key.  The
 * caller holds the lock; the table owns `node` from now on. */
static void table_insert(gimmik_binary_cache *cache, table_node *node) {
  table_node **link = &cache->buckets[bucket_of(node->key, cache->bucket_count)];
  while (*link && memcmp((*link)->key, node->key, GIMMIK_DIGEST_SIZE) != 0)
    link = &(*link)->next;
  if (*link) {
    table_node *old = *link;
    *link = old->next;
    node_free(old);
    cache->entry_count--;
  }
  link = &cache->buckets[bucket_of(node->key, cache->bucket_count)];
  node->next = *link;
  *link = node;
  cache->entry_count++;
  if (cache->entry_count > cache->bucket_count) table_grow(cache);
}

static void table_free(gimmik_binary_cache *cache) {
  for (size_t i = 0; i < cache->bucket_count; i++) {
    table_node *node = cache->buckets[i];
    while (node) {
      table_node *next = node->next;
      node_free(node);
      node = next;
    }
  }
  free(cache->buckets);
}

/* Give the caller its own copies of a node's strings. */
static gimmik_status copy_out(const table_node *node, gimmik_cache_entry *entry,
                              gimmik_error *error) {
  entry->metadata = duplicate_bytes(node->metadata, node->metadata_size);
  entry->binary = duplicate_bytes(node->binary, node->binary_size);
  if (!entry->metadata || !entry->binary) {
    gimmik_cache_entry_free(entry);
    return out_of_memory(error);
  }
  entry->metadata_size = node->metadata_size;
  entry->binary_size = node->binary_size;
  return GIMMIK_OK;
}

/* ---- opening and closing ----------------------------------------------- */

static void warn_memory_only(const char *reason) {
  fprintf(stderr, "gimmik: %s; compiled kernels are kept in memory only\n",
          reason);
}

/* Name the folder and see whether it can hold files; a folder that cannot
 * is a warning, and the cache then lives in memory. */
static gimmik_status choose_folder(gimmik_binary_cache *cache,
                                   const char *folder, gimmik_error *error) {
  gimmik_error problem;
  gimmik_error_init(&problem);
  if (folder) {
    cache->folder = trimmed_folder(folder);
  } else if (gimmik_cache_default_folder(&cache->folder, &problem) ==
             GIMMIK_ERROR_IO) {
    cache->folder = strdup("");
  }
  if (!cache->folder) return out_of_memory(error);
  if (problem.status == GIMMIK_OK &&
      gimmik_cache_folder_prepare(cache->folder, &problem) == GIMMIK_OK) {
    cache->persistent = 1;
    return GIMMIK_OK;
  }
  if (problem.status == GIMMIK_ERROR_MEMORY) return out_of_memory(error);
  warn_memory_only(problem.message);
  gimmik_error_clear(&problem);
  return GIMMIK_OK;
}

gimmik_status gimmik_binary_cache_open(const char *folder,
                                       gimmik_binary_cache **cache,
                                       gimmik_error *error) {
  if (!cache)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_binary_cache_open: cache is NULL");
  *cache = NULL;
  if (folder && !*folder)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_binary_cache_open: the folder is \"\" "
                            "(pass NULL for the default folder)");
  gimmik_binary_cache *opened = calloc(1, sizeof *opened);
  if (!opened) return out_of_memory(error);
  opened->bucket_count = INITIAL_BUCKETS;
  opened->buckets = calloc(opened->bucket_count, sizeof *opened->buckets);
  if (!opened->buckets) {
    free(opened);
    return out_of_memory(error);
  }
  pthread_mutex_init(&opened->lock, NULL);
  gimmik_status status = choose_folder(opened, folder, error);
  if (status != GIMMIK_OK) {
    gimmik_binary_cache_close(opened);
    return status;
  }
  *cache = opened;
  return GIMMIK_OK;
}

void gimmik_binary_cache_close(gimmik_binary_cache *cache) {
  if (!cache) return;
  table_free(cache);
  pthread_mutex_destroy(&cache->lock);
  free(cache->folder);
  free(cache);
}

int gimmik_binary_cache_persistent(const gimmik_binary_cache *cache) {
  return cache->persistent;
}

const char *gimmik_binary_cache_folder(const gimmik_binary_cache *cache) {
  return cache->folder;
}

void gimmik_binary_cache_stats(gimmik_binary_cache *cache,
                               gimmik_cache_stats *stats) {
  pthread_mutex_lock(&cache->lock);
  *stats = cache->stats;
  pthread_mutex_unlock(&cache->lock);
}

void gimmik_cache_entry_free(gimmik_cache_entry *entry) {
  if (!entry) return;
  free(entry->metadata);
  free(entry->binary);
  memset(entry, 0, sizeof *entry);
}

/* ---- reading a file ---------------------------------------------------- */

typedef enum file_outcome { FILE_ABSENT, FILE_VALID, FILE_CORRUPT } file_outcome;

/* What was read from one entry file. */
typedef struct entry_file {
  unsigned char *payload; /* metadata then binary, malloc'd */
  uint64_t metadata_size;
  uint64_t binary_size;
  struct stat identity;   /* to remove this very file and no newer one */
} entry_file;

/* 1 when all `size` bytes came, 0 when the file ended first, -1 on a read
 * error. */
static int read_exactly(int descriptor, unsigned char *bytes, size_t size) {
  size_t done = 0;
  while (done < size) {
    ssize_t got = read(descriptor, bytes + done, size - done);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return -1;
    if (got == 0) return 0;
    done += (size_t)got;
  }
  return 1;
}

/* The checksum covers the header's first 64 bytes as well as the payload,
 * so that sizes changed in step (one up, the other down) are caught too. */
static void checksum_of(const unsigned char header[HEADER_SIZE],
                        const unsigned char *metadata, size_t metadata_size,
                        const unsigned char *binary, size_t binary_size,
                        unsigned char checksum[GIMMIK_DIGEST_SIZE]) {
  gimmik_digest_state state;
  gimmik_digest_init(&state);
  gimmik_digest_update(&state, header, 64);
  gimmik_digest_update(&state, metadata, metadata_size);
  gimmik_digest_update(&state, binary, binary_size);
  gimmik_digest_final(&state, checksum);
}

/* Check everything the header says that can be checked before reading the
 * payload, including that the sizes add up to the file's length. */
static int header_is_valid(const unsigned char header[HEADER_SIZE],
                           const unsigned char key[GIMMIK_DIGEST_SIZE],
                           off_t file_size, entry_file *file) {
  if (memcmp(header, file_magic, sizeof file_magic) != 0) return 0;
  if (load_little_endian(header + 8, 4) != FORMAT_VERSION) return 0;
  if (load_little_endian(header + 12, 4) != 0) return 0;
  if (memcmp(header + 16, key, GIMMIK_DIGEST_SIZE) != 0) return 0;
  uint64_t payload_size = (uint64_t)file_size - HEADER_SIZE;
  file->metadata_size = load_little_endian(header + 48, 8);
  file->binary_size = load_little_endian(header + 56, 8);
  return file->metadata_size <= payload_size &&
         file->binary_size == payload_size - file->metadata_size &&
         payload_size <= SIZE_MAX - 1;
}

static int payload_is_valid(const unsigned char header[HEADER_SIZE],
                            const entry_file *file) {
  unsigned char checksum[GIMMIK_DIGEST_SIZE];
  checksum_of(header, file->payload, (size_t)file->metadata_size,
              file->payload + file->metadata_size, (size_t)file->binary_size,
              checksum);
  return memcmp(checksum, header + 64, GIMMIK_DIGEST_SIZE) == 0;
}

/* Read and check an open entry file.  Only running out of memory is an
 * error; a file that cannot be read is treated as absent. */
static gimmik_status read_open_file(int descriptor,
                                    const unsigned char key[GIMMIK_DIGEST_SIZE],
                                    entry_file *file, file_outcome *outcome,
                                    gimmik_error *error) {
  unsigned char header[HEADER_SIZE];
  *outcome = FILE_ABSENT;
  if (fstat(descriptor, &file->identity) != 0) return GIMMIK_OK;
  *outcome = FILE_CORRUPT;
  if (file->identity.st_size < HEADER_SIZE) return GIMMIK_OK;
  int got = read_exactly(descriptor, header, HEADER_SIZE);
  if (got <= 0) {
    if (got < 0) *outcome = FILE_ABSENT;
    return GIMMIK_OK;
  }
  if (!header_is_valid(header, key, file->identity.st_size, file))
    return GIMMIK_OK;
  size_t payload_size = (size_t)(file->metadata_size + file->binary_size);
  file->payload = malloc(payload_size + 1);
  if (!file->payload) return out_of_memory(error);
  got = read_exactly(descriptor, file->payload, payload_size);
  if (got < 0) *outcome = FILE_ABSENT;
  if (got > 0 && payload_is_valid(header, file)) *outcome = FILE_VALID;
  return GIMMIK_OK;
}

static gimmik_status read_entry_file(const char *path,
                                     const unsigned char key[GIMMIK_DIGEST_SIZE],
                                     entry_file *file, file_outcome *outcome,
                                     gimmik_error *error) {
  memset(file, 0, sizeof *file);
  *outcome = FILE_ABSENT;
  int descriptor = open(path, O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) return GIMMIK_OK;
  gimmik_status status = read_open_file(descriptor, key, file, outcome, error);
  close(descriptor);
  if (status != GIMMIK_OK || *outcome != FILE_VALID) {
    free(file->payload);
    file->payload = NULL;
  }
  return status;
}

/* Remove a corrupt file, unless another process has meanwhile renamed a
 * good one into its place.  A failure to remove is ignored: the next
 * reader finds the file corrupt again and the next put replaces it. */
static void remove_corrupt_file(const char *path, const struct stat *identity) {
  struct stat now;
  if (stat(path, &now) != 0) return;
  if (now.st_dev != identity->st_dev || now.st_ino != identity->st_ino) return;
  unlink(path);
}

/* ---- get --------------------------------------------------------------- */

static gimmik_status lookup_memory(gimmik_binary_cache *cache,
                                   const unsigned char key[GIMMIK_DIGEST_SIZE],
                                   gimmik_cache_entry *entry, int *found,
                                   gimmik_error *error) {
  gimmik_status status = GIMMIK_OK;
  pthread_mutex_lock(&cache->lock);
  const table_node *node = table_find(cache, key);
  if (node) {
    status = copy_out(node, entry, error);
    if (status == GIMMIK_OK) {
      *found = 1;
      cache->stats.memory_hits++;
    }
  }
  pthread_mutex_unlock(&cache->lock);
  return status;
}

static void count_miss(gimmik_binary_cache *cache, int corrupt) {
  pthread_mutex_lock(&cache->lock);
  cache->stats.misses++;
  if (corrupt) cache->stats.corrupt_entries++;
  pthread_mutex_unlock(&cache->lock);
}

/* A valid file: hand its bytes to the caller and keep them in the table
 * so the next lookup needs no disk. */
static gimmik_status accept_file(gimmik_binary_cache *cache,
                                 const unsigned char key[GIMMIK_DIGEST_SIZE],
                                 const entry_file *file,
                                 gimmik_cache_entry *entry,
                                 gimmik_error *error) {
  size_t metadata_size = (size_t)file->metadata_size;
  table_node *node = node_create(key, file->payload, metadata_size,
                                 file->payload + metadata_size,
                                 (size_t)file->binary_size);
  if (!node) return out_of_memory(error);
  gimmik_status status = copy_out(node, entry, error);
  if (status != GIMMIK_OK) {
    node_free(node);
    return status;
  }
  pthread_mutex_lock(&cache->lock);
  table_insert(cache, node);
  cache->stats.disk_hits++;
  pthread_mutex_unlock(&cache->lock);
  return GIMMIK_OK;
}

static gimmik_status lookup_disk(gimmik_binary_cache *cache,
                                 const unsigned char key[GIMMIK_DIGEST_SIZE],
                                 gimmik_cache_entry *entry, int *found,
                                 gimmik_error *error) {
  char *path;
  gimmik_status status =
      gimmik_binary_cache_entry_path(cache->folder, key, &path, error);
  if (status != GIMMIK_OK) return status;
  entry_file file;
  file_outcome outcome;
  status = read_entry_file(path, key, &file, &outcome, error);
  if (status == GIMMIK_OK && outcome == FILE_VALID) {
    status = accept_file(cache, key, &file, entry, error);
    *found = status == GIMMIK_OK;
  } else if (status == GIMMIK_OK) {
    if (outcome == FILE_CORRUPT) remove_corrupt_file(path, &file.identity);
    count_miss(cache, outcome == FILE_CORRUPT);
  }
  free(file.payload);
  free(path);
  return status;
}

gimmik_status gimmik_binary_cache_get(gimmik_binary_cache *cache,
                                      const unsigned char key[GIMMIK_DIGEST_SIZE],
                                      gimmik_cache_entry *entry, int *found,
                                      gimmik_error *error) {
  if (!cache || !key || !entry || !found)
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_binary_cache_get: cache, key, entry and "
                            "found must not be NULL");
  memset(entry, 0, sizeof *entry);
  *found = 0;
  gimmik_status status = lookup_memory(cache, key, entry, found, error);
  if (status != GIMMIK_OK || *found) return status;
  if (!cache->persistent) {
    count_miss(cache, 0);
    return GIMMIK_OK;
  }
  return lookup_disk(cache, key, entry, found, error);
}

/* ---- writing a file ---------------------------------------------------- */

static gimmik_status write_failure(const char *call, const char *path,
                                   gimmik_error *error) {
  return gimmik_error_set(error, GIMMIK_ERROR_IO, "%s(%s) failed: %s", call,
                          path, strerror(errno));
}

static int write_all(int descriptor, const unsigned char *bytes, size_t size) {
  while (size > 0) {
    ssize_t written = write(descriptor, bytes, size);
    if (written < 0 && errno == EINTR) continue;
    if (written < 0) return -1;
    bytes += written;
    size -= (size_t)written;
  }
  return 0;
}

static void encode_header(const table_node *node,
                          unsigned char header[HEADER_SIZE]) {
  memset(header, 0, HEADER_SIZE);
  memcpy(header, file_magic, sizeof file_magic);
  store_little_endian(FORMAT_VERSION, header + 8, 4);
  memcpy(header + 16, node->key, GIMMIK_DIGEST_SIZE);
  store_little_endian(node->metadata_size, header + 48, 8);
  store_little_endian(node->binary_size, header + 56, 8);
  checksum_of(header, node->metadata, node->metadata_size, node->binary,
              node->binary_size, header + 64);
}

/* A name no other thread or process will pick: the process id, a counter
 * of this process and the clock.  O_EXCL makes sure, and a clash (another
 * host on a shared file system) only means another try. */
static int create_temporary(const char *final_path, char **temporary_path) {
  static atomic_ulong counter;
  for (int attempt = 0; attempt < 100; attempt++) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    *temporary_path = format_text("%s.%ld.%lu.%ld.tmp", final_path,
                                  (long)getpid(), atomic_fetch_add(&counter, 1),
                                  (long)now.tv_nsec);
    if (!*temporary_path) {
      errno = ENOMEM;
      return -1;
    }
    /* 0644 before the umask, like any file a compiler writes. */
    int descriptor = open(*temporary_path,
                          O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (descriptor >= 0 || errno != EEXIST) return descriptor;
    free(*temporary_path);
    *temporary_path = NULL;
  }
  errno = EEXIST;
  return -1;
}

/* Header and payload, then fsync so that the rename below can never
 * publish a name whose data is not yet on disk. */
static gimmik_status fill_temporary(int descriptor, const char *path,
                                    const table_node *node,
                                    gimmik_error *error) {
  unsigned char header[HEADER_SIZE];
  encode_header(node, header);
  if (write_all(descriptor, header, HEADER_SIZE) != 0 ||
      write_all(descriptor, node->metadata, node->metadata_size) != 0 ||
      write_all(descriptor, node->binary, node->binary_size) != 0)
    return write_failure("write", path, error);
  if (fsync(descriptor) != 0) return write_failure("fsync", path, error);
  return GIMMIK_OK;
}

static gimmik_status make_subfolder(const char *final_path,
                                    gimmik_error *error) {
  char *subfolder = trimmed_folder(final_path);
  if (!subfolder) return out_of_memory(error);
  *strrchr(subfolder, '/') = '\0';
  gimmik_status status = GIMMIK_OK;
  if (mkdir(subfolder, 0755) != 0 && errno != EEXIST)
    status = write_failure("mkdir", subfolder, error);
  free(subfolder);
  return status;
}

/* Write the node's file: a unique temporary in the entry's own folder,
 * then rename, which replaces any older file in one step. */
static gimmik_status write_entry_file(const char *final_path,
                                      const table_node *node,
                                      gimmik_error *error) {
  gimmik_status status = make_subfolder(final_path, error);
  if (status != GIMMIK_OK) return status;
  char *temporary_path = NULL;
  int descriptor = create_temporary(final_path, &temporary_path);
  if (descriptor < 0) {
    status = write_failure("open", temporary_path ? temporary_path : final_path,
                           error);
    free(temporary_path);
    return status;
  }
  status = fill_temporary(descriptor, temporary_path, node, error);
  if (close(descriptor) != 0 && status == GIMMIK_OK)
    status = write_failure("close", temporary_path, error);
  if (status == GIMMIK_OK && rename(temporary_path, final_path) != 0)
    status = write_failure("rename", final_path, error);
  if (status != GIMMIK_OK) unlink(temporary_path);
  free(temporary_path);
  return status;
}

/* Count a write and print the first failure of this cache object only, so
 * that a full disk does not bury the user's output in warnings. */
static void record_write(gimmik_binary_cache *cache, const gimmik_error *problem) {
  int first_failure = 0;
  pthread_mutex_lock(&cache->lock);
  if (problem->status == GIMMIK_OK) {
    cache->stats.writes++;
  } else {
    cache->stats.write_failures++;
    first_failure = !cache->warned_about_writes;
    cache->warned_about_writes = 1;
  }
  pthread_mutex_unlock(&cache->lock);
  if (first_failure)
    fprintf(stderr,
            "gimmik: cannot write to the kernel cache: %s; compiled kernels "
            "that cannot be written are kept in memory only\n",
            problem->message);
}

static void store_on_disk(gimmik_binary_cache *cache, const table_node *node) {
  gimmik_error problem;
  gimmik_error_init(&problem);
  char *path;
  if (gimmik_binary_cache_entry_path(cache->folder, node->key, &path,
                                     &problem) == GIMMIK_OK) {
    write_entry_file(path, node, &problem);
    free(path);
  }
  record_write(cache, &problem);
  gimmik_error_clear(&problem);
}

gimmik_status gimmik_binary_cache_put(gimmik_binary_cache *cache,
                                      const unsigned char key[GIMMIK_DIGEST_SIZE],
                                      const void *metadata,
                                      size_t metadata_size, const void *binary,
                                      size_t binary_size, gimmik_error *error) {
  if (!cache || !key || (!metadata && metadata_size > 0) ||
      (!binary && binary_size > 0))
    return gimmik_error_set(error, GIMMIK_ERROR_ARGUMENT,
                            "gimmik_binary_cache_put: cache and key must not "
                            "be NULL, nor metadata or binary with a size");
  table_node *node =
      node_create(key, metadata, metadata_size, binary, binary_size);
  if (!node) return out_of_memory(error);
  /* Write from our own node before the table takes it: once it is in the
   * table, another thread's put of the same key may free it. */
  if (cache->persistent) store_on_disk(cache, node);
  pthread_mutex_lock(&cache->lock);
  table_insert(cache, node);
  pthread_mutex_unlock(&cache->lock);
  return GIMMIK_OK;
}
