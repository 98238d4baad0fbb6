// Every react-query key in one place, so that invalidation cannot miss.
export const queryKeys = {
  currentUser: () => ['user', 'current'] as const,
  tenants: () => ['tenants'] as const,
  masterData: () => ['master-data'] as const,
  menu: () => ['menu'] as const,
  config: () => ['config'] as const,
  provinces: (countryCode: number) => ['provinces', countryCode] as const,
  accessGroup: () => ['access-group'] as const,
  sessions: () => ['sessions'] as const,
};
