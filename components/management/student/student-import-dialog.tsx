'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Table } from 'react-bootstrap';
import { FormDialog } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { ApiError, type ImportRowError } from '@/lib/api/client';
import { downloadStudentTemplate, useImportStudents } from '@/lib/api/student-actions';
import { useErrorText } from '@/lib/api/use-error-text';
import { TableHead } from '@/components/ui/table-head';

/** Import children from the .xlsx template: all rows or none; a refused file lists its errors row by row. */
export function StudentImportDialog({ onHide }: { onHide: () => void }) {
  const t = useTranslations('studentAdmin');
  const errorText = useErrorText();
  const importStudents = useImportStudents();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rows, setRows] = useState<ImportRowError[]>([]);

  const submit = async () => {
    setError(null);
    setRows([]);
    if (!file) {
      setError(errorText('errors.file_required'));
      return;
    }
    try {
      const count = await importStudents.mutateAsync(file);
      showMessage(t('imported', { count }), 'success');
      onHide();
    } catch (e) {
      const fieldText = e instanceof ApiError ? e.fields?.file : undefined;
      setError(fieldText ?? errorText(e));
      setRows(e instanceof ApiError && e.rows ? e.rows : []);
    }
  };
  const template = async () => {
    try {
      await downloadStudentTemplate();
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <FormDialog
      onHide={onHide}
      title={t('importTitle')}
      submitLabel={t('importSubmit')}
      onSubmit={submit}
      submitting={importStudents.isPending}
      testId="student-import"
    >
      <p className="small text-body-secondary">{t('importHelp')}</p>
      <Button variant="link" className="p-0 mb-3" onClick={template} data-testid="student-import-template">
        <i className="bi bi-download me-1" aria-hidden="true" />
        {t('downloadTemplate')}
      </Button>
      <Form.Group controlId="student-import-file" className="mb-3">
        <Form.Label>{t('importFile')}</Form.Label>
        <Form.Control
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          isInvalid={!!error}
          aria-describedby={error ? 'student-import-error' : undefined}
          onChange={(e) => {
            setFile((e.target as HTMLInputElement).files?.[0] ?? null);
            setError(null);
            setRows([]);
          }}
        />
      </Form.Group>
      {error && (
        <Alert variant="danger" role="alert" id="student-import-error" className="py-2">
          {error}
        </Alert>
      )}
      {rows.length > 0 && (
        <div className="table-responsive" style={{ maxHeight: '40vh' }}>
          <Table size="sm" striped bordered className="mb-0" data-testid="student-import-errors">
            <TableHead
              caption={t('importErrors')}
              captionClass="caption-top"
              headings={[t('importRow'), t('importField'), t('importValue'), t('importMessage')]}
            />
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.row}:${r.field}`}>
                  <td>{r.row}</td>
                  <td>{t.has(`sheet.${r.field}`) ? t(`sheet.${r.field}` as never) : r.field}</td>
                  <td className="text-break">{r.value ? <code>{r.value}</code> : <span className="text-body-secondary">{t('importValueEmpty')}</span>}</td>
                  <td>{r.text || errorText(r.message)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </FormDialog>
  );
}
