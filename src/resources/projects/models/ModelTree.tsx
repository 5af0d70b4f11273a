import { startTransition, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { styled } from '@mui/material/styles';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { fill } from '../../../i18n/fill';
import { modelScreens } from '../../../i18n/tr/modelScreens';
import type { ModelScene, TreeNodeData } from './sceneData';

const t = modelScreens.tree;

/** Every part under a node, its sub-assemblies included. */
export const partsUnder = (node: TreeNodeData): number[] => [...node.parts, ...node.children.flatMap(partsUnder)];

/** A level that only places one part (how STEP names each occurrence): drawn as that part's row. */
const placesOnePart = (node: TreeNodeData) => node.children.length === 0 && node.parts.length === 1;

type Entry = { kind: 'level'; node: TreeNodeData; at: number } | { kind: 'part'; name: string; parts: number[] };

/**
 * A level's rows in the file's order: sub-assemblies as levels, parts (its own, and occurrences
 * of one part) as rows, the same part (name and shared geometry) placed n times folded to one row '×n'.
 */
export const entriesOf = (scene: ModelScene, node: TreeNodeData): Entry[] => {
  const entries: Entry[] = [];
  const rows = new Map<string, Entry & { kind: 'part' }>();
  const addPart = (part: number, name: string) => {
    const key = `${name}\u0000${scene.parts[part].geometry}`;
    const row = rows.get(key);
    if (row) return row.parts.push(part);
    const fresh = { kind: 'part' as const, name, parts: [part] };
    rows.set(key, fresh);
    entries.push(fresh);
  };
  node.children.forEach((child, at) => (placesOnePart(child) ? addPart(child.parts[0], child.name || scene.parts[child.parts[0]].name) : entries.push({ kind: 'level', node: child, at })));
  node.parts.forEach((part) => addPart(part, scene.parts[part].name));
  return entries;
};

interface TreeProps {
  scene: ModelScene;
  fileName: string;
  hidden: ReadonlySet<number>;
  selected: number | null;
  onVisible: (parts: number[], visible: boolean) => void;
  onIsolate: (parts: number[]) => void;
  onSelect: (part: number) => void;
}

// A row's styles made once (an assembly has hundreds of rows; sx props are resolved on every render of each).
const RowBox = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  paddingRight: theme.spacing(0.5),
  borderRadius: theme.shape.borderRadius,
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&[aria-selected=true], &[aria-selected=true]:hover': { backgroundColor: theme.palette.warning.light },
}));
const RowLabel = styled('span')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  fontSize: 13,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: theme.palette.text.primary,
  '&[data-level=true]': { fontWeight: 700 },
  '&[data-level=false]': { cursor: 'pointer' },
  '&[data-shown=false]': { color: theme.palette.text.disabled },
}));
const TIGHT = { padding: 2 };
const ISOLATE_ICON = { fontSize: 16 };
/** Where a part's row has no expand button. */
const NO_EXPAND = { width: 26, flexShrink: 0 };

const Row = ({ depth, label, parts, expanded, onExpand, tree, testId }: { depth: number; label: string; parts: number[]; expanded?: boolean; onExpand?: () => void; tree: TreeProps; testId: string }) => {
  const shown = parts.filter((p) => !tree.hidden.has(p)).length;
  const selected = tree.selected !== null && parts.includes(tree.selected);
  return (
    <RowBox role="treeitem" aria-expanded={onExpand ? expanded : undefined} aria-selected={selected} data-testid={testId} style={{ paddingLeft: depth * 12 }}>
      {onExpand ? (
        <IconButton size="small" onClick={onExpand} aria-label={label} style={TIGHT}>
          {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
      ) : (
        <span style={NO_EXPAND} />
      )}
      <Checkbox
        size="small"
        style={TIGHT}
        checked={shown === parts.length}
        indeterminate={shown > 0 && shown < parts.length}
        onChange={(e) => tree.onVisible(parts, e.target.checked)}
        slotProps={{ input: { 'aria-label': `${shown ? t.hide : t.show}: ${label}` } }}
      />
      <RowLabel onClick={() => !onExpand && tree.onSelect(parts[0])} data-level={!!onExpand} data-shown={shown > 0} title={label}>
        {label}
      </RowLabel>
      <Tooltip title={t.isolate}>
        <IconButton size="small" onClick={() => tree.onIsolate(parts)} aria-label={`${t.isolate}: ${label}`} style={TIGHT}>
          <CenterFocusStrongIcon style={ISOLATE_ICON} />
        </IconButton>
      </Tooltip>
    </RowBox>
  );
};

/** Rows a level adds to the page at once: an assembly's rows come in several short commits, not one long task (issue 24). */
const ROWS_AT_ONCE = 8;

/** How many of a level's rows to show: ROWS_AT_ONCE more after each commit, from ROWS_AT_ONCE again for another model. */
const useRowsShown = (scene: ModelScene, total: number): number => {
  const [grown, setGrown] = useState({ scene, rows: ROWS_AT_ONCE });
  const rows = grown.scene === scene ? grown.rows : ROWS_AT_ONCE;
  useEffect(() => {
    if (rows < total) startTransition(() => setGrown({ scene, rows: rows + ROWS_AT_ONCE }));
  }, [scene, rows, total]);
  return rows;
};

const Node = ({ node, depth, label, tree, path }: { node: TreeNodeData; depth: number; label: string; tree: TreeProps; path: string }) => {
  const [expanded, setExpanded] = useState(depth < 3);
  const all = partsUnder(node);
  const entries = expanded ? entriesOf(tree.scene, node) : [];
  const rows = useRowsShown(tree.scene, entries.length);
  let unnamed = 0;
  return (
    <Box role="group">
      <Row depth={depth} label={label} parts={all} expanded={expanded} onExpand={() => setExpanded((e) => !e)} tree={tree} testId={`model-node-${path}`} />
      {entries.slice(0, rows).map((entry) => {
        if (entry.kind === 'level') return <Node key={`n${entry.at}`} node={entry.node} depth={depth + 1} label={entry.node.name || fill(t.part, { n: entry.at + 1 })} tree={tree} path={`${path}-${entry.at}`} />;
        const name = entry.name || fill(t.part, { n: ++unnamed });
        const label = entry.parts.length > 1 ? `${name} ${fill(t.count, { n: entry.parts.length })}` : name;
        return <Row key={`p${entry.parts[0]}`} depth={depth + 1} label={label} parts={entry.parts} tree={tree} testId={`model-part-${entry.parts[0]}`} />;
      })}
    </Box>
  );
};

/**
 * The assembly tree as the file names it, every level kept (001 section 2.5; issue 11): show or
 * hide a level or a part, isolate it, click a part to highlight it; repeated parts counted.
 */
export const ModelTree = (props: TreeProps) => (
  <Box role="tree" aria-label={t.title} sx={{ overflow: 'auto', height: '100%' }}>
    <Node node={props.scene.root} depth={0} label={props.scene.root.name || props.fileName} tree={props} path="0" />
  </Box>
);
