// Node module hook for the shell smoke test: `import ... from 'electron'` in the built main
// bundle resolves to electron-stand-in.mjs (a stand-in, see there), everything else as usual.
export async function resolve(specifier, context, next) {
  if (specifier === 'electron')
    return { url: new URL('./electron-stand-in.mjs', import.meta.url).href, shortCircuit: true };
  return next(specifier, context);
}
