/**
 * What a browser tab is asked to open (README "3D models" gives the measure): past these a model
 * is refused with a message before parsing, instead of a tab that runs out of memory.
 */
/** STL and OBJ triangles: three's loaders keep 72 bytes a triangle (positions and normals). */
export const MAX_TRIANGLES = 5_000_000;
/** STEP and IGES bytes: occt's 32-bit WASM heap (at most 2 GB) holds the file, its B-rep and the mesh. */
export const MAX_CAD_MB = 150;
