import { createContext, useContext, useState, type KeyboardEvent } from 'react';
import {
  DataTableBody,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
  type Identifier,
} from 'react-admin';

/** The row that takes the table's one tab stop (roving tabindex), and how a row claims it. */
const TabStop = createContext<{ id: Identifier | undefined; claim: (id: Identifier) => void }>({ id: undefined, claim: () => undefined });

/** The record row next to this one, up or down, or none at the table's edge. */
const neighbour = (row: HTMLElement, key: string): HTMLElement | null => {
  let next = key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling;
  while (next && !(next instanceof HTMLElement && next.dataset.testid === 'record-row')) next = key === 'ArrowDown' ? next.nextElementSibling : next.previousElementSibling;
  return next as HTMLElement | null;
};

/**
 * A record's row: rows and cards share one test id, so a scenario finds a record's row at any width.
 * From the keyboard, with the row itself focused (not a button or box in it): arrows move to the row
 * above or below, Enter opens it as a click does, Space ticks its selection box where rows are selectable.
 */
const RecordRow = (props: DataTableRowProps) => {
  const record = useRecordContext();
  const tabStop = useContext(TabStop);
  const { hasBulkActions } = useDataTableConfigContext();
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const id = record?.id;
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    props.onKeyDown?.(event);
    const row = event.currentTarget;
    if (event.target !== row || event.defaultPrevented || id === undefined) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      neighbour(row, event.key)?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      row.click();
    } else if (event.key === ' ') {
      // Space would scroll the page otherwise, even where there is nothing to tick.
      event.preventDefault();
      if (hasBulkActions && handleToggleItem && (!isRowSelectable || isRowSelectable(record))) handleToggleItem(id, event);
    }
  };
  return (
    <DataTableRow
      {...props}
      data-testid="record-row"
      tabIndex={id !== undefined && id === tabStop.id ? 0 : -1}
      onFocus={(event) => {
        props.onFocus?.(event);
        if (event.target === event.currentTarget && id !== undefined) tabStop.claim(id);
      }}
      onKeyDown={onKeyDown}
    />
  );
};

/** The table's rows, one of them (the last focused, else the first) reachable by Tab; a focused row is ringed. */
export const RecordRows = (props: DataTableBodyProps) => {
  const data = useDataTableDataContext();
  const [focused, setFocused] = useState<Identifier | undefined>(undefined);
  const id = data?.some((r) => r.id === focused) ? focused : data?.[0]?.id;
  return (
    <TabStop.Provider value={{ id, claim: setFocused }}>
      <DataTableBody
        {...props}
        row={RecordRow}
        sx={{ '& > tr[data-testid="record-row"]:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
      />
    </TabStop.Provider>
  );
};
