import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change starts at the top of the page. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    // 'instant': the page-wide smooth scrolling is for in-page links, not for a new page.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
