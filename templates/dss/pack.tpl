% -- pack: the send buffer of an exchange across ranks.  Item p is a
% -- buffer position: the partial sum of the local copies of interface
% -- node buffer_nodes[p], in the order of its list, the same bits as
% -- gimmik_part_pack.
% local common = import("dss/common.lua")
% local w = common.setup(plan)
% local T = w.T
% local int_list = w.d.pointer("int", true)
% local parameters = {{"int", "length"}, {int_list, "buffer_nodes"},
%                     {int_list, "copy_offsets"}, {int_list, "copies"},
%                     {w.d.pointer(T, true), "u"},
%                     {w.d.pointer(T, false), "send"}}
${common.banner(w, "field to send buffer")}
% common.open(w, parameters, "length")
    const int i = buffer_nodes[t];
    const int begin = copy_offsets[i], end = copy_offsets[i + 1];
    unsigned l = (unsigned)copies[begin];
    ${T} sum = u[${common.local_index(w, "l")}];
    for (int c = begin + 1; c < end; c++) {
      l = (unsigned)copies[c];
      sum += u[${common.local_index(w, "l")}];
    }
    send[t] = sum;
% common.close(w, parameters)
