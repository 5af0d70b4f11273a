import { useCreatePath, useResourceContext, useResourceDefinition, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useListDialogs } from './listDialogsContext';

/** What opening a row or card does: the detail dialog, else the show page, else the edit page; undefined when none fits. */
export const useOpenRecord = (): ((record: RaRecord) => void) | undefined => {
  const { openDetail } = useListDialogs();
  const resource = useResourceContext();
  const { hasShow, hasEdit } = useResourceDefinition();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  if (openDetail) return openDetail;
  const type = hasShow ? 'show' : hasEdit ? 'edit' : undefined;
  if (!type) return undefined;
  return (record) => navigate(createPath({ resource, id: record.id, type }));
};
