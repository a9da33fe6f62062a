import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse, renderAdmin } from '../testing';
import { RemindersPanel } from './reminders-panel';

// The admin sees per kind how many reminder mails went out.

describe('the reminders panel', () => {
  it('shows the count per kind and when each goes out', async () => {
    fakeServer({
      'GET /api/auth/admin/reminders/': () =>
        jsonResponse(200, {
          election_id: 2,
          election_name: 'Tweede Kamer 2026',
          kinds: [
            { kind: '7d', sent: 1234, due_at: '2026-11-24T11:00:00.000Z' },
            { kind: '24h', sent: 12, due_at: '2026-11-30T11:00:00.000Z' },
            { kind: '2h', sent: 0, due_at: '2026-12-01T09:00:00.000Z' },
            { kind: 'results', sent: 0, due_at: null },
          ],
          nudges_sent: 3,
        }),
    });
    renderAdmin(<RemindersPanel />);
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(within(row('Een week voor de deadline')).getByText('1.234')).toBeVisible();
    expect(within(row('Een dag voor de deadline')).getByText('12')).toBeVisible();
    expect(
      within(row('Twee uur voor de deadline')).getByText('dinsdag 1 december 2026 om 10:00'),
    ).toBeVisible();
    expect(
      within(row('De uitslag is bekend')).getByText('Zodra de uitslag definitief en berekend is'),
    ).toBeVisible();
    expect(screen.getByText('Verstuurd voor Tweede Kamer 2026, per soort mail.')).toBeVisible();
    expect(screen.getByText('Duwtjes van subpoule-makers: 3')).toBeVisible();
  });

  it('says when there is no active election', async () => {
    fakeServer({
      'GET /api/auth/admin/reminders/': () =>
        jsonResponse(200, { election_id: null, election_name: null, kinds: [], nudges_sent: 0 }),
    });
    renderAdmin(<RemindersPanel />);
    expect(
      await screen.findByText('Er is geen actieve verkiezing, dus er gaan geen herinneringen uit.'),
    ).toBeVisible();
  });
});
