import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n, useT } from '../../../i18n/i18n-context.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import type { MessageKey, Translate } from '../../../i18n/translate.ts';
import { textLang } from '../../../i18n/text-lang.ts';
import { FactsGrid } from '../../listing-details/listing-facts.tsx';
import { factText } from '../../listing-details/fact-text.ts';
import { addressLine, detailFacts, trustItems } from '../../listing-details/listing-display.ts';
import type { ListingType } from '../../../db/schema/values.ts';
import { formatPrice } from '../../listings/format.ts';
import { mediaUrl } from '../../media/images.ts';
import { StoredImage, type StoredImageFiles } from '../../media/stored-image.tsx';
import { AdminStatusBadge, Phone, reviewHref } from '../listings/listing-columns.tsx';
import { AdminPanel } from '../ui/admin-page.tsx';
import { linkStyle } from '../ui/buttons.ts';
import { DataTable } from '../ui/data-table.tsx';
import { formatAdminDateTime } from '../ui/format.ts';
import type { DuplicateListing, DuplicateReason } from './duplicates.server.ts';
import { listingTypeLabel } from '../listings/listing-words.ts';
import type { ListingReview, StatusEvent } from './review.server.ts';

// The review page's panels that show the listing: its possible duplicates side by side, its
// photos, its fields, its owner and agent, and its status history.

const REASON_LABELS: Record<DuplicateReason, MessageKey> = {
  photo: 'admin.moderation.duplicates.reason.photo',
  address: 'admin.moderation.duplicates.reason.address',
};

/** The asking price in the page's language: '₹ 45 L', '₹ 15 K/month'. */
function priceIn(t: Translate, locale: Locale, price: number, listingType: ListingType): string {
  const amount = formatPrice(price, locale);
  return listingType === 'rent' ? t('listing.amountPerMonth', { amount }) : amount;
}

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
  const { t, locale } = useI18n();
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
          alt={t('admin.moderation.duplicates.coverAlt', { id: listing.id })}
          fit="object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center rounded-md bg-slate-100 text-sm text-slate-600">
          {t('admin.moderation.duplicates.noPhoto')}
        </div>
      )}
      {reasons && reasons.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label={t('admin.moderation.duplicates.why')}>
          {reasons.map((reason) => (
            <li
              key={reason}
              className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
            >
              {t(REASON_LABELS[reason])}
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
        <dt className="text-slate-600">{t('admin.moderation.common.id')}</dt>
        <dd>#{listing.id}</dd>
        <dt className="text-slate-600">{t('admin.moderation.common.status')}</dt>
        <dd>
          <AdminStatusBadge status={listing.status} />
        </dd>
        <dt className="text-slate-600">{t('listingForm.field.price')}</dt>
        <dd>{priceIn(t, locale, listing.price, listing.listingType)}</dd>
        <dt className="text-slate-600">{t('listingForm.field.address')}</dt>
        <dd className="break-words">
          {listing.address}, {listing.areaName}, {listing.cityName}
        </dd>
        <dt className="text-slate-600">{t('admin.moderation.common.owner')}</dt>
        <dd>
          {listing.ownerName} · <Phone phone={listing.ownerPhone} />
        </dd>
      </dl>
    </article>
  );
}

export function Duplicates({ review }: { review: ListingReview }) {
  const t = useT();
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
    <AdminPanel title={t('admin.moderation.duplicates.title')} id="duplicates">
      {review.duplicates.length === 0 ? (
        <p className="text-sm text-slate-700">{t('admin.moderation.duplicates.none')}</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-700">
            {t('admin.moderation.duplicates.intro', { count: review.duplicates.length })}
          </p>
          <div
            className="relative flex gap-3 overflow-x-auto pb-2"
            role="region"
            aria-label={t('admin.moderation.duplicates.region')}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes focus (WCAG 2.1.1)
            tabIndex={0}
          >
            <CompareCard
              listing={current}
              heading={t('admin.moderation.duplicates.current')}
              current
            />
            {review.duplicates.map((duplicate) => (
              <CompareCard
                key={duplicate.id}
                listing={duplicate}
                heading={t('admin.moderation.duplicates.candidate', { id: duplicate.id })}
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
  const t = useT();
  const { photos } = review;
  return (
    <AdminPanel title={t('admin.moderation.photos.title', { count: photos.length })} id="photos">
      {photos.length === 0 ? (
        <p className="text-sm text-slate-700">{t('admin.moderation.photos.none')}</p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="rounded-lg border border-slate-200 p-2">
              <Photo
                photo={photo}
                width={800}
                sizes="(min-width: 1280px) 20rem, (min-width: 640px) 45vw, 90vw"
                alt={
                  photo.altText ||
                  t('admin.moderation.photos.alt', { number: index + 1, id: review.listing.id })
                }
                fit="object-contain"
              />
              <p className="mt-2 text-sm font-medium text-slate-900">
                {t(
                  index === 0
                    ? 'admin.moderation.photos.photoCover'
                    : 'admin.moderation.photos.photo',
                  { number: index + 1 },
                )}{' '}
                · {photo.width}×{photo.height}
              </p>
              <p className="text-xs text-slate-700">
                {t('admin.moderation.photos.variants')}{' '}
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
                <p className="text-xs break-all text-slate-600">
                  {t('admin.moderation.photos.hash', { hash: photo.perceptualHash })}
                </p>
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
  const { t, locale } = useI18n();
  const { listing } = review;
  const trust = trustItems(listing);
  return (
    <AdminPanel title={t('admin.moderation.details.title')} id="details">
      <dl className="mb-4">
        <Field label={t('listingForm.field.title')}>
          <span lang={textLang(listing.title, 'en')}>{listing.title}</span>
        </Field>
        {listing.titleTe ? (
          <Field label={t('admin.moderation.details.titleTe')}>
            <span lang={textLang(listing.titleTe, 'en')}>{listing.titleTe}</span>
          </Field>
        ) : null}
        <Field label={t('admin.moderation.details.listingType')}>
          {listingTypeLabel(t, listing.listingType)}
        </Field>
        <Field label={t('listingForm.field.price')}>
          {priceIn(t, locale, listing.price, listing.listingType)}
        </Field>
        <Field label={t('listingForm.field.address')}>{addressLine(listing, locale)}</Field>
        {listing.landmark ? (
          <Field label={t('listingForm.field.landmark')}>{listing.landmark}</Field>
        ) : null}
        <Field label={t('admin.moderation.details.coordinates')}>
          {listing.latitude !== null && listing.longitude !== null
            ? `${listing.latitude}, ${listing.longitude}`
            : t('admin.moderation.details.notGiven')}
        </Field>
        {listing.mapUrl ? (
          <Field label={t('admin.moderation.details.mapUrl')}>{listing.mapUrl}</Field>
        ) : null}
        {trust.map((item) => (
          <Field key={item.id} label={t(item.label)}>
            {factText(t, item.value)}
          </Field>
        ))}
        <Field label={t('admin.moderation.details.created')}>
          {formatAdminDateTime(listing.createdAt, locale)}
        </Field>
        <Field label={t('admin.moderation.details.updated')}>
          {formatAdminDateTime(listing.updatedAt, locale)}
        </Field>
        <Field label={t('admin.moderation.details.published')}>
          {listing.publishedAt
            ? formatAdminDateTime(listing.publishedAt, locale)
            : t('admin.moderation.details.never')}
        </Field>
        <Field label={t('admin.moderation.details.confirmed')}>
          {formatAdminDateTime(listing.confirmedAt, locale)}
        </Field>
      </dl>
      <h3 className="mb-1 font-semibold text-slate-900">{t('admin.moderation.details.facts')}</h3>
      <FactsGrid facts={detailFacts(listing, locale)} />
      <h3 className="mt-4 mb-1 font-semibold text-slate-900">
        {t('listingForm.field.description')}
      </h3>
      <p lang={textLang(listing.description, 'en')} className="whitespace-pre-line text-slate-800">
        {listing.description}
      </p>
      {listing.descriptionTe ? (
        <>
          <h3 className="mt-4 mb-1 font-semibold text-slate-900">
            {t('admin.moderation.details.descriptionTe')}
          </h3>
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
  const t = useT();
  const { owner, agent, listing } = review;
  return (
    <AdminPanel title={t('admin.moderation.people.title')} id="people">
      <dl>
        <Field label={t('admin.moderation.common.owner')}>
          {owner.name} ({owner.role})
        </Field>
        <Field label={t('admin.moderation.people.ownerPhone')}>
          <Phone phone={owner.phone} />
        </Field>
        <Field label={t('admin.moderation.people.agent')}>
          {agent ? agent.name : t('admin.moderation.common.nobody')}
        </Field>
        <Field label={t('admin.moderation.people.featured')}>
          {t(listing.featured ? 'admin.moderation.people.yes' : 'admin.moderation.people.no')}
        </Field>
      </dl>
    </AdminPanel>
  );
}

export function History({ events }: { events: StatusEvent[] }) {
  const { t, locale } = useI18n();
  return (
    <AdminPanel title={t('admin.moderation.history.title')} id="history">
      <DataTable
        caption={t('admin.moderation.history.caption')}
        rows={events}
        rowKey={(row) => row.id}
        empty={t('admin.moderation.history.empty')}
        columns={[
          {
            header: t('admin.moderation.history.when'),
            className: 'whitespace-nowrap',
            cell: (row) => formatAdminDateTime(row.createdAt, locale),
          },
          {
            header: t('admin.moderation.history.change'),
            rowHeader: true,
            cell: (row) => (
              <span className="inline-flex flex-wrap items-center gap-1">
                {row.fromStatus ? (
                  <AdminStatusBadge status={row.fromStatus} />
                ) : (
                  t('admin.moderation.history.new')
                )}
                <span aria-hidden="true">→</span>
                <span className="sr-only">{t('admin.moderation.history.to')}</span>
                <AdminStatusBadge status={row.toStatus} />
              </span>
            ),
          },
          {
            header: t('admin.moderation.history.reason'),
            className: 'max-w-md break-words',
            cell: (row) => row.reason ?? '',
          },
          {
            header: t('admin.moderation.history.by'),
            cell: (row) => row.actorName ?? t('admin.moderation.history.system'),
          },
        ]}
      />
    </AdminPanel>
  );
}
