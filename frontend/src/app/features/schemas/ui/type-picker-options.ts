import type { VocabularyTypeGroup, VocabularyTypeSummary } from '@sdn/contracts';

/** One row of the type picker's listbox. */
export interface TypeOption {
  type: VocabularyTypeSummary;
  /** Position in the whole list: what the arrow keys move over. */
  index: number;
  id: string;
  /** The plan cannot save this type (Free: not a rich-result type). */
  disabled: boolean;
  /** "Product snippet · Merchant listing" for a rich-result type; empty otherwise. */
  badge: string;
}

export interface PickerSection {
  /** Null for the ranked search results, which are not split into groups. */
  group: VocabularyTypeGroup | null;
  label: string;
  options: TypeOption[];
}

const GROUP_LABELS: Record<VocabularyTypeGroup, string> = {
  richResult: 'Google rich results',
  common: 'Common types',
  richResultSubtype: 'More specific rich-result types',
  other: 'Other Schema.org types',
};

/** The listbox rows in the service's order (it ranks them); ids are stable per type for aria-activedescendant. */
export function typeOptions(
  types: readonly VocabularyTypeSummary[],
  richResultsOnly: boolean,
): TypeOption[] {
  return types.map((type, index) => ({
    type,
    index,
    id: `type-option-${type.name}`,
    disabled: richResultsOnly && !type.richResult,
    badge: type.richResult
      ? type.richResultFeatures.length
        ? type.richResultFeatures.join(' · ')
        : 'Rich result'
      : '',
  }));
}

/**
 * Without a search the list is in group order, so it is shown under the groups' headings; search results are
 * ranked by how well the name matches, and stay one list.
 */
export function pickerSections(
  options: readonly TypeOption[],
  searching: boolean,
): PickerSection[] {
  if (searching)
    return options.length
      ? [{ group: null, label: 'Best matches first', options: [...options] }]
      : [];
  const sections: PickerSection[] = [];
  for (const option of options) {
    const group = option.type.group;
    const current = sections.at(-1);
    if (current?.group === group) current.options.push(option);
    else sections.push({ group, label: GROUP_LABELS[group], options: [option] });
  }
  return sections;
}
