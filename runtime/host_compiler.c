/* host_compiler.c: run $CC in a private temporary directory. */
#include "runtime/host_compiler.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "runtime/compiler_log.h"
#include "common/file_bytes.h"
#include "runtime/digest.h"
#include "runtime/word_list.h"

extern char **environ;

/* The scratch directory of one compiler run and the files in it. */
typedef struct compile_files {
  char directory[512];
  char source[600];
  char object[600];
  char log[600];
} compile_files;

static gimmik_status compiler_words(gimmik_word_list *command,
                                    gimmik_error *error) {
  const char *compiler = getenv("CC");
  gimmik_status status = gimmik_word_list_split(command, compiler, error);
  if (status == GIMMIK_OK && command->count == 0)
    status = gimmik_word_list_add(command, "cc", error);
  return status;
}

/* Run `command` with stdout and stderr going to `log_path`; *exit_code is
 * its exit status (or 128 + signal). */
static gimmik_status run_command(const gimmik_word_list *command,
                                 const char *log_path, int *exit_code,
                                 gimmik_error *error) {
  posix_spawn_file_actions_t actions;
  if (posix_spawn_file_actions_init(&actions) != 0)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "posix_spawn_file_actions_init failed");
  int failed =
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0) ||
      posix_spawn_file_actions_addopen(&actions, 1, log_path,
                                       O_WRONLY | O_CREAT | O_TRUNC, 0600) ||
      posix_spawn_file_actions_adddup2(&actions, 1, 2);
  pid_t child = 0;
  int spawned = failed ? ENOMEM
                       : posix_spawnp(&child, command->words[0], &actions,
                                      NULL, command->words, environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0)
    return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                            "cannot run the C compiler `%s` (set CC): %s",
                            command->words[0], strerror(spawned));
  int wait_status = 0;
  while (waitpid(child, &wait_status, 0) < 0)
    if (errno != EINTR)
      return gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                              "waitpid for `%s` failed: %s",
                              command->words[0], strerror(errno));
  *exit_code = WIFEXITED(wait_status) ? WEXITSTATUS(wait_status)
                                      : 128 + WTERMSIG(wait_status);
  return GIMMIK_OK;
}

/* ---- scratch folders left by killed compiles ------------------------- */

enum { STALE_SECONDS = 6 * 3600 };

/* Remove one gimmik-cc-* folder of ours, untouched for STALE_SECONDS: its
 * compile was killed before it could clean up.  The files a compile makes
 * are plain, so nothing deeper is removed and no link is followed. */
static void sweep_folder(int parent, const char *name, time_t now) {
  struct stat info;
  if (fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) != 0 ||
      !S_ISDIR(info.st_mode) || info.st_uid != geteuid() ||
      now - info.st_mtime < STALE_SECONDS)
    return;
  int folder = openat(parent, name,
                      O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (folder < 0) return;
  DIR *listing = fdopendir(folder);
  if (!listing) {
    close(folder);
    return;
  }
  struct dirent *item;
  while ((item = readdir(listing)) != NULL)
    if (strcmp(item->d_name, ".") != 0 && strcmp(item->d_name, "..") != 0)
      unlinkat(dirfd(listing), item->d_name, 0);
  closedir(listing);
  unlinkat(parent, name, AT_REMOVEDIR);
}

/* Once a process, before its first compile: sweep $TMPDIR. */
static void sweep_stale_folders(void) {
  const char *directory = getenv("TMPDIR");
  if (!directory || !*directory) directory = "/tmp";
  DIR *listing = opendir(directory);
  if (!listing) return;
  time_t now = time(NULL);
  struct dirent *item;
  while ((item = readdir(listing)) != NULL)
    if (strncmp(item->d_name, "gimmik-cc-", 10) == 0)
      sweep_folder(dirfd(listing), item->d_name, now);
  closedir(listing);
}

static pthread_once_t sweep_once = PTHREAD_ONCE_INIT;

/* ---- one compiler run -------------------------------------------------- */

static gimmik_status files_create(compile_files *files, gimmik_error *error) {
  pthread_once(&sweep_once, sweep_stale_folders);
  gimmik_status status = gimmik_temporary_directory(
      "gimmik-cc-", files->directory, sizeof files->directory, error);
  if (status != GIMMIK_OK) return status;
  snprintf(files->source, sizeof files->source, "%s/kernel.c",
           files->directory);
  snprintf(files->object, sizeof files->object, "%s/kernel.so",
           files->directory);
  snprintf(files->log, sizeof files->log, "%s/compile.log", files->directory);
  return GIMMIK_OK;
}

/* Leave nothing behind; files that were never made are fine to miss. */
static void files_remove(const compile_files *files) {
  unlink(files->source);
  unlink(files->object);
  unlink(files->log);
  rmdir(files->directory);
}

static gimmik_status compile_command(const compile_files *files,
                                     const char *options, int with_openmp,
                                     gimmik_word_list *command,
                                     gimmik_error *error) {
  const char *flags[] = {"-O3",    "-march=native", "-fopenmp", "-shared",
                         "-fPIC",  "-std=c17",      "-Wall"};
  gimmik_status status = compiler_words(command, error);
  for (size_t i = 0; status == GIMMIK_OK && i < sizeof flags / sizeof *flags;
       i++)
    if (with_openmp || strcmp(flags[i], "-fopenmp") != 0)
      status = gimmik_word_list_add(command, flags[i], error);
  if (status == GIMMIK_OK)
    status = gimmik_word_list_split(command, options, error);
  const char *tail[] = {"-o", files->object, files->source};
  for (size_t i = 0; status == GIMMIK_OK && i < 3; i++)
    status = gimmik_word_list_add(command, tail[i], error);
  return status;
}

/* One compiler run; *log gets its output whatever the outcome. */
static gimmik_status compile_once(const compile_files *files,
                                  const char *options, int with_openmp,
                                  int *exit_code, char **log,
                                  gimmik_error *error) {
  gimmik_word_list command;
  gimmik_word_list_init(&command);
  gimmik_status status =
      compile_command(files, options, with_openmp, &command, error);
  if (status == GIMMIK_OK)
    status = run_command(&command, files->log, exit_code, error);
  gimmik_word_list_free(&command);
  size_t size;
  if (status == GIMMIK_OK)
    status = gimmik_file_read(files->log, (unsigned char **)log, &size, error);
  return status;
}

static int contains_ignoring_case(const char *text, const char *part) {
  size_t length = strlen(part);
  for (; *text; text++) {
    size_t i = 0;
    while (i < length && text[i] &&
           tolower((unsigned char)text[i]) == tolower((unsigned char)part[i]))
      i++;
    if (i == length) return 1;
  }
  return 0;
}

static int blames_openmp(const char *log) {
  const char *signs[] = {"openmp", "omp.h", "gomp", "libomp", "-lomp"};
  for (size_t i = 0; i < sizeof signs / sizeof *signs; i++)
    if (contains_ignoring_case(log, signs[i])) return 1;
  return 0;
}

/* Put a line in front of the log so its reader knows OpenMP is off. */
static gimmik_status note_no_openmp(char **log, gimmik_error *error) {
  const char *note = "gimmik: -fopenmp failed; built without OpenMP\n";
  size_t length = strlen(note) + strlen(*log) + 1;
  char *noted = malloc(length);
  if (!noted)
    return gimmik_error_set(error, GIMMIK_ERROR_MEMORY,
                            "out of memory for a compiler log");
  snprintf(noted, length, "%s%s", note, *log);
  free(*log);
  *log = noted;
  return GIMMIK_OK;
}

static gimmik_status compile_in(const compile_files *files,
                                const char *source, const char *options,
                                char **log, gimmik_error *error) {
  gimmik_status status =
      gimmik_file_write(files->source, source, strlen(source), error);
  int exit_code = 0;
  if (status == GIMMIK_OK)
    status = compile_once(files, options, 1, &exit_code, log, error);
  if (status == GIMMIK_OK && exit_code != 0 && blames_openmp(*log)) {
    free(*log);
    *log = NULL;
    status = compile_once(files, options, 0, &exit_code, log, error);
    if (status == GIMMIK_OK && exit_code == 0)
      status = note_no_openmp(log, error);
  }
  if (status == GIMMIK_OK && exit_code != 0) {
    char what[64];
    snprintf(what, sizeof what, "the C compiler exited with status %d",
             exit_code);
    status = gimmik_compile_failure(error, what, *log);
  }
  return status;
}

gimmik_status gimmik_host_compile(const char *source, const char *options,
                                  unsigned char **object, size_t *size,
                                  char **log, gimmik_error *error) {
  *object = NULL;
  *size = 0;
  compile_files files;
  gimmik_status status = files_create(&files, error);
  if (status != GIMMIK_OK) return status;
  char *compiler_log = NULL;
  status = compile_in(&files, source, options, &compiler_log, error);
  if (status == GIMMIK_OK)
    status = gimmik_file_read(files.object, object, size, error);
  files_remove(&files);
  if (status == GIMMIK_OK && log) {
    *log = compiler_log;
    compiler_log = NULL;
  }
  free(compiler_log);
  return status;
}

gimmik_status gimmik_host_compiler_version(char *text, size_t size,
                                           gimmik_error *error) {
  compile_files files;
  gimmik_status status = files_create(&files, error);
  if (status != GIMMIK_OK) return status;
  gimmik_word_list command;
  gimmik_word_list_init(&command);
  status = compiler_words(&command, error);
  if (status == GIMMIK_OK)
    status = gimmik_word_list_add(&command, "--version", error);
  int exit_code = 0;
  if (status == GIMMIK_OK)
    status = run_command(&command, files.log, &exit_code, error);
  unsigned char *output = NULL;
  size_t length = 0;
  if (status == GIMMIK_OK)
    status = gimmik_file_read(files.log, &output, &length, error);
  if (status == GIMMIK_OK && exit_code != 0)
    status = gimmik_error_set(error, GIMMIK_ERROR_BACKEND,
                              "`%s --version` exited with status %d",
                              command.words[0], exit_code);
  if (status == GIMMIK_OK)
    snprintf(text, size, "%.*s", (int)strcspn((char *)output, "\n"),
             (char *)output);
  free(output);
  gimmik_word_list_free(&command);
  files_remove(&files);
  return status;
}

/* ---- what -march=native means here ------------------------------------ */

/* The word after `marker` in `text` (blanks and quotes skipped), copied
 * into `word`; "" when absent. */
static void word_after(const char *text, const char *marker, char *word,
                       size_t size) {
  word[0] = '\0';
  const char *at = strstr(text, marker);
  if (!at) return;
  at += strlen(marker);
  at += strspn(at, " \t\"");
  size_t length = strcspn(at, " \t\n\"");
  snprintf(word, size, "%.*s", (int)length, at);
}

/* clang -### names the target as "-target-cpu" "X" "-target-feature" "+Y"
 * ...; the rest of its output holds temporary names, so only these
 * words are kept. */
static void keep_target_words(char *output) {
  char *kept = output;
  const char *cursor = output;
  const char *marker;
  while ((marker = strstr(cursor, "\"-target-")) != NULL) {
    const char *value = strstr(marker + 1, "\" \"");
    if (!value) break;
    value += 3;
    size_t length = strcspn(value, "\"");
    memmove(kept, value, length);
    kept += length;
    *kept++ = ' ';
    cursor = value + length;
  }
  *kept = '\0';
}

/* Run the compiler with `arguments` (NULL-terminated) and give back its
 * output (malloc'd) when it exits 0. */
static char *compiler_output(const char *const *arguments,
                             gimmik_error *error) {
  compile_files files;
  if (files_create(&files, error) != GIMMIK_OK) return NULL;
  gimmik_word_list command;
  gimmik_word_list_init(&command);
  gimmik_status status = compiler_words(&command, error);
  for (int i = 0; status == GIMMIK_OK && arguments[i]; i++)
    status = gimmik_word_list_add(&command, arguments[i], error);
  int exit_code = 1;
  if (status == GIMMIK_OK)
    status = run_command(&command, files.log, &exit_code, error);
  unsigned char *output = NULL;
  size_t length = 0;
  if (status == GIMMIK_OK && exit_code == 0)
    status = gimmik_file_read(files.log, &output, &length, error);
  gimmik_word_list_free(&command);
  files_remove(&files);
  if (status != GIMMIK_OK || exit_code != 0) {
    free(output);
    return NULL;
  }
  return (char *)output;
}

/* "<cpu> <16 hex digits>": the processor -march=native picks and a digest
 * of every target option it turns on (gcc -Q --help=target, or clang's
 * -target-cpu and -target-feature words). */
static void describe_target(char *text, size_t size) {
  static const char *const gcc_style[] = {"-march=native", "-Q",
                                          "--help=target", NULL};
  static const char *const clang_style[] = {
      "-###", "-march=native", "-x", "c", "-c", "/dev/null", "-o",
      "/dev/null", NULL};
  gimmik_error ignored;
  gimmik_error_init(&ignored);
  char cpu[64] = "";
  char *output = compiler_output(gcc_style, &ignored);
  if (output) {
    word_after(output, "-march=", cpu, sizeof cpu);
  } else if ((output = compiler_output(clang_style, &ignored)) != NULL) {
    keep_target_words(output);
    word_after(output, "", cpu, sizeof cpu);
  }
  gimmik_error_clear(&ignored);
  if (!output || !cpu[0]) {
    snprintf(text, size, "unknown");
    free(output);
    return;
  }
  unsigned char digest[GIMMIK_DIGEST_SIZE];
  char hex[GIMMIK_DIGEST_HEX_SIZE];
  gimmik_digest(output, strlen(output), digest);
  gimmik_digest_hex(digest, hex);
  snprintf(text, size, "%s %.16s", cpu, hex);
  free(output);
}

/* Computed once per compiler command ($CC) in a process. */
static pthread_mutex_t target_lock = PTHREAD_MUTEX_INITIALIZER;
static char target_compiler[512] = "\001"; /* no $CC matches it */
static char target_text[128];

void gimmik_host_compiler_target(char *text, size_t size) {
  const char *compiler = getenv("CC");
  if (!compiler) compiler = "";
  pthread_mutex_lock(&target_lock);
  if (strcmp(compiler, target_compiler) != 0) {
    describe_target(target_text, sizeof target_text);
    snprintf(target_compiler, sizeof target_compiler, "%s", compiler);
  }
  snprintf(text, size, "%s", target_text);
  pthread_mutex_unlock(&target_lock);
}
