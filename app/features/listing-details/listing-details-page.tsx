import { telHref, whatsAppHref } from '../../lib/contact-links.ts';
import { LikeButton } from '../listings/like-button.tsx';
import { Link } from 'react-router';
import { unitPriceText } from '../listings/unit-price.ts';
import { useI18n, useT } from '../../i18n/i18n-context.tsx';
import { textLang } from '../../i18n/text-lang.ts';
import { InquiryForm } from '../inquiries/inquiry-form.tsx';
import type { PropertyInquiryResult } from '../inquiries/inquiry-result.ts';
import { formatPrice, formatRupees } from '../listings/format.ts';
import { ListingCard } from '../listings/listing-card.tsx';
import { ListingPrice } from '../listings/listing-price.tsx';
import type { CardListing } from '../listings/listing-card-data.ts';
import { ImageSlider } from './image-slider.tsx';
import { JsonLd } from '../../components/ui/json-ld.tsx';
import type { ListingDetails, ListingPhoto } from './listing-details-data.ts';
import type { ListingDisplay } from './listing-display.ts';
import { FactsGrid, KeyFactsBar, TrustBlock } from './listing-facts.tsx';
import { listingPath } from './listing-id.ts';
import { ListingMap } from './listing-map.tsx';
import type { ListingMapView } from '../listings/map-source.ts';
import { CARD_CLASS, CardSection } from '../../components/ui/section-heading.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { ShareControl } from '../share/share-control.tsx';
import { ListButton } from '../listings/list-button.tsx';

export type ListingPageData = {
  listing: ListingDetails;
  photos: ListingPhoto[];
  related: CardListing[];
  preview: boolean;
  map: ListingMapView;
  display: ListingDisplay;
};

function PinIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`${className} shrink-0`}>
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
      />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <Icon
      d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.2Z"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
    />
  );
}

function MessageIcon() {
  return (
    <Icon
      d="M4 5h16v11H9l-5 4V5Zm4 4.5h8M8 12.5h5"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      stroke="2"
      strokeLinejoin="round"
    />
  );
}

function ChatIcon() {
  return (
    <Icon
      d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm-3 5.5c.3 2.9 2.6 5.3 5.5 5.6l1-1.3 2 .9c-.2 1.2-1.2 2-2.4 1.8A8 8 0 0 1 7.4 9.8C7.2 8.6 8 7.6 9.2 7.4l.9 2-1.1 1.1"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      stroke="1.75"
      strokeLinejoin="round"
    />
  );
}

/** "Chat with the agency": a WhatsApp chat in a new tab (the phone bar and the contact card). */
function AgencyChatLink({ href, className }: { href: string; className: string }) {
  const t = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={t('details.contact.whatsAppNewTab')}
      className={`inline-flex items-center justify-center gap-2 rounded-lg border border-brand-700 font-semibold text-brand-800 hover:bg-brand-50 ${className}`}
    >
      <ChatIcon />
      {t('details.contact.whatsApp')}
    </a>
  );
}

/** The property details page: photos, price and facts, description, approvals, map, contact. */
export function ListingDetailsPage({
  page,
  phone,
  whatsApp = null,
  siteUrl,
  agencyName,
  inquiryResult,
  jsonLd,
  tools = [],
}: {
  page: ListingPageData;
  phone: string | undefined;
  /** The agency's WhatsApp number (AGENCY_WHATSAPP), or null for none. */
  whatsApp?: string | null;
  siteUrl: string;
  agencyName: string;
  inquiryResult?: PropertyInquiryResult | undefined;
  /** The listing's schema.org data, made by the loader (json-ld.ts). */
  jsonLd: unknown;
  /** Links to the buyer's tools (EMI, checks), with their words, made by the loader. */
  tools?: { to: string; label: string; lead?: string }[];
}) {
  const { t, locale } = useI18n();
  const { listing, photos, related, preview } = page;
  const path = listingPath(listing.id);
  const { facts, highlights, trust, priceHistory } = page.display;
  const place = t('details.place', { area: listing.areaName, city: listing.cityName });
  const rate = unitPriceText(listing);
  const rent = listing.listingType === 'rent';
  // The owner's words are in the language they wrote: marked where it is not the page's.
  const titleLang = textLang(listing.title, locale);
  const recipient = listing.lister.isAgent ? 'agent' : 'owner';
  const tel = phone ? telHref(phone) : undefined;
  // A chat with the agency, the listing named in the first message (owners' phones stay private).
  const chat = whatsApp
    ? whatsAppHref(
        whatsApp,
        t('details.contact.whatsAppText', {
          title: listing.title,
          id: listing.id,
          url: `${siteUrl}${path}`,
        }),
      )
    : null;

  return (
    <div className="bg-slate-50 pb-16">
      <div className="border-b border-slate-200 bg-white">
        <nav aria-label={t('breadcrumb.label')} className="container-page py-3 text-sm">
          <ol className="flex min-w-0 items-center gap-2 text-slate-600">
            {[
              { to: '/', label: t('breadcrumb.home') },
              { to: '/shop', label: t('details.breadcrumbProperties') },
            ].map((crumb) => (
              <li key={crumb.to} className="flex shrink-0 items-center gap-2">
                <Link to={crumb.to} className="hover:text-brand-700 hover:underline">
                  {crumb.label}
                </Link>
                <span aria-hidden="true">/</span>
              </li>
            ))}
            <li className="min-w-0 truncate font-medium text-slate-900">
              <span aria-current="page" lang={titleLang}>
                {listing.title}
              </span>
            </li>
          </ol>
        </nav>
      </div>

      <div className="container-page pt-6 lg:pt-8">
        {preview ? (
          <p
            role="status"
            className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900"
          >
            {t('details.previewBanner', { status: t(`details.status.${listing.status}`) })}
          </p>
        ) : null}

        <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span
                className={`rounded px-2 py-1 text-xs font-bold uppercase tracking-wide ${
                  rent ? 'bg-accent-400 text-slate-900' : 'bg-brand-700 text-white'
                }`}
              >
                {rent ? t('listing.forRent') : t('listing.forSale')}
              </span>
              <span className="rounded bg-slate-200 px-2 py-1 text-xs font-semibold text-slate-800">
                {t(`propertyType.${listing.propertyType}`)}
              </span>
            </p>
            <div className="mt-3 flex items-start gap-3">
              <h1
                lang={titleLang}
                className="min-w-0 flex-1 text-2xl font-bold leading-tight text-slate-900 sm:text-3xl"
              >
                {listing.title}
              </h1>
              {preview ? null : (
                <LikeButton
                  propertyId={listing.id}
                  title={listing.title}
                  className="shrink-0 border border-rose-200"
                />
              )}
            </div>
            <p className="mt-2 flex items-center gap-1.5 text-slate-700">
              <PinIcon className="size-5 text-brand-600" />
              {place}
            </p>
            {preview ? null : (
              <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3">
                <ListButton
                  list="visit"
                  propertyId={listing.id}
                  title={listing.title}
                  variant="details"
                />
                <ListButton
                  list="compare"
                  propertyId={listing.id}
                  title={listing.title}
                  variant="details"
                />
                <ShareControl
                  title={listing.title}
                  price={`${formatPrice(listing.price, locale)}${rent ? t('listing.perMonth') : ''}`}
                  url={`${siteUrl}${path}`}
                />
              </div>
            )}
          </div>
          <div className="shrink-0 lg:text-right">
            <p className="text-3xl font-extrabold text-brand-800">
              <ListingPrice price={listing.price} rent={rent} headline />
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {rent ? null : (
                <span>{t('details.fullPrice', { amount: formatRupees(listing.price) })}</span>
              )}
              {rate ? (
                <span>
                  {rent ? '' : ' · '}
                  {rate}
                </span>
              ) : null}
            </p>
            {tools.map((tool) => (
              <p key={tool.to} className="mt-1 text-sm text-slate-700">
                {tool.lead ? `${tool.lead} · ` : null}
                <Link to={tool.to} className="font-semibold text-brand-700 underline">
                  {tool.label}
                </Link>
              </p>
            ))}
            <p className="mt-1 text-sm text-slate-600">
              {t('details.postedOn', {
                date: page.display.postedOn,
              })}
            </p>
          </div>
        </header>

        <div className="mt-4 grid grid-cols-2 gap-3 lg:hidden">
          {tel ? (
            <a
              href={tel}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-3 py-3 font-semibold text-white hover:bg-brand-800"
            >
              <PhoneIcon />
              {t('details.contact.callShort')}
              <span className="sr-only"> {phone}</span>
            </a>
          ) : null}
          <a
            href="#enquiry"
            className={`inline-flex items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white px-3 py-3 font-semibold text-brand-800 hover:bg-brand-50 ${tel ? '' : 'col-span-2'}`}
          >
            <MessageIcon />
            {t('details.contact.messageShort')}
          </a>
          {chat ? <AgencyChatLink href={chat} className="col-span-2 bg-white px-3 py-3" /> : null}
        </div>

        <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <ImageSlider photos={photos} title={listing.title} />
            <KeyFactsBar facts={highlights} />

            <CardSection headingId="details-overview" heading={t('details.overview')}>
              <div className="mt-2">
                <FactsGrid facts={facts} />
              </div>
            </CardSection>

            <CardSection headingId="details-description" heading={t('details.description')}>
              <p
                lang={textLang(listing.description, locale)}
                className="mt-3 whitespace-pre-line break-words leading-relaxed text-slate-800"
              >
                {listing.description}
              </p>
            </CardSection>

            {priceHistory.length > 0 ? (
              <CardSection
                headingId="details-price-history"
                heading={t('details.priceHistory.heading')}
              >
                {/* A date keeps its width beside a long change on a phone. */}
                <div className="mt-2 [&_dt]:shrink-0">
                  <FactsGrid facts={priceHistory} />
                </div>
              </CardSection>
            ) : null}

            <TrustBlock items={trust} headingId="details-trust" />

            <CardSection headingId="details-location" heading={t('details.location.heading')}>
              <dl className="mt-3 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
                <dt className="text-sm text-slate-600">{t('details.location.address')}</dt>
                <dd className="font-medium text-slate-900">
                  <address className="not-italic">
                    {/* The lister's words, then the area, city and state in the page's. */}
                    <span lang={textLang(listing.address, locale)}>{listing.address.trim()}</span>
                    {page.display.addressTail}
                  </address>
                </dd>
                {listing.landmark ? (
                  <>
                    <dt className="text-sm text-slate-600">{t('details.location.landmark')}</dt>
                    <dd
                      lang={textLang(listing.landmark, locale)}
                      className="font-medium text-slate-900"
                    >
                      {listing.landmark}
                    </dd>
                  </>
                ) : null}
                <dt className="text-sm text-slate-600">{t('details.location.pincode')}</dt>
                <dd className="font-medium text-slate-900">{listing.pincode}</dd>
              </dl>
              <div className="mt-4">
                <ListingMap source={page.map} place={place} title={listing.title} />
              </div>
            </CardSection>
          </div>

          <aside className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-6 lg:self-start">
            <section aria-labelledby="details-contact" className={CARD_CLASS}>
              <h2 id="details-contact" className="sr-only">
                {t('details.contact.heading')}
              </h2>
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
                >
                  {listing.lister.name
                    .split(/\s+/)
                    .map((part) => part[0])
                    .join('')
                    .slice(0, 2)
                    .toUpperCase()}
                </span>
                <div className="min-w-0">
                  <p className="text-sm text-slate-600">{t('details.contact.listedBy')}</p>
                  <p className="truncate text-lg font-semibold text-slate-900">
                    <span translate="no">{listing.lister.name}</span>{' '}
                    <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 align-middle text-xs font-semibold text-slate-700">
                      {listing.lister.isAgent
                        ? t('details.contact.agent')
                        : t('details.contact.owner')}
                    </span>
                  </p>
                </div>
              </div>
              {tel ? (
                <a
                  href={tel}
                  className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-lg border border-brand-700 px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  <PhoneIcon />
                  {t('details.contact.call', { phone: phone ?? '' })}
                </a>
              ) : null}
              {chat ? <AgencyChatLink href={chat} className="mt-3 w-full px-4 py-3" /> : null}
              <p className="mt-3 text-xs text-slate-600">
                {t('details.contact.agencyLine', {
                  agency: agencyName,
                  role:
                    recipient === 'agent'
                      ? t('details.contact.agentWord')
                      : t('details.contact.ownerWord'),
                })}
              </p>
            </section>

            <CardSection
              id="enquiry"
              headingId="details-enquiry"
              heading={t('inquiry.heading')}
              className="scroll-mt-6"
            >
              <div className="mt-3">
                <InquiryForm
                  action={`${path}#enquiry`}
                  initialResult={inquiryResult}
                  recipient={recipient}
                />
              </div>
            </CardSection>
          </aside>
        </div>

        {related.length ? (
          <section aria-labelledby="details-related" className="mt-12">
            <h2 id="details-related" className="mb-5 text-2xl font-bold text-slate-900">
              {t('details.related.heading')}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:max-w-[calc(100%-24rem)] xl:max-w-[calc(100%-26rem)]">
              {related.map((card) => (
                <li key={card.id}>
                  <ListingCard
                    listing={card}
                    phone={phone}
                    sizes="(min-width: 640px) 50vw, 100vw"
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <JsonLd data={jsonLd} />
    </div>
  );
}
