/**
 * An upload's progress as a whole percent, never 100 before the server has answered (the last bytes still
 * need saving, and a photo still needs its thumbnail).
 */
export function sentPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((loaded / total) * 100));
}
