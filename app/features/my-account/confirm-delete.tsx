import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { CancelLink, UrlDialog } from './url-dialog.tsx';

/**
 * 'Are you sure?' before a delete: an in-page confirmation without JavaScript (reached by the
 * row's Delete link, `?delete={id}`), a modal with it. Confirming posts the id to the tab's
 * action; Cancel goes back to the list.
 */
export function ConfirmDelete({
  propertyId,
  text,
  subject,
  cancelTo,
  page,
  idField = 'propertyId',
}: {
  propertyId: number;
  /** The posted field that names the row (a saved search posts `savedSearchId`). */
  idField?: string;
  text: string;
  subject?: string | undefined;
  cancelTo: string;
  page: number;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  return (
    <UrlDialog
      labelledBy="confirm-delete-title"
      describedBy="confirm-delete-text"
      closeTo={cancelTo}
      role="alertdialog"
      width="max-w-md"
    >
      <div className="flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="mb-3 inline-flex size-14 items-center justify-center rounded-full border-4 border-amber-300 text-3xl font-bold text-amber-600"
        >
          !
        </span>
        <h2 id="confirm-delete-title" className="text-2xl font-bold text-slate-900">
          {t('myAccount.confirm.title')}
        </h2>
        <div id="confirm-delete-text" className="mt-2 space-y-1 text-slate-700">
          <p>{text}</p>
          {subject ? <p className="font-semibold text-slate-900">{subject}</p> : null}
        </div>
        <Form
          method="post"
          action={cancelTo}
          className="mt-6 flex w-full flex-wrap justify-center gap-3"
        >
          <input type="hidden" name={idField} value={propertyId} />
          <input type="hidden" name="page" value={page} />
          <CancelLink to={cancelTo}>{t('myAccount.confirm.cancel')}</CancelLink>
          <Button variant="danger" name="intent" value="delete" busy={busy} className="px-5">
            {t('myAccount.confirm.yes')}
          </Button>
        </Form>
      </div>
    </UrlDialog>
  );
}
