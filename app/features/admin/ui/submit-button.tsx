import type { ReactNode } from 'react';
import { dangerButton, primaryButton, secondaryButton } from './buttons.ts';

const LOOKS = { primary: primaryButton, secondary: secondaryButton, danger: dangerButton };

/** A back-office form's submit button, in one of the shared looks (buttons.ts). */
export function SubmitButton({
  look = 'primary',
  children,
}: {
  look?: keyof typeof LOOKS;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={LOOKS[look]}>
      {children}
    </button>
  );
}
