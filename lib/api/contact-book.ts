'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, mutate } from '@/lib/api/client';
import type { ContactBookSettingsView } from '@/lib/schemas/contact-book';

// Browser side of the contact book's settings (the class screen itself calls its endpoints through its save queue).
// Types only from lib/schemas: no zod on first load.

export type { ContactBookSettingsView };

export const contactBookKeys = {
  all: () => ['contact-book'] as const,
  settings: () => ['contact-book', 'settings'] as const,
};

export const useContactBookSettings = () =>
  useQuery({
    queryKey: contactBookKeys.settings(),
    queryFn: () => getData<ContactBookSettingsView>('/webadmin/ContactBook/get-settings'),
  });

export function useSaveContactBookSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: unknown) => mutate('put', '/webadmin/ContactBook/update-settings', values),
    onSettled: () => client.invalidateQueries({ queryKey: contactBookKeys.all() }),
  });
}
