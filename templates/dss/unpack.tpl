% -- unpack: an exchange's sums into the field.  Item i is an interface
% -- node: its sources, positions in the send buffer followed by the
% -- receive buffer (`buffers` holds both), added in the plan's order
% -- (ascending rank) and the sum written to each local copy, the same
% -- bits as gimmik_part_unpack.
% local common = import("dss/common.lua")
% local w = common.setup(plan)
% local T = w.T
% local int_list = w.d.pointer("int", true)
% local parameters = {{"int", "count"}, {int_list, "sum_offsets"},
%                     {int_list, "sum_sources"}, {int_list, "copy_offsets"},
%                     {int_list, "copies"}, {w.d.pointer(T, true), "buffers"},
%                     {w.d.pointer(T, false), "u"}}
${common.banner(w, "buffers to field")}
% common.open(w, parameters, "count")
    const int first = sum_offsets[t], last = sum_offsets[t + 1];
    ${T} sum = buffers[sum_sources[first]];
    for (int k = first + 1; k < last; k++) sum += buffers[sum_sources[k]];
    for (int c = copy_offsets[t]; c < copy_offsets[t + 1]; c++) {
      const unsigned l = (unsigned)copies[c];
      u[${common.local_index(w, "l")}] = sum;
    }
% common.close(w, parameters)
