import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { emitNotification } from '../notification/emit';
import { requestNotice } from '../requests/request-notice';

/**
 * A family's new message, or their answer in its thread: to the staff who may answer it. A message to the teacher
 * reaches the class's teachers and the school's staff; one to the school only the school's staff (a teacher does
 * not see it). One tag per message, so a second notice replaces the first. `noTeacher`: a message the family wrote to
 * the teacher of a class that has none, sent to the school instead — the notice says so.
 */
export async function notifyMessageReceived(tx: Tx, tenantId: string, id: string, noTeacher = false) {
  const n = await requestNotice<{ recipient: string }>(tx, tenantId, 'message', id, sql`, a.recipient`);
  await emitNotification(tx, tenantId, {
    kind: noTeacher ? 'message_no_teacher' : 'message_received',
    audience: {
      type: 'staff',
      menu: 'message-request',
      action: 'update',
      classId: n.recipient === 'teacher' ? n.class_id : null,
    },
    params: { child: n.child, class: n.class_name },
    url: '/management/message-request',
    tag: `message:${id}`,
    studentId: n.student_id,
  });
}

/**
 * Staff answered a family's message (or `started` one to the family): to the child's parents, naming who wrote.
 */
export async function notifyMessageAnswered(tx: Tx, tenantId: string, id: string, staff: string, started = false) {
  const n = await requestNotice(tx, tenantId, 'message', id);
  await emitNotification(tx, tenantId, {
    kind: started ? 'message_started' : 'message_answered',
    audience: { type: 'students', studentIds: [n.student_id] },
    params: { child: n.child, staff },
    url: `/parent/messages?id=${id}`,
    tag: `message:${id}`,
    studentId: n.student_id,
  });
}
