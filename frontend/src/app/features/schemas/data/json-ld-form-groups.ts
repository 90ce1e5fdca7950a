import type { FormField } from './json-ld-form';

/** A labelled block of the form: what the rich result requires, what it recommends, then everything else. */
export interface FieldGroup {
  id: 'required' | 'recommended' | 'other';
  label: string;
  fields: FormField[];
}

/** "Product snippet", "Merchant listing" -> "Product snippet and Merchant listing". */
function featureList(features: readonly string[]): string {
  if (features.length <= 1) return features[0] ?? '';
  return `${features.slice(0, -1).join(', ')} and ${features.at(-1)}`;
}

/**
 * Splits the form's fields into groups named after the rich results that ask for them (`guidedBy`, from the
 * vocabulary endpoint); empty groups are left out, and without a rich result everything is one "Properties" group.
 */
export function groupFields(
  fields: readonly FormField[],
  guidedBy: readonly string[],
): FieldGroup[] {
  const features = featureList(guidedBy);
  const required = fields.filter((field) => field.required);
  const recommended = fields.filter((field) => !field.required && field.recommended);
  const other = fields.filter((field) => !field.required && !field.recommended);
  const groups: FieldGroup[] = [
    { id: 'required', label: `Required for ${features || 'the rich result'}`, fields: required },
    {
      id: 'recommended',
      label: `Recommended for ${features || 'the rich result'}`,
      fields: recommended,
    },
    {
      id: 'other',
      label: required.length || recommended.length ? 'Other properties' : 'Properties',
      fields: other,
    },
  ];
  return groups.filter((group) => group.fields.length > 0);
}
