// The shell's react-query keys. Each area keeps its own keys beside its hooks (`studentKeys` in
// lib/api/student-keys.ts, …), so a mutation invalidates what its own area lists; a change that touches another area
// invalidates that area's keys.
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
