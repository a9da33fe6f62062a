import type { Subleague } from '@zetelpoule/shared';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { useCreateSubleague } from '../api/create-subleague';
import { SubleagueNameDialog } from './subleague-name-dialog';

const t = leagueTexts.create;

/** The create modal with one name field (required, at most 30 characters). */
export function CreateSubleagueDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (subleague: Subleague) => void;
}) {
  const create = useCreateSubleague();
  return (
    <SubleagueNameDialog
      open={open}
      onOpenChange={onOpenChange}
      texts={t}
      placeholder={t.namePlaceholder}
      save={(body) => create.mutateAsync(body)}
      onSaved={onCreated}
      onClosed={create.reset}
    />
  );
}
