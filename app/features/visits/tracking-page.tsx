import { Form, useNavigation, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CARD_CLASS, CardSection } from '../../components/ui/section-heading.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { errorTextFor } from '../../lib/forms.ts';
import type { TrackingResult } from './visit-result.ts';
import { VisitFacts } from './visit-summary.tsx';

/**
 * /order-tracking: the booking reference and email-or-phone fields and the Track visit button
 * posted (so an email never ends up in a URL or a log) and answered on the same page.
 */
export function TrackingPage({ result }: { result: TrackingResult | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  // The confirmation, the SMS and the mail link here with the reference filled in.
  const [searchParams] = useSearchParams();
  const givenReference = searchParams.get('reference')?.slice(0, 40) ?? undefined;
  const busy = navigation.state === 'submitting' && navigation.formAction === '/order-tracking';
  const failed = result && !result.ok ? result : undefined;
  const error = errorTextFor(t, failed?.fieldErrors ?? {});
  return (
    <>
      <PageHeader
        title={t('tracking.heading')}
        subtitle={t('tracking.subtitle')}
        crumbs={[{ label: t('tracking.heading') }]}
      />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-2">
        <section className={CARD_CLASS}>
          <p className="text-slate-700">{t('tracking.intro')}</p>
          <Form
            method="post"
            action="/order-tracking"
            noValidate
            className="mt-6 flex flex-col gap-4"
          >
            <TextField
              label={t('tracking.reference')}
              name="reference"
              hint={t('tracking.referenceHint')}
              required
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              defaultValue={failed?.values?.reference ?? givenReference}
              error={error('reference')}
            />
            <TextField
              label={t('tracking.contact')}
              name="contact"
              hint={t('tracking.contactHint')}
              required
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              defaultValue={failed?.values?.contact}
              error={error('contact')}
            />
            <div>
              <Button busy={busy}>{busy ? t('tracking.sending') : t('tracking.submit')}</Button>
            </div>
          </Form>
        </section>
        <div aria-live="polite">
          {result?.ok ? (
            <CardSection
              headingId="tracking-result"
              heading={t('tracking.resultHeading', { reference: result.visit.reference })}
            >
              <div className="mt-4">
                <VisitFacts visit={result.visit} />
              </div>
            </CardSection>
          ) : failed && !failed.fieldErrors ? (
            <p
              role="alert"
              className="rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 font-semibold text-slate-900"
            >
              {t(failed.message, failed.params)}
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}
