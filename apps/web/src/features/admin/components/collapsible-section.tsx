import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/**
 * A card whose body opens on demand: the edit panels are used now and then, the results tabs
 * above them all the time. Closed, the body is not rendered (nor its data loaded).
 */
export function CollapsibleSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <h3>
          <Collapsible.Trigger className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left hover:bg-slate-50 sm:px-6">
            <span>
              <span className="block text-lg font-bold text-navy-950">{title}</span>
              <span className="mt-0.5 block text-sm font-normal text-slate-600">{description}</span>
            </span>
            <ChevronDown
              aria-hidden="true"
              className={`size-5 shrink-0 text-navy-700 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </Collapsible.Trigger>
        </h3>
        <Collapsible.Content className="border-t border-slate-200 px-5 py-5 sm:px-6">
          {children}
        </Collapsible.Content>
      </Collapsible.Root>
    </Card>
  );
}
