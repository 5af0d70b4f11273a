import { useState } from 'react';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import type { ResourceDeclaration } from '../../../domain/resources/declaration';
import type { ResourceOverride } from '../resourceOverride';
import { useListColumns } from '../useListColumns';
import { useTablePrefs } from './useTablePrefs';

/**
 * The column choice where the list shows cards (a phone, a card page): which of the table's fields
 * a card shows and in what order. It writes the table's own preferences (react-admin's DataTable
 * store), so a saved view carries one choice for both layouts and the table follows it on a wider
 * screen. Hidden fields stay in the menu, unticked, after the shown ones. For a card of its own
 * drawing (`drawnCard`: the columns it follows) only those, to tick: it keeps the spec's order.
 */
export const CardColumnsButton = ({ declaration, override, drawnCard }: { declaration: ResourceDeclaration; override: ResourceOverride; drawnCard?: readonly string[] }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const columns = useListColumns(declaration, override.columns).map((c) => c.field);
  const sources = columns.map((f) => f.source);
  // The table's children: its field columns, then the actions (as useListView counts them).
  const { shown, show } = useTablePrefs(sources, sources.length + 1);
  const ordered = [...shown, ...sources.filter((s) => !shown.includes(s))].filter((s) => !drawnCard || drawnCard.includes(s));
  const orderable = !drawnCard;
  const labelOf = (source: string) => columns.find((f) => f.source === source)?.label ?? source;
  const toggle = (source: string) => show(shown.includes(source) ? shown.filter((s) => s !== source) : [...shown, source]);
  const move = (source: string, by: -1 | 1) => {
    const at = shown.indexOf(source);
    const to = at + by;
    if (at < 0 || to < 0 || to >= shown.length) return;
    const next = [...shown];
    [next[at], next[to]] = [next[to]!, next[at]!];
    show(next);
  };
  const title = translate('ra.action.select_columns');
  return (
    <>
      <Button size="small" startIcon={<ViewWeekIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {title}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': title, dense: true } }}>
        {ordered.map((source) => {
          const on = shown.includes(source);
          const at = shown.indexOf(source);
          const label = labelOf(source);
          return (
            <MenuItem key={source} onClick={() => toggle(source)} role="menuitemcheckbox" aria-checked={on} sx={{ pr: 0.5 }}>
              <Checkbox edge="start" size="small" checked={on} tabIndex={-1} disableRipple sx={{ p: 0.5, mr: 1 }} slotProps={{ input: { 'aria-hidden': true } }} />
              <ListItemText primary={label} sx={{ mr: 1 }} />
              {orderable && (
                <>
                  <IconButton
                    size="small"
                    aria-label={`${label}: ${translate('ra.action.move_up')}`}
                    disabled={!on || at === 0}
                    onClick={(e) => {
                      e.stopPropagation();
                      move(source, -1);
                    }}
                  >
                    <ArrowUpwardIcon fontSize="inherit" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`${label}: ${translate('ra.action.move_down')}`}
                    disabled={!on || at === shown.length - 1}
                    onClick={(e) => {
                      e.stopPropagation();
                      move(source, 1);
                    }}
                  >
                    <ArrowDownwardIcon fontSize="inherit" />
                  </IconButton>
                </>
              )}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
