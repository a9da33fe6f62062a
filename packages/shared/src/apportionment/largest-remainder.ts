/*
 * Largest remainder (Hamilton) with the Hare quota: round a list of non-negative values to
 * integers that sum to exactly `total`, each as close to its exact share as rounding allows.
 *
 * - The exact share (quota) of value i is values[i] / sum(values) · total.
 * - Everyone first gets the floor of their quota.
 * - The seats still left over (fewer than the number of values) go one each to the largest
 *   fractional remainders; equal remainders go to the larger value first, then to the lower
 *   index. (Two values a hair apart can round to the same remainder in floating point: by
 *   index alone the smaller one could win the seat and end with more than the larger.)
 *
 * Every result therefore differs from its quota by less than 1, and the results always sum to
 * `total` — except for an empty list, which has nobody to give anything to and returns [].
 * If every value is 0 there are no proportions: every entry is treated as equal (quota
 * total / n), so the total is still handed out, lower indexes first for the remainder.
 *
 * Not the Kieswet: seats for the Tweede Kamer are handed out by `apportionSeats` (D'Hondt with
 * a quota threshold). This function rounds averages, e.g. a crowd's mean seats per party into
 * a parliament that sums to the seat count.
 *
 * Arithmetic: when all values are integers (e.g. summed seats rather than their means, which are
 * proportional and give the same result) and value · total stays a safe integer, quotas and
 * remainders are compared exactly as integers. Otherwise floating point is used; a remainder
 * that differs in its last bit may then decide a near-tie.
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
