/*
 * Largest remainder (Hamilton) with the Hare quota: round non-negative values to integers that
 * sum to exactly `total`. Everyone gets the floor of their share (values[i] / sum · total); the
 * seats left over go to the largest remainders, ties to the larger value, then the lower index.
 * All values 0: every entry counts as equal. Not the Kieswet (that is `apportionSeats`): this
 * rounds averages, e.g. the crowd's mean seats into a parliament. Integer values are compared
 * exactly; otherwise floating point may decide a near-tie.
 */

/** Throws RangeError for a negative, NaN or infinite value, or a total that is not a
 *  non-negative safe integer. */
export function largestRemainder(values: readonly number[], total: number): number[] {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError(`total must be a non-negative integer, got ${total}`);
  }
  for (const value of values) {
    if (!Number.isFinite(value) || value < 0) {
      throw new RangeError(`values must be finite and non-negative, got ${value}`);
    }
  }
  const n = values.length;
  if (n === 0) return [];

  let sum = values.reduce((acc, v) => acc + v, 0);
  // No proportions to follow: everyone counts the same.
  const weights = sum === 0 ? values.map(() => 1) : values;
  if (sum === 0) sum = n;

  const exact =
    weights.every((v) => Number.isSafeInteger(v)) &&
    Number.isSafeInteger(sum * total) &&
    weights.every((v) => Number.isSafeInteger(v * total));

  const seats = new Array<number>(n);
  /** Remainder as a comparable number: an integer numerator over `sum` when exact. */
  const remainders = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const w = weights[i]!;
    if (exact) {
      const product = w * total;
      const whole = Math.floor(product / sum);
      // Correct a possible off-by-one of the float division on large products.
      let floor = whole;
      while (floor * sum > product) floor--;
      while ((floor + 1) * sum <= product) floor++;
      seats[i] = floor;
      remainders[i] = product - floor * sum;
    } else {
      const quota = (w / sum) * total;
      const floor = Math.floor(quota);
      seats[i] = floor;
      remainders[i] = quota - floor;
    }
  }

  const assigned = seats.reduce((acc, s) => acc + s, 0);
  let left = total - assigned;
  if (left > 0) {
    // Largest remainder first; among equals the larger value, then the lower index.
    const order = Array.from({ length: n }, (_, i) => i).sort(
      (a, b) => remainders[b]! - remainders[a]! || weights[b]! - weights[a]! || a - b,
    );
    for (const i of order) {
      if (left === 0) break;
      seats[i] = seats[i]! + 1;
      left--;
    }
  }
  // Float path only: rounding could leave `left` negative in theory (floors summing above
  // total); take the surplus back from the smallest remainders with a seat.
  if (left < 0) {
    const order = Array.from({ length: n }, (_, i) => i).sort(
      (a, b) => remainders[a]! - remainders[b]! || weights[a]! - weights[b]! || b - a,
    );
    for (const i of order) {
      if (left === 0) break;
      if (seats[i]! > 0) {
        seats[i] = seats[i]! - 1;
        left++;
      }
    }
  }
  return seats;
}
