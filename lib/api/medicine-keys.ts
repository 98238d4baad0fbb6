// Keys of the medicine area. Not a client module: the phone page builds the same keys on the server to hand its
// first screen to react-query.
import type { MedicineListQuery } from '@/lib/schemas/medicine';
import type { ListSpec } from '@/lib/list-query';

export const medicineKeys = {
  all: () => ['medicine-requests'] as const,
  list: (params: MedicineListQuery) => ['medicine-requests', 'list', params] as const,
  detail: (id: string) => ['medicine-requests', 'detail', id] as const,
  due: (day: string) => ['medicine-requests', 'due', day] as const,
  photo: (id: string) => ['medicine-requests', 'photo', id] as const,
};

/** The phone screen's requests waiting for a decision, by the child's given name. */
export const MEDICINE_PENDING_QUERY = { page: 1, page_size: 50, status: 'pending', order_by: 'student_name' } as const;

/** The desktop list's count of requests waiting for a decision (all classes): the answer's total. */
export const MEDICINE_WAITING_COUNT_QUERY = { page: 1, page_size: 1, status: 'pending' } as const;

/** The desktop list of medicine requests in the URL: its filters. */
export const MEDICINE_FILTERS = ['class_id', 'status'] as const;
export const MEDICINE_LIST: ListSpec<(typeof MEDICINE_FILTERS)[number]> = { filters: MEDICINE_FILTERS };
