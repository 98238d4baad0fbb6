// Keys of the health area. Not a client module: the page builds the same keys on the server to hand its first screen
// to react-query.
import type { HealthListQuery, NutritionReportQuery } from '@/lib/schemas/health';
import type { ListSpec } from '@/lib/list-query';

export const healthKeys = {
  all: () => ['health'] as const,
  list: (params: HealthListQuery) => ['health', 'list', params] as const,
  growth: (studentId: string) => ['health', 'growth', studentId] as const,
  round: (classId: string, day: string) => ['health', 'round', classId, day] as const,
  report: (params: NutritionReportQuery) => ['health', 'report', params] as const,
};

/** The measurements list in the URL: its filters. */
export const HEALTH_FILTERS = ['class_id', 'classification', 'from', 'to'] as const;
export const HEALTH_LIST: ListSpec<(typeof HEALTH_FILTERS)[number]> = { filters: HEALTH_FILTERS };
