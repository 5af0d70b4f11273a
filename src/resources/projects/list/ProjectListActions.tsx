import { useEffect, useState } from 'react';
import { Button, RefreshButton, useGetIdentity, useListContext, useNotify } from 'react-admin';
import type { ApiUser } from '../../../domain/user';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { userPermissions } from '../../../providers/session';
import { ProjectTemplatesDialog } from '../../projectTemplates/ProjectTemplatesDialog';
import { StepTemplatesDialog } from '../../stepTemplates/StepTemplatesDialog';

const t = projectScreens.list;

/**
 * The project list's header buttons beside 'Yeni Proje' (001 section 2.4): refresh and, for those
 * who manage templates, the two template modals. An empty list, unfiltered, also says so in a toast.
 */
export const ProjectListActions = () => {
  const user = (useGetIdentity().identity as ApiUser | undefined) ?? null;
  const { total, isPending, filterValues } = useListContext();
  const notify = useNotify();
  const [open, setOpen] = useState<'projectTemplates' | 'stepTemplates' | null>(null);
  const unfiltered = Object.keys(filterValues).length === 0;
  useEffect(() => {
    if (!isPending && total === 0 && unfiltered) notify(t.none, { type: 'info' });
  }, [isPending, total, unfiltered, notify]);
  const templates = userPermissions(user).includes('canManageTemplates');
  return (
    <>
      <RefreshButton label={t.refresh} />
      {templates && (
        <>
          <Button label={t.projectTemplates} onClick={() => setOpen('projectTemplates')} />
          <Button label={t.stepTemplates} onClick={() => setOpen('stepTemplates')} />
        </>
      )}
      {open === 'projectTemplates' && <ProjectTemplatesDialog onClose={() => setOpen(null)} />}
      {open === 'stepTemplates' && <StepTemplatesDialog onClose={() => setOpen(null)} />}
    </>
  );
};
