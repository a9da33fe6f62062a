import type { ElectionDetails } from '@zetelpoule/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import {
  nextPendingRegion,
  reportedCounts,
  reportedRegionIds,
  statenRegions,
} from '../lib/staten-regions';
import { AdminDialog } from './admin-dialog';
import { StatenSeatsForm } from './staten-seats-form';
import { staten as statenTexts } from '../../../i18n/nl-admin-staten';

const t = statenTexts;

/**
 * Election night on a phone: open a province, type its seats, save, and go on to the next one
 * not in yet from the same dialog, with the projection's progress in view.
 */
export function StatenSeatsDialog({
  election,
  regionId,
  onRegionChange,
  onClose,
}: {
  election: ElectionDetails;
  regionId: number | null;
  onRegionChange: (regionId: number) => void;
  onClose: () => void;
}) {
  const [saved, setSaved] = useState<{ regionId: number; cleared: boolean } | null>(null);
  const regions = statenRegions(election);
  const region = regions.find((r) => r.id === regionId);
  const members = region?.staten_seat_count ?? null;

  function close() {
    setSaved(null);
    onClose();
  }

  if (!region || members === null) return null;
  const done = saved?.regionId === region.id ? saved : null;
  const next = done ? nextPendingRegion(regions, reportedRegionIds(election), region.id) : null;
  const counts = reportedCounts(election);

  return (
    <AdminDialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t.seatsTitle(region.name)}
      description={t.seatsDescription(region.name, members)}
    >
      {done ? (
        <div className="space-y-4">
          <Alert tone="success">
            <p>{done.cleared ? t.cleared(region.name) : t.saved(region.name)}</p>
            <p className="mt-1 font-semibold">
              {t.projection.reported(counts.provinces.reported, counts.provinces.total)}
            </p>
          </Alert>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" autoFocus={!next} onClick={close}>
              {adminTexts.form.close}
            </Button>
            {next && (
              <Button
                autoFocus
                onClick={() => {
                  setSaved(null);
                  onRegionChange(next.id);
                }}
              >
                {t.next(next.name)}
              </Button>
            )}
          </div>
        </div>
      ) : (
        <StatenSeatsForm
          key={region.id}
          election={election}
          region={region}
          members={members}
          onSaved={(cleared) => setSaved({ regionId: region.id, cleared })}
        />
      )}
    </AdminDialog>
  );
}
