import type { ElectionDetails } from '@zetelpoule/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { useUpdateElection } from '../api/update-election';
import { adminErrorMessage } from '../lib/admin-error';
import { FormFeedback, type Feedback } from './form-feedback';
import { staten as statenTexts } from '../../../i18n/nl-admin-staten';

const t = statenTexts.seatsTab;

/**
 * Above the seats tab of a PS election: what is entered there is the elected Eerste Kamer (late
 * May), which replaces the projection from the Staten; once it is in, the way back to the
 * projection (PATCH chamber_seats_official false), after a confirmation.
 */
export function ChamberSourceNotice({
  election,
  onBackToProjection,
}: {
  election: ElectionDetails;
  onBackToProjection: () => void;
}) {
  const official = election.chamber_result?.source === 'official';
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const update = useUpdateElection();

  function backToProjection() {
    update.mutate(
      { id: election.id, body: { chamber_seats_official: false } },
      {
        onSuccess: () => {
          setConfirming(false);
          setFeedback({ tone: 'success', text: t.backDone });
          onBackToProjection();
        },
        onError: (error) =>
          setFeedback({ tone: 'error', text: adminErrorMessage(error, t.backFailed) }),
      },
    );
  }

  return (
    <div className="mb-5 rounded-xl border border-navy-200 bg-navy-50 p-4 text-sm text-navy-900">
      <p>{official ? t.official : t.projection}</p>
      {official && !confirming && (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setConfirming(true)}>
          {t.back}
        </Button>
      )}
      {official && confirming && (
        <div className="mt-3">
          <p className="font-medium">{t.backConfirm}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" disabled={update.isPending} onClick={backToProjection}>
              {update.isPending ? adminTexts.form.saving : t.backYes}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              {adminTexts.form.cancel}
            </Button>
          </div>
        </div>
      )}
      <FormFeedback feedback={feedback} className="mt-3" />
    </div>
  );
}
