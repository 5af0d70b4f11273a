import {
  BufferGeometry,
  Color,
  DirectionalLight,
  Float32BufferAttribute,
  Group,
  HemisphereLight,
  Line,
  LineBasicMaterial,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Plane,
  Raycaster,
  Scene,
  Sphere,
  SphereGeometry,
  Vector2,
  Vector3,
  WebGLRenderer,
  type Material,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { buildModel, visibleBox, type BuiltModel } from '../buildModel';
import { ModelMaterials, NEUTRAL } from '../modelMaterials';
import type { ModelScene } from '../sceneData';
import { ElementProxy } from './elementProxy';
import type { CanvasBox, FromRenderer, PointerData, ToRenderer, ViewState } from './renderProtocol';

const BACKGROUND = '#EEF2F6';
const MARKER = '#D32F2F';
/** A press that moved further than this (CSS px) orbited; it is not a click. */
const CLICK_SLOP = 4;

const requestFrame: (cb: () => void) => void =
  typeof requestAnimationFrame === 'function' ? (cb) => requestAnimationFrame(cb) : (cb) => setTimeout(cb, 16);

/**
 * Draws a model scene with three.js, wherever it runs (a worker with an OffscreenCanvas, or the
 * page): camera controls, fit, part visibility and highlight, wireframe, the section plane,
 * picking and the two-point measure. Frames are drawn on demand only.
 */
export class ModelRenderer {
  private readonly proxy = new ElementProxy();
  private readonly materials = new ModelMaterials();
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(40, 1, 0.1, 1e6);
  private renderer: WebGLRenderer | null = null;
  private controls: OrbitControls | null = null;
  private built: BuiltModel | null = null;
  private view: ViewState = { hidden: [], selected: null, wireframe: false, measuring: false, section: null };
  private points: Vector3[] = [];
  private readonly markers = new Group();
  private frameWanted = false;
  /** The first frame of the current model is still to be drawn (then 'drawn' is sent). */
  private announce = false;
  private pressedAt: { x: number; y: number } | null = null;

  constructor(private readonly send: (message: FromRenderer) => void) {
    this.scene.background = new Color(BACKGROUND);
    this.camera.up.set(0, 0, 1);
    this.camera.position.set(1, -1.2, 0.9);
    this.scene.add(new HemisphereLight('#ffffff', '#8a94a0', 1.6));
    const key = new DirectionalLight('#ffffff', 1.6);
    key.position.set(1, -2, 3);
    const fill = new DirectionalLight('#ffffff', 0.6);
    fill.position.set(-2, 1.5, -1);
    this.scene.add(key, fill, this.markers);
  }

  handle(message: ToRenderer): void {
    switch (message.type) {
      case 'init':
        return this.init(message.canvas, message.box);
      case 'resize':
        return this.resize(message.box);
      case 'scene':
        return this.show(message.scene);
      case 'view':
        return this.follow(message.view);
      case 'fit':
        return this.fit();
      case 'pointer':
        return this.pointer(message.event);
    }
  }

  private init(canvas: OffscreenCanvas | HTMLCanvasElement, box: CanvasBox): void {
    try {
      this.renderer = new WebGLRenderer({ canvas, antialias: true });
    } catch {
      this.send({ type: 'failed' });
      return;
    }
    this.controls = new OrbitControls(this.camera, this.proxy as unknown as HTMLElement);
    this.controls.addEventListener('change', () => this.invalidate());
    this.resize(box);
    // The two programs every model needs (smooth CAD meshes, flat STL), compiled before the first
    // model arrives: off the page's thread, and usually while the page was idle (warmRenderer).
    const triangle = new BufferGeometry().setAttribute('position', new Float32BufferAttribute([0, 0, 0, 1, 0, 0, 0, 1, 0], 3));
    const smooth = triangle.clone().setAttribute('normal', new Float32BufferAttribute([0, 0, 1, 0, 0, 1, 0, 0, 1], 3));
    const probe = new Group().add(new Mesh(smooth, this.materials.of(NEUTRAL, false)), new Mesh(triangle, this.materials.of(NEUTRAL, true)));
    probe.traverse((o) => (o.frustumCulled = false));
    // compile() only queues the work: the GPU process compiles and links later, and the first
    // model's frame would wait for it (seconds on a software GPU). One frame drawn and a pixel
    // read back here wait for all of it, while the page is idle.
    this.scene.add(probe);
    this.renderer.render(this.scene, this.camera);
    const gl = this.renderer.getContext();
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    this.scene.remove(probe);
    triangle.dispose();
    smooth.dispose();
    this.send({ type: 'ready' });
  }

  private resize(box: CanvasBox): void {
    this.proxy.box = box;
    if (!this.renderer) return;
    this.renderer.setPixelRatio(box.pixelRatio);
    // false: an OffscreenCanvas has no style to set; the page sizes its canvas element.
    this.renderer.setSize(Math.max(1, box.width), Math.max(1, box.height), false);
    this.camera.aspect = Math.max(1, box.width) / Math.max(1, box.height);
    this.camera.updateProjectionMatrix();
    this.invalidate();
  }

  private show(scene: ModelScene | null): void {
    if (this.built) {
      this.scene.remove(this.built.group);
      this.built.dispose();
      this.built = null;
    }
    this.clearMeasure();
    // A new model starts as the page shows it: everything visible, nothing picked, no section.
    this.view = { ...this.view, hidden: [], selected: null, measuring: false, section: null };
    if (scene) {
      this.built = buildModel(scene, this.materials);
      this.scene.add(this.built.group);
      this.apply();
      this.fit();
      this.announce = true;
    }
    this.invalidate();
  }

  private follow(view: ViewState): void {
    if (view.measuring !== this.view.measuring) this.clearMeasure();
    this.view = view;
    this.apply();
    this.invalidate();
  }

  /** The view state onto the meshes, the materials and the renderer. */
  private apply(): void {
    const hidden = new Set(this.view.hidden);
    this.built?.meshes.forEach((mesh, i) => {
      mesh.visible = !hidden.has(i);
      mesh.material = (i === this.view.selected ? mesh.userData.highlight : mesh.userData.base) as Material;
    });
    this.materials.setWireframe(this.view.wireframe);
    const s = this.view.section;
    // Everything beyond the value along the axis is cut away.
    if (this.renderer) this.renderer.clippingPlanes = s ? [new Plane(new Vector3(s.axis === 'x' ? -1 : 0, s.axis === 'y' ? -1 : 0, s.axis === 'z' ? -1 : 0), s.value)] : [];
  }

  /** Frames the visible parts: the camera keeps its direction and backs off to see them whole. */
  private fit(): void {
    if (!this.built) return;
    const box = visibleBox(this.built.meshes);
    if (box.isEmpty()) return;
    const sphere = box.getBoundingSphere(new Sphere());
    const radius = Math.max(sphere.radius, 1e-3);
    const target = this.controls?.target ?? new Vector3();
    const direction = this.camera.position.clone().sub(target).normalize();
    if (direction.lengthSq() < 0.5) direction.set(1, -1, 0.8).normalize();
    // The narrower of the two fields of view decides (a phone's canvas is taller than wide).
    const vertical = (this.camera.fov * Math.PI) / 180;
    const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * this.camera.aspect);
    const distance = radius / Math.sin(Math.min(vertical, horizontal) / 2);
    this.camera.position.copy(sphere.center).addScaledVector(direction, distance * 1.05);
    this.camera.near = distance / 200;
    this.camera.far = distance * 20;
    this.camera.updateProjectionMatrix();
    this.controls?.target.copy(sphere.center);
    this.controls?.update();
    this.invalidate();
  }

  private pointer(event: PointerData): void {
    this.proxy.forward(event);
    if (event.type === 'pointerdown' && event.button === 0) this.pressedAt = { x: event.clientX, y: event.clientY };
    if (event.type === 'pointerup' && this.pressedAt) {
      const moved = Math.hypot(event.clientX - this.pressedAt.x, event.clientY - this.pressedAt.y);
      this.pressedAt = null;
      if (moved <= CLICK_SLOP) this.click(event.clientX - this.proxy.box.left, event.clientY - this.proxy.box.top);
    }
  }

  /** A click: a measuring point, or the part under it (null: empty space). */
  private click(x: number, y: number): void {
    if (!this.built) return;
    const { width, height } = this.proxy.box;
    const raycaster = new Raycaster();
    raycaster.setFromCamera(new Vector2((x / width) * 2 - 1, -(y / height) * 2 + 1), this.camera);
    const planes = this.renderer?.clippingPlanes ?? [];
    const hit = raycaster
      .intersectObjects(this.built.meshes.filter((m) => m.visible), false)
      // What the section cut away cannot be clicked.
      .find((h) => planes.every((p) => p.distanceToPoint(h.point) >= 0));
    if (this.view.measuring) {
      if (!hit) return;
      this.points = this.points.length >= 2 ? [hit.point.clone()] : [...this.points, hit.point.clone()];
      this.drawMarkers();
      this.send({ type: 'measured', points: this.points.map((p) => [p.x, p.y, p.z]) });
      return;
    }
    this.send({ type: 'picked', part: typeof hit?.object.userData.part === 'number' ? hit.object.userData.part : null });
  }

  private clearMeasure(): void {
    this.points = [];
    this.drawMarkers();
  }

  private drawMarkers(): void {
    for (const child of [...this.markers.children]) {
      this.markers.remove(child);
      const drawn = child as Mesh | Line;
      drawn.geometry.dispose();
      (drawn.material as Material).dispose();
    }
    if (!this.points.length || !this.built) return this.invalidate();
    const size = visibleBox(this.built.meshes).getSize(new Vector3());
    const radius = Math.max(size.x, size.y, size.z, 1e-3) * 0.006;
    for (const point of this.points) {
      const marker = new Mesh(new SphereGeometry(radius, 12, 12), new MeshBasicMaterial({ color: MARKER, depthTest: false }));
      marker.position.copy(point);
      marker.renderOrder = 10;
      this.markers.add(marker);
    }
    if (this.points.length === 2) {
      const line = new Line(new BufferGeometry().setFromPoints(this.points), new LineBasicMaterial({ color: MARKER, depthTest: false }));
      line.renderOrder = 10;
      this.markers.add(line);
    }
    this.invalidate();
  }

  private invalidate(): void {
    if (this.frameWanted || !this.renderer) return;
    this.frameWanted = true;
    requestFrame(() => this.draw());
  }

  private draw(): void {
    this.frameWanted = false;
    if (!this.renderer) return;
    this.renderer.render(this.scene, this.camera);
    if (this.announce && this.built) {
      this.announce = false;
      this.send({ type: 'drawn' });
    }
  }
}
