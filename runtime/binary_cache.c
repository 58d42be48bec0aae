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
#include <dirent.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum {
  HEADER_SIZE = 96,
  FORMAT_VERSION = 1,
  INITIAL_BUCKETS = 64, /* a power of two, as the table relies on */
  REMOVE_DEPTH = 8,     /* folders deep that a corrupt entry is removed */
  TEMPORARY_NAME_SIZE = GIMMIK_DIGEST_HEX_SIZE + 80
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
  int descriptor;  /* `folder`, open, when persistent; else -1 */
  pthread_mutex_t lock; /* guards everything below */
  table_node **buckets;
  size_t bucket_count;
  size_t entry_count;
  gimmik_cache_stats stats;
  int warned_about_writes; /* the one write-failure warning was printed */
  int warned_about_shards; /* the one unsafe-shard warning was printed */
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

int gimmik_cache_shared(void) {
  const char *shared = getenv("GIMMIK_CACHE_SHARED");
  return shared && strcmp(shared, "1") == 0;
}

/* Folders are private unless the cache is shared with a group. */
static mode_t folder_mode(void) { return gimmik_cache_shared() ? 0770 : 0700; }

/* mkdir -p: create each missing folder along `path` (which this function
 * cuts and mends in place).  Returns 0 or the errno of the failure. */
static int make_folder_with_parents(char *path) {
  struct stat info;
  if (stat(path, &info) == 0 && S_ISDIR(info.st_mode)) return 0;
  for (char *slash = strchr(path + 1, '/'); slash;
       slash = strchr(slash + 1, '/')) {
    *slash = '\0';
    int failed = mkdir(path, folder_mode()) != 0 && errno != EEXIST;
    int reason = errno;
    *slash = '/';
    if (failed) return reason;
  }
  if (mkdir(path, folder_mode()) != 0 && errno != EEXIST) return errno;
  return 0;
}

/* What makes a folder unfit to hold code this process will load, as ssh
 * judges ~/.ssh: another owner, or others allowed to write in it.  A
 * shared cache (GIMMIK_CACHE_SHARED=1) trusts the folder's group and its
 * owner; a folder every user may write is never trusted.  Writes the
 * reason into `why` and returns 0 when the folder is unfit. */
static int folder_is_safe(const struct stat *info, char *why, size_t size) {
  int shared = gimmik_cache_shared();
  unsigned mode = (unsigned)info->st_mode & 07777;
  if (!S_ISDIR(info->st_mode))
    snprintf(why, size, "is not a folder");
  else if (mode & S_IWOTH)
    snprintf(why, size, "is writable by every user (mode %04o)", mode);
  else if (!shared && (mode & S_IWGRP))
    snprintf(why, size,
             "is writable by its group (mode %04o); set "
             "GIMMIK_CACHE_SHARED=1 to share a cache within a group",
             mode);
  else if (!shared && info->st_uid != geteuid())
    snprintf(why, size,
             "belongs to user %lu, not to this user (%lu); set "
             "GIMMIK_CACHE_SHARED=1 to use another user's cache",
             (unsigned long)info->st_uid, (unsigned long)geteuid());
  else
    return 1;
  return 0;
}

/* Create and remove a file: the only sure test that we may write here
 * (access(2) answers for the real user and ignores read-only mounts). */
static int probe_folder(int folder) {
  char probe[64];
  static atomic_ulong counter;
  snprintf(probe, sizeof probe, ".probe-%ld-%lu", (long)getpid(),
           atomic_fetch_add(&counter, 1));
  int descriptor = openat(folder, probe,
                          O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                          0600);
  if (descriptor < 0) return errno;
  close(descriptor);
  unlinkat(folder, probe, 0);
  return 0;
}

/* Create `folder` if missing, open it and check that it is safe and
 * writable; *descriptor is the open folder, which later calls use so that
 * a folder renamed or replaced meanwhile cannot redirect them. */
static gimmik_status open_folder(const char *folder, int *descriptor,
                                 gimmik_error *error) {
  *descriptor = -1;
  char *path = trimmed_folder(folder);
  if (!path) return out_of_memory(error);
  int reason = make_folder_with_parents(path);
  free(path);
  if (reason != 0)
    return gimmik_error_set(error, GIMMIK_ERROR_IO,
                            "cache folder %s cannot be created (%s)", folder,
                            strerror(reason));
  int opened = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (opened < 0)
    return gimmik_error_set(error, GIMMIK_ERROR_IO,
                            "cache folder %s cannot be opened (%s)", folder,
                            strerror(errno));
  struct stat info;
  char why[160];
  gimmik_status status = GIMMIK_OK;
  if (fstat(opened, &info) != 0)
    status = gimmik_error_set(error, GIMMIK_ERROR_IO,
                              "cache folder %s cannot be examined (%s)",
                              folder, strerror(errno));
  else if (!folder_is_safe(&info, why, sizeof why))
    status = gimmik_error_set(error, GIMMIK_ERROR_IO,
                              "cache folder %s is not safe to load code "
                              "from: it %s",
                              folder, why);
  else if ((reason = probe_folder(opened)) != 0)
    status = gimmik_error_set(error, GIMMIK_ERROR_IO,
                              "cache folder %s is not writable (%s)", folder,
                              strerror(reason));
  if (status != GIMMIK_OK) {
    close(opened);
    return status;
  }
  *descriptor = opened;
  return GIMMIK_OK;
}

gimmik_status gimmik_cache_folder_prepare(const char *folder,
                                          gimmik_error *error) {
  int descriptor;
  gimmik_status status = open_folder(folder, &descriptor, error);
  if (status == GIMMIK_OK) close(descriptor);
  return status;
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
      open_folder(cache->folder, &cache->descriptor, &problem) == GIMMIK_OK) {
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
  opened->descriptor = -1;
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
  if (cache->descriptor >= 0) close(cache->descriptor);
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

/* ---- where an entry lives --------------------------------------------- */

/* The names of an entry's shard folder ("ab") and file ("ab...ef.bin"),
 * relative to the cache folder and to the shard. */
typedef struct entry_names {
  char shard[3];
  char file[GIMMIK_DIGEST_HEX_SIZE + 4];
} entry_names;

static void entry_names_of(const unsigned char key[GIMMIK_DIGEST_SIZE],
                           entry_names *names) {
  char hex[GIMMIK_DIGEST_HEX_SIZE];
  gimmik_digest_hex(key, hex);
  memcpy(names->shard, hex, 2);
  names->shard[2] = '\0';
  snprintf(names->file, sizeof names->file, "%s.bin", hex);
}

static void warn_unsafe_shard(gimmik_binary_cache *cache, const char *shard,
                              const char *why) {
  pthread_mutex_lock(&cache->lock);
  int first = !cache->warned_about_shards;
  cache->warned_about_shards = 1;
  pthread_mutex_unlock(&cache->lock);
  if (first)
    fprintf(stderr,
            "gimmik: cache folder %s/%s is not safe to load code from: it "
            "%s; its kernels are compiled again and kept in memory only\n",
            cache->folder, shard, why);
}

/* Open the shard folder `name` without following a link.  Returns the
 * descriptor, or -1 with errno: ENOENT when absent, ELOOP or ENOTDIR for
 * a link or a file in its place, EPERM when it is unsafe (warned once). */
static int open_shard(gimmik_binary_cache *cache, const char *name) {
  int shard = openat(cache->descriptor, name,
                     O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (shard < 0) return -1;
  struct stat info;
  char why[160];
  int safe = fstat(shard, &info) == 0 && folder_is_safe(&info, why, sizeof why);
  if (safe) return shard;
  close(shard);
  warn_unsafe_shard(cache, name, why);
  errno = EPERM;
  return -1;
}

/* Remove `name` in the folder `parent` and, when it is a folder, all it
 * holds, never following a link (a link is removed, not its target). */
static int remove_tree(int parent, const char *name, int depth) {
  if (unlinkat(parent, name, 0) == 0 || errno == ENOENT) return 0;
  if ((errno != EISDIR && errno != EPERM) || depth == 0) return -1;
  int folder = openat(parent, name,
                      O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (folder < 0) return -1;
  DIR *listing = fdopendir(folder);
  if (!listing) {
    close(folder);
    return -1;
  }
  struct dirent *item;
  while ((item = readdir(listing)) != NULL)
    if (strcmp(item->d_name, ".") != 0 && strcmp(item->d_name, "..") != 0)
      remove_tree(dirfd(listing), item->d_name, depth - 1);
  closedir(listing);
  return unlinkat(parent, name, AT_REMOVEDIR);
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
  if (!S_ISREG(file->identity.st_mode) ||
      file->identity.st_size < HEADER_SIZE)
    return GIMMIK_OK;
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

/* O_NONBLOCK: a FIFO in the entry's place must not block the open, and
 * O_NOFOLLOW: a link must not lead out of the cache; both are corrupt. */
static gimmik_status read_entry_file(int shard, const char *name,
                                     const unsigned char key[GIMMIK_DIGEST_SIZE],
                                     entry_file *file, file_outcome *outcome,
                                     gimmik_error *error) {
  memset(file, 0, sizeof *file);
  *outcome = FILE_ABSENT;
  int descriptor = openat(shard, name,
                          O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (descriptor < 0) {
    if (errno == ELOOP &&
        fstatat(shard, name, &file->identity, AT_SYMLINK_NOFOLLOW) == 0)
      *outcome = FILE_CORRUPT;
    return GIMMIK_OK;
  }
  gimmik_status status = read_open_file(descriptor, key, file, outcome, error);
  close(descriptor);
  if (status != GIMMIK_OK || *outcome != FILE_VALID) {
    free(file->payload);
    file->payload = NULL;
  }
  return status;
}

/* Remove a corrupt entry (a bad file, a link, a FIFO, a folder), unless
 * another process has meanwhile renamed a good one into its place.  A
 * failure to remove is ignored: the next reader finds the entry corrupt
 * again and the next put replaces it. */
static void remove_corrupt_entry(int shard, const char *name,
                                 const struct stat *identity) {
  struct stat now;
  if (fstatat(shard, name, &now, AT_SYMLINK_NOFOLLOW) != 0) return;
  if (now.st_dev != identity->st_dev || now.st_ino != identity->st_ino) return;
  remove_tree(shard, name, REMOVE_DEPTH);
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
  entry_names names;
  entry_names_of(key, &names);
  int shard = open_shard(cache, names.shard);
  if (shard < 0) {
    count_miss(cache, 0);
    return GIMMIK_OK;
  }
  entry_file file;
  file_outcome outcome;
  gimmik_status status =
      read_entry_file(shard, names.file, key, &file, &outcome, error);
  if (status == GIMMIK_OK && outcome == FILE_VALID) {
    status = accept_file(cache, key, &file, entry, error);
    *found = status == GIMMIK_OK;
  } else if (status == GIMMIK_OK) {
    if (outcome == FILE_CORRUPT)
      remove_corrupt_entry(shard, names.file, &file.identity);
    count_miss(cache, outcome == FILE_CORRUPT);
  }
  free(file.payload);
  close(shard);
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

/* An I/O failure on `name` in the entry's shard, named in full. */
static gimmik_status write_failure(const char *call,
                                   const gimmik_binary_cache *cache,
                                   const char *shard, const char *name,
                                   gimmik_error *error) {
  return gimmik_error_set(error, GIMMIK_ERROR_IO, "%s(%s/%s%s%s) failed: %s",
                          call, cache->folder, shard, name ? "/" : "",
                          name ? name : "", strerror(errno));
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
 * host on a shared file system) only means another try.  Private (0600)
 * unless the cache is shared with a group. */
static int create_temporary(int shard, const char *final_name,
                            char name[TEMPORARY_NAME_SIZE]) {
  static atomic_ulong counter;
  for (int attempt = 0; attempt < 100; attempt++) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    snprintf(name, TEMPORARY_NAME_SIZE, "%s.%ld.%lu.%ld.tmp", final_name,
             (long)getpid(), atomic_fetch_add(&counter, 1), (long)now.tv_nsec);
    int descriptor = openat(
        shard, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
        gimmik_cache_shared() ? 0640 : 0600);
    if (descriptor >= 0 || errno != EEXIST) return descriptor;
  }
  errno = EEXIST;
  return -1;
}

/* Header and payload, then fsync so that the rename below can never
 * publish a name whose data is not yet on disk. */
static int fill_temporary(int descriptor, const table_node *node) {
  unsigned char header[HEADER_SIZE];
  encode_header(node, header);
  if (write_all(descriptor, header, HEADER_SIZE) != 0 ||
      write_all(descriptor, node->metadata, node->metadata_size) != 0 ||
      write_all(descriptor, node->binary, node->binary_size) != 0)
    return -1;
  return fsync(descriptor);
}

/* The shard folder, made when missing; a link or a file in its place is
 * removed and a folder made instead, so nothing is written outside. */
static int open_shard_for_writing(gimmik_binary_cache *cache,
                                  const char *name) {
  for (int attempt = 0; attempt < 2; attempt++) {
    if (mkdirat(cache->descriptor, name, folder_mode()) != 0 &&
        errno != EEXIST)
      return -1;
    int shard = open_shard(cache, name);
    if (shard >= 0 || (errno != ELOOP && errno != ENOTDIR)) return shard;
    if (unlinkat(cache->descriptor, name, 0) != 0) return -1;
  }
  return -1;
}

/* Move the temporary into place, which replaces an older file in one
 * step; whatever else took the entry's name (a folder) is removed. */
static int publish(int shard, const char *temporary, const char *name) {
  if (renameat(shard, temporary, shard, name) == 0) return 0;
  if (errno != EISDIR && errno != ENOTEMPTY && errno != EEXIST) return -1;
  remove_tree(shard, name, REMOVE_DEPTH);
  return renameat(shard, temporary, shard, name);
}

/* Write the node's file: a unique temporary in the entry's own folder,
 * then rename. */
static gimmik_status write_entry_file(gimmik_binary_cache *cache,
                                      const table_node *node,
                                      gimmik_error *error) {
  entry_names names;
  entry_names_of(node->key, &names);
  int shard = open_shard_for_writing(cache, names.shard);
  if (shard < 0) return write_failure("open", cache, names.shard, NULL, error);
  char temporary[TEMPORARY_NAME_SIZE];
  gimmik_status status = GIMMIK_OK;
  int descriptor = create_temporary(shard, names.file, temporary);
  if (descriptor < 0) {
    status = write_failure("open", cache, names.shard, names.file, error);
    close(shard);
    return status;
  }
  if (fill_temporary(descriptor, node) != 0)
    status = write_failure("write", cache, names.shard, temporary, error);
  if (close(descriptor) != 0 && status == GIMMIK_OK)
    status = write_failure("close", cache, names.shard, temporary, error);
  if (status == GIMMIK_OK && publish(shard, temporary, names.file) != 0)
    status = write_failure("rename", cache, names.shard, names.file, error);
  if (status != GIMMIK_OK) unlinkat(shard, temporary, 0);
  close(shard);
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
  write_entry_file(cache, node, &problem);
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
