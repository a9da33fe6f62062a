/** The `<style>` with the rules a page with a boot shell carries in its HTML (decision 043). */
export const CRITICAL_STYLESHEET_ID = 'critical-stylesheet';

/**
 * Those rules repeat part of the stylesheet, which is in by the time the app starts (module
 * scripts wait for it): left in place, every style recalculation of the app would match them
 * twice. They stay when the file failed to load.
 */
export function dropCriticalStylesheet(): void {
  const critical = document.getElementById(CRITICAL_STYLESHEET_ID);
  const stylesheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (critical && stylesheet?.sheet) critical.remove();
}
