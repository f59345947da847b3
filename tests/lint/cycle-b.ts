// The harmless half of the cycle fixture: it imports nothing, so the tree itself has no cycle.
export const b = 1;
