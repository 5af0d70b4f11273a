import { useRecordContext } from 'react-admin';
import { fieldKind } from '../../generic/fieldKinds';
import type { FieldInputProps } from '../../generic/resourceOverride';

/** A template gives a new project its steps; an existing project keeps its own, so no input then. */
export const ProjectTemplateInput = ({ field, ...props }: FieldInputProps) => (useRecordContext()?.id === undefined ? <>{fieldKind(field).input(field, props)}</> : null);
