'use client';
import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fromJsonText, type JsonText } from '@/lib/json-text';

/**
 * Seeds react-query's cache with what the page fetched on the server (JSON text), once, before the first render of
 * the queries that read it.
 */
export function useSeededCache<T>(initial: JsonText<T> | undefined, seed: (client: QueryClient, value: T) => void) {
  const client = useQueryClient();
  useState(() => {
    if (initial) seed(client, fromJsonText(initial));
    return true;
  });
}
