import { nl } from '../i18n/nl';

/** React 19 hoists <title> into <head>; every page names itself for tabs and screen readers. */
export function DocumentTitle({ title, raw = false }: { title: string; raw?: boolean }) {
  return <title>{raw ? title : nl.common.pageTitle(title)}</title>;
}
