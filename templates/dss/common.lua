-- dss/common.lua: what the DSS kernels share: the layout's index of a
-- node, and the frame of a kernel whose items are independent (one a
-- thread on a GPU, a loop shared by OpenMP threads in C).

local common = {}

function common.setup(plan)
  local N = plan.points
  local w = {plan = plan, N = N, NN = N * N, NNN = N * N * N}
  w.d = import(plan.backend .. "/dialect.lua")
  w.T = plan.dtype == "f64" and "double" or "float"
  w.i64 = w.d.int64
  -- Index arithmetic in 32 bits while a field's indices fit; unsigned
  -- (w.ux) where only nonnegative values occur, so that a division by a
  -- constant is a multiply and a shift.
  w.ix = plan.index64 and w.i64 or "int"
  w.ux = plan.index64 and w.d.uint64 or "unsigned"
  w.B = plan.layout_block
  w.hints = plan.params.hints or 0
  return w
end

-- How a kernel reads and writes the field u (parameter `hints`, CUDA):
-- 0 plain; 1 evict-first, since each copy is touched once; 2 loads that
-- ask L2 for the 256 bytes around them, for runs the next warps continue;
-- 3 (the cascade) as 2, and each lane asks L2 for the copies of its
-- position PREFETCH_AHEAD positions on.
common.PREFETCH_AHEAD = 262144

function common.load(w, index)
  if w.hints == 1 then return w.d.load("u + " .. index, "stream") end
  if w.hints >= 2 then return w.d.wide_load(w.T, "u + " .. index) end
  return "u[" .. index .. "]"
end

function common.prefetch(w, index)
  return w.d.prefetch_l2("u + " .. index)
end

function common.store(w, index, value)
  if w.hints == 1 then return w.d.store("u + " .. index, value, "stream") end
  return "u[" .. index .. "] = " .. value .. ";"
end

-- A read of the kernel's list `name` (constant ints), as common.load; a
-- kernel that reads lists sets w.lists before common.open.
function common.load_list(w, name, index)
  if w.hints >= 2 then return w.d.wide_load("int", name .. " + " .. index, true) end
  return name .. "[" .. index .. "]"
end

-- Index in u of node `node` of element `e` (expressions of type w.ix):
-- element-major, or blocks of B elements with the element index fastest.
function common.index(w, e, node)
  if w.B == 0 then
    return string.format("%s*%d + %s", e, w.NNN, node)
  end
  return string.format("(%s/%d*%d + %s)*%d + %s%%%d", e, w.B, w.NNN, node,
                       w.B, e, w.B)
end

-- Index in u of the node at element-major local index `l` (an unsigned
-- 32-bit variable: a part's indices fit in int, and its field, padded to
-- whole blocks, in unsigned).
function common.local_index(w, l)
  if w.B == 0 then return l end
  return common.index(w, l .. "/" .. w.NNN, l .. "%" .. w.NNN)
end

function common.banner(w, what)
  local plan = w.plan
  return string.format("// gimmikc: dss %s (%s), N = %d, %s, %s", plan.variant,
                       what, plan.points, plan.dtype,
                       w.B == 0 and "element-major" or
                         ("blocks of " .. w.B .. " elements"))
end

-- The kernel's header and the frame of item `t` (0 <= t < items, an
-- expression of the parameters).  `parameters` lists {type, name}.
function common.open(w, parameters, items)
  local plan, d = w.plan, w.d
  local declared = {}
  for i, p in ipairs(parameters) do declared[i] = p[1] .. " " .. p[2] end
  if plan.backend == "c" then
    emit("#include <stddef.h>\n\n")
    emit("void " .. plan.kernel_name .. "(" .. table.concat(declared, ", ") .. ");\n")
    emit("void " .. plan.kernel_name .. "_entry(void *const *args);\n\n")
    emit("void " .. plan.kernel_name .. "(" .. table.concat(declared, ", ") .. ")\n{\n")
    emit("#pragma omp parallel for schedule(static)\n")
    emit("  for (" .. w.ix .. " t = 0; t < " .. items .. "; t++) {\n")
    return
  end
  emit(d.prologue(plan))
  if w.hints >= 2 then
    emit(d.wide_load_helper(w.T, false) .. "\n")
    if w.lists then emit(d.wide_load_helper("int", true) .. "\n") end
  end
  emit(d.kernel(plan.kernel_name, plan.threads, declared, plan.threads, 1) .. "\n{\n")
  emit(d.grid_wait)
  emit(string.format("  const %s t = (%s)%s*%d + %s;\n", w.ix, w.ix, d.group_x,
                     plan.threads, d.local_x))
  emit("  if (t < " .. items .. ") {\n")
end

-- Close the frame; for C also the runtime's entry, which reads each
-- argument through args[i] (runtime/backend_c.c).
function common.close(w, parameters)
  emit("  }\n}\n")
  if w.plan.backend ~= "c" then return end
  local name = w.plan.kernel_name
  local values = {}
  for i, p in ipairs(parameters) do
    values[i] = string.format("*(%s const *)args[%d]", p[1]:gsub(" %*restrict$", " *"), i - 1)
  end
  emit("\n/* Entry for the runtime: args[i] points at the i-th argument's value. */\n")
  emit("void " .. name .. "_entry(void *const *args)\n{\n")
  emit("  " .. name .. "(" .. table.concat(values, ", ") .. ");\n}\n")
end

return common
