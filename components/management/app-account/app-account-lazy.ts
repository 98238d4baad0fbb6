'use client';
import dynamic from 'next/dynamic';
import type { AppAccountBulkResult, AppAccountPasswordResult, AppAccountSlip } from '@/lib/schemas/app-account';

// The parents' accounts dialogs, for the accounts list and the children's list: fetched the first time they open,
// so that a list's first load stays small.
export const BulkAppAccountDialog = dynamic(() => import('./app-account-dialogs').then((m) => m.BulkAppAccountDialog), {
  ssr: false,
});
export const AppAccountSlipsDialog = dynamic(() => import('./app-account-slips').then((m) => m.AppAccountSlipsDialog), {
  ssr: false,
});

/** What the printable slips show. */
export type Slips = { schoolName: string; slips: AppAccountSlip[]; created?: number; linked?: number; skipped?: number };

/** The slips of the server's answer: one account's (made, or its password reset) or a bulk creation's. */
export function slipsOf(answer: AppAccountPasswordResult | AppAccountBulkResult): Slips {
  if ('slip' in answer) return { schoolName: answer.school_name, slips: [answer.slip] };
  return { schoolName: answer.school_name, slips: answer.slips, created: answer.created, linked: answer.linked, skipped: answer.skipped };
}
