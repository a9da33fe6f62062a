import { useId, type ReactNode } from 'react';
import { crowd as crowdTexts } from '../../../i18n/nl-crowd';

/**
 * An accessible chart (docs/decisions/034-the-crowd.md): the SVG is one image named by its <title>
 * and described by its <desc>, and the same numbers are a real table behind "Toon als tabel".
 */
export function ChartFrame({
  title,
  description,
  viewBox,
  height,
  children,
  table,
  testId,
}: {
  title: string;
  description: string;
  viewBox: string;
  /** Height in CSS px at full width; the chart scales with its container. */
  height?: number;
  children: ReactNode;
  table: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <figure data-testid={testId}>
      <svg
        role="img"
        viewBox={viewBox}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="h-auto w-full"
        style={height ? { maxHeight: height } : undefined}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-navy-800 underline-offset-2 hover:underline">
          {crowdTexts.showTable}
        </summary>
        {/* Focusable, so a keyboard can scroll a table wider than the phone (WCAG 2.1.1). */}
        <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
          {table}
        </div>
      </details>
    </figure>
  );
}

/** The tables behind the charts share one look. */
export function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs font-semibold text-slate-600">
          {head.map((cell, i) => (
            <th key={i} scope="col" className={i === 0 ? 'py-2 pr-2' : 'px-1 py-2 text-right'}>
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map(([first, ...rest], r) => (
          <tr key={r}>
            <th scope="row" className="py-1.5 pr-2 font-medium text-navy-950">
              {first}
            </th>
            {rest.map((cell, i) => (
              <td key={i} className="px-1 py-1.5 text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A label that fits beside a chart: the full name is in the chart's description and table. */
export function shortName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}
