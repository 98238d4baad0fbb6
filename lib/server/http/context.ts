import 'server-only';
import type { Rights, Scope } from '../db/schema';
import type { Locale } from '@/lib/i18n/routing';
import type { Action } from '@/lib/rights';

export type SessionUser = {
  id: string;
  username: string;
  fullName: string;
  email: string | null;
  languageCode: string;
  isSystemAdmin: boolean;
};

/** What every service receives first: who is calling, in which school, and what they may do there. */
export type RequestContext = {
  locale: Locale;
  ip: string | null;
  userAgent: string;
  sessionId: string;
  tokenHash: string;
  user: SessionUser;
  userId: string;
  tenantId: string;
  scope: Scope;
  /** Classes a teacher (scope `class`) may reach; empty for other scopes. */
  classIds: string[];
  roles: string[];
  rights: Rights;
  can(menu: string, action: Action): boolean;
};

/** A signed-in call that has not (or need not have) chosen a school. */
export type UserContext = Omit<RequestContext, 'tenantId' | 'scope' | 'classIds' | 'roles' | 'rights' | 'can'> & {
  tenantId: string | null;
};

export type PublicContext = { locale: Locale; ip: string | null; userAgent: string };

/** A parents' app call: the app account, its school and the guardian it stands for. */
export type ParentContext = {
  locale: Locale;
  ip: string | null;
  userAgent: string;
  sessionId: string;
  accountId: string;
  tenantId: string;
  guardianId: string;
  username: string;
};
