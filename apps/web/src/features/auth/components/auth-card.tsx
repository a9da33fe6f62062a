import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/document-title';

/** The frame of every account page: a centred card with the page's one heading. */
export function AuthCard({
  title,
  intro,
  icon,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <DocumentTitle title={title} />
      <Card className="p-6 sm:p-8">
        {icon && <div className="mb-4 flex justify-center">{icon}</div>}
        <h1 className="text-center text-2xl font-bold tracking-tight text-navy-950">{title}</h1>
        {intro && <div className="mt-2 text-center text-slate-600">{intro}</div>}
        {children && <div className="mt-6">{children}</div>}
      </Card>
      {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
    </div>
  );
}

export const linkClasses =
  'font-semibold text-navy-700 underline-offset-2 hover:underline focus-visible:underline';
