% -- map: the statements for one item a thread (C: a loop over the items
% -- shared by OpenMP and vectorised).
% local common = import("vector/common.lua")
% local w = common.setup(plan)
% local parameters = common.parameters(w)
${common.banner(w, #plan.statements .. " statements")}
% common.open(w, parameters)
% if w.c then
#pragma omp parallel for simd schedule(static)
  for (ptrdiff_t t = 0; t < n; t++) {
% else
  const ${w.i64} t = (${w.i64})${w.d.group_x}*${plan.threads} + ${w.d.local_x};
  if (t < n) {
% end
% common.item(w, "t", "    ")
  }
% common.close(w, parameters)
