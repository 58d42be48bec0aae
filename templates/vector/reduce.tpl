% -- reduce: the statements and sums over a fixed grid of `blocks` blocks
% -- (C: chunks).  Block b takes items b*threads + l, then a grid's
% -- stride on, each thread summing in order; the block's tree then sums
% -- its threads' values.  Block b's sum s goes to partials[b*S + s]: the
% -- same order every run, whatever the device.  With `unroll` > 1 a
% -- thread takes that many of its items (a stride apart) at a time, all
% -- their loads first, so that they are in flight together, then the
% -- rest one at a time: the same items in the same order, so the same
% -- sums.
% local common = import("vector/common.lua")
% local w = common.setup(plan)
% local parameters = common.parameters(w)
% local S, blocks = #plan.sums, plan.blocks
${common.banner(w, #plan.statements .. " statements, " .. S .. " sums")}
% common.open(w, parameters)
% if w.c then
#pragma omp parallel for schedule(static)
  for (ptrdiff_t b = 0; b < ${blocks}; b++) {
    const ptrdiff_t first = n*b/${blocks}, last = n*(b + 1)/${blocks};
%   common.accumulators(w, S, "    ")
    for (ptrdiff_t t = first; t < last; t++) {
%   common.item(w, "t", "      ")
    }
%   for s = 0, S - 1 do
    partials[b*${S} + ${s}] = acc${s};
%   end
  }
% else
%   local stride, unroll = blocks * plan.threads, plan.unroll
%   common.accumulators(w, S, "  ")
  ${w.i64} t = (${w.i64})${w.d.group_x}*${plan.threads} + ${w.d.local_x};
%   if unroll > 1 then
  for (; t + ${(unroll - 1) * stride} < n; t += ${unroll * stride}) {
%     local function at(u) return u == 0 and "t" or ("(t + " .. u * stride .. ")") end
%     for u = 0, unroll - 1 do
%       common.item_loads(w, at(u), "    ", "_" .. u)
%     end
%     for u = 0, unroll - 1 do
%       common.item_rest(w, at(u), "    ", "_" .. u)
%     end
  }
%   end
  for (; t < n; t += ${stride}) {
%   common.item(w, "t", "    ")
  }
%   common.block_sums(w, S, function(s, value)
%     return "partials[(" .. w.i64 .. ")" .. w.d.group_x .. "*" .. S .. " + " .. s .. "] = " .. value .. ";"
%   end)
% end
% common.close(w, parameters)
