% -- The C target: the c-streaming form, with the loop over columns left to
% -- the compiler to vectorise (and to OpenMP to share among cores).
% local common = import("matmul/common.lua")
% local w = common.setup(op, plan)
% local name = plan.kernel_name
${common.banner(op, plan)}
#include <stddef.h>

void ${name}(${table.concat(common.parameters(w), ", ")});
void ${name}_entry(void *const *args);

void ${name}(${table.concat(common.parameters(w), ", ")})
{
#pragma omp parallel for simd schedule(static)
  for (ptrdiff_t col = 0; col < ${w.n}; col++) {
% for _, j in ipairs(op.used) do
    const ${w.T} b${j} = ${common.load_b(w, j, "col", 1)};
% end
% for r = 0, op.m - 1 do
%   emit(common.store_row(w, r, "col", 1, common.row_sums(w, r, 1, "b"), "    "))
% end
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void ${name}_entry(void *const *args)
{
% if plan.baked then
  ${name}(*(const ${w.T} *const *)args[0], *(${w.T} *const *)args[1]);
% else
  ${name}(*(const int *)args[0], *(const ${w.T} *const *)args[1], *(const int *)args[2],
      *(${w.T} *const *)args[3], *(const int *)args[4]);
% end
}
