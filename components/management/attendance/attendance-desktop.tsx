'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Alert, Col, Row, Spinner, Tab, Tabs } from 'react-bootstrap';
import { ViewHeading } from '@/components/ui/page-heading';
import { useErrorText } from '@/lib/api/use-error-text';
import { ATTENDANCE_HEADING } from './attendance-bits';
import type { AttendancePageProps } from './attendance-rights';
import { ClassPicker } from './attendance-pickers';
import { RollCall } from './roll-call';
import { useAttendanceClass } from './use-attendance-class';

const MonthSheetView = dynamic(() => import('./month-sheet').then((m) => m.MonthSheetView), {
  ssr: false,
  loading: () => <Spinner size="sm" aria-hidden="true" />,
});

/** /management/attendance/desktop: the roll call as a table and, on a second tab, the class's month sheet. */
export function AttendanceDesktop({ title, group, variant, can }: AttendancePageProps) {
  const t = useTranslations('attendance');
  const errorText = useErrorText();
  const pick = useAttendanceClass();
  return (
    <section aria-labelledby="page-title" data-testid="attendance-desktop">
      <ViewHeading {...ATTENDANCE_HEADING} title={title} group={group} variant={variant} current="desktop" />
      <Row className="g-2 mb-2">
        <Col xs={12} sm={6} md={4} lg={3}>
          <ClassPicker
            id="attendance-class"
            classes={pick.classes}
            currentYear={pick.currentYear}
            value={pick.classId}
            onChange={pick.setClassId}
          />
        </Col>
      </Row>
      {pick.error && (
        <Alert variant="danger" role="alert">
          {errorText(pick.error)}
        </Alert>
      )}
      {!pick.loading && !pick.classes.length && !pick.error && (
        <Alert variant="info" data-testid="attendance-no-class">
          {t('noClassHint')}
        </Alert>
      )}
      {pick.classId && (
        <Tabs defaultActiveKey="day" id="attendance-tabs" className="mb-3" mountOnEnter>
          <Tab eventKey="day" title={t('tabs.rollCall')}>
            <RollCall classId={pick.classId} can={can} />
          </Tab>
          <Tab eventKey="month" title={t('tabs.month')}>
            <MonthSheetView classId={pick.classId} can={can} />
          </Tab>
        </Tabs>
      )}
    </section>
  );
}
