import { FilterContext, FilterForm, ListBase, Pagination, ResourceContextProvider } from 'react-admin';
import Stack from '@mui/material/Stack';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { CreateAction } from './CreateAction';
import { InlineCreate } from './InlineCreate';
import { ListBody } from './ListBody';
import { ListDialogsProvider } from './ListDialogsProvider';
import { listFilters } from './listFilters';
import type { ResourceOverride } from './resourceOverride';
import { StatCards } from './StatCards';

/**
 * A declared resource's generated list inside another page (a section under the supplier's card,
 * the spec's template modals): the same filters, stat cards, cards or table, row actions and dialogs
 * as its list page, its paging and filters kept out of the page's address.
 */
export const ResourceListPanel = ({ declaration, override = {} }: { declaration: ResourceDeclaration; override?: ResourceOverride }) => {
  const ListActions = override.listActions;
  const filters = listFilters(declaration, override.listTexts, override.filters);
  return (
    <ResourceContextProvider value={declaration.route}>
      <ListBase resource={declaration.route} sort={declaration.defaultSort} perPage={25} disableSyncWithLocation filterDefaultValues={override.filterDefaults}>
        <ListDialogsProvider declaration={declaration} override={override}>
          {override.stats && <StatCards stats={override.stats} />}
          {override.inlineCreate && <InlineCreate declaration={declaration} />}
          <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            {/* FilterForm prefers the context's filters: over another list (the project list's template modals), these must win. */}
            <FilterContext.Provider value={filters}>
              <FilterForm filters={filters} />
            </FilterContext.Provider>
            <Stack direction="row" spacing={1}>
              {ListActions && <ListActions />}
              {!override.inlineCreate && <CreateAction label={override.createLabel} />}
            </Stack>
          </Stack>
          <ListBody declaration={declaration} override={override} />
          <Pagination rowsPerPageOptions={[]} />
        </ListDialogsProvider>
      </ListBase>
    </ResourceContextProvider>
  );
};
