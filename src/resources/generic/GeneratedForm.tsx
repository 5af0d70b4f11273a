import { Create, Edit, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { HttpError } from '../../providers/httpClient';
import { ResourceInputs } from './ResourceInputs';

const useOutcome = (decl: ResourceDeclaration, kind: 'created' | 'updated') => {
  const notify = useNotify();
  const redirect = useRedirect();
  const failed = kind === 'created' ? decl.messages?.createFailed : decl.messages?.updateFailed;
  return {
    onSuccess: () => {
      notify(decl.messages?.[kind] ?? 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      redirect('list', decl.route);
    },
    // The server's message first (it says which rule failed), then the spec's generic text.
    onError: (error: unknown) => notify((error instanceof HttpError && error.message) || failed || 'ra.notification.http_error', { type: 'error' }),
  };
};

export const GeneratedCreate = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Create title={declaration.label} mutationOptions={useOutcome(declaration, 'created')}>
    <SimpleForm resolver={zodResolver(declaration.schema as never) as never}>
      <ResourceInputs declaration={declaration} />
    </SimpleForm>
  </Create>
);

export const GeneratedEdit = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Edit title={declaration.label} mutationMode="pessimistic" mutationOptions={useOutcome(declaration, 'updated')}>
    <SimpleForm resolver={zodResolver(declaration.schema.partial() as never) as never}>
      <ResourceInputs declaration={declaration} />
    </SimpleForm>
  </Edit>
);
