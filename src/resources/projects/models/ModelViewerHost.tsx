import { lazy, startTransition, Suspense, useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { modelFormatOf } from '../../../domain/modelFormats';
import type { AttachmentFile } from '../../../domain/resources/projectReplies';
import { shownModel, type ClickedModel } from './openedModel';
import { modelsToPrefetch } from './prefetchedModels';
import { warmViewerWhenIdle } from './warmViewer';

const ModelViewerDialog = lazy(() => import('./ModelViewerDialog'));

/** What the models' list asks of the viewer: show a model (null: close), close it if it shows this one. */
export interface ViewerControl {
  open: (key: string | null) => void;
  closeIfShown: (key: string) => void;
}

interface ModelViewerHostProps {
  models: AttachmentFile[];
  /** The model named by the address (/models/{key or file name}), or null. */
  openName: string | null;
  /** The address follows a click (in a transition: the project page re-renders for it). */
  onOpen: (key: string | null) => void;
  onDownload: (m: AttachmentFile) => void;
  onCopyLink: (m: AttachmentFile) => void;
  control: Ref<ViewerControl>;
}

/**
 * The project's model viewer and which model it shows. Its own component, so that a click on
 * 'Görüntüle' re-renders the viewer alone, not the list of models beside it (issue 24: that list's
 * buttons and tooltips were half of the click's task).
 */
export const ModelViewerHost = ({ models, openName, onOpen, onDownload, onCopyLink, control }: ModelViewerHostProps) => {
  // A click opens or closes the viewer at once; the address follows in a transition, whose
  // render of the whole project page no longer stands between the click and the model.
  const [clicked, setClicked] = useState<ClickedModel | null>(null);
  // A click counts until the address changes once; coming back to that address later (back,
  // forward) must not revive it.
  const [address, setAddress] = useState(openName);
  if (address !== openName) {
    setAddress(openName);
    setClicked(null);
  }
  // Back and forward always follow the address, even when it ends where the page last saw it
  // (closed and gone back before the closing's address change was rendered).
  useEffect(() => {
    const follow = () => setClicked(null);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const opened = shownModel(models, openName, clicked, window.location.pathname);
  const open = (key: string | null) => {
    onOpen(key);
    setClicked({ key, address: openName, path: window.location.pathname });
  };
  useImperativeHandle(control, () => ({ open, closeIfShown: (key) => opened?.key === key && open(null) }));

  // The viewer dialog, once opened or readied ahead, stays mounted (see ModelViewerDialog).
  const [viewerWanted, setViewerWanted] = useState(false);
  if (opened && !viewerWanted) setViewerWanted(true);
  // While the page shows models and is idle, the viewer is readied and mounted hidden: the CAD
  // kernel only when a STEP or IGES is listed.
  const listed = models.length > 0;
  const cad = models.some((m) => ['step', 'iges'].includes(modelFormatOf(m.name) ?? ''));
  // Its small models are downloaded ahead too; the list's keys say when that set changes.
  const ahead = modelsToPrefetch(models);
  const aheadKeys = ahead.map((m) => m.key).join('\n');
  useEffect(() => (listed ? warmViewerWhenIdle(cad, ahead, () => startTransition(() => setViewerWanted(true))) : undefined), [listed, cad, aheadKeys]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!viewerWanted) return null;
  return (
    <Suspense fallback={null}>
      <ModelViewerDialog model={opened ?? null} onClose={() => open(null)} onDownload={onDownload} onCopyLink={onCopyLink} />
    </Suspense>
  );
};
