import { useState } from 'react';
import { Button } from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { ProcedureFormDialog } from './ProcedureFormDialog';

/** 'Prosedür Ekle' beside the category page's own add button (ResourceOverride listActions). */
export const AddProcedureButton = () => {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Button label={procedureScreens.addProcedure} variant="contained" onClick={() => setAdding(true)}>
        <AddIcon />
      </Button>
      {adding && <ProcedureFormDialog onClose={() => setAdding(false)} />}
    </>
  );
};
