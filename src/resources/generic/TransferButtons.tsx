import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { ImportButton } from './ImportButton';
import { ServerExportButton } from './ServerExportButton';
import type { ListState } from './transferApi';

interface TransferButtonsProps {
  declaration: ResourceDeclaration;
  /** A bespoke list's search, filters and sort (inside a react-admin list, its own). */
  list?: ListState;
  onImported?: () => void;
}

/**
 * A declared resource's 'Dışa aktar' and 'İçe aktar', for every list of it: export to those who
 * read it, import to those who write it when it imports (each button checks its own access).
 */
export const TransferButtons = ({ declaration, list, onImported }: TransferButtonsProps) => (
  <>
    <ServerExportButton declaration={declaration} list={list} />
    <ImportButton declaration={declaration} onImported={onImported} />
  </>
);
