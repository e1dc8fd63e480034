import type { MessageKey } from '../i18n/translate.ts';

/** One message carried across a redirect ("Login Successful" after signing in). */
export type Flash = { tone: 'success' | 'error'; title: MessageKey; text: MessageKey };
