import type { Subleague } from '@zetelpoule/shared';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { useRenameSubleague } from '../api/rename-subleague';
import { SubleagueNameDialog } from './subleague-name-dialog';

const t = leagueTexts.rename;

/** The creator renames a sub-league; the same name rules as creating one. */
export function RenameSubleagueDialog({
  subleague,
  open,
  onOpenChange,
  onRenamed,
}: {
  subleague: Pick<Subleague, 'id' | 'name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRenamed: (subleague: Subleague) => void;
}) {
  const rename = useRenameSubleague();
  return (
    <SubleagueNameDialog
      open={open}
      onOpenChange={onOpenChange}
      texts={t}
      initialName={subleague.name}
      save={(body) => rename.mutateAsync({ id: subleague.id, ...body })}
      onSaved={onRenamed}
      onClosed={rename.reset}
    />
  );
}
