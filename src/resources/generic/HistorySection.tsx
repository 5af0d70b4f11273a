import type { Identifier } from 'react-admin';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { history as texts } from '../../i18n/tr/history';
import { HistoryPanel } from './HistoryPanel';

/** The 'Geçmiş' of a bespoke detail page (the project's), folded: read only once opened. */
export const HistorySection = ({ declaration, id }: { declaration: ResourceDeclaration; id: Identifier }) => (
  <Accordion disableGutters elevation={0} sx={{ mt: 2, border: '1px solid', borderColor: 'divider', borderRadius: 3, '&::before': { display: 'none' } }} slotProps={{ transition: { unmountOnExit: true } }}>
    <AccordionSummary expandIcon={<ExpandMoreIcon />}>
      <Typography component="h2" sx={{ fontWeight: 800 }}>
        {texts.tab}
      </Typography>
    </AccordionSummary>
    <AccordionDetails>
      <HistoryPanel declaration={declaration} id={id} />
    </AccordionDetails>
  </Accordion>
);
