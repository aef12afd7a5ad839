/**
 * Which Phaser renderer a battle table uses: WebGL when a GPU draws it, Phaser's Canvas
 * renderer when WebGL would be emulated on the CPU.
 *
 * Why: without a GPU (blocklisted driver, a virtual machine, headless Chromium with
 * `--disable-gpu`) Chromium still offers WebGL, through SwiftShader, and composites the page in
 * software. Each WebGL frame is then rasterised on the CPU in the GPU process and read back
 * (`GLES2::ReadPixels` in the commit) while the page's main thread waits: profiled on the
 * Clash table, ~45 ms of every frame, so the table could not draw faster than ~20 frames/s and
 * every frame was a long task. Canvas 2D draws the same table in a few milliseconds there.
 * With a real GPU WebGL stays the better choice, so only a software WebGL switches.
 */
const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|software|basic render driver|mesa offscreen/i;

/** True when the renderer string names a CPU implementation of WebGL. */
export function isSoftwareGl(rendererName: string): boolean {
  return SOFTWARE_GL.test(rendererName);
}

let cached: 'webgl' | 'canvas' | null = null;

/** 'webgl' when this browser has hardware WebGL, else 'canvas'. Probed once per page. */
export function tableRenderer(): 'webgl' | 'canvas' {
  if (cached) return cached;
  cached = 'canvas';
  try {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ??
      canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (gl) {
      // The unmasked name says "SwiftShader"/"llvmpipe"; the masked one ("WebKit WebGL") does not.
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
      cached = isSoftwareGl(name) ? 'canvas' : 'webgl';
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    // No WebGL at all: Canvas it is.
  }
  return cached;
}
