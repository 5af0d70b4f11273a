import { useState } from 'react';
import { CreateBase, Form, SaveButton, useCanAccess, useResourceContext } from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { ResourceInputs } from './ResourceInputs';
import { useDeclaredResolver } from './useDeclaredResolver';
import { useSaveOutcome } from './useSaveOutcome';

/**
 * The create form standing above the list (ResourceOverride inlineCreate: the template modal adds on
 * the spot): the generated inputs and schema; after a save it starts empty again and the list refetches.
 */
export const InlineCreate = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ action: 'create', resource });
  const resolver = useDeclaredResolver(declaration, false);
  const [round, setRound] = useState(0);
  const outcome = useSaveOutcome(declaration, 'created', () => setRound((n) => n + 1));
  if (!canAccess || !resolver) return null;
  return (
    <CreateBase mutationOptions={outcome} redirect={false}>
      <Form key={round} resolver={resolver}>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start', pt: 1 }}>
          <ResourceInputs declaration={declaration} />
        </Box>
        <SaveButton label="ra.action.add" icon={<AddIcon />} />
      </Form>
    </CreateBase>
  );
};
