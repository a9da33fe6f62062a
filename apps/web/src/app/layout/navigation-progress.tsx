import { useNavigation } from 'react-router';
import { nl } from '../../i18n/nl';

/** A thin bar at the top while the next route's script loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-oranje-100">
      <div className="h-full w-2/5 bg-oranje-500 motion-safe:animate-progress" />
      <span role="status" className="sr-only">
        {nl.common.loadingPage}
      </span>
    </div>
  );
}
