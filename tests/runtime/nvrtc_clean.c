/* nvrtc_clean.c: see nvrtc_clean.h. */
#include "nvrtc_clean.h"

#include <stdio.h>

#include "check.h"
#include "runtime/nvrtc.h"

static int is_blank(const char *text) {
  for (; text && *text; text++)
    if (*text != ' ' && *text != '\n' && *text != '\r') return 0;
  return 1;
}

int nvrtc_clean_available(void) {
  gimmik_error error;
  gimmik_error_init(&error);
  if (gimmik_nvrtc_available(&error) == GIMMIK_OK) return 1;
  printf("skipped: %s\n", error.message);
  return 0;
}

void nvrtc_clean_compile(const gimmik_kernel *kernel, const char *label,
                         int mask) {
  nvrtc_clean_compile_source(gimmik_kernel_source(kernel), label, mask);
}

void nvrtc_clean_compile_source(const char *source, const char *label,
                                int mask) {
  static const char *const architectures[] = {"sm_80", "sm_90"};
  for (int a = 0; a < 2; a++) {
    if (!(mask & 1 << a)) continue;
    gimmik_nvrtc_request request = {source, "kernel.cu", architectures[a],
                                    NULL, 0};
    gimmik_nvrtc_output output;
    gimmik_error error;
    gimmik_error_init(&error);
    gimmik_status status = gimmik_nvrtc_compile(&request, &output, &error);
    if (status != GIMMIK_OK)
      fprintf(stderr, "%s (%s): %s\n%s\n", label, architectures[a],
              error.message, error.log ? error.log : "");
    CHECK(status == GIMMIK_OK);
    if (status == GIMMIK_OK) {
      if (!is_blank(output.log))
        fprintf(stderr, "%s (%s): warnings:\n%s\n", label, architectures[a],
                output.log);
      CHECK(is_blank(output.log));
      CHECK(output.cubin_size > 0);
      gimmik_nvrtc_output_free(&output);
    }
    gimmik_error_clear(&error);
  }
}
