import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import QuizIcon from '@mui/icons-material/Quiz';
import { pages } from '../../../i18n/tr/pages';
import { SectionCard } from '../SectionCard';

const texts = pages.help;

/** The help page's one FAQ entry (000 section 2). */
export const FaqCard = () => (
  <SectionCard title={texts.faqTitle} icon={<QuizIcon />}>
    <Accordion defaultExpanded disableGutters elevation={0} sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>{texts.faqQuestion}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography sx={{ color: 'text.secondary' }}>{texts.faqAnswer}</Typography>
      </AccordionDetails>
    </Accordion>
  </SectionCard>
);
