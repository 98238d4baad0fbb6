'use client';
import { api, ApiError, type ApiResult } from './client';

/** Downloads a file the API answers (.xlsx exports, templates); a refusal is read from the JSON sent instead. */
export async function downloadFile(url: string, params: Record<string, unknown> | undefined, fallbackName: string) {
  // 401 still goes through the client's sign-out; other refusals arrive here as a Blob to read.
  const response = await api.get<Blob>(url, {
    params,
    responseType: 'blob',
    validateStatus: (status) => status !== 401 && status < 500,
  });
  if (response.status !== 200) {
    let first: ApiResult | undefined;
    try {
      first = (JSON.parse(await response.data.text()) as ApiResult[])[0];
    } catch {
      /* not JSON: the generic message */
    }
    throw new ApiError(response.status, first?.message ?? 'errors.internal', first?.text, first?.fields);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = name ? decodeURIComponent(name) : fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
