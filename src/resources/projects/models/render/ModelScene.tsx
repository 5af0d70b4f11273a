import { extend, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  BufferAttribute,
  BufferGeometry,
  Color,
  DirectionalLight,
  Float32BufferAttribute,
  Group,
  HemisphereLight,
  type LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  Plane,
  SphereGeometry,
  Vector3,
  type PerspectiveCamera,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { BuiltModel } from '../buildModel';
import type { Bounds } from '../modelBounds';
import { NEUTRAL, type ModelMaterials } from '../modelMaterials';
import type { ElementProxy } from './elementProxy';
import { fitCamera } from './fitCamera';
import type { ViewState } from './renderProtocol';
import { boxEdges, floorGrid } from './sceneGuides';

// Only the classes the scene declares: three stays tree-shaken in the drawing worker.
extend({ Color, Group, Mesh, LineSegments, HemisphereLight, DirectionalLight, BufferGeometry, BufferAttribute, SphereGeometry, MeshBasicMaterial });

const BACKGROUND = '#EEF2F6';
const MARKER = '#D32F2F';
const GRID = '#C8D1DB';
const BOX = '#7F8FA0';

/** The model's parts: shown or hidden, highlighted when picked, in wireframe when asked. */
const Model = ({ built, view, materials, meshes, onShown }: { built: BuiltModel; view: ViewState; materials: ModelMaterials; meshes: Mesh[]; onShown: () => void }) => {
  const hidden = useMemo(() => new Set(view.hidden), [view.hidden]);
  useLayoutEffect(() => materials.setWireframe(view.wireframe), [materials, view.wireframe]);
  // A model's geometry is freed once the next one has replaced it (or the model is closed).
  useEffect(() => () => built.dispose(), [built]);
  // Its meshes are in the scene now (their refs set): the first frame may be announced.
  useLayoutEffect(() => {
    meshes.length = built.parts.length;
    onShown();
  }, [built, meshes, onShown]);
  return (
    <group>
      {built.parts.map((part, i) => (
        <mesh
          key={i}
          ref={(mesh: Mesh | null) => void (mesh && (meshes[i] = mesh))}
          geometry={part.geometry}
          material={i === view.selected ? part.highlight : part.base}
          visible={!hidden.has(i)}
          matrixAutoUpdate={!part.matrix}
          {...(part.matrix ? { matrix: part.matrix } : {})}
          userData={{ part: i }}
        />
      ))}
    </group>
  );
};

/**
 * Line segments from their ends (x, y, z pairs), in one of the viewer's line materials: kept for
 * its life, so the program compiled ahead stays (three drops it with its last material).
 */
const Segments = ({ ends, material, onTop = false }: { ends: Float32Array; material: LineBasicMaterial; onTop?: boolean }) => (
  <lineSegments renderOrder={onTop ? 10 : 0} material={material}>
    <bufferGeometry>
      <bufferAttribute attach="attributes-position" args={[ends, 3]} />
    </bufferGeometry>
  </lineSegments>
);

/** The floor grid under the whole model (where it stands, hidden parts or not). */
const Grid = ({ model, materials }: { model: Bounds; materials: ModelMaterials }) => <Segments ends={useMemo(() => floorGrid(model).segments, [model])} material={materials.line(GRID)} />;

/** The box of the visible parts, whose sizes the page writes in millimetres. */
const BoundingBox = ({ visible, materials }: { visible: Bounds; materials: ModelMaterials }) => <Segments ends={useMemo(() => boxEdges(visible), [visible])} material={materials.line(BOX)} />;

/** The measuring points and the line between two of them, drawn over the model. */
const Markers = ({ points, radius, materials }: { points: Vector3[]; radius: number; materials: ModelMaterials }) => {
  const between = useMemo(() => (points.length === 2 ? new Float32Array([...points[0].toArray(), ...points[1].toArray()]) : null), [points]);
  return (
    <>
      {points.map((point, i) => (
        <mesh key={i} position={point} renderOrder={10}>
          <sphereGeometry args={[radius, 12, 12]} />
          <meshBasicMaterial color={MARKER} depthTest={false} />
        </mesh>
      ))}
      {between && <Segments ends={between} material={materials.line(MARKER, true)} onTop />}
    </>
  );
};

/** The section: everything beyond the value along the axis is cut away (the renderer's clipping planes). */
const Section = ({ section }: { section: ViewState['section'] }) => {
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    gl.clippingPlanes = section ? [new Plane(new Vector3(section.axis === 'x' ? -1 : 0, section.axis === 'y' ? -1 : 0, section.axis === 'z' ? -1 : 0), section.value)] : [];
    invalidate();
  }, [gl, invalidate, section]);
  return null;
};

/**
 * The camera's orbit, pan and zoom, listening to the page's pointer events through the element
 * proxy; and its fit to the visible parts, each time `fit` counts up.
 */
const CameraRig = ({ proxy, visible, fit }: { proxy: ElementProxy; visible: Bounds | null; fit: number }) => {
  const camera = useThree((s) => s.camera as PerspectiveCamera);
  const invalidate = useThree((s) => s.invalidate);
  const controls = useRef<OrbitControls | null>(null);
  // A layout effect, before the fit's below: a model shown in the first commit is fitted with its controls.
  useLayoutEffect(() => {
    const orbit = new OrbitControls(camera, proxy as unknown as HTMLElement);
    orbit.addEventListener('change', () => invalidate());
    controls.current = orbit;
    return () => orbit.dispose();
  }, [camera, proxy, invalidate]);
  const latest = useRef(visible);
  latest.current = visible;
  useLayoutEffect(() => {
    if (!fit || !latest.current) return;
    fitCamera(camera, controls.current, latest.current);
    invalidate();
  }, [camera, invalidate, fit]);
  return null;
};

/**
 * The two programs every model needs (smooth CAD meshes, flat STL) and the lines', compiled
 * before the first model arrives, off the page's thread and usually while the page was idle.
 * compile() only queues the work: the GPU process compiles and links later, and the first model's
 * frame would wait for it (seconds on a software GPU). One frame drawn and a pixel read back here
 * wait for all of it.
 */
const WarmUp = ({ materials, onReady }: { materials: ModelMaterials; onReady: () => void }) => {
  const { gl, scene, camera } = useThree();
  useEffect(() => {
    const triangle = new BufferGeometry().setAttribute('position', new Float32BufferAttribute([0, 0, 0, 1, 0, 0, 0, 1, 0], 3));
    const smooth = triangle.clone().setAttribute('normal', new Float32BufferAttribute([0, 0, 1, 0, 0, 1, 0, 0, 1], 3));
    const probe = new Group().add(new Mesh(smooth, materials.of(NEUTRAL, false)), new Mesh(triangle, materials.of(NEUTRAL, true)), new LineSegments(triangle, materials.line(GRID)));
    probe.traverse((o) => (o.frustumCulled = false));
    scene.add(probe);
    gl.render(scene, camera);
    const context = gl.getContext();
    context.readPixels(0, 0, 1, 1, context.RGBA, context.UNSIGNED_BYTE, new Uint8Array(4));
    scene.remove(probe);
    // The geometry only: the materials, and with them the compiled programs, stay.
    [triangle, smooth].forEach((d) => d.dispose());
    onReady();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on the first commit
  return null;
};

export interface ModelSceneProps {
  built: BuiltModel | null;
  /** The whole model's box (the grid stands under it) and the visible parts' (the box drawn, the fit). */
  model: Bounds | null;
  visible: Bounds | null;
  view: ViewState;
  points: Vector3[];
  /** Counts the fits asked for: each new count frames the visible parts. */
  fit: number;
  materials: ModelMaterials;
  proxy: ElementProxy;
  /** The renderer's list of the part meshes (for picking), kept up to date here. */
  meshes: Mesh[];
  onShown: () => void;
  onReady: () => void;
}

/**
 * The viewer's scene in @react-three/fiber: the background and lights, the model with its
 * highlight, the floor grid, the bounding box, the measuring markers, the section, the camera and
 * its controls.
 */
export const ModelScene = ({ built, model, visible, view, points, fit, materials, proxy, meshes, onShown, onReady }: ModelSceneProps) => {
  const size = visible ? Math.max(visible[3] - visible[0], visible[4] - visible[1], visible[5] - visible[2], 1e-3) : 1;
  return (
    <>
      <color attach="background" args={[BACKGROUND]} />
      <hemisphereLight args={['#ffffff', '#8a94a0', 1.6]} />
      <directionalLight position={[1, -2, 3]} intensity={1.6} />
      <directionalLight position={[-2, 1.5, -1]} intensity={0.6} />
      {built && <Model built={built} view={view} materials={materials} meshes={meshes} onShown={onShown} />}
      {built && model && <Grid model={model} materials={materials} />}
      {built && visible && <BoundingBox visible={visible} materials={materials} />}
      <Markers points={points} radius={size * 0.006} materials={materials} />
      <Section section={view.section} />
      <CameraRig proxy={proxy} visible={visible} fit={fit} />
      <WarmUp materials={materials} onReady={onReady} />
    </>
  );
};
