/* mesh_files.c: see mesh_files.h. */
#include "mesh_files.h"

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char folder[32];

int mesh_files_open(void) {
  snprintf(folder, sizeof folder, "/tmp/gimmik-mesh-XXXXXX");
  if (mkdtemp(folder)) return 0;
  perror("mkdtemp");
  folder[0] = '\0';
  return -1;
}

const char *mesh_files_write(const char *name, const void *bytes, size_t size,
                             char *path) {
  snprintf(path, MESH_PATH_SIZE, "%s/%s", folder, name);
  FILE *file = fopen(path, "wb");
  if (!file) return NULL;
  int ok = fwrite(bytes, 1, size, file) == size;
  if (fclose(file) != 0) ok = 0;
  return ok ? path : NULL;
}

void mesh_files_close(void) {
  if (folder[0] == '\0') return;
  DIR *listing = opendir(folder);
  if (listing) {
    struct dirent *entry;
    while ((entry = readdir(listing)) != NULL) {
      if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0)
        continue;
      unlinkat(dirfd(listing), entry->d_name, 0);
    }
    closedir(listing);
  }
  rmdir(folder);
  folder[0] = '\0';
}
