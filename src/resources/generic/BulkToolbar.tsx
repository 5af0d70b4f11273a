import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { BulkActionsToolbar, Button, useListContext } from 'react-admin';
import { BULK_MAX } from '../../domain/resources/bulkLimits';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { formatCount } from '../../domain/format';
import { fill } from '../../i18n/fill';
import { bulk as texts } from '../../i18n/tr/bulk';
import { BulkDeleteButton } from './BulkDeleteButton';
import { BulkUpdateButton } from './BulkUpdateButton';
import type { ResourceOverride } from './resourceOverride';
import type { BulkTarget } from './useBulkChange';
import { useRowRights } from './useRowRights';

/**
 * The selected rows' actions: 'Toplu Güncelle' and 'Seçilenleri Sil', as the user's access allows.
 * With the whole page selected and more records matching, it offers all of them: the change is then
 * sent with the list's filter, not the ids (the server counts them again, at most BULK_MAX).
 * An action shows only where every selected row of the page allows it (a project the customer may
 * change but not delete). `inFlow`: on its own line rather than over the bar above (cards).
 */
export const BulkToolbar = ({ declaration, override, inFlow }: { declaration: ResourceDeclaration; override: ResourceOverride; inFlow?: boolean }) => {
  const { access, mayEdit, mayDelete } = useRowRights(override);
  const { selectedIds, data, total, filterValues } = useListContext();
  const selected = data?.filter((r) => selectedIds.includes(r.id)) ?? [];
  const [allMatching, setAllMatching] = useState(false);
  const wholePage = Boolean(data?.length) && data!.every((r) => selectedIds.includes(r.id));
  const more = (total ?? 0) > (data?.length ?? 0) && (total ?? 0) <= BULK_MAX;
  useEffect(() => {
    if (!wholePage) setAllMatching(false);
  }, [wholePage]);
  if (!access.edit && !access.remove) return null;
  const all = allMatching && wholePage && more;
  const target: BulkTarget = all ? { count: total!, ids: selectedIds, filter: filterValues } : { count: selectedIds.length, ids: selectedIds };
  const selectAll =
    wholePage && more ? (
      <Button
        label={fill(all ? texts.screen.allSelected : texts.screen.selectAll, { count: formatCount(total!) })}
        onClick={() => setAllMatching(!all)}
        aria-pressed={all}
        data-testid="bulk-select-all"
      />
    ) : (
      false
    );
  const toolbar = (
    <BulkActionsToolbar selectAllButton={selectAll}>
      {access.edit && selected.every(mayEdit) && <BulkUpdateButton declaration={declaration} target={target} />}
      {access.remove && selected.every(mayDelete) && <BulkDeleteButton target={target} />}
    </BulkActionsToolbar>
  );
  // react-admin lays the toolbar over the bar above the table; above cards (a phone's filters
  // stacked there) it takes its own line while rows are selected instead. Folded (nothing selected)
  // it is only 0 px high: hidden too, or Tab would walk through its three unseen buttons.
  return (
    <Box sx={{ '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' }, ...(inFlow && { '&& .RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none' } }) }}>{toolbar}</Box>
  );
};
