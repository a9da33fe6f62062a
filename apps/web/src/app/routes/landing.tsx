import { AccountDeletedNotice } from '../../components/account-deleted-notice';
import { LandingPage } from '../../features/landing/components/landing-page';

export function Component() {
  return (
    <>
      <AccountDeletedNotice />
      <LandingPage />
    </>
  );
}
