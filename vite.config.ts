import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite/precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/v1': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 2000 },
  // ES module workers split: the 3D model reader loads the CAD kernel's glue and three's OBJ loader only for those files (issue 24).
  worker: { format: 'es' },
});
