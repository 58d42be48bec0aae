% -- cells: the C target, one element at a time on a core (OpenMP shares
% -- the elements).  Per pass: every node's ur, us, ut (rows of D from a
% -- table, the loops left to the compiler) and its geometry give gr, gs
% -- and gt in local arrays; the transposed products give Au, stored.
% -- With an input or a blocked layout the element's u is first gathered
% -- into a local array (the input evaluated and stored on the way); with
% -- the dot, partials[e] is the element's u.Au (common.lua).
% local common = import("axhelm/common.lua")
% local w = common.setup(plan)
% local N, NN, NNN = w.N, w.NN, w.NNN
% local T, d, line = w.T, w.d, common.line
% local at = common.at
% local frame = {i = "i", j = "j", k = "k"}
% local name = plan.kernel_name
% local parameters = common.parameters(w)
% local gathered = w.input or w.B > 0
${common.banner(w)}
% common.preamble(w, {D = true, DT = true})

void ${name}(${table.concat(parameters, ", ")});
void ${name}_entry(void *const *args);

void ${name}(${table.concat(parameters, ", ")})
{
% common.scalar_locals(w, "  ")
#pragma omp parallel for schedule(static)
  for (int e = first; e < first + elements; e++) {
%   if w.B == 0 then
    const ptrdiff_t base = (ptrdiff_t)e*${NNN};
%   else
    const ptrdiff_t base = (ptrdiff_t)(e / ${w.B})*${NNN * w.B} + e % ${w.B};
%   end
%   if w.dot then
    ${T} dot = ${w.lit(0)};
%   end
% for _, pass in ipairs(w.passes) do
    {
%   for _, c in ipairs(pass) do
      ${T} lr${c}[${NNN}], ls${c}[${NNN}], lt${c}[${NNN}];
%     if w.helmholtz then
      ${T} hu${c}[${NNN}];
%     end
%     if gathered then
      ${T} ul${c}[${NNN}];
%     end
%     common.element_pointers(w, c, "      ")
%     if gathered then
      for (int own = 0; own < ${NNN}; own++) {
%       local read = common.element_read(c, common.node(w, "own", 0))
%       if w.update then
        ${common.update_store(w, c, common.node(w, "own", 0), common.update_value(w, read))}
%       end
        ul${c}[own] = ${common.u_value(w, read)};
%       if w.input then
        uc${c}[${common.node(w, "own", 0)}] = ul${c}[own];
%       end
      }
%     end
%   end
      for (int k = 0; k < ${N}; k++)
        for (int j = 0; j < ${N}; j++)
          for (int i = 0; i < ${N}; i++) {
            const int own = i + ${N}*j + ${NN}*k;
%   common.thread_geometry(w, frame, "            ")
%   local scale = common.node_geometry(w, frame, "own", 0, "            ")
%   for _, c in ipairs(pass) do
%     local uc = (gathered and "ul" or "uc") .. c
            const ${T} ur${c} = ${common.contract_table(w, function(m) return "c_DT[" .. at("i", m * N) .. "]" end, function(m) return uc .. "[" .. at(NN .. "*k + " .. N .. "*j", m) .. "]" end)};
            const ${T} us${c} = ${common.contract_table(w, function(m) return "c_DT[" .. at("j", m * N) .. "]" end, function(m) return uc .. "[" .. at(NN .. "*k + i", m * N) .. "]" end)};
            const ${T} ut${c} = ${common.contract_table(w, function(m) return "c_DT[" .. at("k", m * N) .. "]" end, function(m) return uc .. "[" .. at(N .. "*j + i", m * NN) .. "]" end)};
%     common.apply_geometry(w, c, scale, "ur" .. c, "us" .. c, "ut" .. c, "            ")
%     common.dot_node(w, c, "ur" .. c, "us" .. c, "ut" .. c, uc .. "[own]", "            ")
            lr${c}[own] = gr${c};
            ls${c}[own] = gs${c};
            lt${c}[own] = gt${c};
%     if w.helmholtz then
            hu${c}[own] = hm*${uc}[own];
%     end
%   end
          }
%   for _, c in ipairs(pass) do
%     common.field_pointer(w, "au", c, false, "auc" .. c, "      ")
      for (int k = 0; k < ${N}; k++)
        for (int j = 0; j < ${N}; j++)
          for (int i = 0; i < ${N}; i++) {
            const int own = i + ${N}*j + ${NN}*k;
%     local parts = {
%       common.contract_table(w, function(m) return "c_D[" .. at("i", m * N) .. "]" end,
%                             function(m) return "lr" .. c .. "[" .. at(NN .. "*k + " .. N .. "*j", m) .. "]" end),
%       common.contract_table(w, function(m) return "c_D[" .. at("j", m * N) .. "]" end,
%                             function(m) return "ls" .. c .. "[" .. at(NN .. "*k + i", m * N) .. "]" end),
%       common.contract_table(w, function(m) return "c_D[" .. at("k", m * N) .. "]" end,
%                             function(m) return "lt" .. c .. "[" .. at(N .. "*j + i", m * NN) .. "]" end)}
%     if w.helmholtz then parts[#parts + 1] = "hu" .. c .. "[own]" end
            auc${c}[${common.node(w, "own", 0)}] = ${table.concat(parts, " + ")};
          }
%   end
    }
% end
% if w.dot then
    partials[e - first] = dot;
% end
  }
}

/* Entry for the runtime: args[i] points at the i-th argument's value. */
void ${name}_entry(void *const *args)
{
% local values = {}
% for index, parameter in ipairs(parameters) do
%   local ctype = parameter:match("^(.-)%s*[%w_]+$"):gsub("%s*%*restrict$", " *")
%   values[index] = "*(" .. ctype .. " const *)args[" .. (index - 1) .. "]"
% end
  ${name}(${table.concat(values, ", ")});
}
