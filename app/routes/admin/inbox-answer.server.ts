import { data } from 'react-router';
import type {
  ItemActionData,
  ItemFormResult,
} from '../../features/admin/inbox/inbox-forms.server.ts';
import '../../i18n/catalogues.server.ts';
import type { Locale } from '../../i18n/locales.ts';
import { translate } from '../../i18n/translate.ts';
import { redirectWithNotice } from '../../lib/flash.server.ts';
import { badRequest, forbidden, notFound } from '../../lib/http.ts';

// The HTTP answer to a form of an inbox item's page (/admin/inbox/inquiries/:id, /admin/inbox/visits/:id),
// shared by both routes. Done: back to the page with the notice (303). Bad input: the page again
// with the message beside its field and what was typed kept (400). Someone else's inbox item: 404,
// as a missing one; an agent assigning: 403 (its message in the page's language).

export function answerItemForm(result: ItemFormResult, pageHref: string, locale: Locale) {
  if (result.ok) return redirectWithNotice(pageHref, result.value);
  switch (result.reason) {
    case 'invalid':
      return data<ItemActionData>(
        { errors: result.errors, values: result.values },
        { status: 400 },
      );
    case 'not-found':
      throw notFound();
    case 'forbidden':
      throw forbidden(translate(locale, 'admin.inbox.error.onlyAdminAssigns'));
    case 'bad-request':
      throw badRequest();
  }
}
