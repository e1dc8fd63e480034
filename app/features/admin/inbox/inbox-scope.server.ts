import type { SQL } from 'drizzle-orm';
import { inquiries, visitRequests } from '../../../db/schema/index.ts';
import { agentScope, mayHandle, type StaffUser } from '../access.server.ts';

// Which inbox items an agent may see and handle (an admin: all), as a WHERE condition for lists and
// counts and as a test of a row in hand, each built on access.server.ts's one agent rule.

/** The inquiries an agent may see: those given to them or addressed to them. */
export function inquiryScope(user: StaffUser): SQL | undefined {
  return agentScope(user, inquiries.assignedUserId, inquiries.recipientUserId);
}

/** The visit requests an agent may see: those given to them. */
export function visitScope(user: StaffUser): SQL | undefined {
  return agentScope(user, visitRequests.assignedUserId);
}

/** `inquiryScope` for an inquiry in hand. */
export function mayHandleInquiry(
  user: StaffUser,
  row: { assignedUserId: number | null; recipientUserId: number | null },
): boolean {
  return mayHandle(user, row.assignedUserId, row.recipientUserId);
}

/** `visitScope` for a visit request in hand. */
export function mayHandleVisit(user: StaffUser, row: { assignedUserId: number | null }): boolean {
  return mayHandle(user, row.assignedUserId);
}
