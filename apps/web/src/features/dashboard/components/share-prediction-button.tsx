import { SHARE_IMAGE_FILE_NAME } from '@zetelpoule/shared/contract/share-images';
import { Share2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { share as shareTexts } from '../../../i18n/nl-share';
import { isApiError } from '../../../lib/api-client';
import { getShareImage } from '../api/get-share-image';

const t = shareTexts;

type Status = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string };

/**
 * A phone that can share files (Web Share API level 2) opens its share sheet; anything else
 * downloads the file. A desktop browser that can share files too still downloads: there the
 * file is what the player wants to keep or attach.
 */
function sharesFiles(file: File): boolean {
  const isPhone = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  return (
    isPhone && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })
  );
}

function download(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start the download after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Deel je voorspelling": the server draws the player's own prediction (hemicycle,
 * top 3, name; points once scored) as a 1200×630 PNG (decision 033), which the phone shares or
 * the browser downloads as zetelpoule-voorspelling.png.
 */
export function SharePredictionButton() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // A phone may refuse a share sheet that opens long after the tap (the image took a while):
  // the file is kept, and the next tap shares it at once.
  const ready = useRef<File | null>(null);

  async function shareFile(file: File): Promise<void> {
    try {
      await navigator.share({ files: [file], title: t.shareTitle, text: t.shareText });
      ready.current = null;
      setStatus({ kind: 'done', message: t.shared });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'NotAllowedError') {
        ready.current = file;
        setStatus({ kind: 'done', message: t.tapAgain });
      } else if (error instanceof DOMException && error.name === 'AbortError') {
        // The player closed the share sheet: nothing to say.
        setStatus({ kind: 'idle' });
      } else {
        throw error;
      }
    }
  }

  async function onClick(): Promise<void> {
    if (ready.current) return shareFile(ready.current);
    setStatus({ kind: 'busy' });
    try {
      const blob = await getShareImage();
      const file = new File([blob], SHARE_IMAGE_FILE_NAME, { type: 'image/png' });
      if (sharesFiles(file)) return await shareFile(file);
      download(file);
      setStatus({ kind: 'done', message: t.downloaded });
    } catch (error) {
      setStatus({
        kind: 'error',
        message: isApiError(error) && error.status < 500 ? error.message : t.failed,
      });
    }
  }

  return (
    <div className="mt-3">
      <Button
        variant="outline"
        size="md"
        onClick={() => void onClick()}
        disabled={status.kind === 'busy'}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {status.kind === 'busy' ? t.busy : t.button}
      </Button>
      <p role="status" className="mt-2 text-sm text-slate-600 empty:hidden">
        {status.kind === 'done' ? status.message : ''}
      </p>
      {status.kind === 'error' && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {status.message}
        </p>
      )}
    </div>
  );
}
