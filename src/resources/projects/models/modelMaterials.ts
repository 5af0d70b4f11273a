import { DoubleSide, LineBasicMaterial, MeshStandardMaterial } from 'three';

/** Parts without a colour, or black ones (many CAD exports), are drawn in this steel grey. */
export const NEUTRAL = '#9AA7B4';
export const HIGHLIGHT = '#FF9800';

/**
 * The viewer's materials, one per colour and shading, kept for the viewer's life rather than a
 * model's: three drops a compiled shader program with its last material, and compiling again
 * for every model opened would hold the page each time.
 */
export class ModelMaterials {
  private readonly byKey = new Map<string, MeshStandardMaterial>();
  /** The highlight in both shadings: a mesh without normals needs the flat one. */
  readonly highlights: readonly [MeshStandardMaterial, MeshStandardMaterial] = [false, true].map(
    (flatShading) => new MeshStandardMaterial({ color: HIGHLIGHT, side: DoubleSide, emissive: HIGHLIGHT, emissiveIntensity: 0.25, flatShading }),
  ) as [MeshStandardMaterial, MeshStandardMaterial];

  private wireframe = false;
  private readonly lines = new Map<string, LineBasicMaterial>();

  of(hex: string, flatShading: boolean): MeshStandardMaterial {
    const key = `${hex}${flatShading ? ' flat' : ''}`;
    let material = this.byKey.get(key);
    if (!material) {
      material = new MeshStandardMaterial({ color: hex, side: DoubleSide, metalness: 0.15, roughness: 0.55, flatShading, wireframe: this.wireframe });
      this.byKey.set(key, material);
    }
    return material;
  }

  /** The lines' material in a colour (the floor grid, the bounding box, the measure drawn over the model when onTop). */
  line(hex: string, onTop = false): LineBasicMaterial {
    const key = `${hex}${onTop ? ' top' : ''}`;
    let material = this.lines.get(key);
    if (!material) {
      material = new LineBasicMaterial({ color: hex, depthTest: !onTop });
      this.lines.set(key, material);
    }
    return material;
  }

  highlight(flatShading: boolean): MeshStandardMaterial {
    return this.highlights[flatShading ? 1 : 0];
  }

  setWireframe(on: boolean): void {
    this.wireframe = on;
    for (const m of [...this.byKey.values(), ...this.highlights]) m.wireframe = on;
  }

  dispose(): void {
    for (const m of [...this.byKey.values(), ...this.highlights, ...this.lines.values()]) m.dispose();
    this.byKey.clear();
    this.lines.clear();
  }
}
