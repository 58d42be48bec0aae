-- opencl/dialect.lua: how OpenCL C spells what the GPU kernel templates need.
local dialect = {name = "opencl", int64 = "long", uint64 = "ulong"}

-- Kernels here run in their queue's order (cuda/dialect.lua).
dialect.grid_wait = ""

function dialect.prologue(plan)
  local lines = {"#pragma OPENCL FP_CONTRACT ON"}
  if plan.dtype == "f64" or plan.scalar_memory then
    table.insert(lines, 1, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable")
  end
  return table.concat(lines, "\n") .. "\n"
end

function dialect.kernel(name, threads, parameters, block_x, block_y)
  return string.format("__kernel __attribute__((reqd_work_group_size(%d, %d, 1)))\nvoid %s(%s)",
                       block_x or threads, block_y or 1, name,
                       table.concat(parameters, ", "))
end

function dialect.pointer(ctype, constant)
  return "__global " .. (constant and "const " or "") .. ctype .. "* restrict"
end

dialect.local_x = "get_local_id(0)"
dialect.local_y = "get_local_id(1)"
dialect.group_x = "get_group_id(0)"

function dialect.shared_array(ctype, name, count)
  return string.format("__local %s %s[%d];", ctype, name, count)
end

dialect.barrier = "barrier(CLK_LOCAL_MEM_FENCE);"

function dialect.vector_type(ctype, width)
  return ctype .. width
end

function dialect.make_vector(ctype, width, components)
  return string.format("(%s%d)(%s)", ctype, width, table.concat(components, ", "))
end

-- OpenCL C has no streaming cache hints; the planner never asks for them.
function dialect.load(pointer_expression)
  return "*(" .. pointer_expression .. ")"
end

function dialect.store(pointer_expression, value)
  return "*(" .. pointer_expression .. ") = " .. value .. ";"
end

function dialect.cast_pointer(vector_type, constant, address)
  return string.format("(__global %s%s*)(%s)", constant and "const " or "",
                       vector_type, address)
end

-- ---- added for the axhelm family ------------------------------------------

-- A table of literals in the constant address space (read with
-- generation-time or work-item-dependent indices).
function dialect.constant_array(ctype, name, values)
  return string.format("__constant %s %s[%d] = {%s};", ctype, name, #values,
                       table.concat(values, ", "))
end

-- OpenCL C has no register cap: the same kernel as dialect.kernel.
function dialect.kernel_bounded(name, threads, min_blocks, parameters)
  return dialect.kernel(name, threads, parameters, threads, 1)
end

-- The type of a pointer into local memory (e.g. into shared_array's pool).
function dialect.shared_pointer(ctype)
  return "__local " .. ctype .. "*"
end

-- numerator/denominator where an ulp or two is acceptable: OpenCL C
-- has no fast double reciprocal, so the division.
function dialect.quotient_helper(ctype)
  return ""
end

function dialect.quotient(ctype, numerator, denominator)
  return numerator .. "/" .. denominator
end

-- ---- added for the matmul family's rstream and pstream --------------------

-- OpenCL C names no read-only cache: a plain load from the const restrict
-- pointer, which lets the compiler choose it.
function dialect.load_readonly(pointer_expression)
  return "*(" .. pointer_expression .. ")"
end

-- A load the compiler may not merge with another of the same address: a
-- volatile access (pstream decides what is read again).
function dialect.load_pinned(ctype, width, pointer_expression)
  local value_type = width == 1 and ctype or ctype .. width
  return "*((__global const volatile " .. value_type .. " *)(" ..
         pointer_expression .. "))"
end

-- ---- copies into local memory: matmul's resident --------------------------

-- OpenCL C copies synchronously: no helpers, groups or waits (nil), the
-- barrier that follows makes the values visible.
function dialect.copy_helpers(ctype)
  return ""
end

function dialect.copy(ctype, element, pointer)
  return element .. " = *(" .. pointer .. ");"
end

function dialect.copy_commit()
  return nil
end

function dialect.copy_wait(pending)
  return nil
end

return dialect
