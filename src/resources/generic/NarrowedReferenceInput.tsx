import { useEffect, useRef } from 'react';
import { ReferenceInput, SelectInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { referenceRoute } from './referenceRoute';
import type { FieldInputProps } from './resourceOverride';

interface NarrowedReferenceInputProps extends FieldInputProps {
  /** The form field whose choice narrows this one, also the filter the referenced list takes (categoryId). */
  narrowedBy: string;
  /** Under the input while that choice is missing ('Önce kategori seçin'). */
  waitHint?: string;
}

const chosen = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A reference picked among the records of another field's choice (a subcategory of the chosen
 * category), as an override's input (ResourceOverride inputs): disabled until that choice is made,
 * and emptied when the user changes it, since the old pick belonged to the old choice.
 */
export const NarrowedReferenceInput = ({ field, source, label, narrowedBy, waitHint, isRequired }: NarrowedReferenceInputProps) => {
  const parent: unknown = useWatch({ name: narrowedBy });
  const { setValue } = useFormContext();
  // The choice last seen: a record arriving (nothing to something) is not the user changing it.
  const seen = useRef(parent);
  useEffect(() => {
    if (chosen(seen.current) && seen.current !== parent) setValue(source, '', { shouldDirty: true });
    seen.current = parent;
  }, [parent, source, setValue]);
  // Nothing to offer yet: a select without choices, not a reference that would stay loading.
  if (!chosen(parent)) return <SelectInput source={source} label={label} isRequired={isRequired} choices={[]} disabled helperText={waitHint} />;
  return (
    <ReferenceInput source={source} reference={referenceRoute(field)!} filter={{ [narrowedBy]: parent }}>
      <SelectInput label={label} isRequired={isRequired} />
    </ReferenceInput>
  );
};
