import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { findSchoolYear } from './find-school-year';
import { makeCurrent } from './school-year-name';

/** PUT /SchoolYear/set-current/{id}: this year becomes the current one, the previous one stops being it. */
export async function setCurrentSchoolYear(ctx: RequestContext, id: string) {
  return schoolTransaction(ctx, async (tx) => {
    await findSchoolYear(tx, ctx.tenantId, id);
    await makeCurrent(tx, ctx.tenantId, id);
    return { id, message: 'common.success' };
  });
}
