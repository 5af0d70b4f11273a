import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
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

const Row = ({ depth, label, parts, expanded, onExpand, tree, testId }: { depth: number; label: string; parts: number[]; expanded?: boolean; onExpand?: () => void; tree: TreeProps; testId: string }) => {
  const shown = parts.filter((p) => !tree.hidden.has(p)).length;
  const selected = tree.selected !== null && parts.includes(tree.selected);
  return (
    <Box
      role="treeitem"
      aria-expanded={onExpand ? expanded : undefined}
      aria-selected={selected}
      data-testid={testId}
      sx={{ display: 'flex', alignItems: 'center', pl: depth * 1.5, pr: 0.5, borderRadius: 1, bgcolor: selected ? 'warning.light' : undefined, '&:hover': { bgcolor: selected ? 'warning.light' : 'action.hover' } }}
    >
      {onExpand ? (
        <IconButton size="small" onClick={onExpand} aria-label={label} sx={{ p: 0.25 }}>
          {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
      ) : (
        <Box sx={{ width: 26 }} />
      )}
      <Checkbox
        size="small"
        sx={{ p: 0.25 }}
        checked={shown === parts.length}
        indeterminate={shown > 0 && shown < parts.length}
        onChange={(e) => tree.onVisible(parts, e.target.checked)}
        slotProps={{ input: { 'aria-label': `${shown ? t.hide : t.show}: ${label}` } }}
      />
      <Typography
        noWrap
        onClick={() => !onExpand && tree.onSelect(parts[0])}
        sx={{ flex: 1, minWidth: 0, fontSize: 13, cursor: onExpand ? 'default' : 'pointer', fontWeight: onExpand ? 700 : 400, color: shown ? 'text.primary' : 'text.disabled' }}
        title={label}
      >
        {label}
      </Typography>
      <Tooltip title={t.isolate}>
        <IconButton size="small" onClick={() => tree.onIsolate(parts)} aria-label={`${t.isolate}: ${label}`} sx={{ p: 0.25 }}>
          <CenterFocusStrongIcon sx={{ fontSize: 16 }} />
        </IconButton>
      </Tooltip>
    </Box>
  );
};

const Node = ({ node, depth, label, tree, path }: { node: TreeNodeData; depth: number; label: string; tree: TreeProps; path: string }) => {
  const [expanded, setExpanded] = useState(depth < 3);
  const all = partsUnder(node);
  let unnamed = 0;
  return (
    <Box role="group">
      <Row depth={depth} label={label} parts={all} expanded={expanded} onExpand={() => setExpanded((e) => !e)} tree={tree} testId={`model-node-${path}`} />
      {expanded &&
        entriesOf(tree.scene, node).map((entry) => {
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
