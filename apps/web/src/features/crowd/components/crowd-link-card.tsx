import { Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { crowd as crowdTexts } from '../../../i18n/nl-crowd';
import { CROWD_PAGE_PATH } from '../lib/paths';
import { CoalitionCheckWhenNear } from './coalition-check-when-near';

const t = crowdTexts.link;

/** Where a player looks for it (dashboard, league): the way to the crowd page. */
export function CrowdLinkCard() {
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center" data-testid="crowd-link">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-navy-100 text-navy-800">
        <Users aria-hidden="true" className="size-5" />
      </span>
      <div className="flex-1">
        <h2 className="text-lg font-bold text-navy-950">{t.title}</h2>
        <p className="mt-1 text-sm text-slate-600">{t.text}</p>
      </div>
      <ButtonLink to={CROWD_PAGE_PATH} variant="secondary" size="md">
        {t.action}
      </ButtonLink>
    </Card>
  );
}

/**
 * The crowd's corner on another page (one line in its route module, app/routes/): the link to
 * the crowd page and, where it helps, the coalition check, loaded when the player scrolls near
 * it. Laid out like the page above it.
 */
export function CrowdCorner({ withCoalition = false }: { withCoalition?: boolean }) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 pb-10 sm:px-6 lg:px-8">
      <CrowdLinkCard />
      {withCoalition && <CoalitionCheckWhenNear />}
    </div>
  );
}
