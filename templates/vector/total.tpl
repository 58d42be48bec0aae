% -- total: the second stage of the sums.  Column s of `count` partials
% -- (partials[b*S + s]) is summed in a fixed order: thread l takes b = l,
% -- l + threads, ..., then the block's tree (C: one loop).
% local common = import("vector/common.lua")
% local w = common.setup(plan)
% local parameters = common.parameters(w)
% local S = plan.total
${common.banner(w, S .. " totals")}
% common.open(w, parameters)
% if w.c then
%   common.accumulators(w, S, "  ")
  for (int b = 0; b < count; b++) {
%   for s = 0, S - 1 do
    acc${s} += partials[(ptrdiff_t)b*${S} + ${s}];
%   end
  }
%   for s = 0, S - 1 do
  results[${s}] = acc${s};
%   end
% else
%   common.accumulators(w, S, "  ")
  for (int b = (int)${w.d.local_x}; b < count; b += ${plan.threads}) {
%   for s = 0, S - 1 do
    acc${s} += partials[(${w.i64})b*${S} + ${s}];
%   end
  }
%   common.block_sums(w, S, function(s, value) return "results[" .. s .. "] = " .. value .. ";" end)
% end
% common.close(w, parameters)
