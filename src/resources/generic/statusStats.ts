import { createElement } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import type { StatSlot } from './resourceOverride';

interface StatusStatsOptions {
  labels: { total: string; active: string; passive: string };
  /** The list filters that count the active and the passive records, as the API takes them. */
  filters: { active: Record<string, unknown>; passive: Record<string, unknown> };
  icon: SvgIconComponent;
  /** The cards' test ids: <testId>-total, -active, -passive. */
  testId: string;
}

/** The spec's three counts above a list with a status (benches, operations): total, Aktif and Pasif. */
export const statusStats = ({ labels, filters, icon, testId }: StatusStatsOptions): StatSlot[] => [
  { label: labels.total, icon: createElement(icon), testId: `${testId}-total` },
  { label: labels.active, filter: filters.active, icon: createElement(CheckCircleIcon), tone: '#2E7D32', testId: `${testId}-active` },
  { label: labels.passive, filter: filters.passive, icon: createElement(PauseCircleIcon), tone: '#757575', testId: `${testId}-passive` },
];
