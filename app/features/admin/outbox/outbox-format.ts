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
  /** The text as sent, with any code masked ('Your code is ******'). */
  maskedBody: string;
  adapter: string;
  status: 'queued' | 'sent' | 'failed';
  error: string | null;
  attempts: number;
  sentAt: Date | null;
};
