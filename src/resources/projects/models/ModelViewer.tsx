import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Canvas, useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { Line, OrbitControls } from '@react-three/drei';
import { BufferGeometry, Float32BufferAttribute, Group, Mesh, Plane, Sphere, Vector3, type Camera, type Material, type Object3D, type PerspectiveCamera, type Scene, type WebGLRenderer } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import GridOnIcon from '@mui/icons-material/GridOn';
import StraightenIcon from '@mui/icons-material/Straighten';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { fill } from '../../../i18n/fill';
import { modelScreens } from '../../../i18n/tr/modelScreens';
import { buildModel, visibleBox, type BuiltModel } from './buildModel';
import { ModelMaterials, NEUTRAL } from './modelMaterials';
import { formatCount, formatMm } from './modelNumbers';
import { ModelTree } from './ModelTree';
import type { ModelScene } from './sceneData';

const t = modelScreens;
type Axis = 'x' | 'y' | 'z';
const AXES: Axis[] = ['x', 'y', 'z'];

/** Frames the visible parts: the camera keeps its direction and backs off to see them whole. */
const Fitter = ({ built, signal }: { built: BuiltModel; signal: number }) => {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const controls = useThree((s) => s.controls) as OrbitControlsImpl | null;
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    const box = visibleBox(built.meshes);
    if (box.isEmpty()) return;
    const sphere = box.getBoundingSphere(new Sphere());
    const radius = Math.max(sphere.radius, 1e-3);
    const target = controls?.target ?? new Vector3();
    const direction = camera.position.clone().sub(target).normalize();
    if (direction.lengthSq() < 0.5) direction.set(1, -1, 0.8).normalize();
    // The narrower of the two fields of view decides (a phone's canvas is taller than wide).
    const vertical = (camera.fov * Math.PI) / 180;
    const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * camera.aspect);
    const distance = radius / Math.sin(Math.min(vertical, horizontal) / 2);
    camera.position.copy(sphere.center).addScaledVector(direction, distance * 1.05);
    camera.near = distance / 200;
    camera.far = distance * 20;
    camera.updateProjectionMatrix();
    controls?.target.copy(sphere.center);
    controls?.update();
    invalidate();
  }, [built, signal, camera, controls, invalidate]);
  return null;
};

/** Tells the page when a model has been drawn once (the e2e tests and the bench wait on it). */
const FirstFrame = ({ built, onDrawn }: { built: BuiltModel; onDrawn: () => void }) => {
  const drawn = useRef<BuiltModel | null>(null);
  useFrame(() => {
    if (drawn.current === built) return;
    drawn.current = built;
    requestAnimationFrame(onDrawn);
  });
  return null;
};

/**
 * Compiles the shaders an object needs. With KHR_parallel_shader_compile the promise waits for
 * the compile without blocking; without it (software renderers) nothing can tell when the GPU
 * process is done without waiting on it, so the compile is started and the promise resolves.
 */
const compileFor = (gl: WebGLRenderer, object: Object3D, camera: Camera, scene: Scene): Promise<unknown> => {
  if (gl.extensions.has('KHR_parallel_shader_compile')) return gl.compileAsync(object, camera, scene);
  gl.compile(object, camera, scene);
  return Promise.resolve();
};

/**
 * Compiles a model's shaders before it joins the scene (in parallel where the browser has
 * KHR_parallel_shader_compile): a first frame that compiled them itself would hold the page for
 * the whole compile (most of a second on a software renderer).
 */
const Compiler = ({ built, onReady }: { built: BuiltModel; onReady: (b: BuiltModel) => void }) => {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const scene = useThree((s) => s.scene);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    let live = true;
    void compileFor(gl, built.group, camera, scene).then(() => {
      if (!live) return;
      onReady(built);
      invalidate();
    });
    return () => {
      live = false;
    };
  }, [built, gl, camera, scene, invalidate, onReady]);
  return null;
};

/**
 * Compiles the viewer's two shader programs (smooth CAD meshes, flat STL) as soon as the canvas
 * exists, while the first model is still downloading and being read.
 */
const Warmup = ({ materials }: { materials: ModelMaterials }) => {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const scene = useThree((s) => s.scene);
  useEffect(() => {
    const triangle = new BufferGeometry().setAttribute('position', new Float32BufferAttribute([0, 0, 0, 1, 0, 0, 0, 1, 0], 3));
    const smooth = triangle.clone().setAttribute('normal', new Float32BufferAttribute([0, 0, 1, 0, 0, 1, 0, 0, 1], 3));
    const probe = new Group().add(new Mesh(smooth, materials.of(NEUTRAL, false)), new Mesh(triangle, materials.of(NEUTRAL, true)));
    void compileFor(gl, probe, camera, scene).finally(() => {
      triangle.dispose();
      smooth.dispose();
    });
  }, [gl, camera, scene, materials]);
  return null;
};

/** The section plane: everything beyond `value` along the axis is cut away. */
const Section = ({ axis, value }: { axis: Axis | null; value: number }) => {
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    gl.clippingPlanes = axis ? [new Plane(new Vector3(axis === 'x' ? -1 : 0, axis === 'y' ? -1 : 0, axis === 'z' ? -1 : 0), value)] : [];
    invalidate();
  }, [gl, axis, value, invalidate]);
  return null;
};

/**
 * The interactive viewer (issue 11): orbit, pan, zoom, fit, wireframe, the assembly tree, part
 * highlight, two-click distance in millimetres, a section plane along X, Y or Z, and the
 * bounding box dimensions. Loaded only when a model is opened; it stays mounted from one model to
 * the next (scene null in between), so its WebGL context and compiled shaders are made once.
 */
const ModelViewer = ({ scene, fileName }: { scene: ModelScene | null; fileName: string }) => {
  const materials = useMemo(() => new ModelMaterials(), []);
  useEffect(() => () => materials.dispose(), [materials]);
  const built = useMemo(() => (scene ? buildModel(scene, materials) : null), [scene, materials]);
  useEffect(() => built?.dispose, [built]);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState<number | null>(null);
  const [wireframe, setWireframe] = useState(false);
  const [measuring, setMeasuring] = useState(false);
  const [points, setPoints] = useState<Vector3[]>([]);
  const [axis, setAxis] = useState<Axis | null>(null);
  const [cut, setCut] = useState(0);
  const [fit, setFit] = useState(0);
  const [drawn, setDrawn] = useState(false);
  const [compiled, setCompiled] = useState<BuiltModel | null>(null);
  const ready = built && compiled === built ? built : null;

  // A new model starts with everything shown, nothing picked, no section.
  useEffect(() => {
    setHidden(new Set());
    setSelected(null);
    setMeasuring(false);
    setPoints([]);
    setAxis(null);
    setDrawn(false);
  }, [built]);

  useEffect(() => {
    if (!built) return;
    built.meshes.forEach((mesh, i) => {
      mesh.visible = !hidden.has(i);
      mesh.material = (i === selected ? mesh.userData.highlight : mesh.userData.base) as Material;
    });
    materials.setWireframe(wireframe);
  }, [built, materials, hidden, selected, wireframe]);

  // From `hidden`, not the meshes' flags: the effect above sets those only after this render.
  const box = useMemo(() => visibleBox(built?.meshes ?? [], hidden), [built, hidden]);
  const size = box.isEmpty() ? null : box.getSize(new Vector3());
  // Micrometres are plenty: a CAD reader's -1e-15 should read 0.
  const micro = (v: number) => Math.round(v * 1000) / 1000;
  const range = axis && !box.isEmpty() ? { min: micro(box.min[axis]), max: micro(box.max[axis]) } : null;
  const chooseAxis = (next: Axis | null) => {
    setAxis(next);
    if (next && !box.isEmpty()) setCut((box.min[next] + box.max[next]) / 2);
  };

  const onPick = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > 4) return; // a drag that orbited, not a click
    e.stopPropagation();
    if (measuring) setPoints((p) => (p.length >= 2 ? [e.point.clone()] : [...p, e.point.clone()]));
    else setSelected(typeof e.object.userData.part === 'number' ? e.object.userData.part : null);
  };
  const distance = points.length === 2 ? points[0].distanceTo(points[1]) : null;
  const marker = size ? Math.max(size.x, size.y, size.z) * 0.006 : 1;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, gridTemplateRows: { xs: '180px 1fr', md: '1fr' }, gap: 1, height: '100%', minHeight: 0 }}>
      <Box sx={{ visibility: scene ? 'visible' : 'hidden', border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 0.5, minHeight: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
        <Stack direction="row" sx={{ alignItems: 'center', px: 0.5 }}>
          <Typography sx={{ fontWeight: 800, fontSize: 13, flex: 1 }}>{t.tree.title}</Typography>
          <Tooltip title={t.tree.showAll}>
            <IconButton size="small" aria-label={t.tree.showAll} onClick={() => setHidden(new Set())}>
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          {scene && (
            <ModelTree
              scene={scene}
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
                setHidden(new Set(scene.parts.map((_, i) => i).filter((i) => !keep.has(i))));
                setFit((f) => f + 1);
              }}
            />
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, gap: 0.5 }}>
        <Stack direction="row" sx={{ visibility: scene ? 'visible' : 'hidden', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Tooltip title={t.toolbar.fit}>
            <IconButton aria-label={t.toolbar.fit} onClick={() => setFit((f) => f + 1)}>
              <FitScreenIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t.toolbar.wireframe}>
            <ToggleButton value="wireframe" size="small" selected={wireframe} onChange={() => setWireframe((w) => !w)} aria-label={t.toolbar.wireframe}>
              <GridOnIcon fontSize="small" />
            </ToggleButton>
          </Tooltip>
          <Tooltip title={t.toolbar.measure}>
            <ToggleButton
              value="measure"
              size="small"
              selected={measuring}
              onChange={() => {
                setMeasuring((m) => !m);
                setPoints([]);
              }}
              aria-label={t.toolbar.measure}
            >
              <StraightenIcon fontSize="small" />
            </ToggleButton>
          </Tooltip>
          <Divider orientation="vertical" flexItem />
          <Select size="small" value={axis ?? ''} displayEmpty onChange={(e) => chooseAxis((e.target.value || null) as Axis | null)} inputProps={{ 'aria-label': t.toolbar.section }} sx={{ minWidth: 120 }}>
            <MenuItem value="">{t.toolbar.sectionOff}</MenuItem>
            {AXES.map((a) => (
              <MenuItem key={a} value={a}>
                {`${t.toolbar.section}: ${a.toUpperCase()}`}
              </MenuItem>
            ))}
          </Select>
          {range && (
            <Slider
              size="small"
              value={cut}
              min={range.min}
              max={range.max}
              step={(range.max - range.min) / 200 || 1}
              onChange={(_, v) => setCut(v as number)}
              aria-label={t.toolbar.sectionPosition}
              valueLabelDisplay="auto"
              valueLabelFormat={(v) => `${formatMm(v)} mm`}
              sx={{ width: 180, mx: 1 }}
            />
          )}
          <Box sx={{ flex: 1 }} />
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }} data-testid="model-triangles">
            {fill(t.triangles, { n: formatCount(scene?.triangles ?? 0) })}
          </Typography>
        </Stack>
        <Box
          sx={{ position: 'relative', flex: 1, minHeight: 280, borderRadius: 2, overflow: 'hidden', bgcolor: '#EEF2F6', cursor: measuring ? 'crosshair' : 'grab' }}
          data-testid="model-canvas"
          data-rendered={drawn ? 'true' : 'false'}
        >
          <Canvas frameloop="demand" camera={{ fov: 40, up: [0, 0, 1], position: [1, -1.2, 0.9], near: 0.1, far: 1e6 }} gl={{ antialias: true, localClippingEnabled: true }} onPointerMissed={() => !measuring && setSelected(null)}>
            <hemisphereLight args={['#ffffff', '#8a94a0', 1.6]} />
            <directionalLight position={[1, -2, 3]} intensity={1.6} />
            <directionalLight position={[-2, 1.5, -1]} intensity={0.6} />
            <Warmup materials={materials} />
            {built && !ready && <Compiler built={built} onReady={setCompiled} />}
            {ready && <primitive object={ready.group} onClick={onPick} />}
            {points.map((p, i) => (
              <mesh key={i} position={p}>
                <sphereGeometry args={[marker, 12, 12]} />
                <meshBasicMaterial color="#D32F2F" depthTest={false} />
              </mesh>
            ))}
            {points.length === 2 && <Line points={points} color="#D32F2F" lineWidth={2} depthTest={false} />}
            <OrbitControls makeDefault enableDamping={false} />
            {ready && <Fitter built={ready} signal={fit} />}
            <Section axis={axis} value={cut} />
            {ready && (
              <FirstFrame
                built={ready}
                onDrawn={() => {
                  performance.mark('model-first-frame');
                  setDrawn(true);
                }}
              />
            )}
          </Canvas>
          <Box sx={{ position: 'absolute', left: 8, bottom: 8, bgcolor: 'rgba(255,255,255,0.9)', borderRadius: 1, px: 1, py: 0.5, pointerEvents: 'none' }}>
            {size && (
              <Typography sx={{ fontSize: 12, fontWeight: 700 }} data-testid="model-size">
                {fill(t.size, { x: formatMm(size.x), y: formatMm(size.y), z: formatMm(size.z) })}
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
export default memo(ModelViewer);
