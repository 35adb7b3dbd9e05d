/** Load-balancer weights (spec 001 §3 "shown as percentages") and the runtime's weighted pick. */

/** Load-balancer weights as percentages that sum to 100 for display (largest remainder). */
export function weightPercentages(weights: number[]): number[] {
  if (weights.length === 0) return [];
  const clean = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const total = clean.reduce((a, b) => a + b, 0);
  // No weight at all: the balancer spreads evenly, so show an even split.
  const shares = total === 0 ? clean.map(() => 1) : clean;
  const sum = total === 0 ? clean.length : total;
  const exact = shares.map((w) => (w * 100) / sum);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] as number) + 1;
    left -= 1;
  }
  return floors;
}

/**
 * The output a load balancer sends one visitor to: each output's chance is its weight over the
 * total (all zero: an even spread). `random` is in [0, 1) (injected so tests and the runtime agree).
 */
export function pickWeighted(weights: readonly number[], random: number): number {
  if (weights.length === 0) return -1;
  const clean = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const total = clean.reduce((a, b) => a + b, 0);
  const shares = total === 0 ? clean.map(() => 1) : clean;
  let left = Math.min(Math.max(random, 0), 0.999_999_999) * (total === 0 ? clean.length : total);
  for (let i = 0; i < shares.length; i++) {
    left -= shares[i] as number;
    if (left < 0) return i;
  }
  return shares.length - 1;
}
