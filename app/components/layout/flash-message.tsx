import { useT } from '../../i18n/i18n-context.tsx';
import type { Flash } from '../../lib/flash.ts';
import { MESSAGE_CLOSE_MS, MessageDialog } from '../ui/message-dialog.tsx';

/**
 * The message a redirect carried: a dialog on public pages ('Signed in', 'Welcome to Nivasa'…).
 * A back-office notice (no title) is drawn by the back office's layout as a line instead.
 */
export function FlashMessage({ flash }: { flash: Flash }) {
  const t = useT();
  if (flash.title === undefined) return null;
  return (
    <MessageDialog
      title={t(flash.title)}
      text={t(flash.text)}
      tone={flash.tone}
      autoCloseMs={MESSAGE_CLOSE_MS}
    />
  );
}
