import { useEffect } from 'react';
import { useSaveContext } from 'react-admin';

/** Tells the dialog around a react-admin form whether its save is in flight: it must not close under it. */
export const SavingWatch = ({ onChange }: { onChange: (saving: boolean) => void }) => {
  const { saving } = useSaveContext();
  useEffect(() => onChange(saving === true), [saving, onChange]);
  return null;
};
