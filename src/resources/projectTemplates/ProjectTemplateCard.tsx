import { useRecordContext } from 'react-admin';
import Typography from '@mui/material/Typography';
import { fill } from '../../i18n/fill';
import { templates } from '../../i18n/tr/templates';

const t = templates.projects;

/** A project template's card: its name, description, and its steps in order ('3 adım: Kesim → Kaynak → Boya'). */
export const ProjectTemplateCard = () => {
  const record = useRecordContext();
  if (!record) return null;
  const names = (record.stepNames as string[] | undefined) ?? [];
  return (
    <>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {record.name}
      </Typography>
      {record.description && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {record.description}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {`${fill(t.stepCount, { n: names.length })}: ${names.join(' → ')}`}
      </Typography>
    </>
  );
};
