import { useT } from '../../i18n/i18n-context.tsx';
import { Options, SelectField, TextInput } from './form-controls.tsx';
import { REFERENCE_MAX } from './listing-fields.ts';
import { APPROVAL_AUTHORITY_CHOICES } from './listing-choices.ts';
import { SubGroup, type GroupProps } from './form-layout.tsx';

/** RERA, and for land the approval authority, layout permit and survey numbers. */
export function TrustFields({ values, error, showPlot }: GroupProps & { showPlot: boolean }) {
  const t = useT();
  return (
    <SubGroup legend={t('listingForm.group.trust')} note={t('listingForm.hint.trust')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          name="reraNumber"
          label={t('listingForm.field.reraNumber')}
          autoComplete="off"
          maxLength={REFERENCE_MAX}
          defaultValue={values.reraNumber}
          placeholder={t('listingForm.placeholder.reraNumber')}
          hint={t('listingForm.hint.rera')}
          error={error('reraNumber')}
        />
      </div>
      <div hidden={!showPlot} className="grid gap-5 sm:grid-cols-3">
        <SelectField
          name="approvalAuthority"
          label={t('listingForm.field.approvalAuthority')}
          defaultValue={values.approvalAuthority}
          error={error('approvalAuthority')}
        >
          <Options
            placeholder={t('listingForm.placeholder.select')}
            choices={APPROVAL_AUTHORITY_CHOICES}
          />
        </SelectField>
        <TextInput
          name="layoutPermitNumber"
          label={t('listingForm.field.layoutPermitNumber')}
          autoComplete="off"
          maxLength={REFERENCE_MAX}
          defaultValue={values.layoutPermitNumber}
          error={error('layoutPermitNumber')}
        />
        <TextInput
          name="surveyNumber"
          label={t('listingForm.field.surveyNumber')}
          autoComplete="off"
          maxLength={REFERENCE_MAX}
          defaultValue={values.surveyNumber}
          error={error('surveyNumber')}
        />
      </div>
    </SubGroup>
  );
}
