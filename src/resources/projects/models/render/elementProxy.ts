import { EventDispatcher } from 'three';
import type { CanvasBox, PointerData } from './renderProtocol';

type ProxyEvents = Record<PointerData['type'] | 'contextmenu' | 'keydown' | 'keyup', PointerData & { preventDefault: () => void; stopPropagation: () => void }>;

/**
 * Stands in for the canvas element where the renderer cannot reach the DOM (a worker): the
 * camera controls listen to it, the page forwards its pointer events to it. three's
 * OrbitControls asks the element, its root node and its owner document for listeners: all three
 * are this object.
 */
export class ElementProxy extends EventDispatcher<ProxyEvents> {
  readonly style: Record<string, string> = {};
  box: CanvasBox = { left: 0, top: 0, width: 1, height: 1, pixelRatio: 1 };

  get clientWidth(): number {
    return this.box.width;
  }

  get clientHeight(): number {
    return this.box.height;
  }

  get ownerDocument(): this {
    return this;
  }

  getRootNode(): this {
    return this;
  }

  getBoundingClientRect() {
    const { left, top, width, height } = this.box;
    return { left, top, width, height, x: left, y: top, right: left + width, bottom: top + height };
  }

  // Capture is the page's business (its canvas holds the pointer while a button is down).
  setPointerCapture(): void {}
  releasePointerCapture(): void {}
  hasPointerCapture(): boolean {
    return false;
  }

  focus(): void {}

  forward(event: PointerData): void {
    this.dispatchEvent({ ...event, preventDefault: () => undefined, stopPropagation: () => undefined });
  }
}
