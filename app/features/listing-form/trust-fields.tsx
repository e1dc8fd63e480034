import { useT } from '../../i18n/i18n-context.tsx';
import { ChoiceSelect, TextInput } from './form-controls.tsx';
import { REFERENCE_MAX } from './listing-fields.ts';
import { APPROVAL_AUTHORITY_CHOICES } from './listing-choices.ts';
import { SubGroup } from './form-layout.tsx';

/** RERA, and for land the approval authority, layout permit and survey numbers. */
export function TrustFields({ showPlot }: { showPlot: boolean }) {
  const t = useT();
  return (
    <SubGroup legend={t('listingForm.group.trust')} note={t('listingForm.hint.trust')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          name="reraNumber"
          autoComplete="off"
          maxLength={REFERENCE_MAX}
          placeholder={t('listingForm.placeholder.reraNumber')}
          hint={t('listingForm.hint.rera')}
        />
      </div>
      <div hidden={!showPlot} className="grid gap-5 sm:grid-cols-3">
        <ChoiceSelect name="approvalAuthority" choices={APPROVAL_AUTHORITY_CHOICES} />
        {(['layoutPermitNumber', 'surveyNumber'] as const).map((name) => (
          <TextInput key={name} name={name} autoComplete="off" maxLength={REFERENCE_MAX} />
        ))}
      </div>
    </SubGroup>
  );
}
