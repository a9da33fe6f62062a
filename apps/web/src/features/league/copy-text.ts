/**
 * Puts text on the clipboard. navigator.clipboard needs a secure context and, in some browsers,
 * permission; where it is missing or refuses, the old way (select a hidden textarea and run the
 * copy command) still works in most browsers. Resolves false when neither managed.
 */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Fall through to the old way.
    }
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  // Off-screen, not display:none: a hidden element cannot be selected.
  textarea.style.position = 'fixed';
  textarea.style.top = '-1000px';
  textarea.style.opacity = '0';
  const previousFocus = document.activeElement;
  document.body.append(textarea);
  textarea.select();
  let isCopied: boolean;
  try {
    // Deprecated, but the only fallback there is; browsers still support it.
    isCopied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    isCopied = false;
  }
  textarea.remove();
  if (previousFocus instanceof HTMLElement) previousFocus.focus();
  return isCopied;
}
