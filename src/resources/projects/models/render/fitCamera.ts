import { Vector3, type PerspectiveCamera } from 'three';
import type { Bounds } from '../modelBounds';

/** What the camera orbits (OrbitControls' target and update). */
export interface Orbit {
  target: Vector3;
  update: () => unknown;
}

/**
 * Frames a box: the camera keeps its direction and backs off until the box's bounding sphere is
 * whole in the narrower of the two fields of view (a phone's canvas is taller than wide).
 */
export const fitCamera = (camera: PerspectiveCamera, orbit: Orbit | null, b: Bounds): void => {
  const center = new Vector3((b[0] + b[3]) / 2, (b[1] + b[4]) / 2, (b[2] + b[5]) / 2);
  const radius = Math.max(Math.hypot(b[3] - b[0], b[4] - b[1], b[5] - b[2]) / 2, 1e-3);
  const direction = camera.position.clone().sub(orbit?.target ?? new Vector3()).normalize();
  if (direction.lengthSq() < 0.5) direction.set(1, -1, 0.8).normalize();
  const vertical = (camera.fov * Math.PI) / 180;
  const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * camera.aspect);
  const distance = radius / Math.sin(Math.min(vertical, horizontal) / 2);
  camera.position.copy(center).addScaledVector(direction, distance * 1.05);
  camera.near = distance / 200;
  camera.far = distance * 20;
  camera.updateProjectionMatrix();
  camera.lookAt(center);
  orbit?.target.copy(center);
  orbit?.update();
};
