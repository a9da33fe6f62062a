import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// Route modules load lazily: the first visit transforms a module on the fly, which can take
// more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The ALTCHA captcha widget needs a real browser (Web Crypto in a worker, a challenge from
// the server); under jsdom <altcha-widget> stays an inert element that tests drive by events.
vi.mock('altcha/external', () => ({}));

// jsdom implements neither; components call both.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

/**
 * As in the Epic Stack: a test that logs console.error fails. A test that expects an error
 * (an error boundary, say) silences it with `consoleError.mockImplementation(() => {})`.
 */
export let consoleError: MockInstance<typeof console.error>;
let failOnConsoleError: (...args: unknown[]) => void;

beforeEach(() => {
  const originalConsoleError = console.error;
  failOnConsoleError = (...args: unknown[]) => {
    originalConsoleError(...args);
    throw new Error(
      'console.error was called. If that is expected, call consoleError.mockImplementation(() => {}).',
    );
  };
  consoleError = vi.spyOn(console, 'error').mockImplementation(failOnConsoleError);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // React swallows errors thrown while it logs, so the throw above is not enough on its own.
  const wasCalledUnexpectedly =
    consoleError.getMockImplementation() === failOnConsoleError &&
    consoleError.mock.calls.length > 0;
  consoleError.mockRestore();
  if (wasCalledUnexpectedly) throw new Error('console.error was called during this test.');
});
