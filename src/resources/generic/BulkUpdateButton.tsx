import { useMemo, useState } from 'react';
import { Button, Form, RecordContextProvider, SaveButton, useGetIdentity } from 'react-admin';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import { Dialog } from '../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../domain/format';
import type { FieldDeclaration, ResourceDeclaration } from '../../domain/resources/declaration';
import type { RoleNumber } from '../../domain/roles';
import { fill } from '../../i18n/fill';
import { bulk as texts } from '../../i18n/tr/bulk';
import { BulkRefusals } from './BulkRefusals';
import { bulkFields } from './bulkFields';
import { fieldKind } from './fieldKinds';
import { useBulkChange, type BulkTarget } from './useBulkChange';

const t = texts.screen;

/** The chosen value as a list cell shows it (a bench by its name, a status by its label). */
const ValueText = ({ field, value }: { field: FieldDeclaration; value: unknown }) => (
  <RecordContextProvider value={{ id: 0, [field.source]: value }}>{value == null ? '—' : fieldKind(field).cell(field, value)}</RecordContextProvider>
);

/**
 * 'Toplu Güncelle': one declared field the user may write (a choice, a reference or a yes/no) and
 * its new value, then a confirmation saying how many records will change, then one request. A
 * refusal keeps the dialog open with each refused record's reason; nothing was written.
 */
export const BulkUpdateButton = ({ declaration, target }: { declaration: ResourceDeclaration; target: BulkTarget }) => {
  const { identity } = useGetIdentity();
  const fields = useMemo(() => (identity ? bulkFields(declaration, identity.role as RoleNumber) : []), [declaration, identity]);
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState('');
  const [value, setValue] = useState<{ v: unknown } | null>(null);
  const change = useBulkChange(target);
  if (!fields.length) return null;
  const field = fields.find((f) => f.source === source) ?? fields[0]!;

  const close = () => {
    setOpen(false);
    setValue(null);
    change.clear();
  };
  const confirm = async () => {
    if (value && (await change.run('update', { [field.source]: value.v }))) close();
  };
  return (
    <>
      <Button label={t.update} onClick={() => setOpen(true)}>
        <EditNoteIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="bulk-update-title">
        <DialogTitle id="bulk-update-title">{t.update}</DialogTitle>
        {value ? (
          <>
            <DialogContent>
              <Typography sx={{ fontWeight: 600 }}>{fill(t.willUpdate, { count: formatCount(target.count) })}</Typography>
              <Typography component="div" data-testid="bulk-change">
                {field.label}: <ValueText field={field} value={value.v} />
              </Typography>
              {change.outcome && <BulkRefusals outcome={change.outcome} />}
            </DialogContent>
            <DialogActions>
              <Button label={t.cancel} onClick={close} />
              <Button label={t.confirm} variant="contained" onClick={confirm} disabled={change.pending || Boolean(change.outcome)} />
            </DialogActions>
          </>
        ) : (
          // One form per field: choosing another starts its value afresh.
          <Form key={field.source} onSubmit={(data: Record<string, unknown>) => setValue({ v: data[field.source] ?? null })} record={{}}>
            <DialogContent>
              <TextField select fullWidth label={t.field} value={field.source} onChange={(e) => setSource(e.target.value)} sx={{ mb: 2 }}>
                {fields.map((f) => (
                  <MenuItem key={f.source} value={f.source}>
                    {f.label}
                  </MenuItem>
                ))}
              </TextField>
              {/* As wide as the field picker above (a filter-sized select looked like a second picker). */}
              <Box sx={{ '& .MuiFormControl-root': { width: '100%' } }}>{fieldKind(field).input(field, { source: field.source, label: field.label })}</Box>
            </DialogContent>
            <DialogActions>
              <Button label={t.cancel} onClick={close} />
              <SaveButton label={t.next} icon={<></>} alwaysEnable />
            </DialogActions>
          </Form>
        )}
      </Dialog>
    </>
  );
};
