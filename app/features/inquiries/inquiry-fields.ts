// The property enquiry form's fields, which the browser needs too. The schema is server-only
// (inquiry-schema.server.ts).

export const INQUIRY_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
