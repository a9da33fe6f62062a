import { ERROR_REDIRECT_MS } from '@zetelpoule/shared/constants';
import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { admin as adminTexts } from '../../../i18n/nl-admin';

const t = adminTexts;

/**
 * A signed-in player without admin rights who opens an admin page reads 'Access
 * Denied - …' and is then sent to /dashboard (after ERROR_REDIRECT_MS, so the
 * message can be read; the button goes at once).
 */
export function AccessDenied() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      void navigate('/dashboard', { replace: true });
    }, ERROR_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-20">
      <DocumentTitle title={t.accessDeniedTitle} />
      <Card className="p-8 text-center">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-red-100 text-red-700">
          <ShieldAlert aria-hidden="true" className="size-7" />
        </div>
        <p role="alert" className="text-lg font-semibold text-navy-950">
          {t.accessDenied}
        </p>
        <p className="mt-2 text-sm text-slate-600">{t.accessDeniedRedirect}</p>
        <ButtonLink to="/dashboard" replace variant="outline" className="mt-6">
          {t.toDashboardNow}
        </ButtonLink>
      </Card>
    </div>
  );
}
