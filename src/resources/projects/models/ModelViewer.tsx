import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { fill } from '../../../i18n/fill';
import { modelScreens } from '../../../i18n/tr/modelScreens';
import { visibleBounds } from './modelBounds';
import { formatMm } from './modelNumbers';
import { ModelTree } from './ModelTree';
import { ViewerToolbar } from './ViewerToolbar';
import { takeRenderer, type ViewerRenderer } from './render/rendererClient';
import type { Axis, CanvasBox, FromRenderer, PointerData } from './render/renderProtocol';
import type { ModelScene } from './sceneData';

const t = modelScreens;
const AXIS_INDEX: Record<Axis, number> = { x: 0, y: 1, z: 2 };

const pointerData = (e: PointerEvent | WheelEvent, type: PointerData['type']): PointerData => ({
  type,
  pointerId: 'pointerId' in e ? e.pointerId : 0,
  pointerType: 'pointerType' in e ? e.pointerType : 'mouse',
  button: e.button,
  clientX: e.clientX,
  clientY: e.clientY,
  pageX: e.pageX,
  pageY: e.pageY,
  ctrlKey: e.ctrlKey,
  metaKey: e.metaKey,
  shiftKey: e.shiftKey,
  deltaY: 'deltaY' in e ? e.deltaY : 0,
  deltaMode: 'deltaMode' in e ? e.deltaMode : 0,
});

/**
 * The renderer's canvas in the viewer, and the DOM events it needs forwarded. The renderer (and
 * its canvas) is usually one started while the page was idle (warmRenderer): its drawing context
 * and shaders are ready when the viewer mounts. A remount takes a new one.
 */
const useRenderer = (container: React.RefObject<HTMLDivElement | null>, onMessage: (m: FromRenderer, from: ViewerRenderer) => void): ViewerRenderer | null => {
  const [link, setLink] = useState<ViewerRenderer | null>(null);
  const listener = useRef(onMessage);
  listener.current = onMessage;
  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let live = true;
    let started: ViewerRenderer | null = null;
    let canvas: HTMLCanvasElement | null = null;
    // Sizes come from the ResizeObserver (no forced layout while the dialog mounts); the canvas's
    // place on the page is read at each press, when layout is settled anyway.
    let box: CanvasBox = { left: 0, top: 0, width: 0, height: 0, pixelRatio: Math.min(window.devicePixelRatio || 1, 2) };
    const post = (type: PointerData['type']) => (e: PointerEvent | WheelEvent) => started?.post({ type: 'pointer', event: pointerData(e, type) });
    const down = (e: PointerEvent) => {
      if (!canvas) return;
      const r = canvas.getBoundingClientRect();
      if (r.left !== box.left || r.top !== box.top) {
        box = { ...box, left: r.left, top: r.top };
        started?.post({ type: 'resize', box });
      }
      canvas.setPointerCapture(e.pointerId);
      post('pointerdown')(e);
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      post('wheel')(e);
    };
    const menu = (e: Event) => e.preventDefault();
    const handlers: [string, EventListener, AddEventListenerOptions?][] = [
      ['pointerdown', down as EventListener],
      ['pointermove', post('pointermove') as EventListener],
      ['pointerup', post('pointerup') as EventListener],
      ['pointercancel', post('pointercancel') as EventListener],
      ['wheel', wheel as EventListener, { passive: false }],
      ['contextmenu', menu],
    ];
    let starting = false;
    // Its first call (right after observe) takes the renderer at the host's size; the canvas fills the host.
    const observer = new ResizeObserver(([entry]) => {
      box = { ...box, width: entry.contentRect.width, height: entry.contentRect.height };
      if (started) return started.post({ type: 'resize', box });
      if (!live || starting) return;
      starting = true;
      void takeRenderer(box).then((made) => {
        if (!live) return made.dispose();
        started = made;
        canvas = made.canvas;
        host.append(canvas);
        handlers.forEach(([type, fn, options]) => canvas!.addEventListener(type, fn, options));
        made.listen((m) => listener.current(m, made));
        made.post({ type: 'resize', box });
        setLink(made);
      });
    });
    observer.observe(host);
    return () => {
      live = false;
      observer.disconnect();
      if (canvas) handlers.forEach(([type, fn]) => canvas!.removeEventListener(type, fn));
      started?.dispose();
      canvas?.remove();
      setLink(null);
    };
  }, [container]);
  return link;
};

/**
 * The interactive viewer (issue 11): orbit, pan, zoom, fit, wireframe, the assembly tree, part
 * highlight, two-click distance in millimetres, a section plane along X, Y or Z, and the bounding
 * box dimensions. The page holds the controls and the tree; the drawing happens in the renderer's
 * worker. Loaded ahead while the project page is idle, or when a model is opened; it stays mounted
 * from one model to the next (scene null in between), so the WebGL context and the compiled
 * shaders are made once.
 */
const ModelViewer = ({ scene, fileName }: { scene: ModelScene | null; fileName: string }) => {
  const container = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState<number | null>(null);
  const [wireframe, setWireframe] = useState(false);
  const [measuring, setMeasuring] = useState(false);
  const [points, setPoints] = useState<[number, number, number][]>([]);
  const [axis, setAxis] = useState<Axis | null>(null);
  const [cut, setCut] = useState(0);
  /** The scene the renderer has drawn a frame of (handed over by the dialog or below). */
  const [drawnScene, setDrawnScene] = useState<ModelScene | null>(null);
  const [failed, setFailed] = useState(false);

  const link = useRenderer(container, (m, from) => {
    if (m.type === 'drawn') {
      const drawnNow = from.drawnScene();
      if (!drawnNow) return; // a scene whose shell the page has not yet: see below
      performance.mark('model-first-frame');
      setDrawnScene(drawnNow);
    } else if (m.type === 'picked') setSelected((s) => (m.part === null || s === m.part ? null : m.part));
    else if (m.type === 'measured') setPoints(m.points);
    else if (m.type === 'failed') setFailed(true);
  });

  // A model's geometry goes to the renderer once (transferred: the page keeps only names,
  // placements and bounds), as soon as it is committed: a layout effect, since a passive one
  // can wait for the next paint of a busy page (issue 24). Usually its reader has sent it there
  // already, and its first frame may be drawn before the page hears of the model.
  useLayoutEffect(() => {
    if (!link) return;
    link.show(scene);
    if (scene && link.drawnScene() === scene) {
      performance.mark('model-first-frame');
      setDrawnScene(scene);
    }
  }, [link, scene]);
  // A new model starts with everything shown, nothing picked, no section.
  useEffect(() => {
    setHidden(new Set());
    setSelected(null);
    setMeasuring(false);
    setPoints([]);
    setAxis(null);
  }, [scene]);
  const drawn = !!scene && drawnScene === scene;

  // The tree, the toolbar and the sizes follow the model deferred (rendered in slices, after the
  // renderer has been handed the model), so its first frame never waits for them.
  const shown = useDeferredValue(scene);
  const bounds = useMemo(() => (shown ? visibleBounds(shown, hidden) : null), [shown, hidden]);
  // Micrometres are plenty: a CAD reader's -1e-15 should read 0.
  const micro = (v: number) => Math.round(v * 1000) / 1000;
  const range = useMemo(() => (axis && bounds ? { min: micro(bounds[AXIS_INDEX[axis]]), max: micro(bounds[AXIS_INDEX[axis] + 3]) } : null), [axis, bounds]);

  useEffect(() => {
    link?.post({ type: 'view', view: { hidden: [...hidden], selected, wireframe, measuring, section: axis ? { axis, value: cut } : null } });
  }, [link, hidden, selected, wireframe, measuring, axis, cut]);

  // After the view effect above (effects run in order), so a fit sees the new visibility.
  const [fits, setFits] = useState(0);
  useEffect(() => {
    if (fits) link?.post({ type: 'fit' });
  }, [link, fits]);
  // Stable, so the toolbar (memoized) is not rendered again when a model comes (issue 24).
  const fit = useCallback(() => setFits((n) => n + 1), []);
  const toggleWireframe = useCallback(() => setWireframe((w) => !w), []);
  const toggleMeasuring = useCallback(() => {
    setMeasuring((m) => !m);
    setPoints([]);
  }, []);
  const latestBounds = useRef(bounds);
  latestBounds.current = bounds;
  const chooseAxis = useCallback((next: Axis | null) => {
    setAxis(next);
    const b = latestBounds.current;
    if (next && b) setCut((b[AXIS_INDEX[next]] + b[AXIS_INDEX[next] + 3]) / 2);
  }, []);
  const distance = points.length === 2 ? Math.hypot(points[0][0] - points[1][0], points[0][1] - points[1][1], points[0][2] - points[1][2]) : null;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, gridTemplateRows: { xs: '180px 1fr', md: '1fr' }, gap: 1, height: '100%', minHeight: 0 }}>
      {/* The toolbar and the tree's title mount with the viewer, which is mounted hidden while the
          page is idle (issue 24): opening a model then adds only its rows and figures, and no
          style sheet is written between the click and the first frame. */}
      <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 0.5, minHeight: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
        <Stack direction="row" sx={{ alignItems: 'center', px: 0.5 }}>
          <Typography sx={{ fontWeight: 800, fontSize: 13, flex: 1 }}>{t.tree.title}</Typography>
          <Tooltip title={t.tree.showAll}>
            <IconButton size="small" aria-label={t.tree.showAll} onClick={() => setHidden(new Set())}>
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        {shown && (
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <ModelTree
              scene={shown}
              fileName={fileName}
              hidden={hidden}
              selected={selected}
              onSelect={(p) => setSelected((s) => (s === p ? null : p))}
              onVisible={(parts, visible) =>
                setHidden((h) => {
                  const next = new Set(h);
                  parts.forEach((p) => (visible ? next.delete(p) : next.add(p)));
                  return next;
                })
              }
              onIsolate={(parts) => {
                const keep = new Set(parts);
                setHidden(new Set(shown.parts.map((_, i) => i).filter((i) => !keep.has(i))));
                fit();
              }}
            />
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, gap: 0.5 }}>
        <ViewerToolbar
          wireframe={wireframe}
          measuring={measuring}
          axis={axis}
          range={range}
          cut={cut}
          triangles={shown?.triangles ?? null}
          onFit={fit}
          onWireframe={toggleWireframe}
          onMeasure={toggleMeasuring}
          onAxis={chooseAxis}
          onCut={setCut}
        />
        <Box
          ref={container}
          sx={{ position: 'relative', flex: 1, minHeight: 280, borderRadius: 2, overflow: 'hidden', bgcolor: '#EEF2F6', cursor: measuring ? 'crosshair' : 'grab' }}
          data-testid="model-canvas"
          data-rendered={drawn && scene ? 'true' : 'false'}
        >
          {/* The model has come; the renderer's worker is uploading and drawing it. */}
          {scene && !drawn && !failed && (
            <Stack sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center', gap: 1, pointerEvents: 'none' }} data-testid="model-preparing">
              <Typography sx={{ fontWeight: 700 }}>{t.phases.prepare}</Typography>
              <LinearProgress sx={{ width: 'min(320px, 70%)', height: 6, borderRadius: 3 }} aria-label={t.phases.prepare} />
            </Stack>
          )}
          {failed && (
            <Alert severity="error" sx={{ position: 'absolute', inset: 16, height: 'fit-content' }}>
              {t.webglMissing}
            </Alert>
          )}
          <Box sx={{ position: 'absolute', left: 8, bottom: 8, bgcolor: 'rgba(255,255,255,0.9)', borderRadius: 1, px: 1, py: 0.5, pointerEvents: 'none' }}>
            {bounds && (
              <Typography sx={{ fontSize: 12, fontWeight: 700 }} data-testid="model-size">
                {fill(t.size, { x: formatMm(bounds[3] - bounds[0]), y: formatMm(bounds[4] - bounds[1]), z: formatMm(bounds[5] - bounds[2]) })}
              </Typography>
            )}
            {measuring && (
              <Typography sx={{ fontSize: 12, color: '#D32F2F', fontWeight: 700 }} data-testid="model-distance">
                {distance === null ? t.toolbar.measureHint : fill(t.distance, { value: formatMm(distance) })}
              </Typography>
            )}
          </Box>
        </Box>
      </Box>
    </Box>
  );
};

// memo: the dialog's progress overlay re-renders often; the viewer only when its model changes.
// The file's name is shown with a model only: opening the dialog for the next one (a new name,
// no scene yet) re-renders nothing of the hidden viewer, keeping the click's task short (issue 24).
export default memo(ModelViewer, (before, after) => before.scene === after.scene && (before.fileName === after.fileName || !after.scene));
