'use client';
import { Fragment, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatPercent } from '@/lib/format';
import { Alert, Card, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { useErrorText } from '@/lib/api/use-error-text';
import {
  downloadNutritionReport,
  useNutritionReport,
  type NutritionParams,
  type NutritionReportRow,
} from '@/lib/api/health';
import type { NutritionCounts } from '@/lib/schemas/health';
import { addDays, schoolToday } from '@/lib/school-time';
import { DayFilter } from '@/components/ui/day-filter';
import { ExportButton, ListAlert } from '@/components/ui/list-screen';
import { useDownload } from '@/lib/api/use-download';
import { TableHead } from '@/components/ui/table-head';

const COUNTS: (keyof NutritionCounts)[] = [
  'underweight_moderate',
  'underweight_severe',
  'stunted_moderate',
  'stunted_severe',
  'wasted',
  'overweight',
  'obese',
];

const DAY_COL = 'col-6 col-md-3 col-lg-2';


/**
 * The nutrition report as the school sends it each term: per age group and class, the children measured in a
 * period (each by their last measurement) and how many have each class, beside an earlier round to compare.
 */
export function NutritionReport({ canExport }: { canExport: boolean }) {
  const t = useTranslations('health');
  const locale = useLocale();
  const pct = (n: number, of: number) => formatPercent(n, of, locale);
  const errorText = useErrorText();
  const today = schoolToday();
  const [from, setFrom] = useState(addDays(today, -45));
  const [to, setTo] = useState(today);
  const [compare, setCompare] = useState(true);
  const [cFrom, setCFrom] = useState(addDays(today, -135));
  const [cTo, setCTo] = useState(addDays(today, -46));
  const params: NutritionParams | null =
    from && to && (!compare || (cFrom && cTo))
      ? { from, to, ...(compare && cFrom && cTo ? { compare_from: cFrom, compare_to: cTo } : {}) }
      : null;
  const report = useNutritionReport(params);
  const rows = report.data ?? [];
  const exporting = useDownload(async () => {
    if (params) await downloadNutritionReport(params);
  }, t('exportFailed'));
  /** A period's first and last day. */
  const period = (days: [id: string, label: string, value: string, onChange: (day: string) => void][]) =>
    days.map(([id, label, value, onChange]) => (
      <DayFilter key={id} id={id} label={label} value={value} onChange={onChange} col={DAY_COL} />
    ));
  const cell = (counts: NutritionCounts, k: keyof NutritionCounts) =>
    `${counts[k]} (${pct(counts[k], counts.measured)})`;
  return (
    <div data-testid="nutrition-report">
      <Row className="g-2 align-items-end mb-2">
        {period([
          ['report-from', t('report.from'), from, setFrom],
          ['report-to', t('report.to'), to, setTo],
        ])}
        <Col xs={12} md="auto" className="pb-2">
          <Form.Check
            id="report-compare"
            label={t('report.compare')}
            checked={compare}
            onChange={(e) => setCompare(e.target.checked)}
          />
        </Col>
        {compare &&
          period([
            ['report-compare-from', t('report.compareFrom'), cFrom, setCFrom],
            ['report-compare-to', t('report.compareTo'), cTo, setCTo],
          ])}
        {canExport && (
          <Col xs={12} md="auto" className="ms-md-auto">
            <ExportButton download={exporting} text={t('report.export')} disabled={!params} testId="report-export" />
          </Col>
        )}
      </Row>
      <p className="small text-body-secondary">{t('report.help')}</p>
      <ListAlert text={exporting.error} onClose={exporting.clear} />
      {report.error && <Alert variant="danger">{errorText(report.error)}</Alert>}
      {report.isLoading && <Spinner size="sm" aria-label={t('loading')} />}
      {rows.length > 0 && (
        <>
          <div className="d-none d-md-block table-responsive" tabIndex={0} role="region" aria-label={t('report.title')}>
            <Table size="sm" bordered className="align-middle small" data-testid="report-table">
              <TableHead
                caption={t('report.title')}
                headings={[
                  t('report.group'),
                  t('report.counts.measured'),
                  ...COUNTS.map((k) => t(`report.counts.${k}`)),
                ]}
              />
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.kind}-${r.key}`} className={r.kind === 'class' ? undefined : 'fw-semibold table-light'}>
                    <th scope="row" className={r.kind === 'class' ? 'ps-3 fw-normal' : undefined}>
                      {r.label}
                    </th>
                    <td>
                      {r.current.measured}/{r.current.children} ({pct(r.current.measured, r.current.children)})
                      {r.previous && <Previous text={`${r.previous.measured}/${r.previous.children}`} />}
                    </td>
                    {COUNTS.map((k) => (
                      <td key={k}>
                        {cell(r.current, k)}
                        {r.previous && <Previous text={cell(r.previous, k)} trend={r.current[k] - r.previous[k]} />}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <div className="d-md-none">
            {rows.map((r) => (
              <ReportCard key={`${r.kind}-${r.key}`} row={r} cell={cell} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function Previous({ text, trend }: { text: string; trend?: number }) {
  const t = useTranslations('health');
  return (
    <div className="text-body-secondary">
      {t('report.previousShort', { value: text })}
      {trend !== undefined && trend !== 0 && <span className="ms-1">{trend > 0 ? `▲${trend}` : `▼${-trend}`}</span>}
    </div>
  );
}

function ReportCard({
  row,
  cell,
}: {
  row: NutritionReportRow;
  cell: (c: NutritionCounts, k: keyof NutritionCounts) => string;
}) {
  const t = useTranslations('health');
  return (
    <Card className={`mb-2${row.kind === 'class' ? '' : ' border-primary'}`}>
      <Card.Body className="py-2">
        <h3 className="h6 mb-1">{row.label}</h3>
        <dl className="row small mb-0">
          <dt className="col-7 fw-normal">{t('report.counts.measured')}</dt>
          <dd className="col-5 mb-1">
            {row.current.measured}/{row.current.children}
            {row.previous && <Previous text={`${row.previous.measured}/${row.previous.children}`} />}
          </dd>
          {COUNTS.map((k) => (
            <Fragment key={k}>
              <dt className="col-7 fw-normal">{t(`report.counts.${k}`)}</dt>
              <dd className="col-5 mb-1">
                {cell(row.current, k)}
                {row.previous && <Previous text={cell(row.previous, k)} />}
              </dd>
            </Fragment>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}
