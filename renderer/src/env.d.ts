/// <reference types="vite/client" />
// Types for Vite-handled imports in the renderer (CSS side-effect imports, assets).
