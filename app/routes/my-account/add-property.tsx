import { ListingForm } from '../../features/listing-form/listing-form.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/add-property';
import { LISTING_FORM_DEFAULTS } from '../../features/listing-form/listing-fields.ts';
import { listingFormAction, listingFormLoader } from '../add-listing.server.ts';

// My Account › Add Property: the same listing form as /add-listing, inside the account area.
// Never an edit here: edits go through /add-listing?edit={id}.

export const loader = (args: Route.LoaderArgs) => listingFormLoader(args, { edits: false });

export const action = (args: Route.ActionArgs) => listingFormAction(args, { edits: false });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    { title: 'myAccount.addProperty.metaTitle', description: 'myAccount.metaDescription' },
    [{ name: 'robots', content: 'noindex' }],
  );

export default function AddProperty({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section aria-labelledby="add-property-title">
      <h2 id="add-property-title" className="mb-5 text-2xl font-bold text-slate-900">
        {t('myAccount.addProperty.heading')}
      </h2>
      <ListingForm
        mode="add"
        action="/my-account/add-property"
        cities={loaderData.cities}
        initial={{ values: LISTING_FORM_DEFAULTS, images: [] }}
        result={actionData}
        headingLevel={3}
        photoLimits={loaderData.photoLimits}
      />
    </section>
  );
}
