import { modelFormatOf } from '../../../domain/modelFormats';
import { whenIdle } from '../../../ui/whenIdle';
import { modelDownload } from './modelApi';
import { warmReaders } from './modelWorkerClient';

/**
 * Readies the viewer while the project page shows its models and the browser is idle (issue 24):
 * its code, the mesh reader, the CAD reader with its kernel compiled and run once when a STEP or
 * IGES is listed (never for STL or OBJ alone), and the renderer with its drawing context and
 * first shaders, and the small models downloaded by the readers (modelsToPrefetch). A click on
 * 'Görüntüle' then pays for reading the file alone, and for downloading a larger one. The
 * performance marks 'model-viewer-warming' and 'model-viewer-warm' bracket it (the bench waits on them).
 */
let viewerCode: Promise<unknown> | null = null;

/** A model of the page to download ahead. */
export interface AheadModel {
  key: string;
  name: string;
}

/** Each part is started once a page (asking again costs a message); the marks bracket every call. */
const warm = async (cad: boolean, ahead: readonly AheadModel[], onViewerCode: () => void): Promise<void> => {
  performance.mark('model-viewer-warming');
  viewerCode ??= Promise.all([import('./ModelViewerDialog'), import('./ModelViewer')]);
  await Promise.all([
    warmReaders(
      cad,
      ahead.flatMap((m) => {
        const format = modelFormatOf(m.name);
        return format ? [{ format, download: modelDownload(m.key) }] : [];
      }),
    ),
    import('./render/rendererClient').then((m) => m.warmRenderer()),
    viewerCode.then(onViewerCode),
  ]).catch(() => undefined); // ahead of time only: a failure shows when a model is opened
  performance.mark('model-viewer-warm');
};

/**
 * Schedules the warm-up for the browser's next idle moment, and answers how to call it off (the
 * section went away). onViewerCode runs once the viewer's code is here, for the page to mount
 * the viewer hidden (which takes the renderer started ahead).
 */
export const warmViewerWhenIdle = (cad: boolean, ahead: readonly AheadModel[], onViewerCode: () => void): (() => void) => {
  let live = true;
  const cancel = whenIdle(() => void warm(cad, ahead, () => live && onViewerCode()));
  return () => {
    live = false;
    cancel();
  };
};
