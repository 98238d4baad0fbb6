import type { AttendanceView } from './attendance-bits';

/** What the user may do here, decided on the server from the role's rights and the data scope. */
export type AttendanceRights = {
  create: boolean;
  update: boolean;
  export: boolean;
  /** The school's windows and days: update right and a scope wider than one's own classes. */
  settings: boolean;
};

export type AttendancePageProps = {
  title: string;
  group: string;
  /** The layout named by the route (/desktop, /mobile); null on the bare route. */
  variant: AttendanceView | null;
  can: AttendanceRights;
};
