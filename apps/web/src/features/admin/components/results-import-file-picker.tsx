import { FileUp } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { numberFormat, t } from './results-import-parts';

/** The drop zone, the file input and the list of chosen files of the import tab. */
export function ImportFilePicker({
  inputId,
  files,
  disabled,
  onChoose,
}: {
  inputId: string;
  files: readonly File[];
  disabled: boolean;
  onChoose: (files: File[]) => void;
}) {
  const [isDragging, setIsDragging] = useState(false);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setIsDragging(false);
    if (!disabled) onChoose([...event.dataTransfer.files]);
  }

  return (
    <>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          'mt-4 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center',
          isDragging ? 'border-navy-600 bg-navy-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <FileUp aria-hidden="true" className="size-8 text-slate-500" />
        <p className="text-sm text-slate-700">{t.dropZone}</p>
        <label
          htmlFor={inputId}
          className={cn(
            buttonClasses({ variant: 'secondary' }),
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-navy-600',
          )}
        >
          {t.choose}
          <input
            id={inputId}
            type="file"
            multiple
            accept=".zip,.xml,application/zip,text/xml,application/xml"
            className="sr-only"
            disabled={disabled}
            onChange={(event) => onChoose([...(event.target.files ?? [])])}
          />
        </label>
      </div>

      {files.length > 0 && (
        <div className="mt-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <p className="font-medium text-navy-950">{t.chosen(files.length)}</p>
            <Button variant="outline" size="sm" onClick={() => onChoose([])} disabled={disabled}>
              {t.clear}
            </Button>
          </div>
          <ul className="mt-1 space-y-0.5 text-slate-600">
            {files.map((file) => (
              <li key={`${file.name}/${file.size}`} className="break-all">
                {file.name}{' '}
                <span className="text-slate-500 tabular-nums">
                  ({numberFormat.format(Math.ceil(file.size / 1024))} kB)
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
