import { Link } from 'react-router';
import { LogoMark } from '../../components/ui/logo';
import { nl } from '../../i18n/nl';

export function BrandLink({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="flex shrink-0 items-center gap-2 rounded-lg text-base font-extrabold tracking-tight text-white sm:gap-2.5 sm:text-lg"
    >
      <LogoMark className="size-7 rounded-[9px] ring-1 ring-white/20 sm:size-8" />
      {nl.common.appName}
    </Link>
  );
}
