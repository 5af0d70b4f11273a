import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { BulkToolbar } from './BulkToolbar';
import { DetailDialog } from './DetailDialog';
import { RecordCards } from './RecordCards';
import { RecordTable } from './RecordTable';
import type { ResourceOverride } from './resourceOverride';

/** Cards on a phone or a card page, the table otherwise; a record opened over the list in its dialog. */
export const ListBody = ({ declaration, override }: { declaration: ResourceDeclaration; override: ResourceOverride }) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <>
      {/* Cards carry their selection in their action row; the table draws its own toolbar. */}
      {(override.cards || phone) && override.cardActions !== false && <BulkToolbar declaration={declaration} override={override} inFlow />}
      {override.cards || phone ? <RecordCards declaration={declaration} override={override} /> : <RecordTable declaration={declaration} override={override} />}
      {override.detail === 'dialog' && <DetailDialog declaration={declaration} override={override} />}
    </>
  );
};
