'use client';
import { useState, type ReactElement } from 'react';
import dynamic from 'next/dynamic';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { SidePanelForm } from '@/components/ui/side-panel-form';
import { FormField, RequiredLabel } from '@/components/ui/form-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { setFieldErrors, useFieldError } from '@/components/ui/form-hooks';
import { useDeleteNews, useNews, useSaveNews, type NewsDetail } from '@/lib/api/news';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDateTime } from '@/lib/format';
import type { NewsKind, NewsStatus } from '@/lib/news-values';
import { newsSchema, type NewsFormInput, type NewsInput } from '@/lib/schemas/news';
import { NewsStatusBadge, ReadCount } from './news-bits';
import { ClassPicker, StudentPicker, studentLabel, type AudienceProps } from './news-audience';
import { NewsPhotos } from './news-photos';
import { nextHourInput, toLocalInput } from './news-time';
import type { NewsRights } from './news-types';
import { ListAlert } from '@/components/ui/list-screen';

const RichTextEditor = dynamic(() => import('./rich-text-editor'), {
  ssr: false,
  loading: () => <div className="form-control" style={{ minHeight: '14rem' }} aria-busy="true" />,
});

/**
 * The side panel that writes a post: title, summary, rich text, audience, when it goes out, pinned, and (once
 * saved) its cover and gallery. Without `approve` it only saves drafts; a published post is hidden, not deleted.
 */
type EditorProps = {
  kind: NewsKind;
  can: NewsRights;
  onHide: () => void;
  /** A new post was saved: it stays open as itself. */
  onSaved: (id: string) => void;
};

export function NewsEditor({ kind, id, can, onHide, onSaved }: EditorProps & { id: string | null }) {
  const detail = useNews(id);
  if (id && !detail.data)
    return (
      <SidePanelForm show onHide={onHide} title={<Spinner size="sm" />} testId="news-editor">
        {detail.error ? <LoadError error={detail.error} /> : <Spinner aria-label="…" />}
      </SidePanelForm>
    );
  return (
    <EditorForm key={id ?? 'new'} kind={kind} post={detail.data ?? null} can={can} onHide={onHide} onSaved={onSaved} />
  );
}

function LoadError({ error }: { error: unknown }) {
  const errorText = useErrorText();
  return <Alert variant="danger">{errorText(error)}</Alert>;
}

function EditorForm({ kind, post, can, onHide, onSaved }: EditorProps & { post: NewsDetail | null }) {
  const t = useTranslations('news');
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const save = useSaveNews();
  const del = useDeleteNews();
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const editable = post ? can.update : can.create;
  const form = useForm<NewsFormInput, unknown, NewsInput>({
    resolver: zodResolver(newsSchema),
    defaultValues: {
      kind,
      title: post?.title ?? '',
      summary: post?.summary ?? '',
      content: post?.content_html ?? '',
      class_ids: post?.classes.map((c) => c.id) ?? [],
      student_ids: post?.students.map((s) => s.id) ?? [],
      status: post?.status ?? 'draft',
      publish_at: toLocalInput(post?.publish_at),
      pinned: post?.pinned ?? false,
    },
  });
  const status = useWatch({ control: form.control, name: 'status' }) as NewsStatus;
  const errors = form.formState.errors;
  const wasOut = post?.status === 'published' || post?.status === 'hidden';
  const statusChoices: NewsStatus[] = wasOut ? ['published', 'hidden'] : ['draft', 'published', 'scheduled'];

  // The classes or the children the post is for, bound to the form.
  const audience = (name: 'class_ids' | 'student_ids', picker: (props: AudienceProps) => ReactElement) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) =>
        picker({
          value: field.value ?? [],
          onChange: field.onChange,
          error: fieldError(errors[name]?.message),
          disabled: !editable,
        })
      }
    />
  );

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const r = await save.mutateAsync({
        id: post?.id ?? null,
        values: { ...values, publish_at: values.publish_at ?? '' },
      });
      showMessage(r.text ?? t('saved'), 'success');
      if (!post) onSaved(r.id!);
    } catch (e) {
      setFieldErrors(form.setError, e);
      setError(errorText(e));
    }
  });

  return (
    <SidePanelForm
      show
      onHide={onHide}
      width={860}
      title={
        <span className="d-flex flex-wrap align-items-center gap-2">
          {post ? t('editTitle') : t(`newTitle.${kind}`)}
          {post && <NewsStatusBadge status={post.status} />}
        </span>
      }
      submitLabel={status === 'draft' ? t('saveDraft') : status === 'published' && !wasOut ? t('publish') : t('save')}
      onSubmit={editable ? submit : undefined}
      submitting={save.isPending}
      testId="news-editor"
    >
      <ListAlert text={error} />
      {post && (post.status === 'published' || post.status === 'hidden') && (
        <div className="mb-3 p-2 border rounded bg-body-tertiary" style={{ maxWidth: 360 }}>
          <div className="small text-body-secondary">{t('publishedAt', { when: formatDateTime(post.publish_at) })}</div>
          <ReadCount read={post.read_count} total={post.audience_count} />
        </div>
      )}
      <FormField
        id="news-title"
        label={t('fields.title')}
        required
        error={fieldError(errors.title?.message)}
        className="mb-3"
      >
        <Form.Control {...form.register('title')} isInvalid={!!errors.title} maxLength={200} disabled={!editable} />
      </FormField>
      <FormField
        id="news-summary"
        label={t('fields.summary')}
        error={fieldError(errors.summary?.message)}
        className="mb-3"
      >
        <Form.Control
          as="textarea"
          rows={2}
          {...form.register('summary')}
          isInvalid={!!errors.summary}
          maxLength={500}
          disabled={!editable}
        />
      </FormField>
      <div className="mb-3">
        <span className="form-label d-block" id="news-content-label">
          {t('fields.content')}
        </span>
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              id="news-content"
              labelId="news-content-label"
              value={field.value ?? ''}
              onChange={field.onChange}
            />
          )}
        />
        {errors.content && <div className="invalid-feedback d-block">{fieldError(errors.content.message)}</div>}
      </div>
      {kind === 'class' && audience('class_ids', (p) => <ClassPicker {...p} />)}
      {kind === 'student' &&
        audience('student_ids', (p) => (
          <StudentPicker {...p} initial={post?.students.map((s) => ({ id: s.id, label: studentLabel(s) })) ?? []} />
        ))}
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('fields.when')}</legend>
        {statusChoices.map((s) => (
          <Form.Check
            key={s}
            type="radio"
            id={`news-status-${s}`}
            name="news-status"
            className="py-2 mb-0"
            label={t(`when.${s}`)}
            checked={status === s}
            disabled={!editable || (s !== (post?.status ?? 'draft') && !can.approve)}
            onChange={() => {
              form.setValue('status', s);
              if (s === 'scheduled' && !form.getValues('publish_at')) form.setValue('publish_at', nextHourInput());
            }}
          />
        ))}
        {!can.approve && <div className="form-text">{t('noApproveHint')}</div>}
        {status === 'scheduled' && (
          <Form.Group className="mt-2" controlId="news-publish-at" style={{ maxWidth: 280 }}>
            <Form.Label>
              <RequiredLabel>{t('fields.publishAt')}</RequiredLabel>
            </Form.Label>
            <Form.Control type="datetime-local" {...form.register('publish_at')} isInvalid={!!errors.publish_at} />
            <Form.Control.Feedback type="invalid">{fieldError(errors.publish_at?.message)}</Form.Control.Feedback>
          </Form.Group>
        )}
      </fieldset>
      <Form.Check
        className="mb-3"
        type="switch"
        id="news-pinned"
        label={t('fields.pinned')}
        disabled={!editable}
        {...form.register('pinned')}
      />
      {post ? (
        <NewsPhotos postId={post.id} images={post.images} canEdit={editable} />
      ) : (
        <p className="small text-body-secondary">
          <i className="bi bi-images me-1" aria-hidden="true" />
          {t('photosAfterSave')}
        </p>
      )}
      {post && post.status === 'draft' && can.delete && (
        <div className="border-top pt-3">
          <Button variant="outline-danger" onClick={() => setConfirmDelete(true)} data-testid="news-delete">
            <i className="bi bi-trash me-1" aria-hidden="true" />
            {t('deleteDraft')}
          </Button>
        </div>
      )}
      {post && (
        <ConfirmDialog
          show={confirmDelete}
          title={t('deleteDraft')}
          confirmLabel={t('delete')}
          pending={del.isPending}
          error={del.error ? errorText(del.error) : null}
          onHide={() => setConfirmDelete(false)}
          onConfirm={async () => {
            await del.mutateAsync(post.id);
            showMessage(t('deleted'), 'success');
            onHide();
          }}
          testId="news-delete-confirm"
        >
          {t('deleteConfirm', { title: post.title })}
        </ConfirmDialog>
      )}
    </SidePanelForm>
  );
}
