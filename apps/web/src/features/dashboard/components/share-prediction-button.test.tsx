import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { getShareImage } from '../api/get-share-image';
import { SharePredictionButton } from './share-prediction-button';

vi.mock('../api/get-share-image', () => ({ getShareImage: vi.fn() }));

const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

/** A phone (coarse pointer) or a desktop, and whether the browser shares files. */
function device({ isPhone, canShareFiles }: { isPhone: boolean; canShareFiles: boolean }) {
  window.matchMedia = ((query: string) => ({
    matches: isPhone && query === '(pointer: coarse)',
  })) as typeof window.matchMedia;
  const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
  Object.assign(navigator, {
    canShare: canShareFiles ? (data: ShareData) => Array.isArray(data.files) : undefined,
    share: canShareFiles ? share : undefined,
  });
  return share;
}

let clicked: HTMLAnchorElement[];
beforeEach(() => {
  vi.mocked(getShareImage).mockReset().mockResolvedValue(PNG);
  clicked = [];
  URL.createObjectURL = vi.fn(() => 'blob:zetelpoule/1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(navigator, { canShare: undefined, share: undefined });
});

describe('Deel je voorspelling', () => {
  it('downloads zetelpoule-voorspelling.png where files cannot be shared', async () => {
    device({ isPhone: true, canShareFiles: false });
    render(<SharePredictionButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Deel je voorspelling' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Je afbeelding is gedownload.');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('zetelpoule-voorspelling.png');
    expect(clicked[0]!.href).toBe('blob:zetelpoule/1');
  });

  it('downloads on a desktop even when the browser could share files', async () => {
    const share = device({ isPhone: false, canShareFiles: true });
    render(<SharePredictionButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Deel je voorspelling' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Je afbeelding is gedownload.');
    expect(share).not.toHaveBeenCalled();
  });

  it('opens the share sheet with the PNG on a phone that shares files', async () => {
    const share = device({ isPhone: true, canShareFiles: true });
    render(<SharePredictionButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Deel je voorspelling' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Je afbeelding is gedeeld.');
    const file = share.mock.calls[0]![0].files![0]!;
    expect(file.name).toBe('zetelpoule-voorspelling.png');
    expect(file.type).toBe('image/png');
    expect(clicked).toHaveLength(0);
  });

  it('keeps the image and shares it on the next tap when the phone wanted a fresh tap', async () => {
    const share = device({ isPhone: true, canShareFiles: true });
    share.mockRejectedValueOnce(new DOMException('no activation', 'NotAllowedError'));
    render(<SharePredictionButton />);
    const button = screen.getByRole('button', { name: 'Deel je voorspelling' });
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Tik nog een keer');
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Je afbeelding is gedeeld.');
    expect(getShareImage).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenCalledTimes(2);
  });

  it('says in Dutch why there is no image', async () => {
    device({ isPhone: false, canShareFiles: false });
    vi.mocked(getShareImage).mockRejectedValue(
      new ApiError({ status: 404, message: 'Er is op dit moment geen actieve verkiezing.' }),
    );
    render(<SharePredictionButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Deel je voorspelling' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is op dit moment geen actieve verkiezing.',
    );
    vi.mocked(getShareImage).mockRejectedValue(
      new ApiError({ status: 500, message: 'Interne fout.' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deel je voorspelling' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je afbeelding kon niet worden gemaakt. Probeer het opnieuw.',
    );
  });
});
