-- cuda/dialect.lua: how CUDA C spells what the GPU kernel templates need.
local dialect = {name = "cuda", int64 = "long long"}

function dialect.prologue(plan)
  return ""
end

-- `threads` is the block size; extern "C" keeps the entry name unmangled.
function dialect.kernel(name, threads, parameters)
  return string.format('extern "C" __global__ void __launch_bounds__(%d)\n%s(%s)',
                       threads, name, table.concat(parameters, ", "))
end

function dialect.pointer(ctype, constant)
  return (constant and "const " or "") .. ctype .. "* __restrict__"
end

dialect.local_x = "threadIdx.x"
dialect.local_y = "threadIdx.y"
dialect.group_x = "blockIdx.x"

function dialect.shared_array(ctype, name, count)
  -- Dynamic shared memory: the launcher passes the size (shared_bytes).
  return string.format("extern __shared__ %s %s[];", ctype, name)
end

dialect.barrier = "__syncthreads();"

function dialect.vector_type(ctype, width)
  return ctype .. width
end

function dialect.make_vector(ctype, width, components)
  return string.format("make_%s%d(%s)", ctype, width, table.concat(components, ", "))
end

-- Loads and stores through `pointer_expression` (already typed), with the
-- evict-first streaming hints when asked: B and C are touched once.
function dialect.load(pointer_expression, hints)
  if hints then return "__ldcs(" .. pointer_expression .. ")" end
  return "*(" .. pointer_expression .. ")"
end

function dialect.store(pointer_expression, value, hints)
  if hints then return "__stcs(" .. pointer_expression .. ", " .. value .. ");" end
  return "*(" .. pointer_expression .. ") = " .. value .. ";"
end

function dialect.cast_pointer(vector_type, constant, address)
  return string.format("(%s%s*)(%s)", constant and "const " or "", vector_type, address)
end

return dialect
