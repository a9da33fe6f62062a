import type { ElectionDetails, Party } from '@zetelpoule/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { useCreateParty } from '../api/create-party';
import { useDeleteParty } from '../api/delete-party';
import { useUpdateParty } from '../api/update-party';
import { adminErrorMessage, firstFieldErrors } from '../lib/admin-error';
import { AdminDialog, DANGER_BUTTON_CLASSES } from './admin-dialog';
import { RowActions } from './row-actions';
import { FormFeedback, type Feedback } from './form-feedback';
import { PartyForm, type PartyFieldErrors, type PartyValues } from './party-form';

const t = adminTexts.parties;

const partyFieldErrors = (error: unknown): PartyFieldErrors =>
  firstFieldErrors(error, ['name', 'hexcolor', 'list_number']);

/**
 * The parties of an election — list, edit name/colour/list number, add, delete.
 * The server refuses (409) to delete a party a prediction or result uses; its message shows.
 */
export function PartiesPanel({ election }: { election: ElectionDetails }) {
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Party | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [addKey, setAddKey] = useState(0);
  const create = useCreateParty();
  const update = useUpdateParty();
  const remove = useDeleteParty();

  /** A message a field shows (a taken list number, say) is not repeated above the list. */
  function failure(error: unknown, fallback: string) {
    if (Object.values(partyFieldErrors(error)).some(Boolean)) return;
    setFeedback({ tone: 'error', text: adminErrorMessage(error, fallback) });
  }

  function saveEdit(party: Party, values: PartyValues) {
    setFeedback(null);
    update.mutate(
      { electionId: election.id, partyId: party.id, body: values },
      {
        onSuccess: (saved) => {
          setEditingId(null);
          setFeedback({ tone: 'success', text: t.saved(saved.name) });
        },
        onError: (error) => failure(error, adminTexts.errors.saveParty),
      },
    );
  }

  function add(values: PartyValues) {
    setFeedback(null);
    create.mutate(
      { electionId: election.id, body: values },
      {
        onSuccess: (added) => {
          setAddKey((key) => key + 1);
          setFeedback({ tone: 'success', text: t.added(added.name) });
        },
        onError: (error) => failure(error, adminTexts.errors.saveParty),
      },
    );
  }

  function confirmDelete(party: Party) {
    remove.mutate(
      { electionId: election.id, partyId: party.id },
      {
        onSuccess: () => {
          setDeleting(null);
          setFeedback({ tone: 'success', text: t.deleted(party.name) });
        },
      },
    );
  }

  return (
    <div>
      <p className="text-sm text-slate-600">{t.intro}</p>
      <FormFeedback feedback={feedback} className="mt-4" />
      <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {election.parties.map((party) => (
          <li key={party.id} className="px-4 py-3">
            {editingId === party.id ? (
              <PartyForm
                party={party}
                submitLabel={adminTexts.form.save}
                isPending={update.isPending}
                serverErrors={update.isError ? partyFieldErrors(update.error) : {}}
                onSubmit={(values) => saveEdit(party, values)}
                onCancel={() => {
                  update.reset();
                  setEditingId(null);
                }}
              />
            ) : (
              <div className="flex items-center gap-3">
                <span className="w-7 shrink-0 text-right text-sm text-slate-500 tabular-nums">
                  {party.list_number}
                </span>
                <span
                  aria-hidden="true"
                  className="size-5 shrink-0 rounded-md ring-1 ring-black/10"
                  style={{ backgroundColor: party.hexcolor }}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-navy-950">{party.name}</span>
                  <span className="block font-mono text-xs text-slate-500">{party.hexcolor}</span>
                </span>
                <RowActions
                  editLabel={t.editParty(party.name)}
                  deleteLabel={t.deleteParty(party.name)}
                  editText={t.edit}
                  deleteText={t.delete}
                  onEdit={() => {
                    update.reset();
                    setEditingId(party.id);
                  }}
                  onDelete={() => {
                    remove.reset();
                    setDeleting(party);
                  }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>

      <div className="mt-6 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <h4 className="mb-3 text-sm font-bold text-navy-950">{t.addTitle}</h4>
        <PartyForm
          key={addKey}
          submitLabel={t.add}
          isPending={create.isPending}
          serverErrors={create.isError ? partyFieldErrors(create.error) : {}}
          onSubmit={add}
        />
      </div>

      <AdminDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? t.deleteTitle(deleting.name) : ''}
        description={t.deleteText}
      >
        {remove.isError && (
          <Alert tone="error">
            {adminErrorMessage(remove.error, adminTexts.errors.deleteParty)}
          </Alert>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setDeleting(null)}>
            {adminTexts.form.cancel}
          </Button>
          <button
            type="button"
            className={DANGER_BUTTON_CLASSES}
            disabled={remove.isPending || remove.isError}
            onClick={() => deleting && confirmDelete(deleting)}
          >
            {remove.isPending ? t.deleting : t.delete}
          </button>
        </div>
      </AdminDialog>
    </div>
  );
}
