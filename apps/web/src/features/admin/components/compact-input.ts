import { inputClasses } from '../../../components/ui/form-field';

/**
 * The app's input look for the narrow number fields of the results tabs: the shared classes
 * make an input full width, which would squeeze the party or municipality name beside it. Callers add
 * their own width and horizontal padding.
 */
export const compactInputClasses = inputClasses
  .split(' ')
  .filter((name) => !['block', 'w-full', 'min-h-11', 'px-3.5', 'py-2', 'text-base'].includes(name))
  .concat('block min-h-10 py-1 text-base')
  .join(' ');
