import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-context.tsx';
import { textLang } from '../../../i18n/text-lang.ts';
import { factText, FactsGrid } from '../../listing-details/listing-facts.tsx';
import {
  addressLine,
  detailFacts,
  priceText,
  trustItems,
} from '../../listing-details/listing-display.ts';
import { LISTING_TYPE_LABELS } from '../../listings/listing-labels.ts';
import { mediaUrl } from '../../media/images.ts';
import { StoredImage, type StoredImageFiles } from '../../media/stored-image.tsx';
import { AdminStatusBadge, Phone, reviewHref } from '../listings/listing-columns.tsx';
import { AdminPanel } from '../ui/admin-page.tsx';
import { linkStyle } from '../ui/buttons.ts';
import { DataTable } from '../ui/data-table.tsx';
import { formatAdminDateTime } from '../ui/format.ts';
import type { DuplicateListing, DuplicateReason } from './duplicates.server.ts';
import type { ListingReview, StatusEvent } from './review.server.ts';

// The review page's panels that show the listing: its possible duplicates side by side, its
// photos, its fields, its owner and agent, and its status history.

const REASON_LABELS: Record<DuplicateReason, string> = {
  photo: 'Same photo',
  address: 'Same address and price',
};

type ComparedListing = Omit<DuplicateListing, 'reasons'>;

/** A listing photo at 4:3, lazily loaded; `width`: the file to start from. */
function Photo({
  photo,
  width,
  sizes,
  alt,
  fit,
}: {
  photo: StoredImageFiles;
  width: number;
  sizes: string;
  alt: string;
  fit: 'object-cover' | 'object-contain';
}) {
  return (
    <StoredImage
      image={photo}
      start={width}
      sizes={sizes}
      alt={alt}
      loading="lazy"
      className={`aspect-[4/3] w-full rounded-md bg-slate-100 ${fit}`}
    />
  );
}

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
        <Photo
          photo={cover}
          width={400}
          sizes="288px"
          alt={`Cover of listing #${listing.id}`}
          fit="object-cover"
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

export function Duplicates({ review }: { review: ListingReview }) {
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

export function Photos({ review }: { review: ListingReview }) {
  const { photos } = review;
  return (
    <AdminPanel title={`Photos (${photos.length})`} id="photos">
      {photos.length === 0 ? (
        <p className="text-sm text-slate-700">This listing has no photos.</p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="rounded-lg border border-slate-200 p-2">
              <Photo
                photo={photo}
                width={800}
                sizes="(min-width: 1280px) 20rem, (min-width: 640px) 45vw, 90vw"
                alt={photo.altText || `View ${index + 1} of listing #${review.listing.id}`}
                fit="object-contain"
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

export function Details({ review }: { review: ListingReview }) {
  const t = useT();
  const { listing } = review;
  const trust = trustItems(listing);
  return (
    <AdminPanel title="Listing" id="details">
      <dl className="mb-4">
        <Field label="Title">
          <span lang={textLang(listing.title, 'en')}>{listing.title}</span>
        </Field>
        {listing.titleTe ? (
          <Field label="Title in Telugu">
            <span lang={textLang(listing.titleTe, 'en')}>{listing.titleTe}</span>
          </Field>
        ) : null}
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
      <p lang={textLang(listing.description, 'en')} className="whitespace-pre-line text-slate-800">
        {listing.description}
      </p>
      {listing.descriptionTe ? (
        <>
          <h3 className="mt-4 mb-1 font-semibold text-slate-900">Description in Telugu</h3>
          <p
            lang={textLang(listing.descriptionTe, 'en')}
            className="whitespace-pre-line text-slate-800"
          >
            {listing.descriptionTe}
          </p>
        </>
      ) : null}
    </AdminPanel>
  );
}

export function People({ review }: { review: ListingReview }) {
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

export function History({ events }: { events: StatusEvent[] }) {
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
