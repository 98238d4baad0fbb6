import { describe, expect, it } from 'vitest';
import { readPayload, targetUrl } from '@/lib/sw/push-handlers';

// The service workers' push and click handlers (lib/sw/push-handlers.ts): what a push shows and where a click goes.
const ORIGIN = 'https://truong.example';
const data = (text: string) => ({ json: () => JSON.parse(text), text: () => text }) as unknown as PushMessageData;

describe('push handlers', () => {
  it('reads the payload, and still shows a push that is not ours', () => {
    expect(readPayload(data('{"title":"T","body":"B","url":"/parent/news/1","tag":"news:1"}'))).toEqual({ title: 'T', body: 'B', url: '/parent/news/1', tag: 'news:1' });
    expect(readPayload(data('plain words'))).toEqual({ title: '', body: 'plain words', url: '', tag: '' });
    expect(readPayload(data('{"title":3,"body":null}'))).toEqual({ title: '', body: '', url: '', tag: '' });
    expect(readPayload(null)).toEqual({ title: '', body: '', url: '', tag: '' });
  });

  it('opens the link on this origin, in the worker’s language, and nothing elsewhere', () => {
    expect(targetUrl('/parent/news/1', `${ORIGIN}/parent`, ORIGIN)).toBe(`${ORIGIN}/parent/news/1`);
    expect(targetUrl('/parent/messages?id=4', `${ORIGIN}/en/parent`, ORIGIN)).toBe(`${ORIGIN}/en/parent/messages?id=4`);
    expect(targetUrl('/parent', `${ORIGIN}/en/parent`, ORIGIN)).toBe(`${ORIGIN}/en/parent`);
    expect(targetUrl('/en/parent/news/2', `${ORIGIN}/en/parent`, ORIGIN)).toBe(`${ORIGIN}/en/parent/news/2`);
    expect(targetUrl('/management/absence', `${ORIGIN}/`, ORIGIN)).toBe(`${ORIGIN}/management/absence`);
    expect(targetUrl('https://evil.example/phish', `${ORIGIN}/parent`, ORIGIN)).toBe(`${ORIGIN}/parent`);
    expect(targetUrl('//evil.example/phish', `${ORIGIN}/`, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(targetUrl('', `${ORIGIN}/en/parent`, ORIGIN)).toBe(`${ORIGIN}/en/parent`);
  });
});
