/**
 * The browser the page runs in, from its user-agent string: what the About screen reports as
 * the runtime in the browser host (main there is Node, with no Chromium of its own).
 * Order matters: Edge and Opera also say "Chrome/", Chrome also says "Safari/".
 */
export function browserRuntime(ua: string): string | null {
  const rules: [RegExp, string][] = [
    [/Edg\/([\d.]+)/, 'Microsoft Edge'],
    [/OPR\/([\d.]+)/, 'Opera'],
    [/Firefox\/([\d.]+)/, 'Firefox'],
    [/(?:HeadlessChrome|Chromium|Chrome)\/([\d.]+)/, 'Chromium'],
    [/Version\/([\d.]+).*Safari\//, 'Safari'],
  ];
  for (const [re, name] of rules) {
    const m = re.exec(ua);
    if (m) return `${name} ${m[1]}`;
  }
  return null;
}
