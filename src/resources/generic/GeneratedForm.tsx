import { Create, Edit, Loading, SimpleForm, useRedirect } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { GeneratedHeader } from './GeneratedHeader';
import { InvalidFormToast } from './InvalidFormToast';
import { ResourceInputs } from './ResourceInputs';
import { useDeclaredResolver } from './useDeclaredResolver';
import { useSaveOutcome } from './useSaveOutcome';

export const GeneratedCreate = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const resolver = useDeclaredResolver(declaration, false);
  const redirect = useRedirect();
  return (
    <>
      <GeneratedHeader declaration={declaration} page="create" />
      <Create title={declaration.label} mutationOptions={useSaveOutcome(declaration, 'created', () => redirect('list', declaration.route))}>
        {resolver ? (
          <SimpleForm resolver={resolver} disableInvalidFormNotification>
            <InvalidFormToast message={declaration.messages?.invalid} />
            <ResourceInputs declaration={declaration} />
          </SimpleForm>
        ) : (
          <Loading />
        )}
      </Create>
    </>
  );
};

export const GeneratedEdit = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const resolver = useDeclaredResolver(declaration, true);
  const redirect = useRedirect();
  return (
    <>
      <GeneratedHeader declaration={declaration} page="edit" />
      <Edit title={declaration.label} mutationMode="pessimistic" mutationOptions={useSaveOutcome(declaration, 'updated', () => redirect('list', declaration.route))}>
        {resolver ? (
          <SimpleForm resolver={resolver} disableInvalidFormNotification>
            <InvalidFormToast message={declaration.messages?.invalid} />
            <ResourceInputs declaration={declaration} editing />
          </SimpleForm>
        ) : (
          <Loading />
        )}
      </Edit>
    </>
  );
};
