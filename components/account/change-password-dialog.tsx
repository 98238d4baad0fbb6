'use client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { useChangePassword } from '@/lib/api/shell';
import { ApiError } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';
import { signOutNow } from '@/lib/api/sign-out';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/schemas/auth';
import { ListAlert } from '@/components/ui/list-screen';

const FIELDS = ['old_password', 'new_password', 'renew_password'] as const;
const EMPTY: ChangePasswordInput = { old_password: '', new_password: '', renew_password: '' };

/** Spec §2, §4, §5: after a successful change the dialog closes and the user is signed out. */
export function ChangePasswordDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useTranslations('password');
  const locale = useLocale();
  const errorText = useErrorText();
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const hide = () => {
    form.reset(EMPTY);
    setError(null);
    onHide();
  };
  // Validates first and does nothing when the form is invalid (spec §5).
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await change.mutateAsync(values);
      hide();
      await signOutNow(locale, 'password');
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        for (const field of FIELDS) if (e.fields[field]) form.setError(field, { message: e.fields[field] });
      }
      setError(errorText(e));
    }
  });

  return (
    <FormDialog show={show} onHide={hide} title={t('title')} submitLabel={t('submit')} onSubmit={() => void submit()} submitting={change.isPending} testId="change-password">
      <ListAlert text={error} />
      {FIELDS.map((field) => (
        <Form.Group className="mb-3" controlId={`cp-${field}`} key={field}>
          <Form.Label>
            <RequiredLabel>{t(field === 'old_password' ? 'old' : field === 'new_password' ? 'new' : 'renew')}</RequiredLabel>
          </Form.Label>
          <Form.Control
            type="password"
            autoComplete={field === 'old_password' ? 'current-password' : 'new-password'}
            isInvalid={!!errors[field]}
            aria-invalid={!!errors[field]}
            aria-required="true"
            aria-describedby={field === 'new_password' ? 'cp-hint' : undefined}
            {...form.register(field)}
          />
          {field === 'new_password' && !errors[field] && (
            <Form.Text id="cp-hint">{t('hint')}</Form.Text>
          )}
          <Form.Control.Feedback type="invalid">{errors[field] && errorText(errors[field]?.message)}</Form.Control.Feedback>
        </Form.Group>
      ))}
    </FormDialog>
  );
}
