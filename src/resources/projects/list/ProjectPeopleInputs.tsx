import { useGetIdentity } from 'react-admin';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import type { FieldInputProps } from '../../generic/resourceOverride';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import type { ProjectPerson } from '../../../domain/resources/projectReplies';
import { personName, ProjectPersonPicker } from './ProjectPersonPicker';

const withCompany = (p: ProjectPerson) => (p.company ? `${personName(p)} (${p.company})` : personName(p));

/** The project manager: one of the staff (001 section 2.4: roles 2, 3 and 4). */
export const ProjectManagerInput = (props: FieldInputProps) => <ProjectPersonPicker {...props} kind="staff" />;

/** The customer (OEM): one of the users with role 0, with their company. */
export const ProjectOemInput = (props: FieldInputProps) => <ProjectPersonPicker {...props} kind="customers" optionLabel={withCompany} />;

/** The team: staff other than the manager; a customer sets none (the team is the shop's) and is told they are the project's customer. */
export const ProjectMembersInput = (props: FieldInputProps) => {
  const { identity } = useGetIdentity();
  const manager = useWatch({ name: 'projectManager' }) as number | null | undefined;
  if (identity?.role === 0) return <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{projectScreens.form.customerFixed}</Typography>;
  return <ProjectPersonPicker {...props} kind="staff" multiple exclude={manager} />;
};
