/** What a page may know about the visitor's account, read with the session in one statement. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
  createdAt: Date;
  /** Has access to the team console. */
  teamMember: boolean;
  /** Lets the service use the account's data to improve its AI models (privacy settings). */
  aiModelOptIn: boolean;
}

export interface CurrentSession {
  user: SessionUser;
  session: { id: string; token: string; createdAt: Date };
}

export interface SessionLookup {
  current: CurrentSession;
  /** When the session stops being valid (milliseconds since the epoch). */
  expiresAt: number;
  /** Old enough that Better Auth extends it (and writes the new expiry) on this request. */
  refreshDue: boolean;
}
