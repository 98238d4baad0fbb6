'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/format';
import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { Alert, Badge, Card, Spinner, Table } from 'react-bootstrap';
import { SidePanelForm } from '@/components/ui/side-panel-form';
import { ExportButton, ListAlert } from '@/components/ui/list-screen';
import { useDownload } from '@/lib/api/use-download';
import { downloadSurveyAnswers, useSurveyResults, type SurveyRow } from '@/lib/api/survey';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDateTime } from '@/lib/format';
import type { QuestionResult } from '@/lib/survey-values';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip);

/**
 * A survey's results in a side panel: answers against the audience, the rate per class ("17 / 23"), a chart per
 * question (bars for choices and ratings with the average, a table for a grid, the texts listed), who has not
 * answered (with the guardian's phone to call) and the export of every answer.
 */
export function SurveyResultsPanel({
  survey,
  canExport,
  onHide,
}: {
  survey: SurveyRow;
  canExport: boolean;
  onHide: () => void;
}) {
  const t = useTranslations('survey');
  const errorText = useErrorText();
  const results = useSurveyResults(survey.id);
  const exporting = useDownload(() => downloadSurveyAnswers(survey.id, `${survey.title}.xlsx`), t('exportFailed'));
  const r = results.data;

  return (
    <SidePanelForm
      show
      onHide={onHide}
      width={960}
      title={t('resultsTitle', { title: survey.title })}
      testId="survey-results"
    >
      <p className="text-body-secondary small">
        {formatDateTime(survey.opens_at)} → {formatDateTime(survey.closes_at)} · {t(`statuses.${survey.status}`)}
      </p>
      {results.error && (
        <Alert variant="danger" role="alert">
          {errorText(results.error)}
        </Alert>
      )}
      {!r ? (
        <div className="text-center py-5" role="status">
          <Spinner aria-hidden="true" />
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      ) : (
        <>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            <p className="fs-5 mb-0" data-testid="survey-response-rate">
              {t('responseRate', { responded: r.response_count, expected: r.audience_count })}
            </p>
            {canExport && <ExportButton download={exporting} text={t('export')} testId="survey-export" />}
          </div>
          <ListAlert text={exporting.error} onClose={exporting.clear} />
          {r.by_class.length > 0 && (
            <section aria-labelledby="survey-by-class" className="mb-4">
              <h3 id="survey-by-class" className="h6">
                {t('byClass')}
              </h3>
              <ul className="list-unstyled mb-0" data-testid="survey-by-class">
                {r.by_class.map((c) => (
                  <li key={c.class_id} className="mb-2">
                    <div className="d-flex justify-content-between small">
                      <span>{c.class_name}</span>
                      <span className="fw-semibold">
                        {c.responded} / {c.expected}
                      </span>
                    </div>
                    <div className="progress" style={{ height: 8 }}>
                      <div
                        className="progress-bar"
                        role="progressbar"
                        aria-label={t('classRate', { name: c.class_name, responded: c.responded, expected: c.expected })}
                        aria-valuemin={0}
                        aria-valuemax={c.expected}
                        aria-valuenow={c.responded}
                        style={{ width: `${c.expected ? (100 * c.responded) / c.expected : 0}%` }}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <h3 className="h6">{t('perQuestion')}</h3>
          {r.questions.map((q, i) => (
            <QuestionCard key={q.id} n={i + 1} q={q} />
          ))}
          {(r.by_class.length > 0 || r.audience_count > 0) && (
            <section aria-labelledby="survey-pending" className="mt-4">
              <h3 id="survey-pending" className="h6">
                {t('pendingTitle', { count: r.pending.length })}
              </h3>
              {r.pending.length === 0 ? (
                <p className="text-body-secondary">{t('nonePending')}</p>
              ) : (
                <ul className="list-group" data-testid="survey-pending">
                  {r.pending.map((p) => (
                    <li
                      key={p.student_id}
                      className="list-group-item d-flex flex-wrap justify-content-between align-items-center gap-2"
                    >
                      <span>
                        <span className="fw-semibold">{p.student_name}</span>
                        {p.class_name && <span className="small text-body-secondary"> · {p.class_name}</span>}
                        {p.guardian_name && <div className="small">{p.guardian_name}</div>}
                      </span>
                      {p.phone && (
                        <a
                          className="btn btn-outline-primary btn-sm d-inline-flex align-items-center"
                          style={{ minHeight: 44 }}
                          href={`tel:${p.phone}`}
                          aria-label={t('callLabel', { name: p.guardian_name ?? p.student_name, phone: p.phone })}
                        >
                          <i className="bi bi-telephone me-1" aria-hidden="true" />
                          {p.phone}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      )}
    </SidePanelForm>
  );
}

function QuestionCard({ n, q }: { n: number; q: QuestionResult }) {
  const t = useTranslations('survey');
  const locale = useLocale();
  const bars = q.type === 'single' || q.type === 'multiple' || q.type === 'rating';
  const labels = Object.keys(q.counts);
  return (
    <Card className="mb-3" data-testid="survey-question-result">
      <Card.Body>
        <h4 className="h6">
          {n}. {q.title}{' '}
          <Badge bg="light" text="dark">
            {t(`types.${q.type}`)}
          </Badge>
        </h4>
        <p className="small text-body-secondary mb-2">{t('answeredCount', { count: q.answered })}</p>
        {bars && (
          <>
            {q.type === 'rating' && (
              <p className="mb-2" data-testid="survey-average">
                {q.average === null ? t('noAverage') : t('average', { average: formatDecimal(q.average, locale) })}
              </p>
            )}
            <div style={{ position: 'relative', height: Math.max(140, labels.length * 34) }}>
              <Bar
                role="img"
                aria-label={t('chartLabel', {
                  title: q.title,
                  counts: labels.map((l) => `${l}: ${q.counts[l]}`).join(', '),
                })}
                data={{
                  labels,
                  datasets: [{ data: labels.map((l) => q.counts[l]), backgroundColor: '#0d6efd', borderRadius: 4 }],
                }}
                options={{
                  indexAxis: q.type === 'rating' ? 'x' : 'y',
                  maintainAspectRatio: false,
                  responsive: true,
                  plugins: { legend: { display: false } },
                  scales: {
                    x: { beginAtZero: true, ticks: { precision: 0 } },
                    y: { beginAtZero: true, ticks: { precision: 0 } },
                  },
                }}
              />
            </div>
            {q.other.length > 0 && (
              <>
                <p className="small fw-semibold mt-2 mb-1">{t('otherAnswers', { count: q.other.length })}</p>
                <TextList texts={q.other} className="small mb-0" />
              </>
            )}
          </>
        )}
        {q.type === 'grid' && (
          <div className="table-responsive" tabIndex={0} role="region" aria-label={q.title}>
            <Table size="sm" bordered className="mb-0">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('gridRow')}</span>
                  </th>
                  {Object.keys(Object.values(q.grid)[0] ?? {}).map((o) => (
                    <th key={o} scope="col" className="text-end">
                      {o}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Object.entries(q.grid).map(([row, counts]) => (
                  <tr key={row}>
                    <th scope="row">{row}</th>
                    {Object.values(counts).map((c, i) => (
                      <td key={i} className="text-end">
                        {c}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
        {(q.type === 'text' || q.type === 'long_text') &&
          (q.texts.length ? (
            <TextList texts={q.texts} className="mb-0" testId="survey-texts" />
          ) : (
            <p className="text-body-secondary mb-0">{t('noTexts')}</p>
          ))}
      </Card.Body>
    </Card>
  );
}

/** Written answers, the same text once with how many gave it (most given first). */
function TextList({ texts, className, testId }: { texts: string[]; className: string; testId?: string }) {
  const counts = new Map<string, number>();
  for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
  const rows = [...counts].sort((a, b) => b[1] - a[1]);
  return (
    <ul className={className} data-testid={testId}>
      {rows.map(([text, n]) => (
        <li key={text} style={{ whiteSpace: 'pre-wrap' }}>
          {text}
          {n > 1 && <span className="text-body-secondary"> × {n}</span>}
        </li>
      ))}
    </ul>
  );
}
