import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { lockStudent } from '../student/scope';
import { insertDeclaration } from './insert-declaration';
import type { VaccineDeclarationCreateInput } from '@/lib/schemas/vaccine';

/**
 * POST /VaccineDeclaration/create: staff copy a dose from the child's vaccination book. Someone who may verify
 * (approve) has seen the book, so their entry is verified at once; anyone else's waits for verification.
 */
export async function createDeclaration(ctx: RequestContext, input: VaccineDeclarationCreateInput) {
  const verifies = ctx.can('vaccine-declaration', 'approve');
  const id = await schoolTransaction(ctx, async (tx) => {
    const child = await lockStudent(tx, ctx, input.student_id);
    return insertDeclaration(
      tx,
      ctx.tenantId,
      ctx.locale,
      child,
      input,
      { userId: ctx.userId },
      verifies ? 'verified' : 'declared',
      verifies ? ctx.userId : null,
    );
  });
  return { id, message: 'vaccine.created' };
}
