import { lazy, type ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import TableRowsIcon from '@mui/icons-material/TableRows';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { gated } from './AccessGate';
import { defaultRepresentation } from './recordTitle';
import type { ResourceOverride, ViewOverride } from './resourceOverride';

// The generated screens load with their page, not with the shell.
const GeneratedList = lazy(() => import('./GeneratedList').then((m) => ({ default: m.GeneratedList })));
const GeneratedCreate = lazy(() => import('./GeneratedForm').then((m) => ({ default: m.GeneratedCreate })));
const GeneratedEdit = lazy(() => import('./GeneratedForm').then((m) => ({ default: m.GeneratedEdit })));
const GeneratedShow = lazy(() => import('./GeneratedShow').then((m) => ({ default: m.GeneratedShow })));

/** The icon of a resource without one of its own, in the sidebar and react-admin's menu. */
export const DEFAULT_RESOURCE_ICON = TableRowsIcon;

/** The bespoke view if there is one, nothing if switched off, else the generated one; behind its access check. */
const pick = (action: 'list' | 'create' | 'edit' | 'show', override: ViewOverride | undefined, generated: ComponentType): ComponentType | undefined =>
  override === false ? undefined : gated(action, override ?? generated);

/** Everything react-admin needs for a declared resource: its generated views unless the override replaces them. */
export const generatedViews = (declaration: ResourceDeclaration, override: ResourceOverride = {}): ResourceProps => ({
  name: declaration.route,
  options: { label: declaration.label },
  icon: override.icon ?? DEFAULT_RESOURCE_ICON,
  list: pick('list', override.list, () => <GeneratedList declaration={declaration} override={override} />),
  create: pick('create', override.create, () => <GeneratedCreate declaration={declaration} />),
  edit: pick('edit', override.edit, () => <GeneratedEdit declaration={declaration} />),
  show: pick('show', override.show, () => <GeneratedShow declaration={declaration} />),
  recordRepresentation: override.recordRepresentation ?? defaultRepresentation,
});
