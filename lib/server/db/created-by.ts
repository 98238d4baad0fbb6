import 'server-only';

/** Who made a row: a staff user or a parent's app account. */
export type Creator = { userId: string } | { accountId: string };

/** A new row's `created_by_user` / `created_by_account`, the other one empty. */
export const createdBy = (by: Creator) => ({
  createdByUser: 'userId' in by ? by.userId : null,
  createdByAccount: 'accountId' in by ? by.accountId : null,
});
