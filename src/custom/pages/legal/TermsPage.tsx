import GavelIcon from '@mui/icons-material/Gavel';
import { legal } from '../../../i18n/tr/legal';
import { LegalDocument } from './LegalDocument';

const doc = legal.terms;

/** /admin/terms: 9 sections, the 99.9 percent availability target, last updated 4 October 2025. */
export const TermsPage = () => <LegalDocument title={doc.title} summary={doc.summary} lastUpdated={doc.lastUpdated} icon={<GavelIcon />} sections={doc.sections} />;
