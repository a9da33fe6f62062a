/*
 * Decimal numbers as Dutch people type and read them (docs/decisions/021-decimal-input.md).
 * Typed: "78,3" and "78.3" are the same number; a dot or comma is always the decimal separator,
 * never a thousands separator, so "7,9" is 7.9 and never 79. Shown: nl-NL, "78,3".
 * No zod here: the web entry chunk imports this file.
 */

export type DecimalInputRules = {
  /** How many digits may follow the separator (turnouts: 1). */
  decimals?: number;
  /** Inclusive bounds, in the value's own unit (a percentage: 0 and 100). */
  min?: number;
  max?: number;
};

export type DecimalParseFailure = 'empty' | 'invalid' | 'too-precise' | 'below-min' | 'above-max';

export type DecimalParseResult =
  | {
      ok: true;
      /** The number, e.g. 78.3. */ value: number;
      /** The same as an integer count of the last decimal place, e.g. 783 for one decimal. */
      scaled: number;
    }
  | { ok: false; reason: DecimalParseFailure };

// An optional minus, digits, and at most one '.' or ',' followed by digits ("78", "78,3",
// "78.", ".5"). The minus is recognised only so that "-1" can say "below the minimum".
const DECIMAL_PATTERN = /^(-?)(\d*)(?:[.,](\d*))?$/;

/**
 * Reads what a person typed into a decimal field. Surrounding spaces are ignored; a thousands
 * separator, exponent, '+', '%' or a second separator is 'invalid'. The digits are combined as
 * integers, so a one-decimal boundary (55.5) is exact rather than a floating-point guess.
 */
export function parseDecimalInput(
  input: string,
  rules: DecimalInputRules = {},
): DecimalParseResult {
  const { decimals = 1, min, max } = rules;
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  const match = DECIMAL_PATTERN.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, reason: 'invalid' };
  if (fraction.length > decimals) return { ok: false, reason: 'too-precise' };

  const factor = 10 ** decimals;
  const magnitude = Number(whole || '0') * factor + Number(fraction.padEnd(decimals, '0') || '0');
  // `+ 0` turns "-0" into 0.
  const scaled = (match[1] === '-' ? -magnitude : magnitude) + 0;
  if (min !== undefined && scaled < Math.round(min * factor)) {
    return { ok: false, reason: 'below-min' };
  }
  if (max !== undefined && scaled > Math.round(max * factor)) {
    return { ok: false, reason: 'above-max' };
  }
  if (!Number.isSafeInteger(scaled)) return { ok: false, reason: 'invalid' };
  return { ok: true, value: scaled / factor, scaled };
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(decimals: number, signed: boolean): Intl.NumberFormat {
  const key = `${decimals}:${signed}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('nl-NL', {
      maximumFractionDigits: decimals,
      // No grouping: "1000,5", so whatever is shown can be typed back and read the same.
      useGrouping: false,
      // 'negative' never shows "-0"; 'exceptZero' adds the '+' of a difference.
      signDisplay: signed ? 'exceptZero' : 'negative',
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * A number as the Dutch read it: 78.3 → "78,3", 78 → "78", 55.55 → "55,6" (at most `decimals`
 * digits, half away from zero). `signed` adds a '+' to positive values, for differences.
 */
export function formatDecimal(
  value: number,
  { decimals = 1, signed = false }: { decimals?: number; signed?: boolean } = {},
): string {
  return formatter(decimals, signed).format(value);
}

/** A percentage as shown everywhere: 78.3 → "78,3%". */
export function formatPercent(
  value: number,
  options: { decimals?: number; signed?: boolean } = {},
): string {
  return `${formatDecimal(value, options)}%`;
}

/**
 * A count as the Dutch read it, thousands grouped with a dot: 1234567 → "1.234.567" (and -0,
 * which Intl writes "-0", as "0"). Written
 * out for whole numbers (points, ranks, players): a page's first Intl formatter loads ICU's
 * locale data, tens of milliseconds of a phone's main thread (see deadline-format.ts). Anything
 * else goes to Intl, created when first needed.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return fallbackCountFormat().format(value);
  const digits = String(Math.abs(value));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, '.');
  return value < 0 ? `-${grouped}` : grouped;
}

let countFormat: Intl.NumberFormat | undefined;
const fallbackCountFormat = () => (countFormat ??= new Intl.NumberFormat('nl-NL'));
