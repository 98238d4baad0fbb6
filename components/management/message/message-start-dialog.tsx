'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { ChildPicker } from '@/components/management/requests/child-picker';
import { useStartMessage } from '@/lib/api/message';
import { useErrorText } from '@/lib/api/use-error-text';
import { MESSAGE_CATEGORIES } from '@/lib/request-values';

/**
 * A staff member starts a message to a child's family (POST /MessageRequest/create): the child, the topic and the
 * text; the parents read it in the app's thread and answer there.
 */
export function MessageStartDialog({ onHide }: { onHide: () => void }) {
  const t = useTranslations('message');
  const errorText = useErrorText();
  const start = useStartMessage();
  const [child, setChild] = useState('');
  const [category, setCategory] = useState<string>(MESSAGE_CATEGORIES[0]);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    setError(null);
    if (!child || !content.trim()) {
      setError(t('start.incomplete'));
      return;
    }
    start.mutate(
      { student_id: child, category, content: content.trim() },
      {
        onSuccess: () => {
          onHide();
          showMessage(t('started'), 'success');
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  return (
    <FormDialog
      onHide={onHide}
      title={t('start.title')}
      submitLabel={t('start.submit')}
      onSubmit={submit}
      submitting={start.isPending}
      testId="message-start"
      error={error}
    >
      <p className="small text-body-secondary">{t('start.help')}</p>
      <ChildPicker
        id="message-start"
        words={{ search: t('start.childSearch'), legend: t('start.child'), none: t('start.noChild') }}
        onChoose={(c) => setChild(c.id)}
      />
      <Form.Group controlId="message-start-category" className="mb-2">
        <Form.Label>
          <RequiredLabel>{t('columns.category')}</RequiredLabel>
        </Form.Label>
        <Form.Select value={category} onChange={(e) => setCategory(e.target.value)}>
          {MESSAGE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="message-start-content">
        <Form.Label>
          <RequiredLabel>{t('start.content')}</RequiredLabel>
        </Form.Label>
        <Form.Control as="textarea" rows={4} maxLength={2000} value={content} onChange={(e) => setContent(e.target.value)} />
      </Form.Group>
    </FormDialog>
  );
}
