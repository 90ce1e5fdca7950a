import type { TrashedSchemaDto, TrashedSiteDto } from '@sdn/contracts';
import { restoredPlace, trashItemView } from './trash-item-view';

const SITE: TrashedSiteDto = {
  kind: 'site',
  id: 's1',
  clientSiteId: 's1',
  name: 'Acme shop',
  websiteUrl: 'https://shop.acme.example',
  schemaCount: 3,
  deletedAt: '2026-11-26T10:00:00Z',
  deletedBy: { userId: 'u1', email: 'dana@acme.example' },
  purgeAt: '2026-12-26T10:00:00Z',
};

const SCHEMA: TrashedSchemaDto = {
  kind: 'schema',
  id: 'sc1',
  clientSiteId: 's1',
  name: 'Mug',
  siteName: 'Acme shop',
  pageUrl: 'https://shop.acme.example/mug',
  status: 'published',
  siteInTrash: false,
  deletedAt: '2026-11-26T10:00:00Z',
  deletedBy: { userId: null, email: null },
  purgeAt: '2026-12-26T10:00:00Z',
};

describe('trashItemView', () => {
  const now = new Date('2026-11-27T10:00:00Z');

  it('says what a site was, who deleted it and when it goes for good', () => {
    expect(trashItemView(SITE, now)).toEqual({
      kindLabel: 'Site',
      title: 'Acme shop',
      origin: 'https://shop.acme.example · with 3 schemas',
      deleted: 'Deleted 26 Nov 2026 by dana@acme.example',
      purge: 'Deleted for good on 26 Dec 2026 (in 29 days)',
      restoreBlockedBy: null,
    });
  });

  it('says where a schema lived and the state it comes back in', () => {
    const view = trashItemView(SCHEMA, now);
    expect(view.origin).toBe('Acme shop · https://shop.acme.example/mug · was published');
    expect(view.deleted).toBe('Deleted 26 Nov 2026');
    expect(view.restoreBlockedBy).toBeNull();
  });

  it('offers no restore for a schema whose site is in the trash, and says why', () => {
    expect(trashItemView({ ...SCHEMA, siteInTrash: true }, now).restoreBlockedBy).toBe(
      'Its site Acme shop is in the trash: restore the site first.',
    );
  });

  it('counts the last day', () => {
    expect(trashItemView(SITE, new Date('2026-12-25T12:00:00Z')).purge).toContain('(in 1 day)');
    expect(trashItemView(SITE, new Date('2026-12-26T10:30:00Z')).purge).toContain(
      '(within the hour)',
    );
  });
});

describe('restoredPlace', () => {
  it('points a restored site to its page, a schema to its editor', () => {
    expect(
      restoredPlace({
        kind: 'site',
        id: 's1',
        clientSiteId: 's1',
        name: 'Acme shop',
        restoredSchemas: 3,
      }),
    ).toEqual({
      text: 'Acme shop is back in Sites with its 3 schemas, delivered as before.',
      linkLabel: 'Open Acme shop',
      link: ['/sites', 's1'],
    });
    expect(
      restoredPlace({
        kind: 'schema',
        id: 'sc1',
        clientSiteId: 's1',
        name: 'Mug',
        restoredSchemas: 1,
      }).link,
    ).toEqual(['/sites', 's1', 'schemas', 'sc1']);
  });
});
