import type { GroupProps } from './form-layout.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { Options, RadioGroup, SelectField, TextArea, TextInput } from './form-controls.tsx';
import { TITLE_MAX, DESCRIPTION_MAX } from './listing-fields.ts';
import {
  type Choice,
  CATEGORY_CHOICES,
  LISTING_TYPE_CHOICES,
  FACING_CHOICES,
  POSSESSION_CHOICES,
} from './listing-choices.ts';

import type { FieldGroup } from '../listings/property-groups.ts';

/**
 * The listing's kind and words: category, sell or rent, property type (rent offers built types
 * only), possession (its choices follow the type's group), facing, title and description.
 */
export function DescriptionFields({
  values,
  error,
  listingType,
  onListingTypeChange,
  propertyType,
  onPropertyTypeChange,
  offeredTypes,
  possession,
  onPossessionChange,
  possessionChoices,
  group,
}: GroupProps & {
  listingType: string;
  onListingTypeChange: (value: string) => void;
  propertyType: string;
  onPropertyTypeChange: (value: string) => void;
  offeredTypes: readonly Choice[];
  possession: string;
  onPossessionChange: (value: string) => void;
  possessionChoices: readonly Choice[];
  group: FieldGroup | null;
}) {
  const t = useT();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <RadioGroup
          name="category"
          legend={t('listingForm.field.category')}
          choices={CATEGORY_CHOICES}
          required
          defaultValue={values.category}
          error={error('category')}
        />
        <RadioGroup
          name="listingType"
          legend={t('listingForm.field.listingType')}
          choices={LISTING_TYPE_CHOICES}
          required
          value={listingType}
          onChange={onListingTypeChange}
          error={error('listingType')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          name="propertyType"
          label={t('listingForm.field.propertyType')}
          required
          value={propertyType}
          onChange={(event) => onPropertyTypeChange(event.currentTarget.value)}
          error={error('propertyType')}
        >
          <Options placeholder={t('listingForm.placeholder.propertyType')} choices={offeredTypes} />
        </SelectField>
        <SelectField
          name="possessionStatus"
          label={t('listingForm.field.possessionStatus')}
          required
          value={possession}
          onChange={(event) => onPossessionChange(event.currentTarget.value)}
          error={error('possessionStatus')}
        >
          <Options
            placeholder={t('listingForm.placeholder.select')}
            {...(group
              ? { choices: possessionChoices }
              : {
                  groups: [
                    {
                      label: t('listingForm.possessionGroup.house'),
                      options: POSSESSION_CHOICES.house,
                    },
                    {
                      label: t('listingForm.possessionGroup.plot'),
                      options: POSSESSION_CHOICES.plot,
                    },
                  ],
                })}
          />
        </SelectField>
        <SelectField
          name="facing"
          label={t('listingForm.field.facing')}
          required
          defaultValue={values.facing}
          error={error('facing')}
          className="sm:col-span-2 lg:col-span-1"
        >
          <Options placeholder={t('listingForm.placeholder.select')} choices={FACING_CHOICES} />
        </SelectField>
      </div>
      <TextInput
        name="title"
        label={t('listingForm.field.title')}
        required
        maxLength={TITLE_MAX}
        defaultValue={values.title}
        placeholder={t('listingForm.placeholder.title')}
        error={error('title')}
      />
      <TextArea
        name="description"
        label={t('listingForm.field.description')}
        required
        rows={6}
        maxLength={DESCRIPTION_MAX}
        defaultValue={values.description}
        error={error('description')}
      />
    </>
  );
}
