import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';

// The generated screens load with their page, not with the shell.
const GeneratedList = lazy(() => import('./GeneratedList').then((m) => ({ default: m.GeneratedList })));
const GeneratedCreate = lazy(() => import('./GeneratedForm').then((m) => ({ default: m.GeneratedCreate })));
const GeneratedEdit = lazy(() => import('./GeneratedForm').then((m) => ({ default: m.GeneratedEdit })));

/** Everything react-admin needs for a declared resource that has no bespoke screens. */
export const generatedViews = (declaration: ResourceDeclaration): ResourceProps => ({
  name: declaration.route,
  options: { label: declaration.label },
  list: () => <GeneratedList declaration={declaration} />,
  create: () => <GeneratedCreate declaration={declaration} />,
  edit: () => <GeneratedEdit declaration={declaration} />,
  recordRepresentation: (record) => String(record.name ?? record.title ?? record.id),
});
