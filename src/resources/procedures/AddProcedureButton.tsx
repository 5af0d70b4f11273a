import { useState } from 'react';
import { Button } from 'react-admin';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { ProcedureFormDialog } from './ProcedureFormDialog';

/** 'Prosedür Ekle' beside the category page's own add button (ResourceOverride listActions); its icon tells the two apart on a phone, where only icons show. */
export const AddProcedureButton = () => {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Button label={procedureScreens.addProcedure} variant="contained" onClick={() => setAdding(true)}>
        <PostAddIcon />
      </Button>
      {adding && <ProcedureFormDialog onClose={() => setAdding(false)} />}
    </>
  );
};
