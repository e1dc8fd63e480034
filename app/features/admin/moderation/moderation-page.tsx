import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { LISTING_STATUSES, type ListingStatus } from '../../../db/schema/values.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { factText, FactsGrid } from '../../listing-details/listing-facts.tsx';
import {
  addressLine,
  detailFacts,
  priceText,
  trustItems,
} from '../../listing-details/listing-display.ts';
import type { ListingCardData } from '../../listings/listing-card-data.ts';
import { mediaUrl, pickWidth, srcSet } from '../../media/images.ts';
import { PropertyThumb } from '../../my-account/property-thumb.tsx';
import { STATUS_BADGE_CLASS, STATUS_TONES } from '../../my-account/status-badge.tsx';
import type { DuplicateListing, DuplicateReason } from './duplicates.server.ts';
import {
  LISTING_TYPE_LABELS,
  PROPERTY_TYPE_LABELS,
  REASON_MAX,
  REASON_MIN,
  STATUS_LABELS,
  type ReviewActionData,
  type ReviewIntent,
} from './moderation-schema.ts';
import type { ListingReview, QueueItem, StatusEvent } from './moderation.server.ts';
import { AdminPage, AdminPanel } from '../ui/admin-page.tsx';
import { AdminPagination } from '../ui/admin-pagination.tsx';
import { dangerButton, linkStyle, primaryButton, secondaryButton } from '../ui/buttons.ts';
import { DataTable } from '../ui/data-table.tsx';
import { formatAdminDateTime } from '../ui/format.ts';
import { CheckboxField, SelectField, TextAreaField } from '../ui/fields.tsx';

// The moderation queue and the review page of one listing. Every action is a plain form
// (works without JavaScript) with a hidden `intent`; errors come back next to their field.

export function reviewHref(id: number): string {
  return `/admin/listings/${id}`;
}

/** A listing's status as a coloured label, in the back office's words. */
export function AdminStatusBadge({ status }: { status: ListingStatus }) {
  return (
    <span className={`${STATUS_BADGE_CLASS} ${STATUS_TONES[status]}`}>{STATUS_LABELS[status]}</span>
  );
}

function Phone({ phone }: { phone: string }) {
  return (
    <a href={`tel:+91${phone}`} className={linkStyle}>
      {phone}
    </a>
  );
}

// ---------------------------------------------------------------------------------------
// The queue

export function ModerationQueue({
  items,
  total,
  page,
  pageCount,
}: {
  items: QueueItem[];
  total: number;
  page: number;
  pageCount: number;
}) {
  return (
    <AdminPage
      title="Moderation"
      description="Listings waiting for review, the longest waiting first. Open one to see every photo and field, then approve or reject it."
    >
      <DataTable
        caption="Listings waiting for review"
        rows={items}
        rowKey={(row) => row.id}
        empty="No listings are waiting for review."
        columns={[
          { header: 'Photo', cell: (row) => <PropertyThumb cover={row.cover} /> },
          {
            header: 'Title',
            rowHeader: true,
            className: 'min-w-48',
            cell: (row) => (
              <>
                <Link to={reviewHref(row.id)} className={linkStyle}>
                  {row.title}
                </Link>
                <span className="block text-xs font-normal text-slate-600">#{row.id}</span>
              </>
            ),
          },
          {
            header: 'Owner',
            cell: (row) => (
              <>
                <span className="block">{row.ownerName}</span>
                <Phone phone={row.ownerPhone} />
              </>
            ),
          },
          {
            header: 'City / area',
            cell: (row) => (
              <>
                {row.cityName}
                <span className="block text-slate-600">{row.areaName}</span>
              </>
            ),
          },
          {
            header: 'Type',
            cell: (row) => (
              <>
                {PROPERTY_TYPE_LABELS[row.propertyType]}
                <span className="block text-slate-600">{LISTING_TYPE_LABELS[row.listingType]}</span>
              </>
            ),
          },
          {
            header: 'Price',
            className: 'whitespace-nowrap',
            cell: (row) => priceText(row.price, row.listingType),
          },
          {
            header: 'Submitted',
            className: 'whitespace-nowrap',
            cell: (row) => formatAdminDateTime(row.submittedAt),
          },
          {
            header: 'Review',
            cell: (row) => (
              <Link to={reviewHref(row.id)} className={secondaryButton}>
                Review<span className="sr-only"> {row.title}</span>
              </Link>
            ),
          },
        ]}
      />
      <AdminPagination
        page={page}
        pageCount={pageCount}
        total={total}
        label="Moderation queue pages"
      />
    </AdminPage>
  );
}

// ---------------------------------------------------------------------------------------
// The review page

type Answer = ReviewActionData | undefined;

/** The errors and typed values of `intent`'s form, when the last post was that form. */
function answerFor(answer: Answer, intent: ReviewIntent) {
  return answer?.intent === intent ? answer : undefined;
}

function FormError({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p
      role="alert"
      className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
    >
      {text}
    </p>
  );
}

function Intent({ value }: { value: ReviewIntent }) {
  return <input type="hidden" name="intent" value={value} />;
}

function DecisionForms({ review, answer }: { review: ListingReview; answer: Answer }) {
  const { listing } = review;
  const approve = answerFor(answer, 'approve');
  const reject = answerFor(answer, 'reject');
  const status = answerFor(answer, 'status');
  const assign = answerFor(answer, 'assign');
  const canApprove = listing.status === 'pending';
  const canReject = listing.status === 'pending' || listing.status === 'active';
  return (
    <AdminPanel title="Decision" id="decision">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          {canApprove ? (
            <Form method="post">
              <Intent value="approve" />
              <FormError text={approve?.errors.form} />
              <p className="mb-2 text-sm text-slate-700">
                Approving makes the listing public at once and tells the owner by SMS.
              </p>
              <button type="submit" className={primaryButton}>
                Approve
              </button>
            </Form>
          ) : null}
          {canReject ? (
            <Form method="post" className="space-y-3">
              <Intent value="reject" />
              <FormError text={reject?.errors.form} />
              <TextAreaField
                label="Reason for rejection"
                name="reason"
                required
                minLength={REASON_MIN}
                maxLength={REASON_MAX}
                defaultValue={reject?.values.reason ?? ''}
                error={reject?.errors.reason}
                hint="The owner sees this in My Properties and in the SMS we send."
              />
              <button type="submit" className={dangerButton}>
                Reject
              </button>
            </Form>
          ) : null}
          {!canApprove && !canReject ? (
            <p className="text-sm text-slate-700">
              This listing is {STATUS_LABELS[listing.status].toLowerCase()}: use Change status to
              move it.
            </p>
          ) : null}
        </div>
        <div className="space-y-6">
          <Form method="post" className="space-y-3">
            <Intent value="status" />
            <FormError text={status?.errors.form} />
            <SelectField
              label="Change status"
              name="status"
              defaultValue={status?.values.status ?? listing.status}
              error={status?.errors.status}
              options={LISTING_STATUSES.map((value) => ({
                value,
                label: STATUS_LABELS[value],
              }))}
            />
            <TextAreaField
              label="Reason (optional; required to reject)"
              name="reason"
              rows={2}
              maxLength={REASON_MAX}
              defaultValue={status?.values.reason ?? ''}
              error={status?.errors.reason}
            />
            <button type="submit" className={secondaryButton}>
              Change status
            </button>
          </Form>
          <Form method="post" className="space-y-3">
            <Intent value="assign" />
            <FormError text={assign?.errors.form} />
            <SelectField
              label="Assign agent"
              name="agentUserId"
              defaultValue={assign?.values.agentUserId ?? String(listing.assignedAgentUserId ?? '')}
              error={assign?.errors.agentUserId}
              options={[
                { value: '', label: 'Nobody' },
                ...review.agents.map((agent) => ({ value: String(agent.id), label: agent.name })),
                // An agent no longer active stays visible while assigned.
                ...(review.agent && !review.agents.some((a) => a.id === review.agent!.id)
                  ? [{ value: String(review.agent.id), label: review.agent.name }]
                  : []),
              ]}
            />
            <button type="submit" className={secondaryButton}>
              Assign
            </button>
          </Form>
          <Form method="post" className="space-y-3">
            <Intent value="feature" />
            <CheckboxField
              label="Featured on the home page"
              name="featured"
              defaultChecked={listing.featured}
              hint="Featured listings come first among the latest listings while they are active."
            />
            <button type="submit" className={secondaryButton}>
              Save featured
            </button>
          </Form>
        </div>
      </div>
    </AdminPanel>
  );
}

const REASON_LABELS: Record<DuplicateReason, string> = {
  photo: 'Same photo',
  address: 'Same address and price',
};

type ComparedListing = {
  id: number;
  title: string;
  status: ListingStatus;
  price: number;
  listingType: DuplicateListing['listingType'];
  address: string;
  cityName: string;
  areaName: string;
  ownerName: string;
  ownerPhone: string;
  cover: ListingCardData['cover'];
};

function CompareCard({
  listing,
  heading,
  reasons,
  current = false,
}: {
  listing: ComparedListing;
  heading: string;
  reasons?: DuplicateReason[];
  current?: boolean;
}) {
  const cover = listing.cover;
  return (
    <article
      aria-label={heading}
      className={`w-72 shrink-0 rounded-lg border p-3 ${current ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'}`}
    >
      <p className="mb-2 text-xs font-semibold tracking-wide text-slate-700 uppercase">{heading}</p>
      {cover ? (
        <img
          src={mediaUrl(cover.storageKey, pickWidth(cover.widths, 400))}
          srcSet={srcSet(cover.storageKey, cover.widths)}
          sizes="288px"
          width={cover.width}
          height={cover.height}
          alt={`Cover of listing #${listing.id}`}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center rounded-md bg-slate-100 text-sm text-slate-600">
          No photo
        </div>
      )}
      {reasons && reasons.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Why it may be a duplicate">
          {reasons.map((reason) => (
            <li
              key={reason}
              className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
            >
              {REASON_LABELS[reason]}
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className="mt-2 font-semibold text-slate-900">
        {current ? (
          listing.title
        ) : (
          <Link to={reviewHref(listing.id)} className={linkStyle}>
            {listing.title}
          </Link>
        )}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Id</dt>
        <dd>#{listing.id}</dd>
        <dt className="text-slate-600">Status</dt>
        <dd>
          <AdminStatusBadge status={listing.status} />
        </dd>
        <dt className="text-slate-600">Price</dt>
        <dd>{priceText(listing.price, listing.listingType)}</dd>
        <dt className="text-slate-600">Address</dt>
        <dd className="break-words">
          {listing.address}, {listing.areaName}, {listing.cityName}
        </dd>
        <dt className="text-slate-600">Owner</dt>
        <dd>
          {listing.ownerName} · <Phone phone={listing.ownerPhone} />
        </dd>
      </dl>
    </article>
  );
}

function Duplicates({ review }: { review: ListingReview }) {
  const { listing, owner, photos } = review;
  const first = photos[0];
  const current: ComparedListing = {
    id: listing.id,
    title: listing.title,
    status: listing.status,
    price: listing.price,
    listingType: listing.listingType,
    address: listing.address,
    cityName: listing.cityName,
    areaName: listing.areaName,
    ownerName: owner.name,
    ownerPhone: owner.phone,
    cover: first
      ? {
          storageKey: first.storageKey,
          widths: first.widths,
          width: first.width,
          height: first.height,
          altText: first.altText,
        }
      : null,
  };
  return (
    <AdminPanel title="Possible duplicates" id="duplicates">
      {review.duplicates.length === 0 ? (
        <p className="text-sm text-slate-700">
          No other listing shares a photo with this one, or its address and price.
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-700">
            {review.duplicates.length === 1
              ? '1 other listing'
              : `${review.duplicates.length} other listings`}{' '}
            may be the same property. Compare them with this one before deciding.
          </p>
          <div
            className="relative flex gap-3 overflow-x-auto pb-2"
            role="region"
            aria-label="This listing and its possible duplicates, side by side"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes focus (WCAG 2.1.1)
            tabIndex={0}
          >
            <CompareCard listing={current} heading="Under review" current />
            {review.duplicates.map((duplicate) => (
              <CompareCard
                key={duplicate.id}
                listing={duplicate}
                heading={`Possible duplicate #${duplicate.id}`}
                reasons={duplicate.reasons}
              />
            ))}
          </div>
        </>
      )}
    </AdminPanel>
  );
}

function Photos({ review }: { review: ListingReview }) {
  const { photos } = review;
  return (
    <AdminPanel title={`Photos (${photos.length})`} id="photos">
      {photos.length === 0 ? (
        <p className="text-sm text-slate-700">This listing has no photos.</p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="rounded-lg border border-slate-200 p-2">
              <img
                src={mediaUrl(photo.storageKey, pickWidth(photo.widths, 800))}
                srcSet={srcSet(photo.storageKey, photo.widths)}
                sizes="(min-width: 1280px) 20rem, (min-width: 640px) 45vw, 90vw"
                width={photo.width}
                height={photo.height}
                alt={photo.altText || `View ${index + 1} of listing #${review.listing.id}`}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-md bg-slate-100 object-contain"
              />
              <p className="mt-2 text-sm font-medium text-slate-900">
                Photo {index + 1}
                {index === 0 ? ' (cover)' : ''} · {photo.width}×{photo.height}
              </p>
              <p className="text-xs text-slate-700">
                Variants:{' '}
                {[...photo.widths]
                  .sort((a, b) => a - b)
                  .map((width, i) => (
                    <span key={width}>
                      {i > 0 ? ', ' : ''}
                      <a
                        href={mediaUrl(photo.storageKey, width)}
                        className={linkStyle}
                        target="_blank"
                        rel="noreferrer"
                      >
                        {width}×{Math.round((photo.height * width) / photo.width)}
                      </a>
                    </span>
                  ))}
              </p>
              {photo.perceptualHash ? (
                <p className="text-xs break-all text-slate-600">Hash {photo.perceptualHash}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </AdminPanel>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-b border-slate-100 py-2 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Details({ review }: { review: ListingReview }) {
  const t = useT();
  const { listing } = review;
  const trust = trustItems(listing);
  return (
    <AdminPanel title="Listing" id="details">
      <dl className="mb-4">
        <Field label="Title">{listing.title}</Field>
        <Field label="Listing type">{LISTING_TYPE_LABELS[listing.listingType]}</Field>
        <Field label="Price">{priceText(listing.price, listing.listingType)}</Field>
        <Field label="Address">{addressLine(listing)}</Field>
        {listing.landmark ? <Field label="Landmark">{listing.landmark}</Field> : null}
        <Field label="Coordinates">
          {listing.latitude !== null && listing.longitude !== null
            ? `${listing.latitude}, ${listing.longitude}`
            : 'Not given'}
        </Field>
        {listing.mapUrl ? <Field label="Map link">{listing.mapUrl}</Field> : null}
        {trust.map((item) => (
          <Field key={item.id} label={t(item.label)}>
            {factText(t, item.value)}
          </Field>
        ))}
        <Field label="Created">{formatAdminDateTime(listing.createdAt)}</Field>
        <Field label="Last updated">{formatAdminDateTime(listing.updatedAt)}</Field>
        <Field label="Published">
          {listing.publishedAt ? formatAdminDateTime(listing.publishedAt) : 'Never'}
        </Field>
        <Field label="Owner last confirmed">{formatAdminDateTime(listing.confirmedAt)}</Field>
      </dl>
      <h3 className="mb-1 font-semibold text-slate-900">Facts</h3>
      <FactsGrid facts={detailFacts(listing)} />
      <h3 className="mt-4 mb-1 font-semibold text-slate-900">Description</h3>
      <p className="whitespace-pre-line text-slate-800">{listing.description}</p>
    </AdminPanel>
  );
}

function People({ review }: { review: ListingReview }) {
  const { owner, agent, listing } = review;
  return (
    <AdminPanel title="Owner and agent" id="people">
      <dl>
        <Field label="Owner">
          {owner.name} ({owner.role})
        </Field>
        <Field label="Owner’s phone">
          <Phone phone={owner.phone} />
        </Field>
        <Field label="Assigned agent">{agent ? agent.name : 'Nobody'}</Field>
        <Field label="Featured">{listing.featured ? 'Yes' : 'No'}</Field>
      </dl>
    </AdminPanel>
  );
}

function History({ events }: { events: StatusEvent[] }) {
  return (
    <AdminPanel title="Status history" id="history">
      <DataTable
        caption="Status history, newest first"
        rows={events}
        rowKey={(row) => row.id}
        empty="No status changes recorded yet."
        columns={[
          {
            header: 'When',
            className: 'whitespace-nowrap',
            cell: (row) => formatAdminDateTime(row.createdAt),
          },
          {
            header: 'Change',
            rowHeader: true,
            cell: (row) => (
              <span className="inline-flex flex-wrap items-center gap-1">
                {row.fromStatus ? <AdminStatusBadge status={row.fromStatus} /> : 'New'}
                <span aria-hidden="true">→</span>
                <span className="sr-only">to</span>
                <AdminStatusBadge status={row.toStatus} />
              </span>
            ),
          },
          { header: 'Reason', className: 'max-w-md break-words', cell: (row) => row.reason ?? '' },
          { header: 'By', cell: (row) => row.actorName ?? 'System' },
        ]}
      />
    </AdminPanel>
  );
}

export function ListingReviewPage({
  review,
  answer,
  isAdmin,
}: {
  review: ListingReview;
  answer: Answer;
  isAdmin: boolean;
}) {
  const { listing } = review;
  return (
    <AdminPage
      title={listing.title}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          <span>Listing #{listing.id}</span>
          <AdminStatusBadge status={listing.status} />
          {listing.status === 'rejected' && listing.statusReason ? (
            <span>Reason: {listing.statusReason}</span>
          ) : null}
        </span>
      }
      actions={
        <>
          {isAdmin ? (
            <Link to={`/add-listing?edit=${listing.id}`} className={secondaryButton}>
              Edit listing
            </Link>
          ) : null}
          <Link to={`/product-details/${listing.id}`} className={secondaryButton}>
            View public page
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
