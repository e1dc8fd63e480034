import { data, Link } from 'react-router';
import { PageHeader } from '../components/layout/page-header.tsx';
import { NewsletterSchema } from '../features/newsletter/newsletter-schema.server.ts';
import type { NewsletterResult } from '../features/newsletter/newsletter-form.tsx';
import { subscribeToNewsletter } from '../features/newsletter/newsletter.server.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { getLocale } from '../lib/locale.server.ts';
import { readForm, parseForm } from '../lib/forms.ts';
import { answerInit } from '../lib/http.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import { getLogger } from '../lib/logger.server.ts';
import { checkSpam } from '../features/inquiries/record-inquiry.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/newsletter';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = parseForm(NewsletterSchema, form);
  if (parsed.fieldErrors) {
    // One message under the box: the first field's (the address, unless only the source is odd).
    const [fieldError] = Object.values(parsed.fieldErrors);
    return data<NewsletterResult>(
      { ok: false, message: 'newsletter.failed', fieldError },
      { status: 400 },
    );
  }
  const { clientIp, logger } = getRequestInfo(context, getLogger());
  try {
    const verdict = await checkSpam(form, 'newsletter', clientIp);
    if (verdict.kind === 'spam')
      return data<NewsletterResult>({ ok: true, message: 'newsletter.success' });
    if (verdict.kind === 'resend')
      // 200, not 4xx: React Router then reloads the page data, so the form gets a good token.
      return data<NewsletterResult>({ ok: false, message: 'inquiry.resend' });
    if (verdict.kind === 'rate-limited')
      return data<NewsletterResult>(
        { ok: false, message: 'newsletter.failed' },
        answerInit(429, verdict.retryAfterSeconds),
      );
    await subscribeToNewsletter({ ...parsed.value, locale: getLocale(request) });
    return data<NewsletterResult>({ ok: true, message: 'newsletter.success' });
  } catch (error) {
    logger.error({ err: error }, 'newsletter subscription failed');
    return data<NewsletterResult>({ ok: false, message: 'newsletter.error' }, { status: 500 });
  }
}

export function loader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'footer.newsletter', description: 'footer.newsletterText' }, [
    { name: 'robots', content: 'noindex' },
  ]);

// Shown when the form was posted without JavaScript (with it, the footer shows the result).
export default function Newsletter({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t('footer.newsletter')} />
      <div className="container-page py-12">
        <p role="status" className="text-lg">
          {actionData
            ? actionData.ok || !actionData.fieldError
              ? t(actionData.message)
              : t(actionData.fieldError)
            : t('footer.newsletterText')}
        </p>
        <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
          {t('notFound.back')}
        </Link>
      </div>
    </>
  );
}
