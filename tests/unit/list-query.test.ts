import { describe, expect, it } from 'vitest';
import { listQueryFromUrl } from '@/lib/list-query';

// A page renders the list its screen will ask for: the server reads the address as nuqs reads it in the browser.

const spec = { filters: ['status', 'class_id'] as const, pageSize: 50, defaultSort: 'name' };

describe('listQueryFromUrl', () => {
  it('opens on the first page with the default sort and no filter', () => {
    expect(listQueryFromUrl({}, spec)).toEqual({ page: 1, page_size: 50, order_by: 'name', search: undefined });
  });

  it('keeps the search, page, sort and the filters that are set, and nothing else', () => {
    expect(
      listQueryFromUrl({ q: 'Ánh', page: '3', sort: '-created_at', status: 'pending', class_id: '', other: 'x' }, spec),
    ).toEqual({ page: 3, page_size: 50, order_by: '-created_at', search: 'Ánh', status: 'pending' });
  });

  it('reads a page number as nuqs does: a malformed one is the first page, a repeated key its first value', () => {
    expect(listQueryFromUrl({ page: 'abc' }, spec).page).toBe(1);
    expect(listQueryFromUrl({ page: ['2', '5'], status: ['done', 'pending'] }, spec)).toMatchObject({
      page: 2,
      status: 'done',
    });
  });

  it('uses the list page size when the screen names none', () => {
    expect(listQueryFromUrl({}, {}).page_size).toBe(20);
  });
});
