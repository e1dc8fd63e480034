import type { records as english } from '../en/records.ts';

// The back office in Hindi: records: the audit log and the outbox of mail and SMS (features/admin/audit, outbox).
export const records: Record<keyof typeof english, string> = {};
