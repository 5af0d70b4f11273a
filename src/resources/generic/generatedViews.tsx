import type { ResourceProps } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { GeneratedCreate, GeneratedEdit } from './GeneratedForm';
import { GeneratedList } from './GeneratedList';

/** Everything react-admin needs for a declared resource that has no bespoke screens. */
export const generatedViews = (declaration: ResourceDeclaration): ResourceProps => ({
  name: declaration.route,
  options: { label: declaration.label },
  list: () => <GeneratedList declaration={declaration} />,
  create: () => <GeneratedCreate declaration={declaration} />,
  edit: () => <GeneratedEdit declaration={declaration} />,
  recordRepresentation: (record) => String(record.name ?? record.title ?? record.id),
});
