import { useParams } from 'react-router';
import { VerifyEmailPage } from '../../features/auth/components/verify-email-page';

export function Component() {
  const { token = '' } = useParams();
  return <VerifyEmailPage key={token} token={token} />;
}
