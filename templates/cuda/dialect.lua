-- cuda/dialect.lua: how CUDA C spells what the GPU kernel templates need.
local dialect = {name = "cuda", int64 = "long long", uint64 = "unsigned long long"}

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

-- A kernel's first statements when it may be launched while the grid
-- before it in its stream drains (programmatic dependent launch, sm_90 on;
-- runtime/backend.h): nothing here touches memory before the grid before
-- it has finished, and only then may the next grid start its blocks, so
-- that at most one grid waits behind the one that runs.  Both are no-ops
-- on a plain launch.
dialect.grid_wait = table.concat({
  "#if __CUDA_ARCH__ >= 900",
  '  asm volatile("griddepcontrol.wait;" ::: "memory");',
  '  asm volatile("griddepcontrol.launch_dependents;");',
  "#endif", ""}, "\n")

dialect.local_x = "threadIdx.x"
dialect.local_y = "threadIdx.y"
dialect.group_x = "blockIdx.x"

function dialect.shared_array(ctype, name, count)
  -- Dynamic shared memory: the launcher passes the size (shared_bytes).
  -- On 16 bytes for the 16-byte copies of staged geometry.
  return string.format("extern __shared__ __align__(16) %s %s[];", ctype, name)
end

dialect.barrier = "__syncthreads();"
-- A barrier the warps of a block may reach from different places in the
-- code.  __syncthreads() and bar.sync are .aligned: they promise one
-- place for the whole block.  From sm_70 barrier.sync without .aligned
-- counts the arrivals, wherever each arrives; before it, bar.sync does so
-- for warps that do not diverge (each y-thread is whole warps).  Compiled
-- by a host compiler (the tests' CPU emulation) it is the emulation's,
-- which counts arrivals too.  split_barrier_helper defines the function
-- split_barrier calls.
dialect.split_barrier = "gimmik_split_sync();"
dialect.split_barrier_helper = [[
static __device__ __forceinline__ void gimmik_split_sync()
{
#if __CUDA_ARCH__ >= 700
  asm volatile("barrier.sync 0;" ::: "memory");
#elif defined(__CUDA_ARCH__)
  asm volatile("bar.sync 0;" ::: "memory");
#else
  __syncthreads();
#endif
}
]]

function dialect.vector_type(ctype, width)
  return ctype .. width
end

function dialect.make_vector(ctype, width, components)
  return string.format("make_%s%d(%s)", ctype, width, table.concat(components, ", "))
end

-- Loads and stores through `pointer_expression` (already typed).  `cache`
-- is the policy for data touched once: nil for plain accesses, "stream"
-- for evict-first ones (__ldcs, __stcs), "l2" for ones cached in L2 only,
-- not in L1 (__ldcg, __stcg).
local load_intrinsic = {stream = "__ldcs", l2 = "__ldcg"}
local store_intrinsic = {stream = "__stcs", l2 = "__stcg"}

function dialect.load(pointer_expression, cache)
  if cache then return load_intrinsic[cache] .. "(" .. pointer_expression .. ")" end
  return "*(" .. pointer_expression .. ")"
end

function dialect.store(pointer_expression, value, cache)
  if cache then
    return store_intrinsic[cache] .. "(" .. pointer_expression .. ", " .. value .. ");"
  end
  return "*(" .. pointer_expression .. ") = " .. value .. ";"
end

function dialect.cast_pointer(vector_type, constant, address)
  return string.format("(%s%s*)(%s)", constant and "const " or "", vector_type, address)
end

-- ---- added for the axhelm family ------------------------------------------

-- A table of literals in constant memory (read with generation-time or
-- thread-dependent indices); `values` are the literals as text.
function dialect.constant_array(ctype, name, values)
  return string.format("__constant__ %s %s[%d] = {%s};", ctype, name, #values,
                       table.concat(values, ", "))
end

-- A kernel that asks for `min_blocks` resident blocks of `threads` per
-- multiprocessor, which caps its registers at 64 Ki / (min_blocks*threads).
function dialect.kernel_bounded(name, threads, min_blocks, parameters)
  return string.format('extern "C" __global__ void __launch_bounds__(%d, %d)\n%s(%s)',
                       threads, min_blocks, name, table.concat(parameters, ", "))
end

-- The type of a pointer into shared memory (e.g. into shared_array's pool).
function dialect.shared_pointer(ctype)
  return ctype .. "*"
end

-- numerator/denominator where an error of an ulp or two is acceptable
-- (the quotient only scales terms of sums).  For double: the hardware's
-- reciprocal estimate refined by two Newton steps, each squaring its
-- relative error, to far below double's rounding; a special-function op
-- and four FMAs where IEEE division costs about a dozen operations and a
-- branch to its slow path.  The denominator must be finite and well above
-- the smallest normal (the estimate flushes subnormals to zero), as a
-- valid element's Jacobian determinant is.  Float keeps the division.
-- quotient_helper is the definition quotient's expression calls ("" when
-- none), for the kernel's preamble.
function dialect.quotient_helper(ctype)
  if ctype ~= "double" then return "" end
  return [[

// 1/x by the hardware estimate and two Newton steps (cuda/dialect.lua).
static __device__ __forceinline__ double gimmik_reciprocal(double x)
{
  double r;
  asm("rcp.approx.ftz.f64 %0, %1;" : "=d"(r) : "d"(x));
  r = fma(r, fma(-x, r, 1.0), r);
  return fma(r, fma(-x, r, 1.0), r);
}
]]
end

function dialect.quotient(ctype, numerator, denominator)
  if ctype ~= "double" then return numerator .. "/" .. denominator end
  return numerator .. "*gimmik_reciprocal(" .. denominator .. ")"
end

-- ---- added for the matmul family's rstream, pstream and mma ---------------

-- A load through the read-only (non-coherent) cache.
function dialect.load_readonly(pointer_expression)
  return "__ldg(" .. pointer_expression .. ")"
end

-- pstream decides where each value of B is read: a pinned load is one
-- that neither the compiler front end nor ptxas merges with another load
-- of the same address or moves across another pinned load.  Volatile
-- inline PTX keeps the front end off it; ld.relaxed.cta keeps ptxas's
-- order (a plain or .nc load it would hoist, at the cost of registers)
-- and is still served by L1, which is coherent for one block.  With n
-- at run time the address is formed inside the PTX from one base and
-- the row stride, so that no row's 64-bit address lives in a register
-- between reads.  pinned_helper(ctype, width, by_row) defines the
-- function for one value type; load_pinned and load_pinned_row call it.
local ptx_types = {double = {"f64", "d"}, float = {"f32", "f"}}

function dialect.pinned_helper(ctype, width, by_row)
  local ptx, constraint = ptx_types[ctype][1], ptx_types[ctype][2]
  local value_type = width == 1 and ctype or ctype .. width
  local shape = width == 1 and "" or ".v" .. width
  local outputs, places, fields = {}, {}, {"x", "y", "z", "w"}
  for lane = 1, width do
    places[lane] = "%" .. (lane - 1)
    outputs[lane] = string.format('"=%s"(v%s)', constraint,
                                  width == 1 and "" or "." .. fields[lane])
  end
  local target = width == 1 and places[1] or "{" .. table.concat(places, ", ") .. "}"
  local name = "gimmik_read_" .. ctype .. width .. (by_row and "_row" or "")
  local parameters, body, inputs
  if by_row then
    parameters = "const " .. value_type .. " *base, long long stride, long long row"
    body = string.format('"{ .reg .u64 a; mad.lo.s64 a, %%%d, %%%d, %%%d;\\n"\n' ..
                         '               " cvta.to.global.u64 a, a;\\n"\n' ..
                         '               " ld.relaxed.cta.global%s.%s %s, [a]; }"',
                         width + 2, width + 1, width, shape, ptx, target)
    inputs = '"l"(base), "l"(stride), "l"(row)'
  else
    parameters = "const " .. value_type .. " *p"
    body = string.format('"{ .reg .u64 a; cvta.to.global.u64 a, %%%d;\\n"\n' ..
                         '               " ld.relaxed.cta.global%s.%s %s, [a]; }"',
                         width, shape, ptx, target)
    inputs = '"l"(p)'
  end
  return string.format([[
static __device__ __forceinline__ %s %s(%s)
{
  %s v;
  asm volatile(%s
               : %s : %s);
  return v;
}
]], value_type, name, parameters, value_type, body,
      table.concat(outputs, ", "), inputs)
end

function dialect.load_pinned(ctype, width, pointer_expression)
  return "gimmik_read_" .. ctype .. width .. "(" .. pointer_expression .. ")"
end

-- Row `row` of a matrix whose row 0 is at `base` (typed), rows `stride`
-- bytes apart.
function dialect.load_pinned_row(ctype, width, base, stride, row)
  return "gimmik_read_" .. ctype .. width .. "_row(" .. base .. ", " ..
         stride .. ", " .. row .. ")"
end

-- ---- copies into shared memory: matmul's mma and resident ----------------

-- The definition of gimmik_copy<bytes>(to, from, bytes): copies `bytes`
-- (0..size) of `size` bytes from global to shared memory, zero-filling the
-- rest; asynchronous (cp.async: .cg for 16 bytes, L2 only, else .ca) from
-- sm_80, plain loads before.
function dialect.copy_helper(size)
  return string.format([[
// Copy `bytes` (0..%d) of %d from global to shared memory, zero-filling
// the rest; asynchronous from sm_80.
static __device__ __forceinline__ void gimmik_copy%d(void *to, const void *from,
                                                   int bytes)
{
#if __CUDA_ARCH__ >= 800
  const unsigned shared = (unsigned)__cvta_generic_to_shared(to);
  asm volatile("{ .reg .u64 g; cvta.to.global.u64 g, %%1;\n"
               " cp.async.%s.shared.global [%%0], [g], %d, %%2; }"
               :: "r"(shared), "l"(from), "r"(bytes) : "memory");
#else
  for (int i = 0; i < %d; i++)
    ((unsigned *)to)[i] = 4*i < bytes ? ((const unsigned *)from)[i] : 0u;
#endif
}
]], size, size, size, size == 16 and "cg" or "ca", size, size // 4)
end

-- gimmik_commit() closes a group of the thread's copies; gimmik_wait<p>()
-- waits until at most p of its groups are in flight (no newline at the
-- end).
function dialect.copy_group_helpers()
  return [[
static __device__ __forceinline__ void gimmik_commit()
{
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.commit_group;" ::: "memory");
#endif
}

template <int pending>
static __device__ __forceinline__ void gimmik_wait()
{
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.wait_group %0;" :: "n"(pending) : "memory");
#endif
}]]
end

-- What a kernel that copies values of `ctype` needs defined.
function dialect.copy_helpers(ctype)
  local size = ctype == "double" and 8 or 4
  return dialect.copy_helper(size) .. "\n" .. dialect.copy_group_helpers()
end

-- Copy one value of `ctype` at `pointer` (global) into the shared
-- `element`, in the current group.
function dialect.copy(ctype, element, pointer)
  local size = ctype == "double" and 8 or 4
  return string.format("gimmik_copy%d(&%s, %s, %d);", size, element, pointer,
                       size)
end

function dialect.copy_commit()
  return "gimmik_commit();"
end

function dialect.copy_wait(pending)
  return "gimmik_wait<" .. pending .. ">();"
end

-- ---- added for the dss family ---------------------------------------------

-- A load that asks L2 to fetch the 256 bytes around its address (sm_80
-- on) where the next warps read on along the same run; through the
-- read-only path for data the kernel does not write.  wide_load_helper
-- defines the function wide_load calls, for the kernel's preamble.  The
-- memory clobber keeps the compiler's order of the loads and stores,
-- since it cannot see what the asm reads.
local wide_types = {double = {"f64", "d"}, float = {"f32", "f"}, int = {"s32", "r"}}

local function wide_name(ctype, readonly)
  return "gimmik_wide_load_" .. ctype .. (readonly and "_nc" or "")
end

function dialect.wide_load_helper(ctype, readonly)
  local suffix, constraint = wide_types[ctype][1], wide_types[ctype][2]
  return string.format([[
static __device__ __forceinline__ %s %s(const %s *p)
{
  %s v;
#if __CUDA_ARCH__ >= 800
  asm volatile("ld.global%s.L2::256B.%s %%0, [%%1];" : "=%s"(v) : "l"(p) : "memory");
#else
  v = *p;
#endif
  return v;
}
]], ctype, wide_name(ctype, readonly), ctype, ctype,
     readonly and ".nc" or "", suffix, constraint)
end

function dialect.wide_load(ctype, pointer_expression, readonly)
  return wide_name(ctype, readonly) .. "(" .. pointer_expression .. ")"
end

-- Ask L2 for the line at `pointer_expression`, without a register or a
-- wait.
function dialect.prefetch_l2(pointer_expression)
  return 'asm volatile("prefetch.global.L2 [%0];" :: "l"(' .. pointer_expression .. "));"
end

return dialect
