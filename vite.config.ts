import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { adminInsideRouter } from './scripts/vite/adminInsideRouter';
import { precompress } from './scripts/vite/precompress';

export default defineConfig(({ command }) => {
  // A build is always a production build. Vite keeps a NODE_ENV it finds set, and the server's
  // NODE_ENV=development (demo data) in the shell made `npm start` bundle React's development
  // runtime: a 46 KiB jsx-dev-runtime chunk and 80 KiB more on the sign-in page (issue 23).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), adminInsideRouter(), precompress()],
    server: { port: 5173, proxy: { '/v1': 'http://localhost:3000' } },
    build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 2000 },
    // ES module workers split: the 3D model reader loads the CAD kernel's glue and three's OBJ loader only for those files (issue 24).
    worker: { format: 'es' },
  };
});
