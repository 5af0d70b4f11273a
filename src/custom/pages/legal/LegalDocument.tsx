import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { legal } from '../../../i18n/tr/legal';
import { PageHeader } from '../../../ui/PageHeader';
import { useCompanyProfile } from '../../../ui/useCompanyProfile';

interface LegalSection {
  title: string;
  body: string;
  items: Record<string, string>;
}

interface LegalDocumentProps {
  title: string;
  summary: string;
  lastUpdated: string;
  icon: ReactNode;
  sections: Record<string, LegalSection>;
}

/** A policy page: heading, last-updated date, then numbered sections. */
export const LegalDocument = ({ title, summary, lastUpdated, icon, sections }: LegalDocumentProps) => {
  // The policies name the company's saved e-mail for questions.
  const { email } = useCompanyProfile().profile;
  const fill = (text: string) => text.replaceAll('{email}', email);
  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeader title={title} subtitle={summary} icon={icon} actions={<Chip label={`${legal.lastUpdatedLabel} ${lastUpdated}`} variant="outlined" data-testid="legal-last-updated" />} />
      <Paper elevation={0} sx={{ borderRadius: 3, border: '1px solid', borderColor: 'divider', p: { xs: 2.5, sm: 4 } }}>
        {Object.entries(sections).map(([key, section]) => (
          <Box component="section" key={key} aria-labelledby={`legal-${key}`} sx={{ '&:not(:last-child)': { mb: 3.5 } }}>
            <Typography id={`legal-${key}`} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1, color: 'primary.main' }}>
              {section.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{fill(section.body)}</Typography>
            {Object.keys(section.items).length > 0 && (
              <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3, color: 'text.secondary', '& li': { mb: 0.5, lineHeight: 1.6 } }}>
                {Object.entries(section.items).map(([itemKey, text]) => (
                  <li key={itemKey}>{fill(text)}</li>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Paper>
    </Box>
  );
};
