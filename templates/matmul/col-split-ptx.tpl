% -- col-split written in PTX (CUDA, ptx = 1): the algorithm of
% -- col-split.tpl, handed to ptxas as written.  y-thread g owns a share of
% -- A's used columns; it loads a row of B into its register the first
% -- time one of its terms needs it, where the schedule below puts the
% -- load, not where a front end would hoist it.  The rows of C go rchunk
% -- at a time: each y-thread writes its partial dot products to shared
% -- memory, one barrier, and the y-threads sum the partials of a row each
% -- (ty, ty + ksplit, ...) in group order and store it.  The partial
% -- buffers alternate, so one barrier per chunk; with buffers = 1, one
% -- buffer and a second barrier after the sums.
% local common = import("matmul/common.lua")
% local w = common.setup(op, plan)
% local block_x, ksplit, rchunk = plan.params.block_x, plan.params.ksplit, plan.params.rchunk
% local cache = ({".cs", ".cg"})[plan.params.hints or 0] or ""
% local buffers = plan.params.buffers or 2
% local f64 = plan.dtype == "f64"
% local ft = f64 and "f64" or "f32"
% local size = f64 and 8 or 4
% local chunk_count = (op.m + rchunk - 1) // rchunk
% local owner = {}
% for g = 0, ksplit - 1 do
%   for _, j in ipairs(groups.members[g + 1]) do owner[j] = g end
% end
% -- A value of the dtype as a PTX immediate (its bits: exact).
% local function imm(x)
%   if f64 then return string.format("0d%016X", string.unpack("<i8", string.pack("<d", x))) end
%   return string.format("0f%08X", string.unpack("<I4", string.pack("<f", x)))
% end
% -- The operand of a term's coefficient: an immediate, or with consts =
% -- 1 (common.lua) %k loaded from the table here, which ptxas folds into
% -- the multiply-add as a constant-bank operand.
% local function coefficient(value)
%   local index = w.coefficient_index and w.coefficient_index[math.abs(value)]
%   if not index then return imm(value) end
    ld.const.${ft} %k, [${common.COEFFICIENTS}+${index * size}];
%   if value < 0 then
    neg.${ft} %k, %k;
%   end
%   return "%k"
% end
% local load_op = "ld.global" .. (cache ~= "" and cache or ".nc") .. "." .. ft
% local store_op = "st.global" .. cache .. "." .. ft
% -- %addr = this thread's value of row j of B.
% local function b_address(j)
%   if plan.baked then
    mov.u64 %off, ${j * plan.ldb * size};
%   else
    mul.lo.u64 %off, %b_row, ${j};
%   end
    add.s64 %addr, %bcol, %off;
% end
% -- Byte offset in shared memory of the partial of group g for row s of
% -- the chunk, in buffer `buffer`, past the thread's column.
% local function partial(buffer, g, s)
%   return ((buffer * ksplit + g) * rchunk + s) * block_x * size
% end
//
// gimmikc: matmul col-split in PTX for ${op.origin} (${op.m} x ${op.k}, ${op.nonzeros} nonzeros), ${plan.dtype}, beta ${plan.beta}, ${plan.baked and ("n = " .. plan.n) or "n at run time"}
//
.version 7.0
.target sm_70
.address_size 64

// The partial sums: ${buffers == 1 and "1 buffer" or "2 buffers"} x ${ksplit} y-threads x ${rchunk} rows x ${block_x}
// columns, the launch's dynamic shared memory.
.extern .shared .align 16 .b8 partial[];
% if w.coefficients and #w.coefficients > 0 then
%   local values = {}
%   for i, magnitude in ipairs(w.coefficients) do values[i] = imm(magnitude) end

// A's distinct magnitudes (consts = 1).
.const .align ${size} .${ft} ${common.COEFFICIENTS}[${#values}] = {${table.concat(values, ", ")}};
% end

% if plan.baked then
.visible .entry ${plan.kernel_name}(.param .u64 p_b, .param .u64 p_c)
% else
.visible .entry ${plan.kernel_name}(.param .u32 p_n, .param .u64 p_b, .param .u32 p_ldb, .param .u64 p_c, .param .u32 p_ldc)
% end
.reqntid ${block_x}, ${ksplit}, 1
{
    .reg .pred %live, %p;
    .reg .b32 %tx, %ty, %col, %n, %last, %lcol, %base, %pt, %ps, %s, %row;
    .reg .b64 %b, %c, %bcol, %ccol, %off, %addr, %wide, %b_row, %c_row;
% if groups.slots > 0 then
    .reg .${ft} %v<${groups.slots}>;
% end
    .reg .${ft} %acc, %sum, %t, %old, %k;

    mov.u32 %tx, %tid.x;
    mov.u32 %ty, %tid.y;
    mov.u32 %base, %ctaid.x;
    mad.lo.u32 %col, %base, ${block_x}, %tx;
% if plan.baked then
    mov.u32 %n, ${plan.n};
% else
    ld.param.u32 %n, [p_n];
    ld.param.u32 %base, [p_ldb];
    mul.wide.u32 %b_row, %base, ${size};
    ld.param.u32 %base, [p_ldc];
    mul.wide.u32 %c_row, %base, ${size};
% end
    // Every thread takes part in the barriers; one past n loads column
    // n - 1 and stores nothing.
    setp.lt.u32 %live, %col, %n;
    sub.u32 %last, %n, 1;
    min.u32 %lcol, %col, %last;
    ld.param.u64 %b, [p_b];
    cvta.to.global.u64 %b, %b;
    ld.param.u64 %c, [p_c];
    cvta.to.global.u64 %c, %c;
    mul.wide.u32 %wide, %lcol, ${size};
    add.s64 %bcol, %b, %wide;
    mul.wide.u32 %wide, %col, ${size};
    add.s64 %ccol, %c, %wide;
    mov.u32 %base, partial;
    mad.lo.u32 %pt, %tx, ${size}, %base;
% local loaded = {}
% for h = 0, chunk_count - 1 do
%   local first = h * rchunk
%   local length = math.min(rchunk, op.m - first)
%   local buffer = h % buffers

    // Rows ${first} .. ${first + length - 1}: each y-thread's partials.
%   for g = 0, ksplit - 1 do
    setp.ne.u32 %p, %ty, ${g};
    @%p bra $L_partials_${h}_${g};
%     for s = 0, length - 1 do
%       local mine = {}
%       for _, term in ipairs(op.rows[first + s + 1]) do
%         if owner[term.col] == g then mine[#mine + 1] = term end
%       end
%       for _, term in ipairs(mine) do
%         if not loaded[term.col] then
%           loaded[term.col] = true
%           b_address(term.col)
    ${load_op} %v${groups.slot[term.col]}, [%addr];
%         end
%       end
%       if #mine == 0 then
    mov.${ft} %acc, ${imm(0)};
%       end
%       for position, term in ipairs(mine) do
%         local operand = coefficient(term.value)
%         if position == 1 then
    mul.rn.${ft} %acc, %v${groups.slot[term.col]}, ${operand};
%         else
    fma.rn.${ft} %acc, %v${groups.slot[term.col]}, ${operand}, %acc;
%         end
%       end
    st.shared.${ft} [%pt+${partial(buffer, g, s)}], %acc;
%     end
$L_partials_${h}_${g}:
%   end
    bar.sync 0;
    // The y-threads' sums of rows ty, ty + ${ksplit}, ...
%   for t = 0, (length + ksplit - 1) // ksplit - 1 do
    add.u32 %s, %ty, ${t * ksplit};
%     if (t + 1) * ksplit > length then
    setp.ge.u32 %p, %s, ${length};
    @%p bra $L_sums_${h}_${t};
%     end
    mad.lo.u32 %ps, %s, ${block_x * size}, %pt;
    ld.shared.${ft} %sum, [%ps+${partial(buffer, 0, 0)}];
%     for g = 1, ksplit - 1 do
    ld.shared.${ft} %t, [%ps+${partial(buffer, g, 0)}];
    add.rn.${ft} %sum, %sum, %t;
%     end
    @!%live bra $L_sums_${h}_${t};
    add.u32 %row, %s, ${first};
    cvt.u64.u32 %wide, %row;
    mul.lo.u64 %off, %wide, ${plan.baked and tostring(plan.ldc * size) or "%c_row"};
    add.s64 %addr, %ccol, %off;
%     if plan.beta == 1 then
    ld.global.${ft} %old, [%addr];
    add.rn.${ft} %sum, %old, %sum;
%     elseif plan.beta ~= 0 then
    ld.global.${ft} %old, [%addr];
    fma.rn.${ft} %sum, %old, ${imm(plan.beta)}, %sum;
%     end
    ${store_op} [%addr], %sum;
$L_sums_${h}_${t}:
%   end
%   if buffers == 1 and h < chunk_count - 1 then
    bar.sync 0;
%   end
% end
    ret;
}
