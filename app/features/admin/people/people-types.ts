import type { UserRole, UserStatus } from '../../../db/schema/enums.ts';

// The People pages' shapes, shared by their server module and components.

export type PersonRow = {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  role: UserRole;
  status: UserStatus;
  createdAt: Date;
  listingCount: number;
};

export type PersonDetails = Omit<PersonRow, 'listingCount'> & {
  updatedAt: Date;
  termsAcceptedAt: Date | null;
  marketingConsentAt: Date | null;
  listingCount: number;
  activeSessions: number;
  /** The admin looking at their own account (who may not demote or disable it). */
  isSelf: boolean;
};
