'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Form, ListGroup, Spinner } from 'react-bootstrap';
import { Choices, FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { useStudent, useStudents } from '@/lib/api/student';
import { useCreateAppAccount, useCreateAppAccountsBulk, useUpdateAppAccount, type AppAccountRow } from '@/lib/api/app-account';
import { useErrorText } from '@/lib/api/use-error-text';
import { useDebounced } from '@/lib/api/use-debounced';
import type { AppAccountBulkResult, AppAccountPasswordResult } from '@/lib/schemas/app-account';
import { ListAlert } from '@/components/ui/list-screen';

/** A searchable list of the school's children with check boxes (or radio buttons for one). */
function StudentPicker({
  idPrefix,
  selected,
  onChange,
  multiple,
}: {
  idPrefix: string;
  selected: Set<string>;
  onChange: (next: Set<string>) => void;
  multiple: boolean;
}) {
  const t = useTranslations('appAccountAdmin');
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const list = useStudents({ page: 1, page_size: 20, search: search || undefined, status: 'studying' });
  const rows = list.data?.data ?? [];
  const toggle = (id: string) => {
    const next = new Set(multiple ? selected : []);
    if (selected.has(id) && multiple) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <>
      <Form.Group controlId={`${idPrefix}-search`} className="mb-2">
        <Form.Label>{t('studentSearch')}</Form.Label>
        <Form.Control
          type="search"
          value={text}
          placeholder={t('studentSearchPlaceholder')}
          onChange={(e) => setText(e.target.value)}
        />
      </Form.Group>
      {list.isFetching && <Spinner size="sm" aria-label={t('loading')} />}
      <ListGroup className="mb-2" style={{ maxHeight: '16rem', overflowY: 'auto' }} data-testid={`${idPrefix}-list`}>
        {rows.map((s) => (
          <ListGroup.Item key={s.id} className="py-2">
            <Form.Check
              id={`${idPrefix}-${s.id}`}
              type={multiple ? 'checkbox' : 'radio'}
              name={`${idPrefix}-student`}
              checked={selected.has(s.id)}
              onChange={() => toggle(s.id)}
              label={
                <>
                  <span className="fw-semibold">{s.full_name}</span>
                  <span className="text-body-secondary small">
                    {' '}
                    {s.class_name ?? ''}
                    {s.primary_guardian
                      ? ` · ${s.primary_guardian.full_name} ${s.primary_guardian.phone}`
                      : ` · ${t('noPrimaryGuardian')}`}
                  </span>
                </>
              }
            />
          </ListGroup.Item>
        ))}
        {!list.isFetching && rows.length === 0 && (
          <ListGroup.Item className="text-body-secondary">{t('noStudents')}</ListGroup.Item>
        )}
      </ListGroup>
    </>
  );
}

/** Creates one account: a child, one of the child's guardians, and a username (the guardian's phone by default). */
export function CreateAppAccountDialog({
  onHide,
  onDone,
}: {
  onHide: () => void;
  onDone: (result: AppAccountPasswordResult) => void;
}) {
  const t = useTranslations('appAccountAdmin');
  const errorText = useErrorText();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const studentId = [...selected][0] ?? null;
  const detail = useStudent(studentId);
  const guardians = detail.data?.guardians ?? [];
  // Until chosen, the child's primary guardian and that guardian's phone are the likely answer.
  const [chosenGuardian, setChosenGuardian] = useState('');
  const [typedUsername, setTypedUsername] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useCreateAppAccount();
  const primary = guardians.find((g) => g.is_primary) ?? guardians[0];
  const guardianId = chosenGuardian || primary?.id || '';
  const username = typedUsername ?? guardians.find((g) => g.id === guardianId)?.phone ?? '';

  const chooseStudent = (next: Set<string>) => {
    setSelected(next);
    setChosenGuardian('');
    setTypedUsername(null);
  };
  const chooseGuardian = (id: string) => {
    setChosenGuardian(id);
    setTypedUsername(null);
  };

  const submit = () => {
    setError(null);
    if (!studentId || !guardianId || !username.trim()) {
      setError(t('createIncomplete'));
      return;
    }
    save.mutate(
      { username: username.trim(), guardian_id: guardianId, student_ids: [studentId] },
      { onSuccess: onDone, onError: (e) => setError(errorText(e)) },
    );
  };

  return (
    <FormDialog
      onHide={onHide}
      title={t('createTitle')}
      submitLabel={t('create')}
      onSubmit={submit}
      submitting={save.isPending}
      testId="app-account-create"
      error={error}
    >
      <StudentPicker
        idPrefix="app-account-create-student"
        selected={selected}
        onChange={chooseStudent}
        multiple={false}
      />
      {studentId && (
        <>
          <Form.Group controlId="app-account-create-guardian" className="mb-2">
            <Form.Label>
              <RequiredLabel>{t('fields.guardian')}</RequiredLabel>
            </Form.Label>
            <Form.Select value={guardianId} onChange={(e) => chooseGuardian(e.target.value)}>
              <Choices empty={t('choose')} options={guardians.map((g) => [g.id, `${g.full_name} · ${g.phone}`])} />
            </Form.Select>
          </Form.Group>
          <Form.Group controlId="app-account-create-username">
            <Form.Label>
              <RequiredLabel>{t('fields.username')}</RequiredLabel>
            </Form.Label>
            <Form.Control
              value={username}
              inputMode="tel"
              autoComplete="off"
              onChange={(e) => setTypedUsername(e.target.value)}
            />
            <Form.Text>{t('usernameHint')}</Form.Text>
          </Form.Group>
        </>
      )}
    </FormDialog>
  );
}

/**
 * Bulk creation: pick children (or come with those selected in the student list); their primary guardians
 * without an account get one each (one per family).
 */
export function BulkAppAccountDialog({
  studentIds,
  onHide,
  onDone,
}: {
  studentIds?: string[];
  onHide: () => void;
  onDone: (result: AppAccountBulkResult) => void;
}) {
  const t = useTranslations('appAccountAdmin');
  const errorText = useErrorText();
  const [selected, setSelected] = useState<Set<string>>(() => new Set(studentIds));
  const [error, setError] = useState<string | null>(null);
  const save = useCreateAppAccountsBulk();
  const submit = () => {
    setError(null);
    if (!selected.size) {
      setError(t('bulkNothing'));
      return;
    }
    save.mutate([...selected], { onSuccess: onDone, onError: (e) => setError(errorText(e)) });
  };
  return (
    <FormDialog
      onHide={onHide}
      title={t('bulkTitle')}
      submitLabel={t('bulkSubmit', { count: selected.size })}
      onSubmit={submit}
      submitting={save.isPending}
      testId="app-account-bulk"
    >
      <p className="small text-body-secondary">
        {studentIds ? t('bulkSelectedHelp', { count: selected.size }) : t('bulkHelp')}
      </p>
      <ListAlert text={error} />
      {!studentIds && (
        <>
          <StudentPicker idPrefix="app-account-bulk-student" selected={selected} onChange={setSelected} multiple />
          <p className="small mb-0" aria-live="polite">
            {t('selectedCount', { count: selected.size })}
          </p>
        </>
      )}
    </FormDialog>
  );
}

/**
 * Edits an account (PUT /AppAccount/update/{id}): its username, its guardian's phone and the children it sees —
 * the linked ones can be unticked, a brother or sister found below ticked.
 */
export function EditAppAccountDialog({ account, onHide, onDone }: { account: AppAccountRow; onHide: () => void; onDone: () => void }) {
  const t = useTranslations('appAccountAdmin');
  const errorText = useErrorText();
  const [username, setUsername] = useState(account.username);
  const [phone, setPhone] = useState(account.guardian_phone ?? '');
  const [selected, setSelected] = useState<Set<string>>(() => new Set(account.children.map((c) => c.id)));
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateAppAccount();
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const submit = () => {
    setError(null);
    if (!username.trim() || !phone.trim() || !selected.size) {
      setError(t('editIncomplete'));
      return;
    }
    save.mutate(
      { id: account.id, values: { username: username.trim(), phone: phone.trim(), student_ids: [...selected] } },
      { onSuccess: onDone, onError: (e) => setError(errorText(e)) },
    );
  };
  return (
    <FormDialog
      onHide={onHide}
      title={t('editTitle', { name: account.username })}
      submitLabel={t('save')}
      onSubmit={submit}
      submitting={save.isPending}
      testId="app-account-edit"
      error={error}
    >
      <Form.Group controlId="app-account-edit-username" className="mb-2">
        <Form.Label>
          <RequiredLabel>{t('fields.username')}</RequiredLabel>
        </Form.Label>
        <Form.Control value={username} autoComplete="off" onChange={(e) => setUsername(e.target.value)} />
      </Form.Group>
      <Form.Group controlId="app-account-edit-phone" className="mb-2">
        <Form.Label>
          <RequiredLabel>{t('fields.phone')}</RequiredLabel>
        </Form.Label>
        <Form.Control value={phone} inputMode="tel" autoComplete="off" onChange={(e) => setPhone(e.target.value)} />
        <Form.Text>{t('phoneHint', { name: account.guardian_name ?? '' })}</Form.Text>
      </Form.Group>
      <fieldset className="mb-2">
        <legend className="form-label fs-6 mb-1">{t('fields.children')}</legend>
        {account.children.map((c) => (
          <Form.Check
            key={c.id}
            id={`app-account-edit-child-${c.id}`}
            checked={selected.has(c.id)}
            onChange={() => toggle(c.id)}
            label={c.class_name ? `${c.full_name} (${c.class_name})` : c.full_name}
          />
        ))}
      </fieldset>
      <StudentPicker idPrefix="app-account-edit-student" selected={selected} onChange={setSelected} multiple />
      <p className="small mb-0" aria-live="polite">
        {t('selectedCount', { count: selected.size })}
      </p>
    </FormDialog>
  );
}
