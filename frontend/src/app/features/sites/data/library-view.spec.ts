import { convertToParamMap } from '@angular/router';
import {
  type LibraryView,
  NO_FILTERS,
  libraryQuery,
  libraryViewFrom,
  libraryViewParams,
} from './library-view';

const view = (change: Partial<LibraryView> = {}): LibraryView => ({
  filters: NO_FILTERS,
  sort: { field: 'updatedAt', order: 'desc' },
  page: 1,
  pageSize: 50,
  ...change,
});

describe('library view in the address', () => {
  it('reads every filter, the sort, the page and the page size from the query', () => {
    expect(
      libraryViewFrom(
        convertToParamMap({
          q: 'lamp',
          status: 'paused',
          type: 'Product',
          valid: 'false',
          updated: '7',
          sort: 'name',
          order: 'desc',
          page: '3',
          size: '25',
        }),
      ),
    ).toEqual({
      filters: {
        search: 'lamp',
        status: 'paused',
        type: 'Product',
        valid: 'false',
        updatedWithinDays: 7,
      },
      sort: { field: 'name', order: 'desc' },
      page: 3,
      pageSize: 25,
    });
  });

  it('falls back to the default for anything unknown or out of range, so an old link still opens', () => {
    expect(
      libraryViewFrom(
        convertToParamMap({
          status: 'deleted',
          valid: 'maybe',
          updated: '3',
          sort: 'colour',
          order: 'up',
          page: '-2',
          size: '1000',
        }),
      ),
    ).toEqual(view());
    expect(libraryViewFrom(convertToParamMap({ page: '1.5' })).page).toBe(1);
    expect(libraryViewFrom(convertToParamMap({ sort: 'pageUrl' })).sort).toEqual({
      field: 'pageUrl',
      order: 'asc',
    });
    expect(libraryViewFrom(convertToParamMap({ q: 'x'.repeat(5000) })).filters.search).toHaveLength(
      2048,
    );
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(libraryViewParams(view())).toEqual({
      q: null,
      status: null,
      type: null,
      valid: null,
      updated: null,
      sort: null,
      order: null,
      page: null,
      size: null,
    });
    const changed = view({
      filters: { ...NO_FILTERS, search: 'a b', type: 'Article', valid: 'true' },
      sort: { field: 'name', order: 'desc' },
      page: 2,
      pageSize: 100,
    });
    const params = libraryViewParams(changed);
    expect(params).toEqual(
      expect.objectContaining({
        q: 'a b',
        type: 'Article',
        sort: 'name',
        order: 'desc',
        page: 2,
        size: 100,
      }),
    );
    const written = Object.fromEntries(
      Object.entries(params)
        .filter(([, value]) => value !== null)
        .map(([key, value]) => [key, String(value)]),
    );
    expect(libraryViewFrom(convertToParamMap(written))).toEqual(changed);
  });

  it('builds the service query from the view, leaving out what is not set', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(
      libraryQuery(
        view({
          filters: {
            status: 'paused',
            type: ' Product ',
            valid: 'false',
            search: '',
            updatedWithinDays: 7,
          },
          sort: { field: 'name', order: 'asc' },
          page: 3,
          pageSize: 25,
        }),
        now,
      ),
    ).toEqual({
      status: 'paused',
      type: 'Product',
      valid: false,
      updatedFrom: '2026-11-17T12:00:00.000Z',
      sort: 'name',
      order: 'asc',
      limit: 25,
      offset: 50,
    });
  });
});
