// Publish times as a datetime-local input shows them: Vietnam time (UTC+7, no summer time), yyyy-MM-ddTHH:mm.
const VN_OFFSET_MS = 7 * 3600_000;

export const toLocalInput = (iso: string | null | undefined) =>
  iso ? new Date(Date.parse(iso) + VN_OFFSET_MS).toISOString().slice(0, 16) : '';

/** An hour from now, on the hour: a sensible first guess for a scheduled post. */
export const nextHourInput = () => {
  const d = new Date(Date.now() + VN_OFFSET_MS + 3600_000);
  d.setUTCMinutes(0, 0, 0);
  return d.toISOString().slice(0, 16);
};
