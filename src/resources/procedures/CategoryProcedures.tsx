import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { ProcedureCategoryRecord } from '../../domain/resources/procedureCategories';
import type { ProcedureRecord } from '../../domain/resources/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { ProcedureDeleteDialog } from './ProcedureDeleteDialog';
import { ProcedureFormDialog } from './ProcedureFormDialog';
import { ProcedureListItem } from './ProcedureListItem';

const t = procedureScreens.detail;

/** Below a category's fields in its dialog: its procedures, each to edit or delete (001 section 2.7). */
export const CategoryProcedures = () => {
  const category = useRecordContext<ProcedureCategoryRecord>();
  const [editing, setEditing] = useState<ProcedureRecord | null>(null);
  const [deleting, setDeleting] = useState<ProcedureRecord | null>(null);
  if (!category) return null;
  return (
    <>
      <Typography component="h3" sx={{ fontWeight: 700, mt: 1, mb: 0.5 }}>
        {t.procedures}
      </Typography>
      {category.procedures.length ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {category.procedures.map((p) => (
            <ProcedureListItem key={p.id} procedure={p} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />
          ))}
        </Box>
      ) : (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>{t.noProcedures}</Typography>
      )}
      {editing && <ProcedureFormDialog procedure={editing} onClose={() => setEditing(null)} />}
      {deleting && <ProcedureDeleteDialog procedure={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
};
