import { SelectArrayInput, SelectInput, useGetIdentity } from 'react-admin';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import type { FieldInputProps } from '../../generic/resourceOverride';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import type { ProjectPerson } from '../../../domain/resources/projectReplies';
import { useProjectForm } from './ProjectFormScope';

const personName = (p: ProjectPerson) => `${p.name} ${p.surname}`;
const staffChoice = (p: ProjectPerson) => ({ id: p.id, name: personName(p) });
const none = projectScreens.form.none;

/** The project manager: one of the staff (001 section 2.4: roles 2, 3 and 4). */
export const ProjectManagerInput = ({ source, label }: FieldInputProps) => (
  <SelectInput source={source} label={label} choices={useProjectForm().people.staff.map(staffChoice)} emptyText={none} />
);

/** The customer (OEM): one of the users with role 0, with their company. */
export const ProjectOemInput = ({ source, label }: FieldInputProps) => (
  <SelectInput source={source} label={label} choices={useProjectForm().people.customers.map((p) => ({ id: p.id, name: p.company ? `${personName(p)} (${p.company})` : personName(p) }))} emptyText={none} />
);

/** The team: staff other than the manager; a customer sets none (the team is the shop's) and is told they are the project's customer. */
export const ProjectMembersInput = ({ source, label }: FieldInputProps) => {
  const { identity } = useGetIdentity();
  const manager = useWatch({ name: 'projectManager' }) as number | null | undefined;
  const { staff } = useProjectForm().people;
  if (identity?.role === 0) return <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{projectScreens.form.customerFixed}</Typography>;
  return <SelectArrayInput source={source} label={label} choices={staff.filter((p) => p.id !== manager).map(staffChoice)} />;
};
