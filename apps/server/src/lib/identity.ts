import type { Role } from '@fathom/contract';

/** A signed-in user, as services and the HTTP edge see them. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

export interface SessionInfo {
  user: SessionUser;
  sessionId: string;
  expiresAt: Date;
}

/** A user's place in an organization: the role decides what they may do there. */
export interface Membership {
  organizationId: number;
  userId: string;
  role: Role;
}
