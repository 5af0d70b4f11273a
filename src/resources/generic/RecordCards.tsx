import { RecordContextProvider, useListContext } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { BulkCardCheckbox } from './BulkCardCheckbox';
import { useRowRights } from './useRowRights';
import { FieldCell } from './FieldCell';
import { ListEmpty } from './ListEmpty';
import { RecordActions } from './RecordActions';
import type { ResourceOverride } from './resourceOverride';
import { useListColumns } from './useListColumns';
import { useOpenRecord } from './useOpenRecord';
import { useVisibleFields } from './useVisibleFields';
import { useTablePrefs } from './views/useTablePrefs';
import { followColumns } from './views/viewState';

/** The generated card's body: the first text column as its title, the other columns with their labels, as the table's column choice has them. */
const ListFieldsCard = ({ declaration, override }: { declaration: ResourceDeclaration; override: ResourceOverride }) => {
  const listed = useVisibleFields(declaration).filter((f) => f.list);
  const table = useListColumns(declaration, override.columns).map((c) => c.field.source);
  const { shown } = useTablePrefs(table, table.length + 1);
  const columns = followColumns(listed.map((f) => f.source), table, shown).map((source) => listed.find((f) => f.source === source)!);
  const title = columns.find((f) => f.kind === 'text') ?? columns[0];
  return (
    <>
      {title && (
        <Typography component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
          <FieldCell field={title} />
        </Typography>
      )}
      {columns
        .filter((f) => f !== title)
        .map((f) => (
          <Typography key={f.source} component="div" variant="body2" sx={{ color: 'text.secondary' }}>
            {f.label}: <FieldCell field={f} />
          </Typography>
        ))}
    </>
  );
};

/**
 * The list's records as cards: a phone's list, or a card page on every width (ResourceOverride
 * cards). A card opens its record as a row does and carries the row's actions.
 */
export const RecordCards = ({ declaration, override }: { declaration: ResourceDeclaration; override: ResourceOverride }) => {
  const { data } = useListContext();
  const openRecord = useOpenRecord();
  const open = override.cardOpens === false ? undefined : openRecord;
  const Body = override.card;
  const rights = useRowRights(override);
  if (override.listTexts?.empty && data?.length === 0) return <ListEmpty texts={override.listTexts} />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: { xs: 1, sm: 2 }, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
      {data?.map((record) => (
        <Box component="li" key={record.id} data-testid="record-row" sx={{ minWidth: 0 }}>
          <RecordContextProvider value={record}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              {open ? (
                // A button centres its content: cards of one row would start their titles at different heights.
                <CardActionArea onClick={() => open(record)} aria-label={override.openLabel?.(record)} sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
                  <CardContent>{Body ? <Body /> : <ListFieldsCard declaration={declaration} override={override} />}</CardContent>
                </CardActionArea>
              ) : (
                <CardContent sx={{ flex: 1 }}>{Body ? <Body /> : <ListFieldsCard declaration={declaration} override={override} />}</CardContent>
              )}
              {override.cardActions !== false && (
                <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                  {rights.selectable(record) && <BulkCardCheckbox />}
                  <RecordActions declaration={declaration} override={override} labelled={override.labelledCardActions} />
                </CardActions>
              )}
            </Card>
          </RecordContextProvider>
        </Box>
      ))}
    </Box>
  );
};
