import { useEffect, useState } from 'react';
import { type FieldErrors } from '../../lib/forms.ts';

// Spec §8: registration field errors clear after 3 s (with JavaScript; without, they stay).
const FIELD_ERROR_MS = 3000;

export function useFadingErrors(errors: FieldErrors | undefined): FieldErrors {
  const [shown, setShown] = useState<FieldErrors>(errors ?? {});
  useEffect(() => {
    setShown(errors ?? {});
    if (!errors) return;
    const timer = setTimeout(() => setShown({}), FIELD_ERROR_MS);
    return () => clearTimeout(timer);
  }, [errors]);
  return shown;
}
