import 'server-only';

const extra = new WeakMap<Request, [string, string][]>();

/** A header for the answer to this request (e.g. Set-Cookie), added by the endpoint wrapper when it answers. */
export function addResponseHeader(request: Request, name: string, value: string) {
  const list = extra.get(request) ?? [];
  list.push([name, value]);
  extra.set(request, list);
}

export function takeResponseHeaders(request: Request): [string, string][] {
  const list = extra.get(request) ?? [];
  extra.delete(request);
  return list;
}
