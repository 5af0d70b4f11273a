import { cloneElement } from 'react';
import { SearchInput } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../domain/resources/declaration';
import { generated as texts } from '../../i18n/tr/generated';
import { fieldKind } from './fieldKinds';
import type { ListTexts, ResourceOverride } from './resourceOverride';

// react-admin's filter form reads source and alwaysOn off each element: no wrapper around it.
const declaredFilter = (f: FieldDeclaration) => cloneElement(fieldKind(f).filter(f, { source: f.source, label: f.label, alwaysOn: true }), { key: f.source });

/**
 * The list's filters: free-text search when a field is searchable, then one input per `filter`
 * field, or the ones the override chooses (ResourceOverride filters), in its order.
 */
export const listFilters = (decl: ResourceDeclaration, words: ListTexts = {}, chosen?: ResourceOverride['filters']) => {
  const search = words.search ?? texts.search;
  const declared = decl.fields.filter((f) => f.filter);
  return [
    // A search box by role, named by its placeholder (it has no visible label).
    ...(decl.fields.some((f) => f.searchable) ? [<SearchInput key="q" source="q" alwaysOn type="search" placeholder={search} slotProps={{ htmlInput: { 'aria-label': search } }} sx={{ width: { xs: '100%', sm: 320 } }} />] : []),
    ...(chosen
      ? chosen.flatMap((entry) => {
          if (typeof entry !== 'string') return [entry];
          const field = declared.find((f) => f.source === entry);
          return field ? [declaredFilter(field)] : [];
        })
      : declared.map(declaredFilter)),
  ];
};
