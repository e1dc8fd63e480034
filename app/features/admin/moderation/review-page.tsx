import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-context.tsx';
import { AdminStatusBadge } from '../listings/listing-columns.tsx';
import { AdminPage } from '../ui/admin-page.tsx';
import { secondaryButton } from '../ui/buttons.ts';
import { DecisionForms, type Answer } from './review-forms.tsx';
import { Details, Duplicates, History, People, Photos } from './review-panels.tsx';
import type { ListingReview } from './review.server.ts';

// The review page of one listing (/admin/listings/:id): admins decide at the top (forms in
// review-forms.tsx); everyone who may open it sees the listing (review-panels.tsx).

export function ListingReviewPage({
  review,
  answer,
  isAdmin,
}: {
  review: ListingReview;
  answer: Answer;
  isAdmin: boolean;
}) {
  const t = useT();
  const { listing } = review;
  return (
    <AdminPage
      title={listing.title}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          <span>{t('admin.moderation.review.listingId', { id: listing.id })}</span>
          <AdminStatusBadge status={listing.status} />
          {listing.status === 'rejected' && listing.statusReason ? (
            <span>{t('admin.moderation.review.reason', { reason: listing.statusReason })}</span>
          ) : null}
        </span>
      }
      actions={
        <>
          {isAdmin ? (
            <Link to={`/add-listing?edit=${listing.id}`} className={secondaryButton}>
              {t('admin.moderation.review.edit')}
            </Link>
          ) : null}
          <Link to={`/product-details/${listing.id}`} className={secondaryButton}>
            {t('admin.moderation.review.viewPublic')}
          </Link>
        </>
      }
    >
      {isAdmin ? <DecisionForms review={review} answer={answer} /> : null}
      {isAdmin ? <Duplicates review={review} /> : null}
      <Photos review={review} />
      <Details review={review} />
      <People review={review} />
      <History events={review.history} />
    </AdminPage>
  );
}
