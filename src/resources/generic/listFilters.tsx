import { cloneElement } from 'react';
import { SearchInput } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { generated as texts } from '../../i18n/tr/generated';
import { fieldKind } from './fieldKinds';
import type { ListTexts } from './resourceOverride';

/** The list's filters: free-text search when a field is searchable, then one input per `filter` field. */
export const listFilters = (decl: ResourceDeclaration, words: ListTexts = {}) => {
  const search = words.search ?? texts.search;
  return [
    // A search box by role, named by its placeholder (it has no visible label).
    ...(decl.fields.some((f) => f.searchable) ? [<SearchInput key="q" source="q" alwaysOn type="search" placeholder={search} slotProps={{ htmlInput: { 'aria-label': search } }} sx={{ width: { xs: '100%', sm: 320 } }} />] : []),
    ...decl.fields
      .filter((f) => f.filter)
      // react-admin's filter form reads source and alwaysOn off each element: no wrapper around it.
      .map((f) => cloneElement(fieldKind(f).filter(f, { source: f.source, label: f.label, alwaysOn: true }), { key: f.source })),
  ];
};
