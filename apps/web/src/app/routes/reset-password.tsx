import { useParams } from 'react-router';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

export function Component() {
  const { token = '' } = useParams();
  // A new link is a new page: nothing of the previous token's form may linger.
  return <ResetPasswordPage key={token} token={token} />;
}
