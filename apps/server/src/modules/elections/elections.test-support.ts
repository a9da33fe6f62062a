import { beforeAll } from 'vitest';
import type { ElectionDetails, ElectionSummary } from '@zetelpoule/shared';
import { createUser, injectAs, useTestApp, type TestUser } from '../../../test/helper';

/* The set-up of the admin election tests: one app per test file and calls as its admin. */

export const BASE = '/api/auth/admin/election-results';

export function useElectionsAdmin() {
  const t = useTestApp();
  let admin: TestUser | undefined;
  beforeAll(async () => {
    admin = await createUser(t, { isStaff: true });
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    injectAs(t, admin!, {
      method,
      url,
      ...(payload !== undefined && { payload: payload as object }),
    });
  const details = async (id: number) =>
    (await call('GET', `${BASE}/${id}/`)).json() as ElectionDetails;
  const list = async () => (await call('GET', `${BASE}/`)).json() as ElectionSummary[];

  return { t, call, details, list };
}
