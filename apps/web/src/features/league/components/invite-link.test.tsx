import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteLink } from './invite-link';

// The invite link goes where the group is — WhatsApp, or the phone's share sheet.

const LINK = 'http://localhost/league/join/Qm9ycmVsY2x1YjIwMjlhYmNk';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('sharing an invite link', () => {
  it('offers WhatsApp with the text and the link filled in, in a new tab', () => {
    render(<InviteLink link={LINK} leagueName="Borrelclub" />);
    const whatsApp = screen.getByRole('link', { name: /Deel via WhatsApp/ });
    const url = new URL(whatsApp.getAttribute('href')!);
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe(
      `Doe je mee met Borrelclub op Zetelpoule? Voorspel de verkiezing en speel tegen ons: ${LINK}`,
    );
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    // No Web Share API in this browser: no share button.
    expect(screen.queryByRole('button', { name: 'Delen' })).not.toBeInTheDocument();
  });

  it("opens the phone's share sheet where the browser has one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<InviteLink link={LINK} leagueName="Borrelclub" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delen' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Doe mee met Borrelclub op Zetelpoule',
      text: expect.stringContaining(LINK),
    });
  });
});
