import { telHref } from '../../lib/contact-links.ts';
import { Link } from 'react-router';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { useT } from '../../i18n/i18n-context.tsx';

/**
 * The home video block: the configured video with controls (loaded only when played), or,
 * without one, the region picture with a way on.
 */
export function VideoBlock({
  videoUrl,
  phone,
}: {
  videoUrl: string | null;
  phone: string | undefined;
}) {
  const t = useT();
  return (
    <section aria-labelledby="video-block" className="container-page py-14">
      <div className="grid items-center gap-8 overflow-hidden rounded-2xl bg-brand-900 text-white lg:grid-cols-2">
        <div className="p-8 sm:p-12">
          <SectionHeading id="video-block" tone="dark">
            {t('video.heading')}
          </SectionHeading>
          <p className="mt-4 text-brand-100">{t('video.text')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to="/shop"
              className="rounded-md bg-accent-400 px-5 py-3 font-semibold text-slate-900 hover:bg-accent-500"
            >
              {t('video.cta')}
            </Link>
            {phone ? (
              <a
                href={telHref(phone)}
                className="rounded-md border border-white/60 px-5 py-3 font-semibold hover:bg-white/10"
              >
                {t('video.call', { phone })}
              </a>
            ) : null}
          </div>
        </div>
        {videoUrl ? (
          // The operator's video (VIDEO_URL) comes without a caption track; its call to action is
          // repeated in text beside it.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            controls
            preload="none"
            poster="/images/hero-1280.webp"
            src={videoUrl}
            aria-label={t('video.heading')}
            className="aspect-video w-full object-cover"
          />
        ) : (
          <img
            src="/images/hero-640.webp"
            srcSet="/images/hero-640.webp 640w, /images/hero-1280.webp 1280w"
            sizes="(min-width: 1024px) 50vw, 100vw"
            width={1280}
            height={853}
            alt=""
            loading="lazy"
            className="aspect-video w-full object-cover"
          />
        )}
      </div>
    </section>
  );
}
