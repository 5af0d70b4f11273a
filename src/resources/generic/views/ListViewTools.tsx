import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ColumnsButton } from 'react-admin';
import type { ResourceDeclaration } from '../../../domain/resources/declaration';
import type { ResourceOverride } from '../resourceOverride';
import { CardColumnsButton } from './CardColumnsButton';
import { DensityToggle } from './DensityToggle';
import { ViewsMenu } from './ViewsMenu';

/**
 * The list header's view tools: the saved views; where the table shows, its column choice and
 * density; where cards show, their own column choice (the same preferences): to tick and order
 * for generated cards, to tick for a card of its own drawing that follows it (a job's). Other
 * drawn cards (a category's) show what the spec draws, so they have none.
 */
export const ListViewTools = ({ declaration, override }: { declaration: ResourceDeclaration; override: ResourceOverride }) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const table = !override.cards && !phone;
  return (
    <>
      <ViewsMenu declaration={declaration} override={override} />
      {table && <ColumnsButton />}
      {!table && (!override.card || override.cardFollowsColumns) && <CardColumnsButton declaration={declaration} override={override} drawnCard={override.card ? override.cardFollowsColumns : undefined} />}
      {table && <DensityToggle />}
    </>
  );
};
