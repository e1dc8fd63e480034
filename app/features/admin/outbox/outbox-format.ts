// The Outbox's rows and how it masks recipients. Safe on client and server.

export const OUTBOX_CHANNELS = ['mail', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export type MailRow = {
  id: number;
  createdAt: Date;
  /** Masked: 'ra***@gmail.com'. */
  to: string[];
  subject: string;
  body: string;
  adapter: string;
  status: 'stored' | 'sent' | 'failed';
  error: string | null;
};

export type SmsRow = {
  id: number;
  createdAt: Date;
  /** Masked: '98******56'. */
  phone: string;
  maskedBody: string;
  /** The text as sent, from the outbox file; null with a provider or when not found. */
  fullText: string | null;
  adapter: string;
  status: 'queued' | 'sent' | 'failed';
  error: string | null;
  attempts: number;
  sentAt: Date | null;
};

/** 'ravi.kumar@gmail.com' → 'ra***@gmail.com' (a short name keeps one letter). */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const keep = at > 3 ? 2 : 1;
  return `${address.slice(0, keep)}***${address.slice(at)}`;
}

/** '9848012356' → '98******56'. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '*'.repeat(digits.length);
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}
