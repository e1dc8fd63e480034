import { useT } from '../../i18n/i18n-context.tsx';
import type { Flash } from '../../lib/flash.ts';
import { MESSAGE_CLOSE_MS, MessageDialog } from '../ui/message-dialog.tsx';

/** The message a redirect carried ('Login Successful', 'Good job!'…). */
export function FlashMessage({ flash }: { flash: Flash }) {
  const t = useT();
  return (
    <MessageDialog
      title={t(flash.title)}
      text={t(flash.text)}
      tone={flash.tone}
      autoCloseMs={MESSAGE_CLOSE_MS}
    />
  );
}
