import { data } from 'react-router';
import { requireAdmin } from '../../features/admin/access.server.ts';
import { readForm } from '../../lib/forms.ts';
import { redirectWithNotice } from '../../lib/flash.server.ts';
import { PersonPage } from '../../features/admin/people/people-page.tsx';
import {
  changeRole,
  disableUser,
  enableUser,
  getPerson,
  type PeopleRefusal,
} from '../../features/admin/people/people.server.ts';
import { USER_ROLES } from '../../db/schema/values.ts';
import { badRequest, notFound } from '../../lib/http.ts';
import { getLocale } from '../../lib/locale.server.ts';
import { translator, type MessageKey } from '../../i18n/translate.ts';
import type { Route } from './+types/person';

function personId(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound();
  return Number(raw);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAdmin(context, request);
  const person = await getPerson(user, personId(params.id));
  if (!person) throw notFound();
  return { person };
}

const REFUSED: Record<PeopleRefusal, MessageKey> = {
  'not-found': 'admin.people.person.refused.notFound',
  self: 'admin.people.person.refused.self',
  'last-admin': 'admin.people.person.refused.lastAdmin',
};

const DONE = {
  role: 'admin.people.person.done.role',
  disable: 'admin.people.person.done.disable',
  enable: 'admin.people.person.done.enable',
} as const satisfies Record<string, MessageKey>;

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAdmin(context, request);
  const id = personId(params.id);
  const form = await readForm(request);
  const t = translator(getLocale(request));
  const intent = form.get('intent');
  let result;
  if (intent === 'role') {
    const role = USER_ROLES.find((r) => r === form.get('role'));
    if (!role) return data({ roleError: t('admin.people.person.chooseRole') }, { status: 400 });
    result = await changeRole(user, id, role);
  } else if (intent === 'disable') {
    result = await disableUser(user, id);
  } else if (intent === 'enable') {
    result = await enableUser(user, id);
  } else {
    throw badRequest();
  }
  if (!result.ok) {
    if (result.reason === 'not-found') throw notFound();
    return redirectWithNotice(`/admin/people/${id}`, t(REFUSED[result.reason]), 'error');
  }
  return redirectWithNotice(
    `/admin/people/${id}`,
    t(result.value.changed ? DONE[intent] : 'admin.people.person.unchanged'),
  );
}

export default function Person({ loaderData, actionData }: Route.ComponentProps) {
  return <PersonPage person={loaderData.person} roleError={actionData?.roleError} />;
}
