-- vector/common.lua: what the vector kernels share: the arguments, an
-- item's loads, statements, stores and sum terms, the tree sum of a
-- block, and the frame of a kernel on each backend.

local common = {}

function common.setup(plan)
  local w = {plan = plan}
  w.d = import(plan.backend .. "/dialect.lua")
  w.T = plan.dtype == "f64" and "double" or "float"
  w.i64 = w.d.int64
  w.c = plan.backend == "c"
  w.lit = function(x) return literal(x, plan.dtype) end
  return w
end

-- {type, name} of every argument, in the order of gimmik/vector.h.
function common.parameters(w)
  local plan, d, T = w.plan, w.d, w.T
  if plan.total > 0 then
    return {{"int", "count"}, {d.pointer(T, true), "partials"},
            {d.pointer(plan.scalar_memory and "double" or T, false), "results"}}
  end
  local list = {{w.i64, "n"}}
  local scalar = plan.scalar_memory and d.pointer("double", true) or T
  local suffix = plan.scalar_memory and "_at" or ""
  for _, name in ipairs(import("expression.lua").scalars(plan)) do
    list[#list + 1] = {scalar, name .. suffix}
  end
  for _, array in ipairs(plan.arrays) do
    list[#list + 1] = {d.pointer(T, not array.stored), array.name}
  end
  if #plan.sums > 0 then list[#list + 1] = {d.pointer(T, false), "partials"} end
  return list
end

-- An expression's text: arrays by their item's local value (v_<name>,
-- plus `suffix` when items are taken together), scalars by name (their
-- argument, or the local common.open reads it into).
function common.expression(w, e, suffix)
  suffix = suffix or ""
  return import("expression.lua").render(e, w.plan, function(name)
    return "v_" .. name .. suffix end, function(name) return name end, w.lit)
end

-- With scalar_memory, each scalar read once where the kernel starts, from
-- the double its argument <name>_at points at.
local function scalar_locals(w)
  local plan, expression = w.plan, import("expression.lua")
  if not plan.scalar_memory or plan.total > 0 then return end
  for _, name in ipairs(expression.scalars(plan)) do
    emit("  const " .. w.T .. " " .. name .. " = " ..
         expression.from_memory(name .. "_at", plan.dtype) .. ";\n")
  end
end

-- Item `t`'s loads at `indent`, into v_<array><suffix>.
function common.item_loads(w, t, indent, suffix)
  suffix = suffix or ""
  for _, array in ipairs(w.plan.arrays) do
    if array.loaded then
      local qualifier = array.stored and "" or "const "
      emit(indent .. qualifier .. w.T .. " v_" .. array.name .. suffix .. " = " ..
           array.name .. "[" .. t .. "];\n")
    end
  end
end

-- The rest of item `t`'s work, after its loads: statements, stores; then
-- each sum's term added to acc<s>.
function common.item_rest(w, t, indent, suffix)
  local plan, T = w.plan, w.T
  suffix = suffix or ""
  local declared = {}
  for _, array in ipairs(plan.arrays) do declared[array.name] = array.loaded end
  for _, statement in ipairs(plan.statements) do
    local name = plan.arrays[statement.target].name
    local declaration = declared[name] and "" or (T .. " ")
    declared[name] = true
    emit(indent .. declaration .. "v_" .. name .. suffix .. " = " ..
         common.expression(w, statement, suffix) .. ";\n")
  end
  for _, array in ipairs(plan.arrays) do
    if array.stored then
      emit(indent .. array.name .. "[" .. t .. "] = v_" .. array.name .. suffix .. ";\n")
    end
  end
  for s, sum in ipairs(plan.sums) do
    emit(indent .. "acc" .. (s - 1) .. " += " .. common.expression(w, sum, suffix) .. ";\n")
  end
end

-- Item `t`'s whole work at `indent`.
function common.item(w, t, indent)
  common.item_loads(w, t, indent)
  common.item_rest(w, t, indent)
end

-- The kernel's signature (C: the function), opening its body.
function common.open(w, parameters)
  local plan, d = w.plan, w.d
  local declared = {}
  for i, p in ipairs(parameters) do declared[i] = p[1] .. " " .. p[2] end
  local list = table.concat(declared, ", ")
  if w.c then
    emit("#include <stddef.h>\n\n")
    emit("void " .. plan.kernel_name .. "(" .. list .. ");\n")
    emit("void " .. plan.kernel_name .. "_entry(void *const *args);\n\n")
    emit("void " .. plan.kernel_name .. "(" .. list .. ")\n{\n")
    scalar_locals(w)
    return
  end
  emit(d.prologue(plan))
  emit(d.kernel(plan.kernel_name, plan.threads, declared, plan.threads, 1) .. "\n{\n")
  emit(d.grid_wait)
  scalar_locals(w)
end

-- Close the body; for C also the runtime's entry (runtime/backend_c.c).
function common.close(w, parameters)
  emit("}\n")
  if not w.c then return end
  local values = {}
  for i, p in ipairs(parameters) do
    values[i] = string.format("*(%s const *)args[%d]", p[1]:gsub(" %*restrict$", " *"), i - 1)
  end
  emit("\n/* Entry for the runtime: args[i] points at the i-th argument's value. */\n")
  emit("void " .. w.plan.kernel_name .. "_entry(void *const *args)\n{\n")
  emit("  " .. w.plan.kernel_name .. "(" .. table.concat(values, ", ") .. ");\n}\n")
end

-- The block's `count` sums acc<s>, thread l's, summed by a tree in
-- shared memory in a fixed order; thread 0 then calls finish(s, value).
function common.block_sums(w, count, finish)
  local plan, d, threads = w.plan, w.d, w.plan.threads
  emit("  " .. d.shared_array(w.T, "red", threads * count) .. "\n")
  emit("  const int l = (int)" .. d.local_x .. ";\n")
  for s = 0, count - 1 do
    emit("  red[" .. (s * threads) .. " + l] = acc" .. s .. ";\n")
  end
  import("tree.lua").sum(d, "red", "l", threads, count, "  ")
  emit("  if (l == 0) {\n")
  for s = 0, count - 1 do
    emit("    " .. finish(s, "red[" .. (s * threads) .. "]") .. "\n")
  end
  emit("  }\n")
end

function common.accumulators(w, count, indent)
  for s = 0, count - 1 do
    emit(indent .. w.T .. " acc" .. s .. " = " .. w.lit(0) .. ";\n")
  end
end

function common.banner(w, what)
  return "// gimmikc: vector " .. w.plan.variant .. " (" .. what .. "), " .. w.plan.dtype
end

return common
