import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { legal } from '../../../i18n/tr/legal';
import { LegalDocument } from './LegalDocument';

const doc = legal.privacy;

/** /admin/privacy: 7 sections, KVKK rights included, last updated 4 Ekim 2025. */
export const PrivacyPage = () => <LegalDocument title={doc.title} summary={doc.summary} lastUpdated={doc.lastUpdated} icon={<PrivacyTipIcon />} sections={doc.sections} />;
