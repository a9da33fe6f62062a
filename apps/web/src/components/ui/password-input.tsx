import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { nl } from '../../i18n/nl';
import { cn } from '../../lib/cn';
import { inputClasses } from './form-field';

/** A password input with a show/hide toggle. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [isVisible, setIsVisible] = useState(false);
  const label = isVisible ? nl.forms.hidePassword : nl.forms.showPassword;
  return (
    <div className="relative">
      <input
        type={isVisible ? 'text' : 'password'}
        className={cn(inputClasses, 'pr-12', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={label}
        aria-pressed={isVisible}
        title={label}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-slate-500 hover:text-navy-800"
      >
        {isVisible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
