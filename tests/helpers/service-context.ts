import type { RequestContext } from '@/lib/server/http/context';

/** A principal's request context in a school, for calling a service without a request (fault tests' workers). */
export function serviceContext(tenantId: string, userId: string): RequestContext {
  return {
    locale: 'vi',
    ip: null,
    userAgent: 'fault-test',
    sessionId: '00000000-0000-4000-8000-000000000000',
    tokenHash: '',
    user: {
      id: userId,
      username: 'fault',
      fullName: 'Fault test',
      email: null,
      languageCode: 'vi',
      isSystemAdmin: false,
    },
    userId,
    tenantId,
    scope: 'school',
    classIds: [],
    roles: ['principal'],
    rights: {},
    can: () => true,
  };
}
