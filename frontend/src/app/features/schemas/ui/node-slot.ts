import type { TemplateRef } from '@angular/core';
import type { JsonLdObject } from '@sdn/contracts';
import type { PropertyStep } from '../../../shared/api/engine-api';

/**
 * Where a nested node's editor goes and what it edits. The node editor renders property fields, which hold nested
 * nodes and lists of them: rather than importing the node editor back (a module cycle), a field is handed a
 * template that draws one (`NodeEditor` makes its own; the page makes one for the top level).
 */
export interface NodeSlot {
  /** The element id of the editor (what a "details" button's aria-controls names), or null. */
  id: string | null;
  type: string;
  node: JsonLdObject;
  idPrefix: string;
  /** The steps from the top-level entity down to this node. */
  path: readonly PropertyStep[];
  /** Properties the field edits itself (the name beside a named value, a breadcrumb item's position). */
  hidden: readonly string[];
  legend: string;
  set: (node: JsonLdObject) => void;
}

export type NodeSlotTemplate = TemplateRef<{ $implicit: NodeSlot }>;
