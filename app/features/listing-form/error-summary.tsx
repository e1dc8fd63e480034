import type { RefObject } from 'react';
import type { MessageKey, Translate } from '../../i18n/translate.ts';
import { fieldId } from './form-controls.tsx';
import { Heading } from './form-layout.tsx';
import {
  FIELD_LABELS,
  type ListingErrorField,
  type ListingFormMessageKey,
} from './listing-fields.ts';
import { focusField } from './use-listing-errors.ts';

/** The spec's required messages name their field ('Title is required'); others get its label. */
function namesItsField(key: MessageKey): boolean {
  return key.endsWith('Required');
}

/** 'Please correct the following': every open error as a link to its field. */
export function ErrorSummary({
  summary,
  level,
  t,
}: {
  summary: {
    ref: RefObject<HTMLDivElement | null>;
    entries: [ListingErrorField, ListingFormMessageKey][];
  };
  level: 2 | 3;
  t: Translate;
}) {
  return (
    <div ref={summary.ref} tabIndex={-1} role="alert" className="outline-none empty:hidden">
      {summary.entries.length > 0 ? (
        <div className="rounded-xl border border-red-300 bg-red-50 p-4 sm:p-5">
          <Heading level={level} className="font-bold text-red-900">
            {t('listingForm.errorsHeading')}
          </Heading>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-red-900">
            {summary.entries.map(([field, key]) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(field);
                  }}
                  className="inline-block underline underline-offset-2 first-letter:uppercase hover:text-red-700"
                >
                  {namesItsField(key) ? t(key) : `${t(FIELD_LABELS[field])}: ${t(key)}`}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
