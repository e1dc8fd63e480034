import { PageHeader } from '../components/layout/page-header.tsx';
import { ListingForm } from '../features/listing-form/listing-form.tsx';
import { AFTER_EDIT_PATH } from '../features/listing-form/listing-form-result.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/add-listing';
import { LISTING_FORM_DEFAULTS } from '../features/listing-form/listing-fields.ts';
import { listingFormAction, listingFormLoader } from './add-listing.server.ts';

// Add Property (/add-listing) and Edit Property (/add-listing?edit={id}): one form.

export const loader = (args: Route.LoaderArgs) => listingFormLoader(args, { edits: true });

export const action = (args: Route.ActionArgs) => listingFormAction(args, { edits: true });

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    {
      title: loaderData?.editing ? 'listingForm.editMetaTitle' : 'listingForm.metaTitle',
      description: 'listingForm.metaDescription',
    },
    [{ name: 'robots', content: 'noindex' }],
  );

export default function AddListing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { cities, editing } = loaderData;
  const title = t(editing ? 'listingForm.editHeading' : 'listingForm.addHeading');
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('myAccount.heading'), to: '/my-account' }, { label: title }]}
      />
      <div className="bg-slate-50/70">
        <div className="container-page max-w-5xl py-8 sm:py-12">
          <ListingForm
            // A different listing (or none) is a different form.
            key={editing?.id ?? 'new'}
            mode={editing ? 'edit' : 'add'}
            action={editing ? `/add-listing?edit=${editing.id}` : '/add-listing'}
            cities={cities}
            initial={editing ?? { values: LISTING_FORM_DEFAULTS, images: [] }}
            result={actionData}
            cancelTo={AFTER_EDIT_PATH}
            photoLimits={loaderData.photoLimits}
          />
        </div>
      </div>
    </>
  );
}
