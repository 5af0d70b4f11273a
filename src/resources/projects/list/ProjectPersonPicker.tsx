import { useInput } from 'react-admin';
import type { FieldInputProps } from '../../generic/resourceOverride';
import { ProjectPersonSearch, type ProjectPersonSearchProps } from '../ProjectPersonSearch';

export { personName } from '../ProjectPersonSearch';

type ProjectPersonPickerProps = FieldInputProps & Pick<ProjectPersonSearchProps, 'kind' | 'multiple' | 'exclude' | 'optionLabel'>;

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? (value as number[]) : value == null || value === '' ? [] : [Number(value)]);

/** The project form's person field: a team holds ids, a manager or a customer one id or null. */
export const ProjectPersonPicker = ({ source, label, multiple = false, ...search }: ProjectPersonPickerProps) => {
  const { field } = useInput({ source });
  return (
    <ProjectPersonSearch
      {...search}
      name={source}
      label={label}
      multiple={multiple}
      ids={idsOf(field.value)}
      onBlur={field.onBlur}
      onChange={(ids) => field.onChange(multiple ? ids : (ids[0] ?? null))}
    />
  );
};
