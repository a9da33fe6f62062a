import { UsernameSetupPage } from '../../features/auth/components/username-setup-page';

export function Component() {
  return <UsernameSetupPage />;
}
