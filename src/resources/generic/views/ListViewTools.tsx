import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ColumnsButton } from 'react-admin';
import type { ResourceDeclaration } from '../../../domain/resources/declaration';
import type { ResourceOverride } from '../resourceOverride';
import { DensityToggle } from './DensityToggle';
import { ViewsMenu } from './ViewsMenu';

/**
 * The list header's view tools: the saved views, and where the table shows (not on cards) its
 * column choice and density. Cards follow the table's column choice.
 */
export const ListViewTools = ({ declaration, override }: { declaration: ResourceDeclaration; override: ResourceOverride }) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const table = !override.cards && !phone;
  return (
    <>
      <ViewsMenu declaration={declaration} override={override} />
      {table && <ColumnsButton />}
      {table && <DensityToggle />}
    </>
  );
};
