import { useLiveUpdates } from '../../providers/useLiveUpdates';

/** A list that follows the live change stream: others' changes re-read it, no reload, no polling. */
export const LiveUpdates = () => {
  useLiveUpdates();
  return null;
};
