'use client';
import dynamic from 'next/dynamic';
import { ExcusedConfirm } from './excused-confirm';
import type { RollCallState } from './use-roll-call';

// Fetched the first time they open (the edit form brings zod with it).
const CheckOutChooser = dynamic(() => import('./check-out-chooser').then((m) => m.CheckOutChooser), { ssr: false });
const RowEditDialog = dynamic(() => import('./row-edit-dialog').then((m) => m.RowEditDialog), { ssr: false });

/** The roll call's dialogs about one child: who picks the child up, the row's details, and the approved-absence question. */
export function RollCallDialogs({ call, chooser }: { call: RollCallState; chooser: 'modal' | 'sheet' }) {
  const { actions, data, rowOf, checkingOut, setCheckingOut, editing, setEditing } = call;
  const leaving = rowOf(checkingOut);
  const edited = rowOf(editing);
  return (
    <>
      {leaving && (
        <CheckOutChooser
          row={leaving}
          as={chooser}
          onHide={() => setCheckingOut(null)}
          onChoose={(who) => {
            setCheckingOut(null);
            void actions.checkOut(leaving, who);
          }}
        />
      )}
      {edited && data && (
        <RowEditDialog row={edited} day={data} update={actions.update} onHide={() => setEditing(null)} />
      )}
      <ExcusedConfirm pending={actions.confirm} onClose={actions.closeConfirm} />
    </>
  );
}
