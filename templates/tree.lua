-- tree.lua: the sums of a block's threads in shared memory, in an order
-- fixed by the block's size alone (so a kernel's sums are the same on
-- every run): the vector family's reductions and the axhelm family's dot.

local tree = {}

-- `count` sums over `threads` threads: thread l has put its value of sum
-- s at array[s*threads + l].  After the barrier this emits first, the
-- upper part is added onto the lower (from the largest power of two
-- under `threads`), then halved until array[s*threads] holds sum s; a
-- barrier between steps, none after the last (thread 0 reads the sums).
function tree.sum(d, array, l, threads, count, indent)
  emit(indent .. d.barrier .. "\n")
  if threads < 2 then return end
  local half = 1
  while half * 2 < threads do half = half * 2 end
  local guard = l .. " < " .. (threads - half)
  while half >= 1 do
    emit(indent .. "if (" .. guard .. ") {\n")
    for s = 0, count - 1 do
      emit(string.format("%s  %s[%d + %s] += %s[%d + %s];\n", indent, array,
                         s * threads, l, array, s * threads + half, l))
    end
    emit(indent .. "}\n")
    if half > 1 then emit(indent .. d.barrier .. "\n") end
    half = half // 2
    guard = l .. " < " .. half
  end
end

return tree
