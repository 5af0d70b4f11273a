import { useEffect, useState } from 'react';
import { Create, Edit, Loading, SimpleForm, useNotify, useRedirect } from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { HttpError } from '../../providers/httpClient';
import { GeneratedHeader } from './GeneratedHeader';
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

/** The declaration's schema as a form resolver, once its module has loaded. */
const useDeclaredResolver = (declaration: ResourceDeclaration, partial: boolean): Resolver | undefined => {
  const [resolver, setResolver] = useState<Resolver>();
  useEffect(() => {
    let live = true;
    void declaration.loadSchema().then((schema) => {
      if (live) setResolver(() => zodResolver((partial ? schema.partial() : schema) as never) as unknown as Resolver);
    });
    return () => {
      live = false;
    };
  }, [declaration, partial]);
  return resolver;
};

export const GeneratedCreate = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const resolver = useDeclaredResolver(declaration, false);
  return (
    <>
      <GeneratedHeader declaration={declaration} page="create" />
      <Create title={declaration.label} mutationOptions={useOutcome(declaration, 'created')}>
        {resolver ? (
          <SimpleForm resolver={resolver}>
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
  return (
    <>
      <GeneratedHeader declaration={declaration} page="edit" />
      <Edit title={declaration.label} mutationMode="pessimistic" mutationOptions={useOutcome(declaration, 'updated')}>
        {resolver ? (
          <SimpleForm resolver={resolver}>
            <ResourceInputs declaration={declaration} />
          </SimpleForm>
        ) : (
          <Loading />
        )}
      </Edit>
    </>
  );
};
