import { useState } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { INPUT_CLASS } from '../inquiries/form-parts.tsx';
import { OfficeCard } from './office-card.tsx';
import type { CityOption, OfficeInfo } from './offices.ts';
import { OfficesMap } from './offices-map.tsx';

/**
 * /location: the office finder (DESIGN.md: a real map, our cities in the dropdown). The city
 * filter is a plain GET form (?city=), so it works without JavaScript; with it, choosing a city
 * submits at once and the map's markers follow the cards.
 */
export function LocationPage({
  cities,
  city,
  offices,
}: {
  cities: readonly CityOption[];
  city: CityOption | null;
  offices: readonly OfficeInfo[];
}) {
  const t = useT();
  const submit = useSubmit();
  // The select follows the URL (back button) but keeps focus: no remount on each choice.
  const current = city?.slug ?? '';
  const [shown, setShown] = useState({ url: current, value: current });
  if (shown.url !== current) setShown({ url: current, value: current });
  const count = city
    ? t('location.countIn', { count: offices.length, city: city.name })
    : t('location.count', { count: offices.length });
  return (
    <>
      <PageHeader
        title={t('location.heading')}
        subtitle={t('location.subtitle')}
        crumbs={[{ label: t('location.heading') }]}
      />
      <div className="bg-slate-50">
        <div className="container-page py-10 lg:py-14">
          <Form
            method="get"
            action="/location"
            preventScrollReset
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-end"
          >
            <div className="sm:w-80">
              <label htmlFor="location-city" className="text-sm font-semibold text-slate-800">
                {t('location.filter.label')}
              </label>
              <select
                id="location-city"
                name="city"
                value={shown.value}
                className={INPUT_CLASS}
                onChange={(event) => {
                  setShown({ url: current, value: event.currentTarget.value });
                  submit(event.currentTarget.form, { preventScrollReset: true, replace: true });
                }}
              >
                <option value="">{t('location.filter.placeholder')}</option>
                {cities.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              {t('location.filter.submit')}
            </button>
          </Form>

          <p role="status" className="mt-6 font-semibold text-slate-800">
            {count}
          </p>

          <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
            {offices.length > 0 ? (
              <div className="lg:sticky lg:top-4 lg:self-start">
                <OfficesMap offices={offices} className="aspect-[4/3]" />
              </div>
            ) : null}
            <section aria-label={t('location.results')}>
              {offices.length === 0 && city ? (
                <div className="rounded-lg bg-brand-50 p-6 text-slate-800">
                  <p>{t('location.none', { city: city.name })}</p>
                  <p className="mt-3 flex flex-wrap gap-4 font-semibold">
                    <Link to="/contact" className="text-brand-700 underline">
                      {t('location.appointment')}
                    </Link>
                    <Link to="/location" className="text-brand-700 underline" preventScrollReset>
                      {t('location.showAll')}
                    </Link>
                  </p>
                </div>
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                  {offices.map((office) => (
                    <li key={office.id}>
                      <OfficeCard office={office} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
