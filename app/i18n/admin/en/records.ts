// The back office, in English. Records: the audit log and the outbox of mail and SMS (features/admin/audit, outbox).
// Keys start with 'admin.'; Telugu and Hindi have the same keys (../te/records.ts, ../hi/records.ts).
export const records = {} as const;
