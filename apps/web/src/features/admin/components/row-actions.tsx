import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/**
 * Edit and delete buttons at the end of an admin list row. On a phone only the icons show;
 * the labels name the row for screen readers and as a tooltip.
 */
export function RowActions({
  editLabel,
  deleteLabel,
  editText,
  deleteText,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  editText: string;
  deleteText: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={editLabel} title={editLabel} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{editText}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={deleteLabel}
        title={deleteLabel}
        className="text-red-700 hover:bg-red-50"
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{deleteText}</span>
      </Button>
    </>
  );
}
