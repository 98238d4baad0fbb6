'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';

export type MessengerPanelProps = {
  show: boolean;
  onHide: () => void;
};

type Author = 'parent' | 'school' | 'me';

type ChatMessage = { author: Author; text: string };

const AUTHOR_NAME_KEYS = { parent: 'parentName', school: 'schoolName', me: 'you' } as const;

/** First letter of the first and last words of a name: "Phụ huynh bé An" → "PA". */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (!words.length) return '';
  const first = words[0][0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1][0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/**
 * The demo messenger panel (spec §2): template content only. Typed messages are appended locally
 * and never leave the browser.
 */
export function MessengerPanel({ show, onHide }: MessengerPanelProps) {
  const t = useTranslations('messenger');
  const tc = useTranslations('common');
  const [typed, setTyped] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const endRef = useRef<HTMLLIElement>(null);

  const messages: ChatMessage[] = [
    { author: 'parent', text: t('sample1') },
    { author: 'me', text: t('sample2') },
    { author: 'school', text: t('sample3') },
    ...typed.map((text) => ({ author: 'me' as const, text })),
  ];

  useEffect(() => {
    if (typed.length) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [typed.length]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setTyped((list) => [...list, text]);
    setDraft('');
  };

  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      aria-labelledby="messenger-panel-title"
      data-testid="messenger-panel"
    >
      <Offcanvas.Header closeButton closeLabel={tc('close')}>
        <Offcanvas.Title as="h2" className="h5 mb-0" id="messenger-panel-title">
          <i className="bi bi-chat-dots me-2" aria-hidden="true" />
          {t('title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column gap-3">
        <p className="alert alert-info small mb-0 d-flex gap-2 align-items-start" data-testid="messenger-demo-note">
          <i className="bi bi-info-circle" aria-hidden="true" />
          <span>{t('demoNote')}</span>
        </p>

        <ul
          className="list-unstyled flex-grow-1 overflow-auto mb-0 d-flex flex-column gap-3"
          aria-label={t('conversation')}
        >
          {messages.map((message, index) => {
            const name = t(AUTHOR_NAME_KEYS[message.author]);
            const mine = message.author === 'me';
            const last = index === messages.length - 1;
            return (
              <li
                key={index}
                ref={last ? endRef : undefined}
                className={`d-flex align-items-end gap-2 ${mine ? 'flex-row-reverse' : ''}`}
                data-testid="messenger-message"
              >
                <span
                  className={`chat-avatar ${mine ? 'text-bg-primary' : 'bg-secondary-subtle text-body'}`}
                  aria-hidden="true"
                >
                  {initials(name)}
                </span>
                <div className={`chat-bubble ${mine ? 'chat-bubble-out' : 'chat-bubble-in'}`}>
                  <span className="visually-hidden">{name}: </span>
                  {message.text}
                </div>
              </li>
            );
          })}
        </ul>

        <Form onSubmit={send} className="d-flex gap-2" data-testid="messenger-form">
          <Form.Label htmlFor="messenger-input" visuallyHidden>
            {t('inputLabel')}
          </Form.Label>
          <Form.Control
            id="messenger-input"
            className="bg-body-tertiary"
            placeholder={t('placeholder')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            autoComplete="off"
            data-testid="messenger-input"
          />
          <Button type="submit" variant="primary" className="text-nowrap" data-testid="messenger-send">
            <i className="bi bi-send me-1" aria-hidden="true" />
            {t('send')}
          </Button>
        </Form>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
