import { addAfterEffect, advance, createRoot, type ReconcilerRoot, type RootStore } from '@react-three/fiber';
import { PerspectiveCamera, Raycaster, Vector2, type Mesh, type Vector3 } from 'three';
import { buildModel, type BuiltModel } from '../buildModel';
import { visibleBounds, type Bounds } from '../modelBounds';
import { ModelMaterials } from '../modelMaterials';
import type { DeliveredScene, ModelScene as SceneData } from '../sceneData';
import { ElementProxy } from './elementProxy';
import { ModelScene } from './ModelScene';
import type { CanvasBox, FromRenderer, PointerData, ToRenderer, ViewState } from './renderProtocol';

/** A press that moved further than this (CSS px) orbited; it is not a click. */
const CLICK_SLOP = 4;

/**
 * Draws a model scene, wherever it runs (a worker with an OffscreenCanvas, or the page): the
 * scene is declared in @react-three/fiber (ModelScene) on a root made on the canvas; this class
 * answers the viewer's messages (the same protocol either way), holds the state the scene is
 * rendered from, and picks and measures. Frames are drawn on demand only.
 */
export class ModelRenderer {
  private readonly proxy = new ElementProxy();
  private readonly materials = new ModelMaterials();
  private readonly camera = new PerspectiveCamera(40, 1, 0.1, 1e6);
  private root: ReconcilerRoot<OffscreenCanvas | HTMLCanvasElement> | null = null;
  /** The root's state (its renderer), once it has rendered. */
  private store: RootStore | null = null;
  private box: CanvasBox = { left: 0, top: 0, width: 1, height: 1, pixelRatio: 1 };
  private data: SceneData | null = null;
  /** The current scene's number (the page's or its reader's), which 'drawn' names. */
  private dataId: number | null = null;
  /** Where a reader will send the next scene, if the page said so. */
  private incoming: MessagePort | null = null;
  private built: BuiltModel | null = null;
  /** The whole model's box (fixed per model) and the visible parts' (following the view). */
  private modelBox: Bounds | null = null;
  private visibleBox: Bounds | null = null;
  /** The part meshes as the scene made them, in part order (the scene keeps this list). */
  private readonly meshes: Mesh[] = [];
  private view: ViewState = { hidden: [], selected: null, wireframe: false, measuring: false, section: null };
  private points: Vector3[] = [];
  private fits = 0;
  /** The current model's first frame is still to be drawn (then 'drawn' is sent). */
  private announce = false;
  private pressedAt: { x: number; y: number } | null = null;
  private stopAfterEffect: (() => void) | null = null;

  constructor(private readonly send: (message: FromRenderer) => void) {
    this.camera.up.set(0, 0, 1);
    this.camera.position.set(1, -1.2, 0.9);
  }

  handle(message: ToRenderer): void {
    switch (message.type) {
      case 'init':
        return void this.init(message.canvas, message.box);
      case 'resize':
        return this.resize(message.box);
      case 'scene':
        this.expect(null);
        return this.show(message.scene, message.id);
      case 'expect':
        return this.expect(message.port);
      case 'view':
        return this.follow(message.view);
      case 'fit':
        return this.fit();
      case 'pointer':
        return this.pointer(message.event);
    }
  }

  /**
   * The root's whole configuration, given again on each resize (r3f takes what is left out as its
   * default: a continuous frame loop, tone mapping). flat: no tone mapping, the parts' own
   * colours; no event manager (picking is this class's).
   */
  private config(box: CanvasBox) {
    return {
      gl: { antialias: true },
      camera: this.camera,
      size: { width: Math.max(1, box.width), height: Math.max(1, box.height), top: 0, left: 0 },
      dpr: box.pixelRatio,
      frameloop: 'demand' as const,
      flat: true,
    };
  }

  private async init(canvas: OffscreenCanvas | HTMLCanvasElement, box: CanvasBox): Promise<void> {
    this.box = this.proxy.box = box;
    try {
      const root = createRoot(canvas);
      await root.configure(this.config(box));
      // A resize that came while the context was being made.
      if (this.box !== box) await root.configure(this.config(this.box));
      this.root = root;
    } catch {
      this.send({ type: 'failed' });
      return;
    }
    // After each frame: the one that first shows the current model is announced.
    this.stopAfterEffect = addAfterEffect(() => {
      if (!this.announce) return;
      this.announce = false;
      performance.mark('model-frame-drawn');
      if (this.dataId !== null) this.send({ type: 'drawn', id: this.dataId });
    });
    this.render();
  }

  /** The scene rendered from the current state: React commits, and a frame follows on demand. */
  private render(): void {
    if (!this.root) return;
    this.store = this.root.render(
      <ModelScene
        built={this.built}
        model={this.modelBox}
        visible={this.visibleBox}
        view={this.view}
        points={this.points}
        fit={this.fits}
        materials={this.materials}
        proxy={this.proxy}
        meshes={this.meshes}
        onShown={this.shown}
        onReady={this.ready}
      />,
    );
  }

  private readonly ready = () => this.send({ type: 'ready' });

  /**
   * The model's meshes are in the scene (and the camera fitted to them): its first frame is drawn
   * right after this commit, in the same task, not at the next animation frame, which a worker's
   * canvas gets late while the page is busy showing the dialog (issue 24: up to 250 ms).
   */
  private readonly shown = () => {
    performance.mark('model-scene-committed');
    this.announce = true;
    queueMicrotask(() => this.announce && this.store && advance(performance.now(), true, this.store.getState()));
  };

  private resize(box: CanvasBox): void {
    this.box = this.proxy.box = box;
    void this.root?.configure(this.config(box));
  }

  /** Takes the next scene from a reader's port (the last one asked for wins; null: none). */
  private expect(port: MessagePort | null): void {
    this.incoming?.close();
    this.incoming = port;
    if (!port) return;
    port.onmessage = ({ data }: MessageEvent<DeliveredScene>) => {
      port.close();
      if (this.incoming !== port) return;
      this.incoming = null;
      this.show(data.scene, data.id);
    };
  }

  private show(scene: SceneData | null, id: number | null): void {
    // Marks for the trace of an opening (perf/modelTrace.ts): scene received, in the tree, drawn.
    if (scene) performance.mark('model-scene-received');
    this.data = scene;
    this.dataId = scene ? id : null;
    // The scene frees the previous model's geometry once this one has replaced it.
    this.built = scene ? buildModel(scene, this.materials) : null;
    this.meshes.length = 0;
    this.points = [];
    // A new model starts as the page shows it: everything visible, nothing picked, no section.
    this.view = { ...this.view, hidden: [], selected: null, measuring: false, section: null };
    this.modelBox = this.visibleBox = scene ? visibleBounds(scene, new Set()) : null;
    if (scene) this.fits++;
    this.render();
  }

  private follow(view: ViewState): void {
    if (view.measuring !== this.view.measuring) this.points = [];
    this.view = view;
    this.visibleBox = this.data ? visibleBounds(this.data, new Set(view.hidden)) : null;
    this.render();
  }

  private fit(): void {
    this.fits++;
    this.render();
  }

  private pointer(event: PointerData): void {
    this.proxy.forward(event);
    if (event.type === 'pointerdown' && event.button === 0) this.pressedAt = { x: event.clientX, y: event.clientY };
    if (event.type === 'pointerup' && this.pressedAt) {
      const moved = Math.hypot(event.clientX - this.pressedAt.x, event.clientY - this.pressedAt.y);
      this.pressedAt = null;
      if (moved <= CLICK_SLOP) this.click(event.clientX - this.box.left, event.clientY - this.box.top);
    }
  }

  /** A click: a measuring point, or the part under it (null: empty space). */
  private click(x: number, y: number): void {
    if (!this.built) return;
    const raycaster = new Raycaster();
    raycaster.setFromCamera(new Vector2((x / this.box.width) * 2 - 1, -(y / this.box.height) * 2 + 1), this.camera);
    const planes = this.store?.getState().gl.clippingPlanes ?? [];
    const hit = raycaster
      .intersectObjects(
        this.meshes.filter((m) => m.visible),
        false,
      )
      // What the section cut away cannot be clicked.
      .find((h) => planes.every((p) => p.distanceToPoint(h.point) >= 0));
    if (this.view.measuring) {
      if (!hit) return;
      this.points = this.points.length >= 2 ? [hit.point.clone()] : [...this.points, hit.point.clone()];
      this.render();
      this.send({ type: 'measured', points: this.points.map((p) => [p.x, p.y, p.z]) });
      return;
    }
    this.send({ type: 'picked', part: typeof hit?.object.userData.part === 'number' ? hit.object.userData.part : null });
  }

  dispose(): void {
    this.incoming?.close();
    this.stopAfterEffect?.();
    this.root?.unmount();
    this.materials.dispose();
  }
}
