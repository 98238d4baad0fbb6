// The notifications' react-query keys (zod- and client-free: the signed-in layout seeds the bell's count under
// `unread` with the shell's data).
export const notificationKeys = {
  all: () => ['notifications'] as const,
  unread: () => ['notifications', 'unread'] as const,
  list: () => ['notifications', 'list'] as const,
  settings: () => ['notifications', 'settings'] as const,
};
