import { useId } from 'react';
import { cn } from '../../lib/cn';
import { patternOf, type SeatPattern } from './party-patterns';

/** The overlay patterns, in SVG units of a seat of radius 10 (the chart's and the swatch's). */
function PatternShapes({ pattern }: { pattern: Exclude<SeatPattern, 'solid'> }) {
  switch (pattern) {
    case 'stripes':
      return <path d="M-1 1 L1 -1 M0 6 L6 0 M5 7 L7 5" stroke="white" strokeWidth={1.8} />;
    case 'dots':
      return <circle cx={3} cy={3} r={1.5} fill="white" />;
    case 'grid':
      return <path d="M0 0.5 H6 M0.5 0 V6" stroke="white" strokeWidth={1.4} />;
  }
}

const OVERLAY_PATTERNS = ['stripes', 'dots', 'grid'] as const;

/** Pattern defs for one SVG: ids are `${prefix}-stripes` and so on. */
export function SeatPatternDefs({ prefix }: { prefix: string }) {
  return (
    <defs>
      {OVERLAY_PATTERNS.map((pattern) => (
        <pattern
          key={pattern}
          id={`${prefix}-${pattern}`}
          width={6}
          height={6}
          patternUnits="userSpaceOnUse"
        >
          <PatternShapes pattern={pattern} />
        </pattern>
      ))}
    </defs>
  );
}

/** The fill of a seat's pattern overlay, or null for a plain colour. */
export function patternFill(prefix: string, pattern: SeatPattern): string | null {
  return pattern === 'solid' ? null : `url(#${prefix}-${pattern})`;
}

/**
 * A party's colour as a legend dot, with the same pattern the chart draws on its seats, so
 * look-alike colours can be matched to the right party.
 */
export function PartySwatch({
  colour,
  patterns,
  className,
}: {
  colour: string;
  patterns: ReadonlyMap<string, SeatPattern> | undefined;
  className?: string;
}) {
  const pattern = patternOf(patterns, colour);
  // useId's colons are valid in an id but not inside url(#…).
  const id = `swatch-${useId().replace(/:/g, '')}`;
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      data-pattern={pattern}
      className={cn('size-5 shrink-0 rounded-full ring-1 ring-black/15', className)}
    >
      {pattern !== 'solid' && <SeatPatternDefs prefix={id} />}
      <circle cx={10} cy={10} r={10} fill={colour} />
      {pattern !== 'solid' && <circle cx={10} cy={10} r={10} fill={patternFill(id, pattern)!} />}
    </svg>
  );
}
