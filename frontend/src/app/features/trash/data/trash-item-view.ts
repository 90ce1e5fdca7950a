import type { TrashItemDto, TrashRestoreResponse } from '@sdn/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** What a row of the Trash says about its item, in words. */
export interface TrashItemView {
  kindLabel: 'Site' | 'Schema';
  title: string;
  /** Where it came from: the site's address, or the schema's site and page. */
  origin: string;
  /** "Deleted 26 Nov 2026 by dana@example.com". */
  deleted: string;
  /** "Deleted for good on 26 Dec 2026 (in 30 days)". */
  purge: string;
  /** Why Restore is not offered, when it is not. */
  restoreBlockedBy: string | null;
}

export function trashItemView(item: TrashItemDto, now: Date = new Date()): TrashItemView {
  const by = item.deletedBy.email ? ` by ${item.deletedBy.email}` : '';
  const daysLeft = Math.max(0, Math.ceil((Date.parse(item.purgeAt) - now.getTime()) / DAY_MS));
  const left =
    daysLeft === 0 ? 'within the hour' : daysLeft === 1 ? 'in 1 day' : `in ${daysLeft} days`;
  const common = {
    title: item.name,
    deleted: `Deleted ${dateOf(item.deletedAt)}${by}`,
    purge: `Deleted for good on ${dateOf(item.purgeAt)} (${left})`,
  };
  if (item.kind === 'site') {
    const schemas = item.schemaCount === 1 ? '1 schema' : `${item.schemaCount} schemas`;
    return {
      ...common,
      kindLabel: 'Site',
      origin: `${item.websiteUrl} · with ${schemas}`,
      restoreBlockedBy: null,
    };
  }
  return {
    ...common,
    kindLabel: 'Schema',
    origin: `${item.siteName} · ${item.pageUrl} · was ${item.status}`,
    restoreBlockedBy: item.siteInTrash
      ? `Its site ${item.siteName} is in the trash: restore the site first.`
      : null,
  };
}

/** Where a restored item is now, for the message and its link. */
export interface RestoredPlace {
  text: string;
  linkLabel: string;
  link: string[];
}

export function restoredPlace(restored: TrashRestoreResponse): RestoredPlace {
  if (restored.kind === 'site') {
    const schemas =
      restored.restoredSchemas === 1 ? '1 schema' : `${restored.restoredSchemas} schemas`;
    return {
      text: `${restored.name} is back in Sites with its ${schemas}, delivered as before.`,
      linkLabel: `Open ${restored.name}`,
      link: ['/sites', restored.clientSiteId],
    };
  }
  return {
    text: `${restored.name} is back in its site's schema library, in the state it had.`,
    linkLabel: `Open ${restored.name}`,
    link: ['/sites', restored.clientSiteId, 'schemas', restored.id],
  };
}
