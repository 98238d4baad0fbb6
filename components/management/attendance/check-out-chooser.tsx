'use client';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Form, Modal, Offcanvas } from 'react-bootstrap';
import type { AttendanceDayRow } from '@/lib/api/attendance';

export type PickedUpBy = { picked_up_by_id?: string; picked_up_by_name?: string };

/**
 * Who is picking the child up: one big button per allowed person, or another person by name. A bottom sheet on
 * the phone layout (reachable with the thumb), a dialog on the desktop one.
 */
export function CheckOutChooser({
  row,
  as,
  onHide,
  onChoose,
}: {
  row: AttendanceDayRow;
  as: 'modal' | 'sheet';
  onHide: () => void;
  onChoose: (who: PickedUpBy) => void;
}) {
  const t = useTranslations('attendance');
  const tc = useTranslations('common');
  const [other, setOther] = useState(row.pickup_people.length === 0);
  const [name, setName] = useState('');
  const [error, setError] = useState(false);
  const titleId = 'attendance-check-out-title';
  const submitOther = () => {
    const value = name.trim();
    if (!value) return setError(true);
    onChoose({ picked_up_by_name: value });
  };

  const body: ReactNode = (
    <>
      <p className="mb-2 fw-semibold">{t('whoPicksUp')}</p>
      {row.pickup_people.length === 0 && <p className="small text-body-secondary">{t('noPickupPeople')}</p>}
      <div className="d-grid gap-2 mb-3">
        {row.pickup_people.map((p) => (
          <Button
            key={p.id}
            variant="outline-primary"
            size="lg"
            className="text-start d-flex align-items-center gap-3"
            style={{ minHeight: 56 }}
            onClick={() => onChoose({ picked_up_by_id: p.id })}
            data-testid="attendance-pickup-person"
          >
            <i className="bi bi-person-check fs-4" aria-hidden="true" />
            <span>
              <span className="d-block fw-semibold">{p.full_name}</span>
              <span className="d-block small">
                {p.relationship}
                {p.phone && <> · {p.phone}</>}
              </span>
            </span>
          </Button>
        ))}
        {!other && (
          <Button
            variant="outline-secondary"
            size="lg"
            className="text-start d-flex align-items-center gap-3"
            style={{ minHeight: 56 }}
            onClick={() => setOther(true)}
            data-testid="attendance-pickup-other"
          >
            <i className="bi bi-person-plus fs-4" aria-hidden="true" />
            {t('otherPerson')}
          </Button>
        )}
      </div>
      {other && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submitOther();
          }}
        >
          <Form.Group controlId="attendance-pickup-name" className="mb-2">
            <Form.Label>{t('fields.picked_up_by_name')}</Form.Label>
            <Form.Control
              size="lg"
              value={name}
              maxLength={100}
              autoComplete="off"
              isInvalid={error}
              aria-describedby={error ? 'attendance-pickup-name-error' : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setError(false);
              }}
              data-testid="attendance-pickup-name"
            />
            <Form.Control.Feedback type="invalid" id="attendance-pickup-name-error">
              {t('pickupNameRequired')}
            </Form.Control.Feedback>
          </Form.Group>
          <div className="d-grid">
            <Button type="submit" size="lg" style={{ minHeight: 48 }} data-testid="attendance-pickup-name-submit">
              <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
              {t('handOver')}
            </Button>
          </div>
        </form>
      )}
    </>
  );

  const title = t('checkOutTitle', { name: row.full_name });
  if (as === 'sheet') {
    return (
      <Offcanvas
        show
        onHide={onHide}
        placement="bottom"
        aria-labelledby={titleId}
        style={{ height: 'auto', maxHeight: '85vh' }}
        className="rounded-top-4"
        data-testid="attendance-check-out-chooser"
      >
        <Offcanvas.Header closeButton closeLabel={tc('close')}>
          <Offcanvas.Title as="h2" className="h5" id={titleId}>
            {title}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="pt-0">{body}</Offcanvas.Body>
      </Offcanvas>
    );
  }
  return (
    <Modal show onHide={onHide} centered aria-labelledby={titleId} data-testid="attendance-check-out-chooser">
      <Modal.Header closeButton closeLabel={tc('close')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
    </Modal>
  );
}
