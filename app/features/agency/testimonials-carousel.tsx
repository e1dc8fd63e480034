import { Carousel } from '../../components/ui/carousel.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { mediaUrl } from '../media/images.ts';
import type { TestimonialSlide } from './agency-data.ts';
import { TESTIMONIAL_AUTOPLAY_MS, TESTIMONIAL_TRANSITION_MS } from './carousel-options.ts';

/** Customer photos are stored at 400 px (the only avatar width) and shown at 60 (spec §9). */
const PHOTO_STORED_WIDTH = 400;
const PHOTO_SIZE = 60;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
}

function Testimonial({ item }: { item: TestimonialSlide }) {
  return (
    <figure className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <Icon
        viewBox="0 0 24 24"
        className="size-8 text-brand-600"
        d="M9.6 6C6.4 7.4 4 10.3 4 14v4h6v-6H7c0-2.4 1.5-4.4 3.4-5.2L9.6 6Zm10 0C16.4 7.4 14 10.3 14 14v4h6v-6h-3c0-2.4 1.5-4.4 3.4-5.2L19.6 6Z"
      />
      <blockquote lang={item.lang} className="mt-3 grow leading-relaxed text-slate-700">
        <p>{item.text}</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        {item.photoKey ? (
          <img
            src={mediaUrl(item.photoKey, PHOTO_STORED_WIDTH)}
            alt={item.name}
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            loading="lazy"
            decoding="async"
            className="size-[60px] shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-[60px] shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {initials(item.name)}
          </span>
        )}
        <span>
          <span translate="no" className="block font-semibold text-slate-900">
            {item.name}
          </span>
          <span lang={item.lang} className="block text-sm text-slate-600">
            {item.designation}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The testimonials (spec §9): 3 / 2 / 1 slides at ≥992 / ≥576 / <576 px, one slide per step,
 * autoplay every 2 s, looping, arrows and no dots (the shared Carousel).
 */
export function TestimonialsCarousel({ items }: { items: readonly TestimonialSlide[] }) {
  const t = useT();
  return (
    <Carousel
      items={items}
      itemKey={(item) => item.id}
      renderSlide={(item) => <Testimonial item={item} />}
      autoplay={{ delay: TESTIMONIAL_AUTOPLAY_MS }}
      transitionMs={TESTIMONIAL_TRANSITION_MS}
      texts={{
        label: t('about.testimonialsLabel'),
        previous: t('testimonials.previous'),
        next: t('testimonials.next'),
        pause: t('testimonials.pause'),
        play: t('testimonials.play'),
        slide: (index, count) => t('testimonials.slide', { index, count }),
      }}
    />
  );
}
