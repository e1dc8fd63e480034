import { fieldHintId } from '../../components/ui/field.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { ChoiceSelect, fieldId, RadioGroup, TextArea, TextInput } from './form-controls.tsx';
import { TITLE_MAX, DESCRIPTION_MAX } from './listing-fields.ts';
import {
  CATEGORY_CHOICES,
  LISTING_TYPE_CHOICES,
  FACING_CHOICES,
  POSSESSION_CHOICES,
} from './listing-choices.ts';
import type { ListingKind } from './use-listing-kind.ts';

/**
 * The listing's kind and words: category, sell or rent, property type (rent offers built types
 * only), possession (its choices follow the type's group), facing, title and description, and
 * the optional Telugu title and description (shown on Telugu pages; one hint for both).
 */
export function DescriptionFields({ kind }: { kind: ListingKind }) {
  const t = useT();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <RadioGroup name="category" choices={CATEGORY_CHOICES} required />
        <RadioGroup
          name="listingType"
          choices={LISTING_TYPE_CHOICES}
          required
          value={kind.listingType.value}
          onChange={kind.listingType.set}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <ChoiceSelect
          name="propertyType"
          required
          value={kind.propertyType.value}
          onChange={(event) => kind.propertyType.set(event.currentTarget.value)}
          placeholder="listingForm.placeholder.propertyType"
          choices={kind.offeredTypes}
        />
        <ChoiceSelect
          name="possessionStatus"
          required
          value={kind.possession.value}
          onChange={(event) => kind.possession.set(event.currentTarget.value)}
          {...(kind.group
            ? { choices: kind.possessionChoices }
            : {
                groups: (['house', 'plot'] as const).map((each) => ({
                  label: t(`listingForm.possessionGroup.${each}`),
                  options: POSSESSION_CHOICES[each],
                })),
              })}
        />
        <ChoiceSelect
          name="facing"
          required
          choices={FACING_CHOICES}
          className="sm:col-span-2 lg:col-span-1"
        />
      </div>
      <TextInput
        name="title"
        required
        maxLength={TITLE_MAX}
        placeholder={t('listingForm.placeholder.title')}
      />
      <TextArea name="description" required maxLength={DESCRIPTION_MAX} />
      <TextInput
        name="titleTe"
        lang="te"
        maxLength={TITLE_MAX}
        hint={t('listingForm.hint.telugu')}
      />
      <TextArea
        name="descriptionTe"
        lang="te"
        maxLength={DESCRIPTION_MAX}
        alsoDescribedBy={fieldHintId(fieldId('titleTe'))}
      />
    </>
  );
}
